// A customer's history in short, for telling copies of one person apart
// (the merge dialog): created, last changed, how much.
import type { CustomerHistoryEntry, CustomerHistoryPage } from './customerHistory.ts';

export interface CustomerHistorySummary {
  /** The entry that created the customer; null when its history starts later (created before history was kept) */
  created: CustomerHistoryEntry | null;
  lastChange: CustomerHistoryEntry | null;
  entries: number;
}

/** Reads every page of a history (newest first, as `page` answers them) and sums it up. */
export async function historySummary(
  page: (after: string | null) => Promise<CustomerHistoryPage>,
): Promise<CustomerHistorySummary> {
  let after: string | null = null;
  let entries = 0;
  let lastChange: CustomerHistoryEntry | null = null;
  let oldest: CustomerHistoryEntry | null = null;
  do {
    const read: CustomerHistoryPage = await page(after);
    entries += read.nodes.length;
    lastChange ??= read.nodes[0] ?? null;
    oldest = read.nodes.at(-1) ?? oldest;
    after = read.hasNextPage ? read.endCursor : null;
  } while (after);
  const created =
    oldest &&
    (oldest.type === 'CREATED' || (oldest.type === 'IMPORTED' && oldest.changes.every(({ from }) => from === null)))
      ? oldest
      : null;
  return { created, lastChange, entries };
}
