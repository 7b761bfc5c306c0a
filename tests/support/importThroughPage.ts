// A spreadsheet's checked rows imported as the import page imports them (its runImport, batch by batch over
// importCustomers), for tests that send a file through the page's own code.
import type { CheckedRow } from '../../web/src/features/import/importRows.ts';
import { runImport, type BatchAnswer } from '../../web/src/features/import/runImport.ts';
import type { DuplicateAction } from '../../web/src/gql/graphql.ts';
import { gql, type TestCrm } from './crmServer.ts';

const importCustomers =
  'mutation ($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) { importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) { importId created updated skipped duplicatesInFile restored stillRemoved failed { row fields { field message } } } }';

export function importThroughPage(
  { crm, token }: { crm: TestCrm; token: string },
  checked: readonly CheckedRow[],
  onDuplicate: DuplicateAction,
) {
  return runImport(
    checked.map((row, index) => ({ ...row, index, skip: false, existing: null, choice: null })),
    onDuplicate,
    {
      send: async (batch, onDuplicate, importId) => {
        const { body } = await gql<{ importCustomers: BatchAnswer }>(
          crm.url,
          importCustomers,
          { rows: batch, onDuplicate, importId },
          { token },
        );
        if (!body.data) throw new Error(JSON.stringify(body.errors));
        return body.data.importCustomers;
      },
      onProgress: () => undefined,
      cancelled: () => false,
    },
  );
}
