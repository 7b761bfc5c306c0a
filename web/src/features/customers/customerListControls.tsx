// The customers list's toolbar parts, rendered plain like the page (CustomersPage.tsx): the export menu and the status
// filter (the sort select: SortSelect.tsx), and the export address the bulk bar's export uses too.
import { DownloadOutlined, FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  isDefaultOrder,
  orderColumnOf,
  type CustomerListOrder as CustomerOrder,
} from '../../../../server/domain/ordering.ts';
import type { CustomFieldFilterInput } from '../../../../server/domain/customFields/fieldFilters.ts';
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
  owner?: string | null,
  tagIds: readonly string[] = [],
  companyId: string | null = null,
  fieldFilters: readonly CustomFieldFilterInput[] = [],
): string {
  const query = new URLSearchParams({ filter });
  if (owner) query.set('owner', owner);
  if (tagIds.length) query.set('tagIds', tagIds.join(','));
  if (companyId) query.set('companyId', companyId);
  if (fieldFilters.length) query.set('fieldFilters', JSON.stringify(fieldFilters));
  if (search.trim()) query.set('search', search);
  if (ids) query.set('ids', ids.join(','));
  if (!isDefaultOrder(order)) query.set('orderBy', `${orderColumnOf(order)}:${order.direction}`);
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
  owner = null,
  tagIds = [],
  companyId = null,
  fieldFilters = [],
}: {
  filter: CustomerFilter;
  search: string;
  order: CustomerOrder;
  owner?: string | null;
  tagIds?: readonly string[];
  companyId?: string | null;
  fieldFilters?: readonly CustomFieldFilterInput[];
}) {
  const intl = useIntl();
  const items = [
    {
      key: 'csv',
      label: intl.formatMessage({
        defaultMessage: 'CSV (.csv)',
        id: 'J2XeVF',
        description: "Customers list: the Export menu's item for a CSV file",
      }),
      icon: <FileTextOutlined />,
      onSelect: () =>
        download(exportHref('csv', filter, search, order, undefined, owner, tagIds, companyId, fieldFilters)),
    },
    {
      key: 'xlsx',
      label: intl.formatMessage({
        defaultMessage: 'Excel (.xlsx)',
        id: 'hCV8DU',
        description: "Customers list: the Export menu's item for an Excel file",
      }),
      icon: <FileExcelOutlined />,
      onSelect: () =>
        download(exportHref('xlsx', filter, search, order, undefined, owner, tagIds, companyId, fieldFilters)),
    },
  ];
  const button = (
    <>
      <DownloadOutlined />
      <span className="hide-on-phone">
        <FormattedMessage defaultMessage="Export" id="aDlOHa" description="Customers list: the Export menu's button" />
      </span>
    </>
  );
  const label = intl.formatMessage({
    defaultMessage: 'Export the list shown',
    id: 'x1JgML',
    description: "Customers list: accessible name of the Export menu's button",
  });
  return <MenuButton label={label} buttonClassName="ui-button" button={button} items={items} />;
}

const filterWords = defineMessages({
  ACTIVE: {
    defaultMessage: 'Active customers',
    id: 'Be0JDA',
    description: "Customers list: the status filter's first choice",
  },
  REMOVED: {
    defaultMessage: 'Deleted customers',
    id: 'NotutZ',
    description: "Customers list: the status filter's removed choice",
  },
  ALL: {
    defaultMessage: 'All customers',
    id: 'Ij2ZVd',
    description: "Customers list: the status filter's choice of both",
  },
});
const filterOptions: { label: MessageDescriptor; value: CustomerFilter }[] = [
  { label: filterWords.ACTIVE, value: 'ACTIVE' },
  { label: filterWords.REMOVED, value: 'REMOVED' },
  { label: filterWords.ALL, value: 'ALL' },
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
  const intl = useIntl();
  const label = intl.formatMessage({
    defaultMessage: 'Customer status',
    id: '+GJCGI',
    description: "Customers list: accessible name of the status filter's group",
  });
  return (
    <div className="customers-filter ui-segmented" role="radiogroup" aria-label={label}>
      {filterOptions.map((option) => (
        <label key={option.value} className={option.value === value ? 'ui-segment ui-segment-checked' : 'ui-segment'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <FormattedMessage {...option.label} />
        </label>
      ))}
    </div>
  );
}
