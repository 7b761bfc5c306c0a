// The live customers list in the browser: keyed by id, kept in an order of server/domain/ordering.ts (the name order
// unless a view chooses another) as changes arrive (a change moves one row, it never re-sorts the list), with each
// row's search key made once, so search as you type over 100,000 rows is one substring test per row. Not Apollo's
// normalised cache: writing and reading back every customer through it cost seconds at this size
// (docs/architecture.md#the-live-list). The search index is rowSearchText.ts, the orders built ahead orderBuilder.ts,
// the rows' arrays parallelRows.ts.
import {
  defaultCustomerOrder,
  sameListOrder,
  type CustomerListOrder as CustomerOrder,
} from '../../../../../server/domain/ordering.ts';
import type { OrderedField } from '../../../../../server/domain/customFields/fieldOrdering.ts';
import {
  customerPhoneDigits,
  customerSearchNarrows,
  matchesCustomerSearch,
} from '../../../../../server/domain/search.ts';
import {
  comesBefore,
  lowerBound,
  prepareFieldOrders,
  prepareOrdersOf,
  preparedNameOf,
  sortedByKey,
  stepPreparedOrders,
  type PreparedOrders,
} from './orderBuilder.ts';
import { keptRow, OrderKeys, type LiveCustomer } from './orderKeys.ts';
import type { CustomerView, LiveCustomerChange, LiveCustomerChangeSet, ViewNarrowing } from './liveTypes.ts';
import { fieldFilteredView } from './fieldFilteredView.ts';
import { mergeRows, rowsInOrder, type ParallelRows, type Row } from './parallelRows.ts';
import { customerSearchKey, fieldSeparator, matchingRows, SearchTexts, searchNeedle } from './rowSearchText.ts';

export type { LiveCustomer } from './orderKeys.ts';
export type { CustomerView, LiveCustomerChange, LiveCustomerChangeSet } from './liveTypes.ts';

// Past this many changes in one set, one merge pass over the list beats moving rows one by one.
const mergeThreshold = 32;
// Answers of view() kept until the next change (each holds at most one array of the list's size).
const keptViewsMax = 8;

export class LiveCustomerCollection {
  // Parallel arrays in the current order: a search walks one or two arrays of strings, a window slices another.
  private order: CustomerOrder = defaultCustomerOrder;
  /** Each customer's key per column, made once per customer object (a change brings a new one) */
  private readonly orderKeys = new OrderKeys();
  private fields: readonly OrderedField[] = [];
  private keys: string[] = [];
  private searchKeys: string[] = [];
  /** customerPhoneDigits of each row, for searches that look like a phone number */
  private phoneKeys: string[] = [];
  private customers: LiveCustomer[] = [];
  /** Each row's customer, by id: its key in any order is keyOf(customer), so a new order rebuilds no map */
  private readonly customerById = new Map<string, LiveCustomer>();
  /** Every column's order made ahead, in idle time, for one version (prepareOrders) */
  private prepared: PreparedOrders | null = null;
  /** The custom fields whose orders are made ahead too (the page's columns) */
  private aheadFieldKeys: readonly string[] = [];
  private currentVersion = 0;
  private initialListComplete = false;
  private readonly listeners = new Set<() => void>();
  private lastView: (CustomerView & { indexes: readonly number[] | null }) | null = null;
  /** The latest answers of view(), by needle, for keptViewsVersion */
  private readonly keptViews = new Map<string, CustomerView & { indexes: readonly number[] | null }>();
  private keptViewsVersion = -1;
  /** searchKeys and phoneKeys as one string each, made again on the first search after a change */
  private readonly texts = new SearchTexts();

  get size(): number {
    return this.customers.length;
  }

  /** Grows by one with every applied change set. */
  get version(): number {
    return this.currentVersion;
  }

  /** True once the whole initial list has arrived (the server's `complete`). */
  get complete(): boolean {
    return this.initialListComplete;
  }

  /** Calls `listener` after every applied change set; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  has(id: string): boolean {
    return this.customerById.has(id);
  }

  /** Rows start..end-1 of the whole list in its current order. */
  window(start: number, end: number): LiveCustomer[] {
    return this.customers.slice(Math.max(0, start), Math.max(0, end));
  }

