// The customers' use cases over a CustomerStore: reads and pages, saves, imports, bulk changes and erasure, and the
// live list and a customer's page as they change (each rule in the module it names; merges: merge/duplicateService.ts).
import { NotFoundError, InvalidInputError } from '../errors.ts';
import { customerSortKey, defaultCustomerOrder, sortByKey, type CustomerListOrder } from '../ordering.ts';
import { limits } from '../fieldRules.ts';
import { defaultPhoneRegion, phoneSearchIn, type PhoneRegion } from '../phones.ts';
import type { Customer, CustomerContact, CustomerDuplicate, CustomerFilter, CustomerPage } from './customer.ts';
import type { User } from '../accounts/account.ts';
import type { CustomerHistoryPage } from '../history/customerHistory.ts';
import { historySummary, type CustomerHistorySummary } from '../history/historySummary.ts';
import type {
  CustomerImportBatch,
  CustomerImportSummary,
  CustomerImportUndo,
  DuplicateAction,
} from './customerImport.ts';
import { importCustomerBatch } from './importBatch.ts';
import type { CustomerStore, Unsubscribe } from './customerStore.ts';
import { LiveCustomerList, type FeedWatcher } from './liveCustomerList.ts';
import { MemoryPresenceStore, PresenceService } from '../presence/presence.ts';
import {
  watchCustomerActivity,
  watchCustomerEditors,
  type CustomerActivity,
  type CustomerEditor,
} from '../presence/customerActivity.ts';
import type { BulkChange, BulkChangeUndo, CustomerSelection } from '../bulk/customerBulk.ts';
import { bulkStatusChange } from '../bulk/bulkStatusChange.ts';
import type { CustomerDataDownload } from './customerErasure.ts';
import type { AuditInput } from '../team/team.ts';
import type { CustomerInput } from './customerInput.ts';
import { contactDuplicates } from './customerDuplicates.ts';
import { customerDataDownload, purgeRemovedBefore, type ActivitiesOf } from './personalData.ts';
import type { CustomerServiceOptions } from './customerServiceOptions.ts';
import { assignCustomers, noOwners, ownerGiven, type OwnerDirectory } from './customerOwners.ts';
import { readBatches, readChosen, readList, readPage } from './customerListReads.ts';
import { passesFields, scopeName, storeScope, type ListScope } from './customerScope.ts';
import { fieldFilteredFeed } from './ownedFeed.ts';
import { savedCustomer } from './savedFields.ts';
import { noTags, type TagDirectory } from '../tags/customerTags.ts';
import { activeFields, noCustomFields, type CustomFieldDirectory } from '../customFields/customFieldService.ts';
import { noCompanies, type CompanyDirectory } from '../companies/customerCompanies.ts';

export class CustomerService {
  /** One live list per watched filter (and owner), shared by its subscribers, kept while the service runs */
  private readonly liveLists = new Map<string, LiveCustomerList>();

  private readonly phoneRegionOf: (user: User | null) => PhoneRegion;
  private readonly presence: PresenceService;
  private readonly onErased: NonNullable<CustomerServiceOptions['onErased']>;
  private readonly activitiesOf?: ActivitiesOf;

  /** Who may own customers (customerOwners.ts); which tags and companies exist (tags/, companies/) */
  readonly owners: OwnerDirectory;
  readonly tags: TagDirectory;
  readonly customFields: CustomFieldDirectory;
  readonly companies: CompanyDirectory;
  private readonly onOwnerGiven: NonNullable<CustomerServiceOptions['onOwnerGiven']>;

  constructor(
    private readonly store: CustomerStore,
    options: CustomerServiceOptions = {},
  ) {
    this.phoneRegionOf = options.phoneRegionOf ?? (() => defaultPhoneRegion);
    this.presence = options.presence ?? new PresenceService(new MemoryPresenceStore());
    this.onErased = options.onErased ?? (async () => undefined);
    this.activitiesOf = options.activitiesOf;
    this.owners = options.owners ?? noOwners;
    this.onOwnerGiven = options.onOwnerGiven ?? (async () => undefined);
    this.tags = options.tags ?? noTags;
    this.customFields = options.customFields ?? noCustomFields;
    this.companies = options.companies ?? noCompanies;
  }

  /** `order`: name order without one; `search`'s phones read in the asker's region; `scope`: customerScope.ts. */
  list(
    filter: CustomerFilter,
    search?: string | null,
    order?: CustomerListOrder | null,
    asker: User | null = null,
    scope: ListScope = {},
  ): Promise<Customer[]> {
    const text = phoneSearchIn(search, this.phoneRegionOf(asker)) ?? null;
    return readList(this.store, this, { filter, search: text, order: order ?? defaultCustomerOrder, scope });
  }

  /** Changes whenever any customer may have changed (null: the store cannot tell); see CustomerStore.changeVersion. */
  changeVersion(): string | null {
    return this.store.changeVersion();
  }

