// The customers list's order as one native select, rendered plain like the page (CustomersPage.tsx): every column's
// order both ways, the team's active custom fields' too, each way said in the words of its type.
import { SortAscendingOutlined } from '@ant-design/icons';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  customerSortFieldNames,
  orderColumnOf,
  orderOfColumn,
  type CustomerListOrder as CustomerOrder,
  type CustomerListSortField as CustomerSortField,
  type SortDirection,
} from '../../../../server/domain/ordering.ts';
import type { CustomFieldType } from '../../gql/graphql.ts';
import {
  customerFieldMessages,
  customerOwnerMessage,
  customerCompanyMessage,
} from '../../shared/customerFieldWords.ts';
import type { ListField } from './table/fieldColumns.tsx';

const directionWords = defineMessages({
  textUp: {
    defaultMessage: 'A to Z',
    id: '1t24SR',
    description: 'Customers list: the Sort by choice of a text field going up',
  },
  textDown: {
    defaultMessage: 'Z to A',
    id: 'pR/NX7',
    description: 'Customers list: the Sort by choice of a text field going down',
  },
  digitsUp: {
    defaultMessage: '0 to 9',
    id: 'IfftP5',
    description: 'Customers list: the Sort by choice of phones going up',
  },
  digitsDown: {
    defaultMessage: '9 to 0',
    id: '5lMlKb',
    description: 'Customers list: the Sort by choice of phones going down',
  },
  datesUp: {
    defaultMessage: 'oldest first',
    id: 'S512+g',
    description: 'Customers list: the Sort by choice of a date custom field going up',
  },
  datesDown: {
    defaultMessage: 'newest first',
    id: 'GKF3Y5',
    description: 'Customers list: the Sort by choice of a date custom field going down',
  },
  numbersUp: {
    defaultMessage: 'smallest first',
    id: '3BipGM',
    description: 'Customers list: the Sort by choice of a number custom field going up',
  },
  numbersDown: {
    defaultMessage: 'largest first',
    id: 'BkLtGS',
    description: 'Customers list: the Sort by choice of a number custom field going down',
  },
  checkedUp: {
    defaultMessage: 'unticked first',
    id: 'nAs3FC',
    description: 'Customers list: the Sort by choice of a checkbox custom field, unticked first',
  },
  checkedDown: {
    defaultMessage: 'ticked first',
    id: '5b6F+t',
    description: 'Customers list: the Sort by choice of a checkbox custom field, ticked first',
  },
});
const text = [directionWords.textUp, directionWords.textDown] as const;
const sortLabels: Record<
  Exclude<CustomerSortField, 'CUSTOM'>,
  readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor]
> = {
  LNAME: [customerFieldMessages.lname, ...text],
  FNAME: [customerFieldMessages.fname, ...text],
  EMAIL: [customerFieldMessages.email, ...text],
  PHONE: [customerFieldMessages.phone, directionWords.digitsUp, directionWords.digitsDown],
  ADDRESS: [customerFieldMessages.address, ...text],
  NOTES: [customerFieldMessages.notes, ...text],
  OWNER: [customerOwnerMessage, ...text],
  COMPANY: [customerCompanyMessage, ...text],
};
const sortFieldNames = [...customerSortFieldNames, 'OWNER', 'COMPANY'] as const;

/** A custom field's two ways, in the words of its type. */
const fieldDirections: Record<CustomFieldType, readonly [MessageDescriptor, MessageDescriptor]> = {
  NUMBER: [directionWords.numbersUp, directionWords.numbersDown],
  DATE: [directionWords.datesUp, directionWords.datesDown],
  CHECKBOX: [directionWords.checkedUp, directionWords.checkedDown],
  TEXT: text,
  URL: text,
  SELECT: text,
  MULTI_SELECT: text,
};

/**
 * Every order as one native select: the way to sort on a phone (no column headers) and by notes (no column); the
 * team's active custom fields (`customFields`) after the customer's own columns.
 */
export function SortSelect({
  value,
  customFields = [],
  onChange,
}: {
  value: CustomerOrder;
  customFields?: readonly ListField[];
  onChange: (order: CustomerOrder) => void;
}) {
  const intl = useIntl();
  const option = (field: MessageDescriptor, direction: MessageDescriptor) =>
    intl.formatMessage(
      {
        defaultMessage: '{field}, {direction}',
        id: 'IcHG1J',
        description: 'Customers list: a Sort by choice, as "Email, A to Z"',
      },
      { field: intl.formatMessage(field), direction: intl.formatMessage(direction) },
    );
  const fieldOption = (label: string, direction: MessageDescriptor) =>
    intl.formatMessage(
      {
        defaultMessage: '{field}, {direction}',
        id: 'IcHG1J',
        description: 'Customers list: a Sort by choice, as "Email, A to Z"',
      },
      { field: label, direction: intl.formatMessage(direction) },
    );
  return (
    <span className="ui-input customers-sort">
      <SortAscendingOutlined aria-hidden="true" />
      <select
        aria-label={intl.formatMessage({
          defaultMessage: 'Sort by',
          id: 'f4c7F3',
          description: "Customers list: accessible name of the order's select",
        })}
        value={`${orderColumnOf(value)}:${value.direction}`}
        onChange={(event) => {
          // The column may hold a colon itself (field:<key>): the direction is after the last one.
          const choice = event.target.value;
          const at = choice.lastIndexOf(':');
          onChange(orderOfColumn(choice.slice(0, at), choice.slice(at + 1) as SortDirection));
        }}
      >
        {sortFieldNames.map((field) => {
          const [label, up, down] = sortLabels[field];
          return [
            <option key={`${field}:ASC`} value={`${field}:ASC`}>
              {option(label, up)}
            </option>,
            <option key={`${field}:DESC`} value={`${field}:DESC`}>
              {option(label, down)}
            </option>,
          ];
        })}
        {customFields.map((field) => {
          const column = `field:${field.key}`;
          const [up, down] = fieldDirections[field.type];
          return [
            <option key={`${column}:ASC`} value={`${column}:ASC`}>
              {fieldOption(field.label, up)}
            </option>,
            <option key={`${column}:DESC`} value={`${column}:DESC`}>
              {fieldOption(field.label, down)}
            </option>,
          ];
        })}
      </select>
    </span>
  );
}
