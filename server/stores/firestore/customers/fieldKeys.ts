// The keys a custom field's order pages by on Firestore (docs/decisions/custom-field-keys.md): each value's key as
// customFields/fieldOrdering.ts orders it, in a field of its own per custom field, prefixed so that one range on that
// field alone is a status's customers holding a value, in the order (Firestore's own single-field indexes: no composite
// index per custom field, which firestore.indexes.json could not name ahead). Customers without a value have no key.
import type { Customer } from '../../../domain/customers/customer.ts';
import type { CustomFieldType } from '../../../domain/customFields/customField.ts';
import { fieldValueKey } from '../../../domain/customFields/fieldOrdering.ts';
import { customerSortKey, valueOrderKey } from '../../../domain/ordering.ts';

/**
 * The document fields of a value's keys, by custom field key: the value read as a name (what TEXT, SELECT and URL
 * fields order by) and, for a value written as a number, a day, true/false or a JSON list, that reading (NUMBER, DATE,
 * CHECKBOX, MULTI_SELECT). The store needs no field's type to write them: a value's form says which readings it has.
 * Top-level fields, not a map: the in-process emulator the tests use reads no nested field in a query.
 */
export const fieldKeyPrefixes = { text: 'fieldTextKey_', typed: 'fieldTypedKey_' } as const;

export type FieldKeys = Record<`${(typeof fieldKeyPrefixes)[keyof typeof fieldKeyPrefixes]}${string}`, string>;

// The typed readings, each with the letter its keys carry. A value has at most one of them (the forms exclude each
// other), and the letter keeps one type's range from holding another's keys all the same.
const typedLetters = { NUMBER: 'n', DATE: 'd', CHECKBOX: 'c', MULTI_SELECT: 'm' } as const;
const textLetter = 't';
type TypedType = keyof typeof typedLetters;
const typedTypes = Object.keys(typedLetters) as TypedType[];

const isTyped = (type: CustomFieldType): type is TypedType => type in typedLetters;

/** The first letter of every key: the customer's status. */
const statusLetter = (status: boolean) => (status ? 'A' : 'R');

/** Where a custom field's keys are: the document field, and the letter after the status its keys start with. */
export interface FieldKeyPlace {
  path: string;
  letter: string;
}

export function fieldKeyPlace(key: string, type: CustomFieldType): FieldKeyPlace {
  return isTyped(type)
    ? { path: fieldKeyPrefixes.typed + key, letter: typedLetters[type] }
    : { path: fieldKeyPrefixes.text + key, letter: textLetter };
}

type KeyedCustomer = Pick<Customer, 'id' | 'fname' | 'lname' | 'status' | 'fields'>;

/**
 * The stored keys of a customer's values: status, reading letter, then the value's key in its order ascending
 * (valueOrderKey: the value's key, then the name order), so a key less its first two letters is the order's cursor.
 */
export function fieldKeys(customer: KeyedCustomer, nameKey: string = customerSortKey(customer)): FieldKeys {
  const status = statusLetter(customer.status);
  const keys: FieldKeys = {};
  for (const [key, value] of Object.entries(customer.fields ?? {})) {
    const textKey = fieldValueKey('TEXT', value);
    if (textKey !== null)
      keys[`${fieldKeyPrefixes.text}${key}`] = status + textLetter + valueOrderKey(customer, textKey, 'ASC', nameKey);
    for (const type of typedTypes) {
      const typedKey = fieldValueKey(type, value);
      if (typedKey === null) continue;
      keys[`${fieldKeyPrefixes.typed}${key}`] =
        status + typedLetters[type] + valueOrderKey(customer, typedKey, 'ASC', nameKey);
      break;
    }
  }
  return keys;
}

/**
 * What a write sets for the keys `before`'s values had and `after`'s have not (a value taken away, or written in
 * another form): '' (outside every range), as the in-process emulator keeps a field a merge deletes.
 */
export function clearedFieldKeys(before: KeyedCustomer | null, after: KeyedCustomer): FieldKeys {
  if (!before?.fields) return {};
  const kept = fieldKeys(after);
  return Object.fromEntries(
    Object.keys(fieldKeys(before))
      .filter((field) => !(field in kept))
      .map((field) => [field, '']),
  );
}

/** The range of a status's keys of one reading: from `start` (included) to `end` (excluded). */
export function keyRange(status: boolean, place: FieldKeyPlace): { start: string; end: string } {
  const start = statusLetter(status) + place.letter;
  return { start, end: start.slice(0, 1) + String.fromCharCode(place.letter.charCodeAt(0) + 1) };
}

/** Whether a stored key (the document field, maybe missing or cleared) is a value as the customer's status files it. */
export function holdsValue(stored: unknown, status: boolean, place: FieldKeyPlace): boolean {
  return typeof stored === 'string' && stored.startsWith(statusLetter(status) + place.letter);
}