  /** A page in `order` (name order without one); `after` is the endCursor of the page before in the same order. */
  page(
    filter: CustomerFilter,
    search: string | null | undefined,
    first: number,
    after: string | null | undefined,
    order?: CustomerListOrder | null,
    { total = true, asker = null, scope = {} }: { total?: boolean; asker?: User | null; scope?: ListScope } = {},
  ): Promise<CustomerPage> {
    if (!Number.isInteger(first) || first < 0 || first > limits.pageMax) {
      throw new InvalidInputError({ first: `Ask for 0 to ${limits.pageMax} customers per page` });
    }
    const text = phoneSearchIn(search, this.phoneRegionOf(asker)) ?? null;
    const query = { filter, search: text, order: order ?? defaultCustomerOrder, scope, first, after, total };
    return readPage(this.store, this, query);
  }

  get(id: string): Promise<Customer | null> {
    return this.store.get(id);
  }

  /** For each contact, the customers (any status) sharing its email or phone, read in the asker's region (customerDuplicates.ts). */
  duplicates(contacts: readonly CustomerContact[], asker: User | null = null): Promise<CustomerDuplicate[]> {
    return contactDuplicates(this.store, contacts, this.phoneRegionOf(asker));
  }

  /** What `list` answers, `size` customers at a time, read as the caller asks for more (exports). */
  batches(
    filter: CustomerFilter,
    search: string | null | undefined,
    size = 1000,
    order: CustomerListOrder = defaultCustomerOrder,
    scope: ListScope = {},
  ): AsyncIterable<Customer[]> {
    return readBatches(this.store, this, { filter, search: search?.trim() ? search : null, order, scope, size });
  }

  /** The customers of these ids that exist, any status, in `order`, as one batch (an export of a chosen few). */
  chosen(ids: readonly string[], order: CustomerListOrder = defaultCustomerOrder): AsyncIterable<Customer[]> {
    return readChosen(this.store, this, ids, order);
  }

  /**
   * `by` is the signed-in user the history names (docs/collaboration.md); a phone is read in their region. A new
   * customer's owner is `input.ownerUid`, else `defaultOwner` (the caller: customerResolvers.ts); an update without
   * one keeps the customer's. Owners, tags and custom field values are checked as savedFields.ts says.
   */
  async save(input: CustomerInput, by: User | null = null, defaultOwner: string | null = null): Promise<Customer> {
    const { before, saved } = await savedCustomer(this.store, this, input, this.phoneRegionOf(by), by, defaultOwner);
    if (ownerGiven(input, before, saved))
      await this.onOwnerGiven({ ownerUid: saved.ownerUid!, by, customerId: saved.id, count: 1 });
    return saved;
  }

  /**
   * One batch of a spreadsheet import (at most limits.importRowsMax rows): the rows that pass
   * docs/product.md#validation rules are written in one transaction, duplicates as `onDuplicate` says
   * (customerImport.ts); the others come back as failures with the spec's messages. Later batches of the same import
   * pass the first one's importId. `mayDefineTags`: a tag a row names and none has is made (else the row fails).
   */
  async importBatch(
    rows: readonly CustomerInput[],
    onDuplicate: DuplicateAction,
    importId?: string | null,
    by: User | null = null,
    defaultOwner: string | null = null,
    mayDefineTags = false,
  ): Promise<CustomerImportBatch> {
    const owners = { directory: this.owners, defaultOwner, companies: this.companies, tags: this.tags, mayDefineTags };
    const active = activeFields(await this.customFields.all());
    return importCustomerBatch(this.store, this.phoneRegionOf(by), rows, onDuplicate, importId, by, owners, active);
  }

  /** The latest imports, newest first, for the imports list. */
  imports(): Promise<CustomerImportSummary[]> {
    return this.store.imports(limits.importsListed);
  }

  /** Deletes what an import created and reverts what it updated, except customers changed since (customerImport.ts). */
  async undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo> {
    const undone = await this.store.undoImport(importId, by);
    if (undone === 'unknown') throw new NotFoundError('import', importId);
    if (undone === 'undone') throw new InvalidInputError({ importId: 'This import was already undone' });
    return { ...undone, keptChangedSince: sortByKey(undone.keptChangedSince, customerSortKey) };
  }

  /** `seen`: the version the client saw, as for save */
  remove(id: string, by: User | null = null, seen?: number | null): Promise<Customer> {
    return this.setStatus(id, false, by, seen);
  }

  restore(id: string, by: User | null = null, seen?: number | null): Promise<Customer> {
    return this.setStatus(id, true, by, seen);
  }

  /** Removes every customer of the selection that is active, as one bulk change (undoBulkChange undoes it). */
  removeMany(selection: CustomerSelection, by: User | null = null): Promise<BulkChange> {
    return bulkStatusChange(this.store, selection, false, by);
  }

