import { randomBytes } from 'node:crypto';
import {
  matchesFilter,
  type Customer,
  type CustomerChange,
  type CustomerChangeSet,
  type CustomerFeedSet,
  type CustomerFilter,
} from './customer.ts';
import type { CustomerStore, Unsubscribe } from './customerStore.ts';
import { erasedCustomer } from './customerErasure.ts';
import { OrderedCustomers } from './orderedCustomers.ts';
import { narrowedFeed } from './ownedFeed.ts';
import { inScope, isNarrowed, type CustomerScope } from './customerScope.ts';

/** Rows of the first page (a first screen, even on a tall monitor) and of each page after it. */
export const initialPageSizes = { first: 100, rest: 2000 } as const;

/** How far back a client can resume (docs/collaboration.md): older cursors get the whole list again. */
export const resumeLimits = { changes: 100_000, ageMs: 24 * 60 * 60 * 1000 } as const;

/**
 * A write's time is taken just before it commits, a list hears of another connection's commit a poll later
 * (stores/sqlite/customers/changeFeed.ts), and Firestore's commit times are its clock, not ours: changes stamped up to
 * this long before a cursor are sent again on resume (twice is harmless).
 */
export const resumeMarginMs = 2_000;

export interface FeedWatcher {
  next(set: CustomerFeedSet): void;
  error(error: Error): void;
}

/** Where a client stands: this list's identity and how many change sets it had applied, and when. */
interface Cursor {
  list: string;
  sequence: number;
  at: number;
}

const encodeCursor = ({ list, sequence, at }: Cursor) => Buffer.from(`${list}.${sequence}.${at}`).toString('base64url');

function decodeCursor(cursor: string): Cursor | null {
  const [list, sequence, at] = Buffer.from(cursor, 'base64url').toString().split('.');
  const parsed = { list: list ?? '', sequence: Number(sequence), at: Number(at) };
  return parsed.list && Number.isSafeInteger(parsed.sequence) && Number.isSafeInteger(parsed.at) ? parsed : null;
}

/**
 * One filter's customers in name order, fed by the store's change feed and shared by every subscriber of the filter:
 * a new subscriber costs pages of this list, not a store read, and a change moves one row instead of re-sorting all.
 * It remembers its recent change sets, so a client that reconnects with a cursor gets what it missed, not the list.
 */
export class LiveCustomerList {
  private readonly rows = new OrderedCustomers();
  private readonly subscribers = new Set<FeedWatcher>();
  /** Subscribers that asked to resume before the list had loaded, with their cursor */
  private readonly waiting = new Map<FeedWatcher, string>();
  /** The initial pages of the list as it is now, shared by subscribers until the next change */
  private pages: CustomerFeedSet[] | null = null;
  private loaded = false;
  private readonly stopFeed: Unsubscribe;
  /** Names this list in its cursors: a cursor of another list (another process, a restart) cannot use its log */
  private readonly id = randomBytes(6).toString('base64url');
  private sequence = 0;
  private appliedAt = Date.now();
  /**
   * Each customer changed since the list loaded, once, as its latest change left it, in the order of those changes
   * (oldest first), within resumeLimits: what a resume sends, whatever number of times a customer changed.
   */
  private changed = new Map<string, { sequence: number; at: number; customer: Customer }>();
  /** Changes up to this set are forgotten: a cursor from before it cannot resume from the log */
  private forgottenUpTo = 0;
  /** A store read for resumes under way, shared by the clients resuming meanwhile (one read, not one each) */
  private storeRead: { since: number; sequence: number; customers: Promise<[Customer[] | null, string[]]> } | null =
    null;

  constructor(
    private readonly store: CustomerStore,
    private readonly filter: CustomerFilter,
    private readonly onFailure: (list: LiveCustomerList) => void,
    /** Only one member's customers, or those with some tags (customerScope.ts): the store's feed for the filter, narrowed */
    private readonly scope: CustomerScope = {},
  ) {
    const watcher = { next: (set: CustomerChangeSet) => this.apply(set), error: (error: Error) => this.fail(error) };
    this.stopFeed = store.watch(filter, isNarrowed(scope) ? narrowedFeed((c) => inScope(c, scope), watcher) : watcher);
  }

  /** Without `after`, the list in pages and then its changes; with a cursor it gave, only what came after it. */
  subscribe(watcher: FeedWatcher, after?: string | null): Unsubscribe {
    this.subscribers.add(watcher);
    if (!this.loaded) {
      if (after) this.waiting.set(watcher, after);
    } else if (after) void this.resume(watcher, after);
    else this.sendPages(watcher);
    return () => {
      this.subscribers.delete(watcher);
      this.waiting.delete(watcher);
    };
  }

  close(): void {
    this.stopFeed();
    this.subscribers.clear();
  }

  private get cursor(): string {
    return encodeCursor({ list: this.id, sequence: this.sequence, at: this.appliedAt });
  }

  private apply(set: CustomerChangeSet): void {
    this.sequence += 1;
    this.appliedAt = Date.now();
    if (set.initial) {
      this.replace(set.changes.map((change) => change.customer));
      this.changed.clear();
      this.forgottenUpTo = this.sequence;
      for (const watcher of this.subscribers) {
        const after = this.waiting.get(watcher);
        this.waiting.delete(watcher);
        if (after) void this.resume(watcher, after);
        else this.sendPages(watcher);
      }
      return;
    }
    this.rows.apply(set.changes);
    this.remember(set.changes);
    this.pages = null;
    // One set object for every subscriber, so it is executed and serialised once per distinct document.
    const sent: CustomerFeedSet = { ...set, cursor: this.cursor };
    for (const watcher of this.subscribers) if (!this.waiting.has(watcher)) watcher.next(sent);
  }

