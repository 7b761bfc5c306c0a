// The links and buttons of a customer's row, the wide table's and a phone's alike. Each reads the page's language
// itself, so a row rendered once (memo) still follows a change of language.
import { DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RowButton } from './RowButton.tsx';
import { detailsPath, editPath, fullName, type Customer, type RowActions } from './tableColumn.ts';

/** The words of a row's actions (their columns widen to fit them in a longer language: columnSets.tsx). */
export const rowWords = defineMessages({
  details: {
    defaultMessage: 'Details',
    id: '/V222y',
    description: "Customers list: a row's link to the customer's page",
  },
  edit: { defaultMessage: 'Edit', id: 'cQxO58', description: "Customers list: a row's link to the customer's form" },
  remove: { defaultMessage: 'Remove', id: 'af5TEQ', description: "Customers list: a row's button that removes it" },
  restore: {
    defaultMessage: 'Restore',
    id: '2o9bH4',
    description: "Customers list: a removed row's button that makes it active again",
  },
});

export function DetailsLink({ customer, className }: { customer: Customer; className: string }) {
  const intl = useIntl();
  const label = intl.formatMessage(
    {
      defaultMessage: 'Details of {name}',
      id: 'T8Fbci',
      description: "Customers list: accessible name of a row's Details link",
    },
    { name: fullName(customer) },
  );
  return (
    <Link className={className} to={detailsPath(customer)} aria-label={label}>
      <EyeOutlined /> <FormattedMessage {...rowWords.details} />
    </Link>
  );
}

export function EditLink({ customer, className }: { customer: Customer; className: string }) {
  const intl = useIntl();
  const label = intl.formatMessage(
    {
      defaultMessage: 'Edit {name}',
      id: '/cdPYJ',
      description: "Customers list: accessible name of a row's Edit link",
    },
    { name: fullName(customer) },
  );
  return (
    <Link className={className} to={editPath(customer)} aria-label={label}>
      <EditOutlined /> <FormattedMessage {...rowWords.edit} />
    </Link>
  );
}

/** Remove for an active customer, Restore for a removed one. */
export function StatusButton({
  customer,
  actions,
  className,
}: {
  customer: Customer;
  actions: RowActions;
  className: string;
}) {
  const intl = useIntl();
  const name = fullName(customer);
  return customer.status ? (
    <RowButton
      danger
      action="remove"
      className={className}
      icon={<DeleteOutlined />}
      label={intl.formatMessage(
        {
          defaultMessage: 'Remove {name}',
          id: 'oLKewP',
          description: "Customers list: accessible name of a row's Remove button",
        },
        { name },
      )}
      onClick={() => actions.remove(customer)}
    >
      <FormattedMessage {...rowWords.remove} />
    </RowButton>
  ) : (
    <RowButton
      action="restore"
      className={className}
      icon={<UndoOutlined />}
      label={intl.formatMessage(
        {
          defaultMessage: 'Restore {name}',
          id: 'Y5Y8VC',
          description: "Customers list: accessible name of a row's Restore button",
        },
        { name },
      )}
      onClick={() => actions.restore(customer)}
    >
      <FormattedMessage {...rowWords.restore} />
    </RowButton>
  );
}

/** The row's checkbox: a click ticks it; with Shift, every row from the last one ticked to this one. */
export function SelectBox({
  customer,
  index,
  actions,
  selected,
}: {
  customer: Customer;
  index: number;
  actions: RowActions;
  selected: boolean;
}) {
  const intl = useIntl();
  return (
    <input
      type="checkbox"
      className="row-select"
      aria-label={intl.formatMessage(
        {
          defaultMessage: 'Select {name}',
          id: 'KBYjxC',
          description: "Customers list: accessible name of a row's checkbox",
        },
        { name: fullName(customer) },
      )}
      checked={selected}
      // React hears a checkbox's change on its click, so the event says whether Shift was held (false for Space).
      onChange={(event) =>
        actions.select(index, event.target.checked, (event.nativeEvent as Partial<MouseEvent>).shiftKey === true)
      }
    />
  );
}
