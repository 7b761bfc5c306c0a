// Numbers, dates and relative times as the app writes them (English), written out by hand: the first use of any
// Intl formatter loads the locale's data, 26-51 ms of the main thread in a desktop Chromium and four times that on a
// phone, and the dashboard's first render used three (its counts, the chart's text alternative, "2 minutes ago").
// Each function gives what Intl gives for 'en' (tests/unit/formatEn.test.ts holds them to it).

const monthsShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1234567 → "1,234,567" (Intl.NumberFormat('en') for integers) */
export function groupDigits(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** What 'en' says for one unit next or last (numeric: 'auto'), where it has a word for it. */
const nextOrLast: Partial<Record<RelativeUnit, [next: string, last: string]>> = {
  year: ['next year', 'last year'],
  month: ['next month', 'last month'],
  week: ['next week', 'last week'],
  day: ['tomorrow', 'yesterday'],
};

/**
 * -2, 'day' → "2 days ago"; -1, 'day' → "yesterday" (Intl.RelativeTimeFormat('en', { numeric: 'auto' }), value not 0)
 */
export function relativeTime(value: number, unit: RelativeUnit): string {
  const words = nextOrLast[unit];
  if (words && Math.abs(value) === 1) return value > 0 ? words[0] : words[1];
  const amount = `${groupDigits(Math.abs(value))} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value > 0 ? `in ${amount}` : `${amount} ago`;
}

/** A UTC day as "Nov 24, 2025" (Intl.DateTimeFormat('en', { day, month: 'short', year, timeZone: 'UTC' })) */
export function shortUtcDate(date: Date): string {
  return `${monthsShort[date.getUTCMonth()]} ${date.getUTCDate()} ${date.getUTCFullYear()}`.replace(
    / (\d{4})$/,
    ', $1',
  );
}

/** A day in this browser's time zone as "11/24/2025" (Date's toLocaleDateString('en-US')) */
export function localDate(date: Date): string {
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** A moment in this browser's time zone as "11/24/2025, 1:05:09 PM" (Date's toLocaleString('en-US')) */
export function localDateTime(date: Date): string {
  const hours = date.getHours();
  const two = (part: number) => String(part).padStart(2, '0');
  return `${localDate(date)}, ${hours % 12 || 12}:${two(date.getMinutes())}:${two(date.getSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}
