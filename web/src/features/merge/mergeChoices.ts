// What a merge offers: the customer it keeps unless a person picks another, and per field the distinct values among
// the customers and the notes of all of them joined, and what the server will add to the notes so nothing is lost.
import type { Customer } from '../../../../server/domain/customers/customer.ts';
import { carriedLine, valuesNotKept } from '../../../../server/domain/merge/mergeCarryOver.ts';

/** The fields a person picks a value for, in the form's order. */
export const mergeFields = ['fname', 'lname', 'email', 'phone', 'address', 'notes'] as const;
export type MergeField = (typeof mergeFields)[number];

export type MergeValues = Record<MergeField, string>;

/**
 * The values one field takes among the customers, each once
 * (trimmed; an empty note is no choice), the kept one's first.
 */
export function distinctValues(customers: readonly MergeValues[], field: MergeField): string[] {
  const seen = new Set<string>();
  for (const customer of customers) {
    const value = customer[field].trim();
    if (field === 'notes' && !value) continue;
    seen.add(value);
  }
  return [...seen];
}

/** Every customer's notes, each once, one paragraph each. */
export function joinedNotes(customers: readonly MergeValues[]): string {
  return distinctValues(customers, 'notes').join('\n\n');
}

/** The kept customer's own values: where a merge starts. */
export function valuesOf(customer: MergeValues): MergeValues {
  return Object.fromEntries(mergeFields.map((field) => [field, customer[field]])) as MergeValues;
}

/**
 * What the keep rule reads of a customer: when it was created
 * (null: before history was kept) and how much history it has.
 */
export interface KeepCandidate {
  id: string;
  historySummary: { created: { at: string } | null; entries: number };
}

const createdAt = ({ historySummary: { created } }: KeepCandidate) =>
  created ? Date.parse(created.at) : Number.NEGATIVE_INFINITY;

/**
 * The customer a merge keeps unless a person picks another (docs/product.md#merging-duplicates): the oldest (one
 * created before history was kept counts as oldest), then the one with the most history, then the first given.
 */
export function suggestedKeep<T extends KeepCandidate>(customers: readonly T[]): T | null {
  return (
    [...customers].sort(
      (a, b) => createdAt(a) - createdAt(b) || b.historySummary.entries - a.historySummary.entries,
    )[0] ?? null
  );
}

/** A customer as the dialog loaded it. */
export interface MergeCustomer extends MergeValues {
  id: string;
  phoneNormalized?: string | null;
  status: boolean;
  version: number;
}

const asCustomer = ({
  id,
  fname,
  lname,
  email,
  phone,
  phoneNormalized,
  address,
  notes,
  status,
  version,
}: MergeCustomer): Customer => ({
  id,
  fname,
  lname,
  email,
  phone,
  phoneNormalized: phoneNormalized ?? null,
  address,
  notes,
  status,
  version,
});

/** The lines the merge adds to the kept customer's notes for the values `chosen` would drop (the server's rule). */
export function carriedLines(chosen: MergeValues, kept: MergeCustomer, others: readonly MergeCustomer[]): string[] {
  const phoneNormalized =
    [kept, ...others].find(({ phone }) => phone.trim() === chosen.phone.trim())?.phoneNormalized ?? null;
  return valuesNotKept({ ...chosen, phoneNormalized }, asCustomer(kept), others.map(asCustomer)).map(carriedLine);
}
