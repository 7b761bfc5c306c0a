// The port a company's timeline reads (companyTimelineService.ts): its people's activities, tasks and history, each
// kind a page at a time along an index of the company, so a page costs about a page whatever the company holds. Each
// entry carries the company its customer works at (SQLite: a column kept by triggers; Firestore: a field written with
// the entry and re-written when its customer moves), so no page reads the company's people first.
import type { ActivityChange, ActivityPosition } from '../activities/activityStore.ts';
import type { Activity } from '../activities/activity.ts';
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { CustomerHistoryNode } from '../history/customerHistory.ts';
import type { Task } from '../tasks/task.ts';

/** A history entry of one of the company's people: which customer it is about. */
export interface CompanyHistoryNode extends CustomerHistoryNode {
  customerId: string;
}

export interface CompanyHistoryPage {
  nodes: CompanyHistoryNode[];
  /** Opaque, store-made: pass it back as `after` for the older entries */
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface CompanyTimelineStore {
  /** Activities about the company's people, newest first by (at, id), `first` of them, strictly after `before`. */
  page(companyId: string, first: number, before: ActivityPosition | null): Promise<Activity[]>;
  /** Tasks about the company's people, newest made first by (createdAt, id), strictly after `before`. */
  tasks(companyId: string, first: number, before: ActivityPosition | null): Promise<Task[]>;
  /** The history of the company's people, newest first, `first` entries after the store's cursor `after`. */
  history(companyId: string, first: number, after: string | null): Promise<CompanyHistoryPage>;
  /** Calls `listener` for each activity about the company's people written or deleted from now on, by any process. */
  watch(companyId: string, listener: (change: ActivityChange) => void): Unsubscribe;
  /** Calls `listener` after the history of any of the company's people grew, by any process (maybe more often). */
  watchHistory(companyId: string, listener: () => void): Unsubscribe;
}
