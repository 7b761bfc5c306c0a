// Sorting the customers list by a column, both ways, in the browser (no request for the list again), keeping that
// order as another browser's save arrives; on a phone, by the Sort by select.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest } from './support/browser.ts';
import {
  eventually,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

describe('sorting the customers list', () => {
  const { app, browser } = useE2eApp();

  /** The emails of the rows shown, top to bottom. */
  const emailsShown = (page: Page) =>
    page
      .getByRole('table', { name: 'Customers' })
      .locator('[role=row][data-row-key] a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
  const header = (page: Page, name: string) => page.getByRole('columnheader', { name });

  browserTest(
    'sorts by email both ways from its header, in the browser, and keeps the order as another browser saves',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const word = uniqueWord('sorted');
      // Email order differs from name order; 'b10' after 'b9' (numbers by value), 'Ca' and 'ca' case aside.
      const people = [
        { fname: 'Ann', lname: 'Zimmer', email: `b10.${word}@example.com` },
        { fname: 'Bob', lname: 'Young', email: `a.${word}@example.com` },
        { fname: 'Cy', lname: 'Xu', email: `b9.${word}@example.com` },
        { fname: 'Di', lname: 'Adams', email: `Ca.${word}@example.com` },
      ];
      for (const person of people)
        await saveCustomerViaApi(app(), token, {
          ...person,
          address: '1 Sort Street',
          phone: '555 010 0200',
          notes: word,
        });
      let listRequests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/graphql') && (request.postData() ?? '').includes('customers')) listRequests++;
      });
      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      // Name order first: Adams, Xu, Young, Zimmer.
      await eventually(async () =>
        expect(await emailsShown(page)).toEqual([
          `Ca.${word}@example.com`,
          `b9.${word}@example.com`,
          `a.${word}@example.com`,
          `b10.${word}@example.com`,
        ]),
      );
      expect(await header(page, 'Last name').getAttribute('aria-sort')).toBe('ascending');
      const requestsBefore = listRequests;
      // antd's column sorters (its Table comes after the page's first paint, under a plain header until then).
      await page.getByRole('table', { name: 'Customers' }).locator('.ant-table-thead').waitFor();

      await header(page, 'Email').click();
      await eventually(async () =>
        expect(await emailsShown(page)).toEqual([
          `a.${word}@example.com`,
          `b9.${word}@example.com`,
          `b10.${word}@example.com`,
          `Ca.${word}@example.com`,
        ]),
      );
      expect(await header(page, 'Email').getAttribute('aria-sort')).toBe('ascending');
      expect(await header(page, 'Last name').getAttribute('aria-sort')).toBeNull();
      expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('EMAIL:ASC');
      if (shots) await page.screenshot({ path: `${shots}/sort-email-asc-1280.png` });

      // Again, by keyboard: the other way.
      // antd's sorter makes the header cell itself the control (focusable, Enter sorts), not a button inside it.
      await header(page, 'Email').focus();
      await page.keyboard.press('Enter');
      await eventually(async () =>
        expect(await emailsShown(page)).toEqual([
          `Ca.${word}@example.com`,
          `b10.${word}@example.com`,
          `b9.${word}@example.com`,
          `a.${word}@example.com`,
        ]),
      );
      expect(await header(page, 'Email').getAttribute('aria-sort')).toBe('descending');

      // Another browser's save lands where its email sorts.
      await saveCustomerViaApi(app(), token, {
        fname: 'Ed',
        lname: 'Aaron',
        email: `b2.${word}@example.com`,
        address: '1 Sort Street',
        phone: '555 010 0201',
        notes: word,
      });
      await eventually(async () =>
        expect(await emailsShown(page)).toEqual([
          `Ca.${word}@example.com`,
          `b10.${word}@example.com`,
          `b9.${word}@example.com`,
          `b2.${word}@example.com`,
          `a.${word}@example.com`,
        ]),
      );
      // Sorting asked nothing of the server.
      expect(listRequests).toBe(requestsBefore);

      // Two clicks on a header in one go, the second before the list has rendered the first (a header click sorts in a
      // transition): the second turns the order the first one set.
      await header(page, 'Phone').evaluate((cell) => {
        (cell as HTMLElement).click();
        (cell as HTMLElement).click();
      });
      await eventually(async () => expect(await header(page, 'Phone').getAttribute('aria-sort')).toBe('descending'));
      expect(await header(page, 'Email').getAttribute('aria-sort')).toBeNull();
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForTimeout(400);
      if (shots) await page.screenshot({ path: `${shots}/sort-email-desc-1280-dark.png` });
    },
  );

  browserTest('sorts on a phone with the Sort by select', browser, async (open) => {
    const { page, context } = await open(phoneViewport);
    const { token } = await signedInContext(app(), context);
    const word = uniqueWord('phonesort');
    await saveCustomerViaApi(app(), token, {
      fname: 'Al',
      lname: 'Bee',
      email: `z.${word}@example.com`,
      address: 'Unit 10',
      phone: '555 010 0300',
      notes: word,
    });
    await saveCustomerViaApi(app(), token, {
      fname: 'Bo',
      lname: 'Cee',
      email: `y.${word}@example.com`,
      address: 'Unit 9',
      phone: '555 010 0301',
      notes: word,
    });
    await openCustomersList(page, app());
    await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
    await eventually(async () =>
      expect(await emailsShown(page)).toEqual([`z.${word}@example.com`, `y.${word}@example.com`]),
    );
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Address, A to Z' });
    await eventually(async () =>
      expect(await emailsShown(page)).toEqual([`y.${word}@example.com`, `z.${word}@example.com`]),
    );
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('EMAIL:DESC');
    await eventually(async () =>
      expect(await emailsShown(page)).toEqual([`z.${word}@example.com`, `y.${word}@example.com`]),
    );
    if (shots) await page.screenshot({ path: `${shots}/sort-390.png`, fullPage: true });
  });
});
