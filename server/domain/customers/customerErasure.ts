// Erasing a customer for good (a person's right to be forgotten) and what the product holds about one customer (their
// right of access): the stores erase the customer and every trace of its personal data in one transaction where they
// can; the retention purge erases customers removed longer ago than the team's setting, by the same path.
import type { Activity } from '../activities/activity.ts';
import type { Customer } from './customer.ts';
import type { CustomerHistoryEntry } from '../history/customerHistory.ts';

/** One import's record of a customer: the customer before the import's first write to it and after its last. */
export interface CustomerImportTrace {
  importId: string;
  /** When the import began (ms since the epoch) */
  at: number;
  kind: 'created' | 'updated';
  before: Customer | null;
  after: Customer;
}

/** One bulk change that set the customer's status, and the version it left. */
export interface CustomerBulkTrace {
  bulkId: string;
  at: number;
  status: boolean;
  version: number;
}

/** A webhook event about the customer still kept in the outbox (sent or waiting). */
export interface CustomerEventTrace {
  id: string;
  type: string;
  at: number;
  data: Record<string, unknown>;
}

/** What a store keeps about a customer beside the customer and its history. */
export interface CustomerTraces {
  imports: CustomerImportTrace[];
  bulkChanges: CustomerBulkTrace[];
  webhookEvents: CustomerEventTrace[];
}

/** Everything the product holds about one customer (GET /export/customers/:id.json). */
export interface CustomerDataDownload extends CustomerTraces {
  customer: Customer;
  history: CustomerHistoryEntry[];
  /** What the team wrote about it (notes, calls, meetings, emails), oldest first */
  activities: Activity[];
}

/**
 * The customer as live lists hear of its erasure: its id, status and version, with no personal data, so that no list's
 * memory of what changed (liveCustomerList.ts) keeps a copy.
 */
export function erasedCustomer({ id, status, version }: Pick<Customer, 'id' | 'status' | 'version'>): Customer {
  return {
    id,
    fname: '',
    lname: '',
    email: '',
    phone: '',
    phoneNormalized: null,
    address: '',
    notes: '',
    status,
    version,
  };
}

export const dayMs = 24 * 60 * 60 * 1000;

/**
 * How long a store keeps the id of a customer it erased (and nothing else of it): as long as a client may resume a
 * live list from before the erasure (liveCustomerList.ts's resumeLimits), so that it hears the customer is gone.
 */
export const erasureKeptMs = dayMs;

/**
 * Customers removed before this moment are due for the purge. A store knows a removed customer's removal by its last
 * write (SQLite: updated_at; Firestore: changedAt), so one edited after its removal waits N days from that edit: later,
 * never sooner.
 */
export function retentionCutoff(days: number, now: number): number {
  return now - days * dayMs;
}
