// Bulk changes of status in SQLite, in the transactions of bulkTransactions.ts, with per customer the version it left,
// for undo (domain/bulk/customerBulk.ts); assignments and taggings are started and undone from here too.
import type { User } from '../../../domain/accounts/account.ts';
import { bulkUndoOf, type BulkChangeUndo } from '../../../domain/bulk/customerBulk.ts';
import { withStatus, type Customer, type CustomerWrite } from '../../../domain/customers/customer.ts';
import { undoneChangesSql } from '../customerColumns.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';
import { SqliteBulkOwners } from './bulkOwners.ts';
import type { SqliteCustomerTags } from './bulkTags.ts';
import { bulkCustomersPerTransaction } from './bulkSize.ts';
import { customerOf, inBulkTransactions, rowsOfIds, type RowWithRowid } from './bulkTransactions.ts';

export class SqliteBulkChanges {
  private readonly statements;
  private readonly owners: SqliteBulkOwners;

  constructor(
    private readonly writer: SqliteCustomerWrites,
    /** Bulk taggings, whose undo this class starts as it starts an assignment's */
    private readonly tags: SqliteCustomerTags,
  ) {
    const { db } = writer;
    this.owners = new SqliteBulkOwners(writer);
    this.statements = {
      // Every statement below takes its customers as one JSON array: one statement a transaction, not one a customer.
      inTableOrder: db
        .prepare<[string], string>(
          'SELECT id FROM customers WHERE id IN (SELECT value FROM json_each(?)) ORDER BY rowid',
        )
        .pluck(),
      rowsOf: db.prepare<[string], RowWithRowid>(rowsOfIds),
      // As customerWrites.ts's setStatus does to one customer.
      setStatusOf: db.prepare(
        `UPDATE customers SET status = @status, updated_at = @now, version = version + 1, merged_into = iif(@status = 1, NULL, merged_into)
         WHERE rowid IN (SELECT value FROM json_each(@rowids))`,
      ),
      openBulk: db.prepare('INSERT INTO customer_bulk_changes (id, status, created_at) VALUES (@id, @status, @now)'),
      countBulk: db.prepare('UPDATE customer_bulk_changes SET count = count + @count WHERE id = @id'),
      bulkById: db.prepare<
        [string],
        { status: number; undone_at: number | null; kind: 'status' | 'owner' | 'tags'; owner_uid: string | null }
      >('SELECT status, undone_at, kind, owner_uid FROM customer_bulk_changes WHERE id = ?'),
      // @records: JSON of [customerId, version] each.
      recordBulk: db.prepare(
        'INSERT OR REPLACE INTO customer_bulk_records (bulk_id, customer_id, version) SELECT @bulkId, value ->> 0, value ->> 1 FROM json_each(@records)',
      ),
      bulkRecords: db.prepare<[string], { customer_id: string; version: number }>(
        'SELECT r.customer_id, r.version FROM customer_bulk_records r JOIN customers c ON c.id = r.customer_id WHERE r.bulk_id = ? ORDER BY c.rowid',
      ),
      undoBulk: db.prepare('UPDATE customer_bulk_changes SET undone_at = @now WHERE id = @id'),
      // @records: JSON of [customerId, version] each: the bulk change's own entries, which its undo takes back.
      markUndone: db.prepare(
        `UPDATE customer_history SET changes = ${undoneChangesSql}
         WHERE id IN (SELECT h.id FROM json_each(@records) r JOIN customer_history h ON h.customer_id = r.value ->> 0 AND h.version = r.value ->> 1)`,
      ),
    };
  }

