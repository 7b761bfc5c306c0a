// One bulk remove or restore: the selection's customers whose status changes, written by the store as one bulk change.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { InvalidInputError } from '../errors.ts';
import { limits } from '../validation.ts';
import { selectionKind, type BulkChange, type CustomerSelection } from './customerBulk.ts';

export async function bulkStatusChange(
  store: CustomerStore,
  selection: CustomerSelection,
  status: boolean,
  by: User | null,
): Promise<BulkChange> {
  const kind = selectionKind(selection);
  if (typeof kind !== 'string') throw new InvalidInputError(kind);
  let ids: readonly string[];
  if (kind === 'ids') {
    ids = [...new Set(selection.ids!)];
    if (ids.length > limits.bulkIdsMax) {
      throw new InvalidInputError({
        ids: `Name at most ${limits.bulkIdsMax} customers; choose more by filter and search`,
      });
    }
  } else {
    // Only customers whose status changes: a removal of ALL touches the active ones.
    const filter = selection.filter === 'ALL' ? (status ? 'REMOVED' : 'ACTIVE') : selection.filter!;
    ids = await store.listIds(filter, selection.search?.trim() ? selection.search : null);
  }
  const id = newAutoId(randomBytes);
  return { id, count: await store.bulkSetStatus(id, ids, status, by) };
}