  /** Applies one set: an initial set replaces the list, every other set patches it. */
  apply(set: LiveCustomerChangeSet): void {
    if (set.initial) this.clear();
    if (set.changes.length > mergeThreshold) this.merge(set.changes);
    else for (const change of set.changes) this.applyOne(change);
    this.initialListComplete = set.complete;
    this.currentVersion += 1;
    this.texts.clear();
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Makes the search text ahead of the next search (in idle time after a change), so a keystroke does not pay for it:
   * a slice at a time (`timeLeft` as prepareOrders'). Returns true once made for the rows as they are.
   */
  prepareSearch(timeLeft: () => number): boolean {
    return this.texts.prepare(this.currentVersion, this.searchKeys, this.phoneKeys, timeLeft);
  }

  /**
   * The rows matching `search` by the search rule (server/domain/search.ts), carrying every one of `tagIds` and passing
   * the custom field `filters` (the server's own rules, tags/tag.ts and customFields/fieldFilters.ts), in `order` (the
   * name order without one). The last few answers are kept until the next change or order: the same search (or a
   * Backspace back to one) costs nothing, and a search that extends the last one (typing on) only re-tests the rows
   * that matched it. Another order sorts the whole list again once; the changes after it keep that order row by row.
   * `aheadFields`: the custom fields whose orders prepareOrders makes too (the columns shown).
   */
  view(
    search: string,
    order: CustomerOrder = defaultCustomerOrder,
    { filters = [], fields, tagIds = [], aheadFields = [] }: ViewNarrowing = {},
  ): CustomerView {
    // The team's custom fields, which a CUSTOM order keys rows by (the page passes the active ones): custom orders made
    // with other fields' types are made again.
    if (fields && fields !== this.fields) {
      this.orderKeys.setFields((this.fields = fields));
      this.prepared = null;
    }
    if (aheadFields.join() !== this.aheadFieldKeys.join()) this.aheadFieldKeys = aheadFields;
    const searched = this.searchView(search, order);
    return filters.length || tagIds.length ? fieldFilteredView(searched, filters, tagIds) : searched;
  }

  private searchView(search: string, order: CustomerOrder): CustomerView {
    this.reorder(order);
    const needle = searchNeedle(search);
    if (this.keptViewsVersion !== this.currentVersion) {
      this.keptViews.clear();
      this.keptViewsVersion = this.currentVersion;
    }
    const kept = this.keptViews.get(needle);
    if (kept) return kept;
    const last = this.lastView;
    let indexes: number[] | null = null;
    let customers: LiveCustomer[];
    if (!needle) {
      customers = this.customers.slice();
    } else if (needle.includes(fieldSeparator)) {
      // A needle holding the separator could match across fields: the shared rule decides row by row.
      customers = this.customers.filter((customer) => matchesCustomerSearch(customer, needle));
    } else {
      const narrowFrom =
        last && last.version === this.currentVersion && last.indexes && customerSearchNarrows(last.needle, needle)
          ? last.indexes
          : null;
      indexes = matchingRows(needle, this.searchKeys, this.phoneKeys, this.texts, narrowFrom);
      customers = indexes.map((index) => this.customers[index]!);
    }
    const view = { version: this.currentVersion, order: this.order, needle, customers, indexes };
    this.lastView = view;
    if (this.keptViews.size >= keptViewsMax) this.keptViews.delete(this.keptViews.keys().next().value!);
    this.keptViews.set(needle, view);
    return view;
  }

  /** The collection's key of a customer in the current order, made once per customer object and column. */
  private keyOf(customer: LiveCustomer): string {
    return this.orderKeys.keyIn(customer, this.order.field, this.order.direction, this.order.fieldKey);
  }

  private get descending(): boolean {
    return this.order.direction === 'DESC';
  }

  /**
   * Makes every column's order ahead (and both of each custom field's in aheadFields), a slice at a time (`timeLeft`: ms this slice may still take), so that a click on
   * a column only lays the rows out in an order already made (100,000 rows: a few ms, not the keys and a sort:
   * bench:list). Returns true when every order is made for the current version; a change set starts it again (the keys
   * stay made).
   */
  prepareOrders(timeLeft: () => number): boolean {
    if (!this.initialListComplete) return false;
    const { customers, searchKeys, phoneKeys, aheadFieldKeys } = this;
    if (this.prepared?.version !== this.currentVersion)
      this.prepared = prepareOrdersOf(this.currentVersion, customers, searchKeys, phoneKeys, aheadFieldKeys);
    else prepareFieldOrders(this.prepared, aheadFieldKeys);
    // The order made ahead holds its own keys: kept per customer too (keyIn), the five other columns' keys cost 21 MB
    // more heap at 100,000 customers (78 MB for the six orders, 57 MB without) and slowed every full GC.
    return stepPreparedOrders(this.prepared, (name) => this.orderKeys.preparedKey(name), timeLeft);
  }

  /** Puts every row in `order`: from the order made ahead when there is one, else the rows' keys and one sort. */
  private reorder(order: CustomerOrder): void {
    if (sameListOrder(order, this.order)) return;
    this.order = { field: order.field, direction: order.direction, fieldKey: order.fieldKey ?? null };
    // The OWNER and COMPANY orders are never made ahead, nor a custom field's but the columns' (prepareOrders): sorted
    // when chosen. Made ahead, an order's keys are sorted going up: going down reads them from the end (a custom field's
    // keys differ each way, rows without a value last either way, so each way is made).
    const name = preparedNameOf(order);
    const made = this.prepared?.version === this.currentVersion && name ? this.prepared.orders.get(name) : undefined;
    let rows: ParallelRows;
    if (made) {
      const { customers, searchKeys, phoneKeys } = this.prepared!;
      rows = rowsInOrder({ keys: made.keys, searchKeys, phoneKeys, customers }, made.rows, this.descending);
    } else {
      const keys = this.customers.map((customer) => this.keyOf(customer));
      const sorted = sortedByKey(keys, this.descending);
      rows = rowsInOrder(
        { keys, searchKeys: this.searchKeys, phoneKeys: this.phoneKeys, customers: this.customers },
        sorted,
        false,
      );
    }
    this.setRows(rows);
    this.texts.clear();
    this.lastView = null;
    this.keptViews.clear();
  }

  private clear(): void {
    this.texts.clear();
    this.keys = [];
    this.searchKeys = [];
    this.phoneKeys = [];
    this.customers = [];
    this.customerById.clear();
    this.lastView = null;
    this.keptViews.clear();
  }

  private indexOfId(id: string): number {
    const customer = this.customerById.get(id);
    return customer === undefined ? -1 : lowerBound(this.keys, this.keyOf(customer), this.descending);
  }

  private applyOne({ type, customer: sent }: LiveCustomerChange): void {
    const customer = keptRow(sent);
    const old = this.indexOfId(customer.id);
    if (old >= 0) {
      this.keys.splice(old, 1);
      this.searchKeys.splice(old, 1);
      this.phoneKeys.splice(old, 1);
      this.customers.splice(old, 1);
      this.customerById.delete(customer.id);
    }
    if (type === 'REMOVED') return;
    // ADDED and MODIFIED both put the customer where it sorts (an ADDED twice, or a MODIFIED unseen, still ends right).
    const key = this.keyOf(customer);
    const at = lowerBound(this.keys, key, this.descending);
    this.keys.splice(at, 0, key);
    this.searchKeys.splice(at, 0, customerSearchKey(customer));
    this.phoneKeys.splice(at, 0, customerPhoneDigits(customer));
    this.customers.splice(at, 0, customer);
    this.customerById.set(customer.id, customer);
  }

  /** Many changes at once (a page of the initial list, an import): drop the old rows, then merge the new ones in. */
  private merge(changes: readonly LiveCustomerChange[]): void {
    const last = new Map<string, LiveCustomerChange>();
    for (const change of changes) last.set(change.customer.id, change);
    const dropped = new Set<string>();
    const added: Row[] = [];
    for (const [id, { type, customer: sent }] of last) {
      if (this.customerById.has(id)) dropped.add(id);
      this.customerById.delete(id);
      if (type === 'REMOVED') continue;
      const customer = keptRow(sent);
      const key = this.keyOf(customer);
      added.push({ key, searchKey: customerSearchKey(customer), phoneKey: customerPhoneDigits(customer), customer });
      this.customerById.set(id, customer);
    }
    const { descending } = this;
    added.sort((a, b) => (a.key === b.key ? 0 : comesBefore(a.key, b.key, descending) ? -1 : 1));
    this.setRows(
      mergeRows(
        { keys: this.keys, searchKeys: this.searchKeys, phoneKeys: this.phoneKeys, customers: this.customers },
        dropped,
        added,
        descending,
      ),
    );
  }

  private setRows(rows: ParallelRows): void {
    this.keys = rows.keys;
    this.searchKeys = rows.searchKeys;
    this.phoneKeys = rows.phoneKeys;
    this.customers = rows.customers;
  }
}
