// The customers' lists, pages and export batches in any order (OWNER and COMPANY too) and for one owner or all: the
// store answers what it indexes, customerOwners.ts what it orders in memory. CustomerService checks the asker's input
// first.
import { defaultCustomerOrder, isStoredOrder, type CustomerListOrder } from '../ordering.ts';
import type { Customer, CustomerFilter, CustomerPage } from './customer.ts';
import {
  listInMemory,
  listOrderKey,
  pageInOrder,
  sortInOrder,
  type OrderNames,
  type OwnerDirectory,
} from './customerOwners.ts';
import type { CompanyDirectory } from '../companies/customerCompanies.ts';
import type { CustomerStore } from './customerStore.ts';
import { isNarrowed, type CustomerScope } from './customerScope.ts';

// Cursors are the order key of the page's last customer, opaque to clients.
const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');
export const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

export interface ListQuery {
  filter: CustomerFilter;
  /** The search text as the store reads it (phones already read in the asker's region) */
  search: string | null;
  order: CustomerListOrder;
  /** Only one member's customers, or those carrying some tags */
  scope: CustomerScope;
}

/** Who owns customers and which companies exist: the orders kept in memory read their emails and names. */
export interface ListDirectories {
  owners: OwnerDirectory;
  companies: CompanyDirectory;
}

/** The names an order reads (companies' only for the COMPANY order). */
const orderNames =
  ({ owners, companies }: ListDirectories, order: CustomerListOrder) =>
  async (): Promise<OrderNames> => ({
    emails: owners.memberEmails(),
    companies: order.field === 'COMPANY' ? await companies.names() : new Map(),
  });

export async function readList(store: CustomerStore, dirs: ListDirectories, query: ListQuery): Promise<Customer[]> {
  const { filter, search, order, scope } = query;
  const inMemory = await listInMemory(store, orderNames(dirs, order), filter, search, order, scope);
  return inMemory ?? store.list(filter, search, isStoredOrder(order) ? order : defaultCustomerOrder);
}

export async function readPage(
  store: CustomerStore,
  dirs: ListDirectories,
  query: ListQuery & { first: number; after: string | null | undefined; total: boolean },
): Promise<CustomerPage> {
  const { filter, search, order, scope, first, total } = query;
  const afterKey = query.after ? decodeCursor(query.after) : null;
  const names = await orderNames(dirs, order)();
  // A narrowed scope in a stored order, without a search: the store pages it (on Firestore, about a page of reads); a
  // company's people are few, and paged here.
  const storePaged = isStoredOrder(order) && (!isNarrowed(scope) || (!search && filter !== 'ALL' && !scope.companyId));
  const inMemory = storePaged ? null : await listInMemory(store, async () => names, filter, search, order, scope);
  const page = storePaged
    ? await store.page({ filter, search, first, afterKey, order, total, ...(isNarrowed(scope) && { scope }) })
    : pageInOrder(inMemory ?? [], first, afterKey, order, names);
  const last = page.customers.at(-1);
  return {
    nodes: page.customers,
    pageInfo: {
      endCursor: last ? encodeCursor(listOrderKey(last, order, names)) : null,
      hasNextPage: page.hasNextPage,
    },
    totalCount: page.totalCount,
  };
}

export async function* readBatches(
  store: CustomerStore,
  dirs: ListDirectories,
  query: ListQuery & { size: number },
): AsyncIterable<Customer[]> {
  const { filter, search, order, scope, size } = query;
  const all = await listInMemory(store, orderNames(dirs, order), filter, search, order, scope);
  if (!all && isStoredOrder(order)) {
    yield* store.batches(filter, search, size, order);
    return;
  }
  for (let start = 0; start < (all ?? []).length; start += size) yield all!.slice(start, start + size);
}

export async function* readChosen(
  store: CustomerStore,
  dirs: ListDirectories,
  ids: readonly string[],
  order: CustomerListOrder,
): AsyncIterable<Customer[]> {
  const found = await Promise.all([...new Set(ids)].map((id) => store.get(id)));
  yield sortInOrder(
    found.filter((customer): customer is Customer => customer !== null),
    order,
    await orderNames(dirs, order)(),
  );
}
