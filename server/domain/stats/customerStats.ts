// The team's day: how many customers there are, how many were added and removed each week, and the latest changes,
// all read from the stores' counts and the customers' history (history/customerHistory.ts).
import type { CustomerStore, Unsubscribe } from '../customers/customerStore.ts';
import type { RecentChange, StatusCounts, TimeWindow, WindowCounts } from './customerCounts.ts';
import { InvalidInputError } from '../errors.ts';

export interface WeekCount extends WindowCounts {
  /** Monday 00:00 in the team's time zone, ms since the epoch */
  weekStart: number;
}

export interface CustomerStats extends StatusCounts {
  addedThisWeek: number;
  /** The last 52 weeks, oldest first, the current one last */
  weeks: WeekCount[];
}

export const weekMs = 7 * 24 * 60 * 60 * 1000;
export const weeksShown = 52;
/** recentChanges answers at most this many entries */
export const recentChangesMax = 100;
/**
 * A week is counted once for good when it ended longer ago than any write takes (a write's history carries the time
 * it started): before that, a write begun on Sunday night may still commit into it.
 */
const settleMs = 60_000;
/**
 * How long a counted week is kept: new history entries carry the time they are written, so only erasing a customer
 * or undoing an import or bulk change (which take entries away or mark them undone) changes a week that ended, and the
 * chart shows that within the hour.
 */
const settledKeptMs = 60 * 60 * 1000;
/** Change signals are sent at most this often: a bulk change of 100,000 commits 20 times, an import once per batch. */
export const signalIntervalMs = 1_000;

const dayMs = 24 * 60 * 60 * 1000;
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `at`, read as if it were UTC (ms): the zone's date and time, no offset. */
function wallClock(at: number, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
    });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** The moment the wall clock of `timeZone` reads `wall` (as from wallClock); twice to settle across a DST change. */
function momentOf(wall: number, timeZone: string): number {
  let moment = wall;
  for (let step = 0; step < 2; step++) moment = wall - (wallClock(moment, timeZone) - moment);
  return moment;
}

/**
 * Monday 00:00 of the week holding `at` in the team's time zone (ISO weeks; `UTC` until a team chooses its zone), as
 * a moment: a week across a DST change is an hour shorter or longer.
 */
export function weekStartOf(at: number, timeZone = 'UTC'): number {
  const wall = wallClock(at, timeZone);
  const midnight = wall - (((wall % dayMs) + dayMs) % dayMs);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return momentOf(midnight - sinceMonday * dayMs, timeZone);
}

/** The moment the team's wall clock reads `hour`:00 on the day holding `at` (hour 0: that day's start). */
export function hourOfDay(at: number, timeZone = 'UTC', hour = 0): number {
  const wall = wallClock(at, timeZone);
  return momentOf(wall - (((wall % dayMs) + dayMs) % dayMs) + hour * 60 * 60 * 1000, timeZone);
}

/** The start and end (exclusive) of the day holding `at` in the team's time zone: 23 or 25 hours across DST. */
export function dayBounds(at: number, timeZone = 'UTC'): { start: number; end: number } {
  const start = hourOfDay(at, timeZone);
  return { start, end: hourOfDay(start + dayMs * 1.5, timeZone) };
}

/** The date (yyyy-mm-dd) of `at` on the team's calendar. */
export function dayIn(at: number, timeZone = 'UTC'): string {
  return new Date(wallClock(at, timeZone)).toISOString().slice(0, 10);
}

/** The last `weeksShown` weeks up to the one holding `now` in `timeZone`, oldest first. */
export function lastWeeks(now: number, timeZone = 'UTC'): TimeWindow[] {
  const starts = [weekStartOf(now, timeZone), weekStartOf(weekStartOf(now, timeZone) + weekMs + dayMs / 2, timeZone)];
  while (starts.length <= weeksShown) starts.unshift(weekStartOf(starts[0]! - dayMs / 2, timeZone));
  return starts.slice(0, -1).map((from, index) => ({ from, to: starts[index + 1]! }));
}

/**
 * Stats and the latest changes for every signed-in role. Weeks that ended are counted once per process and kept for
 * settledKeptMs, so a call asks the store for the counts and the current week only.
 */
export class CustomerStatsService {
  private readonly settledWeeks = new Map<number, WindowCounts & { countedAt: number }>();
  private readonly listeners = new Set<(at: number) => void>();
  private stopWatching: Unsubscribe | null = null;
  private lastSignal = 0;
  private pendingSignal: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: CustomerStore,
    private readonly now: () => number = Date.now,
    /** The team's time zone: where its weeks start */
    private readonly timeZone: () => string = () => 'UTC',
  ) {}

  async stats(): Promise<CustomerStats> {
    const now = this.now();
    const weeks = lastWeeks(now, this.timeZone());
    for (const [from, { countedAt }] of this.settledWeeks)
      if (from < weeks[0]!.from || countedAt + settledKeptMs < now) this.settledWeeks.delete(from);
    const open = weeks.filter((week) => !this.settledWeeks.has(week.from));
    const [counts, changes] = await Promise.all([this.store.statusCounts(), this.store.statusChanges(open)]);
    const opened = new Map(open.map((week, index) => [week.from, changes[index]!]));
    for (const week of open)
      if (week.to + settleMs < now) this.settledWeeks.set(week.from, { ...opened.get(week.from)!, countedAt: now });
    const counted = weeks.map(({ from }): WeekCount => {
      const { added, removed } = this.settledWeeks.get(from) ?? opened.get(from)!;
      return { weekStart: from, added, removed };
    });
    return { ...counts, addedThisWeek: counted.at(-1)!.added, weeks: counted };
  }

  recentChanges(first: number): Promise<RecentChange[]> {
    if (!Number.isInteger(first) || first < 0 || first > recentChangesMax) {
      throw new InvalidInputError({ first: `Ask for 0 to ${recentChangesMax} changes` });
    }
    return first === 0 ? Promise.resolve([]) : this.store.recentChanges(first);
  }

  /**
   * Calls `listener` (with the time) when the stats or the latest changes may have moved, from any process: at most
   * once a second, and always after the last change of a burst. One store watch serves every listener.
   */
  watch(listener: (at: number) => void): Unsubscribe {
    this.listeners.add(listener);
    this.stopWatching ??= this.store.watchHistory(() => this.changed());
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size) return;
      this.stopWatching?.();
      this.stopWatching = null;
      if (this.pendingSignal) clearTimeout(this.pendingSignal);
      this.pendingSignal = null;
    };
  }

  private changed(): void {
    if (this.pendingSignal) return;
    const wait = Math.max(0, this.lastSignal + signalIntervalMs - Date.now());
    this.pendingSignal = setTimeout(() => {
      this.pendingSignal = null;
      this.lastSignal = Date.now();
      for (const listener of [...this.listeners]) listener(this.lastSignal);
    }, wait);
    this.pendingSignal.unref?.();
  }

  close(): void {
    this.listeners.clear();
    this.stopWatching?.();
    this.stopWatching = null;
    if (this.pendingSignal) clearTimeout(this.pendingSignal);
    this.pendingSignal = null;
  }
}
