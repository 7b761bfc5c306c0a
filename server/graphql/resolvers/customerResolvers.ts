import type { GraphQLResolveInfo } from 'graphql';
import { customerEmails, customerPhones } from '../../domain/contactPoints/contactPoints.ts';
import type { CustomerFeedSet } from '../../domain/customers/customer.ts';
import type { CustomerActivity, CustomerEditor } from '../../domain/presence/customerActivity.ts';
import {
  bulkAuditDetails,
  customerCount,
  type BulkChange,
  type CustomerSelection,
} from '../../domain/bulk/customerBulk.ts';
import { ForbiddenError, UnauthenticatedError } from '../../domain/errors.ts';
import { can, permissionMessages } from '../../domain/team/team.ts';
import type { User } from '../../domain/accounts/account.ts';
import type { CustomFieldFilterInput, CustomerOrder as CustomerOrderInput, Resolvers } from '../generated/resolvers.ts';
import type { ListScope } from '../../domain/customers/customerScope.ts';
import { fieldFiltersOf } from '../../domain/customers/listChecks.ts';
import type { CustomerListOrder as CustomerOrder } from '../../domain/ordering.ts';
import type { GraphQLContext } from '../context.ts';
import type { Viewer } from '../../domain/team/teamAccess.ts';
import { member as memberAnswer } from './teamResolvers.ts';
import { fieldsBelow, selectsField } from '../selection.ts';
import { watcherIterator } from '../watcherIterator.ts';

/** An order as the domain takes it: the direction defaults to ascending; a CUSTOM order keeps its field's key. */
export function customerOrder(orderBy: CustomerOrderInput | null | undefined): CustomerOrder | null {
  if (!orderBy) return null;
  const direction = orderBy.direction ?? 'ASC';
  return orderBy.field === 'CUSTOM'
    ? { field: orderBy.field, direction, fieldKey: orderBy.fieldKey ?? null }
    : { field: orderBy.field, direction };
}

/** The list arguments' scope, its custom field filters checked (BAD_USER_INPUT naming fieldFilters). */
async function scopeOf(
  args: {
    owner?: string | null;
    tagIds?: readonly string[] | null;
    companyId?: string | null;
    fieldFilters?: readonly CustomFieldFilterInput[] | null;
  },
  context: GraphQLContext,
): Promise<ListScope> {
  const fields = await fieldFiltersOf(context.services.customFields, args.fieldFilters);
  return { owner: ownerOf(args.owner, context), tagIds: args.tagIds, companyId: args.companyId, fields };
}

/** An owner argument as the domain takes it: "me" is the caller (an API key: its creator). */
function ownerOf(owner: string | null | undefined, { services, viewer }: GraphQLContext): string | null {
  if (!owner) return null;
  if (owner !== 'me') return owner;
  // A caller who is no member (an API key whose creator is gone) owns nothing: a uid no customer has.
  return (viewer && services.team.memberUidOf(viewer as Viewer)) ?? 'nobody';
}

/** A bulk change's selection as the domain takes it: "me" read, the custom field filters checked. */
export async function selectionOf<
  T extends { owner?: string | null; fieldFilters?: readonly CustomFieldFilterInput[] | null },
>(selection: T, context: GraphQLContext): Promise<T & CustomerSelection> {
  const fields = await fieldFiltersOf(context.services.customFields, selection.fieldFilters);
  return { ...selection, owner: ownerOf(selection.owner, context), fields };
}

/**
 * The tags, custom fields and companies a list's rows show, read before the rows resolve when they are selected and
 * not held yet: then every row's tags, fields and company resolve at once (tagResolvers.ts and beside it), not a
 * promise each. A failed read is left to those fields, which fail as they would have.
 */
export function lookupsRead({ services }: GraphQLContext, info: GraphQLResolveInfo): Promise<unknown> | null {
  const below = fieldsBelow(info);
  const reads = [
    below.has('tags') && services.tags.byIdNow(),
    below.has('fields') && services.customFields.allNow(),
    below.has('company') && services.companies.heldNow(),
  ];
  return reads.some((read) => read instanceof Promise) ? Promise.allSettled(reads) : null;
}

