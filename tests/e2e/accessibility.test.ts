// axe-core on each screen staff use, on a desktop and a phone, in the light and the dark theme (the system setting,
// emulated, and once the user menu's switch): WCAG 2.2 A and AA and axe's best practices (landmarks, one h1, names).
// Any violation fails, listed with the elements it concerns.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { BrowserSession } from './support/browser.ts';
import { collect, gql, signUp, uniqueEmail, wsClient } from '../support/crmServer.ts';
import { browserTest } from './support/browser.ts';
import {
  chooseFilter,
  contactsInAntdTable,
  customerRow,
  eventually,
  expectNoSidewaysScroll,
  fillCustomerForm,
  holdChunk,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
  type E2eCrm,
} from './support/crmApp.ts';
import { axeViolations } from './support/axe.ts';

const desktopViewport = { width: 1280, height: 800 };

/** Runs axe on the page as it is now; the returned lines name each rule broken and where. */
/** Two new customers, the second removed; returns their first names. */
async function customersWithOneRemoved(
  app: E2eCrm,
  token: string,
): Promise<{ kept: string; removed: string; notes: string }> {
  const kept = uniqueWord('Axel');
  const removed = uniqueWord('Gone');
  // Both carry the same note, so a search shows just these two on a phone's short list.
  const notes = uniqueWord('axe');
  await saveCustomerViaApi(app, token, {
    fname: kept,
    lname: 'Access',
    address: '1 Ramp Road',
    email: 'axel@example.com',
    phone: '555 010 0101',
    notes,
  });
  const removedId = await saveCustomerViaApi(app, token, {
    fname: removed,
    lname: 'Greyed',
    address: '2 Past Lane',
    email: 'gone@example.com',
    phone: '555 010 0102',
    notes,
  });
  await gql(app.crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id: removedId }, { token });
  return { kept, removed, notes };
}

/** The theme the app must render: it follows prefers-color-scheme, which Playwright emulates. */
async function inScheme(session: Promise<BrowserSession>, colorScheme: 'light' | 'dark'): Promise<BrowserSession> {
  const opened = await session;
  await opened.page.emulateMedia({ colorScheme });
  return opened;
}

/** Fails unless the app rendered the expected theme (antd's dark algorithm paints the layout dark). */
async function expectScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await eventually(async () =>
    expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(colorScheme),
  );
}

