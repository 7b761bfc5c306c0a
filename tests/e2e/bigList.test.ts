// A list of a few thousand customers (docs/architecture.md#the-live-list): the first screen of rows shows before the
// whole list has arrived, search works on all of it, and a save from another browser appears live.
import { beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { tempDataDir } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';
import { browserTest } from './support/browser.ts';
import {
  customerRow,
  eventually,
  fillCustomerForm,
  holdCustomerChanges,
  openCustomersList,
  signedInContext,
  useE2eApp,
} from './support/crmApp.ts';

const count = 3000;

describe('a big live customers list', () => {
  let dataDir = '';
  // Seeded before the server starts (this hook runs before useE2eApp's).
  beforeAll(async () => {
    dataDir = tempDataDir();
    await seedCustomers(dataDir, count);
  }, 60_000);
  const { app, browser } = useE2eApp(() => ({ CRM_DATA_DIR: dataDir }));

  const table = (page: Page) => page.getByRole('table', { name: 'Customers' });
  const countTag = (page: Page) => page.locator('.page-card .list-count');

  browserTest(
    'shows the first rows while the rest is still arriving, searches all of it, and follows a save made in another browser',
    browser,
    async (open) => {
      const watcher = await open();
      await signedInContext(app(), watcher.context);

      // Hold back what the server sends after the first page of the list, until the test lets it through.
      const changes = await holdCustomerChanges(watcher.page, { afterFirstPage: true });

      await openCustomersList(watcher.page, app());
      const rows = watcher.page.getByRole('row').filter({ hasText: '@example.com' });
      await rows.first().waitFor();
      // Rows on screen, in name order, while the list says it is still arriving and counts nothing yet.
      expect(await rows.first().textContent()).toContain('Last0');
      expect(await table(watcher.page).getAttribute('aria-busy')).toBe('true');
      expect(await countTag(watcher.page).count()).toBe(0);
      await eventually(async () => expect(changes.held()).toBeGreaterThan(0));

      changes.release();
      await eventually(async () => expect(await table(watcher.page).getAttribute('aria-busy')).toBe('false'));
      expect(await countTag(watcher.page).textContent()).toBe(String(count));
      expect(await table(watcher.page).getAttribute('aria-rowcount')).toBe(String(count + 1));

      // Search covers the whole list, the last customer included.
      const search = watcher.page.getByRole('textbox', { name: 'Search customers' });
      await search.fill('first2999');
      await eventually(async () => expect(await rows.count()).toBe(1));
      expect(await rows.first().textContent()).toContain('customer2999@example.com');
      await search.fill('VIP');
      await eventually(async () =>
        expect(await countTag(watcher.page).textContent()).toBe(`${count / 10} of ${count}`),
      );
      await search.fill('');
      await eventually(async () => expect(await countTag(watcher.page).textContent()).toBe(String(count)));

      // Another browser saves a customer through the form;
      // it sorts first, so it appears at the top of the watcher's list.
      const writer = await open();
      await signedInContext(app(), writer.context);
      await writer.page.goto(`${app().base}/dashboard/adduser`);
      await fillCustomerForm(writer.page, {
        fname: 'Zed',
        lname: 'Aardvark',
        address: '1 Live Street',
        email: 'zed@example.org',
        phone: '555 000 1111',
      });
      await writer.page.getByRole('button', { name: 'Save' }).click();
      await customerRow(watcher.page, 'zed@example.org').waitFor();
      await eventually(async () => expect(await countTag(watcher.page).textContent()).toBe(String(count + 1)));
    },
    90_000,
  );
});
