// The customers list in the browser: Remove, Restore and the filters, search as you type, and a phone's rows. The
// form: customerForm.test.ts; a click begun as antd's table arrives: customersEarlyClick.test.ts.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest, clickInDialog, popupShown } from './support/browser.ts';
import {
  chooseFilter,
  customerRow,
  eventually,
  expectNoSidewaysScroll,
  expectWithinWidth,
  holdCustomerChanges,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts.ts';

describe('customers', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  const openList = (page: Page) => openCustomersList(page, currentApp());

  browserTest(
    '6. remove asks first (Cancel keeps it); Remove greys it under Deleted and All; Restore needs no confirmation',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const fname = uniqueWord('Remo');
      await saveCustomerViaApi(currentApp(), token, {
        fname,
        lname: 'Vable',
        address: '5 Exit Road',
        email: 'remo@example.com',
        phone: '555 999 0000',
      });
      await openList(page);
      const row = customerRow(page, fname);
      await row.getByRole('button', { name: 'Remove' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await confirm.waitFor();
      await clickInDialog(confirm.getByRole('button', { name: 'Cancel' }));
      await confirm.waitFor({ state: 'hidden' });
      await row.waitFor();

      await row.getByRole('button', { name: 'Remove' }).click();
      await clickInDialog(confirm.getByRole('button', { name: 'Remove' }));
      await popupShown(page, 'Customer removed');
      await row.waitFor({ state: 'detached' });

      for (const filter of ['Deleted customers', 'All customers'] as const) {
        await chooseFilter(page, filter);
        await row.waitFor();
        const color = await row.getByText(fname, { exact: true }).evaluate((cell) => getComputedStyle(cell).color);
        expect(color).not.toBe('rgba(0, 0, 0, 0.88)');
        expect(await row.getByRole('button', { name: 'Restore' }).count()).toBe(1);
      }
      await row.getByRole('button', { name: 'Restore' }).click();
      await eventually(async () => expect(await row.getByRole('button', { name: 'Remove' }).count()).toBe(1));
      // Restored without a question: none was asked by the time it was done.
      expect(await page.getByRole('dialog').count()).toBe(0);
      await chooseFilter(page, 'Active customers');
      await row.waitFor();
    },
  );

  browserTest(
    '7. search filters as you type across first name, last name, email, phone, address and notes, ignoring case',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const word = uniqueWord('zq');
      const target = {
        fname: `Zeb${word}`,
        lname: `Quix${word}`,
        email: `${word}.mail@host.test`,
        phone: `777 ${word.length}88 9990`,
        address: `42 Windmill${word} Lane`,
        notes: `Tilts${word} at giants`,
      };
      await saveCustomerViaApi(currentApp(), token, target);
      await saveCustomerViaApi(currentApp(), token, {
        fname: 'Other',
        lname: 'Person',
        email: 'other@example.com',
        phone: '111 222 3333',
        address: '1 Elsewhere',
      });
      await openList(page);
      const search = page.getByRole('textbox', { name: 'Search customers' });
      for (const text of [
        `ZEB${word}`,
        `quix${word.toUpperCase()}`,
        `${word}.MAIL`,
        `${word.length}88 999`,
        `windmill${word}`,
        `TILTS${word}`,
      ]) {
        await search.fill('');
        await search.pressSequentially(text, { delay: 5 });
        await eventually(async () => {
          expect(await customerRow(page, target.fname).count()).toBe(1);
          expect(await customerRow(page, 'Other').count()).toBe(0);
        });
      }
      await search.fill('nothing-matches-this-search');
      await eventually(async () => expect(await customerRow(page, target.fname).count()).toBe(0));
    },
  );

  browserTest(
    '11b. on a phone each customer row shows every field and its actions without scrolling sideways',
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const { token } = await signedInContext(currentApp(), context);
      const fname = uniqueWord('Pho');
      const customer = {
        fname,
        lname: 'Nebook',
        email: `${fname.toLowerCase()}.with.a.long.address@example.com`,
        phone: '555 390 0390',
        address: 'Building 390, Narrow Street Industrial Estate, Smallville, Northshire, United Kingdom',
      };
      await saveCustomerViaApi(currentApp(), token, customer);
      await openList(page);
      // The rows as they stay: antd's header replaces the plain one once the page has painted, rendering the rows anew.
      await page.getByRole('table', { name: 'Customers' }).locator('.ant-table-thead').waitFor();
      const row = customerRow(page, fname);
      await row.waitFor();
      for (const text of [`${fname} Nebook`, customer.phone, customer.address])
        await expectWithinWidth(row.getByText(text, { exact: true }), phoneViewport.width);
      const email = row.getByRole('link', { name: customer.email });
      expect(await email.getAttribute('href')).toBe(`mailto:${customer.email}`);
      await expectWithinWidth(email, phoneViewport.width);
      const details = row.getByRole('link', { name: `Details of ${fname} Nebook` });
      const edit = row.getByRole('link', { name: `Edit ${fname} Nebook` });
      const remove = row.getByRole('button', { name: `Remove ${fname} Nebook` });
      for (const [action, label] of [
        [details, 'Details'],
        [edit, 'Edit'],
        [remove, 'Remove'],
      ] as const) {
        await expectWithinWidth(action, phoneViewport.width);
        expect(await action.innerText()).toContain(label); // labelled as on the wide table, not an icon alone
      }
      await expectNoSidewaysScroll(page);

      await remove.click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await clickInDialog(confirm.getByRole('button', { name: 'Remove' }));
      await popupShown(page, 'Customer removed');
      await chooseFilter(page, 'All customers');
      await row.getByRole('button', { name: `Restore ${fname} Nebook` }).click();
      await row.getByRole('button', { name: `Remove ${fname} Nebook` }).waitFor();
      await row.getByRole('link', { name: `Edit ${fname} Nebook` }).click();
      await page.getByText('Edit User').waitFor();
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe(fname);
    },
  );

  browserTest(
    '11d. on a phone, a list that arrives after the page is rendered moves nothing on screen (the footer waits out of sight)',
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const { token } = await signedInContext(currentApp(), context);
      const word = uniqueWord('Late');
      for (let i = 0; i < 8; i++) {
        await saveCustomerViaApi(currentApp(), token, {
          fname: `${word}${i}`,
          lname: 'Arrival',
          email: `late${i}@example.com`,
          phone: `555 010 12${i}0`,
          address: `${i} Late Lane`,
        });
      }
      await recordLayoutShifts(page);
      // The list's changes are held until the page is rendered without them, as on a slow link.
      const changes = await holdCustomerChanges(page);
      await page.goto(`${currentApp().base}/dashboard/users`);
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await eventually(async () => expect(changes.held()).toBeGreaterThan(0));
      await page.waitForTimeout(500);
      changes.release();
      await page.locator('[role="table"][aria-label="Customers"][aria-busy="false"]').waitFor();
      await customerRow(page, `${word}0`).waitFor();
      await page.getByText(/^Staff CRM © \d{4}$/).waitFor();
      await page.waitForTimeout(500);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );
});
