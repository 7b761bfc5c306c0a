import type { TeamDayQuery } from '../../gql/graphql.ts';
import type { Formats } from '../../shared/i18n/formatsFor.ts';

export type Weeks = TeamDayQuery['customerStats']['weeks'];

/** "Nov 24, 2025" in English: a week by its Monday (UTC, as the server counts weeks). */
export const weekLabel = (weekStart: string, formats: Formats) => formats.utcDate(new Date(`${weekStart}T00:00:00Z`));

/** Below this share of the tallest bar a bar is a few pixels high, or none, on a linear axis. */
const smallestReadableShare = 1 / 20;

/**
 * Whether the chart counts on a logarithmic axis: when some week's bar would be too small to read beside the tallest
 * (an import of thousands in one week beside the odd removal), each then keeps a height that says its size.
 */
export function countsOnLogAxis(weeks: Weeks): boolean {
  const counts = weeks.flatMap(({ added, removed }) => [added, removed]).filter((value) => value > 0);
  return counts.length > 0 && Math.min(...counts) < Math.max(...counts) * smallestReadableShare;
}

/** The log axis's labels: 1, 2, 5, 10, 20, 50, ... (the other ticks, and their grid lines, left out). */
export const isRoundCount = (value: number) => Number.isInteger(value) && /^[125]0*$/.test(String(value));
