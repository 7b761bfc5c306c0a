// A customer's timeline as the API reads and watches it: its sources of entries (timeline.ts) over the stores.
import type { CustomerStore, Unsubscribe } from '../customers/customerStore.ts';
import { NotFoundError } from '../errors.ts';
import type { ActivityStore } from './activityStore.ts';
import {
  activitySource,
  activityWatch,
  historySource,
  historyWatch,
  timelinePage,
  watchTimeline,
  type TimelineEntry,
  type TimelinePage,
  type TimelineSource,
  type TimelineWatch,
} from './timeline.ts';

export class TimelineService {
  /** Every kind of entry the timeline shows: another kind (tasks) adds its source here and its watch below. */
  private readonly sources: TimelineSource[];
  private readonly watch: TimelineWatch;

  constructor(
    activities: ActivityStore,
    private readonly customers: Pick<CustomerStore, 'get' | 'history' | 'watchCustomer'>,
  ) {
    const history = customers.history.bind(customers);
    this.sources = [activitySource(activities), historySource(history)];
    this.watch = watchTimeline([
      activityWatch(activities),
      historyWatch((id, listener) => customers.watchCustomer(id, listener), history),
    ]);
  }

  /** A page of the customer's timeline, newest first; NOT_FOUND for a customer that does not exist. */
  async page(customerId: string, first: number, after: string | null): Promise<TimelinePage> {
    await this.mustExist(customerId);
    return timelinePage(this.sources, customerId, first, after);
  }

  /** NOT_FOUND unless the customer exists (before watching its timeline). */
  async mustExist(customerId: string): Promise<void> {
    if (!(await this.customers.get(customerId))) throw new NotFoundError('customer', customerId);
  }

  /** Entries of the customer added, changed or deleted from now on, from any process. */
  watchEntries(customerId: string, next: (entry: TimelineEntry) => void): Unsubscribe {
    return this.watch(customerId, next);
  }
}
