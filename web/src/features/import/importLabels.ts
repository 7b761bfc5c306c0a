// What the import's steps say of a duplicate choice and of a problem with the file, shared by the preview, the summary
// and the imports list.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { DuplicateAction } from '../../gql/graphql.ts';
import {
  customerContactListMessages,
  customerFieldMessages,
  customerOwnerMessage,
  customerCompanyMessage,
  isCustomerField,
} from '../../shared/customerFieldWords.ts';
import type { PreviewRow } from './runImport.ts';

export const choiceLabels: Record<DuplicateAction, MessageDescriptor> = defineMessages({
  SKIP: { defaultMessage: 'Skip', id: 'qLTNPG', description: 'Import, a duplicate row: the choice to leave it out' },
  UPDATE: {
    defaultMessage: 'Update the existing customer',
    id: 'F7qogH',
    description: 'Import, a duplicate row: the choice to update the customer it matches',
  },
  RESTORE: {
    defaultMessage: 'Restore and update a deleted customer',
    id: 'u2JnsZ',
    description: 'Import, a duplicate row: the choice to bring back the deleted customer it matches',
  },
  CREATE: {
    defaultMessage: 'Create anyway',
    id: 'ms0s5w',
    description: 'Import, a duplicate row: the choice to add it as a new customer',
  },
});
/** A row matching an active customer: restoring is updating. */
export const activeChoices: readonly DuplicateAction[] = ['SKIP', 'UPDATE', 'CREATE'];
export const allChoices = Object.keys(choiceLabels) as DuplicateAction[];
export const matchesRemoved = (row: PreviewRow) => row.existing !== null && !row.existing.status;

const tagsField = defineMessage({
  defaultMessage: 'Tags',
  id: 'y64zJL',
  description:
    "Import: the field of a customer's tags by name (a column of the file), in the mapping, preview and failures",
});

/** A field's name as the import says it: a customer's field, or its owner; null for a field it does not know. */
export function importFieldLabel(field: string): MessageDescriptor | null {
  if (field === 'ownerEmail') return customerOwnerMessage;
  if (field === 'companyName') return customerCompanyMessage;
  if (field === 'tagNames') return tagsField;
  // phones and emails, or one entry of them the server names (phones.2)
  const list = field.split('.')[0]!;
  if (list === 'phones' || list === 'emails') return customerContactListMessages[list];
  return isCustomerField(field) ? customerFieldMessages[field] : null;
}

export const chooseAnotherFile = defineMessage({
  defaultMessage: 'Choose another file',
  id: 'FKjpHn',
  description: 'Import: button that goes back to choosing a file',
});

export const fixRowTitle = defineMessage<{ row: number }>({
  defaultMessage: 'Fix row {row}',
  id: 'Ts6xMY',
  description: "Import preview: title of a row's fixing dialog, and its button's accessible name",
});

export const rowColumn = defineMessage({
  defaultMessage: 'Row',
  id: 'PhAf7B',
  description: "Import: heading of the column of rows' numbers in the spreadsheet",
});

export const fieldProblem = defineMessage<{ field: string; message: string }>({
  defaultMessage: '{field}: {message}',
  id: 'w5102R',
  description: "Import: a field's rule failure ({field}: its name; {message}: the rule)",
});

/** What an import did, in the summary and the imports list */
export const countLabels = defineMessages({
  created: { defaultMessage: 'Created', id: 'bDLKJD', description: 'Import: customers an import added' },
  updated: { defaultMessage: 'Updated', id: '0/7ga5', description: 'Import: customers an import changed' },
  restored: {
    defaultMessage: 'Restored',
    id: '6E4Nen',
    description: 'Import: deleted customers an import brought back',
  },
  skipped: { defaultMessage: 'Skipped', id: 'fOaHcb', description: 'Import: duplicate rows an import skipped' },
  failed: { defaultMessage: 'Failed', id: '++gwY9', description: 'Import: rows an import could not import' },
  leftOut: { defaultMessage: 'Left out', id: 'sEmLfE', description: 'Import: rows the person left out of an import' },
});

/** Why the import went back to its first step, said above the file chooser. */
export type ImportProblem = { message: MessageDescriptor; detail?: string };

export const importProblems = defineMessages({
  fileType: {
    defaultMessage: 'Choose a .csv or .xlsx file.',
    id: 'Lg5/jr',
    description: 'Import: the chosen file is neither CSV nor XLSX',
  },
  noRows: { defaultMessage: 'The file has no rows.', id: 'L4Maia', description: 'Import: the chosen file is empty' },
  unreadable: {
    defaultMessage: 'The file could not be read.',
    id: 'TaoiZv',
    description: 'Import: the chosen file failed to parse',
  },
  unreadableWhy: {
    defaultMessage: 'The file could not be read: {detail}',
    id: 'rmqt9X',
    description: "Import: the chosen file failed to parse ({detail}: the parser's own words, in English)",
  },
  stopped: {
    defaultMessage:
      'The import stopped: the server did not accept a batch. What it accepted before is in Recent imports, to undo if you wish.',
    id: 'Q77jiF',
    description: 'Import: a batch of rows was refused midway',
  },
});
