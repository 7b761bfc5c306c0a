// Writing customers to SQLite: each write in its own IMMEDIATE transaction, after catching up with other connections,
// with its history entry and its webhook event; versioned saves merge with what others wrote since
// (domain/conflicts/staleWriteMerge.ts).
import type { Customer, CustomerFields, CustomerWrite } from '../../../domain/customers/customer.ts';
import type { User } from '../../../domain/accounts/account.ts';
import { StoreFullError } from '../../../domain/errors.ts';
import { isStale, valuesAfterOthers, type CustomerValues } from '../../../domain/conflicts/staleWriteMerge.ts';
import {
  historyEntry,
  type CustomerHistoryType,
  type FieldChange,
  type WriteRecord,
} from '../../../domain/history/customerHistory.ts';
import { customerEvent, type WebhookEvent } from '../../../domain/webhooks/webhook.ts';
import type { WebhookOutbox } from '../../../domain/webhooks/webhookStore.ts';
import type { SqliteDatabase } from '../database.ts';
import type { SqliteChangeFeed } from './changeFeed.ts';
import type { SqliteCustomerReads } from './customerReads.ts';
import { boundFields, otherKeyColumns, otherKeyParams, otherKeyUpdates } from './customerRows.ts';

/**
 * The transaction, history and webhook plumbing every customer write shares (imports, bulk changes, merges and
 * erasures use it too), and the three single writes: create, update, setStatus.
 */
export class SqliteCustomerWrites {
  readonly statements;
  /** Whether the last write failed for want of disk space (SQLITE_FULL); the next one to succeed clears it. */
  diskFull = false;
  /** Write transactions run on this connection (data_version only counts other connections' commits) */
  private ownWrites = 0;
  /**
   * Bulk changes under way that hold checkpoints back (deferCheckpoints), and the log size that starts one otherwise
   */
  private deferring = 0;
  private checkpointPages = 0;

