// Order, search and pages over customers held in memory: the rule for stores that cannot index the sort key.
import { customerSortKey, sortByKey } from '../ordering.ts';
import { matchesCustomerSearch } from '../search.ts';
import type { Customer } from './customer.ts';
import type { CustomerPageQuery, CustomerStorePage } from './customerStore.ts';

/** The customers the search (SPEC §7) keeps, in their given order. */
export function keepMatching(customers: readonly Customer[], search?: string | null): readonly Customer[] {
  return search?.trim() ? customers.filter((customer) => matchesCustomerSearch(customer, search)) : customers;
}

export function orderAndSearch(customers: readonly Customer[], search?: string | null): Customer[] {
  return sortByKey(keepMatching(customers, search), customerSortKey);
}

/** The page after `afterKey` of customers already in name order. */
export function pageOfOrdered(ordered: readonly Customer[], { first, afterKey }: Pick<CustomerPageQuery, 'first' | 'afterKey'>): CustomerStorePage {
  let start = 0;
  if (afterKey !== null) {
    let high = ordered.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (customerSortKey(ordered[middle]!) <= afterKey) start = middle + 1;
      else high = middle;
    }
  }
  return { customers: ordered.slice(start, start + first), hasNextPage: start + first < ordered.length, totalCount: ordered.length };
}
