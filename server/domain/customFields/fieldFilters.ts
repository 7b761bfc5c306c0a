// Filters on custom field values, one rule for the server's lists, pages, feeds and exports and for the browser's live
// list (as search.ts is): text and links contain the words (accents and case aside, as search folds them), a single
// choice equals the option, several choices carry it, a checkbox is ticked or not (no value: not), numbers and dates lie
// between bounds (both included, either may be left open). Several filters: customers matching all of them.
import { foldForSearch } from '../search.ts';
import { limits, type FieldErrors } from '../fieldRules.ts';
import type { CustomField } from './customField.ts';
import { chosenOptions, isCustomFieldDate, isCustomFieldNumber } from './customFieldValues.ts';

/** A filter as a client sends it (CustomFieldFilterInput): the field's key, and a value or bounds by its type. */
export interface CustomFieldFilterInput {
  key: string;
  value?: string | null;
  min?: string | null;
  max?: string | null;
}

/** A filter checked against its field, ready to test customers with (matchesFieldFilters). */
export type FieldFilter =
  | { readonly key: string; readonly kind: 'contains'; readonly folded: string }
  | { readonly key: string; readonly kind: 'equals' | 'carries'; readonly option: string }
  | { readonly key: string; readonly kind: 'checked'; readonly checked: boolean }
  | { readonly key: string; readonly kind: 'number'; readonly min: number | null; readonly max: number | null }
  | { readonly key: string; readonly kind: 'date'; readonly min: string | null; readonly max: string | null };

export const fieldFilterMessages = {
  unknown: (key: string) => `No active custom field has the key "${key}"`,
  text: (key: string) => `Give the text to look for in "${key}"`,
  option: (key: string) => `Choose one of the options of "${key}"`,
  checkbox: (key: string) => `Filter "${key}" by true or false`,
  number: (key: string) => `Give "${key}" a number as min, max or value`,
  date: (key: string) => `Give "${key}" a date as yyyy-mm-dd as min, max or value`,
  tooMany: `Filter by at most ${limits.customFieldsMax} fields`,
} as const;

/** What a filter reads of its field. */
export type FilteredField = Pick<CustomField, 'key' | 'type' | 'options'>;

const given = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

/** One filter checked against its field: the filter, or the message saying what is wrong. */
function checkedFilter(field: FilteredField, input: CustomFieldFilterInput): FieldFilter | string {
  const { key } = field;
  const value = given(input.value);
  switch (field.type) {
    case 'TEXT':
    case 'URL':
      return value && value.length <= limits.customFieldValueMax
        ? { key, kind: 'contains', folded: foldForSearch(value) }
        : fieldFilterMessages.text(key);
    case 'SELECT':
    case 'MULTI_SELECT':
      return value && field.options.includes(value)
        ? { key, kind: field.type === 'SELECT' ? 'equals' : 'carries', option: value }
        : fieldFilterMessages.option(key);
    case 'CHECKBOX':
      return value === 'true' || value === 'false'
        ? { key, kind: 'checked', checked: value === 'true' }
        : fieldFilterMessages.checkbox(key);
    case 'NUMBER':
    case 'DATE': {
      // A value is both bounds: the customers holding just that.
      const min = value ?? given(input.min);
      const max = value ?? given(input.max);
      const readable = field.type === 'NUMBER' ? isCustomFieldNumber : isCustomFieldDate;
      if ((min === null && max === null) || [min, max].some((bound) => bound !== null && !readable(bound)))
        return field.type === 'NUMBER' ? fieldFilterMessages.number(key) : fieldFilterMessages.date(key);
      return field.type === 'NUMBER'
        ? { key, kind: 'number', min: min === null ? null : Number(min), max: max === null ? null : Number(max) }
        : { key, kind: 'date', min, max };
    }
  }
}

/**
 * The filters checked against the team's active fields (`fields`: archived ones left out by the caller), or what is
 * wrong with them, named `fieldFilters` (the message names the key).
 */
export function checkedFieldFilters(
  fields: readonly FilteredField[],
  inputs: readonly CustomFieldFilterInput[] | null | undefined,
): { ok: true; filters: FieldFilter[] } | { ok: false; fields: FieldErrors } {
  const list = inputs ?? [];
  if (list.length > limits.customFieldsMax) return { ok: false, fields: { fieldFilters: fieldFilterMessages.tooMany } };
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const filters: FieldFilter[] = [];
  for (const input of list) {
    const field = byKey.get(input.key);
    const checked = field ? checkedFilter(field, input) : fieldFilterMessages.unknown(input.key);
    if (typeof checked === 'string') return { ok: false, fields: { fieldFilters: checked } };
    filters.push(checked);
  }
  return { ok: true, filters };
}

function matches(filter: FieldFilter, value: string | null | undefined): boolean {
  switch (filter.kind) {
    case 'contains':
      return !!value && foldForSearch(value).includes(filter.folded);
    case 'equals':
      return value === filter.option;
    case 'carries':
      return (chosenOptions(value) ?? []).includes(filter.option);
    case 'checked':
      return (value === 'true') === filter.checked;
    case 'number': {
      if (!value || !isCustomFieldNumber(value)) return false;
      const number = Number(value);
      return (filter.min === null || number >= filter.min) && (filter.max === null || number <= filter.max);
    }
    case 'date':
      return (
        !!value &&
        isCustomFieldDate(value) &&
        (filter.min === null || value >= filter.min) &&
        (filter.max === null || value <= filter.max)
      );
  }
}

/** Whether a customer's values (`valueOf(key)`: its value of that field, if any) pass every filter. */
export function matchesFieldFilters(
  valueOf: (key: string) => string | null | undefined,
  filters: readonly FieldFilter[],
): boolean {
  return filters.every((filter) => matches(filter, valueOf(filter.key)));
}
