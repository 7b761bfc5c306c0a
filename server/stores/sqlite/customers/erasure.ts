// Erasing customers for good in SQLite (domain/customers/customerErasure.ts), the retention purge's candidates, and
// what is held about one customer beside it and its history.
import type { Customer, CustomerWrite } from '../../../domain/customers/customer.ts';
import { erasedCustomer, erasureKeptMs, type CustomerTraces } from '../../../domain/customers/customerErasure.ts';
import { customerEvent } from '../../../domain/webhooks/webhook.ts';
import type { AuditInput } from '../../../domain/team/team.ts';
import { SqliteAuditLog } from '../auditLog.ts';
import type { SqliteDatabase } from '../database.ts';
import type { SqliteCustomerWrites } from './customerWrites.ts';

export class SqliteCustomerErasure {
  private readonly statements;
  private readonly auditLog: SqliteAuditLog;

  constructor(private readonly writer: SqliteCustomerWrites) {
    this.statements = erasureStatements(writer.db);
    this.auditLog = new SqliteAuditLog(writer.db);
  }

  async erase(id: string, removedBefore: number | null = null, audit: AuditInput | null = null): Promise<boolean> {
    const { statements } = this;
    // Deleted rows' bytes are overwritten in the file, not left in free pages for anyone who reads it.
    this.writer.db.pragma('secure_delete = ON');
    let erased: Customer | null;
    let unmerged: CustomerWrite[] = [];
    try {
      const outcome = this.writer.transact(() => {
        const others = this.writer.feed.catchUp();
        const before = this.writer.reads.read(id);
        if (!before) return { others, erased: null, unmerged: [] };
        if (removedBefore !== null && (before.status || statements.updatedAt.get(id)!.updated_at >= removedBefore)) {
          return { others, erased: null, unmerged: [] };
        }
        statements.eraseCustomer.run(id);
        // Customers merged into it would point at nothing:
        // the pointer goes (no write of theirs: no version or history).
        const pointing = statements.mergedInto.all(id).map((row) => this.writer.reads.read(row.id)!);
        statements.unmerge.run(id);
        statements.eraseHistory.run(id);
        statements.eraseActivities.run(id);
        statements.eraseActivityChanges.run(id);
        statements.eraseImportRecords.run(id);
        statements.eraseBulkRecords.run(id);
        if (statements.erasePresence.run(id).changes) statements.bumpPresence.run();
        statements.eraseEvents.run(id);
        // An import's undo names the customers it kept; the erased one is left out.
        for (const row of statements.eventsNaming.all(id)) {
          const data = JSON.parse(row.data) as { keptChangedSince?: string[] };
          if (!data.keptChangedSince?.includes(id)) continue;
          statements.setEventData.run({
            seq: row.seq,
            data: JSON.stringify({ ...data, keptChangedSince: data.keptChangedSince.filter((kept) => kept !== id) }),
          });
        }
        const now = Date.now();
        // In the erasing transaction: a failure of either leaves both undone.
        if (audit) this.auditLog.add(audit, now);
        this.writer.announce(customerEvent(before, null, now, 'customer.erased'));
        statements.pruneErasures.run(now - erasureKeptMs);
        this.writer.feed.erasedHere(Number(statements.addErasure.run({ id, now }).lastInsertRowid));
        return {
          others,
          erased: before,
          unmerged: pointing.map((merged) => ({ before: merged, after: this.writer.reads.read(merged.id) })),
        };
      });
      if (outcome.others.length) this.writer.feed.publish(outcome.others);
      erased = outcome.erased;
      unmerged = outcome.unmerged;
    } finally {
      this.writer.db.pragma('secure_delete = OFF');
    }
    if (!erased) return false;
    // The write-ahead log still holds the pages as they were: moved into the file (now overwritten) and truncated.
    this.writer.checkpoint();
    this.writer.reads.forgetCounts();
    this.writer.feed.publish([...unmerged, { before: erasedCustomer(erased), after: null }]);
    return true;
  }

  async removedBefore(before: number, limit: number): Promise<string[]> {
    return this.statements.removedBefore.all({ before, limit }).map(({ id }) => id);
  }

  async erasedSince(since: number): Promise<string[]> {
    return this.statements.erasedSince.all(since).map(({ customer_id }) => customer_id);
  }

