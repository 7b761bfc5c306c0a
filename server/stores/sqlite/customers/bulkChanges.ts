// Bulk changes of status in SQLite: many customers in transactions of bulkCustomersPerTransaction, each one change
// set to every live list, with per customer the version it left, for undo (domain/bulk/customerBulk.ts).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { User } from '../../../domain/accounts/account.ts';
import { bulkUndoOf, type BulkChangeUndo } from '../../../domain/bulk/customerBulk.ts';
import { withStatus, type CustomerWrite } from '../../../domain/customers/customer.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';

/**
 * Customers per transaction of a bulk change: each transaction is one synced commit and one change set to every live
 * list, and between two the event loop turns (sockets, other requests); 100,000 customers take 20 (bench:bulk).
 */
export const bulkCustomersPerTransaction = 5_000;

export class SqliteBulkChanges {
  private readonly statements;

  constructor(private readonly writer: SqliteCustomerWrites) {
    const { db } = writer;
    this.statements = {
      idsInTableOrder: db.prepare<[], string>('SELECT id FROM customers ORDER BY rowid').pluck(),
      openBulk: db.prepare('INSERT INTO customer_bulk_changes (id, status, created_at) VALUES (@id, @status, @now)'),
      countBulk: db.prepare('UPDATE customer_bulk_changes SET count = count + @count WHERE id = @id'),
      bulkById: db.prepare<[string], { status: number; undone_at: number | null }>('SELECT status, undone_at FROM customer_bulk_changes WHERE id = ?'),
      recordBulk: db.prepare('INSERT OR REPLACE INTO customer_bulk_records (bulk_id, customer_id, version) VALUES (@bulkId, @customerId, @version)'),
      bulkRecords: db.prepare<[string], { customer_id: string; version: number }>('SELECT customer_id, version FROM customer_bulk_records WHERE bulk_id = ?'),
      undoBulk: db.prepare('UPDATE customer_bulk_changes SET undone_at = @now WHERE id = @id'),
    };
  }

  async bulkSetStatus(bulkId: string, ids: readonly string[], status: boolean, by: User | null = null): Promise<number> {
    this.writer.transact(() => this.statements.openBulk.run({ id: bulkId, status: status ? 1 : 0, now: Date.now() }));
    let count = 0;
    ids = this.inTableOrder(ids, (id) => id);
    for (let start = 0; start < ids.length; start += bulkCustomersPerTransaction) {
      const chunk = ids.slice(start, start + bulkCustomersPerTransaction);
      const { others, writes } = this.writer.transact(() => {
        const others = this.writer.feed.catchUp();
        const now = Date.now();
        const writes: CustomerWrite[] = [];
        for (const id of chunk) {
          const write = this.bulkStatusOne(bulkId, id, status, by, now);
          if (write) writes.push(write);
        }
        this.statements.countBulk.run({ id: bulkId, count: writes.length });
        return { others, writes };
      });
      if (others.length) this.writer.feed.publish(others);
      count += writes.length;
      this.writer.reads.forgetCounts();
      this.writer.feed.publish(writes);
      // Let sockets and other requests in between two transactions.
      if (start + bulkCustomersPerTransaction < ids.length) await nextTurn();
    }
    return count;
  }

  /**
   * Many customers in the table's own order, so the rows one transaction changes share pages: taken in name order a
   * transaction of 5,000 touched some 3,000 of the table's pages, each written to the log and again at its checkpoint.
   */
  private inTableOrder<T>(items: readonly T[], idOf: (item: T) => string): readonly T[] {
    if (items.length <= bulkCustomersPerTransaction) return items;
    const byId = new Map(items.map((item) => [idOf(item), item]));
    return this.statements.idsInTableOrder.all().flatMap((id) => byId.get(id) ?? []);
  }

  /** One customer of a bulk change, inside its transaction: the status, its history entry and its record; null when it has that status already or does not exist. */
  private bulkStatusOne(bulkId: string, id: string, status: boolean, by: User | null, now: number): CustomerWrite | null {
    const before = this.writer.reads.read(id);
    if (!before || before.status === status) return null;
    this.writer.statements.setStatus.run({ id, status: status ? 1 : 0, now });
    const after = withStatus(before, status);
    this.writer.record({ before, after }, by, now);
    this.statements.recordBulk.run({ bulkId, customerId: id, version: after.version });
    return { before, after };
  }

  async undoBulk(bulkId: string, by: User | null = null): Promise<BulkChangeUndo | 'unknown' | 'undone'> {
    const { statements } = this;
    const state = statements.bulkById.get(bulkId);
    if (!state) return 'unknown';
    if (state.undone_at !== null) return 'undone';
    const status = state.status === 1;
    const records = this.inTableOrder(statements.bulkRecords.all(bulkId), (record) => record.customer_id);
    const undo: BulkChangeUndo = { reverted: 0, keptChangedSince: [] };
    for (let start = 0; start === 0 || start < records.length; start += bulkCustomersPerTransaction) {
      const chunk = records.slice(start, start + bulkCustomersPerTransaction);
      const last = start + bulkCustomersPerTransaction >= records.length;
      const outcome = this.writer.transact(() => {
        const others = this.writer.feed.catchUp();
        // Asked again inside the transaction: another undo of the same change may have run meanwhile.
        if (statements.bulkById.get(bulkId)?.undone_at !== null) return null;
        const now = Date.now();
        const writes: CustomerWrite[] = [];
        for (const record of chunk) {
          const current = this.writer.reads.read(record.customer_id);
          const action = bulkUndoOf(current, { customerId: record.customer_id, status, version: record.version });
          if (action === 'kept') undo.keptChangedSince.push(current!);
          if (action !== 'revert') continue;
          this.writer.statements.setStatus.run({ id: current!.id, status: status ? 0 : 1, now });
          const after = withStatus(current!, !status);
          this.writer.record({ before: current, after }, by, now);
          writes.push({ before: current, after });
        }
        if (last) statements.undoBulk.run({ id: bulkId, now });
        return { others, writes };
      });
      if (!outcome) return 'undone';
      if (outcome.others.length) this.writer.feed.publish(outcome.others);
      undo.reverted += outcome.writes.length;
      this.writer.reads.forgetCounts();
      this.writer.feed.publish(outcome.writes);
      if (!last) await nextTurn();
    }
    return undo;
  }
}
