import { withStatus, type Customer, type CustomerFields, type CustomerFilter, type CustomerWrite } from '../../domain/customers/customer.ts';
import { StoreFullError } from '../../domain/errors.ts';
import { changeSetFor } from '../../domain/customers/customer.ts';
import { keepMatching, pageOfOrdered } from '../../domain/customers/customerPaging.ts';
import type { User } from '../../domain/accounts/account.ts';
import { isStale, valuesAfterOthers, type CustomerValues } from '../../domain/conflicts/staleWriteMerge.ts';
import { historyEntry, type FieldChange, type CustomerHistoryEntry, type CustomerHistoryPage, type CustomerHistoryType } from '../../domain/history/customerHistory.ts';
import { undoOf, type CustomerImportSummary, type CustomerImportUndo, type ImportRecord, type ImportWrite } from '../../domain/customers/customerImport.ts';
import type { CustomerPageQuery, CustomerStore, CustomerStorePage, CustomerWatcher, ImportCounts, Unsubscribe } from '../../domain/customers/customerStore.ts';
import { customerOrderKey, customerSortKey, defaultCustomerOrder, type CustomerOrder } from '../../domain/ordering.ts';
import { customerPhoneDigits, phoneSearchDigits } from '../../domain/search.ts';
import type { Statement } from 'better-sqlite3';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { bulkUndoOf, type BulkChangeUndo } from '../../domain/bulk/customerBulk.ts';
import { historyStatusChangeSql, orderKeyColumns, type SqliteDatabase } from './database.ts';
import type { RecentChange, StatusCounts, TimeWindow, WindowCounts } from '../../domain/stats/customerCounts.ts';
import { customerEvent, importCompletedEvent, importUndoneEvent, type WebhookEvent, type WebhookEventType } from '../../domain/webhooks/webhook.ts';
import type { WebhookOutbox } from '../../domain/webhooks/webhookStore.ts';
import { SqliteWebhookOutbox } from './sqliteWebhookStore.ts';
import { planMerge, type MergeOutcome } from '../../domain/merge/customerMerge.ts';
import { erasedCustomer, erasureKeptMs, type CustomerTraces } from '../../domain/customers/customerErasure.ts';

interface CustomerRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  phone_normalized: string | null;
  address: string;
  notes: string;
  status: number;
  version: number;
  merged_into: string | null;
}

interface HistoryRow {
  id: number;
  at: number;
  by_uid: string | null;
  by_email: string | null;
  type: CustomerHistoryType;
  changes: string;
}

const columns = 'id, fname, lname, email, phone, phone_normalized, address, notes, status, version, merged_into';

/**
 * Customers per transaction of a bulk change: each transaction is one synced commit and one change set to every live
 * list, and between two the event loop turns (sockets, other requests); 100,000 customers take 20 (bench:bulk).
 */
export const bulkCustomersPerTransaction = 5_000;

/**
 * How often a watched store looks for other connections' commits. A look is one `data_version` pragma (6 µs), so 40
 * a second cost nothing; at 200 ms a second process's subscribers heard a save 2.5x later than the first's.
 */
const followIntervalMs = 25;

// The trigram index finds substrings of 3 characters or more; shorter searches read the filter's rows.
const trigram = 3;

/** Which rows a filter covers, as SQL over the status column (bound as @status). */
const filterSql = { ALL: '1', ACTIVE: 'status = @status', REMOVED: 'status = @status' } as const;
const statusOf = (filter: CustomerFilter) => (filter === 'ACTIVE' ? 1 : 0);

/** A trigram query for the substring `needle`, and for a phone-like one its digits in the phone's digits (domain/search.ts). */
function phrase(needle: string): string {
  const quoted = `"${needle.replaceAll('"', '""')}"`;
  const digits = phoneSearchDigits(needle);
  return digits && digits.length >= trigram ? `${quoted} OR phone_digits : "${digits}"` : quoted;
}

/** One prepared statement per filter, its WHERE clause from filterSql. */
function perFilter<P extends object, R>(db: SqliteDatabase, sql: (where: string) => string): Record<CustomerFilter, Statement<[P], R>> {
  const prepare = (filter: CustomerFilter) => db.prepare<[P], R>(sql(filterSql[filter]));
  return { ALL: prepare('ALL'), ACTIVE: prepare('ACTIVE'), REMOVED: prepare('REMOVED') };
}

function historyEntryOf({ at, by_uid, by_email, type, changes }: HistoryRow): CustomerHistoryEntry {
  return { at, by: by_uid === null ? null : { uid: by_uid, email: by_email ?? '' }, type, changes: JSON.parse(changes) };
}

function toCustomer({ phone_normalized, merged_into, ...row }: CustomerRow): Customer {
  return { ...row, phoneNormalized: phone_normalized, status: row.status === 1, ...(merged_into !== null && { mergedInto: merged_into }) };
}

/** A customer's fields as the insert and update statements bind them. */
function boundFields(id: string, fields: CustomerFields) {
  const { fname, lname, email, phone, phoneNormalized, address, notes } = fields;
  return {
    id, fname, lname, email, phone, address, notes,
    phoneNormalized,
    phoneDigits: customerPhoneDigits(fields),
    now: Date.now(),
    sortKey: customerSortKey({ id, fname, lname }),
    ...otherOrderKeys({ id, ...fields }),
  };
}

