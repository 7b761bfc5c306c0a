import { relativeTime, type RelativeUnit } from './formatEn.ts';

const units: Array<[RelativeUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 minutes ago", from the largest unit that fits. */
export function timeAgo(at: string, now = Date.now()): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return relativeTime(Math.round(seconds / size), unit);
  return 'just now';
}
