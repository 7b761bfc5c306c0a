// The dashboard's week rule alone: ISO weeks in UTC, Monday 00:00 to Monday 00:00, the last 52 up to now.
import { describe, expect, it } from '@jest/globals';
import { lastWeeks, weekMs, weekStartOf, weeksShown } from '../../server/domain/stats/customerStats.ts';

const at = (iso: string) => Date.parse(iso);

describe('weeks of the dashboard', () => {
  it('starts a week on Monday 00:00 UTC, whatever the day and hour', () => {
    expect(weekStartOf(at('2026-11-26T09:00:00Z'))).toBe(at('2026-11-23T00:00:00Z')); // a Thursday
    expect(weekStartOf(at('2026-11-23T00:00:00Z'))).toBe(at('2026-11-23T00:00:00Z')); // Monday, midnight
    expect(weekStartOf(at('2026-11-22T23:59:59.999Z'))).toBe(at('2026-11-16T00:00:00Z')); // Sunday night
    expect(weekStartOf(at('2027-01-01T12:00:00Z'))).toBe(at('2026-12-28T00:00:00Z')); // across a new year
  });

  it('gives the last 52 weeks, oldest first, each a week long, the one holding now last', () => {
    const now = at('2026-11-26T09:00:00Z');
    const weeks = lastWeeks(now);
    expect(weeks).toHaveLength(weeksShown);
    expect(weeks.at(-1)).toEqual({ from: at('2026-11-23T00:00:00Z'), to: at('2026-11-30T00:00:00Z') });
    expect(weeks[0]!.from).toBe(at('2025-12-01T00:00:00Z'));
    expect(
      weeks.every(({ from, to }, index) => to - from === weekMs && (index === 0 || weeks[index - 1]!.to === from)),
    ).toBe(true);
  });
});
