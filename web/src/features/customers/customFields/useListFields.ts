// The team's active custom fields as the customers list uses them: the columns it may show, the order and the field
// filters of its state that still name one (a field archived since a link or a view was made drops out, as its
// column does), and those filters ready for the live list (the server's own rule, customFields/fieldFilters.ts).
import { useMemo } from 'react';
import {
  checkedFieldFilters,
  type CustomFieldFilterInput,
  type FieldFilter,
} from '../../../../../server/domain/customFields/fieldFilters.ts';
import { defaultCustomerOrder, type CustomerListOrder } from '../../../../../server/domain/ordering.ts';
import { useCustomFields, type TeamCustomField } from '../../../shared/customFields/useCustomFields.ts';

export interface ListFields {
  /** The team's active custom fields, in the order they were added */
  fields: readonly TeamCustomField[];
  /** The state's filters that name an active field and read as its type says */
  fieldFilters: readonly CustomFieldFilterInput[];
  /** The same, ready to test rows with */
  checkedFilters: readonly FieldFilter[];
  /** The state's order, or the name order while it names no active field */
  order: CustomerListOrder;
  /** Each custom field column's label, by column key (field:<key>) */
  fieldLabels: ReadonlyMap<string, string>;
}

export function useListFields(fieldFilters: readonly CustomFieldFilterInput[], order: CustomerListOrder): ListFields {
  const { fields } = useCustomFields();
  return useMemo(() => {
    const usable = fieldFilters
      .filter((filter) => checkedFieldFilters(fields, [filter]).ok)
      .map(({ key, value, min, max }) => ({ key, value: value || null, min: min || null, max: max || null }));
    const checked = checkedFieldFilters(fields, usable);
    const known = order.field !== 'CUSTOM' || fields.some(({ key }) => key === order.fieldKey);
    return {
      fields,
      fieldFilters: usable,
      checkedFilters: checked.ok ? checked.filters : [],
      order: known ? order : defaultCustomerOrder,
      fieldLabels: new Map(fields.map(({ key, label }) => [`field:${key}`, label])),
    };
  }, [fields, fieldFilters, order]);
}
