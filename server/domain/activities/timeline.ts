// A customer's timeline (docs/collaboration.md#timeline): its activities and its history in one list, newest first,
// paged by a cursor. Each kind of entry comes from a source; another kind (tasks) is one more source in timelineSources.
// A company's timeline (companies/companyTimelineService.ts) is the same pages over its people's entries.
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { CustomerHistoryEntry, CustomerHistoryNode, CustomerHistoryPage } from '../history/customerHistory.ts';
import { InvalidInputError } from '../errors.ts';
import { limits } from '../fieldRules.ts';
import type { Activity } from './activity.ts';
import type { ActivityPosition, ActivityStore } from './activityStore.ts';
import type { Task } from '../tasks/task.ts';

/** One entry: exactly one of activity and change is set; `deleted` only on a live entry whose activity went. */
export interface TimelineEntry {
  /** Stable: an activity's own id, `task:` and the task's, or `change:` and the history entry's store cursor */
  id: string;
  at: number;
  /** The customer it is about (on a company's timeline, which of its people) */
  customerId?: string;
  activity?: Activity;
  change?: CustomerHistoryEntry;
  task?: Task;
  deleted?: boolean;
}

export interface TimelinePage {
  nodes: TimelineEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * One kind of entry, newest first: up to `first` entries after the source's own `cursor` (null: from the newest), each
 * with the cursor that continues after it. A page of the timeline keeps one cursor per source, so each source reads
 * about a page whatever the customer's timeline holds.
 */
export type TimelineSource = (customerId: string, first: number, cursor: string | null) => Promise<SourcedEntry[]>;

export interface SourcedEntry {
  entry: TimelineEntry;
  cursor: string;
}

/** Newest first: by time, then by id, so entries of the same millisecond keep one order across pages. */
export const newerFirst = (a: { at: number; id: string }, b: { at: number; id: string }) =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const positionCursor = ({ at, id }: ActivityPosition) => JSON.stringify([at, id]);

function positionOf(cursor: string | null): ActivityPosition | null {
  if (cursor === null) return null;
  try {
    const [at, id] = JSON.parse(cursor) as unknown[];
    if (typeof at === 'number' && typeof id === 'string') return { at, id };
  } catch {
    // answered below
  }
  throw new InvalidInputError({ after: 'This cursor is not one the timeline gave' });
}

/** A page's cursor: the cursor of each source, in the order of the sources. */
const encodeCursor = (cursors: ReadonlyArray<string | null>) =>
  Buffer.from(JSON.stringify(cursors)).toString('base64url');

function decodeCursor(cursor: string, sources: number): Array<string | null> {
  try {
    const cursors = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (
      Array.isArray(cursors) &&
      cursors.length === sources &&
      cursors.every((each) => each === null || typeof each === 'string')
    )
      return cursors as Array<string | null>;
  } catch {
    // answered below
  }
  throw new InvalidInputError({ after: 'This cursor is not one the timeline gave' });
}

/** A history entry's id: the store's cursor of it, so it is stable and unique. */
const changeId = (cursor: string) => `change:${cursor}`;

/** A history entry as a store pages it, with its customer's id when the page spans several (a company's). */
type HistoryNode = CustomerHistoryNode & { customerId?: string };

/**
 * The history's entries with their ids, newest first as the store gives them; `customerId` is the customer of those
 * that do not name theirs (a customer's own history: a company's names each).
 */
export const withChangeIds = (nodes: readonly HistoryNode[], customerId?: string): TimelineEntry[] =>
  nodes.map(({ cursor, customerId: about = customerId, ...change }) => ({
    id: changeId(cursor),
    at: change.at,
    ...(about !== undefined && { customerId: about }),
    change,
  }));

/** Reads a page of activities, newest first, of one customer or of a company's people. */
export type ActivityPager = Pick<ActivityStore, 'page'>;

export const activitySource =
  (store: ActivityPager): TimelineSource =>
  async (key, first, cursor) =>
    (await store.page(key, first, positionOf(cursor))).map((activity) => ({
      entry: { id: activity.id, at: activity.at, customerId: activity.customerId, activity },
      cursor: positionCursor(activity),
    }));

const taskEntry = (task: Task): TimelineEntry => ({
  id: `task:${task.id}`,
  at: task.createdAt,
  ...(task.customerId !== null && { customerId: task.customerId }),
  task,
});

/** The customer's tasks, open and done, each when it was made (a customer's tasks are few: read whole). */
export const taskSource =
  (tasksOf: (customerId: string) => Promise<Task[]>): TimelineSource =>
  async (customerId, first, cursor) => {
    const before = positionOf(cursor);
    return (await tasksOf(customerId))
      .map(taskEntry)
      .filter((entry) => before === null || newerFirst(before, entry) < 0)
      .sort(newerFirst)
      .slice(0, first)
      .map((entry) => ({ entry, cursor: positionCursor(entry) }));
  };

/**
 * Tasks read a page at a time, newest made first by (createdAt, id), strictly after `before` (a company's people's
 * tasks are many: read as a page, as activities are).
 */
export const pagedTaskSource =
  (page: (key: string, first: number, before: ActivityPosition | null) => Promise<Task[]>): TimelineSource =>
  async (key, first, cursor) =>
    (await page(key, first, positionOf(cursor))).map((task) => ({
      entry: taskEntry(task),
      cursor: positionCursor({ at: task.createdAt, id: task.id }),
    }));

/** Reads a page of history, newest first, of one customer or of a company's people (each node naming its customer). */
export type HistoryPager = (
  key: string,
  first: number,
  after: string | null,
) => Promise<{ nodes: readonly HistoryNode[] } & Omit<CustomerHistoryPage, 'nodes'>>;

/** The customer's history, a page at a time from the store's own cursor. */
export const historySource =
  (history: HistoryPager): TimelineSource =>
  async (key, first, cursor) =>
    (await history(key, first, cursor)).nodes.map((node) => ({
      entry: withChangeIds([node], key)[0]!,
      cursor: node.cursor,
    }));

/**
 * One page of the timeline: each source's next `first + 1` after its cursor, merged newest first (each source's own
 * order kept), the newest `first` kept; each source's cursor moves past what the page took of it.
 */
export async function timelinePage(
  sources: readonly TimelineSource[],
  customerId: string,
  first: number,
  after: string | null,
): Promise<TimelinePage> {
  if (!Number.isInteger(first) || first < 1 || first > limits.pageMax)
    throw new InvalidInputError({ first: `Please ask for 1 to ${limits.pageMax} entries` });
  const cursors = after ? decodeCursor(after, sources.length) : sources.map(() => null);
  const read = await Promise.all(sources.map((source, index) => source(customerId, first + 1, cursors[index]!)));
  const heads = read.map(() => 0);
  const nodes: TimelineEntry[] = [];
  for (;;) {
    let next = -1;
    read.forEach((entries, index) => {
      const head = entries[heads[index]!];
      if (head && (next === -1 || newerFirst(head.entry, read[next]![heads[next]!]!.entry) < 0)) next = index;
    });
    if (next === -1 || nodes.length === first) break;
    const taken = read[next]![heads[next]!]!;
    nodes.push(taken.entry);
    cursors[next] = taken.cursor;
    heads[next]! += 1;
  }
  const hasNextPage = read.some((entries, index) => heads[index]! < entries.length);
  return { nodes, endCursor: nodes.length ? encodeCursor(cursors) : null, hasNextPage };
}

/** What a live timeline listens to: each source of changes calls `next` with an entry added, changed or deleted. */
export type TimelineWatch = (customerId: string, next: (entry: TimelineEntry) => void) => Unsubscribe;

export const activityWatch =
  (store: Pick<ActivityStore, 'watch'>): TimelineWatch =>
  (key, next) =>
    store.watch(key, ({ id, customerId, activity }) =>
      next(
        activity ? { id, at: activity.at, customerId, activity } : { id, at: Date.now(), customerId, deleted: true },
      ),
    );

/**
 * The customer's newest history entry after each write to it (watchCustomer calls at once, then after every write,
 * from any process): the first call is the page the reader already has, so it is skipped.
 */
export const historyWatch =
  (watchCustomer: (id: string, listener: () => void) => Unsubscribe, history: HistoryPager): TimelineWatch =>
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
          const entries = withChangeIds(page.nodes, customerId);
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
