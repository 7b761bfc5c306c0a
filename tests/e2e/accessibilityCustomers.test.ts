// axe-core on the customers' screens (see accessibility.test.ts for the rules and the other screens): the list and
// its filters, the Remove confirmation, the add form, a customer's details, the edit form with a colleague and a
// conflict, each on a desktop and a phone in the light and the dark theme; and the user menu's Dark theme switch.
// The screens of one width and theme take turns in one session, signed in as one account made for the file, over
// customers made once through the API.
import { beforeAll, describe, expect } from '@jest/globals';
import { collect, gql, signUp, uniqueEmail, wsClient } from '../support/crmServer.ts';
import { browserTest, useSharedSessions } from './support/browser.ts';
import {
  chooseFilter,
  customerRow,
  desktopViewport,
  eventually,
  expectNoSidewaysScroll,
  fillCustomerForm,
  openCustomersList,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
  type E2eCrm,
} from './support/crmApp.ts';
import { axeViolations, expectScheme, widthsAndSchemes } from './support/axe.ts';

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

describe('accessibility (axe)', () => {
  const { app, browser } = useE2eApp();
  const sessionTest = useSharedSessions(browser);
  let account: { email: string; token: string };
  let colleague: { email: string; token: string };
  /** Listed under All and Deleted; the Remove confirmation is cancelled, so every test finds them as made */
  let listed: { kept: string; removed: string; notes: string };
  let detailsId: string;

  beforeAll(async () => {
    account = await signUp(app().crm.url, uniqueEmail('axe'));
    colleague = await signUp(app().crm.url, uniqueEmail('colleague'));
    listed = await customersWithOneRemoved(app(), account.token);
    detailsId = await saveCustomerViaApi(app(), account.token, {
      fname: 'Dee',
      lname: 'Tails',
      address: '4 View Row',
      email: 'dee@example.com',
      phone: '555 010 0104',
      notes: 'Prefers mornings',
    });
  });

  for (const [size, viewport, colorScheme] of widthsAndSchemes) {
    const at = `${size}, ${colorScheme}`;
    const kind = { viewport, colorScheme };

    sessionTest(
      `the edit form with a colleague editing too, their change taken and a conflict waiting, has no axe violations at ${at}`,
      kind,
      async ({ page, context }) => {
        await signInWith(app(), context, account.token);
        const customer = {
          fname: uniqueWord('Both'),
          lname: 'Editing',
          address: '1 Shared Road',
          email: 'both@example.com',
          phone: '555 010 0103',
        };
        const id = await saveCustomerViaApi(app(), account.token, customer);
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

    sessionTest(`the customers list (all, one removed) has no axe violations at ${at}`, kind, async (session) => {
      const { page, context } = session;
      await signInWith(app(), context, account.token);
      const { kept, removed, notes } = listed;
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

    sessionTest(`the add form showing its errors has no axe violations at ${at}`, kind, async ({ page, context }) => {
      await signInWith(app(), context, account.token);
      await page.goto(`${app().base}/dashboard/adduser`);
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      await fillCustomerForm(page, { fname: 'A', lname: 'B', address: '1 Ma', email: 'nobody@', phone: '1234' });
      await page.keyboard.press('Tab');
      await page.getByText('Please insert valid phone', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    sessionTest(`a customer's details have no axe violations at ${at}`, kind, async ({ page, context }) => {
      await signInWith(app(), context, account.token);
      await page.goto(`${app().base}/dashboard/customerdetails/${detailsId}`);
      await page.getByRole('button', { name: 'Back to list' }).waitFor();
      await expectScheme(page, colorScheme);
      expect(await axeViolations(page)).toEqual([]);
    });

    sessionTest(`the Remove confirmation has no axe violations at ${at}`, kind, async ({ page, context }) => {
      await signInWith(app(), context, account.token);
      const { kept, notes } = listed;
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
    async (open) => {
      // A context of its own: the choice is kept in its storage, and would turn the shared sessions dark.
      const { page, context } = await open(desktopViewport);
      await page.emulateMedia({ colorScheme: 'light' });
      await signInWith(app(), context, account.token);
      const { removed, notes } = listed;
      await openCustomersList(page, app());
      await expectScheme(page, 'light');
      const userMenu = page.getByRole('button', { name: `User menu of ${account.email}` });
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
