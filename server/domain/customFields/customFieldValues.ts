// A customer's custom field values: text under each field's key (NUMBER as written, DATE yyyy-mm-dd, CHECKBOX
// true/false, MULTI_SELECT a JSON array of options), checked by the same rules on the server and in the web form.
import { limits, tooLongMessage, type FieldErrors } from '../fieldRules.ts';
import type { CustomField } from './customField.ts';

/** What the value rules read of a field (a web form holds no more). */
export type FieldRule = Pick<CustomField, 'key' | 'type' | 'options' | 'required'>;

/** Values by field key; a field without a value has no entry. */
export type CustomFieldValues = Record<string, string>;

export interface CustomFieldValueInput {
  key: string;
  value?: string | null;
}

export const customFieldValueMessages = {
  required: 'Please fill in this field',
  number: 'Please insert a number',
  date: 'Please insert a date as yyyy-mm-dd',
  option: 'Please choose one of the options',
  options: 'Please choose among the options (a JSON array of them)',
  checkbox: 'Please answer true or false',
  url: 'Please insert a link starting with https:// or http://',
  unknown: 'No such field',
  characters: 'Please remove the invalid characters',
} as const;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const numberPattern = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A number as a NUMBER field keeps it: digits with an optional sign, point and exponent, finite. */
export const isCustomFieldNumber = (text: string): boolean => numberPattern.test(text) && Number.isFinite(Number(text));

/** A day as a DATE field keeps it: yyyy-mm-dd, a day the calendar has. */
export function isCustomFieldDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A MULTI_SELECT value's options, or null when the text is not a JSON array of strings. */
export function chosenOptions(value: string | null | undefined): string[] | null {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A value as kept (trimmed; a MULTI_SELECT's options once each in the field's order; '' and [] are no value: null),
 * or the message of what is wrong with it.
 */
export function checkedValue(
  field: FieldRule,
  value: string | null | undefined,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const text = (value ?? '').trim();
  const fail = (message: string) => ({ ok: false as const, message });
  if (!text) return { ok: true, value: null };
  if (text.length > limits.customFieldValueMax) return fail(tooLongMessage(limits.customFieldValueMax));
  if (loneSurrogate.test(text)) return fail(customFieldValueMessages.characters);
  switch (field.type) {
    case 'NUMBER':
      return isCustomFieldNumber(text) ? { ok: true, value: text } : fail(customFieldValueMessages.number);
    case 'DATE':
      return isCustomFieldDate(text) ? { ok: true, value: text } : fail(customFieldValueMessages.date);
    case 'CHECKBOX':
      return text === 'true' || text === 'false' ? { ok: true, value: text } : fail(customFieldValueMessages.checkbox);
    case 'URL':
      return isLink(text) ? { ok: true, value: text } : fail(customFieldValueMessages.url);
    case 'SELECT':
      return field.options.includes(text) ? { ok: true, value: text } : fail(customFieldValueMessages.option);
    case 'MULTI_SELECT': {
      const chosen = chosenOptions(text);
      if (!chosen || chosen.some((option) => !field.options.includes(option)))
        return fail(customFieldValueMessages.options);
      const kept = field.options.filter((option) => chosen.includes(option));
      return { ok: true, value: kept.length ? JSON.stringify(kept) : null };
    }
    default:
      return { ok: true, value: text };
  }
}

/**
 * The values a save keeps: `current` (the customer's, archived fields' included) with `given` set over it (a key given
 * no value loses its value), each given key naming an active field and its value fitting it, and every required active
 * field holding a value. Problems are named by the field's key; `values` is undefined when nothing was given (an edit
 * keeps its values).
 */
export function checkedValues(
  active: readonly FieldRule[],
  current: CustomFieldValues | undefined,
  given: readonly CustomFieldValueInput[] | null | undefined,
): { ok: true; values?: CustomFieldValues } | { ok: false; fields: FieldErrors } {
  const byKey = new Map(active.map((field) => [field.key, field]));
  const values: CustomFieldValues = { ...current };
  const errors: FieldErrors = {};
  for (const { key, value } of given ?? []) {
    const field = byKey.get(key);
    if (!field) {
      errors[key] = customFieldValueMessages.unknown;
      continue;
    }
    const checked = checkedValue(field, value);
    if (!checked.ok) errors[key] = checked.message;
    else if (checked.value === null) delete values[key];
    else values[key] = checked.value;
  }
  for (const field of active)
    if (field.required && !values[field.key] && !errors[field.key])
      errors[field.key] = customFieldValueMessages.required;
  if (Object.keys(errors).length) return { ok: false, fields: errors };
  return given ? { ok: true, values } : { ok: true };
}

/** Values as a customer keeps them: an object with keys sorted, so two compare as text; empty: undefined. */
export function valueSet(values: CustomFieldValues | null | undefined): CustomFieldValues | undefined {
  const keys = Object.keys(values ?? {})
    .filter((key) => values![key] !== '')
    .sort();
  return keys.length ? Object.fromEntries(keys.map((key) => [key, values![key]!])) : undefined;
}
