import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Input, Radio, Space, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { matchesCustomerSearch } from '../../../../server/domain/search.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { CustomersTable } from './CustomersTable.tsx';
import { useCustomerChanges } from './useCustomerChanges.ts';
import { useViewportHeight } from './useViewportHeight.ts';

const filterOptions: { label: string; value: CustomerFilter }[] = [
  { label: 'Active customers', value: 'ACTIVE' },
  { label: 'Deleted customers', value: 'REMOVED' },
  { label: 'All customers', value: 'ALL' },
];

export function CustomersPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<CustomerFilter>('ACTIVE');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { customers, status } = useCustomerChanges(filter);
  const shown = useMemo(() => customers.filter((customer) => matchesCustomerSearch(customer, deferredSearch)), [customers, deferredSearch]);
  const viewportHeight = useViewportHeight();
  // Room left under the header, title, toolbar (two rows on phones) and footer.
  const tableHeight = Math.max(280, viewportHeight - (window.innerWidth < 576 ? 400 : 350));

  const emptyText =
    status === 'failed'
      ? 'Customers are not available right now.'
      : deferredSearch.trim()
        ? 'No customer matches your search.'
        : filter === 'REMOVED'
          ? 'No deleted customers.'
          : 'No customers yet.';

  return (
    <Card
      className="page-card"
      variant="borderless"
      title={
        <Space size="small" wrap>
          <Typography.Title level={3} className="page-title">
            Customers list
          </Typography.Title>
          {status === 'live' && <Tag color="processing">{shown.length === customers.length ? customers.length : `${shown.length} of ${customers.length}`}</Tag>}
        </Space>
      }
      extra={
        <Button type="primary" aria-label="Add customer" icon={<PlusOutlined />} onClick={() => navigate('/dashboard/adduser')}>
          <span className="hide-on-phone">Add customer</span>
        </Button>
      }
    >
      <div className="customers-toolbar">
        <Input
          className="customers-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search by name, email, phone, address or notes"
          aria-label="Search customers"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Radio.Group
          className="customers-filter"
          aria-label="Customer status"
          optionType="button"
          buttonStyle="solid"
          options={filterOptions}
          value={filter}
          onChange={(event) => setFilter(event.target.value as CustomerFilter)}
        />
      </div>
      <CustomersTable customers={shown} height={tableHeight} loading={status === 'loading'} emptyText={emptyText} />
    </Card>
  );
}
