// When the dashboard's chart of weeks counts on a logarithmic axis (web/src/features/dashboard/weeks.ts), and which
// counts it labels there.
import { describe, expect, it } from '@jest/globals';
import { countsOnLogAxis, isRoundCount, type Weeks } from '../../web/src/features/dashboard/weeks.ts';

const weeks = (...counts: Array<[number, number]>): Weeks =>
  counts.map(([added, removed], index) => ({ weekStart: `2026-01-${index + 5}`, added, removed }));

describe('the weekly chart’s axis', () => {
  it('stays linear while every bar is readable beside the tallest, or there is nothing to render', () => {
    expect(countsOnLogAxis(weeks([0, 0], [0, 0]))).toBe(false);
    expect(countsOnLogAxis(weeks([12, 3], [0, 5], [20, 0]))).toBe(false);
    // One week alone, however tall.
    expect(countsOnLogAxis(weeks([0, 0], [1900, 0]))).toBe(false);
  });

  it('turns logarithmic when a bar would be under a twentieth of the tallest: an import of thousands beside one removal', () => {
    expect(countsOnLogAxis(weeks([0, 0], [1900, 1]))).toBe(true);
    expect(countsOnLogAxis(weeks([3, 0], [0, 0], [5726, 0]))).toBe(true);
  });

  it('labels 1, 2 and 5 of each power of ten there', () => {
    expect([0.5, 1, 2, 3, 5, 7, 10, 20, 30, 50, 100, 200, 500, 1000, 2000, 4000].filter(isRoundCount)).toEqual([
      1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000,
    ]);
  });
});
