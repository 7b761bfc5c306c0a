// A company's timeline as the API reads and watches it: the entries of all its people, newest first, each naming the
// customer it is about, paged and live as a customer's timeline is (activities/timeline.ts's sources and watches).
import type { Unsubscribe } from '../customers/customerStore.ts';
import { NotFoundError } from '../errors.ts';
import {
  activitySource,
  activityWatch,
  historySource,
  historyWatch,
  pagedTaskSource,
  timelinePage,
  watchTimeline,
  type TimelineEntry,
  type TimelinePage,
  type TimelineSource,
  type TimelineWatch,
} from '../activities/timeline.ts';
import type { CompanyTimelineStore } from './companyTimelineStore.ts';

export class CompanyTimelineService {
  private readonly sources: TimelineSource[];
  private readonly watch: TimelineWatch;

  constructor(
    store: CompanyTimelineStore,
    private readonly companies: { exists(id: string): Promise<boolean> },
  ) {
    const history = store.history.bind(store);
    this.sources = [activitySource(store), historySource(history), pagedTaskSource(store.tasks.bind(store))];
    this.watch = watchTimeline([
      activityWatch(store),
      // historyWatch skips the first call (the page the reader has): this watch makes it at once, as watchCustomer does.
      historyWatch((companyId, listener) => {
        listener();
        return store.watchHistory(companyId, listener);
      }, history),
    ]);
  }

  /** A page of the company's timeline, newest first; NOT_FOUND for a company that does not exist. */
  async page(companyId: string, first: number, after: string | null): Promise<TimelinePage> {
    await this.mustExist(companyId);
    return timelinePage(this.sources, companyId, first, after);
  }

  /** NOT_FOUND unless the company exists (before watching its timeline). */
  async mustExist(companyId: string): Promise<void> {
    if (!(await this.companies.exists(companyId))) throw new NotFoundError('company', companyId);
  }

  /** Entries of the company's people added, changed or deleted from now on, from any process. */
  watchEntries(companyId: string, next: (entry: TimelineEntry) => void): Unsubscribe {
    return this.watch(companyId, next);
  }
}
