// The import page's batching (web/src/features/import/runImport.ts) against the real server: rows in a script of
// two or three bytes a letter still fit the server's 1 MB body limit, batch after batch, under one import.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runImport, type BatchAnswer, type PreviewRow } from '../../web/src/features/import/runImport.ts';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

describe('import batches', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('sends 1,500 rows with long notes in Chinese (three bytes a character) in batches the server accepts', async () => {
    const notes = '客户的详细备注'.repeat(140); // 980 characters, 2.9 KB of UTF-8
    const rows: PreviewRow[] = Array.from({ length: 1500 }, (_, index) => ({
      index,
      values: {
        fname: `שם${index}`,
        lname: 'לוי',
        email: `row${index}@example.co.il`,
        phone: `+972 3 ${String(5_000_000 + index)}`,
        address: `רחוב הרצל ${index}`,
        notes,
        ownerEmail: '',
        companyName: '',
        tagNames: '',
        phones: '',
        emails: '',
      },
      errors: null,
      repeatOf: null,
      existing: null,
      skip: false,
      choice: null,
    }));
    const statuses: number[] = [];
    const summary = await runImport(rows, 'SKIP', {
      send: async (batch, onDuplicate, importId) => {
        const { response, body } = await gql<{ importCustomers: BatchAnswer }>(
          crm.url,
          'mutation ($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) { importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) { importId created updated skipped duplicatesInFile restored stillRemoved failed { row fields { field message } } } }',
          { rows: batch, onDuplicate, importId },
          { token },
        );
        statuses.push(response.status);
        if (!body.data) throw new Error(`batch refused (${response.status}): ${JSON.stringify(body.errors)}`);
        return body.data.importCustomers;
      },
      onProgress: () => undefined,
      cancelled: () => false,
    });
    expect(summary).toMatchObject({
      created: 1500,
      updated: 0,
      skipped: 0,
      restored: 0,
      stillRemoved: 0,
      failed: [],
      cancelled: false,
    });
    expect(statuses.length).toBeGreaterThan(2);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
