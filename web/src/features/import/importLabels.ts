// What the import's steps say of a duplicate choice, a count and a date, shared by the preview, the summary and the
// imports list.
import type { DuplicateAction } from '../../gql/graphql.ts';
import type { PreviewRow } from './runImport.ts';
import { groupDigits, localDateTime } from '../../shared/formatEn.ts';

export const when = (at: string) => localDateTime(new Date(at));
export const count = groupDigits;

export const choiceLabels: Record<DuplicateAction, string> = {
  SKIP: 'Skip',
  UPDATE: 'Update the existing customer',
  RESTORE: 'Restore and update a deleted customer',
  CREATE: 'Create anyway',
};
/** A row matching an active customer: restoring is updating. */
export const activeChoices: readonly DuplicateAction[] = ['SKIP', 'UPDATE', 'CREATE'];
export const allChoices = Object.keys(choiceLabels) as DuplicateAction[];
export const matchesRemoved = (row: PreviewRow) => row.existing !== null && !row.existing.status;
