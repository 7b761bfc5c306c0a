// The parts of a list's query that name the team's custom fields, checked against its active fields: a CUSTOM order's
// field (BAD_USER_INPUT naming orderBy) and the field filters (naming fieldFilters). Lists, pages, feeds, bulk
// selections and exports all check them here.
import { InvalidInputError } from '../errors.ts';
import type { CustomerListOrder } from '../ordering.ts';
import { activeFields, type CustomFieldDirectory } from '../customFields/customFieldService.ts';
import { checkedFieldFilters, type CustomFieldFilterInput, type FieldFilter } from '../customFields/fieldFilters.ts';
import type { OrderedField } from '../customFields/fieldOrdering.ts';

export const customOrderMessages = {
  fieldKey: 'Name the custom field to sort by (fieldKey) with the field CUSTOM',
  unknown: (key: string) => `No active custom field has the key "${key}"`,
} as const;

/** A CUSTOM order's field (its key and type); null for the other orders. */
export async function customOrderField(
  fields: CustomFieldDirectory,
  order: CustomerListOrder,
): Promise<OrderedField | null> {
  if (order.field !== 'CUSTOM') return null;
  if (!order.fieldKey) throw new InvalidInputError({ orderBy: customOrderMessages.fieldKey });
  const field = activeFields(await fields.all()).find(({ key }) => key === order.fieldKey);
  if (!field) throw new InvalidInputError({ orderBy: customOrderMessages.unknown(order.fieldKey) });
  return { key: field.key, type: field.type };
}

/** The filters ready to test customers with; none given: none. */
export async function fieldFiltersOf(
  fields: CustomFieldDirectory,
  inputs: readonly CustomFieldFilterInput[] | null | undefined,
): Promise<FieldFilter[]> {
  if (!inputs?.length) return [];
  const checked = checkedFieldFilters(activeFields(await fields.all()), inputs);
  if (!checked.ok) throw new InvalidInputError(checked.fields);
  return checked.filters;
}
