import { relativeTime, type RelativeUnit } from './formatEn.ts';

const units: Array<[RelativeUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 minutes ago", from the largest unit that fits, in English unless `relative` and `justNow` say otherwise. */
export function timeAgo(at: string, now = Date.now(), relative = relativeTime, justNow = 'just now'): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative(Math.round(seconds / size), unit);
  return justNow;
}
