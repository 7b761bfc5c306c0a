// Customers a person marked as not duplicates of one another (docs/product.md#merging-duplicates): the Duplicates view
// stops offering a group made of them only; a customer that matches them later makes a new group, offered again.
import type { DuplicateGroup } from './customerMerge.ts';
import type { FieldErrors } from '../fieldRules.ts';
import { limits } from '../fieldRules.ts';

/** One mark: the customers it names, who marked them and when (ms). */
export interface NotDuplicatesMark {
  customerIds: string[];
  byUid: string | null;
  at: number;
}

/** The ids a mark names, each once, or what is wrong with them. */
export function notDuplicateIdsOf(
  customerIds: readonly string[],
): { ok: true; ids: string[] } | { ok: false; fields: FieldErrors } {
  const ids = [...new Set(customerIds)];
  if (ids.length < 2) return { ok: false, fields: { customerIds: 'Name at least two different customers' } };
  if (ids.length > limits.notDuplicateIdsMax) {
    return { ok: false, fields: { customerIds: `Mark at most ${limits.notDuplicateIdsMax} customers at a time` } };
  }
  return { ok: true, ids };
}

/** The groups not covered by a mark: a group stays out only while one mark names every customer in it. */
export function groupsStillOffered(
  groups: readonly DuplicateGroup[],
  marks: readonly NotDuplicatesMark[],
): DuplicateGroup[] {
  const markSets = marks.map(({ customerIds }) => new Set(customerIds));
  return groups.filter(({ customers }) => !markSets.some((marked) => customers.every(({ id }) => marked.has(id))));
}
