// Tags on customers in SQLite: the customers carrying some tags, each tag's count, and bulk taggings in the
// transactions of bulkTransactions.ts, with per customer the tags it had, for undo.
import type { User } from '../../../domain/accounts/account.ts';
import type { BulkChangeUndo } from '../../../domain/bulk/customerBulk.ts';
import {
  withTags,
  type Customer,
  type CustomerFilter,
  type CustomerWrite,
} from '../../../domain/customers/customer.ts';
import { retagged } from '../../../domain/tags/customerTags.ts';
import { columns, perFilter, statusOf, storedTags, toCustomer, type CustomerRow } from './customerRows.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';
import { customerOf, inBulkTransactions, rowsOfIds, type RowWithRowid } from './bulkTransactions.ts';

export class SqliteCustomerTags {
  private readonly statements;

  constructor(private readonly writer: SqliteCustomerWrites) {
    const { db } = writer;
    this.statements = {
      // Along the partial index of tagged customers; the other tags are checked in memory (customerScope.ts).
      tagged: perFilter<{ status: number; tag: string }, CustomerRow>(
        db,
        (where) =>
          `SELECT ${columns} FROM customers WHERE tag_ids IS NOT NULL AND ${where}
           AND EXISTS (SELECT 1 FROM json_each(customers.tag_ids) WHERE value = @tag)`,
      ),
      counts: db.prepare<[], { tag: string; n: number }>(
        `SELECT t.value AS tag, count(*) AS n FROM customers c, json_each(c.tag_ids) t
         WHERE c.tag_ids IS NOT NULL AND c.status = 1 GROUP BY t.value`,
      ),
      rowsOf: db.prepare<[string], RowWithRowid>(rowsOfIds),
      setTagsOf: db.prepare<{ tags: string | null; now: number; rowid: number }>(
        'UPDATE customers SET tag_ids = @tags, updated_at = @now, version = version + 1 WHERE rowid = @rowid',
      ),
      openBulk: db.prepare(
        `INSERT INTO customer_bulk_changes (id, status, created_at, kind) VALUES (@id, 1, @now, 'tags')`,
      ),
      countBulk: db.prepare('UPDATE customer_bulk_changes SET count = count + @count WHERE id = @id'),
      isUndone: db.prepare<[string], { undone_at: number | null }>(
        'SELECT undone_at FROM customer_bulk_changes WHERE id = ?',
      ),
      // @records: JSON of [customerId, version, tagsBefore] each.
      recordBulk: db.prepare(
        `INSERT OR REPLACE INTO customer_bulk_records (bulk_id, customer_id, version, tags_before)
         SELECT @bulkId, value ->> 0, value ->> 1, value ->> 2 FROM json_each(@records)`,
      ),
      bulkRecords: db.prepare<[string], { customer_id: string; version: number; tags_before: string | null }>(
        `SELECT r.customer_id, r.version, r.tags_before FROM customer_bulk_records r JOIN customers c ON c.id = r.customer_id
         WHERE r.bulk_id = ? ORDER BY c.rowid`,
      ),
      undoBulk: db.prepare('UPDATE customer_bulk_changes SET undone_at = @now WHERE id = @id'),
    };
  }

  async tagged(filter: CustomerFilter, tagIds: readonly string[]): Promise<Customer[]> {
    const [first, ...rest] = tagIds;
    if (first === undefined) return [];
    return this.statements.tagged[filter]
      .all({ status: statusOf(filter), tag: first })
      .map(toCustomer)
      .filter((customer) => rest.every((id) => customer.tagIds?.includes(id)));
  }

  async tagCounts(): Promise<Map<string, number>> {
    return new Map(this.statements.counts.all().map(({ tag, n }) => [tag, n]));
  }

  async bulkSetTags(
    bulkId: string,
    ids: readonly string[],
    add: readonly string[],
    remove: readonly string[],
    by: User | null,
  ): Promise<number> {
    const { statements } = this;
    this.writer.transact(() => statements.openBulk.run({ id: bulkId, now: Date.now() }));
    const count = await inBulkTransactions(this.writer, ids, (chunk, now) => {
      const writes: CustomerWrite[] = [];
      const records: [string, number, string | null][] = [];
      for (const row of statements.rowsOf.all(JSON.stringify(chunk))) {
        const before = customerOf(row);
        const tags = retagged(before, add, remove);
        if (tags.join(',') === (before.tagIds ?? []).join(',')) continue;
        statements.setTagsOf.run({ tags: storedTags(tags), now, rowid: row.rowid });
        const after = withTags(before, tags);
        writes.push({ before, after });
        records.push([after.id, after.version, storedTags(before.tagIds)]);
      }
      if (writes.length) {
        this.writer.recordAll(writes, by, now);
        statements.recordBulk.run({ bulkId, records: JSON.stringify(records) });
      }
      statements.countBulk.run({ id: bulkId, count: writes.length });
      return writes;
    });
    return count ?? 0;
  }

  /** Gives each customer of a bulk tagging its tags back, unless written since. */
  async undo(bulkId: string, by: User | null): Promise<BulkChangeUndo | 'undone'> {
    const { statements } = this;
    const keptChangedSince: Customer[] = [];
    const reverted = await inBulkTransactions(this.writer, statements.bulkRecords.all(bulkId), (chunk, now, last) => {
      if (statements.isUndone.get(bulkId)?.undone_at !== null) return null;
      const byId = new Map(chunk.map((record) => [record.customer_id, record]));
      const writes: CustomerWrite[] = [];
      for (const row of statements.rowsOf.all(JSON.stringify([...byId.keys()]))) {
        const customer = customerOf(row);
        const record = byId.get(row.id)!;
        // Written by anyone since the tagging left it: kept as it is.
        if (customer.version !== record.version) {
          keptChangedSince.push(customer);
          continue;
        }
        const before: string[] = record.tags_before ? JSON.parse(record.tags_before) : [];
        statements.setTagsOf.run({ tags: storedTags(before), now, rowid: row.rowid });
        writes.push({ before: customer, after: withTags(customer, before) });
      }
      if (writes.length) this.writer.recordAll(writes, by, now, true);
      if (last) statements.undoBulk.run({ id: bulkId, now });
      return writes;
    });
    return reverted === null ? 'undone' : { reverted, keptChangedSince };
  }
}
