// Edit conflicts (docs/collaboration.md). A write made on the version of a customer a client saw, when others wrote
// since, merges with their writes field by field: the history's entries since that version say which fields they
// changed and what those fields were before. A field the client changed too, to something else, is a conflict; the rest
// merge.
import { customerValueFields, fieldText, type Customer } from '../customers/customer.ts';
import type { FieldChange } from '../history/customerHistory.ts';
import { ConflictError } from '../errors.ts';

/** What a write sets: the fields of a save (with the normalised phone) or the status of a remove or restore. */
export type CustomerValues = Partial<Omit<Customer, 'id' | 'version'>>;

export type Merged<T extends CustomerValues> = { ok: true; values: T } | { ok: false; fields: string[] };

/**
 * `wanted`, written on an older version of `current`, merged with what others wrote since: `since` holds the field
 * changes of every history entry after the client's version, oldest first. A field nobody else changed (or changed
 * back) takes the client's value; one the client left as it saw it keeps theirs; one both changed, to different
 * values, is a conflict. A status (remove, restore) is always asked for: it conflicts when others changed it otherwise.
 */
export function mergeStaleWrite<T extends CustomerValues>(
  current: Customer,
  since: ReadonlyArray<readonly FieldChange[]>,
  wanted: T,
): Merged<T> {
  const seen = new Map<string, string | null>();
  for (const changes of since) for (const { field, from } of changes) if (!seen.has(field)) seen.set(field, from);
  const values: CustomerValues = { ...wanted };
  const conflicts: string[] = [];
  for (const field of customerValueFields) {
    if (!(field in wanted) || !seen.has(field)) continue;
    const mine = fieldText({ ...current, ...wanted }, field);
    const theirs = fieldText(current, field);
    // Changed and changed back: nothing of theirs to keep.
    if (theirs === seen.get(field)) continue;
    // A status is what a remove or restore asks for, never a value left as seen: it stands, or it conflicts.
    if (mine === seen.get(field) && field !== 'status') {
      // Left as the client saw it: the newer value stays (a phone with its normalised form).
      Object.assign(
        values,
        { [field]: current[field] },
        field === 'phone' && { phoneNormalized: current.phoneNormalized },
      );
    } else if (mine !== theirs) {
      conflicts.push(field);
    }
  }
  return conflicts.length ? { ok: false, fields: conflicts } : { ok: true, values: values as T };
}

/** Whether a write made on version `seen` (none: last write wins) comes after others' writes to `current`. */
export function isStale(current: Customer | null, seen: number | null | undefined): current is Customer {
  return current !== null && seen !== null && seen !== undefined && seen < current.version;
}

/**
 * The values a stale write may set, merged as mergeStaleWrite says;
 * a conflict throws ConflictError with the customer as it is.
 */
export function valuesAfterOthers<T extends CustomerValues>(
  current: Customer,
  since: ReadonlyArray<readonly FieldChange[]>,
  wanted: T,
): T {
  const merged = mergeStaleWrite(current, since, wanted);
  if (!merged.ok) throw new ConflictError(current, merged.fields);
  return merged.values;
}