  async bulkSetStatus(
    bulkId: string,
    ids: readonly string[],
    status: boolean,
    by: User | null = null,
  ): Promise<number> {
    const { statements } = this;
    this.writer.transact(() => statements.openBulk.run({ id: bulkId, status: status ? 1 : 0, now: Date.now() }));
    const count = await inBulkTransactions(this.writer, this.inTableOrder(ids), (chunk, now) => {
      // Those that exist and have the other status, as each was before.
      const rows = statements.rowsOf.all(JSON.stringify(chunk)).filter((row) => (row.status === 1) !== status);
      const writes = rows.map((row): CustomerWrite => {
        const before = customerOf(row);
        return { before, after: withStatus(before, status) };
      });
      if (writes.length) {
        statements.setStatusOf.run({
          status: status ? 1 : 0,
          now,
          rowids: JSON.stringify(rows.map(({ rowid }) => rowid)),
        });
        this.writer.recordAll(writes, by, now);
        statements.recordBulk.run({
          bulkId,
          records: JSON.stringify(writes.map(({ after }) => [after!.id, after!.version])),
        });
      }
      statements.countBulk.run({ id: bulkId, count: writes.length });
      return writes;
    });
    return count ?? 0;
  }

  /** A bulk assignment (bulkOwners.ts), its customers taken in the table's order as bulkSetStatus takes them. */
  bulkSetOwner(bulkId: string, ids: readonly string[], ownerUid: string, by: User | null = null): Promise<number> {
    return this.owners.bulkSetOwner(bulkId, this.inTableOrder(ids), ownerUid, by);
  }

  /** A bulk tagging (bulkTags.ts), its customers in the table's order. */
  bulkSetTags(
    bulkId: string,
    ids: readonly string[],
    add: readonly string[],
    remove: readonly string[],
    by: User | null,
  ): Promise<number> {
    return this.tags.bulkSetTags(bulkId, this.inTableOrder(ids), add, remove, by);
  }

  /**
   * Many customers in the table's own order (those that exist), so the rows one transaction changes share pages: taken
   * in name order a transaction of 5,000 touched some 3,000 of the table's pages, each written to the log.
   */
  private inTableOrder(ids: readonly string[]): readonly string[] {
    return ids.length <= bulkCustomersPerTransaction ? ids : this.statements.inTableOrder.all(JSON.stringify(ids));
  }

  async undoBulk(bulkId: string, by: User | null = null): Promise<BulkChangeUndo | 'unknown' | 'undone'> {
    const { statements } = this;
    const state = statements.bulkById.get(bulkId);
    if (!state) return 'unknown';
    if (state.undone_at !== null) return 'undone';
    if (state.kind === 'owner') return this.owners.undo(bulkId, state.owner_uid!, by);
    if (state.kind === 'tags') return this.tags.undo(bulkId, by);
    const status = state.status === 1;
    // Customers erased since have nothing to put back (bulkUndoOf's 'gone').
    const keptChangedSince: Customer[] = [];
    const reverted = await inBulkTransactions(this.writer, statements.bulkRecords.all(bulkId), (chunk, now, last) => {
      // Asked again inside the transaction: another undo of the same change may have run meanwhile.
      if (statements.bulkById.get(bulkId)?.undone_at !== null) return null;
      const current = new Map(
        statements.rowsOf.all(JSON.stringify(chunk.map(({ customer_id }) => customer_id))).map((row) => [row.id, row]),
      );
      const rowids: number[] = [];
      const writes: CustomerWrite[] = [];
      for (const record of chunk) {
        const row = current.get(record.customer_id);
        const customer = row ? customerOf(row) : null;
        const action = bulkUndoOf(customer, { customerId: record.customer_id, status, version: record.version });
        if (action === 'kept') keptChangedSince.push(customer!);
        if (action !== 'revert') continue;
        rowids.push(row!.rowid);
        writes.push({ before: customer, after: withStatus(customer!, !status) });
      }
      if (writes.length) {
        statements.setStatusOf.run({ status: status ? 0 : 1, now, rowids: JSON.stringify(rowids) });
        // The change and its undo count neither way on the dashboard.
        statements.markUndone.run({
          records: JSON.stringify(writes.map(({ before }) => [before!.id, before!.version])),
        });
        this.writer.recordAll(writes, by, now, true);
      }
      if (last) statements.undoBulk.run({ id: bulkId, now });
      return writes;
    });
    return reverted === null ? 'undone' : { reverted, keptChangedSince };
  }
}
