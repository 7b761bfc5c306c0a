// The columns of a phone's table: the row's fields stacked in one cell, its actions in another.
import { FormattedMessage } from 'react-intl';
import { customerColumnKeys } from '../../../../../server/domain/views/savedView.ts';
import { EmailAddress } from '../../../shared/listPage.tsx';
import { DetailsLink, EditLink, StatusButton } from './rowParts.tsx';
import { indexColumn } from './spreadColumns.tsx';
import { type Column } from './tableColumn.ts';
import { FieldLine, type ListField } from './fieldColumns.tsx';
import { TagChips } from '../../../shared/tags/TagChips.tsx';

/**
 * A phone's row: after '#', the chosen fields stacked in one cell (the names first, as its title), in their order; the
 * chosen custom fields' values last (`customFields`: the team's active ones).
 */
export function stackedCustomerColumn(keys: readonly string[], customFields: readonly ListField[] = []): Column {
  const shownFields = keys.flatMap((key) => customFields.filter((field) => key === `field:${field.key}`));
  const fields = keys.filter(
    (key) => key === 'email' || key === 'phone' || key === 'address' || key === 'owner' || key === 'company',
  );
  const names = keys.filter((key) => key === 'fname' || key === 'lname') as ('fname' | 'lname')[];
  return {
    key: 'customer',
    title: (
      <FormattedMessage
        defaultMessage="Customer"
        id="7bvIT1"
        description="Customers list on a phone: the one column's title"
      />
    ),
    render: ({ customer, nameExtra }) => (
      <div className="stacked-cell">
        <strong className="stacked-title">
          {names.map((key) => customer[key]).join(' ')}
          {nameExtra}
          {!customer.status && (
            <span className="removed-tag" aria-hidden="true">
              <FormattedMessage
                defaultMessage="Removed"
                id="Nxuqzm"
                description="Customers list on a phone: a removed row's tag"
              />
            </span>
          )}
        </strong>
        {keys.includes('tags') && <TagChips ids={customer.tags} />}
        {fields.map((key) =>
          key === 'email' ? (
            <a key={key} href={`mailto:${customer.email}`}>
              <EmailAddress email={customer.email} />
            </a>
          ) : key === 'owner' ? (
            customer.owner && (
              <span key={key} className="stacked-owner">
                <FormattedMessage
                  defaultMessage="Owner: {email}"
                  id="3OMjtX"
                  description="Customers list on a phone: the row's line naming the member who owns the customer"
                  values={{ email: <bdi>{customer.owner.email}</bdi> }}
                />
              </span>
            )
          ) : key === 'company' ? (
            customer.company && (
              <span key={key} className="stacked-owner">
                <FormattedMessage
                  defaultMessage="Company: {name}"
                  id="Icf2SV"
                  description="Customers list on a phone: the row's line naming the company the customer works at"
                  values={{ name: <bdi>{customer.company.name}</bdi> }}
                />
              </span>
            )
          ) : (
            <span key={key} dir={key === 'phone' ? 'ltr' : 'auto'}>
              {customer[key]}
            </span>
          ),
        )}
        {shownFields.map((field) => (
          <FieldLine key={field.key} field={field} customer={customer} />
        ))}
      </div>
    ),
  };
}

/** A phone's row: its chosen actions, one above the other, beside the fields; none chosen: no column. */
export function stackedActionsColumn(keys: readonly string[]): Column | null {
  const actionKeys = keys.filter((key) => key === 'details' || key === 'edit' || key === 'status');
  if (!actionKeys.length) return null;
  return {
    key: 'actions',
    title: (
      <span className="visually-hidden">
        <FormattedMessage
          defaultMessage="Actions"
          id="z1hYnB"
          description="Customers list on a phone: the actions column's title, for screen readers"
        />
      </span>
    ),
    width: 120,
    render: ({ customer, actions }) => (
      <div className="stacked-actions">
        {actionKeys.map((key) =>
          key === 'details' ? (
            <DetailsLink key={key} customer={customer} className="stacked-action" />
          ) : !actions.writable ? null : key === 'edit' ? (
            <EditLink key={key} customer={customer} className="stacked-action" />
          ) : (
            <StatusButton key={key} customer={customer} actions={actions} className="stacked-action" />
          ),
        )}
      </div>
    ),
  };
}

/** After '#', the same fields stacked in one cell, and the row's actions beside them, one above the other (phones). */
export const stackedColumns: Column[] = [
  indexColumn(36),
  stackedCustomerColumn(customerColumnKeys),
  stackedActionsColumn(customerColumnKeys)!,
];
