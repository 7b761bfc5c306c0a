// The SQLite store's change feed: its own commits and, by following the history, other connections' (a second server
// on the same data folder, or a tool) reach every watcher of this process (docs/collaboration.md#several-processes).
import {
  changeSetFor,
  type Customer,
  type CustomerFilter,
  type CustomerWrite,
} from '../../../domain/customers/customer.ts';
import { erasedCustomer } from '../../../domain/customers/customerErasure.ts';
import type { CustomerWatcher, Unsubscribe } from '../../../domain/customers/customerStore.ts';
import type { SqliteDatabase } from '../database.ts';
import type { SqliteCustomerReads } from './customerReads.ts';
import type { HistoryRow } from './customerRows.ts';

/**
 * How often a watched store looks for other connections' commits. A look is one `data_version` pragma (6 µs), so 40
 * a second cost nothing; at 200 ms a second process's subscribers heard a save 2.5x later than the first's.
 */
const followIntervalMs = 25;

/** How far the feed has read other connections' history and erasures: a rolled-back write puts it back. */
export interface FeedPosition {
  historySeen: number;
  erasedSeen: number;
}

/**
 * Every committed write is handed to the feed, which turns it into per-filter change sets for the watchers; writes
 * another connection committed reach them too, through the history (catchUp).
 */
export class SqliteChangeFeed {
  private readonly watchers = new Set<{ filter: CustomerFilter; watcher: CustomerWatcher }>();
  /** watchCustomer's listeners, by customer id */
  private readonly customerWatchers = new Map<string, Set<(customer: Customer | null) => void>>();
  /** watchHistory's listeners */
  private readonly historyWatchers = new Set<() => void>();
  private readonly statements;
  /** The newest history row this store has seen: rows after it were written by another connection (process or tool). */
  private historySeen = 0;
  /** The newest erasure this store has looked at: later ones are other connections'. */
  private erasedSeen = 0;
  /** Polls for other connections' commits while someone watches */
  private follower: NodeJS.Timeout | null = null;
  private followedVersion = -1;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly reads: SqliteCustomerReads,
  ) {
    this.statements = {
      historyAfter: db.prepare<[number], HistoryRow & { customer_id: string }>(
        'SELECT * FROM customer_history WHERE id > ? ORDER BY id',
      ),
      lastHistoryId: db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM customer_history'),
      lastErasure: db.prepare<[], { seq: number | null }>('SELECT max(seq) AS seq FROM customer_erasures'),
      erasedAfter: db.prepare<[number], { seq: number; customer_id: string }>(
        'SELECT seq, customer_id FROM customer_erasures WHERE seq > ? ORDER BY seq',
      ),
    };
    this.historySeen = this.statements.lastHistoryId.get()!.id ?? 0;
    this.erasedSeen = this.statements.lastErasure.get()!.seq ?? 0;
  }

  /** Where the feed stands, for a write transaction to put back if it rolls back. */
  position(): FeedPosition {
    return { historySeen: this.historySeen, erasedSeen: this.erasedSeen };
  }

  /** A rolled-back write transaction: the history it wrote is gone, and so is what it saw of it. */
  rewind({ historySeen, erasedSeen }: FeedPosition): void {
    this.historySeen = historySeen;
    this.erasedSeen = erasedSeen;
  }

  /** This connection wrote history row `id`: it is no other connection's. */
  recorded(id: number): void {
    this.historySeen = id;
  }

  /** This connection added erasure `seq`: it is no other connection's. */
  erasedHere(seq: number): void {
    this.erasedSeen = seq;
  }

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    // SQLite is synchronous here, so no write can fall between the initial read and the registration.
    const entry = { filter, watcher };
    this.startFollowing();
    this.watchers.add(entry);
    watcher.next({
      initial: true,
      complete: true,
      changes: this.reads.listNow(filter).map((customer) => ({ type: 'ADDED', customer })),
    });
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
    listener(this.reads.read(id));
    return () => {
      listeners.delete(listener);
      if (!listeners.size) this.customerWatchers.delete(id);
      this.stopFollowing();
    };
  }

  watchHistory(listener: () => void): Unsubscribe {
    this.startFollowing();
    this.historyWatchers.add(listener);
    return () => {
      this.historyWatchers.delete(listener);
      this.stopFollowing();
    };
  }

  private watched(): boolean {
    return this.watchers.size > 0 || this.customerWatchers.size > 0 || this.historyWatchers.size > 0;
  }

  /**
   * Before the first watcher: what it reads first is the current state, so older writes of other connections are in it.
   */
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

  publish(writes: CustomerWrite[]): void {
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
    this.reads.forgetCounts();
    for (const { filter, watcher } of this.watchers) {
      const changes = ids.map((id) => ({
        type: 'REMOVED' as const,
        customer: erasedCustomer({ id, status: filter !== 'REMOVED', version: 0 }),
      }));
      watcher.next({ initial: false, complete: true, changes });
    }
    for (const id of ids) for (const listener of [...(this.customerWatchers.get(id) ?? [])]) listener(null);
  }

  /**
   * Other connections' writes since the last look, from the history they recorded
   * (docs/collaboration.md#several-processes: a second server on the same data folder, or a tool): each customer as it
   * is now, and as it was before them, from the entries' old values. Called in this store's write transactions before
   * their own writes, and by the follower.
   */
  catchUp(): CustomerWrite[] {
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
      const after = this.reads.read(id);
      if (!after) return [];
      let before: Customer | null = { ...after };
      for (const entry of [...entries].reverse()) {
        const changes = JSON.parse(entry.changes) as Array<{ field: string; from: string | null }>;
        if (entry.type === 'CREATED' || changes.some(({ field, from }) => field === 'status' && from === null)) {
          before = null;
          break;
        }
        for (const { field, from } of changes)
          (before as unknown as Record<string, unknown>)[field] = field === 'status' ? from === 'true' : (from ?? '');
      }
      return [{ before, after }];
    });
  }

  /**
   * Every followIntervalMs while someone watches:
   * another connection's commit (data_version moved) is published like ours.
   */
  private follow(): void {
    if (this.follower) return;
    this.followedVersion = this.db.pragma('data_version', { simple: true }) as number;
    this.follower = setInterval(() => {
      const version = this.db.pragma('data_version', { simple: true }) as number;
      if (version === this.followedVersion) return;
      this.followedVersion = version;
      const writes = this.catchUp();
      if (!writes.length) return;
      this.reads.forgetCounts();
      this.publish(writes);
    }, followIntervalMs);
    this.follower.unref();
  }
}
