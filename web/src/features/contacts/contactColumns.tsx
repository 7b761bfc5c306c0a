// The contacts list's columns as plain data: the plain table (PlainContactsTable.tsx) renders them as the screen opens,
// antd's Table (AntdContactsTable.antd.tsx) once its code has come, cell for cell the same.
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type IntlShape } from 'react-intl';
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

const words = defineMessages({
  name: { defaultMessage: 'Name', id: 'wtTyTk', description: "Contacts list: the name column's title" },
  email: { defaultMessage: 'Email', id: '5xOTAD', description: "Contacts list: the email column's title" },
  birthday: { defaultMessage: 'Birthday', id: 'Keircs', description: "Contacts list: the birthday column's title" },
  phones: { defaultMessage: 'Phones', id: 'nUKocE', description: "Contacts list: the phones column's title" },
  contact: { defaultMessage: 'Contact', id: '8menwQ', description: "Contacts list on a phone: the one column's title" },
});

const notRealDate = defineMessage<{ date: string }>({
  defaultMessage: '{date} (not a real date)',
  id: 'n/xqQd',
  description: 'Contacts list: a birthday that does not exist in the calendar (such as a leap day off a leap year)',
});

/** In other languages than English, a birthday as the language writes a day with its month's name. */
const birthdayFormats = new Map<string, Intl.DateTimeFormat>();
function birthdayFormat(locale: string): Intl.DateTimeFormat {
  let format = birthdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    birthdayFormats.set(locale, format);
  }
  return format;
}

/**
 * Birthdays are YYYY-MM-DD, shown in English as en-GB writes them ('12 March 1990'); anything else is shown as it
 * came. English is written out by hand: Intl.DateTimeFormat's first use loads the locale's data,
 * 60-80 ms of a phone's main thread as the screen opens. Other languages ask Intl.
 */
export function formatBirthday(birthday: string | null | undefined, intl: IntlShape): string {
  if (!birthday) return '';
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!parts) return birthday;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // A date that does not exist (a leap day off a leap year) says so, rather than sit raw beside formatted ones.
  if (!real) return intl.formatMessage(notRealDate, { date: birthday });
  return intl.locale === 'en' ? `${day} ${months[month - 1]} ${year}` : birthdayFormat(intl.locale).format(date);
}

/** Marks, not words: the same in every language. */
const dash = '—';
const noBreakSpace = '\u00a0';

/** A field the worker's record leaves empty: a dash for the eye, words for a screen reader. */
function NotGiven() {
  return (
    <span className="not-given">
      <span aria-hidden="true">{dash}</span>
      <span className="visually-hidden">
        <FormattedMessage
          defaultMessage="not given"
          id="Eb8G//"
          description="Contacts list: said to screen readers for an empty field (a dash is shown)"
        />
      </span>
    </span>
  );
}

/** The mailto link; in a stacked row it may wrap after the '@' (an icon and a non-breaking space lead it). */
function WorkerEmail({ worker, wrapping = false }: { worker: Worker; wrapping?: boolean }) {
  if (!worker.email) return null;
  return (
    <a href={`mailto:${worker.email}`} className="worker-email">
      <MailOutlined aria-hidden="true" />
      {noBreakSpace}
      {wrapping ? <EmailAddress email={worker.email} /> : worker.email}
    </a>
  );
}

function WorkerPhones({ worker }: { worker: Worker }) {
  return (
    <div className="worker-phones">
      {worker.phones.slice(0, maxPhonesShown).map((phone) => (
        <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="worker-phone" dir="ltr">
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

/** The wide columns' widths in px, beside the '#' column's. */
const widths = { name: 230, email: 270, birthday: 160, phones: 190 };

/** docs/product.md#screens-and-routes columns, one field each (tablets and wider). */
const spreadColumns = (intl: IntlShape): ContactColumn[] => [
  indexColumn(indexWidth.spread),
  {
    key: 'name',
    title: intl.formatMessage(words.name),
    width: widths.name,
    render: (worker) => (
      <div className="worker-name">
        <WorkerPhoto name={worker.name} photoUrl={worker.photoUrl} />
        <strong>{worker.name}</strong>
      </div>
    ),
  },
  {
    key: 'email',
    title: intl.formatMessage(words.email),
    width: widths.email,
    ellipsis: true,
    render: (worker) => (worker.email ? <WorkerEmail worker={worker} /> : <NotGiven />),
  },
  {
    key: 'birthday',
    title: intl.formatMessage(words.birthday),
    width: widths.birthday,
    className: 'nowrap',
    render: (worker) => (worker.birthday ? formatBirthday(worker.birthday, intl) : <NotGiven />),
  },
  {
    key: 'phones',
    title: intl.formatMessage(words.phones),
    width: widths.phones,
    render: (worker) => (worker.phones.length ? <WorkerPhones worker={worker} /> : <NotGiven />),
  },
];

/** The same fields stacked beside the photo in one cell (phones). */
const stackedColumns = (intl: IntlShape): ContactColumn[] => [
  indexColumn(indexWidth.stacked),
  {
    key: 'contact',
    title: intl.formatMessage(words.contact),
    render: (worker) => (
      <div className="stacked-contact">
        <WorkerPhoto name={worker.name} photoUrl={worker.photoUrl} />
        <div className="stacked-cell">
          <strong className="stacked-title">{worker.name}</strong>
          <WorkerEmail worker={worker} wrapping />
          {worker.birthday && <span>{formatBirthday(worker.birthday, intl)}</span>}
          <WorkerPhones worker={worker} />
        </div>
      </div>
    ),
  },
];

/** The columns, titled in the page's language. */
export const contactColumns = (stacked: boolean, intl: IntlShape) => (stacked ? stackedColumns : spreadColumns)(intl);

/** Below the sum of the wide columns' widths the table scrolls sideways; above it they stretch. */
export const spreadWidth = Object.values(widths).reduce((sum, width) => sum + width, indexWidth.spread);

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