/** The order keys beside the name's, as the statements bind them (@sortFname, ...). */
function otherOrderKeys(customer: CustomerFields & { id: string }) {
  return {
    sortFname: customerOrderKey(customer, 'FNAME'),
    sortEmail: customerOrderKey(customer, 'EMAIL'),
    sortPhone: customerOrderKey(customer, 'PHONE'),
    sortAddress: customerOrderKey(customer, 'ADDRESS'),
    sortNotes: customerOrderKey(customer, 'NOTES'),
  };
}

const otherKeyColumns = 'sort_fname, sort_email, sort_phone, sort_address, sort_notes';
const otherKeyParams = '@sortFname, @sortEmail, @sortPhone, @sortAddress, @sortNotes';
const otherKeyUpdates = 'sort_fname = @sortFname, sort_email = @sortEmail, sort_phone = @sortPhone, sort_address = @sortAddress, sort_notes = @sortNotes';

/**
 * Customers in SQLite. Every committed write is handed to the in-process change feed, which turns it into per-filter
 * change sets for the watchers; writes another connection committed reach them too, through the history (catchUp).
 */
export class SqliteCustomerStore implements CustomerStore {
  private readonly watchers = new Set<{ filter: CustomerFilter; watcher: CustomerWatcher }>();
  /** watchCustomer's listeners, by customer id */
  private readonly customerWatchers = new Map<string, Set<(customer: Customer | null) => void>>();
  /** watchHistory's listeners */
  private readonly historyWatchers = new Set<() => void>();
  private readonly statements;
  /** Statements for a filter in an order, prepared when first used */
  private readonly ordered = new Map<string, Statement<[{ status: number; after: string; limit: number }], CustomerRow> | Statement<[{ status: number; phrase?: string }], CustomerRow>>();
  private readonly counts = new Map<CustomerFilter, number>();
  private countsVersion = -1;
  /** The newest history row this store has seen: rows after it were written by another connection (process or tool). */
  private historySeen = 0;
  /** The newest erasure this store has looked at: later ones are other connections'. */
  private erasedSeen = 0;
  /** Polls for other connections' commits while someone watches */
  private follower: NodeJS.Timeout | null = null;
  private followedVersion = -1;
  /** Write transactions run on this connection (data_version only counts other connections' commits) */
  private ownWrites = 0;

