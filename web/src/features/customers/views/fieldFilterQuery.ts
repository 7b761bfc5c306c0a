// The list's custom field filters in its address: field.<key>=value, field.<key>.min=… and field.<key>.max=… (keys are
// lower-case letters, digits and underscores, so the dot never belongs to one), readable in a copied link.
import type { CustomFieldFilterInput } from '../../../../../server/domain/customFields/fieldFilters.ts';

const prefix = 'field.';
const keyPattern = /^[a-z][a-z0-9_]*$/;

/** The filters an address's parameters say, in the order they first name each field. */
export function fieldFiltersFromQuery(params: URLSearchParams): CustomFieldFilterInput[] {
  const byKey = new Map<string, CustomFieldFilterInput>();
  for (const [name, text] of params) {
    if (!name.startsWith(prefix) || !text) continue;
    const [key = '', part = 'value', ...rest] = name.slice(prefix.length).split('.');
    if (!keyPattern.test(key) || rest.length || !['value', 'min', 'max'].includes(part)) continue;
    const filter = byKey.get(key) ?? { key };
    byKey.set(key, { ...filter, [part]: text });
  }
  return [...byKey.values()];
}

/** Writes the filters' parameters (each part given). */
export function writeFieldFilters(params: URLSearchParams, filters: readonly CustomFieldFilterInput[]): void {
  for (const { key, value, min, max } of filters) {
    if (value) params.set(`${prefix}${key}`, value);
    if (min) params.set(`${prefix}${key}.min`, min);
    if (max) params.set(`${prefix}${key}.max`, max);
  }
}

const partsOf = (filters: readonly CustomFieldFilterInput[]) =>
  filters.map(({ key, value, min, max }) => [key, value || null, min || null, max || null].join('\u0000')).sort();

/** The same filters, whatever their order. */
export function sameFieldFilters(a: readonly CustomFieldFilterInput[], b: readonly CustomFieldFilterInput[]): boolean {
  const [left, right] = [partsOf(a), partsOf(b)];
  return left.length === right.length && left.every((part, index) => part === right[index]);
}
