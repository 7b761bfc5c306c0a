// Customer owners: who may own a customer, an owner's list, and the OWNER order (the owner's email, unowned last; the
// COMPANY order likewise by the company's name).
// An owner's customers are read along the store's owner index and ordered in memory; the OWNER order reads the
// filter's list and orders it by the emails the team holds (the store keeps no email on a customer).
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import type { BulkChange, CustomerSelection } from '../bulk/customerBulk.ts';
import { InvalidInputError } from '../errors.ts';
import {
  customerOrderKey,
  isStoredOrder,
  keyIsAfter,
  ownerOrderKey,
  sortByKey,
  type CustomerListOrder,
} from '../ordering.ts';
import { customFieldOrderKey, type OrderedField } from '../customFields/fieldOrdering.ts';
import { matchesFieldFilters, type FieldFilter } from '../customFields/fieldFilters.ts';
import type { Customer, CustomerFilter } from './customer.ts';
import type { CustomerInput } from './customerInput.ts';
import { keepMatching } from './customerPaging.ts';
import type { CustomerStore, CustomerStorePage } from './customerStore.ts';
import { isNarrowed, scopedCustomers, selectedIds, type CustomerScope } from './customerScope.ts';

/** What the customers need to know of the team's members (TeamService provides it). */
/**
 * Someone made `ownerUid` the owner of `count` customers (`customerId`: the one, when one): the place to tell them.
 * Called once per save or bulk change, never for an owner kept.
 */
export type OwnerGiven = (given: {
  ownerUid: string;
  by: User | null;
  customerId: string | null;
  count: number;
}) => Promise<void>;

export interface OwnerDirectory {
  /** The active member with this uid, or null: only they may be given customers. */
  activeMember(uid: string): Promise<{ uid: string; email: string } | null>;
  /** Every member's email by uid, deactivated ones too. */
  memberEmails(): ReadonlyMap<string, string>;
  /** The member with this email, case aside (an import's owner column), or null. */
  memberByEmail(email: string): { uid: string; active: boolean; pending: boolean } | null;
}

/** A directory of nobody: no owner is valid (a service built without a team, as some tests build it). */
export const noOwners: OwnerDirectory = {
  activeMember: async () => null,
  memberEmails: () => new Map(),
  memberByEmail: () => null,
};

/** An import row's owner column: the uid of the active member with that email, or what is wrong with it. */
export function importedOwner(owners: OwnerDirectory, email: string): { uid: string } | { problem: string } {
  const member = owners.memberByEmail(email);
  return member?.active && !member.pending
    ? { uid: member.uid }
    : { problem: 'No active member of the team has this email' };
}

export const ownerProblem = 'Choose an active member of the team';

/**
 * The owner a save writes: the input's (an active member's, else the problem naming ownerUid), a new customer's
 * default, or none (an edit keeps the owner).
 */
export async function savedOwner(
  owners: OwnerDirectory,
  input: { id?: string | null; ownerUid?: string | null },
  defaultOwner: string | null,
): Promise<{ ownerUid?: string | null } | { problem: { ownerUid: string } }> {
  if (input.ownerUid != null && !(await owners.activeMember(input.ownerUid)))
    return { problem: { ownerUid: ownerProblem } };
  const ownerUid = input.ownerUid ?? (input.id ? undefined : defaultOwner);
  return ownerUid === undefined ? {} : { ownerUid };
}

/** BAD_USER_INPUT naming `field` unless `uid` is an active member. */
export async function checkOwner(owners: OwnerDirectory, uid: string, field = 'ownerUid'): Promise<void> {
  if (!(await owners.activeMember(uid))) throw new InvalidInputError({ [field]: ownerProblem });
}

/**
 * What the orders kept in memory read: members' emails and companies' names, by id; a CUSTOM order's field (its key
 * and type, customFields/fieldOrdering.ts).
 */
export interface OrderNames {
  emails: ReadonlyMap<string, string>;
  companies: ReadonlyMap<string, string>;
  customField?: OrderedField | null;
}

/**
 * The key a customer has in `order`, OWNER, COMPANY and CUSTOM included (its owner's email, its company's name, its
 * value of the custom field).
 */
