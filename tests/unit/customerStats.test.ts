// The dashboard's week rule alone: ISO weeks, Monday 00:00 to Monday 00:00 in the team's time zone (UTC until it
// chooses one), the last 52 up to now.
import { describe, expect, it } from '@jest/globals';
import { dayIn, lastWeeks, weekMs, weekStartOf, weeksShown } from '../../server/domain/stats/customerStats.ts';

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

  it("starts a week on Monday 00:00 of the team's time zone", () => {
    // Sunday noon in UTC is already Monday 01:00 in Auckland (UTC+13 in November): its week has begun.
    expect(weekStartOf(at('2025-11-23T12:00:00Z'), 'Pacific/Auckland')).toBe(at('2025-11-23T11:00:00Z'));
    expect(weekStartOf(at('2025-11-23T12:00:00Z'))).toBe(at('2025-11-17T00:00:00Z'));
    // Monday 03:00 in UTC is still Sunday evening in Los Angeles.
    expect(weekStartOf(at('2025-11-24T03:00:00Z'), 'America/Los_Angeles')).toBe(at('2025-11-17T08:00:00Z'));
    expect(dayIn(at('2025-11-23T11:00:00Z'), 'Pacific/Auckland')).toBe('2025-11-24');
  });

  it('makes a week across a DST change an hour shorter, and the weeks still follow each other', () => {
    const weeks = lastWeeks(at('2025-04-02T12:00:00Z'), 'Europe/London');
    // London's clocks went forward on Sunday 30 March 2025: that week is 167 hours.
    expect(weeks.at(-2)).toEqual({ from: at('2025-03-24T00:00:00Z'), to: at('2025-03-30T23:00:00Z') });
    expect(weeks.at(-1)!.to - weeks.at(-1)!.from).toBe(weekMs);
    expect(weeks).toHaveLength(weeksShown);
    expect(weeks.every(({ from }, index) => index === 0 || weeks[index - 1]!.to === from)).toBe(true);
    expect(weeks.every(({ from }) => new Date(dayIn(from, 'Europe/London')).getUTCDay() === 1)).toBe(true);
  });
});
