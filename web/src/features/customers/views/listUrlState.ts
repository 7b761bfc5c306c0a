// The customers list's state as its address says it: what a copied link reproduces in another browser. Defaults are
// left out, so the plain list's address stays /dashboard/users.
import { parseExportOrder } from '../../../../../server/domain/customers/customerExport.ts';
import {
  defaultCustomerOrder,
  isDefaultOrder,
  orderColumnOf,
  sameListOrder,
  type CustomerListOrder,
  type CustomerListOrder as CustomerOrder,
} from '../../../../../server/domain/ordering.ts';
import {
  customerColumnKeys,
  isListColumnKey,
  type ListColumnKey,
} from '../../../../../server/domain/views/savedView.ts';
import type { CustomFieldFilterInput } from '../../../../../server/domain/customFields/fieldFilters.ts';
import type { CustomerFilter } from '../../../gql/graphql.ts';
import { fieldFiltersFromQuery, sameFieldFilters, writeFieldFilters } from './fieldFilterQuery.ts';

export interface CustomerListState {
  filter: CustomerFilter;
  /** Only one member's customers: a uid, or "me" for the caller's own ("My customers"); null: everyone's */
  owner: string | null;
  search: string;
  /** Only the customers carrying all of these tags (tags=id,id in the address); empty: any */
  tagIds: readonly string[];
  /** Only the customers working at this company (company=id in the address); null: any */
  companyId: string | null;
  /** Only the customers passing these custom field filters (field.<key>=… in the address); empty: none */
  fieldFilters: readonly CustomFieldFilterInput[];
  order: CustomerOrder;
  /** The visible columns, in order (never empty); a custom field's is field:<key> */
  columns: readonly ListColumnKey[];
  /** The saved view this state was opened from, if any */
  viewId: string | null;
}

/**
 * The columns a list shows until someone chooses: all but Tags and Company, which a team that uses them turns on
 * (Columns, a saved view), as at 1280 px they take the room that keeps a usual email and phone whole
 * (table/columnSets.tsx).
 */
export const defaultColumns: readonly ListColumnKey[] = customerColumnKeys.filter(
  (key) => key !== 'tags' && key !== 'company',
);

export const defaultListState: CustomerListState = {
  filter: 'ACTIVE',
  owner: null,
  search: '',
  tagIds: [],
  companyId: null,
  fieldFilters: [],
  order: defaultCustomerOrder,
  columns: defaultColumns,
  viewId: null,
};

const orderOr = (order: CustomerListOrder | null): CustomerOrder => order ?? defaultCustomerOrder;

const filters: readonly CustomerFilter[] = ['ACTIVE', 'REMOVED', 'ALL'];

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

const sameTags = (a: readonly string[], b: readonly string[]) => sameColumns([...a].sort(), [...b].sort());

/** Known columns (custom fields' included: the table leaves out those of fields no longer active), each once, in the
 * order given; none known: the default set. */
export function knownColumns(keys: readonly string[]): readonly ListColumnKey[] {
  const known = [...new Set(keys.filter(isListColumnKey))];
  return known.length ? known : defaultColumns;
}

/** The state an address's query says; what it leaves out or gets wrong is the default. */
export function listStateFromQuery(query: string): CustomerListState {
  const params = new URLSearchParams(query);
  const filter = params.get('filter')?.toUpperCase() as CustomerFilter | undefined;
  const order = params.get('orderBy');
  const columns = params.get('columns');
  return {
    filter: filter && filters.includes(filter) ? filter : defaultListState.filter,
    owner: params.get('owner') || null,
    search: params.get('search') ?? '',
    tagIds: params.get('tags')?.split(',').filter(Boolean) ?? [],
    companyId: params.get('company') || null,
    fieldFilters: fieldFiltersFromQuery(params),
    order: orderOr(order ? parseExportOrder(order) : null),
    columns: columns === null ? defaultColumns : knownColumns(columns.split(',')),
    viewId: params.get('view') || null,
  };
}

/**
 * The query ('' or '?…') that says a state, defaults left out; the same names and order format as the exports' links.
 */
export function queryFromListState(state: CustomerListState): string {
  const params = new URLSearchParams();
  if (state.viewId) params.set('view', state.viewId);
  if (state.filter !== defaultListState.filter) params.set('filter', state.filter);
  if (state.owner) params.set('owner', state.owner);
  if (state.search) params.set('search', state.search);
  if (state.tagIds.length) params.set('tags', state.tagIds.join(','));
  if (state.companyId) params.set('company', state.companyId);
  writeFieldFilters(params, state.fieldFilters);
  if (!isDefaultOrder(state.order)) params.set('orderBy', `${orderColumnOf(state.order)}:${state.order.direction}`);
  if (!sameColumns(state.columns, defaultColumns)) params.set('columns', state.columns.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * What opening a saved view shows: its filter, owner filter, search, tag, company and field filters, first order and
 * columns.
 */
export function listStateOfView(view: {
  id: string;
  filter: CustomerFilter;
  customerOwner?: string | null;
  search?: string | null;
  tagIds?: readonly string[] | null;
  companyId?: string | null;
  fieldFilters?: readonly CustomFieldFilterInput[] | null;
  orderBy: readonly CustomerListOrder[];
  columns: readonly string[];
}): CustomerListState {
  return {
    filter: view.filter,
    owner: view.customerOwner ?? null,
    search: view.search ?? '',
    tagIds: view.tagIds ?? [],
    companyId: view.companyId ?? null,
    // Only the filter's own parts (a view from the server carries its __typename too).
    fieldFilters: (view.fieldFilters ?? []).map(({ key, value, min, max }) => ({ key, value, min, max })),
    order: orderOr(view.orderBy[0] ?? null),
    columns: knownColumns(view.columns),
    viewId: view.id,
  };
}

/** Whether a state shows what a saved view saved (its id aside): false once the list was changed after opening it. */
export function showsView(state: CustomerListState, view: Parameters<typeof listStateOfView>[0]): boolean {
  const saved = listStateOfView(view);
  return (
    state.filter === saved.filter &&
    state.owner === saved.owner &&
    state.search === saved.search &&
    sameTags(state.tagIds, saved.tagIds) &&
    state.companyId === saved.companyId &&
    sameFieldFilters(state.fieldFilters, saved.fieldFilters) &&
    sameListOrder(state.order, saved.order) &&
    sameColumns(state.columns, saved.columns)
  );
}
