import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Radio } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { matchesCustomerSearch } from '../../../../server/domain/search.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { ListSearch, ListTitle, useListSearch } from '../../shared/listPage.tsx';
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
  const { customers, status } = useCustomerChanges(filter);
  const { search, setSearch, searching, shown } = useListSearch(customers, matchesCustomerSearch);
  const viewportHeight = useViewportHeight();
  // Room left under the header, title, toolbar (two rows on phones) and footer.
  const tableHeight = Math.max(280, viewportHeight - (window.innerWidth < 576 ? 400 : 350));

  const emptyText =
    status === 'failed'
      ? 'Customers are not available right now.'
      : searching
        ? 'No customer matches your search.'
        : filter === 'REMOVED'
          ? 'No deleted customers.'
          : 'No customers yet.';

  return (
    <Card
      className="page-card"
      variant="borderless"
      title={
        <ListTitle title="Customers list" shown={shown.length} total={customers.length} counted={status === 'live'} />
      }
      extra={
        <Button type="primary" aria-label="Add customer" icon={<PlusOutlined />} onClick={() => navigate('/dashboard/adduser')}>
          <span className="hide-on-phone">Add customer</span>
        </Button>
      }
    >
      <div className="customers-toolbar">
        <ListSearch label="Search customers" placeholder="Search by name, email, phone, address or notes" value={search} onChange={setSearch} />
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
