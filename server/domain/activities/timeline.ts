// A customer's timeline (docs/collaboration.md#timeline): its activities and its history in one list, newest first,
// paged by a cursor. Each kind of entry comes from a source; another kind (tasks) is one more source in timelineSources.
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { CustomerHistoryEntry, CustomerHistoryPage } from '../history/customerHistory.ts';
import { InvalidInputError } from '../errors.ts';
import { limits } from '../validation.ts';
import type { Activity } from './activity.ts';
import type { ActivityPosition, ActivityStore } from './activityStore.ts';

/** One entry: exactly one of activity and change is set; `deleted` only on a live entry whose activity went. */
export interface TimelineEntry {
  /** Stable: an activity's own id, or the history entry's time and place among the entries of that millisecond */
  id: string;
  at: number;
  activity?: Activity;
  change?: CustomerHistoryEntry;
  deleted?: boolean;
}

export interface TimelinePage {
  nodes: TimelineEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** Gives up to `first` entries of a customer strictly older than `before` (null: the newest), newest first. */
export type TimelineSource = (
  customerId: string,
  first: number,
  before: ActivityPosition | null,
) => Promise<TimelineEntry[]>;

/** Newest first: by time, then by id, so entries of the same millisecond keep one order across pages. */
export const newerFirst = (a: { at: number; id: string }, b: { at: number; id: string }) =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const isOlder = (entry: { at: number; id: string }, before: ActivityPosition | null) =>
  before === null || newerFirst(before, entry) < 0;

export const encodeCursor = ({ at, id }: ActivityPosition) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

function decodeCursor(cursor: string): ActivityPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'number' && typeof id === 'string') return { at, id };
  } catch {
    // answered below
  }
  throw new InvalidInputError({ after: 'This cursor is not one the timeline gave' });
}

/** A history entry's id: its millisecond and its place among that millisecond's entries, oldest first. */
export const changeId = (at: number, place: number) => `change:${at}:${String(place).padStart(4, '0')}`;

/** The history's entries with their ids, newest first (`entries` newest first as the store gives them). */
export function withChangeIds(entries: readonly CustomerHistoryEntry[]): TimelineEntry[] {
  const seen = new Map<number, number>();
  const oldestFirst = [...entries].reverse().map((change) => {
    const place = seen.get(change.at) ?? 0;
    seen.set(change.at, place + 1);
    return { id: changeId(change.at, place), at: change.at, change };
  });
  return oldestFirst.reverse();
}

export const activitySource =
  (store: ActivityStore): TimelineSource =>
  async (customerId, first, before) =>
    (await store.page(customerId, first, before)).map((activity) => ({ id: activity.id, at: activity.at, activity }));

/** The customer's history, read whole (a customer's history is short: the data download reads it the same way). */
export const historySource =
  (
    history: (customerId: string, first: number, after: string | null) => Promise<CustomerHistoryPage>,
  ): TimelineSource =>
  async (customerId, first, before) => {
    const entries: CustomerHistoryEntry[] = [];
    for (let after: string | null = null; ;) {
      const page: CustomerHistoryPage = await history(customerId, limits.pageMax, after);
      entries.push(...page.nodes);
      if (!page.hasNextPage || !page.endCursor) break;
      after = page.endCursor;
    }
    return withChangeIds(entries)
      .filter((entry) => isOlder(entry, before))
      .slice(0, first);
  };

/** One page of the timeline: each source's newest `first + 1` after the cursor, merged, the newest `first` kept. */
export async function timelinePage(
  sources: readonly TimelineSource[],
  customerId: string,
  first: number,
  after: string | null,
): Promise<TimelinePage> {
  if (!Number.isInteger(first) || first < 1 || first > limits.pageMax)
    throw new InvalidInputError({ first: `Please ask for 1 to ${limits.pageMax} entries` });
  const before = after ? decodeCursor(after) : null;
  const entries = (await Promise.all(sources.map((source) => source(customerId, first + 1, before))))
    .flat()
    .sort(newerFirst);
  const nodes = entries.slice(0, first);
  return {
    nodes,
    endCursor: nodes.length ? encodeCursor(nodes.at(-1)!) : null,
    hasNextPage: entries.length > first,
  };
}

/** What a live timeline listens to: each source of changes calls `next` with an entry added, changed or deleted. */
export type TimelineWatch = (customerId: string, next: (entry: TimelineEntry) => void) => Unsubscribe;

export const activityWatch =
  (store: ActivityStore): TimelineWatch =>
  (customerId, next) =>
    store.watch(customerId, ({ id, activity }) =>
      next(activity ? { id, at: activity.at, activity } : { id, at: Date.now(), deleted: true }),
    );

/**
 * The customer's newest history entry after each write to it (watchCustomer calls at once, then after every write,
 * from any process): the first call is the page the reader already has, so it is skipped.
 */
export const historyWatch =
  (
    watchCustomer: (id: string, listener: () => void) => Unsubscribe,
    history: (customerId: string, first: number, after: string | null) => Promise<CustomerHistoryPage>,
  ): TimelineWatch =>
  (customerId, next) => {
    let first = true;
    let latest: string | null = null;
    let reading = Promise.resolve();
    const stop = watchCustomer(customerId, () => {
      const initial = first;
      first = false;
      // In turn, so that entries arrive in the order they were written.
      reading = reading
        .then(async () => {
          const page = await history(customerId, 20, null);
          const entries = withChangeIds(page.nodes);
          if (initial) {
            latest = entries[0]?.id ?? null;
            return;
          }
          const known = entries.findIndex(({ id }) => id === latest);
          const fresh = known === -1 ? entries : entries.slice(0, known);
          if (fresh.length) latest = fresh[0]!.id;
          for (const entry of fresh.reverse()) next(entry);
        })
        .catch(() => undefined);
    });
    return stop;
  };

/** Every watch at once: the live timeline hears each. */
export const watchTimeline =
  (watches: readonly TimelineWatch[]): TimelineWatch =>
  (customerId, next) => {
    const stops = watches.map((watch) => watch(customerId, next));
    return () => stops.forEach((stop) => stop());
  };