  /** Restores every customer of the selection that is removed, as one bulk change. */
  restoreMany(selection: CustomerSelection, by: User | null = null): Promise<BulkChange> {
    return bulkStatusChange(this.store, selection, true, by);
  }

  /** Makes a member the owner of every customer of the selection, as one bulk change (customerOwners.ts). */
  assignMany(selection: CustomerSelection, ownerUid: string, by: User | null = null): Promise<BulkChange> {
    return assignCustomers(this.store, this.owners, selection, ownerUid, by, this.onOwnerGiven);
  }

  /** Puts back what a bulk change did, except to customers written since (customerBulk.ts), which are listed. */
  async undoBulkChange(id: string, by: User | null = null): Promise<BulkChangeUndo> {
    const undone = await this.store.undoBulk(id, by);
    if (undone === 'unknown') throw new NotFoundError('bulk change', id);
    if (undone === 'undone') throw new InvalidInputError({ id: 'This change was already undone' });
    return { ...undone, keptChangedSince: sortByKey(undone.keptChangedSince, customerSortKey) };
  }

  /**
   * Erases a customer and every trace of its personal data for good (CustomerStore.erase), with its customer.erased
   * audit entry in the same transaction: `by` from `address`, and the id only (the audit log outlives the customer and
   * holds none of its personal data). NOT_FOUND when there is none.
   */
  async erase(id: string, by: User | null = null, address: string | null = null): Promise<void> {
    const audit: AuditInput = {
      actor: by && { uid: by.uid, email: by.email },
      action: 'customer.erased',
      target: id,
      address,
    };
    if (!(await this.store.erase(id, null, audit))) throw new NotFoundError('customer', id);
    await this.onErased(id);
  }

  /** Erases every customer removed and not written since `before` (ms), each as erase does; answers how many. */
  purgeRemovedBefore(before: number): Promise<number> {
    return purgeRemovedBefore(this.store, before, this.onErased);
  }

  /** Everything the product holds about one customer: it, its whole history and its traces; null when there is none. */
  download(id: string): Promise<CustomerDataDownload | null> {
    return customerDataDownload(this.store, id, this.activitiesOf);
  }

  /** A customer's first and latest history entries and how many it has (history/historySummary.ts). */
  historySummary(customerId: string): Promise<CustomerHistorySummary> {
    return historySummary((after) => this.store.history(customerId, limits.pageMax, after));
  }

  /** A customer's history, newest first (at most limits.pageMax entries a page). */
  history(customerId: string, first: number, after?: string | null): Promise<CustomerHistoryPage> {
    if (!Number.isInteger(first) || first < 0 || first > limits.pageMax) {
      throw new InvalidInputError({ first: `Ask for 0 to ${limits.pageMax} entries` });
    }
    return this.store.history(customerId, first, after ?? null);
  }

  /**
   * The initial list comes in pages, in name order; later sets in the order the store committed them. With `after` (a
   * set's cursor), only what changed since, when the list can still tell (liveCustomerList.ts); else the whole list.
   * Field filters narrow the scope's shared list for this watcher alone (ownedFeed.ts).
   */
  watch(filter: CustomerFilter, watcher: FeedWatcher, after?: string | null, scope: ListScope = {}): Unsubscribe {
    const shared = storeScope(scope);
    const name = scopeName(filter, shared);
    const forget = (failed: LiveCustomerList) => this.liveLists.get(name) === failed && this.liveLists.delete(name);
    let list = this.liveLists.get(name);
    if (!list) this.liveLists.set(name, (list = new LiveCustomerList(this.store, filter, forget, shared)));
    const narrowed = scope.fields?.length ? fieldFilteredFeed((c) => passesFields(c, scope), watcher) : watcher;
    return list.subscribe(narrowed, after);
  }

  /**
   * For a page `user` has open on customer `id` (editing it or not): the customer as it changes, from anywhere, and who
   * else has it open (presence/customerActivity.ts).
   */
  watchActivity(
    id: string,
    user: User,
    editing: boolean,
    watcher: { next(activity: CustomerActivity): void },
  ): Unsubscribe {
    return watchCustomerActivity(this.presence, this.store, { id, user, editing }, watcher);
  }

  /** The customers someone is editing, with who, now and whenever that changes (the list's marks). */
  watchEditors(watcher: { next(editors: CustomerEditor[]): void }): Unsubscribe {
    return watchCustomerEditors(this.presence, watcher);
  }

  /** Stops the live lists' feeds. */
  close(): void {
    for (const list of this.liveLists.values()) list.close();
    this.liveLists.clear();
  }

  private async setStatus(
    id: string,
    status: boolean,
    by: User | null,
    seen: number | null | undefined,
  ): Promise<Customer> {
    const saved = await this.store.setStatus(id, status, by, seen);
    if (!saved) throw new NotFoundError('customer', id);
    return saved;
  }
}
