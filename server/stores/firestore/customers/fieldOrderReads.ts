// Pages and export batches in a custom field's order on Firestore, by the values' keys (fieldKeys.ts): first the
// customers holding a value, along one range of the field's key (a single-field index Firestore keeps by itself), then
// those without one, last either way, in the name order (status and sortKey, as the name order's pages read), passing
// over the ones holding a value. A count says how many lack a value, so a field every customer has filled reads no
// further and a scan for the ones without stops once it has them all.
import type { CollectionReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import type { Customer, CustomerFilter } from '../../../domain/customers/customer.ts';
import { keepMatching } from '../../../domain/customers/customerPaging.ts';
import type { CustomerStorePage, FieldOrder, FieldPageQuery } from '../../../domain/customers/customerStore.ts';
import { valueOrderKey, type SortDirection } from '../../../domain/ordering.ts';
import { countReads, queryReads, type FirestoreMeter } from '../firestoreMeter.ts';
import { customerFromDocument, filterQuery, storedKeysVersion } from './customerDocument.ts';
import { fieldKeyPlace, holdsValue, keyRange, type FieldKeyPlace } from './fieldKeys.ts';
import type { FilterListeners } from './filterListener.ts';
import type { KeysMarker } from './keysMarker.ts';

/** The statuses a filter holds. */
const statusesOf = (filter: CustomerFilter): boolean[] => (filter === 'ALL' ? [true, false] : [filter === 'ACTIVE']);

/** How the order's keys of customers without a value begin (valueOrderKey's: last either way). */
const withoutHead = (direction: SortDirection) => valueOrderKey({ id: '', fname: '', lname: '' }, null, direction, '');

/**
 * Where a cursor (an order key, fieldOrdering.ts's) is: among the values (after that key), or among the customers
 * without one (after that name order key, their sortKey).
 */
function cursorOf(afterKey: string | null, direction: SortDirection): { value: string | null } | { name: string } {
  const head = withoutHead(direction);
  return afterKey?.startsWith(head) ? { name: afterKey.slice(head.length) } : { value: afterKey };
}

/** One order's reads of a filter, adding up what they cost. */
class OrderedReads {
  reads = 0;
  private readonly place: FieldKeyPlace;

  constructor(
    private readonly collection: CollectionReference,
    private readonly filter: CustomerFilter,
    private readonly order: FieldOrder,
  ) {
    this.place = fieldKeyPlace(order.field.key, order.field.type);
  }

  private async get(query: Query): Promise<DocumentSnapshot[]> {
    const snapshot = await query.get();
    this.reads += queryReads(snapshot.size);
    return snapshot.docs;
  }

  private async count(query: Query): Promise<number> {
    const count = (await query.count().get()).data().count;
    this.reads += countReads(count);
    return count;
  }

  /** The order key (fieldOrdering.ts's) of a document holding a value: its stored key less status and reading. */
  valueKey(doc: DocumentSnapshot): string {
    return (doc.get(this.place.path) as string).slice(2);
  }

  private valueRange(status: boolean, after: string | null): Query {
    const { start, end } = keyRange(status, this.place);
    const ascending = this.order.direction === 'ASC';
    const from = ascending && after !== null ? this.collection.where(this.place.path, '>', start + after) : null;
    const to = !ascending && after !== null ? start + after : end;
    return (from ?? this.collection.where(this.place.path, '>=', start)).where(this.place.path, '<', to);
  }

  /** Up to `limit` customers holding a value, after the order key `after` (null: from the first). */
  async values(after: string | null, limit: number): Promise<DocumentSnapshot[]> {
    const way = this.order.direction === 'ASC' ? 'asc' : 'desc';
    const each = await Promise.all(
      statusesOf(this.filter).map((status) =>
        this.get(this.valueRange(status, after).orderBy(this.place.path, way).limit(limit)),
      ),
    );
    if (each.length === 1) return each[0]!;
    // ALL: both statuses' ranges, merged in the order.
    const sign = this.order.direction === 'ASC' ? 1 : -1;
    return each
      .flat()
      .map((doc) => ({ doc, key: this.valueKey(doc) }))
      .sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : 0))
      .slice(0, limit)
      .map(({ doc }) => doc);
  }

  /** How many of the filter's customers lack a value, given how many the filter holds. */
  async withoutCount(total: number): Promise<number> {
    const holding = await Promise.all(
      statusesOf(this.filter).map((status) => this.count(this.valueRange(status, null))),
    );
    return total - holding.reduce((sum, count) => sum + count, 0);
  }

  async total(): Promise<number> {
    return this.count(filterQuery(this.collection, this.filter));
  }

  /**
   * Up to `wanted` customers without a value after the name order key `after` (null: from the first), reading the name
   * order on past those holding one; `left`: how many lack a value from there, when known (reading stops once found).
   */
  async without(after: string | null, wanted: number, left: number | null): Promise<DocumentSnapshot[]> {
    const found: DocumentSnapshot[] = [];
    const enough = Math.min(wanted, left ?? wanted);
    let size = wanted;
    let from = after;
    let read = 0;
    while (found.length < enough) {
      let query = filterQuery(this.collection, this.filter);
      if (from !== null) query = query.where('sortKey', this.order.direction === 'ASC' ? '>' : '<', from);
      const docs = await this.get(
        query.orderBy('sortKey', this.order.direction === 'ASC' ? 'asc' : 'desc').limit(size),
      );
      for (const doc of docs)
        if (found.length < enough && !holdsValue(doc.get(this.place.path), doc.get('status') === true, this.place))
          found.push(doc);
      if (docs.length < size) break;
      from = docs.at(-1)!.get('sortKey') as string;
      read += docs.length;
      // Read on by the share of customers without a value seen so far (twice as far while none was).
      const share = found.length / read;
      size = Math.min(1000, share > 0 ? Math.ceil(((enough - found.length) / share) * 1.25) : size * 2);
    }
    return found;
  }
}

