import { DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Empty, Spin, Table, Tag, type GetRef, type TableColumnsType } from 'antd';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerFieldsFragment } from '../../gql/graphql.ts';
import { EmailAddress, useStackedRows } from '../../shared/listPage.tsx';
import { rememberRowActionFocus } from './rowActionFocus.ts';
import { useRemoveCustomerMutation } from './useRemoveCustomerMutation.ts';
import { useRestoreCustomerMutation } from './useRestoreCustomerMutation.ts';

type Customer = CustomerFieldsFragment;

/** Sum of the column widths: the table scrolls sideways below it and stretches above it. */
const tableWidth = 48 + 100 + 108 + 164 + 140 + 160 + 82 + 60 + 104;

export const removeQuestion = 'Are you sure you want to remove the customer?';

const detailsPath = (customer: Customer) => `/dashboard/customerdetails/${customer.id}`;
const editPath = (customer: Customer) => `/dashboard/adduser/${customer.id}`;
const fullName = (customer: Customer) => `${customer.fname} ${customer.lname}`;

interface RowActions {
  remove(customer: Customer): void;
  restore(customer: Customer): void;
}

/** '#', and for a removed customer words that say so (the row's grey and italics do not reach a screen reader). */
function indexColumn(width: number): TableColumnsType<Customer>[number] {
  return {
    key: 'index',
    title: '#',
    width,
    align: 'right',
    render: (_value, customer, index) => (
      <>
        {index + 1}
        {!customer.status && <span className="visually-hidden">, removed</span>}
      </>
    ),
  };
}

/** SPEC §2's columns after '#', one field each (tablets and wider). */
function spreadColumns(actions: RowActions): TableColumnsType<Customer> {
  return [
    { key: 'fname', title: 'First name', dataIndex: 'fname', width: 100, ellipsis: true },
    { key: 'lname', title: 'Last name', dataIndex: 'lname', width: 108, ellipsis: true },
    {
      key: 'email',
      title: 'Email',
      dataIndex: 'email',
      width: 164,
      ellipsis: true,
      render: (email: string) => <a href={`mailto:${email}`}>{email}</a>,
    },
    { key: 'phone', title: 'Phone', dataIndex: 'phone', width: 140, ellipsis: true },
    { key: 'address', title: 'Address', dataIndex: 'address', width: 160, ellipsis: true },
    {
      key: 'details',
      title: 'Details',
      width: 82,
      render: (_value, customer) => (
        <Link className="nowrap" to={detailsPath(customer)} aria-label={`Details of ${fullName(customer)}`}>
          <EyeOutlined /> Details
        </Link>
      ),
    },
    {
      key: 'edit',
      title: 'Edit',
      width: 60,
      render: (_value, customer) => (
        <Link className="nowrap" to={editPath(customer)} aria-label={`Edit ${fullName(customer)}`}>
          <EditOutlined /> Edit
        </Link>
      ),
    },
    {
      key: 'status',
      title: 'Action',
      width: 104,
      render: (_value, customer) =>
        customer.status ? (
          <Button danger size="small" icon={<DeleteOutlined />} onClick={() => actions.remove(customer)}>
            Remove
          </Button>
        ) : (
          <Button size="small" icon={<UndoOutlined />} onClick={() => actions.restore(customer)}>
            Restore
          </Button>
        ),
    },
  ];
}

