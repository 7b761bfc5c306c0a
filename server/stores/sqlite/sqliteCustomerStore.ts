// Customers in SQLite (docs/stores.md#sqlite): the store composes its jobs, each in its own file under customers/.
import type { Customer, CustomerFields, CustomerFilter } from '../../domain/customers/customer.ts';
import type { User } from '../../domain/accounts/account.ts';
import type { CustomerHistoryPage } from '../../domain/history/customerHistory.ts';
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
import type { RecentChange, StatusCounts, TimeWindow, WindowCounts } from '../../domain/stats/customerCounts.ts';
import type { WebhookOutbox } from '../../domain/webhooks/webhookStore.ts';
import type { MergeOutcome } from '../../domain/merge/customerMerge.ts';
import type { NotDuplicatesMark } from '../../domain/merge/notDuplicates.ts';
import type { CustomerTraces } from '../../domain/customers/customerErasure.ts';
import type { AuditInput } from '../../domain/team/team.ts';
import { orderAndSearch, pageOfOrdered } from '../../domain/customers/customerPaging.ts';
import { isNarrowed, scopedCustomers } from '../../domain/customers/customerScope.ts';
import type { SqliteDatabase } from './database.ts';
import { SqliteWebhookOutbox } from './sqliteWebhookStore.ts';
import { SqliteCustomerReads } from './customers/customerReads.ts';
import { SqliteChangeFeed } from './customers/changeFeed.ts';
import { SqliteCustomerWrites } from './customers/customerWrites.ts';
import { SqliteCustomerImports } from './customers/customerImports.ts';
import { SqliteBulkChanges } from './customers/bulkChanges.ts';
import { SqliteCustomerTags } from './customers/bulkTags.ts';
import { SqliteCustomerMerge } from './customers/merge.ts';
import { SqliteNotDuplicates } from './customers/notDuplicates.ts';
import { SqliteCustomerErasure } from './customers/erasure.ts';
import { SqliteHistoryReads } from './customers/historyReads.ts';
import { SqliteCustomerStats } from './customers/stats.ts';

/**
 * Customers in SQLite. Every committed write is handed to the in-process change feed (customers/changeFeed.ts), which
 * turns it into per-filter change sets for the watchers; writes another connection committed reach them too, through
 * the history (catchUp).
 */
export class SqliteCustomerStore implements CustomerStore {
  private readonly reads: SqliteCustomerReads;
  private readonly feed: SqliteChangeFeed;
  private readonly writes: SqliteCustomerWrites;
  private readonly importer: SqliteCustomerImports;
  private readonly bulk: SqliteBulkChanges;
  private readonly tags: SqliteCustomerTags;
  private readonly merger: SqliteCustomerMerge;
  private readonly notDuplicates: SqliteNotDuplicates;
  private readonly erasure: SqliteCustomerErasure;
  private readonly historyReads: SqliteHistoryReads;
  private readonly stats: SqliteCustomerStats;

  constructor(
    db: SqliteDatabase,
    /** Where each write's webhook events go, in the write's transaction */
    outbox: WebhookOutbox<SqliteDatabase> = new SqliteWebhookOutbox(),
  ) {
    this.reads = new SqliteCustomerReads(db);
    this.feed = new SqliteChangeFeed(db, this.reads);
    this.writes = new SqliteCustomerWrites(db, outbox, this.reads, this.feed);
    this.importer = new SqliteCustomerImports(this.writes);
    this.tags = new SqliteCustomerTags(this.writes);
    this.bulk = new SqliteBulkChanges(this.writes, this.tags);
    this.merger = new SqliteCustomerMerge(this.writes);
    this.notDuplicates = new SqliteNotDuplicates(db);
    this.erasure = new SqliteCustomerErasure(this.writes);
    this.historyReads = new SqliteHistoryReads(db);
    this.stats = new SqliteCustomerStats(db, this.reads);
  }

  /** Whether the last write failed for want of disk space (SQLITE_FULL); the next one to succeed clears it. */
  get diskFull(): boolean {
    return this.writes.diskFull;
  }

  list(filter: CustomerFilter, search?: string | null, order?: CustomerOrder): Promise<Customer[]> {
    return this.reads.list(filter, search, order);
  }

  owned(filter: CustomerFilter, ownerUid: string): Promise<Customer[]> {
    return this.reads.owned(filter, ownerUid);
  }

  tagged(filter: CustomerFilter, tagIds: readonly string[]): Promise<Customer[]> {
    return this.tags.tagged(filter, tagIds);
  }

  tagCounts(_tagIds: readonly string[]): Promise<Map<string, number>> {
    return this.tags.tagCounts();
  }

  inCompany(filter: CustomerFilter, companyId: string): Promise<Customer[]> {
    return this.reads.inCompany(filter, companyId);
  }

  companyCounts(companyIds: readonly string[]): Promise<Map<string, number>> {
    return this.reads.companyCounts(companyIds);
  }

  listIds(filter: CustomerFilter, search?: string | null): Promise<string[]> {
    return this.reads.listIds(filter, search);
  }

  async page(query: CustomerPageQuery): Promise<CustomerStorePage> {
    const { scope } = query;
    if (!scope || !isNarrowed(scope)) return this.reads.page(query);
    // The scope's customers along their partial indexes, ordered here: SQLite reads a few thousand rows in a few ms.
    const inScope = await scopedCustomers(this, query.filter, scope);
    return pageOfOrdered(orderAndSearch(inScope, query.search, query.order), query);
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

  changedSince(since: number, limit: number): Promise<Customer[] | null> {
    return this.reads.changedSince(since, limit);
  }

  findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]> {
    return this.reads.findByContact(emails, phones);
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

  changeVersion(): string {
    return this.writes.changeVersion();
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

  bulkSetOwner(bulkId: string, ids: readonly string[], ownerUid: string, by: User | null = null): Promise<number> {
    return this.bulk.bulkSetOwner(bulkId, ids, ownerUid, by);
  }

  bulkSetTags(
    bulkId: string,
    ids: readonly string[],
    add: readonly string[],
    remove: readonly string[],
    by: User | null = null,
  ): Promise<number> {
    return this.bulk.bulkSetTags(bulkId, ids, add, remove, by);
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

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    return this.feed.watch(filter, watcher);
  }

  watchCustomer(id: string, listener: (customer: Customer | null) => void): Unsubscribe {
    return this.feed.watchCustomer(id, listener);
  }

  watchHistory(listener: () => void): Unsubscribe {
    return this.feed.watchHistory(listener);
  }
}
