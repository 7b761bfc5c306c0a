// Nothing a merge removes is lost (docs/product.md#merging-duplicates): every email, phone, address or note of the
// customers in a merge that the kept customer's values after it do not carry is added to its notes, one line each.
import type { Customer, CustomerFields } from '../customers/customer.ts';
import type { FieldErrors } from '../validation.ts';
import { limits } from '../validation.ts';

/** The fields whose other values a merge keeps in the notes, in the order of their lines. */
export const carriedFields = ['email', 'phone', 'address', 'notes'] as const;
export type CarriedField = (typeof carriedFields)[number];

/** A value the kept customer would not carry after the merge, and whose it was. */
export interface CarriedValue {
  field: CarriedField;
  value: string;
  /** The name of the customer it came from */
  from: string;
  /** false: the kept customer's own value, replaced by the one chosen */
  merged: boolean;
}

const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const sameValue = (
  field: CarriedField,
  value: Pick<Customer, CarriedField | 'phoneNormalized'>,
  kept: Pick<CustomerFields, CarriedField | 'phoneNormalized'>,
) => {
  if (field === 'phone' && value.phoneNormalized && kept.phoneNormalized)
    return value.phoneNormalized === kept.phoneNormalized;
  return comparable(value[field]) === comparable(kept[field]);
};

/**
 * The values of `kept` (as it was) and of `merged` that `after` (the kept customer's fields after the merge) does not
 * carry: not its own value of that field and not already written in its notes;
 * each distinct value once, first seen first.
 */
export function valuesNotKept(after: CustomerFields, kept: Customer, merged: readonly Customer[]): CarriedValue[] {
  const found: CarriedValue[] = [];
  const seen = new Set<string>();
  const notes = comparable(after.notes);
  for (const field of carriedFields) {
    for (const customer of [kept, ...merged]) {
      const value = customer[field].trim();
      if (!value || sameValue(field, customer, after) || notes.includes(comparable(value))) continue;
      const key =
        field === 'phone' && customer.phoneNormalized
          ? `phone:${customer.phoneNormalized}`
          : `${field}:${comparable(value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ field, value, from: `${customer.fname} ${customer.lname}`.trim(), merged: customer !== kept });
    }
  }
  return found;
}

/** One value's line in the notes, e.g. "Also: phone +44 20 7946 0999 (from merged customer Ana Díaz)". */
export function carriedLine({ field, value, from, merged }: CarriedValue): string {
  const shown = field === 'notes' ? `“${value}”` : value;
  return `Also: ${field} ${shown} (${merged ? `from merged customer ${from}` : `${from}’s before the merge`})`;
}

/**
 * The kept customer's notes after a merge: `after.notes` and a line for each value it would not carry. Past
 * limits.notesMax the merge is refused rather than dropping a value (nothing is written).
 */
export function notesAfterMerge(
  after: CustomerFields,
  kept: Customer,
  merged: readonly Customer[],
): { ok: true; notes: string } | { ok: false; fields: FieldErrors } {
  const lines = valuesNotKept(after, kept, merged).map(carriedLine);
  const notes = [after.notes.trimEnd(), ...lines].filter(Boolean).join('\n');
  if (notes.length <= limits.notesMax) return { ok: true, notes };
  return {
    ok: false,
    fields: {
      notes:
        `The notes would grow to ${notes.length} characters with the merged customers’ other values (at most ${limits.notesMax}); ` +
        'shorten the notes or choose those values for the kept customer',
    },
  };
}
