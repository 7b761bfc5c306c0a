// Spreadsheet imports in SQLite (docs/product.md#phones-imports-and-duplicates): each batch in one transaction with
// its counts and, per customer, what it was before the import's first write and after its last, for undo; an undo
// deletes the customers it created as an erasure does (erasure.ts), without the audit entry.
import type { User } from '../../../domain/accounts/account.ts';
import type { Customer, CustomerWrite } from '../../../domain/customers/customer.ts';
import { erasedCustomer, erasureKeptMs } from '../../../domain/customers/customerErasure.ts';
import {
  undoOf,
  type CustomerImportSummary,
  type CustomerImportUndo,
  type ImportRecord,
  type ImportWrite,
} from '../../../domain/customers/customerImport.ts';
import type { ImportCounts } from '../../../domain/customers/customerStore.ts';
import { customerEvent, importCompletedEvent, importUndoneEvent } from '../../../domain/webhooks/webhook.ts';
import { boundFields } from './customerRows.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';
import { erasureStatements } from './erasure.ts';

export class SqliteCustomerImports {
  private readonly statements;
  private readonly erasure;

  constructor(private readonly writer: SqliteCustomerWrites) {
    const { db } = writer;
    this.erasure = erasureStatements(db);
    this.statements = {
      importById: db.prepare<[string], { undone_at: number | null }>(
        'SELECT undone_at FROM customer_imports WHERE id = ?',
      ),
      openImport: db.prepare(
        `INSERT INTO customer_imports (id, created_at) VALUES (@id, @now) ON CONFLICT (id) DO NOTHING`,
      ),
      countImport: db.prepare(
        `UPDATE customer_imports SET created = created + @created, updated = updated + @updated, skipped = skipped + @skipped,
           failed = failed + @failed WHERE id = @id`,
      ),
      // A customer touched again by the same import keeps its first before and kind, and takes the latest after.
      recordImport: db.prepare(
        `INSERT INTO customer_import_records (import_id, customer_id, kind, before, after) VALUES (@importId, @customerId, @kind, @before, @after)
         ON CONFLICT (import_id, customer_id) DO UPDATE SET after = excluded.after`,
      ),
      importedBy: db
        .prepare<[string, string], string>(
          'SELECT customer_id FROM customer_import_records WHERE import_id = ? AND customer_id IN (SELECT value FROM json_each(?))',
        )
        .pluck(),
      importRecords: db.prepare<
        [string],
        { customer_id: string; kind: ImportRecord['kind']; before: string | null; after: string }
      >('SELECT customer_id, kind, before, after FROM customer_import_records WHERE import_id = ?'),
      undoImport: db.prepare('UPDATE customer_imports SET undone_at = @now WHERE id = @id'),
      imports: db.prepare<
        [number],
        {
          id: string;
          created_at: number;
          undone_at: number | null;
          created: number;
          updated: number;
          skipped: number;
          failed: number;
        }
      >('SELECT * FROM customer_imports ORDER BY created_at DESC, id LIMIT ?'),
    };
  }

  async imports(limit: number): Promise<CustomerImportSummary[]> {
    return this.statements.imports
      .all(limit)
      .map(({ id, created_at, undone_at, created, updated, skipped, failed }) => ({
        id,
        at: created_at,
        created,
        updated,
        skipped,
        failed,
        undone: undone_at !== null,
      }));
  }

  async importState(importId: string): Promise<'open' | 'undone' | null> {
    const row = this.statements.importById.get(importId);
    return row ? (row.undone_at === null ? 'open' : 'undone') : null;
  }

  async customersImportedBy(importId: string, customerIds: readonly string[]): Promise<string[]> {
    return this.statements.importedBy.all(importId, JSON.stringify(customerIds));
  }

