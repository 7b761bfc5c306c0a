// Reading customers from Firestore: pages by the stored keys with cursors, counts, duplicate checks and resumes;
// from a listener's memory when this process has one for the filter (filterListener.ts).
import type { CollectionReference, DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import type { Customer, CustomerFilter } from '../../../domain/customers/customer.ts';
import { allContactKeys } from '../../../domain/contactPoints/contactPoints.ts';
import { keepMatching, orderAndSearch, pageOfOrdered } from '../../../domain/customers/customerPaging.ts';
import { inScope, isNarrowed, type CustomerScope } from '../../../domain/customers/customerScope.ts';
import type { CustomerPageQuery, CustomerStorePage } from '../../../domain/customers/customerStore.ts';
import { defaultCustomerOrder, isDefaultOrder, sortCustomers, type CustomerOrder } from '../../../domain/ordering.ts';
import { countReads, queryReads, type FirestoreMeter } from '../firestoreMeter.ts';
import { customerFromDocument, filterQuery, orderKeyFields } from './customerDocument.ts';
import { getAllBatch, inValuesMax } from './firestoreQuotas.ts';
import type { FilterListeners } from './filterListener.ts';
import type { KeysMarker } from './keysMarker.ts';
import { FirestoreCompanyReads } from './companyReads.ts';

export class FirestoreCustomerReads {
  /** A company's people and counts (companyReads.ts) */
  readonly companies: FirestoreCompanyReads;

  constructor(
    private readonly db: Firestore,
    private readonly collection: CollectionReference,
    private readonly meter: FirestoreMeter,
    private readonly listeners: FilterListeners,
    private readonly keys: KeysMarker,
  ) {
    this.companies = new FirestoreCompanyReads(collection, meter, listeners);
  }

  // Firestore has no substring search: a search is answered from a listener's memory when this process has one for
  // the filter (a live list is open), else by reading the filter whole, as is the whole list without a search.
  list(
    filter: CustomerFilter,
    search?: string | null,
    order: CustomerOrder = defaultCustomerOrder,
  ): Promise<Customer[]> {
    return this.scan('list', filter, search, order);
  }

  /** Along the ownerUid field (an equality with the status: server/stores/firestore/firestore.indexes.json). */
  async owned(filter: CustomerFilter, ownerUid: string): Promise<Customer[]> {
    const started = Date.now();
    const remembered = this.listeners.remembered(filter);
    if (remembered) {
      this.meter.record('owned', 0, 0, started);
      return remembered.filter((customer) => customer.ownerUid === ownerUid);
    }
    const snapshot = await this.query(filter).where('ownerUid', '==', ownerUid).get();
    this.meter.record('owned', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data()));
  }

  /** The filter's customers matching the search, in the order: from a listener's memory, else read whole. */
  private async scan(
    operation: string,
    filter: CustomerFilter,
    search: string | null | undefined,
    order: CustomerOrder,
  ): Promise<Customer[]> {
    const started = Date.now();
    const remembered = this.listeners.remembered(filter);
    if (remembered) {
      this.meter.record(operation, 0, 0, started);
      const matching = keepMatching(remembered, search);
      return isDefaultOrder(order) ? [...matching] : sortCustomers(matching, order);
    }
    const snapshot = await this.query(filter).get();
    this.meter.record(operation, queryReads(snapshot.size), 0, started);
    return orderAndSearch(
      snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data())),
      search,
      order,
    );
  }

  /**
   * Without a search: the page by the stored sort key (`first` + 1 reads) and the count from a listener's memory (none)
   * or a count aggregation (one read per 1,000). With one, or before the keys are back-filled: as `list`.
   */
  async page(query: CustomerPageQuery): Promise<CustomerStorePage> {
    const started = Date.now();
    const order = query.order ?? defaultCustomerOrder;
    const scope = query.scope ?? {};
    if (this.listeners.remembered(query.filter) || query.search?.trim() || !(await this.keys.indexed())) {
      const all = await this.scan('page', query.filter, query.search, order);
      return pageOfOrdered(isNarrowed(scope) ? all.filter((customer) => inScope(customer, scope)) : all, {
        ...query,
        order,
      });
    }
    if (isNarrowed(scope)) return this.scopedPage(query, order, scope, started);
    const [docs, totalCount] = await Promise.all([
      this.afterKey(query.filter, order, query.afterKey, query.first + 1),
      query.total === false ? null : this.count(query.filter),
    ]);
    const customers = docs.map((doc) => customerFromDocument(doc.id, doc.data()));
    this.meter.record('page', queryReads(docs.length) + (totalCount === null ? 0 : countReads(totalCount)), 0, started);
    return { customers: customers.slice(0, query.first), hasNextPage: customers.length > query.first, totalCount };
  }

  /**
   * Pages of `size` by the stored sort key, each read as the caller asks for it; a search keeps what matches from each
   * page (Firestore cannot search: every customer of the filter is read once) unless a listener's memory answers.
   */
  async *batches(
    filter: CustomerFilter,
    search: string | null,
    size: number,
    order: CustomerOrder = defaultCustomerOrder,
  ): AsyncIterable<Customer[]> {
    if (this.listeners.remembered(filter) || !(await this.keys.indexed())) {
      const all = await this.scan('batches', filter, search, order);
      for (let start = 0; start < all.length; start += size) yield all.slice(start, start + size);
      return;
    }
    let afterKey: string | null = null;
    let pending: Customer[] = [];
    for (;;) {
      const started = Date.now();
      const docs = await this.afterKey(filter, order, afterKey, size);
      this.meter.record('batches', queryReads(docs.length), 0, started);
      pending.push(
        ...keepMatching(
          docs.map((doc) => customerFromDocument(doc.id, doc.data())),
          search,
        ),
      );
      while (pending.length >= size) yield pending.splice(0, size);
      if (docs.length < size) break;
      afterKey = docs.at(-1)!.get(orderKeyFields[order.field]) as string;
    }
    if (pending.length) yield pending;
    pending = [];
  }

  async get(id: string): Promise<Customer | null> {
    const started = Date.now();
    const doc = await this.collection.doc(id).get();
    this.meter.record('get', 1, 0, started);
    return doc.exists ? customerFromDocument(doc.id, doc.data()) : null;
  }

  /**
   * `in` queries on the stored lower-cased email and normalised phone, and array-contains-any on the further ones'
   * keys, 30 values each: reads are what they find (at least one a query). Before the keys are back-filled, the collection is read whole.
   */
  async findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]> {
    const started = Date.now();
    const wantedEmails = new Set(emails.map((email) => email.toLowerCase()));
    const wantedPhones = new Set(phones);
    // Every email and phone of a customer counts, its further ones too.
    const wanted = ({ emails, phones }: ReturnType<typeof allContactKeys>) =>
      emails.some((email) => wantedEmails.has(email)) || phones.some((phone) => wantedPhones.has(phone));
    if (!(await this.keys.indexed())) {
      const snapshot = await this.collection.get();
      this.meter.record('findByContact', queryReads(snapshot.size), 0, started);
      return snapshot.docs
        .map((doc) => customerFromDocument(doc.id, doc.data()))
        .filter((customer) => wanted(allContactKeys(customer)));
    }
    const queries: Query[] = [];
    const chunked = (field: string, values: readonly string[]) => {
      for (let start = 0; start < values.length; start += inValuesMax)
        queries.push(this.collection.where(field, 'in', values.slice(start, start + inValuesMax)));
    };
    chunked('emailLower', [...wantedEmails]);
    chunked('phoneNormalized', [...wantedPhones]);
    // The further emails and phones (customerDocument.ts's contactKeys), 30 values a query.
    const further = [...wantedEmails, ...wantedPhones];
    for (let start = 0; start < further.length; start += inValuesMax)
      queries.push(
        this.collection.where('contactKeys', 'array-contains-any', further.slice(start, start + inValuesMax)),
      );
    const snapshots = await Promise.all(queries.map((query) => query.get()));
    const found = new Map<string, Customer>();
    let reads = 0;
    for (const snapshot of snapshots) {
      reads += queryReads(snapshot.size);
      for (const doc of snapshot.docs) found.set(doc.id, customerFromDocument(doc.id, doc.data()));
    }
    this.meter.record('findByContact', reads, 0, started);
    return [...found.values()];
  }

  /**
   * The customers written since `since`, by the stored time of each one's last write (`changedAt`): reads are the
   * customers it finds. Before the keys are back-filled, by Firestore's own commit times (which the original app's
   * writes have as well): one read of the collection projected to its status, then the changed documents whole.
   * A live list uses it to resume clients whose cursors are from before this server started.
   */
  async changedSince(since: number, limit: number): Promise<Customer[] | null> {
    const started = Date.now();
    if (await this.keys.indexed()) {
      const snapshot = await this.collection
        .where('changedAt', '>=', since)
        .orderBy('changedAt')
        .limit(limit + 1)
        .get();
      this.meter.record('changedSince', queryReads(snapshot.size), 0, started);
      if (snapshot.size > limit) return null;
      return snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data()));
    }
    const stamps = await this.collection.select('status').get();
    const changed = stamps.docs.filter((doc) => doc.updateTime.toMillis() >= since).map((doc) => doc.ref);
    let reads = queryReads(stamps.size);
    if (changed.length > limit) {
      this.meter.record('changedSince', reads, 0, started);
      return null;
    }
    const customers: Customer[] = [];
    for (let start = 0; start < changed.length; start += getAllBatch) {
      const docs = await this.db.getAll(...changed.slice(start, start + getAllBatch));
      reads += docs.length;
      for (const doc of docs) if (doc.exists) customers.push(customerFromDocument(doc.id, doc.data()));
    }
    this.meter.record('changedSince', reads, 0, started);
    return customers;
  }

  private query(filter: CustomerFilter): Query {
    return filterQuery(this.collection, filter);
  }

  /**
   * A page of a narrowed scope by the stored key: the owner, else the first tag, as a clause beside the status (a
   * composite index each: firestore.indexes.json); further tags are checked here, reading on until the page is full.
   * The count is an aggregation when the clause is the whole scope, else the clause's customers read and checked.
   */
  private async scopedPage(
    query: CustomerPageQuery,
    order: CustomerOrder,
    scope: CustomerScope,
    started: number,
  ): Promise<CustomerStorePage> {
    const [firstTag, ...otherTags] = scope.tagIds ?? [];
    const narrow = (all: Query) =>
      scope.owner ? all.where('ownerUid', '==', scope.owner) : all.where('tagIds', 'array-contains', firstTag);
    const whole = !(scope.owner && firstTag) && otherTags.length === 0;
    const want = query.first + 1;
    const batch = whole ? want : Math.max(want, 100);
    const field = orderKeyFields[order.field];
    const found: Customer[] = [];
    let reads = 0;
    let afterKey = query.afterKey;
    for (;;) {
      const docs = await this.afterKey(query.filter, order, afterKey, batch, narrow);
      reads += queryReads(docs.length);
      for (const doc of docs) {
        const customer = customerFromDocument(doc.id, doc.data());
        if (inScope(customer, scope)) found.push(customer);
      }
      if (found.length >= want || docs.length < batch) break;
      afterKey = docs.at(-1)!.get(field) as string;
    }
    let totalCount: number | null = null;
    if (query.total !== false) {
      if (whole) {
        totalCount = (await narrow(this.query(query.filter)).count().get()).data().count;
        reads += countReads(totalCount);
      } else {
        const snapshot = await narrow(this.query(query.filter)).get();
        reads += queryReads(snapshot.size);
        totalCount = snapshot.docs.filter((doc) => inScope(customerFromDocument(doc.id, doc.data()), scope)).length;
      }
    }
    this.meter.record('page', reads, 0, started);
    return { customers: found.slice(0, query.first), hasNextPage: found.length > query.first, totalCount };
  }

  /**
   * Up to `limit` customer documents of the filter after `afterKey` in the order, by its stored key. A range on the
   * key, which is unique (it ends with the id), is the cursor: the same documents as startAfter, and the in-process
   * emulator the tests use honours it. Status and each key need a composite index each way
   * (server/stores/firestore/firestore.indexes.json).
   */
  private async afterKey(
    filter: CustomerFilter,
    order: CustomerOrder,
    afterKey: string | null,
    limit: number,
    narrow: (query: Query) => Query = (query) => query,
  ): Promise<DocumentSnapshot[]> {
    const field = orderKeyFields[order.field];
    let query = narrow(this.query(filter));
    if (afterKey !== null) query = query.where(field, order.direction === 'ASC' ? '>' : '<', afterKey);
    return (
      await query
        .orderBy(field, order.direction === 'ASC' ? 'asc' : 'desc')
        .limit(limit)
        .get()
    ).docs;
  }

  /** How many customers the filter holds: from a listener's memory, else a count aggregation. */
  async count(filter: CustomerFilter): Promise<number> {
    return (await this.query(filter).count().get()).data().count;
  }
}
