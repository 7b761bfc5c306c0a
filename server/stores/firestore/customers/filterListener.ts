// One Firestore snapshot listener per customer filter,
// shared by every watcher of that filter (docs/stores.md#firestore).
import type { DocumentChange, Query, QuerySnapshot } from 'firebase-admin/firestore';
import {
  matchesFilter,
  type Customer,
  type CustomerChange,
  type CustomerChangeSet,
  type CustomerFilter,
} from '../../../domain/customers/customer.ts';
import { customerSortKey, sortByKey } from '../../../domain/ordering.ts';
import type { CustomerWatcher, Unsubscribe } from '../../../domain/customers/customerStore.ts';
import { log } from '../../../log.ts';
import { customerFromDocument } from './customerDocument.ts';
import { queryReads, type FirestoreMeter } from '../firestoreMeter.ts';
import { erasedCustomer } from '../../../domain/customers/customerErasure.ts';

/** A write this process made that its listener has not shown yet stops answering from memory this long at most. */
const expectTimeoutMs = 30_000;

export const defaultRetryDelaysMs: readonly number[] = [500, 2_000, 8_000, 30_000];

function initialSet(snapshot: QuerySnapshot): CustomerChangeSet {
  return {
    initial: true,
    complete: true,
    changes: snapshot.docs.map((doc) => ({ type: 'ADDED', customer: customerFromDocument(doc.id, doc.data()) })),
  };
}

function changeFrom(change: DocumentChange, filter: CustomerFilter): CustomerChange {
  const customer = customerFromDocument(change.doc.id, change.doc.data());
  if (change.type === 'added') return { type: 'ADDED', customer };
  if (change.type === 'modified') return { type: 'MODIFIED', customer };
  // Firestore hands back the last version that matched, whether the customer left the query or was erased (deleted),
  // by this process or any other: a listener cannot tell which, so a removal carries no personal data, as an erasure's
  // must (customerErasure.ts). One that left a status query now has the other status.
  return {
    type: 'REMOVED',
    customer: erasedCustomer({ ...customer, status: filter === 'ALL' ? customer.status : filter === 'REMOVED' }),
  };
}

/** One onSnapshot listener on one filter's query: its watchers' change sets, and the filter's customers in memory. */
export class FilterListener {
  private readonly watchers = new Set<CustomerWatcher>();
  /** The current listener's latest snapshot; null until its first one arrives. */
  private latest: QuerySnapshot | null = null;
  private stopListening: Unsubscribe | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  /** This process's writes to customers of the filter that the listener has not delivered yet: id → version, until */
  private readonly unconfirmed = new Map<string, { version: number; until: number }>();
  /** The latest snapshot's customers in name order, made when first asked for */
  private ordered: Customer[] | null = null;

  constructor(
    private readonly query: Query,
    readonly filter: CustomerFilter,
    private readonly retryDelaysMs: readonly number[],
    private readonly onClose: () => void,
    private readonly meter: FirestoreMeter,
  ) {
    this.listen();
  }

  get listening(): boolean {
    return this.stopListening !== null;
  }

  get watcherCount(): number {
    return this.watchers.size;
  }

  /** A write of this process to customer `id` (leaving it at `version`) is on its way: memory waits for it. */
  expect(id: string, version: number): void {
    this.unconfirmed.set(id, { version, until: Date.now() + expectTimeoutMs });
  }

  /**
   * The filter's customers in name order, as the listener last heard, when that includes every write this process
   * made (read your own writes); null otherwise. Other processes' writes arrive as they do for live lists.
   */
  current(): readonly Customer[] | null {
    if (!this.latest) return null;
    const now = Date.now();
    for (const [id, { until }] of this.unconfirmed) if (until <= now) this.unconfirmed.delete(id);
    if (this.unconfirmed.size) return null;
    this.ordered ??= sortByKey(
      this.latest.docs.map((doc) => customerFromDocument(doc.id, doc.data())),
      customerSortKey,
    );
    return this.ordered;
  }

