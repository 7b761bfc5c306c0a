// A screen whose code does not come (the connection dropped as it was opened) shows 'This screen could not be shown'
// inside the shell, whose sidebar still opens other screens; Reload, once the file comes, shows the screen. The
// failure reaches the server's log once, as a warn line. Axe runs on the fallback in both schemes at 1280 and 390 px.
import { describe, expect, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import { eventually, expectNoSidewaysScroll, phoneViewport, signedInContext, useE2eApp } from './support/crmApp.ts';

const contactsCode = /\/assets\/ContactsPage-[\w-]+\.js$/;

/** Follows a sidebar link: the sidebar at 1280 px, the drawer the top bar's button opens at 390. */
async function followSidebarLink(page: Page, name: string, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Show the menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

describe('a screen that cannot be shown', () => {
  const { app, browser } = useE2eApp();

  for (const [size, viewport, colorScheme] of [
    ['1280', { width: 1280, height: 800 }, 'light'],
    ['390', phoneViewport, 'dark'],
  ] as const) {
    browserTest(
      `says so inside the shell at ${size} px (${colorScheme}), the sidebar still works, and Reload shows it once its code comes`,
      browser,
      async (open) => {
        const phone = viewport === phoneViewport;
        const { page, context } = await open(viewport);
        await page.emulateMedia({ colorScheme });
        await signedInContext(app(), context);
        const warnings: string[] = [];
        const logged = jest
          .spyOn(console, 'warn')
          .mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
        try {
          await page.goto(`${app().base}/dashboard`);
          await page.getByRole('heading', { name: 'Welcome to Staff CRM', level: 1 }).waitFor();

          await page.route(contactsCode, (route) => route.abort('internetdisconnected'));
          await followSidebarLink(page, 'Contacts', phone);
          const failure = page.getByRole('main').getByRole('alert');
          await failure.getByRole('heading', { name: 'This screen could not be shown.', level: 1 }).waitFor();
          // A production build: the error's own words stay out of the page.
          await expect(failure.textContent()).resolves.toBe(
            'This screen could not be shown.Check your connection, then reload.',
          );
          expect(await page.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
            '/dashboard',
          );
          await expectNoSidewaysScroll(page);
          expect(await axeViolations(page)).toEqual([]);
          await page.screenshot({ path: `tests/artifacts/screen-failed-${size}-${colorScheme}.png` });
          await eventually(async () =>
            expect(warnings.filter((line) => line.includes('WARN client error'))).toHaveLength(1),
          );
          expect(warnings.find((line) => line.includes('WARN client error'))).toMatch(
            / on \/dashboard\/workers: The screen could not be shown: .*dynamically imported module/,
          );

          // The shell lives on: its sidebar opens another screen, and the failure is gone.
          await followSidebarLink(page, 'Customers', phone);
          await page.getByRole('heading', { name: 'Customers list', level: 1 }).waitFor();
          expect(await page.getByRole('alert').filter({ hasText: 'could not be shown' }).count()).toBe(0);

          await followSidebarLink(page, 'Contacts', phone);
          await page.getByRole('heading', { name: 'This screen could not be shown.', level: 1 }).waitFor();
          await page.unroute(contactsCode);
          await page.getByRole('button', { name: 'Reload' }).click();
          await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
          expect(await page.getByRole('heading', { name: 'This screen could not be shown.' }).count()).toBe(0);
        } finally {
          logged.mockRestore();
        }
      },
    );
  }
});
