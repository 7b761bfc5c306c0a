// The contacts list's rows as antd's Table (theme.ts renders it, light and dark): it takes the plain table's place once
// its code has come (ContactsPage.tsx), with the same columns (contactColumns.tsx) and the same layout.
import { Table, type TableColumnType, type TableProps } from 'antd';
import { useMemo, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import {
  contactColumns,
  contactsTableClass,
  spreadWidth,
  type ContactsTableProps,
  type Worker,
} from './contactColumns.tsx';
import { contactsWord } from './contactsWord.ts';

/** antd's table element, named for screen readers. */
function NamedTable(props: HTMLAttributes<HTMLTableElement>) {
  const intl = useIntl();
  return <table {...props} aria-label={intl.formatMessage(contactsWord)} />;
}

const components: TableProps<Worker>['components'] = { table: NamedTable };

export function AntdContactsTable({ rows, firstPosition, stacked, loading, empty }: ContactsTableProps) {
  const intl = useIntl();
  const columns = useMemo(
    () =>
      contactColumns(stacked, intl).map(({ render, ...column }): TableColumnType<Worker> => ({
        ...column,
        render: (_, worker, index) => render(worker, firstPosition + index),
      })),
    [stacked, firstPosition, intl],
  );
  return (
    <Table<Worker>
      className={contactsTableClass(stacked, loading)}
      tableLayout="fixed"
      pagination={false}
      columns={columns}
      dataSource={rows as Worker[]}
      rowKey="id"
      rowClassName="contacts-row"
      components={components}
      locale={{ emptyText: empty }}
      // Below the columns' widths wide rows scroll sideways instead of squeezing them.
      scroll={stacked ? undefined : { x: spreadWidth }}
    />
  );
}
