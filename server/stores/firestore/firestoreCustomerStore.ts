// Customers in Firestore (docs/stores.md#firestore):
// the store composes its jobs, each in its own file under customers/.
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { User } from '../../domain/accounts/account.ts';
import type { CustomerHistoryPage } from '../../domain/history/customerHistory.ts';
import { log } from '../../log.ts';
import type { Customer, CustomerFields, CustomerFilter } from '../../domain/customers/customer.ts';
import type { CustomerImportSummary, CustomerImportUndo, ImportWrite } from '../../domain/customers/customerImport.ts';
import type {
  CustomerPageQuery,
  CustomerStore,
  CustomerStorePage,
  CustomerWatcher,
  ImportCounts,
  Unsubscribe,
} from '../../domain/customers/customerStore.ts';
import type { CustomerOrder } from '../../domain/ordering.ts';
import type { BulkChangeUndo } from '../../domain/bulk/customerBulk.ts';
import type { MergeOutcome } from '../../domain/merge/customerMerge.ts';
import type { NotDuplicatesMark } from '../../domain/merge/notDuplicates.ts';
import type { CustomerTraces } from '../../domain/customers/customerErasure.ts';
import type { AuditInput } from '../../domain/team/team.ts';
import type { RecentChange, StatusCounts, TimeWindow, WindowCounts } from '../../domain/stats/customerCounts.ts';
import type { WebhookOutbox } from '../../domain/webhooks/webhookStore.ts';
import { FirestoreMeter } from './firestoreMeter.ts';
import { FirestoreWebhookOutbox } from './firestoreWebhookStore.ts';
import { customerFromDocument, filterQuery } from './customers/customerDocument.ts';
import { defaultRetryDelaysMs, FilterListeners, type CustomerFeedStat } from './customers/filterListener.ts';
import { HistoryListener } from './customers/historyListener.ts';
import { KeysMarker } from './customers/keysMarker.ts';
import { defaultWriteDeadlineMs, WriteDeadline } from './customers/writeDeadline.ts';
import { FirestoreCustomerReads } from './customers/customerReads.ts';
import { FirestoreFieldOrderReads } from './customers/fieldOrderReads.ts';
import { FirestoreCustomerWrites } from './customers/customerWrites.ts';
import { FirestoreCustomerImports } from './customers/customerImports.ts';
import { FirestoreBulkChanges } from './customers/bulkChanges.ts';
import { FirestoreCustomerTags } from './customers/customerTags.ts';
import { FirestoreCustomerMerge } from './customers/merge.ts';
import { FirestoreNotDuplicates } from './customers/notDuplicates.ts';
import { FirestoreCustomerErasure } from './customers/erasure.ts';
import { FirestoreHistoryReads } from './customers/historyReads.ts';
import { FirestoreCustomerStats } from './customers/stats.ts';

export interface FirestoreCustomerStoreOptions {
  /** How long a write may take before the client is told it was not confirmed */
  writeDeadlineMs?: number;
  /** Waits before re-establishing a failed listener, one per attempt; when they run out, its watchers get an error. */
  retryDelaysMs?: readonly number[];
  /** Counts each call's document reads and writes (a new one when not given) */
  meter?: FirestoreMeter;
  /** Where each write's webhook events go, in the write's batch or transaction */
  outbox?: WebhookOutbox<WriteBatch | Transaction>;
}

/**
 * Customers in Firestore's 'customers' collection, written as docs/product.md#calls lists (set, merge, status only).
 * Live changes come from at most one snapshot listener per filter, shared by its watchers (customers/filterListener.ts).
 */
export class FirestoreCustomerStore implements CustomerStore {
  readonly meter: FirestoreMeter;
  private readonly listeners: FilterListeners;
  private readonly deadline: WriteDeadline;
  private readonly historyListener: HistoryListener;
  private readonly reads: FirestoreCustomerReads;
  private readonly fieldOrders: FirestoreFieldOrderReads;
  private readonly writes: FirestoreCustomerWrites;
  private readonly importer: FirestoreCustomerImports;
  private readonly bulk: FirestoreBulkChanges;
  private readonly tags: FirestoreCustomerTags;
  private readonly merger: FirestoreCustomerMerge;
  private readonly notDuplicates: FirestoreNotDuplicates;
  private readonly erasure: FirestoreCustomerErasure;
  private readonly historyReads: FirestoreHistoryReads;
  private readonly stats: FirestoreCustomerStats;

