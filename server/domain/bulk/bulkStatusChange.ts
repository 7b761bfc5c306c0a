// One bulk remove or restore: the selection's customers whose status changes, written by the store as one bulk change.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { selectedIds } from '../customers/customerScope.ts';
import type { BulkChange, CustomerSelection } from './customerBulk.ts';

export async function bulkStatusChange(
  store: CustomerStore,
  selection: CustomerSelection,
  status: boolean,
  by: User | null,
): Promise<BulkChange> {
  // Only customers whose status changes: a removal of ALL touches the active ones.
  const filter = selection.filter === 'ALL' ? (status ? 'REMOVED' : 'ACTIVE') : selection.filter;
  const ids = await selectedIds(store, selection.filter ? { ...selection, filter } : selection);
  const id = newAutoId(randomBytes);
  return { id, count: await store.bulkSetStatus(id, ids, status, by) };
}
