// Numbers, dates and times in a language, with no React: for code outside it, such as a worker (formats.ts gives the
// page's). English keeps the hand-written formatEn.ts (its first render loads no Intl data); every other language asks
// the browser's Intl, each formatter made once per locale.
import { groupDigits, localDate, localDateTime, relativeTime, shortUtcDate, type RelativeUnit } from '../formatEn.ts';
import { timeAgo } from '../timeAgo.ts';

export interface Formats {
  /** 1234567 → "1,234,567" in English, "1 234 567" in French */
  number(value: number): string;
  /** A day in the browser's time zone */
  date(date: Date): string;
  /** A moment in the browser's time zone, to the second */
  dateTime(date: Date): string;
  /** A UTC day with a short month ("Nov 24, 2025") */
  utcDate(date: Date): string;
  /** -2, 'day' → "2 days ago"; -1, 'day' → "yesterday" */
  relative(value: number, unit: RelativeUnit): string;
  /** An ISO time as "3 minutes ago", from the largest unit that fits */
  ago(at: string, now?: number): string;
}

const english: Formats = {
  number: groupDigits,
  date: localDate,
  dateTime: localDateTime,
  utcDate: shortUtcDate,
  relative: relativeTime,
  ago: timeAgo,
};

const made = new Map<string, Formats>([['en', english]]);

function intlFormats(locale: string): Formats {
  const numbers = new Intl.NumberFormat(locale);
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const utcDays = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const relatives = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const relative = (value: number, unit: RelativeUnit) => relatives.format(value, unit);
  return {
    number: (value) => numbers.format(value),
    date: (date) => days.format(date),
    dateTime: (date) => moments.format(date),
    utcDate: (date) => utcDays.format(date),
    relative,
    ago: (at, now) => timeAgo(at, now, relative, relatives.format(0, 'second')),
  };
}

/** The formats of `locale` (a language tag the app speaks); for code outside React, such as a worker. */
export function formatsFor(locale: string): Formats {
  let formats = made.get(locale);
  if (!formats) {
    formats = intlFormats(locale);
    made.set(locale, formats);
  }
  return formats;
}
