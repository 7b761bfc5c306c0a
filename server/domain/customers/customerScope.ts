// A narrower list than a filter's: one member's customers (customerOwners.ts), those carrying every one of some tags
// (tags/customerTags.ts), those of one company (companies/customerCompanies.ts), or several of these. The store reads
// along one index (the owner's, else the company's, else the first tag's); the rest is checked here, and the list is
// searched, ordered and paged in memory. Custom field filters (customFields/fieldFilters.ts) narrow any list further,
// in memory: no store indexes the values.
import { InvalidInputError } from '../errors.ts';
import { limits } from '../fieldRules.ts';
import { selectionKind, type CustomerSelection } from '../bulk/customerBulk.ts';
import type { Customer, CustomerFilter } from './customer.ts';
import { keepMatching } from './customerPaging.ts';
import type { CustomerScope, CustomerStore } from './customerStore.ts';
import { matchesFieldFilters, type FieldFilter } from '../customFields/fieldFilters.ts';
import { carriesEveryTag } from '../tags/tag.ts';

export type { CustomerScope };

/** A list's scope as the service reads it: the store's, and custom field filters already checked (listChecks.ts). */
export type ListScope = CustomerScope & { fields?: readonly FieldFilter[] | null };

/** The scope the store reads (the field filters are checked in memory). */
export const storeScope = ({ owner, tagIds, companyId }: ListScope): CustomerScope => ({ owner, tagIds, companyId });

/** Whether a customer's values pass the scope's field filters. */
export const passesFields = (customer: Customer, { fields }: ListScope): boolean =>
  !fields?.length || matchesFieldFilters((key) => customer.fields?.[key], fields);

export const isNarrowed = (scope: CustomerScope): boolean =>
  Boolean(scope.owner || scope.tagIds?.length || scope.companyId);

export const inScope = (customer: Customer, { owner, tagIds, companyId }: CustomerScope): boolean =>
  (!owner || customer.ownerUid === owner) &&
  (!companyId || customer.companyId === companyId) &&
  carriesEveryTag((id) => customer.tagIds?.includes(id) ?? false, tagIds);

/** The name a live list of this filter and scope is shared under. */
export const scopeName = (filter: CustomerFilter, { owner, tagIds, companyId }: CustomerScope): string =>
  [filter, owner ?? '', companyId ? `company:${companyId}` : '', ...[...(tagIds ?? [])].sort()].join(' ').trim();

/** The filter's customers in a narrowed scope, in no particular order (isNarrowed(scope) must hold). */
export async function scopedCustomers(
  store: CustomerStore,
  filter: CustomerFilter,
  scope: CustomerScope,
): Promise<Customer[]> {
  const read = scope.owner
    ? await store.owned(filter, scope.owner)
    : scope.companyId
      ? await store.inCompany(filter, scope.companyId)
      : await store.tagged(filter, scope.tagIds!);
  return read.filter((customer) => inScope(customer, scope));
}

/**
 * The ids a bulk change's selection means: its ids (at most limits.bulkIdsMax), or every customer matching its filter,
 * search and scope (any number: the 100,000 of a big list included). BAD_USER_INPUT when it is neither.
 */
export async function selectedIds(store: CustomerStore, selection: CustomerSelection): Promise<readonly string[]> {
  const kind = selectionKind(selection);
  if (typeof kind !== 'string') throw new InvalidInputError(kind);
  if (kind === 'ids') {
    const ids = [...new Set(selection.ids!)];
    if (ids.length > limits.bulkIdsMax) {
      throw new InvalidInputError({
        ids: `Name at most ${limits.bulkIdsMax} customers; choose more by filter and search`,
      });
    }
    return ids;
  }
  const search = selection.search?.trim() ? selection.search : null;
  const scope = { owner: selection.owner, tagIds: selection.tagIds, companyId: selection.companyId };
  const { fields } = selection;
  if (!isNarrowed(scope) && !fields?.length) return store.listIds(selection.filter!, search);
  const customers = isNarrowed(scope)
    ? keepMatching(await scopedCustomers(store, selection.filter!, scope), search)
    : await store.list(selection.filter!, search);
  return customers.filter((customer) => passesFields(customer, { fields })).map(({ id }) => id);
}
