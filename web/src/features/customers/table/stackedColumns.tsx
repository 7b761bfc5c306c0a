// The columns of a phone's table: the row's fields stacked in one cell, its actions in another.
import { DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { customerColumnKeys } from '../../../../../server/domain/views/savedView.ts';
import { EmailAddress } from '../../../shared/listPage.tsx';
import { RowButton } from './RowButton.tsx';
import { indexColumn } from './spreadColumns.tsx';
import { detailsPath, editPath, fullName, type Column } from './tableColumn.ts';

/** A phone's row: after '#', the chosen fields stacked in one cell (the names first, as its title), in their order. */
export function stackedCustomerColumn(keys: readonly string[]): Column {
  const fields = keys.filter((key) => key === 'email' || key === 'phone' || key === 'address');
  const names = keys.filter((key) => key === 'fname' || key === 'lname') as ('fname' | 'lname')[];
  return {
    key: 'customer',
    title: 'Customer',
    render: ({ customer, nameExtra }) => (
      <div className="stacked-cell">
        <strong className="stacked-title">
          {names.map((key) => customer[key]).join(' ')}
          {nameExtra}
          {!customer.status && (
            <span className="removed-tag" aria-hidden="true">
              Removed
            </span>
          )}
        </strong>
        {fields.map((key) =>
          key === 'email' ? (
            <a key={key} href={`mailto:${customer.email}`}>
              <EmailAddress email={customer.email} />
            </a>
          ) : (
            <span key={key}>{customer[key]}</span>
          ),
        )}
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
    title: <span className="visually-hidden">Actions</span>,
    width: 120,
    render: ({ customer, actions }) => (
      <div className="stacked-actions">
        {actionKeys.map((key) =>
          key === 'details' ? (
            <Link
              key={key}
              className="stacked-action"
              to={detailsPath(customer)}
              aria-label={`Details of ${fullName(customer)}`}
            >
              <EyeOutlined /> Details
            </Link>
          ) : !actions.writable ? null : key === 'edit' ? (
            <Link
              key={key}
              className="stacked-action"
              to={editPath(customer)}
              aria-label={`Edit ${fullName(customer)}`}
            >
              <EditOutlined /> Edit
            </Link>
          ) : customer.status ? (
            <RowButton
              key={key}
              danger
              className="stacked-action"
              icon={<DeleteOutlined />}
              label={`Remove ${fullName(customer)}`}
              onClick={() => actions.remove(customer)}
            >
              Remove
            </RowButton>
          ) : (
            <RowButton
              key={key}
              className="stacked-action"
              icon={<UndoOutlined />}
              label={`Restore ${fullName(customer)}`}
              onClick={() => actions.restore(customer)}
            >
              Restore
            </RowButton>
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