  constructor(db: Firestore, options: FirestoreCustomerStoreOptions = {}) {
    const collection = db.collection('customers');
    this.meter = options.meter ?? new FirestoreMeter();
    this.listeners = new FilterListeners(
      (filter) => filterQuery(collection, filter),
      options.retryDelaysMs ?? defaultRetryDelaysMs,
      this.meter,
    );
    this.deadline = new WriteDeadline(collection, options.writeDeadlineMs ?? defaultWriteDeadlineMs, () =>
      this.listeners.restart(),
    );
    this.historyListener = new HistoryListener(db, this.meter);
    const keys = new KeysMarker(db, collection, this.meter);
    this.reads = new FirestoreCustomerReads(db, collection, this.meter, this.listeners, keys);
    this.fieldOrders = new FirestoreFieldOrderReads(collection, this.meter, this.listeners, keys);
    this.writes = new FirestoreCustomerWrites(
      db,
      this.meter,
      options.outbox ?? new FirestoreWebhookOutbox(db),
      this.listeners,
      keys,
      this.deadline,
    );
    this.importer = new FirestoreCustomerImports(this.writes);
    this.tags = new FirestoreCustomerTags(this.writes);
    this.bulk = new FirestoreBulkChanges(this.writes, this.tags);
    this.merger = new FirestoreCustomerMerge(this.writes);
    this.notDuplicates = new FirestoreNotDuplicates(this.writes);
    this.erasure = new FirestoreCustomerErasure(this.writes);
    this.historyReads = new FirestoreHistoryReads(collection, this.meter);
    this.stats = new FirestoreCustomerStats(db, collection, this.meter, this.listeners, this.reads);
  }

  // Firestore has no substring search: a search is answered from a listener's memory when this process has one for
  // the filter (a live list is open), else by reading the filter whole, as is the whole list without a search.
  list(filter: CustomerFilter, search?: string | null, order?: CustomerOrder): Promise<Customer[]> {
    return this.reads.list(filter, search, order);
  }

  // Along the owner's, company's and tags' indexes (customers/customerReads.ts, companyReads.ts, customerTags.ts).
  readonly owned: CustomerStore['owned'] = (filter, ownerUid) => this.reads.owned(filter, ownerUid);
  readonly inCompany: CustomerStore['inCompany'] = (filter, id) => this.reads.companies.inCompany(filter, id);
  readonly companyCounts: CustomerStore['companyCounts'] = (ids) => this.reads.companies.companyCounts(ids);
  readonly tagged: CustomerStore['tagged'] = (filter, tagIds) => this.tags.tagged(filter, tagIds);
  readonly tagCounts: CustomerStore['tagCounts'] = (tagIds) => this.tags.tagCounts(tagIds);
  // A custom field's order by its values' keys (customers/fieldOrderReads.ts).
  readonly fieldPage: CustomerStore['fieldPage'] = (query) => this.fieldOrders.page(query);
  readonly fieldBatches: CustomerStore['fieldBatches'] = (...args) => this.fieldOrders.batches(...args);

  async listIds(filter: CustomerFilter, search?: string | null): Promise<string[]> {
    return (await this.reads.list(filter, search)).map(({ id }) => id);
  }

  page(query: CustomerPageQuery): Promise<CustomerStorePage> {
    return this.reads.page(query);
  }

  batches(
    filter: CustomerFilter,
    search: string | null,
    size: number,
    order?: CustomerOrder,
  ): AsyncIterable<Customer[]> {
    return this.reads.batches(filter, search, size, order);
  }

  get(id: string): Promise<Customer | null> {
    return this.reads.get(id);
  }

  findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]> {
    return this.reads.findByContact(emails, phones);
  }

  changedSince(since: number, limit: number): Promise<Customer[] | null> {
    return this.reads.changedSince(since, limit);
  }

  create(id: string, fields: CustomerFields, by: User | null = null): Promise<Customer> {
    return this.writes.create(id, fields, by);
  }

  update(id: string, fields: CustomerFields, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.writes.update(id, fields, by, seen);
  }

  setStatus(id: string, status: boolean, by: User | null = null, seen?: number | null): Promise<Customer | null> {
    return this.writes.setStatus(id, status, by, seen);
  }

  history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage> {
    return this.historyReads.history(customerId, first, after);
  }

  statusCounts(): Promise<StatusCounts> {
    return this.stats.statusCounts();
  }

  statusChanges(windows: readonly TimeWindow[]): Promise<WindowCounts[]> {
    return this.stats.statusChanges(windows);
  }

  recentChanges(first: number): Promise<RecentChange[]> {
    return this.stats.recentChanges(first);
  }

  watchHistory(listener: () => void): Unsubscribe {
    return this.historyListener.watchHistory(listener);
  }

  imports(limit: number): Promise<CustomerImportSummary[]> {
    return this.importer.imports(limit);
  }

  importState(importId: string): Promise<'open' | 'undone' | null> {
    return this.importer.importState(importId);
  }

  customersImportedBy(importId: string, customerIds: readonly string[]): Promise<string[]> {
    return this.importer.customersImportedBy(importId, customerIds);
  }

  importBatch(
    importId: string,
    writes: readonly ImportWrite[],
    counts: ImportCounts,
    by: User | null = null,
  ): Promise<void> {
    return this.importer.importBatch(importId, writes, counts, by);
  }

  undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    return this.importer.undoImport(importId, by);
  }

  bulkSetStatus(bulkId: string, ids: readonly string[], status: boolean, by: User | null = null): Promise<number> {
    return this.bulk.bulkSetStatus(bulkId, ids, status, by);
  }

  bulkSetTags(
    bulkId: string,
    ids: readonly string[],
    add: readonly string[],
    remove: readonly string[],
    by: User | null = null,
  ): Promise<number> {
    return this.tags.bulkSetTags(bulkId, ids, add, remove, by);
  }

  bulkSetOwner(bulkId: string, ids: readonly string[], ownerUid: string, by: User | null = null): Promise<number> {
    return this.bulk.bulkSetOwner(bulkId, ids, ownerUid, by);
  }

  undoBulk(bulkId: string, by: User | null = null): Promise<BulkChangeUndo | 'unknown' | 'undone'> {
    return this.bulk.undoBulk(bulkId, by);
  }

  merge(
    keepId: string,
    mergeIds: readonly string[],
    fields: CustomerFields | null,
    by: User | null = null,
    seen: number | null = null,
  ): Promise<MergeOutcome> {
    return this.merger.merge(keepId, mergeIds, fields, by, seen);
  }

  markNotDuplicates(mark: NotDuplicatesMark): Promise<void> {
    return this.notDuplicates.mark(mark);
  }

  notDuplicateMarks(): Promise<NotDuplicatesMark[]> {
    return this.notDuplicates.marks();
  }

  erase(id: string, removedBefore: number | null = null, audit: AuditInput | null = null): Promise<boolean> {
    return this.erasure.erase(id, removedBefore, audit);
  }

  removedBefore(before: number, limit: number): Promise<string[]> {
    return this.erasure.removedBefore(before, limit);
  }

  erasedSince(since: number): Promise<string[]> {
    return this.erasure.erasedSince(since);
  }

  traces(id: string): Promise<CustomerTraces> {
    return this.erasure.traces(id);
  }

  /** null when a one-document read answers in time; else why not (/readyz). */
  ready(): Promise<string | null> {
    return this.deadline.ready();
  }

  /** Other clients write to Firestore without this process hearing of it unless it listens: it cannot tell. */
  changeVersion(): null {
    return null;
  }

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    return this.listeners.watch(filter, watcher);
  }

  /** One document listener per watching page: a customer's page is open in few tabs at once. */
  watchCustomer(id: string, listener: (customer: Customer | null) => void): Unsubscribe {
    return this.writes.collection.doc(id).onSnapshot(
      (doc) => listener(doc.exists ? customerFromDocument(doc.id, doc.data()) : null),
      (error) => log.warn(`customer listener failed: ${error.message}`),
    );
  }

  /** The live feeds: one per watched filter, each with at most one listener. For tests and diagnostics. */
  feedStats(): CustomerFeedStat[] {
    return this.listeners.stats();
  }

  /** Detaches every listener; their watchers get nothing more. */
  close(): void {
    this.deadline.close();
    this.listeners.close();
    this.historyListener.close();
  }
}
