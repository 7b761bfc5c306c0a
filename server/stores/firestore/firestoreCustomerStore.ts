import type { CollectionReference, DocumentReference, Firestore, Query, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { User } from '../../domain/accounts/account.ts';
import { isStale, valuesAfterOthers, type CustomerValues } from '../../domain/customers/customerVersions.ts';
import { historyEntry, type FieldChange, type CustomerHistoryEntry, type CustomerHistoryPage, type CustomerHistoryType } from '../../domain/customers/customerHistory.ts';
import { StoreUnavailableError } from '../../domain/errors.ts';
import { log } from '../../log.ts';
import type { Customer, CustomerFields, CustomerFilter } from '../../domain/customers/customer.ts';
import { orderAndSearch, pageOfOrdered } from '../../domain/customers/customerPaging.ts';
import { undoOf, type CustomerImportSummary, type CustomerImportUndo, type ImportRecord, type ImportWrite } from '../../domain/customers/customerImport.ts';
import type { CustomerPageQuery, CustomerStore, CustomerStorePage, CustomerWatcher, ImportCounts, Unsubscribe } from '../../domain/customers/customerStore.ts';
import { customerFromDocument, savedFields } from './customerDocument.ts';
import { CustomerFeed, defaultRetryDelaysMs } from './customerFeed.ts';

/** The last history `order` this process gave (ms × 1000, counting up within a millisecond). */
let historyOrder = 0;

/** firebase-admin retries an unreachable Firestore for a minute; a client is told sooner that its write was not confirmed. */
export const defaultWriteDeadlineMs = 8_000;
const probeIntervalMs = 1_000;
/** Documents read by one getAll call */
const getAllBatch = 500;

function withDeadline<T>(write: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError()), ms);
  });
  // The SDK may still apply a write after the deadline; its outcome then reaches live lists through the feed.
  write.catch(() => undefined);
  return Promise.race([write, deadline]).finally(() => clearTimeout(timer));
}

export interface FirestoreCustomerStoreOptions {
  /** How long a write may take before the client is told it was not confirmed */
  writeDeadlineMs?: number;
  /** Waits before re-establishing a failed listener, one per attempt; when they run out, its watchers get an error. */
  retryDelaysMs?: readonly number[];
}

export interface CustomerFeedStat {
  filter: CustomerFilter;
  /** Whether its one onSnapshot listener is attached (false while waiting to re-establish it) */
  listening: boolean;
  watchers: number;
}

/**
 * Customers in Firestore's 'customers' collection, written as SPEC §7 lists (set, merge, status only).
 * Live changes come from at most one snapshot listener per filter, shared by all its watchers.
 */
export class FirestoreCustomerStore implements CustomerStore {
  private readonly feeds = new Map<CustomerFilter, CustomerFeed>();
  private readonly collection: CollectionReference;
  /** customerImports/{importId} holds an import's counts; its records/{customerId} what it did to each customer */
  private readonly importsCollection: CollectionReference;
  private readonly retryDelaysMs: readonly number[];
  private readonly writeDeadlineMs: number;
  private probing = false;
  private closed = false;

  constructor(
    private readonly db: Firestore,
    options: FirestoreCustomerStoreOptions = {},
  ) {
    this.collection = db.collection('customers');
    this.importsCollection = db.collection('customerImports');
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
    this.writeDeadlineMs = options.writeDeadlineMs ?? defaultWriteDeadlineMs;
  }

