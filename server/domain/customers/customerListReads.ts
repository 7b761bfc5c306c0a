// The customers' lists, pages and export batches in any order (OWNER, COMPANY and CUSTOM too) and for one owner or
// all, with or without custom field filters: the store answers what it indexes, customerOwners.ts what it orders and
// filters in memory. CustomerService checks the asker's input first; a CUSTOM order's field is checked here.
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
import type { CustomFieldDirectory } from '../customFields/customFieldService.ts';
import type { CustomerStore } from './customerStore.ts';
import { isNarrowed, storeScope, type ListScope } from './customerScope.ts';
import { customOrderField } from './listChecks.ts';

// Cursors are the order key of the page's last customer, opaque to clients.
const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');
export const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

export interface ListQuery {
  filter: CustomerFilter;
  /** The search text as the store reads it (phones already read in the asker's region) */
  search: string | null;
  order: CustomerListOrder;
  /** Only one member's customers, or those carrying some tags, or passing custom field filters */
  scope: ListScope;
}

/**
 * Who owns customers, which companies exist and the team's custom fields: the orders kept in memory read their emails,
 * names and types.
 */
export interface ListDirectories {
  owners: OwnerDirectory;
  companies: CompanyDirectory;
  customFields: CustomFieldDirectory;
}

/** The names an order reads (companies' only for the COMPANY order); BAD_USER_INPUT for a CUSTOM order's bad field. */
async function orderNames({ owners, companies, customFields }: ListDirectories, order: CustomerListOrder) {
  const customField = await customOrderField(customFields, order);
  return async (): Promise<OrderNames> => ({
    emails: owners.memberEmails(),
    companies: order.field === 'COMPANY' ? await companies.names() : new Map(),
    customField,
  });
}

export async function readList(store: CustomerStore, dirs: ListDirectories, query: ListQuery): Promise<Customer[]> {
  const { filter, search, order, scope } = query;
  const names = await orderNames(dirs, order);
  const inMemory = await listInMemory(store, names, filter, search, order, storeScope(scope), scope.fields ?? []);
  return inMemory ?? store.list(filter, search, isStoredOrder(order) ? order : defaultCustomerOrder);
}

export async function readPage(
  store: CustomerStore,
  dirs: ListDirectories,
  query: ListQuery & { first: number; after: string | null | undefined; total: boolean },
): Promise<CustomerPage> {
  const { filter, search, order, scope, first, total } = query;
  const afterKey = query.after ? decodeCursor(query.after) : null;
  const names = await (await orderNames(dirs, order))();
  const fields = scope.fields ?? [];
  const narrowed = storeScope(scope);
  // A narrowed scope in a stored order, without a search: the store pages it (on Firestore, about a page of reads); a
  // company's people are few, and paged here, as field filters are.
  const storePaged =
    isStoredOrder(order) &&
    !fields.length &&
    (!isNarrowed(narrowed) || (!search && filter !== 'ALL' && !narrowed.companyId));
  // A custom field's order, not narrowed, without a search: the store pages it by its keys where it keeps them.
  const fieldOrder =
    order.field === 'CUSTOM' && names.customField && !fields.length && !isNarrowed(narrowed) && !search?.trim()
      ? { field: names.customField, direction: order.direction }
      : null;
  const keyed =
    fieldOrder && store.fieldPage ? await store.fieldPage({ filter, first, afterKey, order: fieldOrder, total }) : null;
  const inMemory =
    storePaged || keyed ? null : await listInMemory(store, async () => names, filter, search, order, narrowed, fields);
  const page =
    keyed ??
    (storePaged
      ? await store.page({
          filter,
          search,
          first,
          afterKey,
          order,
          total,
          ...(isNarrowed(narrowed) && { scope: narrowed }),
        })
      : pageInOrder(inMemory ?? [], first, afterKey, order, names));
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
  const names = await orderNames(dirs, order);
  // A custom field's order, not narrowed: the store reads it by its keys where it keeps them.
  const customField = order.field === 'CUSTOM' ? (await names()).customField : null;
  const keyed =
    customField && store.fieldBatches && !isNarrowed(storeScope(scope)) && !scope.fields?.length
      ? await store.fieldBatches(filter, search, size, { field: customField, direction: order.direction })
      : null;
  if (keyed) {
    yield* keyed;
    return;
  }
  const all = await listInMemory(store, names, filter, search, order, storeScope(scope), scope.fields ?? []);
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
  const names = await orderNames(dirs, order);
  const found = await Promise.all([...new Set(ids)].map((id) => store.get(id)));
  yield sortInOrder(
    found.filter((customer): customer is Customer => customer !== null),
    order,
    await names(),
  );
}