  constructor(
    private readonly db: SqliteDatabase,
    /** Where each write's webhook events go, in the write's transaction */
    private readonly outbox: WebhookOutbox<SqliteDatabase> = new SqliteWebhookOutbox(),
  ) {
    this.statements = {
      count: perFilter<{ status: number }, { n: number }>(db, (where) => `SELECT count(*) AS n FROM customers WHERE ${where}`),
      byId: db.prepare<[string], CustomerRow>(`SELECT ${columns} FROM customers WHERE id = ?`),
      changedSince: db.prepare<{ since: number; limit: number }, CustomerRow>(
        `SELECT ${columns} FROM customers WHERE updated_at >= @since ORDER BY updated_at LIMIT @limit`,
      ),
      byEmail: db.prepare<[string], CustomerRow>(`SELECT ${columns} FROM customers WHERE email = ? COLLATE NOCASE`),
      byPhone: db.prepare<[string], CustomerRow>(`SELECT ${columns} FROM customers WHERE phone_normalized = ?`),
      insert: db.prepare(
        `INSERT INTO customers (id, fname, lname, email, phone, phone_normalized, phone_digits, address, notes, status, created_at, updated_at, sort_key, version, ${otherKeyColumns})
         VALUES (@id, @fname, @lname, @email, @phone, @phoneNormalized, @phoneDigits, @address, @notes, 1, @now, @now, @sortKey, 1, ${otherKeyParams})`,
      ),
      update: db.prepare(
        `UPDATE customers SET fname = @fname, lname = @lname, email = @email, phone = @phone, phone_normalized = @phoneNormalized,
           phone_digits = @phoneDigits, address = @address, notes = @notes, updated_at = @now, sort_key = @sortKey, version = version + 1,
           ${otherKeyUpdates}
         WHERE id = @id`,
      ),
      // A restored customer is no longer merged into another (customer.ts's withStatus).
      setStatus: db.prepare(
        `UPDATE customers SET status = @status, updated_at = @now, version = version + 1, merged_into = iif(@status = 1, NULL, merged_into) WHERE id = @id`,
      ),
      // The status alone, inside a write that already counted the version: an import's restore, or its undo.
      statusWithinWrite: db.prepare(`UPDATE customers SET status = @status, merged_into = iif(@status = 1, NULL, merged_into) WHERE id = @id`),
      markMerged: db.prepare(`UPDATE customers SET status = 0, merged_into = @keepId, updated_at = @now, version = version + 1 WHERE id = @id`),
      idsInTableOrder: db.prepare<[], string>('SELECT id FROM customers ORDER BY rowid').pluck(),
      openBulk: db.prepare('INSERT INTO customer_bulk_changes (id, status, created_at) VALUES (@id, @status, @now)'),
      countBulk: db.prepare('UPDATE customer_bulk_changes SET count = count + @count WHERE id = @id'),
      bulkById: db.prepare<[string], { status: number; undone_at: number | null }>('SELECT status, undone_at FROM customer_bulk_changes WHERE id = ?'),
      recordBulk: db.prepare('INSERT OR REPLACE INTO customer_bulk_records (bulk_id, customer_id, version) VALUES (@bulkId, @customerId, @version)'),
      bulkRecords: db.prepare<[string], { customer_id: string; version: number }>('SELECT customer_id, version FROM customer_bulk_records WHERE bulk_id = ?'),
      undoBulk: db.prepare('UPDATE customer_bulk_changes SET undone_at = @now WHERE id = @id'),
      importById: db.prepare<[string], { undone_at: number | null }>('SELECT undone_at FROM customer_imports WHERE id = ?'),
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
      importRecords: db.prepare<[string], { customer_id: string; kind: ImportRecord['kind']; before: string | null; after: string }>(
        'SELECT customer_id, kind, before, after FROM customer_import_records WHERE import_id = ?',
      ),
      undoImport: db.prepare('UPDATE customer_imports SET undone_at = @now WHERE id = @id'),
      insertHistory: db.prepare(
        `INSERT INTO customer_history (customer_id, at, by_uid, by_email, type, changes, version)
         VALUES (@customerId, @at, @byUid, @byEmail, @type, @changes, @version)`,
      ),
      changesSince: db.prepare<{ customerId: string; version: number }, { changes: string }>(
        'SELECT changes FROM customer_history WHERE customer_id = @customerId AND version > @version ORDER BY id',
      ),
      historyAfter: db.prepare<[number], HistoryRow & { customer_id: string }>('SELECT * FROM customer_history WHERE id > ? ORDER BY id'),
      lastHistoryId: db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM customer_history'),
      history: db.prepare<{ customerId: string; before: number; limit: number }, HistoryRow>(
        'SELECT * FROM customer_history WHERE customer_id = @customerId AND id < @before ORDER BY id DESC LIMIT @limit',
      ),
      // Each reads its partial index's range for the window (database.ts): the rows of that kind in it, no others.
      countAdded: db.prepare<TimeWindow, { n: number }>(`SELECT count(*) AS n FROM customer_history WHERE ${historyStatusChangeSql.added} AND at >= @from AND at < @to`),
      countRemoved: db.prepare<TimeWindow, { n: number }>(`SELECT count(*) AS n FROM customer_history WHERE ${historyStatusChangeSql.removed} AND at >= @from AND at < @to`),
      recentHistory: db.prepare<[number], HistoryRow & { customer_id: string }>('SELECT * FROM customer_history ORDER BY id DESC LIMIT ?'),
      imports: db.prepare<[number], { id: string; created_at: number; undone_at: number | null; created: number; updated: number; skipped: number; failed: number }>(
        'SELECT * FROM customer_imports ORDER BY created_at DESC, id LIMIT ?',
      ),
      ...erasureStatements(db),
    };
    this.historySeen = this.statements.lastHistoryId.get()!.id ?? 0;
    this.erasedSeen = this.statements.lastErasure.get()!.seq ?? 0;
  }

  async list(filter: CustomerFilter, search?: string | null, order: CustomerOrder = defaultCustomerOrder): Promise<Customer[]> {
    return this.listNow(filter, search, order);
  }

  async page({ filter, search, first, afterKey, order = defaultCustomerOrder }: CustomerPageQuery): Promise<CustomerStorePage> {
    if (search?.trim()) return pageOfOrdered(this.listNow(filter, search, order), { first, afterKey, order });
    // Without a search, a page is an index range and a count: no row beyond the page is read.
    const rows = this.pageStatement(filter, order, afterKey !== null).all({ status: statusOf(filter), after: afterKey ?? '', limit: first + 1 });
    return {
      customers: rows.slice(0, first).map(toCustomer),
      hasNextPage: rows.length > first,
      totalCount: this.count(filter),
    };
  }

  /** Without a search, page by page along the order's index: memory holds one batch whatever the list's size. */
  async *batches(filter: CustomerFilter, search: string | null, size: number, order: CustomerOrder = defaultCustomerOrder): AsyncIterable<Customer[]> {
    if (search?.trim()) {
      const all = this.listNow(filter, search, order);
      for (let start = 0; start < all.length; start += size) yield all.slice(start, start + size);
      return;
    }
    for (let afterKey: string | null = null; ; ) {
      const page = await this.page({ filter, search: null, first: size, afterKey, order });
      if (page.customers.length) yield page.customers;
      if (!page.hasNextPage) return;
      afterKey = customerOrderKey(page.customers.at(-1)!, order.field);
    }
  }

  /**
   * A page of a filter in an order, along the order's index: the name order's (status, key) index for a status, any
   * other column's own index, skipping rows of the other status. Prepared when first used.
   */
  private pageStatement(filter: CustomerFilter, { field, direction }: CustomerOrder, after: boolean): Statement<[{ status: number; after: string; limit: number }], CustomerRow> {
    const name = `page ${filter} ${field} ${direction} ${after}`;
    let statement = this.ordered.get(name);
    if (!statement) {
      const key = orderKeyColumns[field];
      const range = after ? ` AND ${key} ${direction === 'ASC' ? '>' : '<'} @after` : '';
      // The planner would rather read a status's rows by the status index and sort them all for every page.
      const index = field === 'LNAME' ? '' : ` INDEXED BY customers_by_${key}`;
      statement = this.db.prepare<[{ status: number; after: string; limit: number }], CustomerRow>(
        `SELECT ${columns} FROM customers${index} WHERE ${filterSql[filter]}${range} ORDER BY ${key} ${direction} LIMIT @limit`,
      );
      this.ordered.set(name, statement);
    }
    return statement;
  }

