// axe-core on each screen staff use, on a desktop and a phone, in the light and the dark theme (the system setting,
// emulated; the user menu's switch is in accessibilityCustomers.test.ts): WCAG 2.2 A and AA and axe's best practices
// (landmarks, one h1, names). Any violation fails, listed with the elements it concerns. This file: the login screen,
// a page whose code did not come, the welcome screen with its menus and panels, the contacts list and the import page.
// The screens of one width and theme take turns in one session, signed in as one account made for the file.
import { beforeAll, describe, expect } from '@jest/globals';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { useSharedSessions } from './support/browser.ts';
import { contactsInAntdTable, holdChunk, signInWith, uniqueWord, useE2eApp } from './support/crmApp.ts';
import { axeViolations, expectScheme, widthsAndSchemes } from './support/axe.ts';

describe('accessibility (axe)', () => {
  const { app, browser } = useE2eApp();
  const sessionTest = useSharedSessions(browser);
  let account: { email: string; token: string };
  /** The import test's runs so far, one per scheme and width */
  let importRuns = 0;

  beforeAll(async () => {
    account = await signUp(app().crm.url, uniqueEmail('axe'));
  });

  for (const [size, viewport, colorScheme] of widthsAndSchemes) {
    const at = `${size}, ${colorScheme}`;
    const kind = { viewport, colorScheme };

    sessionTest(`the login screen has no axe violations at ${at}`, kind, async ({ page, context }) => {
      await context.clearCookies();
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

    sessionTest(
      `a page whose code did not come, its failure in the spinner's place, has no axe violations at ${at}`,
      kind,
      async ({ page, context }) => {
        await context.clearCookies();
        await page.route(/\/assets\/boot-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
        await page.goto(`${app().base}/`);
        await page.getByRole('heading', { name: 'The app could not be loaded', level: 1 }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
    );

    sessionTest(
      `the welcome screen, the open user menu, alerts and messages panels and the phone sidebar have no axe violations at ${at}`,
      kind,
      async ({ page, context }) => {
        await signInWith(app(), context, account.token);
        await page.goto(`${app().base}/dashboard`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectScheme(page, colorScheme);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: `User menu of ${account.email}` }).click();
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

    sessionTest(
      `the import page's preview (an error, a duplicate) and its summary have no axe violations at ${at}`,
      kind,
      async ({ page, context }) => {
        await signInWith(app(), context, account.token);
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

    sessionTest(`the contacts list has no axe violations at ${at}`, kind, async ({ page, context }) => {
      await signInWith(app(), context, account.token);
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
  }
});
