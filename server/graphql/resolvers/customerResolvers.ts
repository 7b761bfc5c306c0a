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
    saveCustomer: (_, { input }, { services }) => services.customers.save(input),
    removeCustomer: (_, { id }, { services }) => services.customers.remove(id),
    restoreCustomer: (_, { id }, { services }) => services.customers.restore(id),
    importCustomers: (_, { rows, onDuplicate, importId }, { services }) => services.customers.importBatch(rows, onDuplicate, importId),
    undoCustomerImport: (_, { importId }, { services }) => services.customers.undoImport(importId),
  },
  Subscription: {
    customerChanges: {
      subscribe: (_, { filter }, { services }) =>
        watcherIterator<CustomerChangeSet>((watcher) => services.customers.watch(filter, watcher)),
      resolve: (set: CustomerChangeSet) => set,
    },
  },
};
