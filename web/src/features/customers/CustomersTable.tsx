import { DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Empty, Spin, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerFieldsFragment } from '../../gql/graphql.ts';
import { useRemoveCustomerMutation } from './useRemoveCustomerMutation.ts';
import { useRestoreCustomerMutation } from './useRestoreCustomerMutation.ts';

/** Sum of the column widths: the table scrolls sideways below it and stretches above it. */
const tableWidth = 48 + 100 + 108 + 164 + 140 + 160 + 82 + 60 + 104;

export const removeQuestion = 'Are you sure you want to remove the customer?';

interface CustomersTableProps {
  customers: readonly CustomerFieldsFragment[];
  height: number;
  loading: boolean;
  emptyText: string;
}

export function CustomersTable({ customers, height, loading, emptyText }: CustomersTableProps) {
  const { modal } = App.useApp();
  const removeCustomer = useRemoveCustomerMutation();
  const restoreCustomer = useRestoreCustomerMutation();

  const columns = useMemo<TableColumnsType<CustomerFieldsFragment>>(
    () => [
      { key: 'index', title: '#', width: 48, align: 'right', render: (_value, _customer, index) => index + 1 },
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
          <Link className="nowrap" to={`/dashboard/customerdetails/${customer.id}`} aria-label={`Details of ${customer.fname} ${customer.lname}`}>
            <EyeOutlined /> Details
          </Link>
        ),
      },
      {
        key: 'edit',
        title: 'Edit',
        width: 60,
        render: (_value, customer) => (
          <Link className="nowrap" to={`/dashboard/adduser/${customer.id}`} aria-label={`Edit ${customer.fname} ${customer.lname}`}>
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
            <Button
              danger
              size="small"
              icon={<DeleteOutlined />}
              onClick={() =>
                modal.confirm({
                  title: removeQuestion,
                  content: `${customer.fname} ${customer.lname} will be moved to the deleted customers.`,
                  okText: 'Remove',
                  okButtonProps: { danger: true },
                  cancelText: 'Cancel',
                  onOk: () => removeCustomer(customer.id),
                })
              }
            >
              Remove
            </Button>
          ) : (
            <Button size="small" icon={<UndoOutlined />} onClick={() => void restoreCustomer(customer.id)}>
              Restore
            </Button>
          ),
      },
    ],
    [modal, removeCustomer, restoreCustomer],
  );
  // The virtual body is made of divs: name its rows and cells for assistive technology.
  const accessibleColumns = useMemo(() => columns.map((column) => ({ ...column, onCell: () => ({ role: 'cell' }) })), [columns]);

  return (
    <Table<CustomerFieldsFragment>
      className="customers-table"
      virtual
      rowKey="id"
      size="small"
      columns={accessibleColumns}
      onRow={() => ({ role: 'row' })}
      dataSource={customers as CustomerFieldsFragment[]}
      pagination={false}
      scroll={{ x: tableWidth, y: height }}
      rowClassName={(customer) => (customer.status ? 'customer-row' : 'customer-row customer-row-removed')}
      locale={{ emptyText: loading ? <Spin className="table-loading-placeholder" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
}
