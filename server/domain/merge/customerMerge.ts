// Merging duplicates: one customer is kept, with the values chosen for it, and the others are removed and marked as
// merged into it. The stores write a merge in one transaction; these rules decide what it writes.
import type { Customer, CustomerFields } from '../customers/customer.ts';
import type { FieldChange } from '../history/customerHistory.ts';
import type { FieldErrors } from '../fieldRules.ts';
import { limits } from '../fieldRules.ts';
import { allContactKeys, defaultContactLabel, mergedContactPoints } from '../contactPoints/contactPoints.ts';
import { notesAfterMerge } from './mergeCarryOver.ts';

/** The history field naming, on the kept customer, a customer merged into it (`to`: its id). */
export const mergedFromField = 'mergedFrom';
/** The history field naming, on a merged customer, the one it was merged into (`to`: its id). */
export const mergedIntoField = 'mergedInto';

/** One customer's write in a merge: before, after, and the history changes beyond its fields. */
export interface MergeWrite {
  before: Customer;
  after: Customer;
  extra: FieldChange[];
}

export interface MergePlan {
  kept: MergeWrite;
  /** The fields the kept customer is saved with */
  keptFields: CustomerFields;
  merged: MergeWrite[];
}

/**
 * What a store answers for a merge: the kept customer,
 * an id it does not hold, or a rule the customers as they are break.
 */
export type MergeOutcome = { kept: Customer } | { missing: string } | { invalid: FieldErrors };

const isWork = ({ label }: { label: string }) => label === defaultContactLabel;

/** The ids a merge names, each once, or what is wrong with them (before any customer is read). */
export function mergeIdsOf(
  keepId: string,
  mergeIds: readonly string[],
): { ok: true; ids: string[] } | { ok: false; fields: FieldErrors } {
  const ids = [...new Set(mergeIds)];
  if (!ids.length)
    return { ok: false, fields: { mergeIds: 'Choose at least one customer to merge into the kept one' } };
  if (ids.includes(keepId))
    return { ok: false, fields: { mergeIds: 'The kept customer cannot be merged into itself' } };
  if (ids.length > limits.mergeIdsMax)
    return { ok: false, fields: { mergeIds: `Merge at most ${limits.mergeIdsMax} customers at a time` } };
  return { ok: true, ids };
}

const fieldsOf = ({
  fname,
  lname,
  email,
  phone,
  phoneNormalized,
  address,
  notes,
  phones,
  emails,
}: Customer): CustomerFields => ({
  fname,
  lname,
  email,
  phone,
  phoneNormalized,
  address,
  notes,
  ...(phones && { phones }),
  ...(emails && { emails }),
});

/**
 * The writes of a merge of `merged` into `kept`, given as they are now; `fields` (validated) are the kept customer's
 * values after it, its own without, and what they do not carry of either side is added to its notes
 * (mergeCarryOver.ts). The kept one keeps its status; each merged one is removed and points at the kept. A customer
 * merged into another already can be neither kept nor merged again until it is restored.
 */
export function planMerge(
  kept: Customer,
  merged: readonly Customer[],
  fields: CustomerFields | null,
): { ok: true; plan: MergePlan } | { ok: false; fields: FieldErrors } {
  if (kept.mergedInto)
    return { ok: false, fields: { keepId: 'This customer was merged into another; restore it before keeping it' } };
  const already = merged.find(({ mergedInto }) => mergedInto);
  if (already)
    return {
      ok: false,
      fields: { mergeIds: `${already.fname} ${already.lname} was already merged into another customer` },
    };
  // Every phone and email of them all, the chosen ones first, each once; past the limits the rest go to the notes.
  const given = fields ?? fieldsOf(kept);
  const contacts = mergedContactPoints(given, [...(given.phones || given.emails ? [given] : []), kept, ...merged]);
  const phones = contacts.phones.slice(0, limits.phonesMax);
  const emails = contacts.emails.slice(0, limits.emailsMax);
  // One work phone and email each, as every customer from before several were kept: nothing to write as lists.
  const plain = phones.length <= 1 && emails.length <= 1 && [...phones, ...emails].every(isWork);
  const chosen = plain ? given : { ...given, phones, emails };
  const notes = notesAfterMerge(chosen, kept, merged);
  if (!notes.ok) return notes;
  const keptFields = { ...chosen, notes: notes.notes };
  return {
    ok: true,
    plan: {
      keptFields,
      kept: {
        before: kept,
        after: { ...kept, ...keptFields, version: kept.version + 1 },
        extra: merged.map(({ id }) => ({ field: mergedFromField, from: null, to: id })),
      },
      merged: merged.map((customer) => ({
        before: customer,
        after: { ...customer, status: false, version: customer.version + 1, mergedInto: kept.id },
        extra: [{ field: mergedIntoField, from: null, to: kept.id }],
      })),
    },
  };
}

/**
 * Customers that look like the same person: linked by a shared email or normalised phone, directly or through others.
 */
export interface DuplicateGroup {
  /** In the order given */
  customers: Customer[];
  /** The emails (lower-cased) two or more of them share */
  emails: string[];
  /** The normalised phones two or more of them share */
  phones: string[];
}

/** The groups of two or more among `customers` (in their order, groups in the order of their first customer). */
export function duplicateGroups(customers: readonly Customer[]): DuplicateGroup[] {
  const parent = customers.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  const byKey = new Map<string, number[]>();
  customers.forEach((customer, index) => {
    const { emails, phones } = allContactKeys(customer);
    const keys = new Set([...emails.map((email) => `e:${email}`), ...phones.map((phone) => `p:${phone}`)]);
    for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  for (const members of byKey.values()) for (const other of members.slice(1)) parent[root(other)] = root(members[0]!);
  const groups = new Map<number, DuplicateGroup>();
  customers.forEach((customer, index) => {
    const at = root(index);
    const group = groups.get(at) ?? { customers: [], emails: [], phones: [] };
    group.customers.push(customer);
    groups.set(at, group);
  });
  for (const [key, members] of byKey) {
    if (members.length < 2) continue;
    const group = groups.get(root(members[0]!))!;
    if (key.startsWith('e:')) group.emails.push(key.slice(2));
    else group.phones.push(key.slice(2));
  }
  return [...groups.values()].filter((group) => group.customers.length > 1);
}