  /**
   * Adds a watcher; it gets its initial set now when the listener has state, else with the listener's first snapshot.
   */
  add(watcher: CustomerWatcher): Unsubscribe {
    this.watchers.add(watcher);
    if (this.latest) watcher.next(initialSet(this.latest));
    return () => {
      if (this.watchers.delete(watcher) && this.watchers.size === 0) this.close();
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.watchers.clear();
    this.detach();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.onClose();
  }

  /**
   * A new listener in place of the current one: after an outage, so watchers start over from what Firestore holds now.
   */
  restart(): void {
    if (this.closed) return;
    // A retry waiting out its delay (up to 30 s) need not wait any longer: Firestore is back.
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.detach();
    this.listen();
  }

  private listen(): void {
    this.stopListening = this.query.onSnapshot(
      (snapshot) => this.received(snapshot),
      (error) => this.failed(error),
    );
  }

  private detach(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.latest = null;
    this.ordered = null;
  }

  private received(snapshot: QuerySnapshot): void {
    if (this.closed) return;
    const first = this.latest === null;
    this.latest = snapshot;
    this.ordered = null;
    const docChanges = snapshot.docChanges();
    this.meter.record('listen', first ? queryReads(snapshot.size) : docChanges.length, 0, Date.now());
    for (const change of docChanges) {
      const expected = this.unconfirmed.get(change.doc.id);
      if (
        expected &&
        (change.type === 'removed' ||
          customerFromDocument(change.doc.id, change.doc.data()).version >= expected.version)
      ) {
        this.unconfirmed.delete(change.doc.id);
      }
    }
    if (first) {
      // The first snapshot of a (re-established) listener: everyone starts over from it.
      this.failures = 0;
      this.send(initialSet(snapshot));
      return;
    }
    const changes = docChanges.map((change) => changeFrom(change, this.filter));
    if (changes.length) this.send({ initial: false, changes, complete: true });
  }

  private failed(error: Error): void {
    if (this.closed) return;
    this.detach();
    const delay = this.retryDelaysMs[this.failures];
    this.failures += 1;
    if (delay === undefined) {
      log.error(
        `customers listener (${this.filter}) failed ${this.failures} times in a row; ending ${this.watchers.size} subscriptions`,
        error,
      );
      const watchers = [...this.watchers];
      this.close();
      const failure = new Error('The live customer list is unavailable; subscribe again later.');
      for (const watcher of watchers) watcher.error(failure);
      return;
    }
    log.error(`customers listener (${this.filter}) failed; listening again in ${delay} ms`, error);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.listen();
    }, delay);
  }

  private send(set: CustomerChangeSet): void {
    for (const watcher of [...this.watchers]) {
      if (this.watchers.has(watcher)) watcher.next(set);
    }
  }
}

export interface CustomerFeedStat {
  filter: CustomerFilter;
  /** Whether its one onSnapshot listener is attached (false while waiting to re-establish it) */
  listening: boolean;
  watchers: number;
}

/** At most one listener per filter, shared by all its watchers while any is left. */
export class FilterListeners {
  private readonly feeds = new Map<CustomerFilter, FilterListener>();

  constructor(
    private readonly query: (filter: CustomerFilter) => Query,
    private readonly retryDelaysMs: readonly number[],
    private readonly meter: FirestoreMeter,
  ) {}

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    let feed = this.feeds.get(filter);
    if (!feed) {
      const created = new FilterListener(
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
   * The filter's customers in name order from a listener of this process,
   * when it has heard of every write this process made.
   */
  remembered(filter: CustomerFilter): readonly Customer[] | null {
    const own = this.feeds.get(filter)?.current();
    if (own) return own;
    const all = filter === 'ALL' ? null : this.feeds.get('ALL')?.current();
    return all ? all.filter((customer) => matchesFilter(customer, filter)) : null;
  }

  /** Tells the listeners of the filters these writes touch to wait for them before answering from memory. */
  expect(writes: ReadonlyArray<{ before: Customer | null; after: Customer }>): void {
    for (const feed of this.feeds.values()) {
      for (const { before, after } of writes) {
        if ((before && matchesFilter(before, feed.filter)) || matchesFilter(after, feed.filter))
          feed.expect(after.id, after.version);
      }
    }
  }

  /**
   * This process is erasing `before`: the listeners of its filters wait for its removal before answering from memory.
   */
  erasing(before: Customer): void {
    for (const feed of this.feeds.values())
      if (matchesFilter(before, feed.filter)) feed.expect(before.id, before.version);
  }

  /** Every listener listens afresh (after an outage), so live lists converge. */
  restart(): void {
    for (const feed of this.feeds.values()) feed.restart();
  }

  /** The live feeds: one per watched filter, each with at most one listener. For tests and diagnostics. */
  stats(): CustomerFeedStat[] {
    return [...this.feeds.values()].map((feed) => ({
      filter: feed.filter,
      listening: feed.listening,
      watchers: feed.watcherCount,
    }));
  }

  close(): void {
    for (const feed of [...this.feeds.values()]) feed.close();
  }
}
