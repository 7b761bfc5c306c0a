// What a merge offers per field: the distinct values among the customers, and the notes of all of them joined.

/** The fields a person picks a value for, in the form's order. */
export const mergeFields = ['fname', 'lname', 'email', 'phone', 'address', 'notes'] as const;
export type MergeField = (typeof mergeFields)[number];

export type MergeValues = Record<MergeField, string>;

/** The values one field takes among the customers, each once (trimmed; an empty note is no choice), the kept one's first. */
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
