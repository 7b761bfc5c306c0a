import { DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Radio, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { ListSearch, ListTitle } from '../../shared/listPage.tsx';
import { CustomersTable } from './CustomersTable.tsx';
import { useCustomerFeed } from './live/customerFeed.ts';
import { useViewportHeight } from './useViewportHeight.ts';
import { useCustomerEditors } from './useCustomerEditors.ts';
import type { LiveCustomer } from './live/liveCustomerCollection.ts';

/** The server's file of what the list shows (DESIGN §3, "Export"), downloaded with the session cookie. */
function exportHref(format: 'csv' | 'xlsx', filter: CustomerFilter, search: string): string {
  const query = new URLSearchParams({ filter });
  if (search.trim()) query.set('search', search);
  return `/export/customers.${format}?${query}`;
}

function ExportButton({ filter, search }: { filter: CustomerFilter; search: string }) {
  const items = [
    { key: 'csv', label: <a href={exportHref('csv', filter, search)} download>CSV (.csv)</a> },
    { key: 'xlsx', label: <a href={exportHref('xlsx', filter, search)} download>Excel (.xlsx)</a> },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button icon={<DownloadOutlined />} aria-label="Export the list shown">
        <span className="hide-on-phone">Export</span>
      </Button>
    </Dropdown>
  );
}

const filterOptions: { label: string; value: CustomerFilter }[] = [
  { label: 'Active customers', value: 'ACTIVE' },
  { label: 'Deleted customers', value: 'REMOVED' },
  { label: 'All customers', value: 'ALL' },
];

export function CustomersPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<CustomerFilter>('ACTIVE');
  const feed = useCustomerFeed(filter);
  const { status, collection } = feed;
  const [search, setSearch] = useState('');
  // The same search over the same version is the same view object (the collection keeps its last answer).
  const view = collection.view(search);
  // Rows someone is editing now (issue 12) carry a pencil naming who.
  const editors = useCustomerEditors();
  const renderNameExtra = useCallback(
    (customer: LiveCustomer) => {
      const who = editors.get(customer.id);
      if (!who) return null;
      const label = `Being edited by ${who.join(', ')}`;
      return (
        <span className="row-editing" role="img" aria-label={label} title={label}>
          <EditOutlined />
        </span>
      );
    },
    [editors],
  );
  const searching = view.needle !== '';
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
  const busy = !collection.complete && status !== 'failed';
  // A keystroke's first, urgent render only moves the search box: the table waits for the deferred search.
  const table = useMemo(
    () => (
      <CustomersTable
        customers={view.customers}
        height={tableHeight}
        loading={status === 'loading'}
        busy={busy}
        emptyText={emptyText}
        renderNameExtra={renderNameExtra}
      />
    ),
    [view.customers, tableHeight, status, busy, emptyText, renderNameExtra],
  );

  return (
    <Card
      className="page-card"
      variant="borderless"
      title={
        <ListTitle title="Customers list" shown={view.customers.length} total={collection.size} counted={collection.complete} />
      }
      extra={
        <Space>
          <ExportButton filter={filter} search={search} />
          <Button type="primary" aria-label="Add customer" icon={<PlusOutlined />} onClick={() => navigate('/dashboard/adduser')}>
            <span className="hide-on-phone">Add customer</span>
          </Button>
        </Space>
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
      {table}
    </Card>
  );
}