describe('accessibility (axe)', () => {
  const { app, browser } = useE2eApp();
  /** The import test's runs so far, one per scheme and width */
  let importRuns = 0;

  for (const [size, viewport, colorScheme] of [
    ['1280 px', desktopViewport, 'light'],
    ['390 px', phoneViewport, 'light'],
    ['1280 px', desktopViewport, 'dark'],
    ['390 px', phoneViewport, 'dark'],
  ] as const) {
    const open = (opener: (viewport?: { width: number; height: number }) => Promise<BrowserSession>) =>
      inScheme(opener(viewport), colorScheme);
    const at = `${size}, ${colorScheme}`;

    browserTest(`the login screen has no axe violations at ${at}`, browser, async (opener) => {
      const { page } = await open(opener);
      await page.goto(`${app().base}/`);
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      await expectScheme(page, colorScheme);
      expect(await axeViolations(page)).toEqual([]);
      // The Sign Up tab showing its errors.
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign Up' });
      await form.getByLabel('Email').fill('nobody@');
      await form.getByLabel('Password', { exact: true }).fill('abc');
      await form.getByLabel('Repeat password').fill('abd');
      await page.keyboard.press('Tab');
      await page.getByText('Please insert at least 6 characters password', { exact: true }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(
      `a page whose code did not come, its failure in the spinner's place, has no axe violations at ${at}`,
      browser,
      async (opener) => {
        const { page } = await open(opener);
        await page.route(/\/assets\/boot-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
        await page.goto(`${app().base}/`);
        await page.getByRole('heading', { name: 'The app could not be loaded', level: 1 }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
    );

    browserTest(
      `the welcome screen, the open user menu, alerts and messages panels and the phone sidebar have no axe violations at ${at}`,
      browser,
      async (opener) => {
        const { page, context } = await open(opener);
        const { email } = await signedInContext(app(), context);
        await page.goto(`${app().base}/dashboard`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectScheme(page, colorScheme);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: `User menu of ${email}` }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        // The top bar's two panels, and the sidebar (a drawer on a phone), each open.
        await page.getByRole('button', { name: /^Alerts, \d+ new$/ }).click();
        await page.getByRole('dialog', { name: 'Alerts Center' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Messages, \d+ new$/ }).click();
        await page.getByRole('dialog', { name: 'Message Center' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Message Center' }).waitFor({ state: 'hidden' });
        const toggle = page.getByRole('button', { name: /^(Show|Hide) the menu$/ });
        if ((await toggle.getAttribute('aria-label')) === 'Show the menu') {
          await toggle.click();
          await page.getByRole('dialog').getByRole('link', { name: 'Contacts' }).waitFor();
          expect(await axeViolations(page)).toEqual([]);
        }
      },
      120_000,
    ); // five axe runs over the welcome screen, the team's day and its chart

    browserTest(
      `the edit form with a colleague editing too, their change taken and a conflict waiting, has no axe violations at ${at}`,
      browser,
      async (opener) => {
        const { page, context } = await open(opener);
        const { token } = await signedInContext(app(), context);
        const colleague = await signUp(app().crm.url, uniqueEmail('colleague'));
        const customer = {
          fname: uniqueWord('Both'),
          lname: 'Editing',
          address: '1 Shared Road',
          email: 'both@example.com',
          phone: '555 010 0103',
        };
        const id = await saveCustomerViaApi(app(), token, customer);
        await page.goto(`${app().base}/dashboard/adduser/${id}`);
        await page.getByLabel('Address', { exact: true }).fill('2 My Road');
        // The colleague has it open for editing too (a socket of their own), and saves a new phone and address.
        const socket = wsClient(app().crm.url, { token: colleague.token });
        try {
          collect(
            socket.client,
            'subscription ($id: ID!) { customerActivity(id: $id, editing: true) { viewers { editing } } }',
            { id },
          );
          await page.getByText(`${colleague.email} (editing)`).waitFor();
          await saveCustomerViaApi(app(), colleague.token, {
            ...customer,
            id,
            version: 1,
            phone: '555 010 0199',
            address: '3 Their Road',
          });
          await page.getByRole('button', { name: 'Keep yours for Address' }).waitFor();
          await expectScheme(page, colorScheme);
          expect(await axeViolations(page)).toEqual([]);
          await expectNoSidewaysScroll(page);
          await page.screenshot({
            path: `tests/artifacts/conflict-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
          // The details page with the colleague there.
          await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
          await page.getByText(`${colleague.email} (editing)`).waitFor();
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await socket.client.dispose();
        }
      },
    );

    browserTest(`the customers list (all, one removed) has no axe violations at ${at}`, browser, async (opener) => {
      const { page, context } = await open(opener);
      const { token } = await signedInContext(app(), context);
      const { kept, removed, notes } = await customersWithOneRemoved(app(), token);
      await openCustomersList(page, app());
      await chooseFilter(page, 'All customers');
      await page.getByRole('textbox', { name: 'Search customers' }).fill(notes);
      await customerRow(page, kept).waitFor();
      await customerRow(page, removed).waitFor();
      // antd's Table and its header (it comes after the page's first paint, under a plain header until then).
      await page.getByRole('table', { name: 'Customers' }).locator('.ant-table-thead').waitFor();
      await expectScheme(page, colorScheme);
      expect(await axeViolations(page)).toEqual([]);
      // Each filter: the deleted list holds just the removed row.
      await chooseFilter(page, 'Deleted customers');
      await customerRow(page, removed).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The same list with nothing to show (antd's empty placeholder).
      await page.getByRole('textbox', { name: 'Search customers' }).fill(uniqueWord('nomatch'));
      await page.getByText('No customer matches your search.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(`the add form showing its errors has no axe violations at ${at}`, browser, async (opener) => {
      const { page, context } = await open(opener);
      await signedInContext(app(), context);
      await page.goto(`${app().base}/dashboard/adduser`);
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      await fillCustomerForm(page, { fname: 'A', lname: 'B', address: '1 Ma', email: 'nobody@', phone: '1234' });
      await page.keyboard.press('Tab');
      await page.getByText('Please insert valid phone', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(`a customer's details have no axe violations at ${at}`, browser, async (opener) => {
      const { page, context } = await open(opener);
      const { token } = await signedInContext(app(), context);
      const id = await saveCustomerViaApi(app(), token, {
        fname: 'Dee',
        lname: 'Tails',
        address: '4 View Row',
        email: 'dee@example.com',
        phone: '555 010 0104',
        notes: 'Prefers mornings',
      });
      await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      await page.getByRole('button', { name: 'Back to list' }).waitFor();
      await expectScheme(page, colorScheme);
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(
      `the import page's preview (an error, a duplicate) and its summary have no axe violations at ${at}`,
      browser,
      async (opener) => {
        const { page, context } = await open(opener);
        await signedInContext(app(), context);
        const tag = uniqueWord('axe');
        // Numbers of this test's own, so the same test in another scheme finds no duplicate of them.
        const run = ++importRuns;
        const phone = (n: number) => `+1 415 ${500 + run} ${1000 + n}`;
        const csv = [
          'First name,Last name,Email,Phone,Address,Notes',
          `Ann,${tag},ann.${tag}@example.com,${phone(1)},1 Axe Street,`,
          `B,${tag},bad,${phone(2)},2 Axe Street,`,
          `Annie,${tag},ANN.${tag}@example.com,${phone(3)},3 Axe Street,`,
        ].join('\n');
        await page.goto(`${app().base}/dashboard/import`);
        await page.getByRole('heading', { name: 'Import customers', level: 1 }).waitFor();
        await expectScheme(page, colorScheme);
        expect(await axeViolations(page)).toEqual([]);
        await page
          .locator('input[type=file]')
          .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.getByRole('button', { name: 'Check the rows' }).click();
        await page.getByText('of row 2 in this file').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Import 1 row' }).click();
        await page.getByText('Import finished').waitFor();
        // The pointer left where Import was would hover the button rendered there now.
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);
      },
    );

    browserTest(`the contacts list has no axe violations at ${at}`, browser, async (opener) => {
      const { page, context } = await open(opener);
      await signedInContext(app(), context);
      // The plain rows rendered first, then antd's Table in their place.
      const release = await holdChunk(page, 'AntdContactsTable.antd');
      await page.goto(`${app().base}/dashboard/workers`);
      await page.getByRole('heading', { name: 'Contacts' }).waitFor();
      await page.locator('.plain-table').getByRole('row').nth(2).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      release();
      await contactsInAntdTable(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(`the Remove confirmation has no axe violations at ${at}`, browser, async (opener) => {
      const { page, context } = await open(opener);
      const { token } = await signedInContext(app(), context);
      const { kept, notes } = await customersWithOneRemoved(app(), token);
      await openCustomersList(page, app());
      // The shared list grows with every test: a search keeps the row inside the virtual table's window.
      await page.getByRole('textbox', { name: 'Search customers' }).fill(notes);
      await customerRow(page, kept).getByRole('button', { name: 'Remove' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // It opens on Cancel: Enter keeps the customer.
      await eventually(async () =>
        expect(
          await confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement),
        ).toBe(true),
      );
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'hidden' });
      expect(
        await customerRow(page, kept)
          .getByRole('button', { name: /Remove/ })
          .count(),
      ).toBe(1);
    });
  }

  browserTest(
    'the user menu’s Dark theme switch (arrow keys, Enter) turns a light system dark, is remembered, and passes axe',
    browser,
    async (opener) => {
      const { page, context } = await inScheme(opener(desktopViewport), 'light');
      const { email, token } = await signedInContext(app(), context);
      const { removed, notes } = await customersWithOneRemoved(app(), token);
      await openCustomersList(page, app());
      await expectScheme(page, 'light');
      const userMenu = page.getByRole('button', { name: `User menu of ${email}` });
      await userMenu.focus();
      await page.keyboard.press('Enter');
      // The WAI-ARIA menu pattern: arrow keys move between the items; the switch says its state.
      const darkTheme = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
      await darkTheme.waitFor();
      expect(await darkTheme.getAttribute('aria-checked')).toBe('false');
      const onDarkTheme = () => darkTheme.evaluate((item) => item === document.activeElement);
      const activeItem = () => page.evaluate(() => document.activeElement?.textContent);
      // Each press waits for focus to move before the next, so a slow frame cannot make one step past it.
      for (let step = 0; step < 6 && !(await onDarkTheme()); step += 1) {
        const before = await activeItem();
        await page.keyboard.press('ArrowDown');
        await eventually(async () => expect(await activeItem()).not.toBe(before));
      }
      expect(await onDarkTheme()).toBe(true);
      await page.keyboard.press('Enter');
      await expectScheme(page, 'dark');
      // The menu closed, and focus is back on its button, not on <body>.
      await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).waitFor({ state: 'hidden' });
      await eventually(async () =>
        expect(await userMenu.evaluate((button) => button === document.activeElement)).toBe(true),
      );
      await chooseFilter(page, 'All customers');
      await page.getByRole('textbox', { name: 'Search customers' }).fill(notes);
      await customerRow(page, removed).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Remembered: a reload under a light system stays dark, and the switch says so.
      await page.reload();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await expectScheme(page, 'dark');
      await userMenu.click();
      expect(await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
