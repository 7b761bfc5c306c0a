// Order, search and pages over customers held in memory: the rule for stores that cannot index the sort key.
import { customerOrderKey, defaultCustomerOrder, keyIsAfter, sortCustomers, type CustomerOrder } from '../ordering.ts';
import { matchesCustomerSearch } from '../search.ts';
import type { Customer } from './customer.ts';
import type { CustomerPageQuery, CustomerStorePage } from './customerStore.ts';

/** The customers the search (docs/product.md#calls) keeps, in their given order. */
export function keepMatching(customers: readonly Customer[], search?: string | null): readonly Customer[] {
  return search?.trim() ? customers.filter((customer) => matchesCustomerSearch(customer, search)) : customers;
}

export function orderAndSearch(
  customers: readonly Customer[],
  search?: string | null,
  order: CustomerOrder = defaultCustomerOrder,
): Customer[] {
  return sortCustomers(keepMatching(customers, search), order);
}

/** The page after `afterKey` of customers already in the query's order (name order when it has none). */
export function pageOfOrdered(
  ordered: readonly Customer[],
  { first, afterKey, order = defaultCustomerOrder }: Pick<CustomerPageQuery, 'first' | 'afterKey' | 'order'>,
): CustomerStorePage {
  let start = 0;
  if (afterKey !== null) {
    let high = ordered.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (keyIsAfter(customerOrderKey(ordered[middle]!, order.field), afterKey, order.direction)) high = middle;
      else start = middle + 1;
    }
  }
  return {
    customers: ordered.slice(start, start + first),
    hasNextPage: start + first < ordered.length,
    totalCount: ordered.length,
  };
}
