// The columns of the wide table (tablets and wider), one field each, and the row's checkbox.
import { DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { RowButton } from './RowButton.tsx';
import { detailsPath, editPath, fullName, type Column } from './tableColumn.ts';

/** '#', and for a removed customer words that say so (the row's grey and italics do not reach a screen reader). */
export function indexColumn(width: number): Column {
  return {
    key: 'index',
    title: '#',
    width,
    align: 'right',
    render: ({ customer, index }) => (
      <>
        {index + 1}
        {!customer.status && <span className="visually-hidden">, removed</span>}
      </>
    ),
  };
}

/** docs/product.md#screens-and-routes columns after '#', one field each (tablets and wider). */
// Widths: at 1280 px with the sidebar open (980 px of table, the selection's checkbox column included), email and
// phone get the room they need most; the names give up room to the checkbox (their titles show cut).
export const spreadColumns: Column[] = [
  indexColumn(40),
  {
    key: 'fname',
    title: 'First name',
    width: 98,
    ellipsis: true,
    sortField: 'FNAME',
    // Before the name, which may be cut short here.
    render: ({ customer, nameExtra }) => (
      <>
        {nameExtra}
        {customer.fname}
      </>
    ),
  },
  {
    key: 'lname',
    title: 'Last name',
    width: 98,
    ellipsis: true,
    sortField: 'LNAME',
    render: ({ customer }) => customer.lname,
  },
  {
    key: 'email',
    title: 'Email',
    width: 200,
    ellipsis: true,
    sortField: 'EMAIL',
    render: ({ customer }) => <a href={`mailto:${customer.email}`}>{customer.email}</a>,
  },
  // A link too: it calls, and keyboard focus reaches it (and shows it whole when it is cut).
  {
    key: 'phone',
    title: 'Phone',
    width: 160,
    ellipsis: true,
    sortField: 'PHONE',
    render: ({ customer }) => <a href={`tel:${customer.phone}`}>{customer.phone}</a>,
  },
  {
    key: 'address',
    title: 'Address',
    width: 104,
    ellipsis: true,
    sortField: 'ADDRESS',
    render: ({ customer }) => customer.address,
  },
  {
    key: 'details',
    title: 'Details',
    width: 80,
    render: ({ customer }) => (
      <Link className="nowrap" to={detailsPath(customer)} aria-label={`Details of ${fullName(customer)}`}>
        <EyeOutlined /> Details
      </Link>
    ),
  },
  {
    key: 'edit',
    title: 'Edit',
    width: 60,
    render: ({ customer }) => (
      <Link className="nowrap" to={editPath(customer)} aria-label={`Edit ${fullName(customer)}`}>
        <EditOutlined /> Edit
      </Link>
    ),
  },
  {
    key: 'status',
    title: 'Action',
    width: 104,
    render: ({ customer, actions }) =>
      customer.status ? (
        <RowButton
          danger
          className="row-button-small"
          icon={<DeleteOutlined />}
          label={`Remove ${fullName(customer)}`}
          onClick={() => actions.remove(customer)}
        >
          Remove
        </RowButton>
      ) : (
        <RowButton
          className="row-button-small"
          icon={<UndoOutlined />}
          label={`Restore ${fullName(customer)}`}
          onClick={() => actions.restore(customer)}
        >
          Restore
        </RowButton>
      ),
  },
];

/**
 * The row's checkbox, first: a click ticks it; with Shift, every row from the last one ticked to this one.
 */
export const selectColumn: Column = {
  key: 'select',
  title: null,
  width: 36,
  selects: true,
  render: ({ customer, index, actions, selected }) => (
    <input
      type="checkbox"
      className="row-select"
      aria-label={`Select ${fullName(customer)}`}
      checked={selected}
      // React hears a checkbox's change on its click, so the event says whether Shift was held (false for Space).
      onChange={(event) =>
        actions.select(index, event.target.checked, (event.nativeEvent as Partial<MouseEvent>).shiftKey === true)
      }
    />
  ),
};