  private remember(changes: readonly CustomerChange[]): void {
    for (const { customer } of changes) {
      // Deleted first, so the map's order stays the order of each customer's latest change.
      this.changed.delete(customer.id);
      this.changed.set(customer.id, { sequence: this.sequence, at: this.appliedAt, customer });
    }
    const oldest = this.appliedAt - resumeLimits.ageMs;
    for (const [id, { sequence, at }] of this.changed) {
      if (this.changed.size <= resumeLimits.changes && at >= oldest) break;
      this.changed.delete(id);
      this.forgottenUpTo = Math.max(this.forgottenUpTo, sequence);
    }
  }

  /**
   * What a client that stood at `after` missed: from this list's log when the cursor is its own and not too old; else
   * (another process, a restart) from the store, which can say which customers changed since a time; the whole list
   * when the cursor cannot be read or is older than resumeLimits.
   */
  private async resume(watcher: FeedWatcher, after: string): Promise<void> {
    const cursor = decodeCursor(after);
    let changed: Customer[] | null = null;
    try {
      changed = cursor && (this.fromLog(cursor) ?? (await this.fromStore(cursor)));
    } catch {
      // The store could not say (Firestore away): the whole list, which this list holds, does as well.
    }
    if (!this.subscribers.has(watcher)) return;
    if (!changed) {
      this.sendPages(watcher);
      return;
    }
    const changes = changed.map((customer): CustomerChange => {
      const current = this.current(customer.id);
      return current ? { type: 'MODIFIED', customer: current } : { type: 'REMOVED', customer };
    });
    // In sets the size of the initial list's pages; each one is a complete list's change.
    const cursorNow = this.cursor;
    for (let start = 0; start === 0 || start < changes.length; start += initialPageSizes.rest) {
      watcher.next({
        initial: false,
        complete: true,
        changes: changes.slice(start, start + initialPageSizes.rest),
        cursor: cursorNow,
      });
    }
  }

  /**
   * The customers changed after the cursor (as their latest change left them),
   * or null when the log does not reach back.
   */
  private fromLog(cursor: Cursor): Customer[] | null {
    if (cursor.list !== this.id || cursor.sequence > this.sequence || cursor.sequence < this.forgottenUpTo) return null;
    return this.changedAfter(cursor.sequence);
  }

  private changedAfter(sequence: number): Customer[] {
    const customers: Customer[] = [];
    for (const change of this.changed.values()) if (change.sequence > sequence) customers.push(change.customer);
    return customers;
  }

  /**
   * The customers the store says changed since the cursor's time (another process's or a restarted server's cursor).
   * Clients resuming while a read that reaches back far enough is under way share it, and get what this list has
   * applied since that read began on top.
   */
  private async fromStore(cursor: Cursor): Promise<Customer[] | null> {
    if (Date.now() - cursor.at > resumeLimits.ageMs) return null;
    const since = cursor.at - resumeMarginMs;
    let read = this.storeRead;
    if (!read || read.since > since) {
      // Erased customers left no row to find: the outbox's customer.erased events name them.
      const customers = Promise.all([
        this.store.changedSince(since, resumeLimits.changes),
        this.store.erasedSince(since),
      ]);
      const started = { since, sequence: this.sequence, customers };
      this.storeRead = read = started;
      const done = () => {
        if (this.storeRead === started) this.storeRead = null;
      };
      started.customers.then(done, done);
    }
    const [changed, erased] = await read.customers;
    if (!changed) return null;
    // A customer the store has that this list has not heard of yet arrives as a change set of its own.
    const known = changed.filter(
      (customer) =>
        this.current(customer.id) || !matchesFilter(customer, this.filter) || !inScope(customer, this.scope),
    );
    const gone = erased.map((id) => erasedCustomer({ id, status: this.filter !== 'REMOVED', version: 0 }));
    return [...known, ...gone, ...this.changedAfter(read.sequence)];
  }

  private replace(customers: readonly Customer[]): void {
    this.rows.replace(customers);
    this.pages = null;
    this.loaded = true;
  }

  /** This list's customer with the id, if the filter holds it. */
  private current(id: string): Customer | null {
    return this.rows.current(id);
  }

  private sendPages(watcher: FeedWatcher): void {
    this.pages ??= pagesOf(this.rows, this.cursor);
    for (const page of this.pages) watcher.next(page);
  }

  private fail(error: Error): void {
    this.stopFeed();
    for (const watcher of this.subscribers) watcher.error(error);
    this.subscribers.clear();
    this.onFailure(this);
  }
}

function pagesOf(rows: OrderedCustomers, cursor: string): CustomerFeedSet[] {
  const pages: CustomerFeedSet[] = [];
  let start = 0;
  do {
    const size = start === 0 ? initialPageSizes.first : initialPageSizes.rest;
    const end = Math.min(rows.size, start + size);
    pages.push({ initial: start === 0, complete: end === rows.size, changes: rows.added(start, end), cursor });
    start = end;
  } while (start < rows.size);
  return pages;
}
