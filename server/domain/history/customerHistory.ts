// A customer's history (docs/collaboration.md): each write's who, when, what kind and which fields changed, kept by the
// stores in the same transaction as the write.
import type { User } from '../accounts/account.ts';
import { customerValueFields, fieldText, type Customer } from '../customers/customer.ts';
import type { WebhookEventType } from '../webhooks/webhookEvents.ts';

export type CustomerHistoryType = 'CREATED' | 'EDITED' | 'REMOVED' | 'RESTORED' | 'IMPORTED' | 'MERGED';

export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
  /**
   * On a status change an undo took back, and on the undo's own:
   * the timeline shows it, the dashboard counts it neither way
   */
  undone?: true;
}

export interface CustomerHistoryEntry {
  /** ms since the epoch */
  at: number;
  /** Who wrote it; null for a write no signed-in user made (a tool, a test) */
  by: User | null;
  type: CustomerHistoryType;
  changes: FieldChange[];
}

/** An entry as a store pages it: with its own cursor, from which the store reads the entries older than it. */
export interface CustomerHistoryNode extends CustomerHistoryEntry {
  /** Opaque, store-made; ordered as the entries are (a newer entry's cursor sorts after an older one's) */
  cursor: string;
}

export interface CustomerHistoryPage {
  nodes: CustomerHistoryNode[];
  /** Opaque, store-made: pass it back as `after` for the older entries */
  endCursor: string | null;
  hasNextPage: boolean;
}

const shown = (customer: Customer | null, field: (typeof customerValueFields)[number]): string | null =>
  customer === null ? null : fieldText(customer, field);

/** The fields that differ between before (null: created) and after. */
export function historyChanges(before: Customer | null, after: Customer): FieldChange[] {
  return customerValueFields.flatMap((field) => {
    const from = shown(before, field);
    const to = shown(after, field);
    return from === to || (before === null && to === '') ? [] : [{ field, from, to }];
  });
}

/** What kind of write turned before into after, unless the caller says (an import). */
export function historyType(before: Customer | null, after: Customer): CustomerHistoryType {
  if (before === null) return 'CREATED';
  if (before.status && !after.status) return 'REMOVED';
  if (!before.status && after.status) return 'RESTORED';
  return 'EDITED';
}

/**
 * How a store records one write beyond the customer before and after, the same in every store: `type` names the entry
 * when the write is more than a save (a merge), `event` its webhook event likewise, `extra` holds changes beyond the
 * fields (a merge's), and `undo` marks a write that undoes an import or a bulk change (its status change then counts
 * neither way on the dashboard).
 */
export interface WriteRecord {
  type?: CustomerHistoryType;
  event?: WebhookEventType;
  extra?: readonly FieldChange[];
  undo?: boolean;
}

/** The entry for one write, as `how` says (its event aside); null when it changed nothing a timeline shows. */
export function historyEntry(
  before: Customer | null,
  after: Customer,
  by: User | null,
  at: number,
  { type, extra = [], undo = false }: WriteRecord = {},
): CustomerHistoryEntry | null {
  const changes = [...historyChanges(before, after).map((change) => (undo ? undoneChange(change) : change)), ...extra];
  if (before !== null && changes.length === 0) return null;
  return { at, by: by && { uid: by.uid, email: by.email }, type: type ?? historyType(before, after), changes };
}

/**
 * A change as an undo leaves it: a status change is marked undone (the dashboard counts neither), any other as it was.
 */
export function undoneChange(change: FieldChange): FieldChange {
  return change.field === 'status' ? { ...change, undone: true } : change;
}
