// "Download this customer's data" and "Erase for good" on the details page, in a real Chromium: the download holds the
// customer and its history, erasing asks first in a dialog naming the customer, goes back to the list with a message,
// and another browser's list loses the row; axe on the buttons and the dialog in both schemes at 1280 and 390 px; who
// sees which button.
import fs from 'node:fs';
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { joinAs } from '../support/team.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import {
  customerRow,
  eventually,
  openSignedIn,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { axeViolations } from './support/axe.ts';

const shots = process.env.CRM_E2E_SHOTS;

describe('erase for good and the customer data download', () => {
  const { app, browser } = useE2eApp();
  let ownerToken = '';

  const openDetails = async (page: Page, id: string, heading: string) => {
    await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  };

  browserTest(
    'downloads the customer’s data, then erases it after a confirmation naming it; back on the list with a message, another browser’s list follows',
    browser,
    async (open) => {
      const actor = await open();
      // The first account is the owner.
      ownerToken = (await signedInContext(app(), actor.context)).token;
      const word = uniqueWord('erase');
      const customer = {
        fname: 'Greta',
        lname: `Forgotten${word}`,
        email: `greta.${word}@example.com`,
        phone: '555 010 0777',
        address: '7 Private Way',
        notes: word,
      };
      const id = await saveCustomerViaApi(app(), ownerToken, customer);
      await saveCustomerViaApi(app(), ownerToken, { ...customer, id, address: '8 Private Way' });
      const watcher = await openSignedIn(app(), open, '/dashboard/users', 'Customers list');
      await watcher.page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await customerRow(watcher.page, customer.email).waitFor();

      const { page } = actor;
      const name = `Greta Forgotten${word}`;
      await openDetails(page, id, name);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download this customer’s data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`customer-${id}.json`);
      const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
        customer: { email: string; address: string };
        history: Array<{ type: string }>;
      };
      expect(data.customer).toMatchObject({ email: customer.email, address: '8 Private Way' });
      expect(data.history.map(({ type }) => type)).toEqual(['EDITED', 'CREATED']);

      await page.getByRole('button', { name: 'Erase for good' }).click();
      const dialog = page.getByRole('dialog', { name: `Erase ${name} for good?` });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('This cannot be undone.');
      // Focus starts on Cancel: Enter alone erases nothing.
      await eventually(async () =>
        expect(
          await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement),
        ).toBe(true),
      );
      if (shots) await page.screenshot({ path: `${shots}/erase-confirm-1280-light.png` });
      await clickInDialog(dialog.getByRole('button', { name: 'Erase for good' }));

      await page.waitForURL(/\/dashboard\/users$/);
      await page
        .getByRole('dialog')
        .filter({ hasText: `${name} was erased for good` })
        .waitFor();
      if (shots) await page.screenshot({ path: `${shots}/erase-done-1280-light.png` });
      await eventually(async () => expect(await customerRow(watcher.page, customer.email).count()).toBe(0), 10_000);
      const { body } = await gql<{ customer: null }>(
        app().crm.url,
        'query One($id: ID!) { customer(id: $id) { id } }',
        { id },
        { token: ownerToken },
      );
      expect(body.data!.customer).toBeNull();
    },
    120_000,
  );

  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const) {
    browserTest(
      `axe passes on the details page’s new buttons and the erase dialog at ${width} px, ${scheme}`,
      browser,
      async (open) => {
        const { page, context } = await open(width === 390 ? phoneViewport : { width: 1280, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        await context.addCookies([{ name: 'crm_session', value: ownerToken, url: app().base }]);
        const word = uniqueWord('axe');
        const id = await saveCustomerViaApi(app(), ownerToken, {
          fname: 'Axel',
          lname: `Checked${word}`,
          email: `axel.${word}@example.com`,
          phone: '555 010 0778',
          address: '1 Audit Road',
          notes: '',
        });
        await openDetails(page, id, `Axel Checked${word}`);
        await page.getByRole('button', { name: 'Erase for good' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        if (shots) await page.screenshot({ path: `${shots}/erase-details-${width}-${scheme}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Erase for good' }).click();
        const dialog = page.getByRole('dialog', { name: `Erase Axel Checked${word} for good?` });
        await dialog.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        if (shots) await page.screenshot({ path: `${shots}/erase-confirm-${width}-${scheme}.png` });
        // By keyboard: Escape closes it and erases nothing.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect(await page.getByRole('heading', { level: 1, name: `Axel Checked${word}` }).isVisible()).toBe(true);
      },
      60_000,
    );
  }

  browserTest(
    'sets the retention of removed customers on the Team page, refusing what is not a whole number of days',
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await context.addCookies([{ name: 'crm_session', value: ownerToken, url: app().base }]);
      await page.goto(`${app().base}/dashboard/team`);
      const section = page.getByRole('region', { name: 'Removed customers' });
      const days = section.getByRole('textbox', { name: 'Erase removed customers for good after (days)' });
      await days.waitFor();
      expect(await days.inputValue()).toBe('');
      for (const wrong of ['abc', '0']) {
        await days.fill(wrong);
        await section.getByRole('button', { name: 'Save' }).click();
        await section.getByText('Give a whole number of days from 1 to 3650, or none.').waitFor();
      }
      await days.fill('30');
      await section.getByRole('button', { name: 'Save' }).click();
      await section.getByText('Customers removed more than 30 days ago are erased for good.').waitFor();
      await section.scrollIntoViewIfNeeded();
      if (shots) await page.screenshot({ path: `${shots}/erase-retention-390-light.png` });
      const { body } = await gql<{ teamSettings: { removedRetentionDays: number | null } }>(
        app().crm.url,
        '{ teamSettings { removedRetentionDays } }',
        {},
        { token: ownerToken },
      );
      expect(body.data!.teamSettings.removedRetentionDays).toBe(30);
      await days.fill('');
      await section.getByRole('button', { name: 'Save' }).click();
      await section.getByText('Removed customers are kept until someone erases them.').waitFor();
    },
    60_000,
  );

  browserTest(
    'shows a member the download but not Erase for good, and a viewer neither',
    browser,
    async (open) => {
      const word = uniqueWord('roles');
      const id = await saveCustomerViaApi(app(), ownerToken, {
        fname: 'Rolf',
        lname: `Roles${word}`,
        email: `rolf.${word}@example.com`,
        phone: '555 010 0779',
        address: '2 Role Street',
        notes: '',
      });
      for (const [role, download] of [
        ['MEMBER', 1],
        ['VIEWER', 0],
      ] as const) {
        const person = await joinAs(app().crm.url, ownerToken, role);
        const { page, context } = await open();
        await context.addCookies([{ name: 'crm_session', value: person.token, url: app().base }]);
        await openDetails(page, id, `Rolf Roles${word}`);
        await page.getByRole('button', { name: 'Back to list' }).waitFor();
        expect(await page.getByRole('link', { name: 'Download this customer’s data' }).count()).toBe(download);
        expect(await page.getByRole('button', { name: 'Erase for good' }).count()).toBe(0);
      }
    },
    60_000,
  );
});
