// The contacts list, drawn plain (contacts.css, antd's table and pager as they look under theme.ts, light and dark):
// a phone opening it loads none of antd.
import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined, LeftOutlined, MailOutlined, PhoneOutlined, RightOutlined } from '@ant-design/icons';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { matchesWorkerSearch } from '../../../../server/domain/search.ts';
import type { WorkersQuery } from '../../gql/graphql.ts';
import { EmailAddress, ListCount, ListEmpty, ListLoading, ListSearch, useListSearch, useStackedRows } from '../../shared/listPage.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
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

interface Column {
  key: string;
  title: string;
  /** px: the column's share of the table (columns stretch together above the sum of widths); none: takes the rest. */
  width?: number;
  align?: 'right';
  /** One line, cut with an ellipsis where the column is too narrow. */
  ellipsis?: boolean;
  className?: string;
  render(worker: Worker): ReactNode;
}

/** docs/product.md#screens-and-routes columns, one field each (tablets and wider). */
const spreadColumns: Column[] = [
  {
    key: 'name',
    title: 'Name',
    width: 230,
    render: (worker) => (
      <div className="worker-name">
        <WorkerPhoto name={worker.name} photoUrl={worker.photoUrl} />
        <strong>{worker.name}</strong>
      </div>
    ),
  },
  { key: 'email', title: 'Email', width: 270, ellipsis: true, render: (worker) => (worker.email ? <WorkerEmail worker={worker} /> : <NotGiven />) },
  {
    key: 'birthday',
    title: 'Birthday',
    width: 160,
    className: 'nowrap',
    render: (worker) => (worker.birthday ? formatBirthday(worker.birthday) : <NotGiven />),
  },
  { key: 'phones', title: 'Phones', width: 190, render: (worker) => (worker.phones.length ? <WorkerPhones worker={worker} /> : <NotGiven />) },
];

/** The same fields stacked beside the photo in one cell (phones). */
const stackedColumns: Column[] = [
  {
    key: 'contact',
    title: 'Contact',
    render: (worker) => (
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
  const index: Column = { key: 'index', title: '#', width, align: 'right', className: 'contacts-index', render: positionOf };
  return [index, ...(stacked ? stackedColumns : spreadColumns)];
}

/** Below the sum of the wide columns' widths the table scrolls sideways; above it they stretch. */
const spreadWidth = indexWidth.spread + spreadColumns.reduce((sum, column) => sum + (column.width ?? 0), 0);

function cellClass(column: Column): string | undefined {
  const classes = [column.className, column.align === 'right' && 'contacts-cell-right', column.ellipsis && 'contacts-cell-ellipsis'].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

type PagerItem = number | 'jump-prev' | 'jump-next';

/**
 * The pages the pager offers, as antd's Pagination picks them: all of up to 7, else the first, the last, and the
 * current with two either side, gaps between them as jumps of 5 pages.
 */
function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  let left = Math.max(1, current - 2);
  let right = Math.min(current + 2, pageCount);
  if (current - 1 <= 2) right = 5;
  if (pageCount - current <= 2) left = pageCount - 4;
  const jumpPrev = current - 1 >= 4 && current !== 3;
  const jumpNext = pageCount - current >= 4 && current !== pageCount - 2;
  if (jumpPrev && right !== pageCount) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const items: PagerItem[] = [];
  if (left !== 1) items.push(1);
  if (jumpPrev) items.push('jump-prev');
  for (let page = left; page <= right; page++) items.push(page);
  if (jumpNext) items.push('jump-next');
  if (right !== pageCount) items.push(pageCount);
  return items;
}

/**
 * antd's pager, drawn plain. Previous and Next stay focusable at either end (aria-disabled), so focus is not lost when
 * Next reaches the last page; a jump that leaves (its gap closed) hands focus to the current page.
 */
function Pager({ current, pageCount, onChange }: { current: number; pageCount: number; onChange: (page: number) => void }) {
  const nav = useRef<HTMLElement>(null);
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (!nav.current?.contains(document.activeElement)) nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  });
  const go = (page: number) => {
    if (page === current || page < 1 || page > pageCount) return;
    moved.current = true;
    onChange(page);
  };
  const items = pagerItems(current, pageCount);
  return (
    <nav ref={nav} className="contacts-pager" aria-label="Pages of contacts">
      <ul>
        <li>
          <button type="button" className="contacts-pager-step" aria-label="Previous page" aria-disabled={current === 1} onClick={() => go(current - 1)}>
            <LeftOutlined />
          </button>
        </li>
        {items.map((item, index) => {
          if (item === 'jump-prev' || item === 'jump-next') {
            const back = item === 'jump-prev';
            return (
              <li key={item}>
                <button
                  type="button"
                  className="contacts-pager-jump"
                  aria-label={back ? 'Previous 5 pages' : 'Next 5 pages'}
                  onClick={() => go(back ? Math.max(1, current - 5) : Math.min(pageCount, current + 5))}
                >
                  <span className="contacts-pager-jump-arrow">{back ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}</span>
                  <span className="contacts-pager-jump-ellipsis">
                    <EllipsisOutlined />
                  </span>
                </button>
              </li>
            );
          }
          // Beside a jump, antd leaves a page out on narrower screens (contacts.css), so the pager fits a phone.
          const besideJump = items[index - 1] === 'jump-prev' || items[index + 1] === 'jump-next';
          return (
            <li key={item} className={besideJump ? 'contacts-pager-beside-jump' : undefined}>
              <button
                type="button"
                className="contacts-pager-page"
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className="contacts-pager-step" aria-label="Next page" aria-disabled={current === pageCount} onClick={() => go(current + 1)}>
            <RightOutlined />
          </button>
        </li>
      </ul>
    </nav>
  );
}

export function ContactsPage() {
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
      <div className="contacts-table-scroller">
        <table
          className={stacked ? 'contacts-table contacts-table-stacked' : 'contacts-table'}
          aria-label="Contacts"
          style={stacked ? undefined : { minWidth: spreadWidth }}
        >
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width === undefined ? undefined : { width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="contacts-placeholder">
                <td colSpan={columns.length}>{loading ? <ListLoading /> : <ListEmpty text={emptyText} />}</td>
              </tr>
            ) : (
              rows.map((worker) => (
                <tr key={worker.id} className="contacts-row" data-row-key={worker.id}>
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {column.render(worker)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && <Pager current={current} pageCount={pageCount} onChange={setPage} />}
    </PageCard>
  );
}
