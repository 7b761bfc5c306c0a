// Bulk assignments of an owner in SQLite, in the transactions of bulkTransactions.ts, with per customer the owner it
// had, for undo.
import type { User } from '../../../domain/accounts/account.ts';
import { ownerUndoOf, type BulkChangeUndo } from '../../../domain/bulk/customerBulk.ts';
import { withOwner, type Customer, type CustomerWrite } from '../../../domain/customers/customer.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';
import { customerOf, inBulkTransactions, rowsOfIds, type RowWithRowid } from './bulkTransactions.ts';

export class SqliteBulkOwners {
  private readonly statements;

  constructor(private readonly writer: SqliteCustomerWrites) {
    const { db } = writer;
    this.statements = {
      rowsOf: db.prepare<[string], RowWithRowid>(rowsOfIds),
      setOwnerOf: db.prepare(
        `UPDATE customers SET owner_uid = @owner, updated_at = @now, version = version + 1
         WHERE rowid IN (SELECT value FROM json_each(@rowids))`,
      ),
      openBulk: db.prepare(
        `INSERT INTO customer_bulk_changes (id, status, created_at, kind, owner_uid) VALUES (@id, 1, @now, 'owner', @owner)`,
      ),
      countBulk: db.prepare('UPDATE customer_bulk_changes SET count = count + @count WHERE id = @id'),
      isUndone: db.prepare<[string], { undone_at: number | null }>(
        'SELECT undone_at FROM customer_bulk_changes WHERE id = ?',
      ),
      // @records: JSON of [customerId, version, ownerBefore] each.
      recordBulk: db.prepare(
        `INSERT OR REPLACE INTO customer_bulk_records (bulk_id, customer_id, version, owner_before)
         SELECT @bulkId, value ->> 0, value ->> 1, value ->> 2 FROM json_each(@records)`,
      ),
      bulkRecords: db.prepare<[string], { customer_id: string; version: number; owner_before: string | null }>(
        `SELECT r.customer_id, r.version, r.owner_before FROM customer_bulk_records r JOIN customers c ON c.id = r.customer_id
         WHERE r.bulk_id = ? ORDER BY c.rowid`,
      ),
      undoBulk: db.prepare('UPDATE customer_bulk_changes SET undone_at = @now WHERE id = @id'),
    };
  }

  async bulkSetOwner(bulkId: string, ids: readonly string[], ownerUid: string, by: User | null): Promise<number> {
    const { statements } = this;
    this.writer.transact(() => statements.openBulk.run({ id: bulkId, now: Date.now(), owner: ownerUid }));
    const count = await inBulkTransactions(this.writer, ids, (chunk, now) => {
      const rows = statements.rowsOf.all(JSON.stringify(chunk)).filter((row) => row.owner_uid !== ownerUid);
      const writes = rows.map((row): CustomerWrite => {
        const before = customerOf(row);
        return { before, after: withOwner(before, ownerUid) };
      });
      if (writes.length) {
        statements.setOwnerOf.run({ owner: ownerUid, now, rowids: JSON.stringify(rows.map(({ rowid }) => rowid)) });
        this.writer.recordAll(writes, by, now);
        statements.recordBulk.run({
          bulkId,
          records: JSON.stringify(
            writes.map(({ before, after }) => [after!.id, after!.version, before!.ownerUid ?? null]),
          ),
        });
      }
      statements.countBulk.run({ id: bulkId, count: writes.length });
      return writes;
    });
    return count ?? 0;
  }

  /** Gives each customer of an assignment to `ownerUid` its owner back, unless written since (ownerUndoOf). */
  async undo(bulkId: string, ownerUid: string, by: User | null): Promise<BulkChangeUndo | 'undone'> {
    const { statements } = this;
    const keptChangedSince: Customer[] = [];
    const reverted = await inBulkTransactions(this.writer, statements.bulkRecords.all(bulkId), (chunk, now, last) => {
      if (statements.isUndone.get(bulkId)?.undone_at !== null) return null;
      const current = new Map(
        statements.rowsOf.all(JSON.stringify(chunk.map(({ customer_id }) => customer_id))).map((row) => [row.id, row]),
      );
      // Rows by the owner each goes back to: one statement per owner.
      const rowidsByOwner = new Map<string | null, number[]>();
      const writes: CustomerWrite[] = [];
      for (const record of chunk) {
        const row = current.get(record.customer_id);
        const customer = row ? customerOf(row) : null;
        const ownerBefore = record.owner_before;
        const action = ownerUndoOf(
          customer,
          { customerId: record.customer_id, ownerBefore, version: record.version },
          ownerUid,
        );
        if (action === 'kept') keptChangedSince.push(customer!);
        if (action !== 'revert') continue;
        rowidsByOwner.set(ownerBefore, [...(rowidsByOwner.get(ownerBefore) ?? []), row!.rowid]);
        writes.push({ before: customer, after: withOwner(customer!, ownerBefore) });
      }
      for (const [owner, rowids] of rowidsByOwner)
        statements.setOwnerOf.run({ owner, now, rowids: JSON.stringify(rowids) });
      if (writes.length) this.writer.recordAll(writes, by, now, true);
      if (last) statements.undoBulk.run({ id: bulkId, now });
      return writes;
    });
    return reverted === null ? 'undone' : { reverted, keptChangedSince };
  }
}
