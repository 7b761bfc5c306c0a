import { customerSortKey } from '../ordering.ts';
import type { Customer, CustomerChange, CustomerChangeSet, CustomerFilter } from './customer.ts';
import type { CustomerStore, CustomerWatcher, Unsubscribe } from './customerStore.ts';

/** Rows of the first page (a first screen, even on a tall monitor) and of each page after it. */
export const initialPageSizes = { first: 100, rest: 2000 } as const;

interface Entry {
  key: string;
  /** The ADDED change for this version of the customer, made once and shared by every page that holds it */
  added: CustomerChange;
}

/**
 * One filter's customers in name order, fed by the store's change feed and shared by every subscriber of the filter:
 * a new subscriber costs pages of this list, not a store read, and a change moves one row instead of re-sorting all.
 */
export class LiveCustomerList {
  private entries: Entry[] = [];
  private readonly keyOf = new Map<string, string>();
  private readonly subscribers = new Set<CustomerWatcher>();
  /** The initial pages of the list as it is now, shared by subscribers until the next change */
  private pages: CustomerChangeSet[] | null = null;
  private loaded = false;
  private readonly stopFeed: Unsubscribe;

  constructor(store: CustomerStore, filter: CustomerFilter, private readonly onFailure: (list: LiveCustomerList) => void) {
    this.stopFeed = store.watch(filter, {
      next: (set) => this.apply(set),
      error: (error) => this.fail(error),
    });
  }

  subscribe(watcher: CustomerWatcher): Unsubscribe {
    this.subscribers.add(watcher);
    if (this.loaded) this.sendPages(watcher);
    return () => {
      this.subscribers.delete(watcher);
    };
  }

  close(): void {
    this.stopFeed();
    this.subscribers.clear();
  }

  private apply(set: CustomerChangeSet): void {
    if (set.initial) {
      this.replace(set.changes.map((change) => change.customer));
      for (const watcher of this.subscribers) this.sendPages(watcher);
      return;
    }
    for (const change of set.changes) this.patch(change);
    this.pages = null;
    // One set object for every subscriber, so it is executed and serialised once per distinct document.
    for (const watcher of this.subscribers) watcher.next(set);
  }

  private replace(customers: readonly Customer[]): void {
    this.entries = customers
      .map((customer) => ({ key: customerSortKey(customer), added: { type: 'ADDED' as const, customer } }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keyOf.clear();
    for (const entry of this.entries) this.keyOf.set(entry.added.customer.id, entry.key);
    this.pages = null;
    this.loaded = true;
  }

  private patch({ type, customer }: CustomerChange): void {
    const old = this.keyOf.get(customer.id);
    if (old !== undefined) {
      this.entries.splice(this.position(old), 1);
      this.keyOf.delete(customer.id);
    }
    if (type === 'REMOVED') return;
    const key = customerSortKey(customer);
    this.entries.splice(this.position(key), 0, { key, added: { type: 'ADDED', customer } });
    this.keyOf.set(customer.id, key);
  }

  /** Where `key` is, or would go: the first entry whose key is not below it. */
  private position(key: string): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entries[middle]!.key < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private sendPages(watcher: CustomerWatcher): void {
    this.pages ??= pagesOf(this.entries);
    for (const page of this.pages) watcher.next(page);
  }

  private fail(error: Error): void {
    this.stopFeed();
    for (const watcher of this.subscribers) watcher.error(error);
    this.subscribers.clear();
    this.onFailure(this);
  }
}

function pagesOf(entries: readonly Entry[]): CustomerChangeSet[] {
  const pages: CustomerChangeSet[] = [];
  let start = 0;
  do {
    const size = start === 0 ? initialPageSizes.first : initialPageSizes.rest;
    const end = Math.min(entries.length, start + size);
    pages.push({ initial: start === 0, complete: end === entries.length, changes: entries.slice(start, end).map((entry) => entry.added) });
    start = end;
  } while (start < entries.length);
  return pages;
}
