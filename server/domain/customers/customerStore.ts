import type { Customer, CustomerChangeSet, CustomerFields, CustomerFilter } from './customer.ts';
import type { User } from '../accounts/account.ts';
import type { CustomerHistoryPage } from '../history/customerHistory.ts';
import type { CustomerImportSummary, CustomerImportUndo, ImportWrite } from './customerImport.ts';
import type { CustomerOrder, SortDirection } from '../ordering.ts';
import type { OrderedField } from '../customFields/fieldOrdering.ts';
import type { BulkChangeUndo } from '../bulk/customerBulk.ts';
import type { MergeOutcome } from '../merge/customerMerge.ts';
import type { NotDuplicatesMark } from '../merge/notDuplicates.ts';
import type { CustomerTraces } from './customerErasure.ts';
import type { RecentChange, StatusCounts, TimeWindow, WindowCounts } from '../stats/customerCounts.ts';
import type { AuditInput } from '../team/team.ts';

export type Unsubscribe = () => void;

export interface CustomerWatcher {
  /**
   * Called first with the initial set (initial: true), then once per committed change batch that touches the filter.
   */
  next(set: CustomerChangeSet): void;
  /** The feed failed and will not deliver more; the subscriber should be told. */
  error(error: Error): void;
}

/**
 * A narrower list than a filter's (customerScope.ts): one member's customers, those carrying every one of some tags,
 * those of one company, or several of these.
 */
export interface CustomerScope {
  /** Only the customers this member owns (a uid) */
  owner?: string | null;
  /** Only the customers carrying all of these tags */
  tagIds?: readonly string[] | null;
  /** Only the customers working at this company */
  companyId?: string | null;
}

/**
 * A page of the list in `order` (name order without one):
 * the customers after the order key `afterKey` (domain/ordering.ts).
 */
export interface CustomerPageQuery {
  filter: CustomerFilter;
  search: string | null;
  first: number;
  afterKey: string | null;
  order?: CustomerOrder;
  /** false when the caller does not want totalCount: on Firestore a count costs a read per 1,000 customers */
  total?: boolean;
  /** Only one member's customers, or those carrying some tags (customerScope.ts); never with a search */
  scope?: CustomerScope;
}

/** A CUSTOM order, its field checked (listChecks.ts), as a store may page it by its own keys. */
export interface FieldOrder {
  readonly field: OrderedField;
  readonly direction: SortDirection;
}

/** A page in a custom field's order, after the order key `afterKey` (customFields/fieldOrdering.ts); no search. */
export interface FieldPageQuery {
  filter: CustomerFilter;
  first: number;
  afterKey: string | null;
  order: FieldOrder;
  total?: boolean;
}

export interface CustomerStorePage {
  customers: Customer[];
  hasNextPage: boolean;
  /** Customers matching filter and search, on every page; null only when the query said total: false */
  totalCount: number | null;
}

