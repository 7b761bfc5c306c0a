// Nothing a merge removes is lost (docs/product.md#merging-duplicates): every email, phone, address or note of the
// customers in a merge that the kept customer's values after it do not carry (its phones and emails included) is
// added to its notes, one line each.
import { customerEmails, customerPhones, mergedContactPoints } from '../contactPoints/contactPoints.ts';
import type { Customer, CustomerFields } from '../customers/customer.ts';
import type { FieldErrors } from '../fieldRules.ts';
import { limits } from '../fieldRules.ts';

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

/** A value of a field as this carries it: a phone with its normalised form. */
interface Carried {
  value: string;
  normalized: string | null;
}

/** Every value of `field` a customer holds: all its phones and emails, the one address and notes. */
const valuesOf = (customer: Customer | CustomerFields, field: CarriedField): Carried[] => {
  if (field === 'phone') return customerPhones(customer);
  if (field === 'email') return customerEmails(customer).map(({ value }) => ({ value, normalized: null }));
  return [{ value: customer[field], normalized: null }];
};

const sameValue = (a: Carried, b: Carried) =>
  a.normalized && b.normalized ? a.normalized === b.normalized : comparable(a.value) === comparable(b.value);

/**
 * The values of `kept` (as it was) and of `merged` that `after` (the kept customer's fields after the merge) does not
 * carry: not among its values of that field and not already written in its notes;
 * each distinct value once, first seen first.
 */
export function valuesNotKept(after: CustomerFields, kept: Customer, merged: readonly Customer[]): CarriedValue[] {
  const found: CarriedValue[] = [];
  const seen = new Set<string>();
  const notes = comparable(after.notes);
  // The kept customer keeps every phone and email of them all, up to the limits (customerMerge.ts's planMerge).
  const contacts = mergedContactPoints(after, [after, kept, ...merged]);
  const lists = {
    ...after,
    phones: contacts.phones.slice(0, limits.phonesMax),
    emails: contacts.emails.slice(0, limits.emailsMax),
  };
  for (const field of carriedFields) {
    const carried = valuesOf(lists, field);
    for (const customer of [kept, ...merged]) {
      for (const one of valuesOf(customer, field)) {
        const value = one.value.trim();
        if (!value || carried.some((other) => sameValue(one, other)) || notes.includes(comparable(value))) continue;
        const key = one.normalized ? `phone:${one.normalized}` : `${field}:${comparable(value)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ field, value, from: `${customer.fname} ${customer.lname}`.trim(), merged: customer !== kept });
      }
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
