// Export, then import the file through the import page's own reading (readSpreadsheet.ts, importRows.ts,
// runImport.ts) into another CRM: the customers come back exactly as they were, from CSV and (again after an undo)
// from XLSX, on the embedded store and on Firestore; the CSV's guard only where a cell would run, XLSX cells text;
// tags named with separators, quotes and other scripts come back, made anew by the importing owner.
import { afterAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { checkRows, guessMapping } from '../../web/src/features/import/importRows.ts';
import { readSpreadsheet } from '../../web/src/features/import/readSpreadsheet.ts';
import type { DuplicateAction } from '../../web/src/gql/graphql.ts';
import { gql, signUp, type TestCrm } from '../support/crmServer.ts';
import { riskyCustomers as riskyAt, type CustomerFields } from '../support/riskyCustomers.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { importThroughPage } from '../support/importThroughPage.ts';

const fields = 'fname lname email phone address notes phones { label value } emails { label value } tags { name }';
// Beside them, one with several phones and emails, labelled, one with a comma (docs/product.md#phones-and-emails).
const riskyCustomers = [
  ...riskyAt('example.com'),
  {
    fname: 'Reach',
    lname: 'Everywhere',
    email: 'reach@example.com',
    phone: '+44 20 7946 0000',
    address: '1 Many Ways',
    notes: '',
    phones: [
      { label: 'mobile', value: '+44 20 7946 0000' },
      { label: 'home', value: '+44 (20) 7946-0999, ext 2' },
      { label: 'other', value: '+1 212 555 0199' },
    ],
    emails: [
      { label: 'home', value: 'reach@example.com' },
      { label: 'work', value: 'reach.work@example.org' },
    ],
  },
];
// Tag names an export must quote (the separator, quotes) or may write as they are (commas, other scripts).
const tagNames = ['VIP; gold', 'A, B', '"Quoted"', '顧客'];
afterAll(stopStoreEmulator);

describe.each(crmStores)('export then import on %s', (_storeName, start) => {
  const running: TestCrm[] = [];
  afterAll(async () => {
    for (const crm of running) await crm.dispose();
  });
  const open = async () => {
    const crm = await start();
    running.push(crm);
    return { crm, token: (await signUp(crm.url)).token };
  };
  const customersOf = async ({ crm, token }: { crm: TestCrm; token: string }) =>
    (await gql<{ customers: CustomerFields[] }>(crm.url, `{ customers { ${fields} } }`, {}, { token })).body.data!
      .customers;

  /** The file read and imported as the import page does it, its columns guessed from the header row. */
  const importFile = async (
    { crm, token }: { crm: TestCrm; token: string },
    file: File,
    onDuplicate: DuplicateAction,
  ) => {
    const [headers, ...rows] = await readSpreadsheet(file);
    // Another CRM has none of the exporting team's members: its owner column is left out, as a person would choose.
    const checked = checkRows(rows, { ...guessMapping(headers!), ownerEmail: null });
    expect(checked.filter(({ errors }) => errors)).toEqual([]);
    return importThroughPage({ crm, token }, checked, onDuplicate);
  };

  it('gives back identical customers from its CSV and from its XLSX', async () => {
    const source = await open();
    const tagIds: string[] = [];
    for (const name of tagNames) {
      const { body } = await gql<{ createTag: { id: string } }>(
        source.crm.url,
        'mutation ($name: String!) { createTag(name: $name) { id } }',
        { name },
        { token: source.token },
      );
      tagIds.push(body.data!.createTag.id);
    }
    for (const [index, input] of riskyCustomers.entries()) {
      // Every tag on the first customer, one on each next, none on some; the importing owner makes them anew.
      const tags = index === 0 ? tagIds : tagIds.slice(index % 5, (index % 5) + 1);
      const { body } = await gql(
        source.crm.url,
        'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        { input: { ...input, tagIds: tags } },
        { token: source.token },
      );
      expect(body.errors).toBeUndefined();
    }
    const exported = await customersOf(source);
    expect(exported).toHaveLength(riskyCustomers.length);
    const download = async (format: 'csv' | 'xlsx') =>
      Buffer.from(
        await (
          await fetch(`${source.crm.url}/export/customers.${format}`, {
            headers: { authorization: `Bearer ${source.token}` },
          })
        ).arrayBuffer(),
      );

    const csv = await download('csv');
    const text = csv.toString('utf8');
    // Every field quoted; the apostrophe only where a cell would run; no phone number guarded.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    for (const { phone } of riskyCustomers) expect(text).toContain(`"${phone}"`);
    expect(text).toContain(`"'+1 Plus Avenue"`);
    expect(text).toContain(`"'-dash@example.com"`);
    expect(text).toContain(`"'''=already two apostrophes"`);
    expect(text).toContain(`"ab;=1+1;cd\twith a tab"`);
    // The tags cell: a name holding ';' or quotes in quotes of its own (tagCell.ts), the CSV's quotes doubled again.
    expect(text).toContain(`"""""""Quoted""""""; A, B; ""VIP; gold""; 顧客"`);

    const xlsx = await download('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx).buffer);
    const sheet = workbook.worksheets[0]!;
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    expect(cells.filter((cell) => cell.type !== ExcelJS.ValueType.String || cell.numFmt !== '@')).toEqual([]);
    expect(cells.filter((cell) => String(cell.value).startsWith("'")).map((cell) => cell.value)).toEqual([
      "'quoted' note with emoji 😀👍🏽",
      "''=already two apostrophes",
      "'Apos",
    ]);

    // Into an empty CRM from the CSV; then, that import undone, from the XLSX, restoring the same customers with its
    // fields. One Firestore app per process: the source goes before the target starts on a project of its own.
    await source.crm.dispose();
    running.splice(running.indexOf(source.crm), 1);
    const target = await open();
    const fromCsv = await importFile(target, new File([csv], 'customers.csv'), 'SKIP');
    expect(fromCsv).toMatchObject({ created: riskyCustomers.length, failed: [] });
    expect(await customersOf(target)).toEqual(exported);
    const { body } = await gql(
      target.crm.url,
      'mutation ($id: ID!) { undoCustomerImport(importId: $id) { removed } }',
      { id: fromCsv.importId },
      { token: target.token },
    );
    expect(body).toEqual({ data: { undoCustomerImport: { removed: riskyCustomers.length } } });
    expect(await customersOf(target)).toEqual([]);
    // The undo deleted them: the XLSX creates them anew.
    const fromXlsx = await importFile(target, new File([xlsx], 'customers.xlsx'), 'RESTORE');
    expect(fromXlsx).toMatchObject({ created: riskyCustomers.length, updated: 0, restored: 0, failed: [] });
    expect(await customersOf(target)).toEqual(exported);
  });
});