  /** A filter's rows in an order, or those a trigram search finds; prepared when first used. */
  private listStatement(filter: CustomerFilter, { field, direction }: CustomerOrder, searching: boolean): Statement<[{ status: number; phrase?: string }], CustomerRow> {
    const name = `list ${filter} ${field} ${direction} ${searching}`;
    let statement = this.ordered.get(name);
    if (!statement) {
      const narrowed = searching ? ' AND rowid IN (SELECT rowid FROM customers_search WHERE customers_search MATCH @phrase)' : '';
      statement = this.db.prepare<[{ status: number; phrase?: string }], CustomerRow>(
        `SELECT ${columns} FROM customers WHERE ${filterSql[filter]}${narrowed} ORDER BY ${orderKeyColumns[field]} ${direction}`,
      );
      this.ordered.set(name, statement);
    }
    return statement;
  }

  /** Rows of a filter, counted again only after a write: a count reads every index entry of the filter. */
  private count(filter: CustomerFilter): number {
    // data_version moves when another connection commits; this connection's own writes clear the counts in write().
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version !== this.countsVersion) {
      this.counts.clear();
      this.countsVersion = version;
    }
    let count = this.counts.get(filter);
    if (count === undefined) this.counts.set(filter, (count = this.statements.count[filter].get({ status: statusOf(filter) })!.n));
    return count;
  }

  async get(id: string): Promise<Customer | null> {
    return this.read(id);
  }

  async changedSince(since: number, limit: number): Promise<Customer[] | null> {
    const rows = this.statements.changedSince.all({ since, limit: limit + 1 });
    return rows.length > limit ? null : rows.map(toCustomer);
  }

  async findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]> {
    const found = new Map<string, Customer>();
    for (const email of emails) for (const row of this.statements.byEmail.all(email)) found.set(row.id, toCustomer(row));
    for (const phone of phones) for (const row of this.statements.byPhone.all(phone)) found.set(row.id, toCustomer(row));
    return [...found.values()];
  }

  async create(id: string, fields: CustomerFields, by: User | null = null): Promise<Customer> {
    return this.write(id, by, () => this.statements.insert.run(boundFields(id, fields)))!;
  }

  async update(id: string, fields: CustomerFields, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(id, by, (current) => this.statements.update.run(boundFields(id, this.onVersion(current, seen, fields))));
  }

  async setStatus(id: string, status: boolean, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(id, by, (current) => {
      const values = this.onVersion(current, seen, { status });
      return this.statements.setStatus.run({ id, status: values.status ? 1 : 0, now: Date.now() });
    });
  }

  /** What a write made on version `seen` sets, after what others wrote since (customerVersions.ts); in its transaction. */
  private onVersion<T extends CustomerValues>(current: Customer | null, seen: number | null | undefined, values: T): T {
    if (!isStale(current, seen)) return values;
    const since = this.statements.changesSince.all({ customerId: current.id, version: seen! }).map(({ changes }) => JSON.parse(changes) as FieldChange[]);
    return valuesAfterOthers(current, since, values);
  }

  async history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage> {
    const before = after === null ? Number.MAX_SAFE_INTEGER : Number(after);
    const rows = Number.isSafeInteger(before) ? this.statements.history.all({ customerId, before, limit: first + 1 }) : [];
    const nodes = rows.slice(0, first).map(historyEntryOf);
    return { nodes, endCursor: nodes.length ? String(rows[nodes.length - 1]!.id) : null, hasNextPage: rows.length > first };
  }

  async statusCounts(): Promise<StatusCounts> {
    return { active: this.count('ACTIVE'), removed: this.count('REMOVED') };
  }

  async statusChanges(windows: readonly TimeWindow[]): Promise<WindowCounts[]> {
    return windows.map(({ from, to }) => ({
      added: this.statements.countAdded.get({ from, to })!.n,
      removed: this.statements.countRemoved.get({ from, to })!.n,
    }));
  }

  /** The newest rows by id (commit order on this file), and their customers by id. */
  async recentChanges(first: number): Promise<RecentChange[]> {
    const customers = new Map<string, Customer | null>();
    return this.statements.recentHistory.all(first).map((row) => {
      if (!customers.has(row.customer_id)) customers.set(row.customer_id, this.read(row.customer_id));
      return { customerId: row.customer_id, customer: customers.get(row.customer_id)!, entry: historyEntryOf(row) };
    });
  }

  watchHistory(listener: () => void): Unsubscribe {
    this.startFollowing();
    this.historyWatchers.add(listener);
    return () => {
      this.historyWatchers.delete(listener);
      this.stopFollowing();
    };
  }

  /**
   * Records one write's history entry and its webhook event; inside the write's transaction. Every write that changes
   * a customer calls it once per customer (`event` names a change that is more than a save, such as a merge).
   */
  private record(write: CustomerWrite, by: User | null, at: number, type?: CustomerHistoryType, event?: WebhookEventType, extra?: readonly FieldChange[]): void {
    if (!write.after) return;
    const entry = historyEntry(write.before, write.after, by, at, type, extra);
    if (!entry) return;
    if (this.outbox.wanted?.(this.db) ?? true) this.announce(customerEvent(write.before, write.after, at, event));
    const { lastInsertRowid } = this.statements.insertHistory.run({
      customerId: write.after.id,
      at,
      byUid: entry.by?.uid ?? null,
      byEmail: entry.by?.email ?? null,
      type: entry.type,
      changes: JSON.stringify(entry.changes),
      version: write.after.version,
    });
    this.historySeen = Number(lastInsertRowid);
  }

  /** Adds a webhook event to the outbox; inside the write's transaction, so it exists exactly when the write does. */
  private announce(event: WebhookEvent | null): void {
    if (event && (this.outbox.wanted?.(this.db) ?? true)) this.outbox.add(this.db, event);
  }

  /**
   * Other connections' writes since the last look, from the history they recorded (docs/collaboration.md#several-processes: a second server on the
   * same data folder, or a tool): each customer as it is now, and as it was before them, from the entries' old values.
   * Called in this store's write transactions before their own writes, and by the follower.
   */
  private catchUp(): CustomerWrite[] {
    if (!this.watched()) {
      // Nobody to tell: skip to the newest entry (a watcher starts from an initial set of the current state).
      this.historySeen = this.statements.lastHistoryId.get()!.id ?? 0;
      this.erasedSeen = this.statements.lastErasure.get()!.seq ?? 0;
      return [];
    }
    this.publishErased(this.othersErased());
    const rows = this.statements.historyAfter.all(this.historySeen);
    if (!rows.length) return [];
    this.historySeen = rows.at(-1)!.id;
    const byCustomer = new Map<string, typeof rows>();
    for (const row of rows) byCustomer.set(row.customer_id, [...(byCustomer.get(row.customer_id) ?? []), row]);
    return [...byCustomer].flatMap(([id, entries]) => {
      const after = this.read(id);
      if (!after) return [];
      let before: Customer | null = { ...after };
      for (const entry of [...entries].reverse()) {
        const changes = JSON.parse(entry.changes) as Array<{ field: string; from: string | null }>;
        if (entry.type === 'CREATED' || changes.some(({ field, from }) => field === 'status' && from === null)) {
          before = null;
          break;
        }
        for (const { field, from } of changes) (before as unknown as Record<string, unknown>)[field] = field === 'status' ? from === 'true' : (from ?? '');
      }
      return [{ before, after }];
    });
  }

  /** Whether the last write failed for want of disk space (SQLITE_FULL); the next one to succeed clears it. */
  diskFull = false;

  /** Runs a write transaction; if it rolls back, the history it wrote is gone, and so is what it saw of it. */
  private transact<T>(work: () => T): T {
    const seen = this.historySeen;
    const erasedSeen = this.erasedSeen;
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
      this.historySeen = seen;
      this.erasedSeen = erasedSeen;
      if ((error as { code?: unknown }).code !== 'SQLITE_FULL') throw error;
      this.diskFull = true;
      this.checkpoint();
      throw new StoreFullError();
    } finally {
      this.ownWrites += 1;
    }
  }

  private checkpoint(): void {
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Still no room, or a reader holds the WAL: the next write tries again.
    }
  }

  changeVersion(): string {
    return `${this.db.pragma('data_version', { simple: true }) as number}.${this.ownWrites}`;
  }

  /** Every followIntervalMs while someone watches: another connection's commit (data_version moved) is published like ours. */
  private follow(): void {
    if (this.follower) return;
    this.followedVersion = this.db.pragma('data_version', { simple: true }) as number;
    this.follower = setInterval(() => {
      const version = this.db.pragma('data_version', { simple: true }) as number;
      if (version === this.followedVersion) return;
      this.followedVersion = version;
      const writes = this.catchUp();
      if (!writes.length) return;
      this.counts.clear();
      this.publish(writes);
    }, followIntervalMs);
    this.follower.unref();
  }

  async imports(limit: number): Promise<CustomerImportSummary[]> {
    return this.statements.imports.all(limit).map(({ id, created_at, undone_at, created, updated, skipped, failed }) => ({
      id, at: created_at, created, updated, skipped, failed, undone: undone_at !== null,
    }));
  }

  async importState(importId: string): Promise<'open' | 'undone' | null> {
    const row = this.statements.importById.get(importId);
    return row ? (row.undone_at === null ? 'open' : 'undone') : null;
  }

  async importBatch(importId: string, writes: readonly ImportWrite[], counts: ImportCounts, by: User | null = null): Promise<void> {
    const { statements } = this;
    const done = this.transact((): CustomerWrite[] => {
      const others = this.catchUp();
      if (others.length) this.publish(others);
      const now = Date.now();
      statements.openImport.run({ id: importId, now });
      statements.countImport.run({ id: importId, ...counts });
      const written = writes.flatMap(({ kind, id, fields, restore }) => {
        const before = this.read(id);
        const bound = boundFields(id, fields);
        if ((kind === 'create' ? statements.insert : statements.update).run(bound).changes === 0) return [];
        if (restore && before && !before.status) statements.statusWithinWrite.run({ id, status: 1 });
        const after = this.read(id)!;
        statements.recordImport.run({
          importId,
          customerId: id,
          kind: kind === 'create' ? 'created' : 'updated',
          before: before && JSON.stringify(before),
          after: JSON.stringify(after),
        });
        this.record({ before, after }, by, now, 'IMPORTED');
        return [{ before, after }];
      });
      this.announce(importCompletedEvent(importId, counts, now));
      return written;
    });
    this.counts.clear();
    this.publish(done);
  }

  async undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    const { statements } = this;
    const result = this.transact(() => {
      const others = this.catchUp();
      if (others.length) this.publish(others);
      const state = statements.importById.get(importId);
      if (!state) return 'unknown' as const;
      if (state.undone_at !== null) return 'undone' as const;
      const now = Date.now();
      const writes: CustomerWrite[] = [];
      const undo: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
      for (const row of statements.importRecords.all(importId)) {
        const current = this.read(row.customer_id);
        if (!current) continue;
        const record: ImportRecord = { kind: row.kind, before: row.before === null ? null : JSON.parse(row.before), after: JSON.parse(row.after) };
        const { action } = undoOf(current, record);
        if (action === 'kept') {
          undo.keptChangedSince.push(current);
          continue;
        }
        if (action === 'remove') {
          undo.removed++;
          if (!current.status) continue;
          statements.setStatus.run({ id: current.id, status: 0, now });
        } else {
          undo.reverted++;
          statements.update.run(boundFields(current.id, record.before!));
          // A customer the import restored goes back to removed.
          if (record.before!.status !== current.status) statements.statusWithinWrite.run({ id: current.id, status: record.before!.status ? 1 : 0 });
        }
        const written = { before: current, after: this.read(current.id) };
        this.record(written, by, now);
        writes.push(written);
      }
      statements.undoImport.run({ id: importId, now });
      this.announce(importUndoneEvent(importId, undo, now));
      return { undo, writes };
    });
    if (typeof result === 'string') return result;
    this.counts.clear();
    this.publish(result.writes);
    return result.undo;
  }

  async bulkSetStatus(bulkId: string, ids: readonly string[], status: boolean, by: User | null = null): Promise<number> {
    this.transact(() => this.statements.openBulk.run({ id: bulkId, status: status ? 1 : 0, now: Date.now() }));
    let count = 0;
    ids = this.inTableOrder(ids, (id) => id);
    for (let start = 0; start < ids.length; start += bulkCustomersPerTransaction) {
      const chunk = ids.slice(start, start + bulkCustomersPerTransaction);
      const { others, writes } = this.transact(() => {
        const others = this.catchUp();
        const now = Date.now();
        const writes: CustomerWrite[] = [];
        for (const id of chunk) {
          const write = this.bulkStatusOne(bulkId, id, status, by, now);
          if (write) writes.push(write);
        }
        this.statements.countBulk.run({ id: bulkId, count: writes.length });
        return { others, writes };
      });
      if (others.length) this.publish(others);
      count += writes.length;
      this.counts.clear();
      this.publish(writes);
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
    const before = this.read(id);
    if (!before || before.status === status) return null;
    this.statements.setStatus.run({ id, status: status ? 1 : 0, now });
    const after = withStatus(before, status);
    this.record({ before, after }, by, now);
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
      const outcome = this.transact(() => {
        const others = this.catchUp();
        // Asked again inside the transaction: another undo of the same change may have run meanwhile.
        if (statements.bulkById.get(bulkId)?.undone_at !== null) return null;
        const now = Date.now();
        const writes: CustomerWrite[] = [];
        for (const record of chunk) {
          const current = this.read(record.customer_id);
          const action = bulkUndoOf(current, { customerId: record.customer_id, status, version: record.version });
          if (action === 'kept') undo.keptChangedSince.push(current!);
          if (action !== 'revert') continue;
          statements.setStatus.run({ id: current!.id, status: status ? 0 : 1, now });
          const after = withStatus(current!, !status);
          this.record({ before: current, after }, by, now);
          writes.push({ before: current, after });
        }
        if (last) statements.undoBulk.run({ id: bulkId, now });
        return { others, writes };
      });
      if (!outcome) return 'undone';
      if (outcome.others.length) this.publish(outcome.others);
      undo.reverted += outcome.writes.length;
      this.counts.clear();
      this.publish(outcome.writes);
      if (!last) await nextTurn();
    }
    return undo;
  }

  async merge(keepId: string, mergeIds: readonly string[], fields: CustomerFields | null, by: User | null = null): Promise<MergeOutcome> {
    const { statements } = this;
    const { others, outcome, writes } = this.transact(() => {
      const others = this.catchUp();
      const kept = this.read(keepId);
      if (!kept) return { others, outcome: { missing: keepId }, writes: [] };
      const merged: Customer[] = [];
      for (const id of mergeIds) {
        const customer = this.read(id);
        if (!customer) return { others, outcome: { missing: id }, writes: [] };
        merged.push(customer);
      }
      const planned = planMerge(kept, merged, fields);
      if (!planned.ok) return { others, outcome: { invalid: planned.fields }, writes: [] };
      const now = Date.now();
      statements.update.run({ ...boundFields(keepId, planned.plan.keptFields), now });
      for (const { before } of planned.plan.merged) statements.markMerged.run({ id: before.id, keepId, now });
      const writes = [planned.plan.kept, ...planned.plan.merged].map(({ before, extra }) => {
        const after = this.read(before.id)!;
        this.record({ before, after }, by, now, 'MERGED', 'customer.merged', extra);
        return { before, after };
      });
      return { others, outcome: { kept: writes[0]!.after }, writes };
    });
    if (others.length) this.publish(others);
    if (writes.length) {
      this.counts.clear();
      this.publish(writes);
    }
    return outcome;
  }

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    // SQLite is synchronous here, so no write can fall between the initial read and the registration.
    const entry = { filter, watcher };
    this.startFollowing();
    this.watchers.add(entry);
    watcher.next({ initial: true, complete: true, changes: this.listNow(filter).map((customer) => ({ type: 'ADDED', customer })) });
    return () => {
      this.watchers.delete(entry);
      this.stopFollowing();
    };
  }

  watchCustomer(id: string, listener: (customer: Customer | null) => void): Unsubscribe {
    this.startFollowing();
    const listeners = this.customerWatchers.get(id) ?? new Set();
    this.customerWatchers.set(id, listeners);
    listeners.add(listener);
    listener(this.read(id));
    return () => {
      listeners.delete(listener);
      if (!listeners.size) this.customerWatchers.delete(id);
      this.stopFollowing();
    };
  }

  private watched(): boolean {
    return this.watchers.size > 0 || this.customerWatchers.size > 0 || this.historyWatchers.size > 0;
  }

  /** Before the first watcher: what it reads first is the current state, so older writes of other connections are in it. */
  private startFollowing(): void {
    if (this.watched()) return;
    this.historySeen = this.statements.lastHistoryId.get()!.id ?? 0;
    this.erasedSeen = this.statements.lastErasure.get()!.seq ?? 0;
    this.follow();
  }

  /** After the last watcher left. */
  private stopFollowing(): void {
    if (this.watched() || !this.follower) return;
    clearInterval(this.follower);
    this.follower = null;
  }

  /** In the order's key from its index; a search narrows through the trigram index, then the shared rule decides. */
  private listNow(filter: CustomerFilter, search?: string | null, order: CustomerOrder = defaultCustomerOrder): Customer[] {
    const status = statusOf(filter);
    const needle = search?.trim() ?? '';
    const rows =
      needle.length >= trigram ? this.listStatement(filter, order, true).all({ status, phrase: phrase(needle) }) : this.listStatement(filter, order, false).all({ status });
    return [...keepMatching(rows.map(toCustomer), needle)];
  }

  private read(id: string): Customer | null {
    const row = this.statements.byId.get(id);
    return row ? toCustomer(row) : null;
  }

  private write(id: string, by: User | null, change: (current: Customer | null) => { changes: number }): Customer | null {
    const { others, write } = this.transact(() => {
      const others = this.catchUp();
      const before = this.read(id);
      if (change(before).changes === 0) return { others, write: null };
      const written = { before, after: this.read(id) };
      this.record(written, by, Date.now());
      return { others, write: written };
    });
    if (others.length) this.publish(others);
    if (!write) return null;
    this.counts.clear();
    this.publish([write]);
    return write.after;
  }

  private publish(writes: CustomerWrite[]): void {
    for (const { filter, watcher } of this.watchers) {
      const set = changeSetFor(writes, filter);
      if (set) watcher.next(set);
    }
    for (const { before, after } of writes) {
      const id = (after ?? before)?.id;
      // An erased customer's page hears null: there is no such customer any more.
      if (id) for (const listener of [...(this.customerWatchers.get(id) ?? [])]) listener(after);
    }
    if (writes.length) for (const listener of [...this.historyWatchers]) listener();
  }

  /**
   * Customers another connection erased since the last look, from the erasures kept a day (the erasure left no history
   * to follow); inside a write transaction or the follower.
   */
  private othersErased(): string[] {
    const rows = this.statements.erasedAfter.all(this.erasedSeen);
    if (rows.length) this.erasedSeen = rows.at(-1)!.seq;
    return rows.map(({ customer_id }) => customer_id);
  }

  /** Tells every watcher that these customers are gone: which filter held them is not known here, so all hear it. */
  private publishErased(ids: readonly string[]): void {
    if (!ids.length) return;
    this.counts.clear();
    for (const { filter, watcher } of this.watchers) {
      const changes = ids.map((id) => ({ type: 'REMOVED' as const, customer: erasedCustomer({ id, status: filter !== 'REMOVED', version: 0 }) }));
      watcher.next({ initial: false, complete: true, changes });
    }
    for (const id of ids) for (const listener of [...(this.customerWatchers.get(id) ?? [])]) listener(null);
  }

  async erase(id: string, removedBefore: number | null = null): Promise<boolean> {
    const { statements } = this;
    // Deleted rows' bytes are overwritten in the file, not left in free pages for anyone who reads it.
    this.db.pragma('secure_delete = ON');
    let erased: Customer | null;
    try {
      const outcome = this.transact(() => {
        const others = this.catchUp();
        const before = this.read(id);
        if (!before) return { others, erased: null };
        if (removedBefore !== null && (before.status || statements.updatedAt.get(id)!.updated_at >= removedBefore)) return { others, erased: null };
        statements.eraseCustomer.run(id);
        statements.eraseHistory.run(id);
        statements.eraseImportRecords.run(id);
        statements.eraseBulkRecords.run(id);
        if (statements.erasePresence.run(id).changes) statements.bumpPresence.run();
        statements.eraseEvents.run(id);
        // An import's undo names the customers it kept; the erased one is left out.
        for (const row of statements.eventsNaming.all(id)) {
          const data = JSON.parse(row.data) as { keptChangedSince?: string[] };
          if (!data.keptChangedSince?.includes(id)) continue;
          statements.setEventData.run({ seq: row.seq, data: JSON.stringify({ ...data, keptChangedSince: data.keptChangedSince.filter((kept) => kept !== id) }) });
        }
        const now = Date.now();
        this.announce(customerEvent(before, null, now, 'customer.erased'));
        statements.pruneErasures.run(now - erasureKeptMs);
        this.erasedSeen = Number(statements.addErasure.run({ id, now }).lastInsertRowid);
        return { others, erased: before };
      });
      if (outcome.others.length) this.publish(outcome.others);
      erased = outcome.erased;
    } finally {
      this.db.pragma('secure_delete = OFF');
    }
    if (!erased) return false;
    // The write-ahead log still holds the pages as they were: moved into the file (now overwritten) and truncated.
    this.checkpoint();
    this.counts.clear();
    this.publish([{ before: erasedCustomer(erased), after: null }]);
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
        importId: row.import_id, at: row.created_at, kind: row.kind, before: row.before === null ? null : JSON.parse(row.before), after: JSON.parse(row.after),
      })),
      bulkChanges: statements.bulkTraces.all(id).map((row) => ({ bulkId: row.bulk_id, at: row.created_at, status: row.status === 1, version: row.version })),
      webhookEvents: statements.eventTraces.all(id).map((row) => ({ id: row.id, type: row.type, at: row.at, data: JSON.parse(row.data) })),
    };
  }
}

