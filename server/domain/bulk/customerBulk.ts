// Acting on many customers at once: which customers a selection means, and what undoing a bulk change may touch.
// The stores write a bulk change in transactions of many customers each and keep, per customer, the version it left.
import type { Customer, CustomerFilter } from '../customers/customer.ts';
import type { FieldFilter } from '../customFields/fieldFilters.ts';

/**
 * The customers an action is for: these ids, or every customer matching the filter and the search (domain/search.ts).
 */
export interface CustomerSelection {
  ids?: readonly string[] | null;
  filter?: CustomerFilter | null;
  search?: string | null;
  /** With filter: only the customers this member owns (a uid; the resolver reads "me" as the caller) */
  owner?: string | null;
  /** With filter: only the customers carrying every one of these tags */
  tagIds?: readonly string[] | null;
  /** With filter: only the customers working at this company */
  companyId?: string | null;
  /** With filter: only the customers whose custom field values pass these filters (checked: listChecks.ts) */
  fields?: readonly FieldFilter[] | null;
}

/** A bulk change as its caller hears of it: the id to undo it by, and how many customers it changed. */
export interface BulkChange {
  id: string;
  count: number;
}

export interface BulkChangeUndo {
  reverted: number;
  /** Customers written by anyone since the bulk change left them, left as they are */
  keptChangedSince: Customer[];
}

/** What a bulk change did to one customer: the status it set and the version that write left. */
export interface BulkRecord {
  customerId: string;
  status: boolean;
  version: number;
}

/**
 * Undoing one customer of a bulk change: 'revert' puts the status back when nobody wrote the customer since (its
 * version is the one the bulk change left); 'kept' leaves a customer written since; 'gone' when it no longer exists.
 */
export function bulkUndoOf(current: Customer | null, record: BulkRecord): 'revert' | 'kept' | 'gone' {
  if (!current) return 'gone';
  return current.version === record.version && current.status === record.status ? 'revert' : 'kept';
}

/** What a bulk assignment did to one customer: the owner it had before and the version the assignment left. */
export interface OwnerRecord {
  customerId: string;
  ownerBefore: string | null;
  version: number;
}

/**
 * Undoing one customer of a bulk assignment to `ownerUid`, as bulkUndoOf decides for a status: 'revert' gives it its
 * owner back when nobody wrote it since.
 */
export function ownerUndoOf(
  current: Customer | null,
  record: OwnerRecord,
  ownerUid: string,
): 'revert' | 'kept' | 'gone' {
  if (!current) return 'gone';
  return current.version === record.version && (current.ownerUid ?? null) === ownerUid ? 'revert' : 'kept';
}

/**
 * The ids a selection names, when it names them; 'filter' when it is a filter and search; else what is wrong with it.
 */
export function selectionKind(selection: CustomerSelection): 'ids' | 'filter' | { selection: string } {
  const hasIds = selection.ids !== null && selection.ids !== undefined;
  const hasFilter = selection.filter !== null && selection.filter !== undefined;
  if (hasIds && (hasFilter || selection.search))
    return { selection: 'Choose customers by ids or by filter and search, not both' };
  if (hasIds) return 'ids';
  if (hasFilter) return 'filter';
  return { selection: 'Choose customers by ids, or by a filter and a search' };
}

/** How many customers, as the audit log names them: '1 customer', '3,000 customers'. */
export const customerCount = (count: number) => `${count.toLocaleString('en')} customer${count === 1 ? '' : 's'}`;

/** A bulk change as its audit entry describes it: how its customers were chosen, and its id (to find its undo). */
export function bulkAuditDetails(selection: CustomerSelection, change: BulkChange): string {
  const chosen = selection.ids
    ? `${customerCount(selection.ids.length)} chosen by id`
    : `${selection.filter} customers${selection.search?.trim() ? `, search ${JSON.stringify(selection.search.trim())}` : ''}`;
  return `${chosen}; bulk change ${change.id}`;
}
