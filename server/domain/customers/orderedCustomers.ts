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
  private readonly keyOf = new Map<string, string>();

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
    const key = this.keyOf.get(id);
    return key === undefined ? null : this.entries[this.position(key)]!.added.customer;
  }

  replace(customers: readonly Customer[]): void {
    this.entries = customers
      .map((customer) => ({ key: customerSortKey(customer), added: { type: 'ADDED' as const, customer } }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keyOf.clear();
    for (const entry of this.entries) this.keyOf.set(entry.added.customer.id, entry.key);
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

  /**
   * Many changes at once (a bulk change, an import): one pass that drops the changed rows and merges the new ones in,
   * where moving rows one by one would shift the whole list once per change (100,000 removals: minutes).
   */
  private patchMany(changes: readonly CustomerChange[]): void {
    const latest = new Map<string, CustomerChange>();
    for (const change of changes) latest.set(change.customer.id, change);
    const dropped = new Set<string>();
    const added: Entry[] = [];
    for (const [id, { type, customer }] of latest) {
      if (this.keyOf.delete(id)) dropped.add(id);
      if (type === 'REMOVED') continue;
      const key = customerSortKey(customer);
      added.push({ key, added: { type: 'ADDED', customer } });
      this.keyOf.set(id, key);
    }
    added.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const next: Entry[] = [];
    let incoming = 0;
    for (const entry of this.entries) {
      if (dropped.has(entry.added.customer.id)) continue;
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
