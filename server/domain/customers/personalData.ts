// A person's rights over a customer's data, over the store: the retention purge's erasing (customerRetention.ts) and
// the download of everything the product holds about one customer (customerErasure.ts says what that is).
import { limits } from '../fieldRules.ts';
import type { Activity } from '../activities/activity.ts';
import type { CustomerHistoryPage } from '../history/customerHistory.ts';
import type { CustomerDataDownload } from './customerErasure.ts';
import type { CustomerStore } from './customerStore.ts';

/** Candidates the purge reads at a time: each is erased in a transaction of its own. */
const purgeBatch = 200;

/**
 * Erases every customer removed and not written since `before` (ms), each as CustomerStore.erase does; answers how many
 * this call erased. Another process purging at the same time erases each customer once: the store checks again in the
 * erasing transaction, and a customer restored or edited meanwhile is kept.
 */
export async function purgeRemovedBefore(
  store: CustomerStore,
  before: number,
  onErased: (id: string) => Promise<void> = async () => undefined,
): Promise<number> {
  let erased = 0;
  for (;;) {
    const ids = await store.removedBefore(before, purgeBatch);
    let now = 0;
    for (const id of ids)
      if (await store.erase(id, before)) {
        await onErased(id);
        now++;
      }
    erased += now;
    // A batch that erased nothing was erased by someone else meanwhile, or is gone: the next read finds what is left.
    if (ids.length < purgeBatch || now === 0) return erased;
  }
}

/** A customer's activities, oldest first (they live in a store of their own). */
export type ActivitiesOf = (customerId: string) => Promise<Activity[]>;

/** Everything the product holds about one customer: it, its whole history and its traces; null when there is none. */
export async function customerDataDownload(
  store: CustomerStore,
  id: string,
  activitiesOf: ActivitiesOf = async () => [],
): Promise<CustomerDataDownload | null> {
  const customer = await store.get(id);
  if (!customer) return null;
  const history: CustomerDataDownload['history'] = [];
  for (let after: string | null = null; ;) {
    const page: CustomerHistoryPage = await store.history(id, limits.pageMax, after);
    history.push(...page.nodes);
    if (!page.hasNextPage || !page.endCursor) break;
    after = page.endCursor;
  }
  return { customer, history, activities: await activitiesOf(id), ...(await store.traces(id)) };
}