/** A custom field's order's pages and batches by the stored keys; null where they cannot answer (keysMarker.ts). */
export class FirestoreFieldOrderReads {
  constructor(
    private readonly collection: CollectionReference,
    private readonly meter: FirestoreMeter,
    private readonly listeners: FilterListeners,
    private readonly keys: KeysMarker,
  ) {}

  /** A listener's memory answers with no reads (the caller orders it); keys missing somewhere miss customers. */
  private async keyed(filter: CustomerFilter): Promise<boolean> {
    return !this.listeners.remembered(filter) && (await this.keys.indexed(storedKeysVersion));
  }

  /** `first` + 1 customers, and the count (one read per 1,000) unless the query says total: false. */
  async page(query: FieldPageQuery): Promise<CustomerStorePage | null> {
    if (!(await this.keyed(query.filter))) return null;
    const started = Date.now();
    const reads = new OrderedReads(this.collection, query.filter, query.order);
    const want = query.first + 1;
    const cursor = cursorOf(query.afterKey, query.order.direction);
    const total = query.total === false ? null : reads.total();
    // Unhandled until awaited below, when the first query fails.
    total?.catch(() => undefined);
    const docs: DocumentSnapshot[] = 'value' in cursor ? await reads.values(cursor.value, want) : [];
    if (docs.length < want) {
      // Past the values: how many lack one, when starting on them, so a field all have filled reads no further.
      const left = 'value' in cursor ? await reads.withoutCount(await (total ?? reads.total())) : null;
      if (left !== 0)
        docs.push(...(await reads.without('name' in cursor ? cursor.name : null, want - docs.length, left)));
    }
    const totalCount = await total;
    this.meter.record('page', reads.reads, 0, started);
    const customers = docs.map((doc) => customerFromDocument(doc.id, doc.data()));
    return { customers: customers.slice(0, query.first), hasNextPage: customers.length > query.first, totalCount };
  }

  /** Every customer of the filter (those matching `search`) in the order, `size` at a time, each read once. */
  async batches(
    filter: CustomerFilter,
    search: string | null,
    size: number,
    order: FieldOrder,
  ): Promise<AsyncIterable<Customer[]> | null> {
    if (!(await this.keyed(filter))) return null;
    return this.keyedBatches(filter, search, size, order);
  }

  private async *keyedBatches(
    filter: CustomerFilter,
    search: string | null,
    size: number,
    order: FieldOrder,
  ): AsyncIterable<Customer[]> {
    const reads = new OrderedReads(this.collection, filter, order);
    let pending: Customer[] = [];
    const read = async (next: () => Promise<DocumentSnapshot[]>) => {
      const started = Date.now();
      const before = reads.reads;
      const docs = await next();
      this.meter.record('batches', reads.reads - before, 0, started);
      pending.push(
        ...keepMatching(
          docs.map((doc) => customerFromDocument(doc.id, doc.data())),
          search,
        ),
      );
      return docs;
    };
    let after: string | null = null;
    for (;;) {
      const docs = await read(() => reads.values(after, size));
      while (pending.length >= size) yield pending.splice(0, size);
      if (docs.length < size) break;
      after = reads.valueKey(docs.at(-1)!);
    }
    let left = 0;
    await read(async () => {
      left = await reads.withoutCount(await reads.total());
      return [];
    });
    let name: string | null = null;
    while (left > 0) {
      const docs = await read(() => reads.without(name, Math.min(size, left), left));
      while (pending.length >= size) yield pending.splice(0, size);
      if (docs.length < Math.min(size, left)) break;
      left -= docs.length;
      name = docs.at(-1)!.get('sortKey') as string;
    }
    if (pending.length) yield pending;
    pending = [];
  }
}
