// Columns and saved views in the browser: hide and reorder columns by keyboard, save the list as a shared view, and
// open its address in another browser signed in as someone else, which shows the same filter, search, order and
// columns; update and delete one's own view; a phone's stacked rows follow the columns; axe on the Columns panel, the
// Views menu and the save dialog in both colour schemes at 1280 and 390 px.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import {
  eventually,
  expectNoSidewaysScroll,
  openCustomersList,
  openSignedIn,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { axeViolations } from './support/axe.ts';

const shots = process.env.CRM_E2E_SHOTS;

/** The list's column headers, left to right. */
const headers = (page: Page) =>
  page.getByRole('table', { name: 'Customers' }).getByRole('columnheader').allInnerTexts();
/** The emails of the rows shown, top to bottom. */
const emailsShown = (page: Page) =>
  page
    .getByRole('table', { name: 'Customers' })
    .locator('[role=row][data-row-key] a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

async function seed(app: Parameters<typeof saveCustomerViaApi>[0], token: string, word: string): Promise<string[]> {
  const people = [
    { fname: 'Ann', lname: 'Zimmer', email: `a.${word}@example.com`, phone: '555 010 0601' },
    { fname: 'Bob', lname: 'Young', email: `b.${word}@example.com`, phone: '555 010 0602' },
    { fname: 'Cy', lname: 'Xu', email: `c.${word}@example.com`, phone: '555 010 0603' },
    { fname: 'Di', lname: 'Adams', email: `d.${word}@example.com`, phone: '555 010 0604' },
  ];
  const ids: string[] = [];
  for (const person of people)
    ids.push(
      await saveCustomerViaApi(app, token, { ...person, address: `1 Main Street, Springfield ${word}`, notes: word }),
    );
  // Three of them removed: the view is of removed customers.
  for (const id of ids.slice(0, 3))
    await gql(app.crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, { token });
  return people.slice(0, 3).map(({ email }) => email);
}

/** The headers shown: the checkbox's and '#', the chosen fields, then Owner and the actions (Tags is off at first). */
const shownAfter = (...fields: string[]) => ['', '#', ...fields, 'Owner', 'Details', 'Edit', 'Action'];

describe('columns and saved views', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'saves the list as a shared view whose address shows the same list to another person in another browser',
    browser,
    async (open) => {
      const dana = await open();
      const { token } = await signedInContext(app(), dana.context);
      const word = uniqueWord('views');
      const removed = await seed(app(), token, word);
      const page = dana.page;
      await openCustomersList(page, app());
      expect(await headers(page)).toEqual([
        '',
        '#',
        'First name',
        'Last name',
        'Email',
        'Phone',
        'Address',
        'Owner',
        'Details',
        'Edit',
        'Action',
      ]);

      // Removed customers of this word, by email Z to A.
      await page.getByText('Deleted customers', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('EMAIL:DESC');
      await eventually(async () => expect(await emailsShown(page)).toEqual([...removed].reverse()));

      // Columns by keyboard: hide First name and Address, Email up to the front.
      await page.getByRole('button', { name: 'Columns' }).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Columns shown' });
      await panel.waitFor();
      expect(
        await panel.getByRole('checkbox', { name: 'First name' }).evaluate((box) => box === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Space');
      await panel.getByRole('checkbox', { name: 'Address' }).focus();
      await page.keyboard.press('Space');
      await panel.getByRole('button', { name: 'Move Phone up' }).focus();
      await page.keyboard.press('Enter');
      // Focus stays on the moved column's button, so Enter again moves it on; at the top, on its other button.
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await headers(page)).toEqual(shownAfter('Phone', 'Last name', 'Email')));
      expect(await panel.getByRole('button', { name: 'Move Phone up' }).isDisabled()).toBe(true);
      expect(
        await panel
          .getByRole('button', { name: 'Move Phone down' })
          .evaluate((button) => button === document.activeElement),
      ).toBe(true);
      // Email to the front, Phone after it.
      await panel.getByRole('button', { name: 'Move Email up' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await headers(page)).toEqual(shownAfter('Email', 'Phone', 'Last name')));
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/views-columns-1280.png` });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // Save it, shared.
      await page.getByRole('button', { name: 'Views' }).click();
      const menu = page.getByRole('menu');
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/views-menu-empty-1280.png` });
      await menu.getByRole('menuitem', { name: 'Save as new view…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.waitFor();
      // An empty name is refused in place.
      await clickInDialog(dialog.getByRole('button', { name: 'Save view' }));
      await dialog.getByRole('alert').filter({ hasText: 'Please name the view' }).waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Removed in Springfield, by email');
      await dialog.getByRole('checkbox', { name: 'Share with the team' }).check();
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/views-save-1280.png` });
      await clickInDialog(dialog.getByRole('button', { name: 'Save view' }));
      await dialog.waitFor({ state: 'detached' });
      const viewsButton = page.getByRole('button', { name: 'Views: Removed in Springfield, by email' });
      await viewsButton.waitFor();
      expect(await viewsButton.evaluate((button) => button === document.activeElement)).toBe(true);
      await eventually(async () => expect(new URL(page.url()).searchParams.get('view')).toMatch(/^view_/));
      const link = page.url();
      expect(Object.fromEntries(new URL(link).searchParams)).toEqual({
        view: expect.stringMatching(/^view_/),
        filter: 'REMOVED',
        search: word,
        orderBy: 'EMAIL:DESC',
        columns: 'email,phone,lname,owner,details,edit,status',
      });

      // Another person, in another browser, opens the link.
      const sam = await openSignedIn(app(), open, link, 'Customers list');
      await eventually(async () => expect(await emailsShown(sam.page)).toEqual([...removed].reverse()));
      expect(await sam.page.getByRole('radio', { name: 'Deleted customers' }).isChecked()).toBe(true);
      expect(await sam.page.getByRole('textbox', { name: 'Search customers' }).inputValue()).toBe(word);
      expect(await sam.page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('EMAIL:DESC');
      expect(await headers(sam.page)).toEqual(await headers(page));
      expect(await sam.page.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe('descending');
      // Shared: Sam finds it under Views, by name and saver, and may open it but not change it.
      await sam.page.getByRole('button', { name: 'Views: Removed in Springfield, by email' }).click();
      const samMenu = sam.page.getByRole('menu');
      await samMenu.getByRole('menuitem', { name: /^Removed in Springfield, by email \(shared by e2e/ }).waitFor();
      expect(await samMenu.getByRole('menuitem', { name: /^Update/ }).count()).toBe(0);
      expect(await samMenu.getByRole('menuitem', { name: /^Delete/ }).count()).toBe(0);
      await sam.page.keyboard.press('Escape');
      if (shots) await sam.page.screenshot({ path: `${shots}/views-opened-elsewhere-1280.png` });

      // Dana, in the dark: changes the order, updates the view; the Columns panel, menu and dialog pass axe there too.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('EMAIL:ASC');
      await page.getByRole('button', { name: 'Views: Removed in Springfield, by email (changed)' }).waitFor();
      await page.getByRole('button', { name: 'Columns' }).click();
      await panel.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/views-columns-1280-dark.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Views: / }).click();
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/views-menu-1280-dark.png` });
      await page.getByRole('menuitem', { name: 'Update “Removed in Springfield, by email”…' }).click();
      const update = page.getByRole('dialog', { name: 'Update view' });
      await update.waitFor();
      expect(await update.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Removed in Springfield, by email');
      expect(await update.getByRole('checkbox', { name: 'Share with the team' }).isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/views-update-1280-dark.png` });
      await update.getByRole('button', { name: 'Update view' }).click();
      await update.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Views: Removed in Springfield, by email' }).waitFor();

      // Sam opens it from the menu: the updated order.
      await sam.page.getByRole('combobox', { name: 'Sort by' }).selectOption('PHONE:ASC');
      await sam.page.reload();
      await sam.page.getByRole('button', { name: /^Views/ }).click();
      await sam.page.getByRole('menuitem', { name: /^Removed in Springfield, by email/ }).click();
      await eventually(async () =>
        expect(await sam.page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('EMAIL:ASC'),
      );
      await eventually(async () => expect(await emailsShown(sam.page)).toEqual(removed));

      // Dana deletes it: the confirmation, then gone from Views; the list stays as it is.
      await page.getByRole('button', { name: /^Views: / }).click();
      await page.getByRole('menuitem', { name: 'Delete “Removed in Springfield, by email”…' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete the view “Removed in Springfield, by email”?' });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await clickInDialog(confirm.getByRole('button', { name: 'Delete view' }));
      await page.getByRole('button', { name: 'Views', exact: true }).waitFor();
      await eventually(async () => expect(new URL(page.url()).searchParams.get('view')).toBeNull());
      expect(await headers(page)).toEqual(shownAfter('Email', 'Phone', 'Last name'));
    },
    240_000,
  );

  browserTest(
    'on a phone, the stacked rows follow the chosen columns; the panel and dialog fit and pass axe in both schemes',
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const { token } = await signedInContext(app(), context);
      const word = uniqueWord('phoneviews');
      await seed(app(), token, word);
      await page.goto(
        `${app().base}/dashboard/users?filter=REMOVED&search=${word}&orderBy=EMAIL:ASC&columns=email,lname,details`,
      );
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      const firstRow = page.getByRole('table', { name: 'Customers' }).locator('[role=row][data-row-key]').first();
      await eventually(async () => expect(await firstRow.innerText()).toContain(`a.${word}@example.com`));
      const text = await firstRow.innerText();
      // Last name only, the email, Details: no first name, phone, address, Edit or Remove.
      expect(text).toContain('Zimmer');
      expect(text).not.toContain('Ann');
      expect(text).not.toContain('555 010');
      expect(text).not.toContain('Main Street');
      expect(await firstRow.getByRole('link', { name: /^Details of/ }).count()).toBe(1);
      expect(await firstRow.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
      expect(await firstRow.getByRole('button', { name: /^(Remove|Restore)/ }).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      if (shots) await page.screenshot({ path: `${shots}/views-stacked-390.png` });

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.getByRole('button', { name: 'Columns' }).click();
        const panel = page.getByRole('dialog', { name: 'Columns shown' });
        await panel.waitFor();
        const box = (await panel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(phoneViewport.width);
        expect(await axeViolations(page)).toEqual([]);
        if (shots) await page.screenshot({ path: `${shots}/views-columns-390-${scheme}.png` });
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Views' }).click();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
        const dialog = page.getByRole('dialog', { name: 'Save view' });
        await dialog.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        if (shots) await page.screenshot({ path: `${shots}/views-save-390-${scheme}.png` });
        await clickInDialog(dialog.getByRole('button', { name: 'Cancel' }));
        await dialog.waitFor({ state: 'detached' });
      }

      // Address chosen again, after Email: it shows again, below the email.
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('dialog', { name: 'Columns shown' }).getByRole('checkbox', { name: 'Address' }).check();
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await firstRow.innerText()).toContain('Main Street'));
      const lines = (await firstRow.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      expect(lines.findIndex((line) => line.includes('@'))).toBeLessThan(
        lines.findIndex((line) => line.includes('Main Street')),
      );
      await eventually(async () =>
        expect(new URL(page.url()).searchParams.get('columns')).toBe('email,lname,details,address'),
      );
    },
    180_000,
  );
});
