import type { CustomerChangeSet } from '../../domain/customers/customer.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { watcherIterator } from '../watcherIterator.ts';

export const customerResolvers: Resolvers = {
  Query: {
    customers: (_, { filter, search }, { services }) => services.customers.list(filter, search),
    customerPage: (_, { filter, search, first, after }, { services }) => services.customers.page(filter, search, first, after),
    customer: (_, { id }, { services }) => services.customers.get(id),
    customerDuplicates: (_, { contacts }, { services }) => services.customers.duplicates(contacts),
    customerImports: async (_, __, { services }) =>
      (await services.customers.imports()).map(({ at, ...summary }) => ({ ...summary, at: new Date(at).toISOString() })),
  },
  Mutation: {
    saveCustomer: (_, { input }, { services, viewer }) => services.customers.save(input, viewer),
    removeCustomer: (_, { id }, { services, viewer }) => services.customers.remove(id, viewer),
    restoreCustomer: (_, { id }, { services, viewer }) => services.customers.restore(id, viewer),
    importCustomers: (_, { rows, onDuplicate, importId }, { services, viewer }) => services.customers.importBatch(rows, onDuplicate, importId, viewer),
    undoCustomerImport: (_, { importId }, { services, viewer }) => services.customers.undoImport(importId, viewer),
  },
  Customer: {
    history: async (customer, { first, after }, { services }) => {
      const page = await services.customers.history(customer.id, first, after);
      return {
        nodes: page.nodes.map(({ at, ...entry }) => ({ ...entry, at: new Date(at).toISOString() })),
        pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
      };
    },
  },
  Subscription: {
    customerChanges: {
      subscribe: (_, { filter }, { services }) =>
        watcherIterator<CustomerChangeSet>((watcher) => services.customers.watch(filter, watcher)),
      resolve: (set: CustomerChangeSet) => set,
    },
  },
};
