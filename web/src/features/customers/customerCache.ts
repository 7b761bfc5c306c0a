// How the live list lives in the Apollo cache: one cached `customers(filter)` list per filter,
// replaced by an initial change set and patched by every later one (never refetched).
import type { ApolloCache } from '@apollo/client';
import type { CustomerChangeType, CustomerFieldsFragment, CustomerFilter } from '../../gql/graphql.ts';
import { CustomerListDocument } from './customerDocuments.ts';

export const customerFilters: readonly CustomerFilter[] = ['ACTIVE', 'REMOVED', 'ALL'];

export interface CustomerChange {
  type: CustomerChangeType;
  customer: CustomerFieldsFragment;
}

export function matchesFilter(customer: Pick<CustomerFieldsFragment, 'status'>, filter: CustomerFilter): boolean {
  return filter === 'ALL' || customer.status === (filter === 'ACTIVE');
}

/** Applies one change set to a list: ADDED and MODIFIED replace by id (or append), REMOVED drops. */
export function applyCustomerChanges<C extends { id: string }>(list: readonly C[], changes: readonly { type: CustomerChangeType; customer: C }[]): C[] {
  const next = [...list];
  const index = new Map(next.map((customer, position) => [customer.id, position]));
  const removed = new Set<string>();
  for (const { type, customer } of changes) {
    const position = index.get(customer.id);
    if (type === 'REMOVED') {
      if (position !== undefined) removed.add(customer.id);
      continue;
    }
    removed.delete(customer.id);
    if (position === undefined) {
      index.set(customer.id, next.length);
      next.push(customer);
    } else {
      next[position] = customer;
    }
  }
  return removed.size ? next.filter((customer) => !removed.has(customer.id)) : next;
}

export function applyCustomerChangeSet(
  cache: ApolloCache,
  filter: CustomerFilter,
  set: { initial: boolean; changes: readonly CustomerChange[] },
): void {
  const query = { query: CustomerListDocument, variables: { filter } };
  if (set.initial) {
    cache.writeQuery({ ...query, data: { customers: set.changes.map((change) => change.customer) } });
    return;
  }
  cache.updateQuery(query, (data) => (data ? { customers: applyCustomerChanges(data.customers, set.changes) } : undefined));
}

/** After a save, remove or restore: put the customer into (or take it out of) every cached list at once. */
export function placeCustomerInCachedLists(cache: ApolloCache, customer: CustomerFieldsFragment): void {
  for (const filter of customerFilters) {
    const type: CustomerChangeType = matchesFilter(customer, filter) ? 'MODIFIED' : 'REMOVED';
    cache.updateQuery({ query: CustomerListDocument, variables: { filter } }, (data) =>
      data ? { customers: applyCustomerChanges(data.customers, [{ type, customer }]) } : undefined,
    );
  }
}
