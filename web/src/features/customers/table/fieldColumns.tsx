// The team's active custom fields as columns a list may show (field:<key>, chosen in Columns and saved views like the
// Company column): the field's label over its values, each formatted for its type (shared/customFields/CustomFieldValue.tsx), sorted
// by its header (the CUSTOM order, ordering.ts). On a phone, each becomes a line of the stacked cell.
import { FormattedMessage } from 'react-intl';
import { CustomFieldValue } from '../../../shared/customFields/CustomFieldValue.tsx';
import type { TeamCustomField } from '../../../shared/customFields/useCustomFields.ts';
import { fieldValueOf } from '../live/orderKeys.ts';
import type { Column, Customer } from './tableColumn.ts';

/** What a column and a stacked line read of a field. */
export type ListField = Pick<TeamCustomField, 'key' | 'label' | 'type'>;

/** The width a field's column takes in the wide table (as Tags: the text columns narrow to make room). */
export const fieldColumnWidth = 80;

export function fieldColumn(field: ListField): Column {
  return {
    key: `field:${field.key}`,
    title: <bdi>{field.label}</bdi>,
    width: fieldColumnWidth,
    ellipsis: true,
    sortField: `field:${field.key}`,
    render: ({ customer }) => {
      const value = fieldValueOf(customer, field.key);
      return value ? <CustomFieldValue type={field.type} value={value} /> : null;
    },
  };
}

/** A field's line in a phone's stacked cell: its label and value; none when the customer has no value. */
export function FieldLine({ field, customer }: { field: ListField; customer: Customer }) {
  const value = fieldValueOf(customer, field.key);
  if (!value) return null;
  return (
    <span className="stacked-owner">
      <FormattedMessage
        defaultMessage="{field}: {value}"
        id="zvw0Tj"
        description="Customers list on a phone: a row's line giving its value of a custom field (field: the field's label)"
        values={{ field: <bdi>{field.label}</bdi>, value: <CustomFieldValue type={field.type} value={value} /> }}
      />
    </span>
  );
}