/** After '#', the same fields stacked in one cell, and the row's actions beside them, one above the other (phones). */
function stackedColumns(actions: RowActions): TableColumnsType<Customer> {
  return [
    {
      key: 'customer',
      title: 'Customer',
      render: (_value, customer) => (
        <div className="stacked-cell">
          <strong className="stacked-title">
            {fullName(customer)}
            {!customer.status && (
              <Tag className="removed-tag" aria-hidden="true">
                Removed
              </Tag>
            )}
          </strong>
          <a href={`mailto:${customer.email}`}>
            <EmailAddress email={customer.email} />
          </a>
          <span>{customer.phone}</span>
          <span>{customer.address}</span>
        </div>
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Actions</span>,
      width: 120,
      render: (_value, customer) => (
        <div className="stacked-actions">
          <Link className="stacked-action" to={detailsPath(customer)} aria-label={`Details of ${fullName(customer)}`}>
            <EyeOutlined /> Details
          </Link>
          <Link className="stacked-action" to={editPath(customer)} aria-label={`Edit ${fullName(customer)}`}>
            <EditOutlined /> Edit
          </Link>
          {customer.status ? (
            <Button className="stacked-action" danger icon={<DeleteOutlined />} aria-label={`Remove ${fullName(customer)}`} onClick={() => actions.remove(customer)}>
              Remove
            </Button>
          ) : (
            <Button className="stacked-action" icon={<UndoOutlined />} aria-label={`Restore ${fullName(customer)}`} onClick={() => actions.restore(customer)}>
              Restore
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/**
 * One ARIA table over antd's virtual table, whose header is a <table> and whose body is a list of divs: the
 * container is the table (with the whole list's row count), the header <table> only a wrapper, and the header and
 * the body each a rowgroup. antd has no props for these elements, so they are set after each render.
 */
function useGridRoles(rowCount: number, busy: boolean) {
  const ref = useRef<GetRef<typeof Table>>(null);
  useLayoutEffect(() => {
    const container = ref.current?.nativeElement?.querySelector('.ant-table-container');
    if (!container) return;
    const roles: Array<[Element | null, string, string]> = [
      [container, 'role', 'table'],
      [container, 'aria-label', 'Customers'],
      [container, 'aria-rowcount', String(rowCount + 1)],
      [container.querySelector('.ant-table-header table'), 'role', 'presentation'],
      [container.querySelector('.ant-table-header thead'), 'role', 'rowgroup'],
      [container.querySelector('.ant-table-tbody-virtual-holder-inner'), 'role', 'rowgroup'],
    ];
    // An empty list shows antd's own placeholder table instead of rows: it keeps its native roles.
    for (const [element, name, value] of roles) {
      if (rowCount > 0) element?.setAttribute(name, value);
      else element?.removeAttribute(name);
    }
    // While the rest of the list is still arriving (the first rows show before it has).
    container.setAttribute('aria-busy', String(busy));
  });
  return ref;
}

interface CustomersTableProps {
  customers: readonly Customer[];
  height: number;
  loading: boolean;
  /** The live list is still arriving. */
  busy: boolean;
  emptyText: string;
}

export function CustomersTable({ customers, height, loading, busy, emptyText }: CustomersTableProps) {
  const { modal } = App.useApp();
  const removeCustomer = useRemoveCustomerMutation();
  const restoreCustomer = useRestoreCustomerMutation();
  const stacked = useStackedRows();
  const tableRef = useGridRoles(customers.length, busy);

  const columns = useMemo(() => {
    const actions: RowActions = {
      remove: (customer) => {
        // The Remove button may leave with its row: focus moves on once 'Customer removed' has closed.
        const focusAfter = rememberRowActionFocus(tableRef.current?.nativeElement);
        modal.confirm({
          title: removeQuestion,
          content: `${fullName(customer)} will be moved to the deleted customers.`,
          okText: 'Remove',
          okButtonProps: { danger: true },
          cancelText: 'Cancel',
          // Opens on Cancel, so Enter pressed twice (Remove, then the dialog) keeps the customer.
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => removeCustomer(customer.id, focusAfter),
        });
      },
      restore: (customer) => {
        const focusAfter = rememberRowActionFocus(tableRef.current?.nativeElement);
        void restoreCustomer(customer.id).then(focusAfter);
      },
    };
    const chosen = [indexColumn(stacked ? 36 : 48), ...(stacked ? stackedColumns(actions) : spreadColumns(actions))];
    // The virtual body is made of divs: name its rows and cells for assistive technology.
    return chosen.map((column) => ({ ...column, onCell: () => ({ role: 'cell' }), onHeaderCell: () => ({ role: 'columnheader' }) }));
  }, [modal, removeCustomer, restoreCustomer, stacked, tableRef]);

  return (
    <Table<Customer>
      ref={tableRef}
      className="customers-table"
      virtual
      rowKey="id"
      size="small"
      columns={columns}
      onHeaderRow={() => ({ role: 'row', 'aria-rowindex': 1 })}
      // Only the rows in view exist: each says where it is in the whole list (the header is row 1).
      onRow={(_customer, index) => ({ role: 'row', 'aria-rowindex': (index ?? 0) + 2 })}
      dataSource={customers as Customer[]}
      pagination={false}
      scroll={{ x: stacked ? undefined : tableWidth, y: height }}
      rowClassName={(customer) => (customer.status ? 'customer-row' : 'customer-row customer-row-removed')}
      locale={{ emptyText: loading ? <Spin className="table-loading-placeholder" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
}
