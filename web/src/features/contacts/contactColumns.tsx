// The contacts list's columns as plain data: the plain table (PlainContactsTable.tsx) renders them as the screen opens,
// antd's Table (AntdContactsTable.antd.tsx) once its code has come, cell for cell the same.
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { WorkersQuery } from '../../gql/graphql.ts';
import { EmailAddress } from '../../shared/listPage.tsx';
import { WorkerPhoto } from './WorkerPhoto.tsx';

export type Worker = WorkersQuery['workers'][number];

export const maxPhonesShown = 3;

export interface ContactColumn {
  key: string;
  title: string;
  /** In px; the wide columns stretch together above their sum. Without: what the others leave. */
  width?: number;
  align?: 'right';
  className?: string;
  /** One line, cut with an ellipsis where the column is too narrow */
  ellipsis?: boolean;
  /** A worker's cell; `position` is its row's place in the whole filtered list. */
  render: (worker: Worker, position: number) => ReactNode;
}

/** '#' column's width in px: wide rows, and a phone's stacked ones */
const indexWidth = { spread: 48, stacked: 36 };

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Birthdays are YYYY-MM-DD, shown as en-GB writes them ('12 March 1990'); anything else is shown as it came. Written
 * out by hand: Intl.DateTimeFormat's first use loads the locale's data,
 * 60-80 ms of a phone's main thread as the screen opens.
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

/** '#' is a row's place in the whole filtered list (a page's own index would restart on every page). */
const indexColumn = (width: number): ContactColumn => ({
  key: 'index',
  title: '#',
  width,
  align: 'right',
  className: 'contacts-index',
  render: (_, position) => position,
});

/** docs/product.md#screens-and-routes columns, one field each (tablets and wider). */
const spreadColumns: ContactColumn[] = [
  indexColumn(indexWidth.spread),
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
  {
    key: 'email',
    title: 'Email',
    width: 270,
    ellipsis: true,
    render: (worker) => (worker.email ? <WorkerEmail worker={worker} /> : <NotGiven />),
  },
  {
    key: 'birthday',
    title: 'Birthday',
    width: 160,
    className: 'nowrap',
    render: (worker) => (worker.birthday ? formatBirthday(worker.birthday) : <NotGiven />),
  },
  {
    key: 'phones',
    title: 'Phones',
    width: 190,
    render: (worker) => (worker.phones.length ? <WorkerPhones worker={worker} /> : <NotGiven />),
  },
];

/** The same fields stacked beside the photo in one cell (phones). */
const stackedColumns: ContactColumn[] = [
  indexColumn(indexWidth.stacked),
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

export const contactColumns = (stacked: boolean) => (stacked ? stackedColumns : spreadColumns);

/** Below the sum of the wide columns' widths the table scrolls sideways; above it they stretch. */
export const spreadWidth = spreadColumns.reduce((sum, column) => sum + (column.width ?? 0), 0);

/** What both tables are given: the page of rows, where it starts, and what stands in the body while there are none. */
export interface ContactsTableProps {
  rows: readonly Worker[];
  /** The first row's place in the whole filtered list */
  firstPosition: number;
  stacked: boolean;
  loading: boolean;
  /** Rendered in the body's one row when there are no rows */
  empty: ReactNode;
}

/** The classes both tables' wrappers carry (contacts.css renders the plain one as antd's). */
export const contactsTableClass = (stacked: boolean, loading: boolean) =>
  ['contacts-table', stacked && 'contacts-table-stacked', loading && 'contacts-table-loading']
    .filter(Boolean)
    .join(' ');