  // Ordered and searched in memory: Firestore has no substring search, and an orderBy on a stored key would drop
  // the documents the original app wrote without one.
  async list(filter: CustomerFilter, search?: string | null): Promise<Customer[]> {
    const snapshot = await this.query(filter).get();
    return orderAndSearch(
      snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data())),
      search,
    );
  }

  async page(query: CustomerPageQuery): Promise<CustomerStorePage> {
    return pageOfOrdered(await this.list(query.filter, query.search), query);
  }

  /** One read of the filter (the order is made in memory, as for `list`), handed out a batch at a time. */
  async *batches(filter: CustomerFilter, search: string | null, size: number): AsyncIterable<Customer[]> {
    const all = await this.list(filter, search);
    for (let start = 0; start < all.length; start += size) yield all.slice(start, start + size);
  }

  async get(id: string): Promise<Customer | null> {
    const doc = await this.collection.doc(id).get();
    return doc.exists ? customerFromDocument(doc.id, doc.data()) : null;
  }

  /** Read whole, as `list` is: Firestore cannot compare emails case aside, and a customer saved before has no normalised phone. */
  async findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]> {
    const wantedEmails = new Set(emails.map((email) => email.toLowerCase()));
    const wantedPhones = new Set(phones);
    const snapshot = await this.collection.get();
    return snapshot.docs
      .map((doc) => customerFromDocument(doc.id, doc.data()))
      .filter((customer) => wantedEmails.has(customer.email.toLowerCase()) || (customer.phoneNormalized !== null && wantedPhones.has(customer.phoneNormalized)));
  }

  /** The customer and its history entry in one batch. */
  async create(id: string, fields: CustomerFields, by: User | null = null): Promise<Customer> {
    const customer: Customer = { ...savedFields(id, fields), status: true, version: 1 };
    const batch = this.db.batch();
    batch.set(this.collection.doc(id), customer);
    this.record(batch, null, customer, by, Date.now());
    await this.write(batch.commit());
    return customer;
  }

  update(id: string, fields: CustomerFields, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting(id, savedFields(id, fields), by, seen));
  }

  setStatus(id: string, status: boolean, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting(id, { status }, by, seen));
  }

  /** Read whole and ordered in memory, as lists are: a customer's history is short, and cursors stay store-agnostic. */
  async history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage> {
    const snapshot = await this.collection.doc(customerId).collection('history').get();
    const entries = snapshot.docs
      .map((doc) => ({ key: `${String(doc.get('order')).padStart(20, '0')}:${doc.id}`, data: doc.data() }))
      .sort((a, b) => (a.key < b.key ? 1 : -1));
    const start = after === null ? 0 : entries.findIndex(({ key }) => key < after);
    const page = start === -1 ? [] : entries.slice(start, start + first);
    const nodes = page.map(
      ({ data }): CustomerHistoryEntry => ({
        at: data.at,
        by: data.byUid ? { uid: data.byUid, email: data.byEmail ?? '' } : null,
        type: data.type,
        changes: data.changes,
      }),
    );
    return { nodes, endCursor: page.at(-1)?.key ?? null, hasNextPage: start !== -1 && start + first < entries.length };
  }

  /** Adds a write's history entry to its batch or transaction, as customers/{id}/history/{auto id}. */
  private record(
    writer: WriteBatch | Transaction,
    before: Customer | null,
    after: Customer,
    by: User | null,
    at: number,
    type?: CustomerHistoryType,
  ): void {
    const entry = historyEntry(before, after, by, at, type);
    if (!entry) return;
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

  async imports(limit: number): Promise<CustomerImportSummary[]> {
    const snapshot = await this.importsCollection.orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => {
      const count = (field: string) => (typeof doc.get(field) === 'number' ? (doc.get(field) as number) : 0);
      return { id: doc.id, at: count('createdAt'), created: count('created'), updated: count('updated'), skipped: count('skipped'), failed: count('failed'), undone: Boolean(doc.get('undoneAt')) };
    });
  }

  async importState(importId: string): Promise<'open' | 'undone' | null> {
    const doc = await this.importsCollection.doc(importId).get();
    return doc.exists ? (doc.get('undoneAt') ? 'undone' : 'open') : null;
  }

  /** One transaction: Firestore delivers its writes to the listeners as one snapshot, so watchers get one change set. */
  importBatch(importId: string, writes: readonly ImportWrite[], counts: ImportCounts, by: User | null = null): Promise<void> {
    const importRef = this.importsCollection.doc(importId);
    const customerRefs = writes.map(({ id }) => this.collection.doc(id));
    const recordRefs = writes.map(({ id }) => importRef.collection('records').doc(id));
    return this.write(
      this.db.runTransaction(async (transaction) => {
        const [importDoc, ...docs] = await transaction.getAll(importRef, ...customerRefs, ...recordRefs);
        const now = Date.now();
        const previous = importDoc!.exists ? importDoc!.data()! : { createdAt: Date.now(), undoneAt: null, created: 0, updated: 0, skipped: 0, failed: 0 };
        transaction.set(importRef, {
          ...previous,
          created: previous.created + counts.created,
          updated: previous.updated + counts.updated,
          skipped: previous.skipped + counts.skipped,
          failed: previous.failed + counts.failed,
        });
        writes.forEach(({ kind, id, fields, restore }, index) => {
          const doc = docs[index]!;
          const record = docs[writes.length + index]!;
          const before = doc.exists ? customerFromDocument(id, doc.data()) : null;
          if (kind === 'update' && !before) return;
          const saved = savedFields(id, fields);
          const after: Customer = { ...saved, status: restore || (before?.status ?? true), version: (before?.version ?? 0) + 1 };
          if (kind === 'create') transaction.set(customerRefs[index]!, after);
          else transaction.set(customerRefs[index]!, { ...saved, status: after.status, version: after.version }, { merge: true });
          // A customer touched again by the same import keeps its first before and kind, and takes the latest after.
          if (record.exists) transaction.update(recordRefs[index]!, { after });
          else transaction.set(recordRefs[index]!, { kind: kind === 'create' ? 'created' : 'updated', before, after });
          this.record(transaction, before, after, by, now, 'IMPORTED');
        });
      }),
    );
  }

  undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    const importRef = this.importsCollection.doc(importId);
    return this.write(
      this.db.runTransaction(async (transaction) => {
        const importDoc = await transaction.get(importRef);
        if (!importDoc.exists) return 'unknown' as const;
        if (importDoc.get('undoneAt')) return 'undone' as const;
        const records = (await transaction.get(importRef.collection('records'))).docs;
        const refs = records.map((record) => this.collection.doc(record.id));
        const docs = refs.length ? await transaction.getAll(...refs) : [];
        const undo: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
        const now = Date.now();
        records.forEach((recordDoc, index) => {
          const doc = docs[index]!;
          if (!doc.exists) return;
          const current = customerFromDocument(doc.id, doc.data());
          const data = recordDoc.data();
          // The records hold customers in the document shape, read as tolerantly.
          const record: ImportRecord = { kind: data.kind, before: data.before && customerFromDocument(doc.id, data.before), after: customerFromDocument(doc.id, data.after) };
          const { action } = undoOf(current, record);
          if (action === 'kept') undo.keptChangedSince.push(current);
          else if (action === 'remove') {
            undo.removed++;
            if (!current.status) return;
            const version = current.version + 1;
            transaction.set(refs[index]!, { status: false, version }, { merge: true });
            this.record(transaction, current, { ...current, status: false, version }, by, now);
          } else {
            undo.reverted++;
            const version = current.version + 1;
            // The status too: a customer the import restored goes back to removed.
            const { status } = record.before!;
            transaction.set(refs[index]!, { ...savedFields(doc.id, record.before!), status, version }, { merge: true });
            this.record(transaction, current, { ...record.before!, status, version }, by, now);
          }
        });
        transaction.update(importRef, { undoneAt: Date.now() });
        return undo;
      }),
    );
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

  /** Other clients write to Firestore without this process hearing of it unless it listens: it cannot tell. */
  changeVersion(): null {
    return null;
  }

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    let feed = this.feeds.get(filter);
    if (!feed) {
      const created = new CustomerFeed(this.query(filter), filter, this.retryDelaysMs, () => {
        if (this.feeds.get(filter) === created) this.feeds.delete(filter);
      });
      this.feeds.set(filter, created);
      feed = created;
    }
    return feed.add(watcher);
  }

  /**
   * The customers whose documents were committed since `since`, by Firestore's own commit times (which the original
   * app's writes have as well): one read of the collection projected to its status, then the changed documents whole.
   * A live list uses it to resume clients whose cursors are from before this server started.
   */
  async changedSince(since: number, limit: number): Promise<Customer[] | null> {
    const stamps = await this.collection.select('status').get();
    const changed = stamps.docs.filter((doc) => doc.updateTime.toMillis() >= since).map((doc) => doc.ref);
    if (changed.length > limit) return null;
    const customers: Customer[] = [];
    for (let start = 0; start < changed.length; start += getAllBatch) {
      const docs = await this.db.getAll(...changed.slice(start, start + getAllBatch));
      for (const doc of docs) if (doc.exists) customers.push(customerFromDocument(doc.id, doc.data()));
    }
    return customers;
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
  }

  private query(filter: CustomerFilter): Query {
    return filter === 'ALL' ? this.collection : this.collection.where('status', '==', filter === 'ACTIVE');
  }

  /**
   * Merges into a document only when it exists: a transaction, so an unknown id never becomes a stray document, and a
   * write made on version `seen` merges with the history written since (customerVersions.ts) as it stands at commit.
   */
  private mergeIntoExisting(id: string, wanted: CustomerValues, by: User | null, seen: number | null | undefined): Promise<Customer | null> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return null;
      const before = customerFromDocument(id, doc.data());
      let values = wanted;
      if (isStale(before, seen)) {
        const history = await transaction.get(ref.collection('history').where('version', '>', seen));
        // By version: exact, where `order` is the clock of whichever server wrote the entry.
        const since = history.docs.sort((a, b) => a.get('version') - b.get('version')).map((entry) => entry.get('changes') as FieldChange[]);
        values = valuesAfterOthers(before, since, wanted);
      }
      const fields = { ...values, version: before.version + 1 };
      transaction.set(ref, fields, { merge: true });
      const after = customerFromDocument(id, { ...doc.data(), ...fields });
      this.record(transaction, before, after, by, Date.now());
      return after;
    });
  }

}
