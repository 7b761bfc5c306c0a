// The parts of a saved view that name the team's custom fields, checked against its active fields as the list checks
// them (customers/listChecks.ts): a field's column, a CUSTOM order, the field filters. A field archived after the view
// was saved stays in it; the list leaves it out when the view opens.
import { activeFields, type CustomFieldDirectory } from '../customFields/customFieldService.ts';
import { checkedFieldFilters, type CustomFieldFilterInput } from '../customFields/fieldFilters.ts';
import { customOrderField, customOrderMessages } from '../customers/listChecks.ts';
import { InvalidInputError } from '../errors.ts';
import type { CustomerListOrder } from '../ordering.ts';
import { columnFieldKey } from './savedView.ts';

const given = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

/** The view's field filters as kept (each part trimmed, null when not given); BAD_USER_INPUT for any bad part. */
export async function checkedViewFields(
  fields: CustomFieldDirectory,
  view: {
    columns: readonly string[];
    orderBy: readonly CustomerListOrder[];
    fieldFilters?: readonly CustomFieldFilterInput[] | null;
  },
): Promise<CustomFieldFilterInput[]> {
  const active = new Set(activeFields(await fields.all()).map(({ key }) => key));
  const unknown = view.columns.map(columnFieldKey).find((key) => key !== null && !active.has(key));
  if (unknown) throw new InvalidInputError({ columns: customOrderMessages.unknown(unknown) });
  for (const order of view.orderBy) await customOrderField(fields, order);
  const filters = (view.fieldFilters ?? []).map(({ key, value, min, max }) => ({
    key,
    value: given(value),
    min: given(min),
    max: given(max),
  }));
  const checked = checkedFieldFilters(activeFields(await fields.all()), filters);
  if (!checked.ok) throw new InvalidInputError(checked.fields);
  return filters;
}
