// Export from the customers list: the file holds exactly what the list shows (its filter and its search), a cell a
// spreadsheet would run as a formula arrives guarded, and the file imported back gives the same customers.
import fs from 'node:fs';
import { describe, expect } from '@jest/globals';
import { gql } from '../support/crmServer.ts';
import { riskyCustomers, type CustomerFields } from '../support/riskyCustomers.ts';
import { browserTest } from './support/browser.ts';
import {
  chooseFilter,
  customerRow,
  openCustomersList,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

describe('export', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'Export > CSV downloads the rows the list shows for its filter and search, formulas neutralised',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const tag = uniqueWord('exp');
      const base = { email: 'export@example.com', phone: '555 010 2000', address: `5 ${tag} Street` };
      await saveCustomerViaApi(app(), token, { ...base, fname: 'Alice', lname: 'Active', notes: '=1+2' });
      const removedId = await saveCustomerViaApi(app(), token, { ...base, fname: 'Rita', lname: 'Removed' });
      await saveCustomerViaApi(app(), token, { ...base, fname: 'Otto', lname: 'Other', address: '6 Elsewhere Road' });
      await gql(
        app().crm.url,
        'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }',
        { id: removedId },
        { token },
      );

      await openCustomersList(page, app());
      await chooseFilter(page, 'All customers');
      await page.getByRole('textbox', { name: 'Search customers' }).fill(tag);
      await customerRow(page, 'Rita').waitFor();
      await page.getByRole('button', { name: 'Export the list shown' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^customers-all-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = fs.readFileSync((await download.path())!, 'utf8');
      // Every field quoted; none of these holds a quote or a line break, so a record is one line.
      const lines = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .map((line) => line.slice(1, -1).split('","'));
      expect(lines[0]).toEqual([
        'id',
        'fname',
        'lname',
        'email',
        'phone',
        'address',
        'notes',
        'status',
        'owner',
        'tags',
        'company',
        'phones',
        'emails',
      ]);
      expect(lines.slice(1).map((cells) => cells.slice(1, 3).join(' '))).toEqual(['Alice Active', 'Rita Removed']);
      expect(lines[1]![6]).toBe(`'=1+2`);
      expect(lines[1]![4]).toBe('555 010 2000');
      expect(lines[2]![7]).toBe('false');
    },
  );

  browserTest(
    'a CSV and an XLSX export, imported back through the import page, give the same customers',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const domain = `${uniqueWord('rt').toLowerCase()}.example`;
      const customers = riskyCustomers(domain);
      const ids: string[] = [];
      for (const customer of customers) ids.push(await saveCustomerViaApi(app(), token, customer));
      const stored = async () => {
        const { body } = await gql<{ customers: CustomerFields[] }>(
          app().crm.url,
          `{ customers(search: "${domain}") { fname lname email phone address notes } }`,
          {},
          { token },
        );
        return body.data!.customers;
      };
      const before = await stored();
      expect(before).toHaveLength(customers.length);

      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(domain);
      await customerRow(page, 'Zoë').waitFor();
      const files: string[] = [];
      for (const format of ['CSV (.csv)', 'Excel (.xlsx)']) {
        await page.getByRole('button', { name: 'Export the list shown' }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('menuitem', { name: format }).click(),
        ]);
        files.push((await download.path())!);
        await page.keyboard.press('Escape');
      }

      for (const [index, file] of files.entries()) {
        for (const id of ids)
          await gql(app().crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, { token });
        expect(await stored()).toEqual([]);
        await page.goto(`${app().base}/dashboard/import`);
        await page.locator('input[type=file]').setInputFiles({
          name: index === 0 ? 'customers.csv' : 'customers.xlsx',
          mimeType: 'application/octet-stream',
          buffer: fs.readFileSync(file),
        });
        await page.getByRole('button', { name: 'Check the rows' }).click();
        await page.getByText(`${customers.length} of the duplicates match deleted customers.`).waitFor();
        await page.getByRole('radio', { name: 'Restore and update a deleted customer' }).check();
        await page.getByRole('button', { name: `Import ${customers.length} rows` }).click();
        await page.getByText(`${customers.length} deleted customers were restored`).waitFor();
        expect(await stored()).toEqual(before);
      }
    },
  );
});
