import { randomBytes } from 'node:crypto';
import { NotFoundError, InvalidInputError } from '../errors.ts';
import { compareCustomers } from '../ordering.ts';
import { matchesCustomerSearch } from '../search.ts';
import { customerSchema, validate } from '../validation.ts';
import { newAutoId } from '../autoId.ts';
import type { Customer, CustomerFilter } from './customer.ts';
import type { CustomerStore, CustomerWatcher, Unsubscribe } from './customerStore.ts';

export interface CustomerInput {
  id?: string | null;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  address: string;
  notes?: string | null;
}

export class CustomerService {
  constructor(private readonly store: CustomerStore) {}

  async list(filter: CustomerFilter, search?: string | null): Promise<Customer[]> {
    const customers = await this.store.list(filter);
    return (search ? customers.filter((customer) => matchesCustomerSearch(customer, search)) : customers).sort(compareCustomers);
  }

  get(id: string): Promise<Customer | null> {
    return this.store.get(id);
  }

  async save(input: CustomerInput): Promise<Customer> {
    const result = validate(customerSchema, { ...input, notes: input.notes ?? '' });
    if (!result.ok) throw new InvalidInputError(result.fields);
    const { fname, lname, email, phone, address, notes } = result.value;
    const fields = { fname, lname, email, phone, address, notes };
    if (!input.id) return this.store.create(newAutoId(randomBytes), fields);
    const saved = await this.store.update(input.id, fields);
    if (!saved) throw new NotFoundError('customer', input.id);
    return saved;
  }

  remove(id: string): Promise<Customer> {
    return this.setStatus(id, false);
  }

  restore(id: string): Promise<Customer> {
    return this.setStatus(id, true);
  }

  /** The initial set comes in list order; later sets in the order the store committed them. */
  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    return this.store.watch(filter, {
      next: (set) => watcher.next(set.initial ? { ...set, changes: [...set.changes].sort((a, b) => compareCustomers(a.customer, b.customer)) } : set),
      error: (error) => watcher.error(error),
    });
  }

  private async setStatus(id: string, status: boolean): Promise<Customer> {
    const saved = await this.store.setStatus(id, status);
    if (!saved) throw new NotFoundError('customer', id);
    return saved;
  }
}
