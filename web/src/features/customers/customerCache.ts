// How the live list lives in the Apollo cache: one cached `customers(filter)` list per filter,
// replaced by an initial change set and patched by every later one (never refetched).
// The customerChanges feed writes the lists and the customers in them: it follows every write in commit order,
// whereas a mutation's own answer can arrive after a newer change set, so mutations do not write the cache.
// (Details and edit ask the server for their one customer afresh each time: see useCustomer.ts.)
import { InMemoryCache, type ApolloCache, type Reference } from '@apollo/client';
import type { CustomerChangeType, CustomerChangesSubscription, CustomerFilter } from '../../gql/graphql.ts';
import { CustomerFieldsFragment as CustomerFieldsDocument, CustomerListDocument } from './customerDocuments.ts';

type CustomerChangeSet = CustomerChangesSubscription['customerChanges'];
type CustomerChange = CustomerChangeSet['changes'][number];

/** Applies changes to a list: ADDED and MODIFIED replace by key (or append), REMOVED drops. */
export function applyCustomerChanges<T>(list: readonly T[], changes: readonly { type: CustomerChangeType; item: T }[], keyOf: (item: T) => string): T[] {
  const next = [...list];
  const index = new Map(next.map((item, position) => [keyOf(item), position]));
  const removed = new Set<string>();
  for (const { type, item } of changes) {
    const key = keyOf(item);
    const position = index.get(key);
    if (type === 'REMOVED') {
      if (position !== undefined) removed.add(key);
      continue;
    }
    removed.delete(key);
    if (position === undefined) {
      index.set(key, next.length);
      next.push(item);
    } else {
      next[position] = item;
    }
  }
  return removed.size ? next.filter((item) => !removed.has(keyOf(item))) : next;
}

/**
 * Patches the cached list of one filter. The list holds references, so a change costs one
 * entity write and one pass over the references, not a rewrite of every customer (10,000 stay smooth).
 */
function patchCachedList(cache: ApolloCache, filter: CustomerFilter, changes: readonly CustomerChange[]): void {
  if (!(cache instanceof InMemoryCache)) {
    cache.updateQuery({ query: CustomerListDocument, variables: { filter } }, (data) =>
      data
        ? { customers: applyCustomerChanges(data.customers, changes.map((change) => ({ type: change.type, item: change.customer })), (customer) => customer.id) }
        : undefined,
    );
    return;
  }
  const listField = cache.policies.getStoreFieldName({ typename: 'Query', fieldName: 'customers', args: { filter } });
  cache.batch({
    update: (writer) => {
      const refChanges: { type: CustomerChangeType; item: Reference }[] = [];
      for (const change of changes) {
        const ref = writer.writeFragment({ fragment: CustomerFieldsDocument, data: change.customer });
        if (ref) refChanges.push({ type: change.type, item: ref });
      }
      writer.modify<{ customers: Reference[] }>({
        id: 'ROOT_QUERY',
        fields: {
          customers: (existing, { storeFieldName }) =>
            storeFieldName === listField && Array.isArray(existing) ? applyCustomerChanges(existing, refChanges, (ref) => ref.__ref) : existing,
        },
      });
    },
  });
}

export function applyCustomerChangeSet(cache: ApolloCache, filter: CustomerFilter, set: CustomerChangeSet): void {
  if (set.initial) {
    cache.writeQuery({ query: CustomerListDocument, variables: { filter }, data: { customers: set.changes.map((change) => change.customer) } });
  } else {
    patchCachedList(cache, filter, set.changes);
  }
}
