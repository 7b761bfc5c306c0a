// The keys a custom field's order pages by on Firestore (docs/decisions/custom-field-keys.md): each value's key as
// customFields/fieldOrdering.ts orders it, in one map entry per field, prefixed so that one range on that entry alone
// is a status's customers holding a value, in the order (Firestore's own single-field indexes: no composite index per
// field, which firestore.indexes.json could not name ahead). Customers without a value have no entry; they come last.
import { FieldPath } from 'firebase-admin/firestore';
import type { Customer } from '../../../domain/customers/customer.ts';
import type { CustomFieldType } from '../../../domain/customFields/customField.ts';
import { fieldValueKey } from '../../../domain/customFields/fieldOrdering.ts';
import { customerSortKey, valueOrderKey } from '../../../domain/ordering.ts';

/**
 * The two maps a document keeps, by field key: every value read as a name (what TEXT, SELECT and URL fields order by)
 * and, for a value written as a number, a day, true/false or a JSON list, that reading (NUMBER, DATE, CHECKBOX,
 * MULTI_SELECT). The store never needs a field's type to write them: a value's form says which readings it has.
 */
export const fieldKeyMaps = { text: 'fieldTextKeys', typed: 'fieldTypedKeys' } as const;

export interface FieldKeys {
  fieldTextKeys: Record<string, string>;
  fieldTypedKeys: Record<string, string>;
}

// The typed readings, each with the letter its keys carry. A value has at most one of them (the forms exclude each
// other), and the letter keeps one type's range from holding another's keys all the same.
const typedLetters = { NUMBER: 'n', DATE: 'd', CHECKBOX: 'c', MULTI_SELECT: 'm' } as const;
const textLetter = 't';
type TypedType = keyof typeof typedLetters;
const typedTypes = Object.keys(typedLetters) as TypedType[];

const isTyped = (type: CustomFieldType): type is TypedType => type in typedLetters;

/** The first letter of every key: the customer's status. */
const statusLetter = (status: boolean) => (status ? 'A' : 'R');

/** Where a field's keys are: the map entry, and the two letters after the status its keys start with. */
export interface FieldKeyPlace {
  /** The document field (the map entry) */
  path: FieldPath;
  /** The letter after the status */
  letter: string;
}

export function fieldKeyPlace(key: string, type: CustomFieldType): FieldKeyPlace {
  return isTyped(type)
    ? { path: new FieldPath(fieldKeyMaps.typed, key), letter: typedLetters[type] }
    : { path: new FieldPath(fieldKeyMaps.text, key), letter: textLetter };
}

/**
 * The stored keys of a customer's values: status, reading letter, then the value's key in its order ascending
 * (valueOrderKey: the value's key, then the name order), so a key less its first two letters is the order's cursor.
 */
export function fieldKeys(
  customer: Pick<Customer, 'id' | 'fname' | 'lname' | 'status' | 'fields'>,
  nameKey: string = customerSortKey(customer),
): FieldKeys {
  const status = statusLetter(customer.status);
  const text: Record<string, string> = {};
  const typed: Record<string, string> = {};
  for (const [key, value] of Object.entries(customer.fields ?? {})) {
    const textKey = fieldValueKey('TEXT', value);
    if (textKey !== null) text[key] = status + textLetter + valueOrderKey(customer, textKey, 'ASC', nameKey);
    for (const type of typedTypes) {
      const typedKey = fieldValueKey(type, value);
      if (typedKey === null) continue;
      typed[key] = status + typedLetters[type] + valueOrderKey(customer, typedKey, 'ASC', nameKey);
      break;
    }
  }
  return { fieldTextKeys: text, fieldTypedKeys: typed };
}

/** The range of a status's keys of one reading: from `start` (included) to `end` (excluded). */
export function keyRange(status: boolean, place: FieldKeyPlace): { start: string; end: string } {
  const start = statusLetter(status) + place.letter;
  return { start, end: start.slice(0, 1) + String.fromCharCode(place.letter.charCodeAt(0) + 1) };
}

/** Whether a stored key (a map entry, maybe missing) is a value of the field as the customer's status files it. */
export function holdsValue(stored: unknown, status: boolean, place: FieldKeyPlace): boolean {
  return typeof stored === 'string' && stored.startsWith(statusLetter(status) + place.letter);
}
