// The contacts list: antd's Table for the page of rows (theme.ts draws it, light and dark), under a plain title, search
// and pager. antd comes with the screen's own code (AntdRoot), so the table draws at once with the screen: its loading
// state is the same Table, never a stand-in of another height that the table would replace.
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Table, type TableColumnType, type TableProps } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { matchesWorkerSearch } from '../../../../server/domain/search.ts';
import type { WorkersQuery } from '../../gql/graphql.ts';
import { AntdRoot } from '../../shared/AntdRoot.tsx';
import { EmailAddress, ListCount, ListEmpty, ListLoading, ListSearch, useListSearch, useStackedRows } from '../../shared/listPage.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { Pager } from './Pager.tsx';
import { WorkerPhoto } from './WorkerPhoto.tsx';
import { useWorkers } from './useWorkers.ts';
import './contacts.css';

type Worker = WorkersQuery['workers'][number];

export const maxPhonesShown = 3;

const pageSize = 20;
/** '#' column's width in px: wide rows, and a phone's stacked ones */
const indexWidth = { spread: 48, stacked: 36 };

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Birthdays are YYYY-MM-DD, shown as en-GB writes them ('12 March 1990'); anything else is shown as it came. Written
 * out by hand: Intl.DateTimeFormat's first use loads the locale's data, 60-80 ms of a phone's main thread as the screen opens.
 */
export function formatBirthday(birthday: string | null | undefined): string {
  if (!birthday) return '';
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!parts) return birthday;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // A date that does not exist (a leap day off a leap year) says so, rather than sit raw beside formatted ones.
  return real ? `${day} ${months[month - 1]} ${year}` : `${birthday} (not a real date)`;
}

/** A field the worker's record leaves empty: a dash for the eye, words for a screen reader. */
function NotGiven() {
  return (
    <span className="not-given">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">not given</span>
    </span>
  );
}

/** The mailto link; in a stacked row it may wrap after the '@' (an icon and a non-breaking space lead it). */
function WorkerEmail({ worker, wrapping = false }: { worker: Worker; wrapping?: boolean }) {
  if (!worker.email) return null;
  return (
    <a href={`mailto:${worker.email}`} className="worker-email">
      <MailOutlined aria-hidden="true" />
      {'\u00a0'}
      {wrapping ? <EmailAddress email={worker.email} /> : worker.email}
    </a>
  );
}

function WorkerPhones({ worker }: { worker: Worker }) {
  return (
    <div className="worker-phones">
      {worker.phones.slice(0, maxPhonesShown).map((phone) => (
        <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="worker-phone">
          <PhoneOutlined aria-hidden="true" /> {phone}
        </a>
      ))}
    </div>
  );
}

type Column = TableColumnType<Worker>;

/** docs/product.md#screens-and-routes columns, one field each (tablets and wider); widths in px, stretched together above their sum. */
const spreadColumns: Column[] = [
  {
    key: 'name',
    title: 'Name',
    width: 230,
    render: (_, worker) => (
      <div className="worker-name">
        <WorkerPhoto name={worker.name} photoUrl={worker.photoUrl} />
        <strong>{worker.name}</strong>
      </div>
    ),
  },
  // One line, cut with an ellipsis where the column is too narrow.
  { key: 'email', title: 'Email', width: 270, ellipsis: true, render: (_, worker) => (worker.email ? <WorkerEmail worker={worker} /> : <NotGiven />) },
  {
    key: 'birthday',
    title: 'Birthday',
    width: 160,
    className: 'nowrap',
    render: (_, worker) => (worker.birthday ? formatBirthday(worker.birthday) : <NotGiven />),
  },
  { key: 'phones', title: 'Phones', width: 190, render: (_, worker) => (worker.phones.length ? <WorkerPhones worker={worker} /> : <NotGiven />) },
];

/** The same fields stacked beside the photo in one cell (phones). */
const stackedColumns: Column[] = [
  {
    key: 'contact',
    title: 'Contact',
    render: (_, worker) => (
      <div className="stacked-contact">
        <WorkerPhoto name={worker.name} photoUrl={worker.photoUrl} />
        <div className="stacked-cell">
          <strong className="stacked-title">{worker.name}</strong>
          <WorkerEmail worker={worker} wrapping />
          {worker.birthday && <span>{formatBirthday(worker.birthday)}</span>}
          <WorkerPhones worker={worker} />
        </div>
      </div>
    ),
  },
];

/** '#' is a row's place in the whole filtered list (a page's own index would restart on every page). */
function columnsFor(stacked: boolean, positionOf: (worker: Worker) => number): Column[] {
  const width = stacked ? indexWidth.stacked : indexWidth.spread;
  const index: Column = { key: 'index', title: '#', width, align: 'right', className: 'contacts-index', render: (_, worker) => positionOf(worker) };
  return [index, ...(stacked ? stackedColumns : spreadColumns)];
}

/** Below the sum of the wide columns' widths the table scrolls sideways; above it they stretch. */
const spreadWidth = indexWidth.spread + spreadColumns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

/** antd's table element, named for screen readers. */
function NamedTable(props: HTMLAttributes<HTMLTableElement>) {
  return <table {...props} aria-label="Contacts" />;
}

const components: TableProps<Worker>['components'] = { table: NamedTable };

/** The screen inside antd's providers (its theme, light or dark, and locale). */
export function ContactsPage() {
  return (
    <AntdRoot>
      <ContactsList />
    </AntdRoot>
  );
}

function ContactsList() {
  const { workers, loading, failed } = useWorkers();
  const { search, setSearch, searching, shown } = useListSearch(workers, matchesWorkerSearch);
  const stacked = useStackedRows();
  const [page, setPage] = useState(1);
  const columns = useMemo(() => {
    const positions = new Map(shown.map((worker, index) => [worker.id, index + 1]));
    return columnsFor(stacked, (worker) => positions.get(worker.id) ?? 0);
  }, [shown, stacked]);
  // As antd's Table: a search that leaves fewer pages shows the last of them, and the chosen page returns when it widens again.
  const pageCount = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pageCount);
  const rows = shown.slice((current - 1) * pageSize, current * pageSize);
  const emptyText = failed ? 'Contacts are not available right now.' : searching ? 'No contact matches your search.' : 'No contacts yet.';

  return (
    <PageCard title="Contacts" tag={<ListCount shown={shown.length} total={workers.length} counted={!loading} />}>
      <div className="customers-toolbar">
        <ListSearch label="Search contacts" placeholder="Search by name or email" value={search} onChange={setSearch} />
      </div>
      <Table<Worker>
        className={['contacts-table', stacked && 'contacts-table-stacked', loading && 'contacts-table-loading'].filter(Boolean).join(' ')}
        tableLayout="fixed"
        pagination={false}
        columns={columns}
        dataSource={rows}
        rowKey="id"
        rowClassName="contacts-row"
        components={components}
        // While the workers come: the same table, its one placeholder row saying so (words for a screen reader), as tall as
        // the screen (contacts.css), so the rows that replace it move nothing in view.
        locale={{ emptyText: loading ? <ListLoading /> : <ListEmpty text={emptyText} /> }}
        // Below the columns' widths wide rows scroll sideways instead of squeezing them.
        scroll={stacked ? undefined : { x: spreadWidth }}
      />
      {pageCount > 1 && <Pager current={current} pageCount={pageCount} onChange={setPage} />}
    </PageCard>
  );
}
