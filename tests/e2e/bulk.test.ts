// Acting on many customers at once in the browser: tick rows (one, a Shift range, all that match), Remove with one
// confirmation naming the count while another browser's list follows, Undo, Restore; axe on the bar and the dialog.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest, clickInDialog } from './support/browser.ts';
import {
  chooseFilter,
  customersInAntdTable,
  eventually,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { axeViolations } from './support/axe.ts';

const shots = process.env.CRM_E2E_SHOTS;

describe('bulk changes in the customers list', () => {
  const { app, browser } = useE2eApp();
  const count = 30;
  const countTag = (page: Page) => page.locator('.page-card .list-count');

  browserTest(
    'selects all that match, removes them after one confirmation naming the count, another browser follows, and Undo brings them back',
    browser,
    async (open) => {
      const actor = await open();
      const { token } = await signedInContext(app(), actor.context);
      const word = uniqueWord('bulk');
      for (let i = 0; i < count; i++) {
        await saveCustomerViaApi(app(), token, {
          fname: `Bulk${i}`,
          lname: 'Many',
          email: `bulk${i}.${word}@example.com`,
          phone: '555 010 0500',
          address: '1 Bulk Road',
          notes: word,
        });
      }
      const watcher = await open();
      await signedInContext(app(), watcher.context);
      for (const page of [actor.page, watcher.page]) {
        await openCustomersList(page, app());
        await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
        await eventually(async () =>
          expect(await countTag(page).textContent()).toMatch(new RegExp(`^${count}( of \\d+)?$`)),
        );
      }

      // One row, then a Shift range down to the twelfth. The bar comes over the foot of the screen: the rows stay put.
      // Measured once antd's Table has taken the plain header's place (the rows are rendered anew then, in the same
      // place, and a row rendered again between finding it and measuring it has no box).
      const page = actor.page;
      await customersInAntdTable(page);
      // By its box's name: the search word in every row's notes may itself read "bulk0…".
      const firstRow = page
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox', { name: 'Select Bulk0 Many', exact: true }) });
      const firstRowTop = async () => (await firstRow.boundingBox())?.y;
      let topBefore: number | undefined;
      await eventually(async () => {
        topBefore = await firstRowTop();
        expect(topBefore).toBeGreaterThan(0);
      });
      await page.getByRole('checkbox', { name: 'Select Bulk0 Many' }).click();
      await page.getByRole('region', { name: 'Selected customers' }).waitFor();
      expect(await firstRowTop()).toBe(topBefore);
      await page.getByRole('checkbox', { name: 'Select Bulk11 Many' }).click({ modifiers: ['Shift'] });
      const bar = page.getByRole('region', { name: 'Selected customers' });
      // Name order reads numbers by value: Bulk0 to Bulk11 is twelve rows.
      await eventually(async () => expect(await bar.getByRole('status').textContent()).toBe('12 customers selected'));
      expect(await page.getByRole('checkbox', { name: 'Select Bulk11 Many' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Select Bulk12 Many' }).isChecked()).toBe(false);
      if (shots) await page.screenshot({ path: `${shots}/bulk-some-1280.png` });
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('checkbox', { name: `Select all ${count} customers shown` }).check();
      await eventually(async () =>
        expect(await bar.getByRole('status').textContent()).toBe(`All ${count} customers selected`),
      );
      await bar.getByRole('button', { name: 'Remove' }).click();
      const dialog = page.getByRole('dialog', { name: `Remove ${count} customers?` });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/bulk-confirm-1280.png` });
      await clickInDialog(dialog.getByRole('button', { name: `Remove ${count} customers` }));

      // The other browser's list follows without a reload.
      await eventually(async () => expect(await countTag(watcher.page).textContent()).toMatch(/^0( of \d+)?$/), 10_000);
      const done = page.getByRole('status').filter({ hasText: `Removed ${count} customers.` });
      await done.waitFor();
      if (shots) await page.screenshot({ path: `${shots}/bulk-done-1280.png` });
      await page.getByRole('button', { name: 'Undo' }).click();
      await eventually(
        async () => expect(await countTag(watcher.page).textContent()).toMatch(new RegExp(`^${count}( of \\d+)?$`)),
        10_000,
      );
      await page
        .getByRole('dialog')
        .filter({ hasText: `Undone: ${count} customers back as they were` })
        .waitFor();
    },
    120_000,
  );

  browserTest(
    'restores ticked customers among the deleted ones, on a phone, in the dark',
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await page.emulateMedia({ colorScheme: 'dark' });
      const { token } = await signedInContext(app(), context);
      const word = uniqueWord('gone');
      const ids: string[] = [];
      for (let i = 0; i < 3; i++)
        ids.push(
          await saveCustomerViaApi(app(), token, {
            fname: `Gone${i}`,
            lname: 'Again',
            email: `gone${i}.${word}@example.com`,
            phone: '555 010 0600',
            address: '1 Past Lane',
            notes: word,
          }),
        );
      await openCustomersList(page, app());
      // Ticked once antd's header has taken the plain one's place: check() reads the box it clicked afterwards.
      await customersInAntdTable(page);
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await page.getByRole('checkbox', { name: `Select all 3 customers shown` }).check();
      await page.getByRole('region', { name: 'Selected customers' }).getByRole('button', { name: 'Remove' }).click();
      await clickInDialog(
        page.getByRole('dialog', { name: 'Remove 3 customers?' }).getByRole('button', { name: 'Remove 3 customers' }),
      );
      await page.getByRole('status').filter({ hasText: 'Removed 3 customers.' }).waitFor();
      await page.getByRole('button', { name: 'Dismiss' }).click();

      await chooseFilter(page, 'Deleted customers');
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await page.getByRole('checkbox', { name: 'Select Gone1 Again' }).click();
      const bar = page.getByRole('region', { name: 'Selected customers' });
      await eventually(async () => expect(await bar.getByRole('status').textContent()).toBe('1 customer selected'));
      expect(await page.getByRole('checkbox', { name: 'Select Gone1 Again' }).isChecked()).toBe(true);
      expect(await bar.getByRole('button', { name: 'Remove' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/bulk-390-dark.png`, fullPage: true });
      await bar.getByRole('button', { name: 'Restore' }).click();
      await page.getByRole('status').filter({ hasText: 'Restored 1 customer.' }).waitFor();
      await eventually(async () => expect(await page.getByRole('checkbox', { name: /^Select Gone/ }).count()).toBe(2));
    },
    60_000,
  );
});
