import type { Customer, CustomerChangeSet, CustomerFields, CustomerFilter } from './customer.ts';

export type Unsubscribe = () => void;

export interface CustomerWatcher {
  /** Called first with the initial set (initial: true), then once per committed change batch that touches the filter. */
  next(set: CustomerChangeSet): void;
  /** The feed failed and will not deliver more; the subscriber should be told. */
  error(error: Error): void;
}

/** The port every customer store adapter implements (SQLite, Firestore). */
export interface CustomerStore {
  list(filter: CustomerFilter): Promise<Customer[]>;
  get(id: string): Promise<Customer | null>;
  /** Creates a customer with the given id and status true. */
  create(id: string, fields: CustomerFields): Promise<Customer>;
  /** Merges fields into an existing customer, keeping its status; null when there is none. */
  update(id: string, fields: CustomerFields): Promise<Customer | null>;
  /** Sets only the status; null when there is no such customer. */
  setStatus(id: string, status: boolean): Promise<Customer | null>;
  /** Live changes for one filter, fed by the store's own change feed. */
  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe;
}