export function listOrderKey(customer: Customer, order: CustomerListOrder, names: OrderNames): string {
  if (isStoredOrder(order)) return customerOrderKey(customer, order.field);
  if (order.field === 'CUSTOM' && names.customField) {
    const { customField } = names;
    return customFieldOrderKey(customer, customField, customer.fields?.[customField.key], order.direction);
  }
  const name =
    order.field === 'COMPANY'
      ? customer.companyId && names.companies.get(customer.companyId)
      : customer.ownerUid && names.emails.get(customer.ownerUid);
  return ownerOrderKey(customer, name || null, order.direction);
}

export function sortInOrder(customers: readonly Customer[], order: CustomerListOrder, names: OrderNames): Customer[] {
  const sorted = sortByKey(customers, (customer) => listOrderKey(customer, order, names));
  return order.direction === 'DESC' ? sorted.reverse() : sorted;
}

/** The customers whose custom field values pass every filter (all of them when there is none). */
export const keepFieldMatches = (
  customers: readonly Customer[],
  filters: readonly FieldFilter[],
): readonly Customer[] =>
  filters.length
    ? customers.filter((customer) => matchesFieldFilters((key) => customer.fields?.[key], filters))
    : customers;

/**
 * The list a read in memory answers: a narrowed scope's customers (an owner's, some tags': customerScope.ts), or the
 * filter's when the order is OWNER, COMPANY or CUSTOM or custom field filters apply; searched, filtered and ordered
 * here. null when the store answers as it always has (no scope, no field filter, a stored order).
 */
export async function listInMemory(
  store: CustomerStore,
  names: () => Promise<OrderNames>,
  filter: CustomerFilter,
  search: string | null | undefined,
  order: CustomerListOrder,
  scope: CustomerScope,
  fieldFilters: readonly FieldFilter[] = [],
): Promise<Customer[] | null> {
  const narrowed = isNarrowed(scope);
  if (!narrowed && isStoredOrder(order) && !fieldFilters.length) return null;
  const customers = narrowed
    ? keepMatching(await scopedCustomers(store, filter, scope), search)
    : await store.list(filter, search);
  return sortInOrder(keepFieldMatches(customers, fieldFilters), order, await names());
}

/** The page after `afterKey` of customers already in `order`. */
export function pageInOrder(
  ordered: readonly Customer[],
  first: number,
  afterKey: string | null,
  order: CustomerListOrder,
  names: OrderNames,
): CustomerStorePage {
  let start = 0;
  if (afterKey !== null) {
    let high = ordered.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (keyIsAfter(listOrderKey(ordered[middle]!, order, names), afterKey, order.direction)) high = middle;
      else start = middle + 1;
    }
  }
  return {
    customers: ordered.slice(start, start + first),
    hasNextPage: start + first < ordered.length,
    totalCount: ordered.length,
  };
}

/**
 * Makes `ownerUid` the owner of every customer of the selection (up to limits.bulkIdsMax by id; any number by filter,
 * the 100,000 of a big list included), as one bulk change undoBulkChange undoes. BAD_USER_INPUT naming `ownerUid`
 * unless they are an active member.
 */
export async function assignCustomers(
  store: CustomerStore,
  owners: OwnerDirectory,
  selection: CustomerSelection,
  ownerUid: string,
  by: User | null,
  tell: OwnerGiven,
): Promise<BulkChange> {
  await checkOwner(owners, ownerUid);
  const ids = await selectedIds(store, selection);
  const id = newAutoId(randomBytes);
  const count = await store.bulkSetOwner(id, ids, ownerUid, by);
  // One word to the new owner per bulk change, naming the customer when there was one.
  if (count) await tell({ ownerUid, by, customerId: count === 1 && ids.length === 1 ? ids[0]! : null, count });
  return { id, count };
}

/** Whether a save gave its customer an owner: a new customer's, or one the input changed (`before`: as it was). */
export function ownerGiven(input: CustomerInput, before: Customer | null, saved: Customer): boolean {
  if (!saved.ownerUid) return false;
  return input.id ? before !== null && before.ownerUid !== saved.ownerUid : true;
}
