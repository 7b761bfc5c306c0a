// The customers list's toolbar parts, rendered plain like the page (CustomersPage.tsx): the export menu, the status
// filter and the sort select, and the export address the bulk bar's export uses too.
import { DownloadOutlined, FileExcelOutlined, FileTextOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useId } from 'react';
import {
  customerSortFieldNames,
  isDefaultOrder,
  type CustomerOrder,
  type CustomerSortField,
  type SortDirection,
} from '../../../../server/domain/ordering.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { MenuButton } from '../../shared/MenuButton.tsx';

/**
 * The server's file of what the list shows (http/customerExport.ts), in its order, downloaded with the session cookie.
 */
export function exportHref(
  format: 'csv' | 'xlsx',
  filter: CustomerFilter,
  search: string,
  order: CustomerOrder,
  ids?: readonly string[],
): string {
  const query = new URLSearchParams({ filter });
  if (search.trim()) query.set('search', search);
  if (ids) query.set('ids', ids.join(','));
  if (!isDefaultOrder(order)) query.set('orderBy', `${order.field}:${order.direction}`);
  return `/export/customers.${format}?${query}`;
}

/** Saves a file the server makes, as a click on a download link would. */
export function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

export function ExportButton({
  filter,
  search,
  order,
}: {
  filter: CustomerFilter;
  search: string;
  order: CustomerOrder;
}) {
  const items = [
    {
      key: 'csv',
      label: 'CSV (.csv)',
      icon: <FileTextOutlined />,
      onSelect: () => download(exportHref('csv', filter, search, order)),
    },
    {
      key: 'xlsx',
      label: 'Excel (.xlsx)',
      icon: <FileExcelOutlined />,
      onSelect: () => download(exportHref('xlsx', filter, search, order)),
    },
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

/**
 * Active, removed or all: antd's solid button-style radio group,
 * rendered plain (native radios: one Tab stop, arrows move).
 */
export function StatusFilter({
  value,
  onChange,
}: {
  value: CustomerFilter;
  onChange: (filter: CustomerFilter) => void;
}) {
  const name = useId();
  return (
    <div className="customers-filter ui-segmented" role="radiogroup" aria-label="Customer status">
      {filterOptions.map((option) => (
        <label key={option.value} className={option.value === value ? 'ui-segment ui-segment-checked' : 'ui-segment'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
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
export function SortSelect({ value, onChange }: { value: CustomerOrder; onChange: (order: CustomerOrder) => void }) {
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
