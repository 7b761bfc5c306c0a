import { randomBytes } from 'node:crypto';
import { NotFoundError, InvalidInputError } from '../errors.ts';
import { customerSortKey, sortByKey } from '../ordering.ts';
import { customerSchema, limits, validate } from '../validation.ts';
import { newAutoId } from '../autoId.ts';
import { defaultPhoneRegion, normalizePhone, type PhoneRegion } from '../phones.ts';
import type { Customer, CustomerContact, CustomerDuplicate, CustomerFilter, CustomerPage } from './customer.ts';
import type { CustomerStore, CustomerWatcher, Unsubscribe } from './customerStore.ts';
import { LiveCustomerList } from './liveCustomerList.ts';

export interface CustomerInput {
  id?: string | null;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  address: string;
  notes?: string | null;
}

// Cursors are the sort key of the page's last customer, opaque to clients.
const encodeCursor = (customer: Customer) => Buffer.from(customerSortKey(customer)).toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

export class CustomerService {
  /** One live list per watched filter, shared by its subscribers, kept while the service runs */
  private readonly liveLists = new Map<CustomerFilter, LiveCustomerList>();

  private readonly phoneRegion: PhoneRegion;

  constructor(
    private readonly store: CustomerStore,
    options: { phoneRegion?: PhoneRegion } = {},
  ) {
    this.phoneRegion = options.phoneRegion ?? defaultPhoneRegion;
  }

  list(filter: CustomerFilter, search?: string | null): Promise<Customer[]> {
    return this.store.list(filter, search);
  }

  async page(filter: CustomerFilter, search: string | null | undefined, first: number, after: string | null | undefined): Promise<CustomerPage> {
    if (!Number.isInteger(first) || first < 0 || first > limits.pageMax) {
      throw new InvalidInputError({ first: `Ask for 0 to ${limits.pageMax} customers per page` });
    }
    const page = await this.store.page({ filter, search: search ?? null, first, afterKey: after ? decodeCursor(after) : null });
    const last = page.customers.at(-1);
    return { nodes: page.customers, pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage: page.hasNextPage }, totalCount: page.totalCount };
  }

  get(id: string): Promise<Customer | null> {
    return this.store.get(id);
  }

  /**
   * For each contact, the customers (any status) with its email, case aside, or else with its phone once normalised,
   * in the contacts' order and then name order.
   */
  async duplicates(contacts: readonly CustomerContact[]): Promise<CustomerDuplicate[]> {
    if (contacts.length > limits.contactsMax) {
      throw new InvalidInputError({ contacts: `Check at most ${limits.contactsMax} contacts at a time` });
    }
    const wanted = contacts.map(({ email, phone }) => ({
      email: email?.trim().toLowerCase() || null,
      phone: phone?.trim() ? normalizePhone(phone, this.phoneRegion) : null,
    }));
    const emails = [...new Set(wanted.flatMap(({ email }) => (email ? [email] : [])))];
    const phones = [...new Set(wanted.flatMap(({ phone }) => (phone ? [phone] : [])))];
    if (!emails.length && !phones.length) return [];
    const found = sortByKey(await this.store.findByContact(emails, phones), customerSortKey);
    return wanted.flatMap(({ email, phone }, index) => {
      const sameEmail = email ? found.filter((customer) => customer.email.toLowerCase() === email) : [];
      const samePhone = phone ? found.filter((customer) => customer.phoneNormalized === phone && !sameEmail.includes(customer)) : [];
      return [
        ...sameEmail.map((customer) => ({ index, match: 'EMAIL' as const, customer })),
        ...samePhone.map((customer) => ({ index, match: 'PHONE' as const, customer })),
      ];
    });
  }

  /** What `list` answers, `size` customers at a time, read as the caller asks for more (exports). */
  batches(filter: CustomerFilter, search: string | null | undefined, size = 1000): AsyncIterable<Customer[]> {
    return this.store.batches(filter, search?.trim() ? search : null, size);
  }

  async save(input: CustomerInput): Promise<Customer> {
    const result = validate(customerSchema, { ...input, notes: input.notes ?? '' });
    if (!result.ok) throw new InvalidInputError(result.fields);
    const { fname, lname, email, phone, address, notes } = result.value;
    const fields = { fname, lname, email, phone, phoneNormalized: normalizePhone(phone, this.phoneRegion), address, notes };
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

  /** The initial list comes in pages, in name order; later sets in the order the store committed them. */
  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    let list = this.liveLists.get(filter);
    if (!list) {
      list = new LiveCustomerList(this.store, filter, (failed) => {
        if (this.liveLists.get(filter) === failed) this.liveLists.delete(filter);
      });
      this.liveLists.set(filter, list);
    }
    return list.subscribe(watcher);
  }

  /** Stops the live lists' feeds. */
  close(): void {
    for (const list of this.liveLists.values()) list.close();
    this.liveLists.clear();
  }

  private async setStatus(id: string, status: boolean): Promise<Customer> {
    const saved = await this.store.setStatus(id, status);
    if (!saved) throw new NotFoundError('customer', id);
    return saved;
  }
}
