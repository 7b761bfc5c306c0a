// The live list's orders: where a key goes in a sorted list, and each column's order made ahead in idle time, a
// slice at a time, so a click on a column only lays the rows out (docs/architecture.md#the-live-list).
import {
  customerSortFieldNames,
  isStoredOrder,
  sameListOrder,
  type CustomerListOrder,
  type CustomerSortField,
  type SortDirection,
} from '../../../../../server/domain/ordering.ts';
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';

/** Whether key `a` comes before key `b` going up (or, `descending`, down). */
export function comesBefore(a: string, b: string, descending: boolean): boolean {
  return descending ? a > b : a < b;
}

/** First index whose key does not come before `key`. */
export function lowerBound(keys: readonly string[], key: string, descending: boolean): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comesBefore(keys[middle]!, key, descending)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Row numbers in the order of their `keys`: going up, or down when `descending`. */
export function sortedByKey(keys: readonly string[], descending: boolean): number[] {
  const sorted = Array.from(keys.keys());
  const sign = descending ? -1 : 1;
  sorted.sort((a, b) => (keys[a]! < keys[b]! ? -sign : sign));
  return sorted;
}

// What a slice does between two looks at the time: make this many rows' keys, or merge this many rows.
const keysPerLook = 512;
const mergedPerLook = 4096;

/**
 * An order made ahead, its keys sorted going up: a stored column's (the same keys either way), or a custom field's
 * keys for one way (they put rows without a value last either way, so each way has keys of its own).
 */
export type PreparedName = CustomerSortField | `CUSTOM:${string}:${SortDirection}`;

/** The name of `order` made ahead, or null for the orders never made ahead (OWNER, COMPANY). */
export const preparedNameOf = (order: CustomerListOrder): PreparedName | null =>
  isStoredOrder(order)
    ? order.field
    : order.field === 'CUSTOM' && order.fieldKey
      ? `CUSTOM:${order.fieldKey}:${order.direction}`
      : null;

/** The custom field and direction a custom order made ahead names, or null for a stored column's. */
export function customOfPrepared(name: PreparedName): { fieldKey: string; direction: SortDirection } | null {
  if (!name.startsWith('CUSTOM:')) return null;
  const direction = name.slice(name.lastIndexOf(':') + 1) as SortDirection;
  return { fieldKey: name.slice('CUSTOM:'.length, name.lastIndexOf(':')), direction };
}

/** One column's order, made in slices: each row's key, then a bottom-up merge sort of the row numbers by key. */
export class OrderBuilder {
  keys: string[] = [];
  rows: Int32Array | null = null;
  private keysMade = 0;
  private from: Int32Array | null = null;
  private to: Int32Array | null = null;
  /** The merge pass's run width, and where it is: the pair of runs starting at `start`, and its cursors */
  private width = 1;
  private start = 0;
  private left = -1;
  private right = -1;
  private out = -1;

  constructor(readonly name: PreparedName) {}

  /** Works on until done (true) or out of time (false). */
  step(
    customers: readonly CustomerFieldsFragment[],
    keyOf: (customer: CustomerFieldsFragment) => string,
    timeLeft: () => number,
  ): boolean {
    const count = customers.length;
    while (this.keysMade < count) {
      const end = Math.min(count, this.keysMade + keysPerLook);
      for (let index = this.keysMade; index < end; index++) this.keys[index] = keyOf(customers[index]!);
      this.keysMade = end;
      if (timeLeft() <= 0) return false;
    }
    if (!this.from) {
      this.from = new Int32Array(count);
      for (let index = 0; index < count; index++) this.from[index] = index;
      this.to = new Int32Array(count);
    }
    const keys = this.keys;
    // Rows merged since the last look at the time, across runs and passes: short runs finish many a pair between looks.
    let budget = mergedPerLook;
    while (this.width < count) {
      const from = this.from!;
      const to = this.to!;
      while (this.start < count) {
        if (budget <= 0) {
          if (timeLeft() <= 0) return false;
          budget = mergedPerLook;
        }
        const middle = Math.min(this.start + this.width, count);
        const end = Math.min(this.start + 2 * this.width, count);
        if (this.left < 0) {
          this.left = this.start;
          this.right = middle;
          this.out = this.start;
        }
        let { left, right, out } = this;
        const stop = Math.min(end, out + budget);
        while (out < stop) {
          if (right >= end || (left < middle && keys[from[left]!]! <= keys[from[right]!]!)) to[out++] = from[left++]!;
          else to[out++] = from[right++]!;
        }
        budget -= stop - this.out;
        if (out < end) {
          Object.assign(this, { left, right, out });
          continue;
        }
        this.left = -1;
        this.start = end;
      }
      this.from = this.to;
      this.to = from;
      this.width *= 2;
      this.start = 0;
    }
    this.rows = this.from!;
    return true;
  }
}

/** Every column's order (row numbers into `customers`, going up), made ahead for one version of the collection. */
export interface PreparedOrders {
  version: number;
  customers: readonly CustomerFieldsFragment[];
  searchKeys: readonly string[];
  phoneKeys: readonly string[];
  orders: Map<PreparedName, { rows: Int32Array; keys: readonly string[] }>;
  pending: OrderBuilder[];
}

/** Every column's order still to make, and both orders of each of `fieldKeys`, over a copy of the rows as they are. */
export function prepareOrdersOf(
  version: number,
  customers: readonly CustomerFieldsFragment[],
  searchKeys: readonly string[],
  phoneKeys: readonly string[],
  fieldKeys: readonly string[],
): PreparedOrders {
  const prepared: PreparedOrders = {
    version,
    customers: customers.slice(),
    searchKeys: searchKeys.slice(),
    phoneKeys: phoneKeys.slice(),
    orders: new Map(),
    pending: customerSortFieldNames.map((field) => new OrderBuilder(field)),
  };
  prepareFieldOrders(prepared, fieldKeys);
  return prepared;
}

/** Adds both orders of each of `fieldKeys` (custom fields) to those to make, unless made or on the way. */
export function prepareFieldOrders(prepared: PreparedOrders, fieldKeys: readonly string[]): void {
  for (const fieldKey of fieldKeys) {
    for (const direction of ['ASC', 'DESC'] as const) {
      const name: PreparedName = `CUSTOM:${fieldKey}:${direction}`;
      if (!prepared.orders.has(name) && !prepared.pending.some((builder) => builder.name === name))
        prepared.pending.push(new OrderBuilder(name));
    }
  }
}

/**
 * Makes the pending orders, one column after another, until all are made (true) or time runs out (false);
 * `keyFor(name)` gives the key of a customer in that order.
 */
export function stepPreparedOrders(
  prepared: PreparedOrders,
  keyFor: (name: PreparedName) => (customer: CustomerFieldsFragment) => string,
  timeLeft: () => number,
): boolean {
  while (prepared.pending.length) {
    if (timeLeft() <= 0) return false;
    const builder = prepared.pending[0]!;
    if (!builder.step(prepared.customers, keyFor(builder.name), timeLeft)) return false;
    prepared.orders.set(builder.name, { rows: builder.rows!, keys: builder.keys });
    prepared.pending.shift();
  }
  return true;
}

export const sameOrder = (a: CustomerListOrder, b: CustomerListOrder) => sameListOrder(a, b);
