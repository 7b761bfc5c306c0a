// The team's day: how many customers there are, how many were added and removed each week, and the latest changes,
// all read from the stores' counts and the customers' history (history/customerHistory.ts).
import type { CustomerStore, Unsubscribe } from '../customers/customerStore.ts';
import type { RecentChange, StatusCounts, TimeWindow, WindowCounts } from './customerCounts.ts';
import { InvalidInputError } from '../errors.ts';

export interface WeekCount extends WindowCounts {
  /** Monday 00:00 UTC, ms since the epoch */
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

/**
 * Monday 00:00 UTC of the week holding `at` (ISO weeks; the team's weeks are UTC weeks, as the history's times are).
 */
export function weekStartOf(at: number): number {
  const day = new Date(at);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return midnight - sinceMonday * 24 * 60 * 60 * 1000;
}

/** The last `weeksShown` weeks up to the one holding `now`, oldest first. */
export function lastWeeks(now: number): TimeWindow[] {
  const current = weekStartOf(now);
  return Array.from({ length: weeksShown }, (_, index) => {
    const from = current - (weeksShown - 1 - index) * weekMs;
    return { from, to: from + weekMs };
  });
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
  ) {}

  async stats(): Promise<CustomerStats> {
    const now = this.now();
    const weeks = lastWeeks(now);
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
