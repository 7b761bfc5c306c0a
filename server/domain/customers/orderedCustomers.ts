// One filter's customers in name order, as a live list holds them (liveCustomerList.ts): a change moves one row
// instead of re-sorting all, and many changes at once are merged in one pass.
import { customerSortKey } from '../ordering.ts';
import type { Customer, CustomerChange } from './customer.ts';

/** Past this many changes in one set, one merge pass over the list beats moving rows one by one. */
const mergeThreshold = 32;

interface Entry {
  key: string;
  /** The ADDED change for this version of the customer, made once and shared by every page that holds it */
  added: CustomerChange;
}

export class OrderedCustomers {
  private entries: Entry[] = [];
  /** Each customer's entry, by id */
  private readonly entryOf = new Map<string, Entry>();

  get size(): number {
    return this.entries.length;
  }

  /** The ADDED changes of the rows from `start` to `end` (excluded), in order: a page of the initial list. */
  added(start: number, end: number): CustomerChange[] {
    return this.entries.slice(start, end).map((entry) => entry.added);
  }

  /** Applies one change set's changes, in order. */
  apply(changes: readonly CustomerChange[]): void {
    if (changes.length > mergeThreshold) this.patchMany(changes);
    else for (const change of changes) this.patch(change);
  }

  /** This list's customer with the id, if the filter holds it. */
  current(id: string): Customer | null {
    return this.entryOf.get(id)?.added.customer ?? null;
  }

  replace(customers: readonly Customer[]): void {
    this.entries = customers
      .map((customer) => ({ key: customerSortKey(customer), added: { type: 'ADDED' as const, customer } }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.entryOf.clear();
    for (const entry of this.entries) this.entryOf.set(entry.added.customer.id, entry);
  }

  private patch({ type, customer }: CustomerChange): void {
    const old = this.entryOf.get(customer.id);
    if (old !== undefined) {
      this.entries.splice(this.position(old.key), 1);
      this.entryOf.delete(customer.id);
    }
    if (type === 'REMOVED') return;
    const key = customerSortKey(customer);
    const entry: Entry = { key, added: { type: 'ADDED', customer } };
    this.entries.splice(this.position(key), 0, entry);
    this.entryOf.set(customer.id, entry);
  }

  /**
   * Many changes at once (a bulk change, an import): one pass that drops the changed rows and merges the new ones in,
   * where moving rows one by one would shift the whole list once per change (100,000 removals: minutes).
   */
  private patchMany(changes: readonly CustomerChange[]): void {
    const latest = new Map<string, CustomerChange>();
    for (const change of changes) latest.set(change.customer.id, change);
    // The entries themselves, not their ids: the pass over the whole list asks of each by identity, not by string.
    const dropped = new Set<Entry>();
    const added: Entry[] = [];
    for (const [id, { type, customer }] of latest) {
      const old = this.entryOf.get(id);
      if (old !== undefined) {
        dropped.add(old);
        this.entryOf.delete(id);
      }
      if (type === 'REMOVED') continue;
      const entry: Entry = { key: customerSortKey(customer), added: { type: 'ADDED', customer } };
      added.push(entry);
      this.entryOf.set(id, entry);
    }
    if (!added.length) {
      if (dropped.size) this.entries = this.entries.filter((entry) => !dropped.has(entry));
      return;
    }
    added.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const next: Entry[] = [];
    let incoming = 0;
    for (const entry of this.entries) {
      if (dropped.has(entry)) continue;
      while (incoming < added.length && added[incoming]!.key < entry.key) next.push(added[incoming++]!);
      next.push(entry);
    }
    while (incoming < added.length) next.push(added[incoming++]!);
    this.entries = next;
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
}
