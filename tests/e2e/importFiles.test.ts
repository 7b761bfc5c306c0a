// Import from an Excel (.xlsx) file, its reader loaded only then, and from a file large enough to go in several
// batches, cancelled between them. The import's steps: import.test.ts.
import { describe, expect } from '@jest/globals';
import ExcelJS from 'exceljs';
import { browserTest, clickInDialog } from './support/browser.ts';
import { gql } from '../support/crmServer.ts';
import { signedInContext, uniqueWord, useE2eApp } from './support/crmApp.ts';

describe('import', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'reads an Excel (.xlsx) file, its XLSX reader loaded only then, and imports its rows',
    browser,
    async (open) => {
      const tag = uniqueWord('Xls');
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Customers');
      sheet.addRow(['fname', 'lname', 'email', 'phone', 'address', 'notes']);
      sheet.addRow([
        'Xena',
        tag,
        `xena.${tag.toLowerCase()}@example.com`,
        '+44 20 7946 0018',
        '1 Sheet Street',
        'From Excel',
      ]);
      sheet.addRow(['Yuri', tag, `yuri.${tag.toLowerCase()}@example.com`, 5550100200, '2 Sheet Street', '']);
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(request.url()));
      await page.goto(`${app().base}/dashboard/import`);
      await page.getByRole('heading', { name: 'Import customers', level: 1 }).waitFor();
      expect(scripts.filter((url) => /exceljs/.test(url))).toEqual([]);
      await page.locator('input[type=file]').setInputFiles({
        name: 'customers.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      });
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('button', { name: 'Import 2 rows' }).click();
      await page.getByText('Import finished').waitFor();
      expect(scripts.filter((url) => /exceljs/.test(url))).toHaveLength(1);
      const { body } = await gql<{ customers: Array<{ fname: string; phone: string; notes: string }> }>(
        app().crm.url,
        '{ customers(search: "' + tag + '") { fname phone notes } }',
        {},
        { token },
      );
      expect(body.data!.customers).toEqual([
        { fname: 'Xena', phone: '+44 20 7946 0018', notes: 'From Excel' },
        { fname: 'Yuri', phone: '5550100200', notes: '' },
      ]);
    },
  );

  browserTest('Cancel stops between batches: what was sent stays imported and can be undone', browser, async (open) => {
    const tag = uniqueWord('Cnl');
    const lines = ['fname,lname,email,phone,address'];
    for (let i = 0; i < 2500; i++)
      lines.push(
        `Row${i},${tag},row${i}.${tag.toLowerCase()}@example.com,+1 312 555 ${String(i).padStart(4, '0')},${i} Cancel Road`,
      );
    const { page, context } = await open();
    const { token } = await signedInContext(app(), context);
    // A slow network: each batch answers two seconds late, so Cancel lands while the second one is on its way.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('importCustomers'))
        await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(`${app().base}/dashboard/import`);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await page.getByRole('button', { name: 'Check the rows' }).click();
    await page.getByRole('button', { name: 'Import 2,500 rows' }).click();
    await page.getByText('Imported 1,000 of 2,500 rows').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Import cancelled: the rows sent before stay imported').waitFor();
    await expect(page.locator('.import-summary .ant-descriptions-item-content').first().textContent()).resolves.toBe(
      '2000',
    );
    const count = async () =>
      (await gql<{ customers: unknown[] }>(app().crm.url, `{ customers(search: "${tag}") { id } }`, {}, { token })).body
        .data!.customers.length;
    expect(await count()).toBe(2000);

    await page.getByRole('button', { name: 'Undo this import' }).click();
    await clickInDialog(page.getByRole('tooltip').getByRole('button', { name: 'Undo' }));
    await page.getByText('Import undone: 2000 deleted, 0 given their earlier fields back').waitFor();
    expect(await count()).toBe(0);
  });
});
