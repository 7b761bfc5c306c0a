import type { CollectionReference, DocumentReference, DocumentSnapshot, Firestore, Query, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { bulkUndoOf, type BulkChangeUndo } from '../../domain/bulk/customerBulk.ts';
import type { User } from '../../domain/accounts/account.ts';
import { isStale, valuesAfterOthers, type CustomerValues } from '../../domain/conflicts/staleWriteMerge.ts';
import { historyEntry, type FieldChange, type CustomerHistoryEntry, type CustomerHistoryPage, type CustomerHistoryType } from '../../domain/history/customerHistory.ts';
import { StoreUnavailableError } from '../../domain/errors.ts';
import { withDeadline } from './deadline.ts';
import { log } from '../../log.ts';
import { matchesFilter, withStatus, type Customer, type CustomerFields, type CustomerFilter } from '../../domain/customers/customer.ts';
import { keepMatching, orderAndSearch, pageOfOrdered } from '../../domain/customers/customerPaging.ts';
import { undoOf, type CustomerImportSummary, type CustomerImportUndo, type ImportRecord, type ImportWrite } from '../../domain/customers/customerImport.ts';
import type { CustomerPageQuery, CustomerStore, CustomerStorePage, CustomerWatcher, ImportCounts, Unsubscribe } from '../../domain/customers/customerStore.ts';
import { customerDocument, customerFromDocument, keysMarkerPath, orderKeyFields, savedFields, storedKeys, storedKeysVersion } from './customerDocument.ts';
import { defaultCustomerOrder, isDefaultOrder, sortCustomers, type CustomerOrder } from '../../domain/ordering.ts';
import { CustomerFeed, defaultRetryDelaysMs } from './customerFeed.ts';
import { countReads, FirestoreMeter, queryReads } from './firestoreMeter.ts';
import { customerEvent, importCompletedEvent, importUndoneEvent, type WebhookEvent, type WebhookEventType } from '../../domain/webhooks/webhook.ts';
import type { WebhookOutbox } from '../../domain/webhooks/webhookStore.ts';
import { FirestoreWebhookOutbox } from './firestoreWebhookStore.ts';
import { planMerge, type MergeOutcome } from '../../domain/merge/customerMerge.ts';
import { erasureKeptMs, type CustomerTraces } from '../../domain/customers/customerErasure.ts';
import { addedChange, removedChange, type RecentChange, type StatusCounts, type TimeWindow, type WindowCounts } from '../../domain/stats/customerCounts.ts';

/** Waits before listening again to the newest history entry after its listener failed */
const historyRetryMs = 5_000;

/** A history document as the store reads it back. */
function historyEntryOf(data: FirebaseFirestore.DocumentData): CustomerHistoryEntry {
  return { at: data.at, by: data.byUid ? { uid: data.byUid, email: data.byEmail ?? '' } : null, type: data.type, changes: data.changes };
}

/** The last history `order` this process gave (ms × 1000, counting up within a millisecond). */
let historyOrder = 0;

/** firebase-admin retries an unreachable Firestore for a minute; a client is told sooner that its write was not confirmed. */
export const defaultWriteDeadlineMs = 8_000;
const probeIntervalMs = 1_000;
/** How long /readyz waits for Firestore to answer */
const readyTimeoutMs = 3_000;
/** Documents read by one getAll call */
const getAllBatch = 500;
/** Values in one `in` filter: Firestore's documented limit for `in` is 30 (Query limitations). */
const inValuesMax = 30;
/** Firestore's documented limit (Quotas and limits): at most 500 writes in one commit or transaction. */
const writesPerCommit = 500;
/**
 * An imported customer costs four writes (itself, its import record, its history entry, its webhook event); the
 * import's counts and its own event two more.
 */
export const importCustomersPerTransaction = Math.floor((writesPerCommit - 2) / 4);
/**
 * Customers per transaction of a bulk change (four writes each: itself, its history entry, its record, its webhook event). Fewer than
 * the 500-write limit allows: on the emulator, commits of 300 or more writes to documents that live lists watch took
 * longer than the write deadline, 150 took well under a second.
 */
export const bulkCustomersPerTransaction = 50;


/** The document fields a status write merges in: a restored customer loses its mergedInto (customer.ts's withStatus). */
function statusWrite(before: Customer, after: Customer, now: number) {
  return { status: after.status, version: after.version, ...storedKeys(after, now), ...(before.mergedInto && !after.mergedInto && { mergedInto: null }) };
}

export interface FirestoreCustomerStoreOptions {
  /** How long a write may take before the client is told it was not confirmed */
  writeDeadlineMs?: number;
  /** Waits before re-establishing a failed listener, one per attempt; when they run out, its watchers get an error. */
  retryDelaysMs?: readonly number[];
  /** Counts each call's document reads and writes (a new one when not given) */
  meter?: FirestoreMeter;
  /** Where each write's webhook events go, in the write's batch or transaction */
  outbox?: WebhookOutbox<WriteBatch | Transaction>;
}

export interface CustomerFeedStat {
  filter: CustomerFilter;
  /** Whether its one onSnapshot listener is attached (false while waiting to re-establish it) */
  listening: boolean;
  watchers: number;
}

/**
 * Customers in Firestore's 'customers' collection, written as docs/product.md#calls lists (set, merge, status only).
 * Live changes come from at most one snapshot listener per filter, shared by all its watchers.
 */
export class FirestoreCustomerStore implements CustomerStore {
  private readonly feeds = new Map<CustomerFilter, CustomerFeed>();
  private readonly collection: CollectionReference;
  /** customerImports/{importId} holds an import's counts; its records/{customerId} what it did to each customer */
  private readonly importsCollection: CollectionReference;
  /** customerBulkChanges/{bulkId} holds a bulk change's status and count; its records/{customerId} the version it left */
  private readonly bulkCollection: CollectionReference;
  private readonly retryDelaysMs: readonly number[];
  private readonly writeDeadlineMs: number;
  private probing = false;
  private closed = false;
  /** Whether every customer document carries the stored keys, asked once (null: not asked yet, or asking failed) */
  private keysReady: Promise<boolean> | null = null;
  readonly meter: FirestoreMeter;
  private readonly outbox: WebhookOutbox<WriteBatch | Transaction>;

  constructor(
    private readonly db: Firestore,
    options: FirestoreCustomerStoreOptions = {},
  ) {
    this.collection = db.collection('customers');
    this.importsCollection = db.collection('customerImports');
    this.bulkCollection = db.collection('customerBulkChanges');
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
    this.writeDeadlineMs = options.writeDeadlineMs ?? defaultWriteDeadlineMs;
    this.meter = options.meter ?? new FirestoreMeter();
    this.outbox = options.outbox ?? new FirestoreWebhookOutbox(db);
  }

  // Firestore has no substring search: a search is answered from a listener's memory when this process has one for
  // the filter (a live list is open), else by reading the filter whole, as is the whole list without a search.
  list(filter: CustomerFilter, search?: string | null, order: CustomerOrder = defaultCustomerOrder): Promise<Customer[]> {
    return this.scan('list', filter, search, order);
  }

  /** The filter's customers matching the search, in the order: from a listener's memory, else read whole. */
  private async scan(operation: string, filter: CustomerFilter, search: string | null | undefined, order: CustomerOrder): Promise<Customer[]> {
    const started = Date.now();
    const remembered = this.remembered(filter);
    if (remembered) {
      this.meter.record(operation, 0, 0, started);
      const matching = keepMatching(remembered, search);
      return isDefaultOrder(order) ? [...matching] : sortCustomers(matching, order);
    }
    const snapshot = await this.query(filter).get();
    this.meter.record(operation, queryReads(snapshot.size), 0, started);
    return orderAndSearch(
      snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data())),
      search,
      order,
    );
  }

  /**
   * Without a search: the page by the stored sort key (`first` + 1 reads) and the count from a listener's memory (none)
   * or a count aggregation (one read per 1,000). With one, or before the keys are back-filled: as `list`.
   */
  async page(query: CustomerPageQuery): Promise<CustomerStorePage> {
    const started = Date.now();
    const order = query.order ?? defaultCustomerOrder;
    if (this.remembered(query.filter) || query.search?.trim() || !(await this.indexed())) {
      return pageOfOrdered(await this.scan('page', query.filter, query.search, order), { ...query, order });
    }
    const [docs, totalCount] = await Promise.all([
      this.afterKey(query.filter, order, query.afterKey, query.first + 1),
      query.total === false ? null : this.count(query.filter),
    ]);
    const customers = docs.map((doc) => customerFromDocument(doc.id, doc.data()));
    this.meter.record('page', queryReads(docs.length) + (totalCount === null ? 0 : countReads(totalCount)), 0, started);
    return { customers: customers.slice(0, query.first), hasNextPage: customers.length > query.first, totalCount };
  }

  /**
   * Pages of `size` by the stored sort key, each read as the caller asks for it; a search keeps what matches from each
   * page (Firestore cannot search: every customer of the filter is read once) unless a listener's memory answers.
   */
  async *batches(filter: CustomerFilter, search: string | null, size: number, order: CustomerOrder = defaultCustomerOrder): AsyncIterable<Customer[]> {
    if (this.remembered(filter) || !(await this.indexed())) {
      const all = await this.scan('batches', filter, search, order);
      for (let start = 0; start < all.length; start += size) yield all.slice(start, start + size);
      return;
    }
    let afterKey: string | null = null;
    let pending: Customer[] = [];
    for (;;) {
      const started = Date.now();
      const docs = await this.afterKey(filter, order, afterKey, size);
      this.meter.record('batches', queryReads(docs.length), 0, started);
      pending.push(...keepMatching(docs.map((doc) => customerFromDocument(doc.id, doc.data())), search));
      while (pending.length >= size) yield pending.splice(0, size);
      if (docs.length < size) break;
      afterKey = docs.at(-1)!.get(orderKeyFields[order.field]) as string;
    }
    if (pending.length) yield pending;
    pending = [];
  }

  async get(id: string): Promise<Customer | null> {
    const started = Date.now();
    const doc = await this.collection.doc(id).get();
    this.meter.record('get', 1, 0, started);
    return doc.exists ? customerFromDocument(doc.id, doc.data()) : null;
  }

  /**
   * `in` queries on the stored lower-cased email and normalised phone, 30 values each: reads are what they find (at
   * least one a query). Before the keys are back-filled, the collection is read whole.
   */
  async findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]> {
    const started = Date.now();
    const wantedEmails = new Set(emails.map((email) => email.toLowerCase()));
    const wantedPhones = new Set(phones);
    const wanted = (customer: Customer) => wantedEmails.has(customer.email.toLowerCase()) || (customer.phoneNormalized !== null && wantedPhones.has(customer.phoneNormalized));
    if (!(await this.indexed())) {
      const snapshot = await this.collection.get();
      this.meter.record('findByContact', queryReads(snapshot.size), 0, started);
      return snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data())).filter(wanted);
    }
    const queries: Query[] = [];
    const chunked = (field: string, values: readonly string[]) => {
      for (let start = 0; start < values.length; start += inValuesMax) queries.push(this.collection.where(field, 'in', values.slice(start, start + inValuesMax)));
    };
    chunked('emailLower', [...wantedEmails]);
    chunked('phoneNormalized', [...wantedPhones]);
    const snapshots = await Promise.all(queries.map((query) => query.get()));
    const found = new Map<string, Customer>();
    let reads = 0;
    for (const snapshot of snapshots) {
      reads += queryReads(snapshot.size);
      for (const doc of snapshot.docs) found.set(doc.id, customerFromDocument(doc.id, doc.data()));
    }
    this.meter.record('findByContact', reads, 0, started);
    return [...found.values()];
  }

  /** The customer and its history entry in one batch. */
  async create(id: string, fields: CustomerFields, by: User | null = null): Promise<Customer> {
    const started = Date.now();
    const customer: Customer = { ...savedFields(id, fields), status: true, version: 1 };
    const batch = this.db.batch();
    batch.set(this.collection.doc(id), customerDocument(customer, started));
    this.record(batch, null, customer, by, started);
    this.expect([{ before: null, after: customer }]);
    // The first write of an empty collection marks it as keyed (indexed()), before there is a document without the mark.
    await this.write(this.indexed().then(() => batch.commit()));
    this.meter.record('create', 0, 3, started);
    return customer;
  }

  update(id: string, fields: CustomerFields, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting('update', id, savedFields(id, fields), by, seen));
  }

  setStatus(id: string, status: boolean, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting('setStatus', id, { status }, by, seen));
  }

  /** Read whole and ordered in memory, as lists are: a customer's history is short, and cursors stay store-agnostic. */
  async history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage> {
    const started = Date.now();
    const snapshot = await this.collection.doc(customerId).collection('history').get();
    this.meter.record('history', queryReads(snapshot.size), 0, started);
    const entries = snapshot.docs
      .map((doc) => ({ key: `${String(doc.get('order')).padStart(20, '0')}:${doc.id}`, data: doc.data() }))
      .sort((a, b) => (a.key < b.key ? 1 : -1));
    const start = after === null ? 0 : entries.findIndex(({ key }) => key < after);
    const page = start === -1 ? [] : entries.slice(start, start + first);
    const nodes = page.map(({ data }) => historyEntryOf(data));
    return { nodes, endCursor: page.at(-1)?.key ?? null, hasNextPage: start !== -1 && start + first < entries.length };
  }

  /**
   * Counts from a live list's memory where this process has one (no read), else a count aggregation each: one read
   * per 1,000 customers of the status.
   */
  async statusCounts(): Promise<StatusCounts> {
    const started = Date.now();
    let reads = 0;
    const [active, removed] = await Promise.all(
      (['ACTIVE', 'REMOVED'] as const).map(async (filter) => {
        const remembered = this.remembered(filter);
        if (remembered) return remembered.length;
        const count = await this.count(filter);
        reads += countReads(count);
        return count;
      }),
    );
    this.meter.record('statusCounts', reads, 0, started);
    return { active: active!, removed: removed! };
  }

  /**
   * Two count aggregations per window over every customer's history (a collection group query on the entry's
   * status change and time, firestore.indexes.json): one read per 1,000 entries counted, at least one each, so a
   * quiet window costs 2 reads. The history itself is never read.
   */
  async statusChanges(windows: readonly TimeWindow[]): Promise<WindowCounts[]> {
    const started = Date.now();
    const history = this.db.collectionGroup('history');
    let reads = 0;
    const count = async (change: FieldChange, { from, to }: TimeWindow) => {
      const counted = (await history.where('changes', 'array-contains', change).where('at', '>=', from).where('at', '<', to).count().get()).data().count;
      reads += countReads(counted);
      return counted;
    };
    const counts = await Promise.all(windows.map(async (window) => ({ added: await count(addedChange, window), removed: await count(removedChange, window) })));
    this.meter.record('statusChanges', reads, 0, started);
    return counts;
  }

  /**
   * The newest `first` entries of every customer's history by `order` (a collection group query, single-field index
   * in firestore.indexes.json), then their customers at once: at most 2 × first reads.
   */
  async recentChanges(first: number): Promise<RecentChange[]> {
    const started = Date.now();
    const snapshot = await this.db.collectionGroup('history').orderBy('order', 'desc').limit(first).get();
    // Only customers' histories: another collection called 'history' elsewhere would be no customer's.
    const entries = snapshot.docs.filter((doc) => doc.ref.parent.parent?.parent.id === this.collection.id);
    const ids = [...new Set(entries.map((doc) => doc.ref.parent.parent!.id))];
    const customers = ids.length ? await this.db.getAll(...ids.map((id) => this.collection.doc(id))) : [];
    this.meter.record('recentChanges', queryReads(snapshot.size) + customers.length, 0, started);
    const byId = new Map(customers.map((doc) => [doc.id, doc.exists ? customerFromDocument(doc.id, doc.data()) : null]));
    return entries.map((doc) => {
      const customerId = doc.ref.parent.parent!.id;
      return { customerId, customer: byId.get(customerId) ?? null, entry: historyEntryOf(doc.data()) };
    });
  }

  /** One listener per process, shared by every watchHistory caller, while any is left. */
  private historyWatch: { listeners: Set<() => void>; stop(): void } | null = null;

  watchHistory(listener: () => void): Unsubscribe {
    const watch = (this.historyWatch ??= this.listenToHistory());
    watch.listeners.add(listener);
    return () => {
      watch.listeners.delete(listener);
      if (watch.listeners.size) return;
      watch.stop();
      if (this.historyWatch === watch) this.historyWatch = null;
    };
  }

  /**
   * Listens to the newest history entry of all customers: every write records one, so each new entry is a change.
   * One read when it starts and one per new entry, whichever process or tool wrote it; the customers are not read.
   */
  private listenToHistory(): { listeners: Set<() => void>; stop(): void } {
    const listeners = new Set<() => void>();
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    let retry: NodeJS.Timeout | null = null;
    const attach = (signalFirst: boolean) => {
      let first = true;
      unsubscribe = this.db
        .collectionGroup('history')
        .orderBy('order', 'desc')
        .limit(1)
        .onSnapshot(
          (snapshot) => {
            const changed = snapshot.docChanges().filter(({ type }) => type !== 'removed').length;
            this.meter.record('watchHistory', first ? queryReads(snapshot.size) : changed, 0, Date.now());
            // After a failure, the first snapshot may hold what was missed meanwhile.
            const signal = first ? signalFirst : changed > 0;
            first = false;
            if (signal) for (const listener of [...listeners]) listener();
          },
          (error) => {
            log.warn(`history listener failed: ${error.message}`);
            unsubscribe = null;
            if (stopped) return;
            retry = setTimeout(() => attach(true), historyRetryMs);
            retry.unref();
          },
        );
    };
    attach(false);
    return {
      listeners,
      stop: () => {
        stopped = true;
        unsubscribe?.();
        if (retry) clearTimeout(retry);
      },
    };
  }

  /**
   * Adds a write's history entry to its batch or transaction, as customers/{id}/history/{auto id}, and its webhook
   * event to the outbox. Every write that changes a customer calls it once per customer (`event` names a change that
   * is more than a save, such as a merge).
   */
  private record(
    writer: WriteBatch | Transaction,
    before: Customer | null,
    after: Customer,
    by: User | null,
    at: number,
    type?: CustomerHistoryType,
    event?: WebhookEventType,
    extra?: readonly FieldChange[],
  ): void {
    const entry = historyEntry(before, after, by, at, type, extra);
    if (!entry) return;
    this.announce(writer, customerEvent(before, after, at, event));
    const ref: DocumentReference = this.collection.doc(after.id).collection('history').doc();
    // `order` keeps entries of one millisecond in the order this process wrote them.
    historyOrder = Math.max(historyOrder + 1, at * 1000);
    (writer as WriteBatch).set(ref, {
      at,
      order: historyOrder,
      byUid: entry.by?.uid ?? null,
      byEmail: entry.by?.email ?? null,
      type: entry.type,
      changes: entry.changes,
      version: after.version,
    });
  }

  /** Adds a webhook event to the write's batch or transaction: it exists exactly when the write does. */
  private announce(writer: WriteBatch | Transaction, event: WebhookEvent | null): void {
    if (event) this.outbox.add(writer, event);
  }

  async imports(limit: number): Promise<CustomerImportSummary[]> {
    const started = Date.now();
    const snapshot = await this.importsCollection.orderBy('createdAt', 'desc').limit(limit).get();
    this.meter.record('imports', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => {
      const count = (field: string) => (typeof doc.get(field) === 'number' ? (doc.get(field) as number) : 0);
      return { id: doc.id, at: count('createdAt'), created: count('created'), updated: count('updated'), skipped: count('skipped'), failed: count('failed'), undone: Boolean(doc.get('undoneAt')) };
    });
  }

  async importState(importId: string): Promise<'open' | 'undone' | null> {
    const started = Date.now();
    const doc = await this.importsCollection.doc(importId).get();
    this.meter.record('importState', 1, 0, started);
    return doc.exists ? (doc.get('undoneAt') ? 'undone' : 'open') : null;
  }

  /**
   * One transaction when the batch fits one (importCustomersPerTransaction customers): Firestore delivers its writes to
   * the listeners as one snapshot, so watchers get one change set. A bigger batch is written in transactions of that
   * size, each one change set, the first with the batch's counts; its records keep the import undoable as one.
   * A new customer's id is a fresh auto id: only updates read the customer and its record first.
   */
  async importBatch(importId: string, writes: readonly ImportWrite[], counts: ImportCounts, by: User | null = null): Promise<void> {
    await this.write(this.indexed());
    for (let start = 0; start === 0 || start < writes.length; start += importCustomersPerTransaction) {
      const last = start + importCustomersPerTransaction >= writes.length;
      await this.importChunk(importId, writes.slice(start, start + importCustomersPerTransaction), start === 0 ? counts : null, by, last ? counts : null);
    }
  }

  /** `completed`: the batch's counts, on its last chunk, which announces the import batch as done. */
  private importChunk(importId: string, writes: readonly ImportWrite[], counts: ImportCounts | null, by: User | null, completed: ImportCounts | null): Promise<void> {
    const started = Date.now();
    const importRef = this.importsCollection.doc(importId);
    const customerRefs = writes.map(({ id }) => this.collection.doc(id));
    const recordRefs = writes.map(({ id }) => importRef.collection('records').doc(id));
    const updates = writes.flatMap((write, index) => (write.kind === 'update' ? [index] : []));
    let reads = 0;
    let written = 0;
    return this.write(
      this.db.runTransaction(async (transaction) => {
        const read = await transaction.getAll(importRef, ...updates.flatMap((index) => [customerRefs[index]!, recordRefs[index]!]));
        reads = read.length;
        written = 0;
        const importDoc = read[0]!;
        const readOf = new Map<number, [DocumentSnapshot, DocumentSnapshot]>(updates.map((index, at) => [index, [read[1 + 2 * at]!, read[2 + 2 * at]!]]));
        const now = Date.now();
        const previous = importDoc.exists ? importDoc.data()! : { createdAt: now, undoneAt: null, created: 0, updated: 0, skipped: 0, failed: 0 };
        if (counts || !importDoc.exists) {
          written++;
          transaction.set(importRef, {
            ...previous,
            created: previous.created + (counts?.created ?? 0),
            updated: previous.updated + (counts?.updated ?? 0),
            skipped: previous.skipped + (counts?.skipped ?? 0),
            failed: previous.failed + (counts?.failed ?? 0),
          });
        }
        const changed: Array<{ before: Customer | null; after: Customer }> = [];
        writes.forEach(({ kind, id, fields, restore }, index) => {
          const [doc, record] = readOf.get(index) ?? [null, null];
          const before = doc?.exists ? customerFromDocument(id, doc.data()) : null;
          if (kind === 'update' && !before) return;
          const saved = savedFields(id, fields);
          const status = restore || (before?.status ?? true);
          const after: Customer = { ...saved, status, version: (before?.version ?? 0) + 1, ...(!status && before?.mergedInto && { mergedInto: before.mergedInto }) };
          if (kind === 'create') transaction.set(customerRefs[index]!, customerDocument(after, now));
          else transaction.set(customerRefs[index]!, { ...saved, ...(before ? statusWrite(before, after, now) : { status, version: after.version, ...storedKeys(after, now) }) }, { merge: true });
          // A customer touched again by the same import keeps its first before and kind, and takes the latest after.
          if (record?.exists) transaction.update(recordRefs[index]!, { after });
          else transaction.set(recordRefs[index]!, { kind: kind === 'create' ? 'created' : 'updated', before, after });
          this.record(transaction, before, after, by, now, 'IMPORTED');
          written += 4;
          changed.push({ before, after });
        });
        if (completed) {
          this.announce(transaction, importCompletedEvent(importId, completed, now));
          written++;
        }
        this.expect(changed);
      }),
    ).then(() => this.meter.record('importBatch', reads, written, started));
  }

  /**
   * One transaction when the import's records fit one; a bigger import is undone in transactions of that size, each
   * marking its records undone (so a retry after a failure skips them), and marked undone by the last.
   */
  async undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    const started = Date.now();
    const importRef = this.importsCollection.doc(importId);
    const recordsRef = importRef.collection('records');
    const size = (await recordsRef.count().get()).data().count;
    let reads = countReads(size);
    let written = 0;
    const undo: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
    const undoChunk = (records: DocumentSnapshot[] | null, last: boolean) =>
      this.write(
        this.db.runTransaction(async (transaction) => {
          const importDoc = await transaction.get(importRef);
          if (!importDoc.exists) return 'unknown' as const;
          if (importDoc.get('undoneAt')) return 'undone' as const;
          const chunk = records ?? (await transaction.get(recordsRef)).docs;
          const refs = chunk.map((record) => this.collection.doc(record.id));
          const docs = refs.length ? await transaction.getAll(...refs) : [];
          reads += 1 + (records ? 0 : chunk.length) + docs.length;
          const done: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
          const changed: Array<{ before: Customer; after: Customer }> = [];
          const now = Date.now();
          chunk.forEach((recordDoc, index) => {
            const doc = docs[index]!;
            if (records) transaction.update(recordDoc.ref, { undone: true });
            if (!doc.exists) return;
            const current = customerFromDocument(doc.id, doc.data());
            const data = recordDoc.data()!;
            // The records hold customers in the document shape, read as tolerantly.
            const record: ImportRecord = { kind: data.kind, before: data.before && customerFromDocument(doc.id, data.before), after: customerFromDocument(doc.id, data.after) };
            const { action } = undoOf(current, record);
            if (action === 'kept') done.keptChangedSince.push(current);
            else if (action === 'remove') {
              done.removed++;
              if (!current.status) return;
              const after = withStatus(current, false);
              transaction.set(refs[index]!, statusWrite(current, after, now), { merge: true });
              this.record(transaction, current, after, by, now);
              changed.push({ before: current, after });
            } else {
              done.reverted++;
              // The status too: a customer the import restored goes back to removed.
              const after = { ...record.before!, version: current.version + 1 };
              transaction.set(refs[index]!, { ...savedFields(doc.id, record.before!), status: after.status, version: after.version, ...storedKeys(after, now) }, { merge: true });
              this.record(transaction, current, after, by, now);
              changed.push({ before: current, after });
            }
          });
          if (last) {
            transaction.update(importRef, { undoneAt: now });
            const total = { removed: undo.removed + done.removed, reverted: undo.reverted + done.reverted, keptChangedSince: [...undo.keptChangedSince, ...done.keptChangedSince] };
            this.announce(transaction, importUndoneEvent(importId, total, now));
          }
          this.expect(changed);
          written = changed.length * 3 + (records ? chunk.length : 0) + (last ? 2 : 0);
          return done;
        }),
      ).then((done) => {
        this.meter.record('undoImport', reads, written, started);
        if (typeof done === 'string') return done;
        undo.removed += done.removed;
        undo.reverted += done.reverted;
        undo.keptChangedSince.push(...done.keptChangedSince);
        return undo;
      });
    if (size <= importCustomersPerTransaction) return undoChunk(null, true);
    const records = (await recordsRef.get()).docs.filter((record) => !record.get('undone'));
    reads += queryReads(records.length);
    for (let start = 0; start < records.length; start += importCustomersPerTransaction) {
      const outcome = await undoChunk(records.slice(start, start + importCustomersPerTransaction), start + importCustomersPerTransaction >= records.length);
      if (typeof outcome === 'string') return outcome;
    }
    if (!records.length) return undoChunk([], true);
    return undo;
  }

  /**
   * Transactions of bulkCustomersPerTransaction customers, one after another: Firestore delivers each to the listeners
   * as one snapshot, so watchers get one change set per transaction.
   */
  async bulkSetStatus(bulkId: string, ids: readonly string[], status: boolean, by: User | null = null): Promise<number> {
    const started = Date.now();
    const bulkRef = this.bulkCollection.doc(bulkId);
    await this.write(bulkRef.set({ status, createdAt: Date.now(), undoneAt: null, count: 0 }));
    let count = 0;
    let reads = 0;
    for (let start = 0; start < ids.length; start += bulkCustomersPerTransaction) {
      const refs = ids.slice(start, start + bulkCustomersPerTransaction).map((id) => this.collection.doc(id));
      count += await this.write(
        this.db.runTransaction(async (transaction) => {
          const docs = await transaction.getAll(...refs);
          reads += docs.length;
          const now = Date.now();
          const changed = docs.flatMap((doc) => this.bulkStatusOne(transaction, bulkRef, doc, status, by, now) ?? []);
          this.expect(changed);
          return changed.length;
        }),
      );
    }
    await this.write(bulkRef.update({ count }));
    this.meter.record('bulkSetStatus', reads, 2 + count * 3, started);
    return count;
  }

  /** One customer of a bulk change, inside its transaction: the status, its history entry and its record; null when it has that status already or does not exist. */
  private bulkStatusOne(transaction: Transaction, bulkRef: DocumentReference, doc: DocumentSnapshot, status: boolean, by: User | null, now: number): { before: Customer; after: Customer } | null {
    if (!doc.exists) return null;
    const before = customerFromDocument(doc.id, doc.data());
    if (before.status === status) return null;
    const after = withStatus(before, status);
    transaction.set(doc.ref, statusWrite(before, after, now), { merge: true });
    this.record(transaction, before, after, by, now);
    transaction.set(bulkRef.collection('records').doc(doc.id), { version: after.version });
    return { before, after };
  }

  async undoBulk(bulkId: string, by: User | null = null): Promise<BulkChangeUndo | 'unknown' | 'undone'> {
    const started = Date.now();
    const bulkRef = this.bulkCollection.doc(bulkId);
    const bulkDoc = await bulkRef.get();
    if (!bulkDoc.exists) return 'unknown';
    if (bulkDoc.get('undoneAt')) return 'undone';
    const status = bulkDoc.get('status') === true;
    const records = (await bulkRef.collection('records').get()).docs;
    let reads = 1 + queryReads(records.length);
    let written = 0;
    const undo: BulkChangeUndo = { reverted: 0, keptChangedSince: [] };
    for (let start = 0; start === 0 || start < records.length; start += bulkCustomersPerTransaction) {
      const chunk = records.slice(start, start + bulkCustomersPerTransaction);
      const last = start + bulkCustomersPerTransaction >= records.length;
      const outcome = await this.write(
        this.db.runTransaction(async (transaction) => {
          const [state, ...docs] = await transaction.getAll(bulkRef, ...chunk.map((record) => this.collection.doc(record.id)));
          reads += 1 + docs.length;
          // Asked again inside the transaction: another undo of the same change may have run meanwhile.
          if (state!.get('undoneAt')) return null;
          const now = Date.now();
          const kept: Customer[] = [];
          const changed: Array<{ before: Customer; after: Customer }> = [];
          docs.forEach((doc, index) => {
            const current = doc.exists ? customerFromDocument(doc.id, doc.data()) : null;
            const action = bulkUndoOf(current, { customerId: doc.id, status, version: chunk[index]!.get('version') as number });
            if (action === 'kept') kept.push(current!);
            if (action !== 'revert') return;
            const after = withStatus(current!, !status);
            transaction.set(doc.ref, statusWrite(current!, after, now), { merge: true });
            this.record(transaction, current, after, by, now);
            changed.push({ before: current!, after });
          });
          if (last) transaction.update(bulkRef, { undoneAt: now });
          this.expect(changed);
          return { kept, changed: changed.length };
        }),
      );
      if (!outcome) return 'undone';
      undo.reverted += outcome.changed;
      undo.keptChangedSince.push(...outcome.kept);
      written += outcome.changed * 2 + (last ? 1 : 0);
    }
    this.meter.record('undoBulk', reads, written, started);
    return undo;
  }

  /**
   * One transaction: the kept customer and the merged ones read, then each written with its history entry and its
   * webhook event (three writes a customer; limits.mergeIdsMax keeps it far below the 500-write limit), so the live
   * lists' listeners see the merge as one snapshot.
   */
  async merge(keepId: string, mergeIds: readonly string[], fields: CustomerFields | null, by: User | null = null): Promise<MergeOutcome> {
    const started = Date.now();
    const refs = [keepId, ...mergeIds].map((id) => this.collection.doc(id));
    let reads = 0;
    const outcome = await this.write(
      this.db.runTransaction(async (transaction): Promise<MergeOutcome> => {
        const docs = await transaction.getAll(...refs);
        reads = docs.length;
        const missing = docs.find((doc) => !doc.exists);
        if (missing) return { missing: missing.id };
        const [kept, ...merged] = docs.map((doc) => customerFromDocument(doc.id, doc.data()));
        const planned = planMerge(kept!, merged, fields);
        if (!planned.ok) return { invalid: planned.fields };
        const { plan } = planned;
        const now = Date.now();
        transaction.set(refs[0]!, { ...savedFields(keepId, plan.keptFields), version: plan.kept.after.version, ...storedKeys(plan.kept.after, now) }, { merge: true });
        for (const { after } of plan.merged) {
          transaction.set(this.collection.doc(after.id), { status: false, mergedInto: keepId, version: after.version, ...storedKeys(after, now) }, { merge: true });
        }
        const writes = [plan.kept, ...plan.merged];
        for (const { before, after, extra } of writes) this.record(transaction, before, after, by, now, 'MERGED', 'customer.merged', extra);
        this.expect(writes);
        return { kept: plan.kept.after };
      }),
    );
    this.meter.record('merge', reads, 'kept' in outcome ? refs.length * 3 : 0, started);
    return outcome;
  }

  /** A write with a deadline; one that misses it starts watching for Firestore's return. */
  private async write<T>(write: Promise<T>): Promise<T> {
    try {
      const result = await withDeadline(write, this.writeDeadlineMs);
      // A write that got through while we waited for Firestore's return is that return: no need to wait for the probe.
      this.returned();
      return result;
    } catch (error) {
      if (error instanceof StoreUnavailableError) this.watchForReturn();
      throw error;
    }
  }

  /**
   * firebase-admin's listeners back off for up to a minute while Firestore is away. One read at a time waits for its
   * return (the SDK retries it, itself backing off); the first write or probe to get through ends the wait.
   */
  private watchForReturn(): void {
    if (this.probing || this.closed) return;
    this.probing = true;
    const probe = (): void => {
      this.collection.limit(1).get().then(
        () => this.returned(),
        // Still away after the SDK's own retries: ask again, unless a write found it back meanwhile.
        () => {
          if (this.closed) this.probing = false;
          else if (this.probing) setTimeout(probe, probeIntervalMs).unref();
        },
      );
    };
    probe();
  }

  /** Firestore answers again after an outage: every feed listens afresh (once), so live lists converge. */
  private returned(): void {
    if (!this.probing) return;
    this.probing = false;
    if (!this.closed) for (const feed of this.feeds.values()) feed.restart();
  }

  /** null when a one-document read answers within readyTimeoutMs; else why not (/readyz). */
  async ready(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('Firestore did not answer in time'), readyTimeoutMs)));
    const read = this.collection.limit(1).get().then(
      () => null,
      (error: unknown) => `Firestore failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`,
    );
    try {
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Other clients write to Firestore without this process hearing of it unless it listens: it cannot tell. */
  changeVersion(): null {
    return null;
  }

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    let feed = this.feeds.get(filter);
    if (!feed) {
      const created = new CustomerFeed(
        this.query(filter),
        filter,
        this.retryDelaysMs,
        () => {
          if (this.feeds.get(filter) === created) this.feeds.delete(filter);
        },
        this.meter,
      );
      this.feeds.set(filter, created);
      feed = created;
    }
    return feed.add(watcher);
  }

  /**
   * The customers written since `since`, by the stored time of each one's last write (`changedAt`): reads are the
   * customers it finds. Before the keys are back-filled, by Firestore's own commit times (which the original app's
   * writes have as well): one read of the collection projected to its status, then the changed documents whole.
   * A live list uses it to resume clients whose cursors are from before this server started.
   */
  async changedSince(since: number, limit: number): Promise<Customer[] | null> {
    const started = Date.now();
    if (await this.indexed()) {
      const snapshot = await this.collection.where('changedAt', '>=', since).orderBy('changedAt').limit(limit + 1).get();
      this.meter.record('changedSince', queryReads(snapshot.size), 0, started);
      if (snapshot.size > limit) return null;
      return snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data()));
    }
    const stamps = await this.collection.select('status').get();
    const changed = stamps.docs.filter((doc) => doc.updateTime.toMillis() >= since).map((doc) => doc.ref);
    let reads = queryReads(stamps.size);
    if (changed.length > limit) {
      this.meter.record('changedSince', reads, 0, started);
      return null;
    }
    const customers: Customer[] = [];
    for (let start = 0; start < changed.length; start += getAllBatch) {
      const docs = await this.db.getAll(...changed.slice(start, start + getAllBatch));
      reads += docs.length;
      for (const doc of docs) if (doc.exists) customers.push(customerFromDocument(doc.id, doc.data()));
    }
    this.meter.record('changedSince', reads, 0, started);
    return customers;
  }

  /**
   * The customer's traces are found first (its import and bulk-change records under each import and bulk change, read
   * by id), then one transaction reads the customer, its history, presence on it and the events about it, and deletes
   * them all with the customer, adding the customer.erased event. Past Firestore's 500 writes a transaction, the
   * traces go first in batches and the transaction runs again: the customer goes last, so a failure part-way leaves
   * it to be erased again, never orphaned traces.
   */
  async erase(id: string, removedBefore: number | null = null): Promise<boolean> {
    const started = Date.now();
    const ref = this.collection.doc(id);
    const records = await this.recordRefs(id);
    let reads = records.reads;
    const events = this.db.collection('webhookEvents');
    for (;;) {
      const outcome = await this.write(
        this.db.runTransaction(async (transaction) => {
          const doc = await transaction.get(ref);
          reads += 1;
          if (!doc.exists) return null;
          const before = customerFromDocument(id, doc.data());
          const changedAt = doc.get('changedAt');
          const lastWrite = typeof changedAt === 'number' ? changedAt : doc.updateTime!.toMillis();
          if (removedBefore !== null && (before.status || lastWrite >= removedBefore)) return null;
          // One read at a time: the emulator the tests use serves a transaction's reads in turn.
          const history = await transaction.get(ref.collection('history').select());
          const presence = await transaction.get(this.db.collection('presence').where('customerId', '==', id).select());
          const about = await transaction.get(events.where('customerId', '==', id).select());
          // An import's undo names the customers it kept; the erased one is left out (read by type: few, and the
          // emulator the tests use does not answer array-contains on a nested field).
          const undone = await transaction.get(events.where('type', '==', 'import.undone'));
          const naming = undone.docs.filter((doc) => (doc.get('data.keptChangedSince') as unknown[] | undefined)?.includes(id));
          reads += queryReads(history.size) + queryReads(presence.size) + queryReads(about.size) + queryReads(undone.size);
          const traces = [...records.refs, ...history.docs.map((d) => d.ref), ...presence.docs.map((d) => d.ref), ...about.docs.map((d) => d.ref)];
          if (traces.length + naming.length + 3 > writesPerCommit) return { before, traces };
          // First, and only if it is still there: a second erasure of it fails before it writes anything.
          transaction.delete(ref, { exists: true });
          for (const trace of traces) transaction.delete(trace);
          for (const event of naming) {
            const data = event.get('data') as { keptChangedSince: unknown[] };
            transaction.update(event.ref, { data: { ...data, keptChangedSince: data.keptChangedSince.filter((kept) => kept !== id) } });
          }
          const now = Date.now();
          this.announce(transaction, customerEvent(before, null, now, 'customer.erased'));
          // Its id alone, kept a day: other processes' clients that resume from before it hear it is gone.
          transaction.set(this.erasures.doc(), { customerId: id, at: now });
          for (const feed of this.feeds.values()) {
            if (!matchesFilter(before, feed.filter)) continue;
            feed.expect(id, before.version);
            feed.erased(id);
          }
          return { before, traces: null };
        }),
      ).catch((error: unknown) => {
        // Erased by another process between this one's read and its commit: there is nothing left to erase.
        if ((error as { code?: unknown }).code === 5) return null;
        throw error;
      });
      if (!outcome) {
        this.meter.record('erase', reads, 0, started);
        return false;
      }
      if (!outcome.traces) {
        this.meter.record('erase', reads, 0, started);
        await this.pruneErasures();
        return true;
      }
      for (let start = 0; start < outcome.traces.length; start += writesPerCommit) {
        const batch = this.db.batch();
        for (const trace of outcome.traces.slice(start, start + writesPerCommit)) batch.delete(trace);
        await this.write(batch.commit());
      }
      records.refs = [];
    }
  }

  private get erasures(): CollectionReference {
    return this.db.collection('customerErasures');
  }

  /** Forgets erasures older than a day, a few at a time, after an erasure; a failure waits for the next one. */
  private async pruneErasures(): Promise<void> {
    try {
      const old = await this.erasures.where('at', '<', Date.now() - erasureKeptMs).limit(100).select().get();
      if (old.empty) return;
      const batch = this.db.batch();
      for (const doc of old.docs) batch.delete(doc.ref);
      await this.write(batch.commit());
    } catch (error) {
      log.warn(`forgetting old erasures failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The import and bulk-change records of one customer that exist: read by id under every import and bulk change. */
  private async recordRefs(id: string): Promise<{ refs: DocumentReference[]; docs: DocumentSnapshot[]; reads: number }> {
    const [imports, bulks] = await Promise.all([this.importsCollection.select().get(), this.bulkCollection.select().get()]);
    const candidates = [...imports.docs, ...bulks.docs].map((parent) => parent.ref.collection('records').doc(id));
    const docs: DocumentSnapshot[] = [];
    for (let start = 0; start < candidates.length; start += getAllBatch) docs.push(...(await this.db.getAll(...candidates.slice(start, start + getAllBatch))));
    const found = docs.filter((doc) => doc.exists);
    return { refs: found.map((doc) => doc.ref), docs: found, reads: queryReads(imports.size) + queryReads(bulks.size) + docs.length };
  }

  /** By the stored time of the last write (`changedAt`); documents without the stored keys are not found until back-filled. */
  async removedBefore(before: number, limit: number): Promise<string[]> {
    const started = Date.now();
    const snapshot = await this.collection.where('status', '==', false).where('changedAt', '<', before).orderBy('changedAt').limit(limit).select().get();
    this.meter.record('removedBefore', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => doc.id);
  }

  async erasedSince(since: number): Promise<string[]> {
    const started = Date.now();
    const snapshot = await this.erasures.where('at', '>=', since).select('customerId').get();
    this.meter.record('erasedSince', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => doc.get('customerId') as unknown).filter((id): id is string => typeof id === 'string');
  }

  async traces(id: string): Promise<CustomerTraces> {
    const records = await this.recordRefs(id);
    const parentRefs = [...new Map(records.docs.map((doc) => [doc.ref.parent.parent!.path, doc.ref.parent.parent!])).values()];
    const parents = parentRefs.length ? await this.db.getAll(...parentRefs) : [];
    const parentOf = new Map(parents.map((parent) => [parent.ref.path, parent]));
    const traces: CustomerTraces = { imports: [], bulkChanges: [], webhookEvents: [] };
    for (const record of records.docs) {
      const parent = parentOf.get(record.ref.parent.parent!.path)!;
      const at = Number(parent.get('createdAt')) || 0;
      if (parent.ref.parent.id === this.importsCollection.id) {
        const data = record.data()!;
        traces.imports.push({ importId: parent.id, at, kind: data.kind, before: data.before ? customerFromDocument(id, data.before) : null, after: customerFromDocument(id, data.after) });
      } else {
        traces.bulkChanges.push({ bulkId: parent.id, at, status: parent.get('status') === true, version: Number(record.get('version')) || 0 });
      }
    }
    const events = await this.db.collection('webhookEvents').where('customerId', '==', id).get();
    traces.webhookEvents = events.docs
      .map((doc) => ({ id: doc.id, type: String(doc.get('type')), at: Number(doc.get('at')) || 0, data: (doc.get('data') ?? {}) as Record<string, unknown>, order: Number(doc.get('order')) || 0 }))
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...event }) => event);
    traces.imports.sort((a, b) => a.at - b.at);
    traces.bulkChanges.sort((a, b) => a.at - b.at);
    return traces;
  }

  /** One document listener per watching page: a customer's page is open in few tabs at once. */
  watchCustomer(id: string, listener: (customer: Customer | null) => void): Unsubscribe {
    return this.collection.doc(id).onSnapshot(
      (doc) => listener(doc.exists ? customerFromDocument(doc.id, doc.data()) : null),
      (error) => log.warn(`customer listener failed: ${error.message}`),
    );
  }

  /** The live feeds: one per watched filter, each with at most one listener. For tests and diagnostics. */
  feedStats(): CustomerFeedStat[] {
    return [...this.feeds.values()].map((feed) => ({ filter: feed.filter, listening: feed.listening, watchers: feed.watcherCount }));
  }

  /** Detaches every listener; their watchers get nothing more. */
  close(): void {
    this.closed = true;
    for (const feed of [...this.feeds.values()]) feed.close();
    this.historyWatch?.stop();
    this.historyWatch = null;
  }

  private query(filter: CustomerFilter): Query {
    return filter === 'ALL' ? this.collection : this.collection.where('status', '==', filter === 'ACTIVE');
  }

  /**
   * Up to `limit` customer documents of the filter after `afterKey` in the order, by its stored key. A range on the
   * key, which is unique (it ends with the id), is the cursor: the same documents as startAfter, and the in-process
   * emulator the tests use honours it. Status and each key need a composite index each way
   * (server/stores/firestore/firestore.indexes.json).
   */
  private async afterKey(filter: CustomerFilter, order: CustomerOrder, afterKey: string | null, limit: number): Promise<DocumentSnapshot[]> {
    const field = orderKeyFields[order.field];
    let query = this.query(filter);
    if (afterKey !== null) query = query.where(field, order.direction === 'ASC' ? '>' : '<', afterKey);
    return (await query.orderBy(field, order.direction === 'ASC' ? 'asc' : 'desc').limit(limit).get()).docs;
  }

  /** How many customers the filter holds: from a listener's memory, else a count aggregation. */
  private async count(filter: CustomerFilter): Promise<number> {
    return (await this.query(filter).count().get()).data().count;
  }

  /** The filter's customers in name order from a listener of this process, when it has heard of every write this process made. */
  private remembered(filter: CustomerFilter): readonly Customer[] | null {
    const own = this.feeds.get(filter)?.current();
    if (own) return own;
    const all = filter === 'ALL' ? null : this.feeds.get('ALL')?.current();
    return all ? all.filter((customer) => matchesFilter(customer, filter)) : null;
  }

  /** Tells the listeners of the filters these writes touch to wait for them before answering from memory. */
  private expect(writes: ReadonlyArray<{ before: Customer | null; after: Customer }>): void {
    for (const feed of this.feeds.values()) {
      for (const { before, after } of writes) {
        if ((before && matchesFilter(before, feed.filter)) || matchesFilter(after, feed.filter)) feed.expect(after.id, after.version);
      }
    }
  }

  /**
   * Whether every customer document carries the stored keys, so indexed queries find them all: asked once, of a marker
   * npm run backfill-keys writes (an empty collection gets it at once). Until then lists, pages, duplicate checks and
   * resumes read the whole collection, as they must to see the original app's documents.
   */
  private indexed(): Promise<boolean> {
    this.keysReady ??= (async () => {
      const started = Date.now();
      const marker = this.db.doc(keysMarkerPath);
      const [doc, any] = await Promise.all([marker.get(), this.collection.limit(1).get()]);
      this.meter.record('keysMarker', 2, 0, started);
      if (doc.exists && doc.get('version') === storedKeysVersion) return true;
      if (any.empty) {
        await marker.set({ version: storedKeysVersion, at: Date.now() });
        return true;
      }
      log.warn('customer documents without stored keys: run `npm run backfill-keys`; until then lists, pages and duplicate checks read every customer');
      return false;
    })().catch((error: unknown) => {
      this.keysReady = null;
      throw error;
    });
    return this.keysReady;
  }

  /**
   * Merges into a document only when it exists: a transaction, so an unknown id never becomes a stray document, and a
   * write made on version `seen` merges with the history written since (customerVersions.ts) as it stands at commit.
   */
  private mergeIntoExisting(operation: string, id: string, wanted: CustomerValues, by: User | null, seen: number | null | undefined): Promise<Customer | null> {
    const ref = this.collection.doc(id);
    const started = Date.now();
    let reads = 0;
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      reads = 1;
      if (!doc.exists) return null;
      const before = customerFromDocument(id, doc.data());
      let values = wanted;
      if (isStale(before, seen)) {
        const history = await transaction.get(ref.collection('history').where('version', '>', seen));
        reads += queryReads(history.size);
        // By version: exact, where `order` is the clock of whichever server wrote the entry.
        const since = history.docs.sort((a, b) => a.get('version') - b.get('version')).map((entry) => entry.get('changes') as FieldChange[]);
        values = valuesAfterOthers(before, since, wanted);
      }
      // A restored customer is no longer merged into another (customer.ts's withStatus).
      const fields = { ...values, version: before.version + 1, ...(values.status === true && before.mergedInto && { mergedInto: null }) };
      const now = Date.now();
      const after = customerFromDocument(id, { ...doc.data(), ...fields });
      transaction.set(ref, { ...fields, ...storedKeys(after, now) }, { merge: true });
      this.record(transaction, before, after, by, now);
      this.expect([{ before, after }]);
      return after;
    }).then((after) => {
      this.meter.record(operation, reads, after ? 3 : 0, started);
      return after;
    });
  }

}
