// The contacts list: a plain title, search and pager over antd's Table. The screen comes without antd: its rows are
// rendered first by a plain table that looks as antd's does (PlainContactsTable.tsx), and antd's Table, fetched once
// the browser is idle after the first paint, takes its place at the same size
// (docs/architecture.md#a-screens-first-load). While the workers come, the table's one placeholder row says so (words
// for a screen reader), as tall as the screen (contacts.css), so the rows that replace it move nothing in view.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import { matchesWorkerSearch } from '../../../../server/domain/search.ts';
import { antdSwap } from '../../shared/AntdIsland.tsx';
import {
  ListCount,
  ListEmpty,
  ListLoading,
  ListSearch,
  useListSearch,
  useStackedRows,
} from '../../shared/listPage.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { useIdleAfterPaint } from '../../shared/useIdleAfterPaint.ts';
import type { ContactsTableProps } from './contactColumns.tsx';
import { Pager } from './Pager.tsx';
import { PlainContactsTable } from './PlainContactsTable.tsx';
import { useWorkers } from './useWorkers.ts';
import { contactsWord } from './contactsWord.ts';
import './contacts.css';

const pageSize = 20;

const words = defineMessages({
  failed: {
    defaultMessage: 'Contacts are not available right now.',
    id: '42JkbO',
    description: 'Contacts list: the contacts could not be read',
  },
  noMatch: {
    defaultMessage: 'No contact matches your search.',
    id: 'B1ysz6',
    description: 'Contacts list: a search that finds nobody',
  },
  none: { defaultMessage: 'No contacts yet.', id: 'ShEl5R', description: 'Contacts list: there are no contacts' },
  search: {
    defaultMessage: 'Search contacts',
    id: 'LpJLVT',
    description: "Accessible name of the contacts list's search",
  },
  searchPlaceholder: {
    defaultMessage: 'Search by name or email',
    id: 'BQk3jP',
    description: "Placeholder of the contacts list's search",
  },
});

const { Part: AntdContactsTable, useReady: useAntdTableReady } = antdSwap(
  () => import('./AntdContactsTable.antd.tsx'),
  (module) => module.AntdContactsTable,
);

export function ContactsPage() {
  const intl = useIntl();
  const { workers, loading, failed } = useWorkers();
  // Opened from the top bar's search: searched for the contact it found.
  const [params] = useSearchParams();
  const { search, setSearch, searching, shown } = useListSearch(
    workers,
    matchesWorkerSearch,
    params.get('search') ?? '',
  );
  const stacked = useStackedRows();
  const [page, setPage] = useState(1);
  const antdReady = useAntdTableReady(useIdleAfterPaint());
  // As antd's Table: a search that leaves fewer pages shows the last of them,
  // and the chosen page returns when it widens again.
  const pageCount = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pageCount);
  const emptyText = intl.formatMessage(failed ? words.failed : searching ? words.noMatch : words.none);
  const table: ContactsTableProps = {
    rows: shown.slice((current - 1) * pageSize, current * pageSize),
    firstPosition: (current - 1) * pageSize + 1,
    stacked,
    loading,
    empty: loading ? <ListLoading /> : <ListEmpty text={emptyText} />,
  };

  return (
    <PageCard
      title={intl.formatMessage(contactsWord)}
      tag={<ListCount shown={shown.length} total={workers.length} counted={!loading} />}
    >
      <div className="customers-toolbar">
        <ListSearch
          label={intl.formatMessage(words.search)}
          placeholder={intl.formatMessage(words.searchPlaceholder)}
          value={search}
          onChange={setSearch}
        />
      </div>
      {antdReady ? <AntdContactsTable {...table} /> : <PlainContactsTable {...table} />}
      {pageCount > 1 && <Pager current={current} pageCount={pageCount} onChange={setPage} />}
    </PageCard>
  );
}
