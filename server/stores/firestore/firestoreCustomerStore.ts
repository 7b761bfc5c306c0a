import type { CollectionReference, Firestore, Query } from 'firebase-admin/firestore';
import { StoreUnavailableError } from '../../domain/errors.ts';
import type { Customer, CustomerFields, CustomerFilter } from '../../domain/customers/customer.ts';
import { orderAndSearch, pageOfOrdered } from '../../domain/customers/customerPaging.ts';
import type { CustomerPageQuery, CustomerStore, CustomerStorePage, CustomerWatcher, Unsubscribe } from '../../domain/customers/customerStore.ts';
import { customerFromDocument, savedFields } from './customerDocument.ts';
import { CustomerFeed, defaultRetryDelaysMs } from './customerFeed.ts';

/** firebase-admin retries an unreachable Firestore for a minute; a client is told sooner that its write was not confirmed. */
export const defaultWriteDeadlineMs = 8_000;
const probeIntervalMs = 1_000;

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
  private readonly retryDelaysMs: readonly number[];
  private readonly writeDeadlineMs: number;
  private probing = false;
  private closed = false;

  constructor(
    private readonly db: Firestore,
    options: FirestoreCustomerStoreOptions = {},
  ) {
    this.collection = db.collection('customers');
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

  async create(id: string, fields: CustomerFields): Promise<Customer> {
    const customer: Customer = { ...savedFields(id, fields), status: true };
    await this.write(this.collection.doc(id).set(customer));
    return customer;
  }

  update(id: string, fields: CustomerFields): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting(id, savedFields(id, fields)));
  }

  setStatus(id: string, status: boolean): Promise<Customer | null> {
    return this.write(this.mergeIntoExisting(id, { status }));
  }

  /** A write with a deadline; one that misses it starts watching for Firestore's return. */
  private async write<T>(write: Promise<T>): Promise<T> {
    try {
      return await withDeadline(write, this.writeDeadlineMs);
    } catch (error) {
      if (error instanceof StoreUnavailableError) this.watchForReturn();
      throw error;
    }
  }

  /**
   * firebase-admin's listeners back off for up to a minute while Firestore is away. One read at a time waits for its
   * return (the SDK retries it); then every feed listens afresh, so live lists converge soon after Firestore is back.
   */
  private watchForReturn(): void {
    if (this.probing || this.closed) return;
    this.probing = true;
    const probe = (): void => {
      this.collection.limit(1).get().then(
        () => {
          this.probing = false;
          if (!this.closed) for (const feed of this.feeds.values()) feed.restart();
        },
        // Still away after the SDK's own retries: ask again.
        () => (this.closed ? (this.probing = false) : void setTimeout(probe, probeIntervalMs).unref()),
      );
    };
    probe();
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

  /** Merges into a document only when it exists: a transaction, so an unknown id never becomes a stray document. */
  private mergeIntoExisting(id: string, fields: Partial<Customer>): Promise<Customer | null> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return null;
      transaction.set(ref, fields, { merge: true });
      return customerFromDocument(id, { ...doc.data(), ...fields });
    });
  }
}
