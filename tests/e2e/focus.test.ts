// Where keyboard focus goes when the screen changes: to the new screen's h1 after sign-in, a move in the
// sidebar and logout; the Remove confirmation opens on Cancel and gives focus back to its button; after Remove and
// Restore, whose button leaves with its row, focus goes to the next row's action (else the search box), never <body>.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import {
  chooseFilter,
  customerRow,
  eventually,
  openCustomersList,
  openSignedIn,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

/** The focused element's role-ish description: its tag and text, or its accessible label. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''}`;
  });
}

describe('focus', () => {
  const { app, browser } = useE2eApp();

  browserTest('sign-in, a sidebar link and logout each put focus on the new screen’s h1', browser, async (open) => {
    const { page } = await open();
    const email = uniqueEmail('focus');
    await signUp(app().crm.url, email);
    await page.goto(app().base);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('dialog').filter({ hasText: 'You connected!' }).waitFor({ state: 'hidden', timeout: 5000 });
    await eventually(async () => expect(await focused(page)).toBe('h1 Welcome to Staff CRM'));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers', exact: true }).click();
    await page.waitForURL(/\/dashboard\/users$/);
    await eventually(async () => expect(await focused(page)).toBe('h1 Customers list'));

    await page.getByRole('button', { name: `User menu of ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await eventually(async () => expect(new URL(page.url()).pathname).toMatch(/^\/(home)?$/));
    await eventually(async () => expect(await focused(page)).toBe('h1 Welcome Back!'));
  });

  browserTest('a page opened directly keeps the browser’s focus (nothing moves it)', browser, async (open) => {
    const { page } = await openSignedIn(app(), open, '/dashboard/users', 'Customers list');
    await page.waitForTimeout(300);
    expect(await focused(page)).toBe('body');
  });

  browserTest(
    'the Remove confirmation opens on Cancel, and Cancel gives focus back to the Remove button',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const fname = uniqueWord('Foco');
      await saveCustomerViaApi(app(), token, {
        fname,
        lname: 'Cused',
        address: '3 Tab Street',
        email: 'foco@example.com',
        phone: '555 123 4567',
      });
      await openCustomersList(page, app());
      const remove = customerRow(page, fname).getByRole('button', { name: /Remove/ });
      await remove.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await confirm.waitFor();
      await eventually(async () => expect(await focused(page)).toBe('button Cancel'));
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'hidden' });
      await eventually(async () =>
        expect(await remove.evaluate((button) => button === document.activeElement)).toBe(true),
      );
      expect(await customerRow(page, fname).count()).toBe(1);
    },
  );

  browserTest(
    'after Remove is confirmed and after Restore, focus moves to the next row’s action, else the search box',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      // Two customers sharing a note, so a search shows just these two, in name order.
      const notes = uniqueWord('focusnote');
      const first = uniqueWord('Aaron');
      const second = uniqueWord('Bella');
      await saveCustomerViaApi(app(), token, {
        fname: first,
        lname: 'Afirst',
        address: '5 Tab Street',
        email: 'aaron@example.com',
        phone: '555 123 4501',
        notes,
      });
      await saveCustomerViaApi(app(), token, {
        fname: second,
        lname: 'Bsecond',
        address: '6 Tab Street',
        email: 'bella@example.com',
        phone: '555 123 4502',
        notes,
      });
      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(notes);
      await customerRow(page, second).waitFor();

      // Remove the first: its row leaves the active list, focus goes to the second's Remove.
      await customerRow(page, first)
        .getByRole('button', { name: /Remove/ })
        .focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await clickInDialog(confirm.getByRole('button', { name: 'Remove' }));
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Customer removed' })
        .waitFor({ state: 'hidden', timeout: 5000 });
      const secondRemove = customerRow(page, second).getByRole('button', { name: /Remove/ });
      await eventually(async () =>
        expect(await secondRemove.evaluate((button) => button === document.activeElement)).toBe(true),
      );
      await customerRow(page, first).waitFor({ state: 'detached' });

      // In the deleted list, Restore the only one: the list empties, focus goes to the search box.
      await chooseFilter(page, 'Deleted customers');
      const restore = customerRow(page, first).getByRole('button', { name: /Restore/ });
      await restore.focus();
      await page.keyboard.press('Enter');
      await customerRow(page, first).waitFor({ state: 'detached' });
      await eventually(async () => expect(await focused(page)).toBe('input Search customers'));
    },
  );
});