export interface ImportCounts {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

/** The port every customer store adapter implements (SQLite, Firestore). */
export interface CustomerStore {
  /**
   * Customers matching the filter and the search (domain/search.ts),
   * in `order` (domain/ordering.ts; name order without one).
   */
  list(filter: CustomerFilter, search?: string | null, order?: CustomerOrder): Promise<Customer[]>;
  /**
   * The ids of the customers `list` would answer, in no particular order: a bulk change's selection, no customer built.
   */
  listIds(filter: CustomerFilter, search?: string | null): Promise<string[]>;
  /**
   * The filter's customers `ownerUid` owns, in no particular order: an owner's list, ordered, searched and paged in
   * memory (customerOwners.ts).
   */
  owned(filter: CustomerFilter, ownerUid: string): Promise<Customer[]>;
  /**
   * The filter's customers carrying every one of `tagIds` (at least one), in no particular order: a tag filter's list,
   * ordered, searched and paged in memory (customerScope.ts).
   */
  tagged(filter: CustomerFilter, tagIds: readonly string[]): Promise<Customer[]>;
  /** How many active customers carry each of `tagIds`, by tag id (tags no customer carries may be left out). */
  tagCounts(tagIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * The filter's customers working at the company, in no particular order: a company filter's list and a company's
   * people, ordered, searched and paged in memory (customerScope.ts).
   */
  inCompany(filter: CustomerFilter, companyId: string): Promise<Customer[]>;
  /** How many active customers work at each of `companyIds`, by company id (companies with none may be left out). */
  companyCounts(companyIds: readonly string[]): Promise<Map<string, number>>;
  page(query: CustomerPageQuery): Promise<CustomerStorePage>;
  /** Every customer `list` would answer, in the same order, `size` at a time: exports read them as they write. */
  batches(
    filter: CustomerFilter,
    search: string | null,
    size: number,
    order?: CustomerOrder,
  ): AsyncIterable<Customer[]>;
  /**
   * A page in a custom field's order, when the store keeps keys for its values (Firestore: customers/fieldKeys.ts);
   * null when it cannot answer for less than reading the filter whole. Without it (SQLite, or null) the caller orders
   * the filter's list in memory (customerOwners.ts).
   */
  fieldPage?(query: FieldPageQuery): Promise<CustomerStorePage | null>;
  /** As `batches`, in a custom field's order, by the same keys; null as fieldPage. */
  fieldBatches?(
    filter: CustomerFilter,
    search: string | null,
    size: number,
    order: FieldOrder,
  ): Promise<AsyncIterable<Customer[]> | null>;
  get(id: string): Promise<Customer | null>;
  /**
   * Customers of any status with an email among `emails` (case aside) or a normalised phone among `phones`: their
   * further emails and phones too (domain/contactPoints/contactPoints.ts).
   */
  findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]>;
  // Every write below records a history entry (history/customerHistory.ts) for each customer it changes, by `by`, in
  // the same transaction, and adds one to the customer's version. Given the version the client saw (`seen`), update and
  // setStatus merge with what others wrote since, or throw ConflictError
  // (conflicts/staleWriteMerge.ts); without, the last write wins.
  /** Creates a customer with the given id and status true. */
  create(id: string, fields: CustomerFields, by?: User | null): Promise<Customer>;
  /** Merges fields into an existing customer, keeping its status; null when there is none. */
  update(id: string, fields: CustomerFields, by?: User | null, seen?: number | null): Promise<Customer | null>;
  /** Sets only the status; null when there is no such customer. */
  setStatus(id: string, status: boolean, by?: User | null, seen?: number | null): Promise<Customer | null>;
  /** A customer's history, newest first, `first` entries after the cursor `after` (null: from the newest). */
  history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage>;
  /** The latest imports, newest first. */
  imports(limit: number): Promise<CustomerImportSummary[]>;
  /** Whether an import id is known, and whether it was undone. */
  importState(importId: string): Promise<'open' | 'undone' | null>;
  /** Of `customerIds`, those the import already created or changed (its records), in no particular order. */
  customersImportedBy(importId: string, customerIds: readonly string[]): Promise<string[]>;
  /**
   * Writes one batch of an import in one transaction (all of it or nothing): its creates and updates, and per customer
   * what it was before the import's first write to it and after its last (customerImport.ts), with the batch's counts.
   * Watchers get the batch as one change set.
   */
  importBatch(importId: string, writes: readonly ImportWrite[], counts: ImportCounts, by?: User | null): Promise<void>;
  /**
   * Undoes an import in one transaction as customerImport.ts's undoOf decides for each customer, and marks it undone;
   * 'unknown' or 'undone' when there is nothing to undo. Watchers get the undo as one change set. A customer it
   * deletes goes with its history and records, as an erasure (erase) takes them, and watchers hear of it as one.
   * The undo's history entries, and the undone ones, count neither way on the dashboard (statusChanges).
   */
  undoImport(importId: string, by?: User | null): Promise<CustomerImportUndo | 'unknown' | 'undone'>;
  /**
   * Sets the status of each of `ids` that has another (unknown ids are passed over), in transactions of many customers
   * each, one change set to watchers per transaction, a history entry per customer, and keeps per customer the version
   * it left under `bulkId` (customerBulk.ts). Answers how many customers changed.
   */
  bulkSetStatus(bulkId: string, ids: readonly string[], status: boolean, by?: User | null): Promise<number>;
  /**
   * Puts back the status of every customer of a bulk change nobody wrote since (customerBulk.ts's bulkUndoOf), in
   * transactions as bulkSetStatus writes, and marks it undone; 'unknown' or 'undone' when there is nothing to undo.
   */
  undoBulk(bulkId: string, by?: User | null): Promise<BulkChangeUndo | 'unknown' | 'undone'>;
  /**
   * Makes `ownerUid` the owner of each of `ids` that has another (unknown ids are passed over), as bulkSetStatus writes
   * statuses: transactions of many customers, a history entry and a customer.assigned event per customer, and per
   * customer the owner it had and the version it left under `bulkId`, so undoBulk gives each its owner back.
   */
  bulkSetOwner(bulkId: string, ids: readonly string[], ownerUid: string, by?: User | null): Promise<number>;
  /**
   * Adds the tags `add` to and takes `remove` off each of `ids` whose tags change (unknown ids are passed over), as
   * bulkSetOwner writes owners: transactions of many customers, a history entry and a customer.updated event per
   * customer, and per customer the tags it had and the version it left under `bulkId`, so undoBulk puts them back.
   */
  bulkSetTags(
    bulkId: string,
    ids: readonly string[],
    add: readonly string[],
    remove: readonly string[],
    by?: User | null,
  ): Promise<number>;
  /**
   * Merges `mergeIds` into `keepId` in one transaction, as customerMerge.ts's planMerge decides: the kept customer gets
   * `fields` (its own without), each merged one is removed and marked mergedInto; a MERGED history entry and a
   * customer.merged webhook event for each; one change set to watchers. Writes nothing when an id is missing or a
   * rule fails. Given the kept customer's version the client saw (`seen`), `fields` merge with what others wrote to it
   * since, as update's do (ConflictError, writing nothing, when both changed a field). Restoring a merged customer
   * (setStatus, bulkSetStatus, an import's restore) clears its mergedInto.
   */
  merge(
    keepId: string,
    mergeIds: readonly string[],
    fields: CustomerFields | null,
    by?: User | null,
    seen?: number | null,
  ): Promise<MergeOutcome>;
  /** Keeps a "not duplicates" mark (merge/notDuplicates.ts); marks are never changed, only added. */
  markNotDuplicates(mark: NotDuplicatesMark): Promise<void>;
  /** Every "not duplicates" mark kept, oldest first. */
  notDuplicateMarks(): Promise<NotDuplicatesMark[]>;
  /**
   * The customers written since `since` (ms since the epoch), or null when there are more than `limit`: a live list
   * uses it to resume a client whose cursor is from before a restart (SQLite: each write's updated_at; Firestore: each
   * document's commit time).
   */
  changedSince(since: number, limit: number): Promise<Customer[] | null>;
  /**
   * Erases a customer and every trace of its personal data (customerErasure.ts): the customer, its history, its import
   * and bulk-change records, presence on it, and the webhook events that carry its fields, in one transaction where the
   * store allows; clears the mergedInto of customers merged into it (no version or history of theirs: only the pointer
   * goes); adds one customer.erased event carrying only its id. Watchers hear of it as a REMOVED change with no
   * personal data. With `removedBefore` (ms), only a customer that is removed and was last written before then. With
   * `audit`, adds that audit-log entry in the same transaction (Firestore: the one that deletes the customer), so there
   * is no erasure without its entry and no entry without its erasure. false when there was nothing to erase.
   */
  erase(id: string, removedBefore?: number | null, audit?: AuditInput | null): Promise<boolean>;
  /**
   * Removed customers last written before `before` (ms since the epoch):
   * the retention purge's candidates, at most `limit`.
   */
  removedBefore(before: number, limit: number): Promise<string[]>;
  /**
   * Ids of the customers erased since `since` (ms), as far back as the outbox keeps its events: a resume tells clients.
   */
  erasedSince(since: number): Promise<string[]>;
  /** What the store keeps about a customer beside it and its history (the data download). */
  traces(id: string): Promise<CustomerTraces>;
  /** One customer now and after each write to it, from anywhere (null: there is no such customer). */
  watchCustomer(id: string, listener: (customer: Customer | null) => void): Unsubscribe;
  /** Live changes for one filter, fed by the store's own change feed. */
  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe;
  /**
   * A token that differs whenever any customer may have changed since it was read, by this process or another; null
   * when the store cannot tell cheaply (then nothing read from it may be kept as current).
   */
  changeVersion(): string | null;
  /** How many customers are active and how many removed, now. */
  statusCounts(): Promise<StatusCounts>;
  /** Per window, the history entries in it that added a customer and that removed one (stats/customerStats.ts). */
  statusChanges(windows: readonly TimeWindow[]): Promise<WindowCounts[]>;
  /** The latest history entries of all customers, newest first, each with its customer as it is now. */
  recentChanges(first: number): Promise<RecentChange[]>;
  /** Calls `listener` after any customer's history grew, by this process or another (often: callers throttle). */
  watchHistory(listener: () => void): Unsubscribe;
}
