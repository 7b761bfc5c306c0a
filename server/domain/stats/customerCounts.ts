// What the customer store counts and reads for the team's day (customerStats.ts): the port (customers/customerStore.ts)
// answers in these types, and the stats read them, so neither imports the other's module.
import type { Customer } from '../customers/customer.ts';
import type { CustomerHistoryEntry, FieldChange } from '../history/customerHistory.ts';

/**
 * The history change an entry holds when it added a customer (a creation, or an import that created it). Stores count
 * this exact change: one an undo took back, or an undo's own,
 * is marked undone (customerHistory.ts) and counts neither way.
 */
export const addedChange: FieldChange = { field: 'status', from: null, to: 'true' };
/** The history change an entry holds when it removed a customer (one by one, in bulk, a merge). */
export const removedChange: FieldChange = { field: 'status', from: 'true', to: 'false' };
/** The history change an entry holds when it made a removed customer active again. */
export const restoredChange: FieldChange = { field: 'status', from: 'false', to: 'true' };

export interface StatusCounts {
  active: number;
  removed: number;
}

/** A span of time, [from, to) in ms since the epoch. */
export interface TimeWindow {
  from: number;
  to: number;
}

export interface WindowCounts {
  added: number;
  removed: number;
}

/** One history entry with the customer it is about, as that customer is now (null: no such customer any more). */
export interface RecentChange {
  customerId: string;
  customer: Customer | null;
  entry: CustomerHistoryEntry;
}