/** Every field but me, signIn and signUp is refused without a session before it runs; this says so to the types. */
function signedIn(viewer: User | null): User {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

/**
 * A bulk remove or restore, then its audit entry when it changed anyone: after it, as its batches are transactions of
 * their own.
 */
export async function audited(
  changing: Promise<BulkChange>,
  action: 'customers.removed' | 'customers.restored' | 'customers.assigned' | 'customers.tagged',
  selection: CustomerSelection,
  { services, viewer, requester }: GraphQLContext,
): Promise<BulkChange> {
  const change = await changing;
  if (change.count > 0)
    await services.team.record(
      viewer,
      requester,
      action,
      customerCount(change.count),
      bulkAuditDetails(selection, change),
    );
  return change;
}

export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_, { filter, search, orderBy, ...scope }, context, info) => {
      const reading = lookupsRead(context, info);
      const customers = await context.services.customers.list(
        filter,
        search,
        customerOrder(orderBy),
        context.viewer,
        await scopeOf(scope, context),
      );
      await reading;
      return customers;
    },
    customerPage: async (_, { filter, search, first, after, orderBy, ...scope }, context, info) => {
      const reading = lookupsRead(context, info);
      const page = await context.services.customers.page(filter, search, first, after, customerOrder(orderBy), {
        total: selectsField(info, 'totalCount'),
        asker: context.viewer,
        scope: await scopeOf(scope, context),
      });
      await reading;
      return page;
    },
    customer: (_, { id }, { services }) => services.customers.get(id),
    customerDuplicates: (_, { contacts }, { services, viewer }) => services.customers.duplicates(contacts, viewer),
    customerDuplicateGroups: (_, { first }, { services }) => services.duplicates.groups(first),
    customerImports: async (_, __, { services }) =>
      (await services.customers.imports()).map(({ at, ...summary }) => ({
        ...summary,
        at: new Date(at).toISOString(),
      })),
  },
  Mutation: {
    // A new customer's default owner is the caller: a person, or the member who made the API key.
    saveCustomer: (_, { input }, { services, viewer }) =>
      services.customers.save(input, viewer, viewer && services.team.memberUidOf(viewer as Viewer)),
    removeCustomer: (_, { id, version }, { services, viewer }) => services.customers.remove(id, viewer, version),
    restoreCustomer: (_, { id, version }, { services, viewer }) => services.customers.restore(id, viewer, version),
    importCustomers: (_, { rows, onDuplicate, importId }, { services, viewer }) =>
      services.customers.importBatch(
        rows,
        onDuplicate,
        importId,
        viewer,
        viewer && services.team.memberUidOf(viewer as Viewer),
        // Who may define tags makes the tags a row names (docs/product.md#tags-in-files); others' rows fail on them.
        !!viewer && can((viewer as Viewer).role, 'team.manage'),
      ),
    undoCustomerImport: (_, { importId }, { services, viewer }) => services.customers.undoImport(importId, viewer),
    removeCustomers: async (_, { selection }, context) =>
      audited(
        context.services.customers.removeMany(await selectionOf(selection, context), context.viewer),
        'customers.removed',
        selection,
        context,
      ),
    restoreCustomers: async (_, { selection }, context) =>
      audited(
        context.services.customers.restoreMany(await selectionOf(selection, context), context.viewer),
        'customers.restored',
        selection,
        context,
      ),
    assignCustomers: async (_, { selection, ownerUid }, context) =>
      audited(
        context.services.customers.assignMany(await selectionOf(selection, context), ownerUid, context.viewer),
        'customers.assigned',
        selection,
        context,
      ),
    undoBulkChange: async (_, { id }, { services, viewer, requester }) => {
      const undone = await services.customers.undoBulkChange(id, viewer);
      const kept = undone.keptChangedSince.length;
      await services.team.record(
        viewer,
        requester,
        'bulk_change.undone',
        customerCount(undone.reverted),
        `bulk change ${id}${kept ? `; ${customerCount(kept)} kept, changed since` : ''}`,
      );
      return undone;
    },
    mergeCustomers: (_, { keepId, mergeIds, fields }, { services, viewer }) =>
      services.duplicates.merge(keepId, mergeIds, fields, viewer),
    markNotDuplicates: async (_, { customerIds }, { services, viewer }) => {
      await services.duplicates.markNotDuplicates(customerIds, viewer);
      return true;
    },
    eraseCustomer: async (_, { id }, { services, viewer, requester }) => {
      await services.customers.erase(id, viewer, requester.ip);
      return true;
    },
  },
  Customer: {
    mergedInto: (customer) => customer.mergedInto ?? null,
    // The first of each is the customer's phone and email (contactPoints.ts): one work entry for older customers.
    phones: (customer) => customerPhones(customer),
    emails: (customer) => customerEmails(customer),
    // From the team this process holds: a list of 100,000 rows asks it once per row.
    owner: (customer, _, { services }) => {
      const owner = customer.ownerUid ? services.team.memberHeld(customer.ownerUid) : null;
      return owner && memberAnswer(owner);
    },
    historySummary: async (customer, _, { services }) => {
      const { created, lastChange, entries } = await services.customers.historySummary(customer.id);
      const shown = <T extends { at: number }>(entry: T | null) =>
        entry && { ...entry, at: new Date(entry.at).toISOString() };
      return { created: shown(created), lastChange: shown(lastChange), entries };
    },
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
      // The field filters are checked before the subscription starts: a bad one is its one error.
      subscribe: async (_, { filter, after, ...args }, context) => {
        const scope = await scopeOf(args, context);
        return watcherIterator<CustomerFeedSet>((watcher) =>
          context.services.customers.watch(filter, watcher, after, scope),
        );
      },
      // Each set executes once for all its subscribers (sharedSubscriptions.ts); its rows' lookups are read first.
      resolve: (set: CustomerFeedSet, _: unknown, context: GraphQLContext, info: GraphQLResolveInfo) => {
        const reading = lookupsRead(context, info);
        return reading ? reading.then(() => set) : set;
      },
    },
    customerActivity: {
      subscribe: (_, { id, editing }, { services, viewer }) => {
        // Editing is writing: a viewer may watch a customer, not be shown to others as editing it.
        if (editing && viewer && !can(viewer.role, 'customers.write'))
          throw new ForbiddenError(permissionMessages['customers.write']);
        return watcherIterator<CustomerActivity>((watcher) =>
          services.customers.watchActivity(id, signedIn(viewer), editing, watcher),
        );
      },
      resolve: (activity: CustomerActivity) => activity,
    },
    customerEditors: {
      subscribe: (_, __, { services }) =>
        watcherIterator<CustomerEditor[]>((watcher) => services.customers.watchEditors(watcher)),
      resolve: (editors: CustomerEditor[]) => editors,
    },
  },
};