  async importBatch(
    importId: string,
    writes: readonly ImportWrite[],
    counts: ImportCounts,
    by: User | null = null,
  ): Promise<void> {
    const { statements } = this;
    const done = this.writer.transact((): CustomerWrite[] => {
      const others = this.writer.feed.catchUp();
      if (others.length) this.writer.feed.publish(others);
      const now = Date.now();
      statements.openImport.run({ id: importId, now });
      statements.countImport.run({ id: importId, ...counts });
      const written = writes.flatMap(({ kind, id, fields, restore }) => {
        const before = this.writer.reads.read(id);
        const bound = boundFields(id, fields, before);
        if (
          (kind === 'create' ? this.writer.statements.insert : this.writer.statements.update).run(bound).changes === 0
        )
          return [];
        if (restore && before && !before.status) this.writer.statements.statusWithinWrite.run({ id, status: 1 });
        const after = this.writer.reads.read(id)!;
        statements.recordImport.run({
          importId,
          customerId: id,
          kind: kind === 'create' ? 'created' : 'updated',
          before: before && JSON.stringify(before),
          after: JSON.stringify(after),
        });
        this.writer.record({ before, after }, by, now, { type: 'IMPORTED' });
        return [{ before, after }];
      });
      this.writer.announce(importCompletedEvent(importId, counts, now));
      return written;
    });
    this.writer.reads.forgetCounts();
    this.writer.feed.publish(done);
  }

  async undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    const { statements } = this;
    const result = this.writer.transact(() => {
      const others = this.writer.feed.catchUp();
      if (others.length) this.writer.feed.publish(others);
      const state = statements.importById.get(importId);
      if (!state) return 'unknown' as const;
      if (state.undone_at !== null) return 'undone' as const;
      const now = Date.now();
      const writes: CustomerWrite[] = [];
      const undo: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
      for (const row of statements.importRecords.all(importId)) {
        const current = this.writer.reads.read(row.customer_id);
        if (!current) continue;
        const record: ImportRecord = {
          kind: row.kind,
          before: row.before === null ? null : JSON.parse(row.before),
          after: JSON.parse(row.after),
        };
        const { action } = undoOf(current, record);
        if (action === 'kept') {
          undo.keptChangedSince.push(current);
          continue;
        }
        if (action === 'delete') {
          undo.removed++;
          writes.push(...this.deleteCreated(current, now));
          continue;
        }
        undo.reverted++;
        // Values the import gave a customer that had none go too ({}: write none, rather than keep); a customer
        // without a company before the import has none again.
        const before = {
          ...record.before!,
          fields: record.before!.fields ?? {},
          companyId: record.before!.companyId ?? null,
        };
        this.writer.statements.update.run(boundFields(current.id, before));
        // A customer the import restored goes back to removed.
        if (record.before!.status !== current.status)
          this.writer.statements.statusWithinWrite.run({ id: current.id, status: record.before!.status ? 1 : 0 });
        const written = { before: current, after: this.writer.reads.read(current.id) };
        this.writer.record(written, by, now, { undo: true });
        writes.push(written);
      }
      if (undo.removed) this.erasure.pruneErasures.run(now - erasureKeptMs);
      statements.undoImport.run({ id: importId, now });
      this.writer.announce(importUndoneEvent(importId, undo, now));
      return { undo, writes };
    });
    if (typeof result === 'string') return result;
    this.writer.reads.forgetCounts();
    this.writer.feed.publish(result.writes);
    return result.undo;
  }

  /**
   * Deletes a customer an import created, inside the undo's transaction: with its history (so the dashboard no longer
   * counts it added), records and presence, and the customer.erased event and erasure row that tell webhooks and
   * resuming lists it is gone. Customers merged into it lose the pointer. Answers the writes live lists hear.
   */
  private deleteCreated(current: Customer, now: number): CustomerWrite[] {
    const { erasure } = this;
    const pointing = erasure.mergedInto.all(current.id).map((row) => this.writer.reads.read(row.id)!);
    erasure.eraseCustomer.run(current.id);
    erasure.unmerge.run(current.id);
    erasure.eraseHistory.run(current.id);
    erasure.eraseImportRecords.run(current.id);
    erasure.eraseBulkRecords.run(current.id);
    if (erasure.erasePresence.run(current.id).changes) erasure.bumpPresence.run();
    this.writer.announce(customerEvent(current, null, now, 'customer.erased'));
    this.writer.feed.erasedHere(Number(erasure.addErasure.run({ id: current.id, now }).lastInsertRowid));
    return [
      ...pointing.map((merged) => ({ before: merged, after: this.writer.reads.read(merged.id) })),
      { before: erasedCustomer(current), after: null },
    ];
  }
}
