// Existing customers with the same email or phone as the file's rows, asked of the server (customerDuplicates) about
// the valid rows limits.contactsMax at a time. The question is a port, so the loop runs without a browser or a server.
import { limits } from '../../../../server/domain/fieldRules.ts';
import type { CustomerContactInput, ImportDuplicatesQuery } from '../../gql/graphql.ts';
import type { CheckedRow } from './importRows.ts';
import { previewRows, type PreviewRow } from './runImport.ts';

/** Asks the server which of these contacts an existing customer has (indexes into `contacts`). */
export type AskDuplicates = (contacts: CustomerContactInput[]) => Promise<ImportDuplicatesQuery['customerDuplicates']>;

/**
 * The preview's rows: each checked row, and on each valid one the existing customer it matches (the first answer
 * kept). `onProgress` hears how many valid rows were asked about before each question.
 */
export async function findDuplicates(
  checked: readonly CheckedRow[],
  ask: AskDuplicates,
  onProgress: (done: number, total: number) => void,
): Promise<PreviewRow[]> {
  const rows = previewRows(checked);
  const valid = rows.filter((row) => !row.errors);
  for (let start = 0; start < valid.length; start += limits.contactsMax) {
    onProgress(start, valid.length);
    const chunk = valid.slice(start, start + limits.contactsMax);
    const answer = await ask(chunk.map(({ values }) => ({ email: values.email, phone: values.phone })));
    for (const { index, match, customer } of answer) {
      chunk[index]!.existing ??= { ...customer, match };
    }
  }
  return rows;
}
