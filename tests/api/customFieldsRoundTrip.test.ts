// Custom fields through an export and an import (the import page's own reading: readSpreadsheet.ts, importRows.ts,
// runImport.ts) into another CRM with the same fields: every type comes back exactly, from CSV and (after an undo) from
// XLSX, on the embedded store and on Firestore, with text a spreadsheet would run, separators, quotes and other
// scripts. A row missing a required field, or with a value of the wrong type, fails by the field's key.
import { afterAll, describe, expect, it } from '@jest/globals';
import { checkRows, guessMapping } from '../../web/src/features/import/importRows.ts';
import { readSpreadsheet } from '../../web/src/features/import/readSpreadsheet.ts';
import type { DuplicateAction } from '../../web/src/gql/graphql.ts';
import { signUp, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { importThroughPage } from '../support/importThroughPage.ts';
import { must } from '../support/team.ts';

afterAll(stopStoreEmulator);

const definitions = [
  { label: 'Story', type: 'TEXT' },
  { label: 'Contract value', type: 'NUMBER', required: true },
  { label: 'Signed on', type: 'DATE' },
  { label: 'Stage', type: 'SELECT', options: ['Lead', 'Café; Ltd, "quoted"', '見込み客'] },
  { label: 'Channels', type: 'MULTI_SELECT', options: ['Email', 'Phone, mobile', 'Post; mail', 'البريد'] },
  { label: 'Newsletter', type: 'CHECKBOX' },
  { label: 'Website', type: 'URL' },
];

const people = [
  {
    fname: 'Zoë',
    lname: 'Ångström',
    email: 'zoe@example.com',
    phone: '+44 20 7946 0958',
    address: '1 Fjord Row',
    fields: [
      { key: 'story', value: '=HYPERLINK("http://evil.example"); a, b; "quoted" 😀 עברית' },
      { key: 'contract_value', value: '-12.50' },
      { key: 'signed_on', value: '2024-02-29' },
      { key: 'stage', value: 'Café; Ltd, "quoted"' },
      { key: 'channels', value: JSON.stringify(['Phone, mobile', 'Post; mail', 'البريد']) },
      { key: 'newsletter', value: 'true' },
      { key: 'website', value: 'https://example.com/a?b=1&c=2' },
    ],
  },
  {
    fname: '太郎',
    lname: '山田',
    email: 'taro@example.com',
    phone: '+81 3 1234 5678',
    address: '東京都千代田区1-1',
    fields: [
      { key: 'contract_value', value: '1e3' },
      { key: 'stage', value: '見込み客' },
      { key: 'newsletter', value: 'false' },
    ],
  },
];

const listed = '{ customers { fname lname email phone address fields { key value } } }';

describe.each(crmStores)('custom fields from an export into another CRM on %s', (_storeName, start) => {
  const running: TestCrm[] = [];
  afterAll(async () => {
    for (const crm of running) await crm.dispose();
  });
  const open = async () => {
    const crm = await start();
    running.push(crm);
    const { token } = await signUp(crm.url);
    for (const input of definitions)
      await must(
        crm.url,
        'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { id } }',
        { input },
        token,
      );
    return { crm, token };
  };
  const customersOf = async ({ crm, token }: { crm: TestCrm; token: string }) =>
    (await must<{ customers: unknown[] }>(crm.url, listed, {}, token)).customers;

  const importFile = async (
    { crm, token }: { crm: TestCrm; token: string },
    file: File,
    onDuplicate: DuplicateAction,
  ) => {
    const [headers, ...rows] = await readSpreadsheet(file);
    const checked = checkRows(rows, { ...guessMapping(headers!), ownerEmail: null });
    return importThroughPage({ crm, token }, checked, onDuplicate);
  };

  it('gives back every field type exactly, from CSV and from XLSX; bad cells fail by the field’s key', async () => {
    const source = await open();
    for (const input of people)
      await must(
        source.crm.url,
        'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        { input },
        source.token,
      );
    const exported = await customersOf(source);
    expect(exported).toHaveLength(people.length);
    const download = async (format: 'csv' | 'xlsx') =>
      Buffer.from(
        await (
          await fetch(`${source.crm.url}/export/customers.${format}`, {
            headers: { authorization: `Bearer ${source.token}` },
          })
        ).arrayBuffer(),
      );
    const csv = await download('csv');
    const xlsx = await download('xlsx');
    expect(csv.toString('utf8')).toContain(`"field:story","field:contract_value","field:signed_on"`);
    // A cell a spreadsheet would run is guarded, and read back whole.
    expect(csv.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil.example""); a, b; ""quoted"" 😀 עברית"`);
    expect(csv.toString('utf8')).toContain(`"'-12.50"`);

    // One Firestore app per process: the source goes before the target starts.
    await source.crm.dispose();
    running.splice(running.indexOf(source.crm), 1);
    const target = await open();
    const fromCsv = await importFile(target, new File([csv], 'customers.csv'), 'SKIP');
    expect(fromCsv).toMatchObject({ created: people.length, failed: [] });
    expect(await customersOf(target)).toEqual(exported);
    const undone = await must<{ undoCustomerImport: { removed: number } }>(
      target.crm.url,
      'mutation ($id: ID!) { undoCustomerImport(importId: $id) { removed } }',
      { id: fromCsv.importId },
      target.token,
    );
    expect(undone.undoCustomerImport.removed).toBe(people.length);
    const fromXlsx = await importFile(target, new File([xlsx], 'customers.xlsx'), 'RESTORE');
    expect(fromXlsx).toMatchObject({ created: people.length, failed: [] });
    expect(await customersOf(target)).toEqual(exported);

    // A file whose cells do not fit: the row fails naming the key, the others import.
    const header = '"fname","lname","email","phone","address","field:contract_value","field:signed_on","field:stage"';
    const bad = [
      header,
      '"Ann","Other","ann@example.com","+1 212 555 0101","2 Other Row","","2024-02-30","Lead"',
      '"Bea","Other","bea@example.com","+1 212 555 0102","3 Other Row","7","2024-03-01","Nope"',
      '"Cal","Other","cal@example.com","+1 212 555 0103","4 Other Row","7","2024-03-01","Lead"',
    ].join('\r\n');
    const mixed = await importFile(target, new File([bad], 'bad.csv'), 'SKIP');
    expect(mixed.created).toBe(1);
    // Rows counted as the file's lines (the header is line 1).
    expect(mixed.failed).toEqual([
      {
        row: 2,
        fields: [
          { field: 'signed_on', message: 'Please insert a date as yyyy-mm-dd' },
          { field: 'contract_value', message: 'Please fill in this field' },
        ],
      },
      { row: 3, fields: [{ field: 'stage', message: 'Please choose one of the options' }] },
    ]);
  }, 120_000);
});
