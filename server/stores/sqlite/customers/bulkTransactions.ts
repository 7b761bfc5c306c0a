// A bulk change's customers in transactions of bulkCustomersPerTransaction (bulkSize.ts): each takes in first what
// other processes wrote, then sends its one change set to every live list and lets sockets and other requests in
// before the next; the log's checkpoints wait for the last. Statuses, owners and tags are changed and undone so.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Customer, CustomerWrite } from '../../../domain/customers/customer.ts';
import { columns, toCustomer, type CustomerRow } from './customerRows.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';
import { bulkCustomersPerTransaction } from './bulkSize.ts';

/** A customer's row with its rowid, which a transaction's update names it by. */
export type RowWithRowid = CustomerRow & { rowid: number };

export function customerOf({ rowid: _rowid, ...row }: RowWithRowid): Customer {
  return toCustomer(row);
}

/** The rows of the customers whose ids are given as one JSON array: one statement a transaction, not one a customer. */
export const rowsOfIds = `SELECT ${columns}, rowid FROM customers WHERE id IN (SELECT value FROM json_each(?))`;

/**
 * Calls `write` in one transaction for each chunk of `items`, one transaction at least (an undo with nothing to put
 * back still marks its change undone); `write` answers the chunk's writes, or null to stop there (another undo of the
 * same change ran meanwhile). Answers how many customers were written, or null when stopped.
 */
export async function inBulkTransactions<T>(
  writer: SqliteCustomerWrites,
  items: readonly T[],
  write: (chunk: readonly T[], now: number, last: boolean) => CustomerWrite[] | null,
): Promise<number | null> {
  let count = 0;
  const resume = writer.deferCheckpoints();
  try {
    for (let start = 0; start === 0 || start < items.length; start += bulkCustomersPerTransaction) {
      const last = start + bulkCustomersPerTransaction >= items.length;
      const { others, writes } = writer.transact(() => ({
        others: writer.feed.catchUp(),
        writes: write(items.slice(start, start + bulkCustomersPerTransaction), Date.now(), last),
      }));
      if (others.length) writer.feed.publish(others);
      if (!writes) return null;
      count += writes.length;
      writer.reads.forgetCounts();
      writer.feed.publish(writes);
      if (!last) await nextTurn();
    }
  } finally {
    resume();
  }
  return count;
}
