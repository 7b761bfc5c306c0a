// Import customers from a spreadsheet: a CSV with its own headers, rows failing the rules, repeats within
// the file and customers that already exist; mapped, checked, one row fixed in place, one duplicate set to update;
// the summary, the live list in another browser, then the undo.
// Other files: Excel and a file sent in batches (importFiles.test.ts), the screen at each width (importLayout.test.ts).
import { describe, expect } from '@jest/globals';
import { messages } from '../../server/domain/fieldRules.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import { gql } from '../support/crmServer.ts';
import {
  chooseOption,
  customerRow,
  eventually,
  openCustomersList,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

describe('import', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'imports a mapped CSV with invalid rows and duplicates, live in another browser, then undoes it',
    browser,
    async (open) => {
      const tag = uniqueWord('Imp');
      const mail = (name: string) => `${name}.${tag.toLowerCase()}@example.com`;
      const watcher = await open();
      const { token } = await signedInContext(app(), watcher.context);
      const existingId = await saveCustomerViaApi(app(), token, {
        fname: 'Exist',
        lname: tag,
        email: mail('exist'),
        phone: '+1 212 555 0300',
        address: '3 Old Street',
      });
      await openCustomersList(watcher.page, app());
      await watcher.page.getByRole('textbox', { name: 'Search customers' }).fill(tag);
      await customerRow(watcher.page, 'Exist').waitFor();

      const csv = [
        ['First name', 'Surname', 'E-mail', 'Mobile', 'Street address', 'Comments'],
        ['Ann', tag, mail('ann'), '+1 646 555 0102', '2 Second Street', 'Met at the fair, twice'],
        ['B', tag, 'not-an-email', '+1 646 555 0103', '3 Third Street', ''],
        ['Cat', tag, mail('exist').toUpperCase(), '+1 646 555 0104', '4 Fourth Street', ''],
        ['Dan', tag, mail('dan'), '(212) 555-0300', '5 Fifth Street', 'Moved'],
        ['Annie', tag, mail('ANN'), '+1 646 555 0106', '6 Sixth Street', ''],
        ['Eve', tag, mail('eve'), '+1 646 555 0107', '7 Seventh Street', ''],
        ['Gil', tag, mail('gil'), '12', '8 Eighth Street', ''],
      ]
        .map((row) => row.map(csvCell).join(','))
        .join('\r\n');

      const { page, context } = await open();
      await signedInContext(app(), context);
      await page.goto(`${app().base}/dashboard`);
      await page.getByRole('link', { name: 'Import customers' }).click();
      await page.getByRole('heading', { name: 'Import customers', level: 1 }).waitFor();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });

      // Every field's column guessed from the headers.
      await page.getByText('7 rows. Choose the column each field comes from').waitFor();
      for (const [field, header] of [
        ['First name', 'First name'],
        ['Last name', 'Surname'],
        ['Email', 'E-mail'],
        ['Phone', 'Mobile'],
        ['Address', 'Street address'],
        ['Notes', 'Comments'],
      ]) {
        await expect(
          page
            .locator('.ant-form-item')
            .filter({ has: page.getByText(field!, { exact: true }) })
            .locator('.ant-select-content, .ant-select-selection-item')
            .first()
            .textContent(),
        ).resolves.toBe(header);
      }
      await page.getByRole('button', { name: 'Check the rows' }).click();

      const status = page.getByRole('status').filter({ hasText: 'rows:' });
      await expect(status.textContent()).resolves.toBe(
        '7 rows: 2 to import, 2 with errors, 3 duplicates (1 within the file, 3 to skip), 0 left out.',
      );
      const row = (number: number) =>
        page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });
      await expect(row(3).textContent()).resolves.toContain(`First name: ${messages.name}`);
      await expect(row(3).textContent()).resolves.toContain(`Email: ${messages.email}`);
      await expect(row(4).textContent()).resolves.toContain(`Exist ${tag} has this email`);
      await expect(row(5).textContent()).resolves.toContain(`Exist ${tag} has this phone`);
      await expect(row(6).textContent()).resolves.toContain('of row 2 in this file');
      await expect(row(8).textContent()).resolves.toContain(`Phone: ${messages.phone}`);

      // Fix row 3 in place; update the existing customer from row 5; leave the rest to the default (skip).
      await page.getByRole('button', { name: 'Fix row 3' }).click();
      const dialog = page.getByRole('dialog', { name: 'Fix row 3' });
      await dialog.getByLabel('First name').fill('Bea');
      await dialog.getByLabel('Email', { exact: true }).fill(mail('bea'));
      await clickInDialog(dialog.getByRole('button', { name: 'Apply' }));
      await expect(row(3).textContent()).resolves.toContain('Ready');
      await chooseOption(
        page,
        page.getByRole('combobox', { name: 'Duplicate action for row 5' }),
        'Update the existing customer',
      );
      await expect(status.textContent()).resolves.toBe(
        '7 rows: 4 to import, 1 with errors, 3 duplicates (1 within the file, 2 to skip), 0 left out.',
      );

      await page.getByRole('button', { name: 'Import 4 rows' }).click();
      await page.getByText('Import finished').waitFor();
      const summary = Object.fromEntries(
        await page
          .locator('.import-summary .ant-descriptions-item-label')
          .evaluateAll((labels) => labels.map((label) => [label.textContent, label.nextElementSibling?.textContent])),
      );
      expect(summary).toEqual({ Created: '3', Updated: '1', Skipped: '2', Failed: '1', 'Left out': '0' });
      await expect(page.locator('.import-summary .ant-table-row').textContent()).resolves.toBe(
        `8Phone: ${messages.phone}`,
      );

      // The other browser's list follows without a reload: the new customers in, the existing one renamed by row 5.
      const listed = async () => {
        const counts: Record<string, number> = {};
        const rows = await watcher.page.getByRole('row').allTextContents();
        // A row reads: its number, first name, last name, ...
        for (const name of ['Exist', 'Ann', 'Bea', 'Dan', 'Eve'])
          counts[name] = rows.filter((text) => text.replace(/^\d+/, '').startsWith(`${name}${tag}`)).length;
        return counts;
      };
      await eventually(
        async () => expect(await listed()).toEqual({ Exist: 0, Ann: 1, Bea: 1, Dan: 1, Eve: 1 }),
        10_000,
      );

      await page.getByRole('button', { name: 'Undo this import' }).click();
      await clickInDialog(page.getByRole('tooltip').getByRole('button', { name: 'Undo' }));
      await page.getByText('Import undone: 3 deleted, 1 given their earlier fields back').waitFor();
      await eventually(
        async () => expect(await listed()).toEqual({ Exist: 1, Ann: 0, Bea: 0, Dan: 0, Eve: 0 }),
        10_000,
      );
      // The imports list counts as the summary did, and shows the import undone.
      // The list refetches after the undo, so wait for the row before counting.
      const listedImport = page.getByRole('row').filter({ hasText: 'Undone' });
      await listedImport.first().waitFor();
      await expect(listedImport.count()).resolves.toBe(1);
      await expect(listedImport.locator('td').allTextContents()).resolves.toEqual([
        expect.any(String),
        '3',
        '1',
        '2',
        '1',
        'Undone',
      ]);
      expect(existingId).toBeTruthy();
    },
  );

  browserTest(
    'undo, then the same file again: it imports anew; rows matching deleted customers come back by Restore, active ones are left, a repeat is a duplicate within the file',
    browser,
    async (open) => {
      const tag = uniqueWord('Rst');
      const lines = ['fname,lname,email,phone,address'];
      for (let i = 0; i < 12; i++)
        lines.push(
          `Row${i},${tag},row${i}.${tag.toLowerCase()}@example.com,+1 415 555 ${String(3000 + i)},${i} Restore Road`,
        );
      const file = { name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const listed = async (filter: string) =>
        (
          await gql<{ customers: Array<{ id: string; fname: string }> }>(
            app().crm.url,
            `{ customers(filter: ${filter}, search: "${tag}") { id fname } }`,
            {},
            { token },
          )
        ).body.data!.customers;
      const status = page.getByRole('status').filter({ hasText: 'rows:' });

      await page.goto(`${app().base}/dashboard/import`);
      await page.locator('input[type=file]').setInputFiles(file);
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('button', { name: 'Import 12 rows' }).click();
      await page.getByText('Import finished').waitFor();
      await page.getByRole('button', { name: 'Undo this import' }).click();
      await clickInDialog(page.getByRole('tooltip').getByRole('button', { name: 'Undo' }));
      await page.getByText('Import undone: 12 deleted').waitFor();
      // Deleted: nothing under Deleted customers either.
      expect(await listed('ALL')).toEqual([]);

      await page.getByRole('button', { name: 'Import another file' }).click();
      await page.locator('input[type=file]').setInputFiles(file);
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await expect(status.textContent()).resolves.toBe(
        '12 rows: 12 to import, 0 with errors, 0 duplicates (0 within the file, 0 to skip), 0 left out.',
      );
      await page.getByRole('button', { name: 'Import 12 rows' }).click();
      await page.getByText('Import finished').waitFor();
      const active = await listed('ACTIVE');
      expect(active).toHaveLength(12);
      const ids = active.filter(({ fname }) => ['Row0', 'Row1', 'Row2', 'Row3'].includes(fname)).map(({ id }) => id);
      await gql(
        app().crm.url,
        'mutation ($ids: [ID!]) { removeCustomers(selection: { ids: $ids }) { count } }',
        { ids },
        { token },
      );

      // The file again with one more row, which has a deleted customer's phone: four deleted, eight active, one repeat.
      const withRepeat = {
        ...file,
        buffer: Buffer.from(
          [...lines, `Again,${tag},again.${tag.toLowerCase()}@example.com,+1 415 555 3000,1 Again Road`].join('\n'),
        ),
      };
      await page.getByRole('button', { name: 'Import another file' }).click();
      await page.locator('input[type=file]').setInputFiles(withRepeat);
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByText('5 of the duplicates match deleted customers.').waitFor();
      await page.getByRole('radio', { name: 'Restore and update a deleted customer' }).check();
      await expect(status.textContent()).resolves.toBe(
        '13 rows: 4 to import, 0 with errors, 13 duplicates (1 within the file, 9 to skip), 0 left out.',
      );
      const row = (number: number) =>
        page
          .locator('.import-preview')
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });
      await expect(row(2).textContent()).resolves.toContain(
        `Duplicate matches a deleted customer: Row0 ${tag} has this email`,
      );
      await expect(row(14).textContent()).resolves.toContain(
        `Duplicate within the file: row 2 already changes Row0 ${tag}`,
      );
      await page.getByRole('button', { name: 'Import 4 rows' }).click();
      await page
        .getByText('4 deleted customers were restored with the file’s fields and are in the customers list again.')
        .waitFor();
      await page.getByText('1 skipped row was a duplicate within the file').waitFor();
      expect(await listed('ACTIVE')).toHaveLength(12);
      expect(await listed('REMOVED')).toEqual([]);
    },
    120_000,
  );
});