/** The statements erasing a customer, finding the purge's candidates and gathering what is held about one customer. */
function erasureStatements(db: SqliteDatabase) {
  return {
    updatedAt: db.prepare<[string], { updated_at: number }>('SELECT updated_at FROM customers WHERE id = ?'),
    eraseCustomer: db.prepare<[string]>('DELETE FROM customers WHERE id = ?'),
    eraseHistory: db.prepare<[string]>('DELETE FROM customer_history WHERE customer_id = ?'),
    eraseImportRecords: db.prepare<[string]>('DELETE FROM customer_import_records WHERE customer_id = ?'),
    eraseBulkRecords: db.prepare<[string]>('DELETE FROM customer_bulk_records WHERE customer_id = ?'),
    erasePresence: db.prepare<[string]>('DELETE FROM presence WHERE customer_id = ?'),
    // Presence is polled by its revision (sqlitePresenceStore.ts): every process sees the erased customer's pages go.
    bumpPresence: db.prepare('UPDATE presence_state SET revision = revision + 1 WHERE id = 1'),
    eraseEvents: db.prepare<[string]>('DELETE FROM webhook_events WHERE customer_id = ?'),
    eventsNaming: db.prepare<[string], { seq: number; data: string }>("SELECT seq, data FROM webhook_events WHERE type = 'import.undone' AND instr(data, ?) > 0"),
    setEventData: db.prepare('UPDATE webhook_events SET data = @data WHERE seq = @seq'),
    addErasure: db.prepare('INSERT INTO customer_erasures (customer_id, at) VALUES (@id, @now)'),
    pruneErasures: db.prepare<[number]>('DELETE FROM customer_erasures WHERE at < ?'),
    lastErasure: db.prepare<[], { seq: number | null }>('SELECT max(seq) AS seq FROM customer_erasures'),
    erasedAfter: db.prepare<[number], { seq: number; customer_id: string }>('SELECT seq, customer_id FROM customer_erasures WHERE seq > ? ORDER BY seq'),
    erasedSince: db.prepare<[number], { customer_id: string }>('SELECT customer_id FROM customer_erasures WHERE at >= ? ORDER BY seq'),
    removedBefore: db.prepare<{ before: number; limit: number }, { id: string }>(
      'SELECT id FROM customers WHERE updated_at < @before AND status = 0 ORDER BY updated_at LIMIT @limit',
    ),
    importTraces: db.prepare<[string], { import_id: string; created_at: number; kind: 'created' | 'updated'; before: string | null; after: string }>(
      `SELECT r.import_id, i.created_at, r.kind, r.before, r.after FROM customer_import_records r JOIN customer_imports i ON i.id = r.import_id
       WHERE r.customer_id = ? ORDER BY i.created_at`,
    ),
    bulkTraces: db.prepare<[string], { bulk_id: string; created_at: number; status: number; version: number }>(
      `SELECT r.bulk_id, b.created_at, b.status, r.version FROM customer_bulk_records r JOIN customer_bulk_changes b ON b.id = r.bulk_id
       WHERE r.customer_id = ? ORDER BY b.created_at`,
    ),
    eventTraces: db.prepare<[string], { id: string; type: string; at: number; data: string }>('SELECT id, type, at, data FROM webhook_events WHERE customer_id = ? ORDER BY seq'),
  };
}
