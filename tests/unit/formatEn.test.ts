// The app's hand-written English formats (web/src/shared/formatEn.ts) against the Intl formatters they stand in for:
// the same text for every value a screen can show.
import { describe, expect, it } from '@jest/globals';
import {
  groupDigits,
  localDate,
  localDateTime,
  relativeTime,
  shortUtcDate,
  type RelativeUnit,
} from '../../web/src/shared/formatEn.ts';
import { timeAgo } from '../../web/src/shared/timeAgo.ts';

describe('English formats written by hand', () => {
  it('groups digits as Intl.NumberFormat("en") does', () => {
    const format = new Intl.NumberFormat('en', { maximumFractionDigits: 20 });
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 10_000_000_000, -1, -1234, 1234.5, 0.25]) {
      expect([value, groupDigits(value)]).toEqual([value, format.format(value)]);
    }
  });

  it('says relative times as Intl.RelativeTimeFormat("en", { numeric: "auto" }) does', () => {
    const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    for (const unit of ['year', 'month', 'week', 'day', 'hour', 'minute'] as RelativeUnit[]) {
      for (let value = -1500; value <= 1500; value += value > -30 && value < 30 ? 1 : 37) {
        if (value === 0) continue;
        expect([value, unit, relativeTime(value, unit)]).toEqual([value, unit, format.format(value, unit)]);
      }
    }
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(
      ['2026-11-26T11:59:30Z', '2026-11-26T11:58:00Z', '2026-11-25T11:00:00Z', '2026-11-12T12:00:00Z'].map((at) =>
        timeAgo(at, now),
      ),
    ).toEqual(['just now', '2 minutes ago', 'yesterday', '2 weeks ago']);
  });

  it('writes dates as Intl.DateTimeFormat("en"), toLocaleString("en-US") and toLocaleDateString("en-US") do', () => {
    const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (
      let at = Date.parse('1999-12-27T00:00:00Z');
      at < Date.parse('2031-01-01T00:00:00Z');
      at += 7 * 86_400_000 + 3_601_000
    ) {
      const date = new Date(at);
      expect([date.toISOString(), shortUtcDate(date)]).toEqual([date.toISOString(), day.format(date)]);
      expect([date.toISOString(), localDateTime(date)]).toEqual([date.toISOString(), date.toLocaleString('en-US')]);
      expect([date.toISOString(), localDate(date)]).toEqual([date.toISOString(), date.toLocaleDateString('en-US')]);
    }
  });
});