  async traces(id: string): Promise<CustomerTraces> {
    const { statements } = this;
    return {
      imports: statements.importTraces.all(id).map((row) => ({
        importId: row.import_id,
        at: row.created_at,
        kind: row.kind,
        before: row.before === null ? null : JSON.parse(row.before),
        after: JSON.parse(row.after),
      })),
      bulkChanges: statements.bulkTraces
        .all(id)
        .map((row) => ({ bulkId: row.bulk_id, at: row.created_at, status: row.status === 1, version: row.version })),
      webhookEvents: statements.eventTraces
        .all(id)
        .map((row) => ({ id: row.id, type: row.type, at: row.at, data: JSON.parse(row.data) })),
    };
  }
}

/** The statements erasing a customer, finding the purge's candidates and gathering what is held about one customer. */
export function erasureStatements(db: SqliteDatabase) {
  return {
    updatedAt: db.prepare<[string], { updated_at: number }>('SELECT updated_at FROM customers WHERE id = ?'),
    eraseCustomer: db.prepare<[string]>('DELETE FROM customers WHERE id = ?'),
    mergedInto: db.prepare<[string], { id: string }>('SELECT id FROM customers WHERE merged_into = ?'),
    unmerge: db.prepare<[string]>('UPDATE customers SET merged_into = NULL WHERE merged_into = ?'),
    eraseHistory: db.prepare<[string]>('DELETE FROM customer_history WHERE customer_id = ?'),
    // Its activities, and the numbered changes other processes follow: those watching its timeline hear nothing more.
    eraseActivities: db.prepare<[string]>('DELETE FROM activities WHERE customer_id = ?'),
    eraseActivityChanges: db.prepare<[string]>('DELETE FROM activity_changes WHERE customer_id = ?'),
    eraseImportRecords: db.prepare<[string]>('DELETE FROM customer_import_records WHERE customer_id = ?'),
    eraseBulkRecords: db.prepare<[string]>('DELETE FROM customer_bulk_records WHERE customer_id = ?'),
    erasePresence: db.prepare<[string]>('DELETE FROM presence WHERE customer_id = ?'),
    // Presence is polled by its revision (sqlitePresenceStore.ts): every process sees the erased customer's pages go.
    bumpPresence: db.prepare('UPDATE presence_state SET revision = revision + 1 WHERE id = 1'),
    eraseEvents: db.prepare<[string]>('DELETE FROM webhook_events WHERE customer_id = ?'),
    eventsNaming: db.prepare<[string], { seq: number; data: string }>(
      "SELECT seq, data FROM webhook_events WHERE type = 'import.undone' AND instr(data, ?) > 0",
    ),
    setEventData: db.prepare('UPDATE webhook_events SET data = @data WHERE seq = @seq'),
    addErasure: db.prepare('INSERT INTO customer_erasures (customer_id, at) VALUES (@id, @now)'),
    pruneErasures: db.prepare<[number]>('DELETE FROM customer_erasures WHERE at < ?'),
    erasedSince: db.prepare<[number], { customer_id: string }>(
      'SELECT customer_id FROM customer_erasures WHERE at >= ? ORDER BY seq',
    ),
    removedBefore: db.prepare<{ before: number; limit: number }, { id: string }>(
      'SELECT id FROM customers WHERE updated_at < @before AND status = 0 ORDER BY updated_at LIMIT @limit',
    ),
    importTraces: db.prepare<
      [string],
      { import_id: string; created_at: number; kind: 'created' | 'updated'; before: string | null; after: string }
    >(
      `SELECT r.import_id, i.created_at, r.kind, r.before, r.after FROM customer_import_records r JOIN customer_imports i ON i.id = r.import_id
       WHERE r.customer_id = ? ORDER BY i.created_at`,
    ),
    bulkTraces: db.prepare<[string], { bulk_id: string; created_at: number; status: number; version: number }>(
      `SELECT r.bulk_id, b.created_at, b.status, r.version FROM customer_bulk_records r JOIN customer_bulk_changes b ON b.id = r.bulk_id
       WHERE r.customer_id = ? ORDER BY b.created_at`,
    ),
    eventTraces: db.prepare<[string], { id: string; type: string; at: number; data: string }>(
      'SELECT id, type, at, data FROM webhook_events WHERE customer_id = ? ORDER BY seq',
    ),
  };
}
