// Plain elements and app.css, no antd (AppRoutes opens it without antd's providers): a phone draws the list without
// downloading and running antd first. The Remove confirmation and the pop-ups fetch antd when first opened.
import { DownloadOutlined, EditOutlined, FileExcelOutlined, FileTextOutlined, PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useCallback, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MenuButton } from '../../app/MenuButton.tsx';
import {
  customerSortFieldNames,
  defaultCustomerOrder,
  isDefaultOrder,
  type CustomerOrder,
  type CustomerSortField,
  type SortDirection,
} from '../../../../server/domain/ordering.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { ListCount, ListSearch } from '../../shared/listPage.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { CustomersTable } from './CustomersTable.tsx';
import { useCustomerFeed } from './live/customerFeed.ts';
import { useViewportHeight } from './useViewportHeight.ts';
import { useCustomerEditors } from './useCustomerEditors.ts';
import type { LiveCustomer } from './live/liveCustomerCollection.ts';

/** The server's file of what the list shows (DESIGN §3, "Export"), in its order, downloaded with the session cookie. */
function exportHref(format: 'csv' | 'xlsx', filter: CustomerFilter, search: string, order: CustomerOrder): string {
  const query = new URLSearchParams({ filter });
  if (search.trim()) query.set('search', search);
  if (!isDefaultOrder(order)) query.set('orderBy', `${order.field}:${order.direction}`);
  return `/export/customers.${format}?${query}`;
}

/** Saves a file the server makes, as a click on a download link would. */
function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

function ExportButton({ filter, search, order }: { filter: CustomerFilter; search: string; order: CustomerOrder }) {
  const items = [
    { key: 'csv', label: 'CSV (.csv)', icon: <FileTextOutlined />, onSelect: () => download(exportHref('csv', filter, search, order)) },
    { key: 'xlsx', label: 'Excel (.xlsx)', icon: <FileExcelOutlined />, onSelect: () => download(exportHref('xlsx', filter, search, order)) },
  ];
  const button = (
    <>
      <DownloadOutlined />
      <span className="hide-on-phone">Export</span>
    </>
  );
  return <MenuButton label="Export the list shown" buttonClassName="ui-button" button={button} items={items} />;
}

const filterOptions: { label: string; value: CustomerFilter }[] = [
  { label: 'Active customers', value: 'ACTIVE' },
  { label: 'Deleted customers', value: 'REMOVED' },
  { label: 'All customers', value: 'ALL' },
];

/** Active, removed or all: antd's solid button-style radio group, drawn plain (native radios: one Tab stop, arrows move). */
function StatusFilter({ value, onChange }: { value: CustomerFilter; onChange: (filter: CustomerFilter) => void }) {
  const name = useId();
  return (
    <div className="customers-filter ui-segmented" role="radiogroup" aria-label="Customer status">
      {filterOptions.map((option) => (
        <label key={option.value} className={option.value === value ? 'ui-segment ui-segment-checked' : 'ui-segment'}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}

const sortLabels: Record<CustomerSortField, [string, string, string]> = {
  LNAME: ['Last name', 'A to Z', 'Z to A'],
  FNAME: ['First name', 'A to Z', 'Z to A'],
  EMAIL: ['Email', 'A to Z', 'Z to A'],
  PHONE: ['Phone', '0 to 9', '9 to 0'],
  ADDRESS: ['Address', 'A to Z', 'Z to A'],
  NOTES: ['Notes', 'A to Z', 'Z to A'],
};

/** Every order as one native select: the way to sort on a phone (no column headers) and by notes (no column). */
function SortSelect({ value, onChange }: { value: CustomerOrder; onChange: (order: CustomerOrder) => void }) {
  return (
    <span className="ui-input customers-sort">
      <SortAscendingOutlined aria-hidden="true" />
      <select
        aria-label="Sort by"
        value={`${value.field}:${value.direction}`}
        onChange={(event) => {
          const [field, direction] = event.target.value.split(':') as [CustomerSortField, SortDirection];
          onChange({ field, direction });
        }}
      >
        {customerSortFieldNames.map((field) => {
          const [label, up, down] = sortLabels[field];
          return [
            <option key={`${field}:ASC`} value={`${field}:ASC`}>{`${label}, ${up}`}</option>,
            <option key={`${field}:DESC`} value={`${field}:DESC`}>{`${label}, ${down}`}</option>,
          ];
        })}
      </select>
    </span>
  );
}

export function CustomersPage() {
  const navigate = useNavigate();
  const { canWrite, canTransfer } = usePermissions();
  const [filter, setFilter] = useState<CustomerFilter>('ACTIVE');
  const feed = useCustomerFeed(filter);
  const { status, collection } = feed;
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<CustomerOrder>(defaultCustomerOrder);
  // The same search and order over the same version is the same view object (the collection keeps its last answers).
  const view = collection.view(search, order);
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
        readOnly={!canWrite}
        order={order}
        onOrderChange={setOrder}
      />
    ),
    [view.customers, tableHeight, status, busy, emptyText, renderNameExtra, canWrite, order],
  );

  return (
    <PageCard
      title="Customers list"
      tag={<ListCount shown={view.customers.length} total={collection.size} counted={collection.complete} />}
      extra={
        (canTransfer || canWrite) && (
          <>
            {canTransfer && <ExportButton filter={filter} search={search} order={order} />}
            {canWrite && (
              <UiButton primary aria-label="Add customer" icon={<PlusOutlined />} labelClassName="hide-on-phone" onClick={() => navigate('/dashboard/adduser')}>
                Add customer
              </UiButton>
            )}
          </>
        )
      }
    >
      <div className="customers-toolbar">
        <ListSearch label="Search customers" placeholder="Search by name, email, phone, address or notes" value={search} onChange={setSearch} />
        <SortSelect value={order} onChange={setOrder} />
        <StatusFilter value={filter} onChange={setFilter} />
      </div>
      {table}
    </PageCard>
  );
}