  constructor(
    readonly db: SqliteDatabase,
    /** Where each write's webhook events go, in the write's transaction */
    private readonly outbox: WebhookOutbox<SqliteDatabase>,
    readonly reads: SqliteCustomerReads,
    readonly feed: SqliteChangeFeed,
  ) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO customers (id, fname, lname, email, phone, phone_normalized, phone_digits, search_text, address, notes, status, created_at, updated_at,
           sort_key, version, owner_uid, tag_ids, custom_fields, company_id, phones, emails, ${otherKeyColumns})
         VALUES (@id, @fname, @lname, @email, @phone, @phoneNormalized, @phoneDigits, @searchText, @address, @notes, 1, @now, @now, @sortKey, 1, @ownerUid, @tagIds, @customFields, @companyId, @phones, @emails, ${otherKeyParams})`,
      ),
      update: db.prepare(
        `UPDATE customers SET fname = @fname, lname = @lname, email = @email, phone = @phone, phone_normalized = @phoneNormalized,
           phone_digits = @phoneDigits, search_text = @searchText, address = @address, notes = @notes, updated_at = @now, sort_key = @sortKey, version = version + 1,
           owner_uid = iif(@ownerGiven = 1, @ownerUid, owner_uid), tag_ids = iif(@tagsGiven = 1, @tagIds, tag_ids),
           custom_fields = iif(@fieldsGiven = 1, @customFields, custom_fields),
           company_id = iif(@companyGiven = 1, @companyId, company_id),
           phones = @phones, emails = @emails, ${otherKeyUpdates}
         WHERE id = @id`,
      ),
      // A restored customer is no longer merged into another (customer.ts's withStatus).
      setStatus: db.prepare(
        `UPDATE customers SET status = @status, updated_at = @now, version = version + 1, merged_into = iif(@status = 1, NULL, merged_into) WHERE id = @id`,
      ),
      // The status alone, inside a write that already counted the version: an import's restore, or its undo.
      statusWithinWrite: db.prepare(
        `UPDATE customers SET status = @status, merged_into = iif(@status = 1, NULL, merged_into) WHERE id = @id`,
      ),
      insertHistory: db.prepare(
        `INSERT INTO customer_history (customer_id, at, by_uid, by_email, type, changes, version)
         VALUES (@customerId, @at, @byUid, @byEmail, @type, @changes, @version)`,
      ),
      // Many entries by one writer at one time in one statement:
      // @entries is JSON of [customerId, type, changes, version] each.
      insertHistories: db.prepare(
        `INSERT INTO customer_history (customer_id, at, by_uid, by_email, type, changes, version)
         SELECT value ->> 0, @at, @byUid, @byEmail, value ->> 1, value ->> 2, value ->> 3 FROM json_each(@entries)`,
      ),
      changesSince: db.prepare<{ customerId: string; version: number }, { changes: string }>(
        'SELECT changes FROM customer_history WHERE customer_id = @customerId AND version > @version ORDER BY id',
      ),
    };
  }

  async create(id: string, fields: CustomerFields, by: User | null = null): Promise<Customer> {
    return this.write(id, by, () => this.statements.insert.run(boundFields(id, fields)))!;
  }

  async update(
    id: string,
    fields: CustomerFields,
    by: User | null = null,
    seen?: number | null,
  ): Promise<Customer | null> {
    return this.write(id, by, (current) =>
      this.statements.update.run(boundFields(id, this.onVersion(current, seen, fields), current)),
    );
  }

  async setStatus(id: string, status: boolean, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(id, by, (current) => {
      const values = this.onVersion(current, seen, { status });
      return this.statements.setStatus.run({ id, status: values.status ? 1 : 0, now: Date.now() });
    });
  }

  /**
   * What a write made on version `seen` sets, after what others wrote since
   * (domain/conflicts/staleWriteMerge.ts); in its transaction.
   */
  onVersion<T extends CustomerValues>(current: Customer | null, seen: number | null | undefined, values: T): T {
    if (!isStale(current, seen)) return values;
    const since = this.statements.changesSince
      .all({ customerId: current.id, version: seen! })
      .map(({ changes }) => JSON.parse(changes) as FieldChange[]);
    return valuesAfterOthers(current, since, values);
  }

  private write(
    id: string,
    by: User | null,
    change: (current: Customer | null) => { changes: number },
  ): Customer | null {
    const { others, write } = this.transact(() => {
      const others = this.feed.catchUp();
      const before = this.reads.read(id);
      if (change(before).changes === 0) return { others, write: null };
      const written = { before, after: this.reads.read(id) };
      this.record(written, by, Date.now());
      return { others, write: written };
    });
    if (others.length) this.feed.publish(others);
    if (!write) return null;
    this.reads.forgetCounts();
    this.feed.publish([write]);
    return write.after;
  }

  /**
   * Records one write's history entry and its webhook event, as `how` says (customerHistory.ts's WriteRecord); inside
   * the write's transaction. Every write that changes a customer calls it once per customer.
   */
  record(write: CustomerWrite, by: User | null, at: number, how: WriteRecord = {}): void {
    if (!write.after) return;
    const entry = historyEntry(write.before, write.after, by, at, how);
    if (!entry) return;
    if (this.outbox.wanted?.(this.db) ?? true) this.announce(customerEvent(write.before, write.after, at, how.event));
    const { lastInsertRowid } = this.statements.insertHistory.run({
      customerId: write.after.id,
      at,
      byUid: entry.by?.uid ?? null,
      byEmail: entry.by?.email ?? null,
      type: entry.type,
      changes: JSON.stringify(entry.changes),
      version: write.after.version,
    });
    this.feed.recorded(Number(lastInsertRowid));
  }

  /**
   * record() for many writes by one writer at one time (a bulk change's transaction): the same entries and events, the
   * entries inserted by one statement and whether anyone wants events asked once.
   */
  recordAll(writes: readonly CustomerWrite[], by: User | null, at: number, undo = false): void {
    const announcing = this.outbox.wanted?.(this.db) ?? true;
    const entries: Array<[string, CustomerHistoryType, string, number]> = [];
    for (const { before, after } of writes) {
      if (!after) continue;
      const entry = historyEntry(before, after, by, at, { undo });
      if (!entry) continue;
      if (announcing) {
        const event = customerEvent(before, after, at);
        if (event) this.outbox.add(this.db, event);
      }
      entries.push([after.id, entry.type, JSON.stringify(entry.changes), after.version]);
    }
    if (!entries.length) return;
    const { lastInsertRowid } = this.statements.insertHistories.run({
      entries: JSON.stringify(entries),
      at,
      byUid: by?.uid ?? null,
      byEmail: by?.email ?? null,
    });
    this.feed.recorded(Number(lastInsertRowid));
  }

  /** Adds a webhook event to the outbox; inside the write's transaction, so it exists exactly when the write does. */
  announce(event: WebhookEvent | null): void {
    if (event && (this.outbox.wanted?.(this.db) ?? true)) this.outbox.add(this.db, event);
  }

  /** Runs a write transaction; if it rolls back, the history it wrote is gone, and so is what it saw of it. */
  transact<T>(work: () => T): T {
    const seen = this.feed.position();
    // After a full disk the WAL has stopped checkpointing (it needs room to) and holds what space there is: moving its
    // pages into the database and truncating it gives that room back to writes.
    if (this.diskFull) this.checkpoint();
    try {
      // IMMEDIATE: the write lock is taken at BEGIN, where busy_timeout waits for another process's write; a deferred
      // transaction that read first would fail at once (SQLITE_BUSY) when another connection committed meanwhile.
      const result = this.db.transaction(work).immediate();
      this.diskFull = false;
      return result;
    } catch (error) {
      this.feed.rewind(seen);
      if ((error as { code?: unknown }).code !== 'SQLITE_FULL') throw error;
      this.diskFull = true;
      this.checkpoint();
      throw new StoreFullError();
    } finally {
      this.ownWrites += 1;
    }
  }

  checkpoint(): void {
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Still no room, or a reader holds the WAL: the next write tries again.
    }
  }

  /**
   * For many transactions in a row (a bulk change): their commits stay in the write-ahead log, synced as every commit
   * is, and their pages are copied into the database once when the returned function is called, instead of at each
   * commit. Each of a bulk change's transactions writes most pages of the indexes it changes (the name order's, the
   * history's by customer) again: copying them back at every commit cost as much as the commits themselves.
   */
  deferCheckpoints(): () => void {
    if (this.deferring++ === 0) {
      this.checkpointPages = this.db.pragma('wal_autocheckpoint', { simple: true }) as number;
      this.db.pragma('wal_autocheckpoint = 0');
    }
    let resumed = false;
    return () => {
      if (resumed) return;
      resumed = true;
      if (--this.deferring > 0) return;
      try {
        this.db.pragma(`wal_autocheckpoint = ${this.checkpointPages}`);
      } catch {
        return; // closed meanwhile
      }
      // In the next turn: the bulk change's answer goes first.
      setImmediate(() => {
        if (this.deferring > 0) return;
        try {
          this.db.pragma('wal_checkpoint(PASSIVE)');
        } catch {
          // Closed meanwhile; or the next commit past the log size checkpoints.
        }
      });
    };
  }

  changeVersion(): string {
    return `${this.db.pragma('data_version', { simple: true }) as number}.${this.ownWrites}`;
  }
}
