// The team's day on /dashboard, below the welcome image: the counts and the latest changes follow another browser's
// saves without a reload, each change links to its customer, the chart's library loads with the dashboard only, and
// axe passes at 1280 and 390 px in both colour schemes.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest, popupShown } from './support/browser.ts';
import {
  eventually,
  expectNoSidewaysScroll,
  fillCustomerForm,
  openCustomersList,
  operationOf,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { axeViolations } from './support/axe.ts';

/** The figure under a count's label, as a number. */
async function countOf(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('.team-day-count')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .textContent();
  return Number(text?.replaceAll(',', ''));
}

const changes = (page: Page) => page.getByRole('region', { name: 'Latest changes' }).getByRole('listitem');

describe('the dashboard', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'follows another browser’s saves: counts and the latest changes, each linking to the customer',
    browser,
    async (open) => {
      const watcher = await open();
      await signedInContext(app(), watcher.context);
      const actor = await open();
      const { email: actorEmail } = await signedInContext(app(), actor.context);
      const lname = uniqueWord('Hopper');

      const page = watcher.page;
      await page.goto(`${app().base}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Welcome to Staff CRM' }).waitFor();
      await page.getByRole('img', { name: 'Welcome to Staff CRM' }).waitFor();
      await eventually(async () => expect(await countOf(page, 'Active customers')).not.toBeNaN());
      const active = await countOf(page, 'Active customers');
      const addedThisWeek = await countOf(page, 'Added this week');
      const removed = await countOf(page, 'Removed customers');

      // The other browser adds a customer through the form.
      await actor.page.goto(`${app().base}/dashboard/adduser`);
      await fillCustomerForm(actor.page, {
        fname: 'Grace',
        lname,
        email: 'grace@example.com',
        phone: '555 010 0800',
        address: '1 Compiler Road',
      });
      await actor.page.getByRole('button', { name: 'Save' }).click();
      await popupShown(actor.page, 'User save successfully');
      await eventually(async () => {
        expect(await countOf(page, 'Active customers')).toBe(active + 1);
        expect(await countOf(page, 'Added this week')).toBe(addedThisWeek + 1);
      }, 10_000);
      await eventually(
        async () =>
          expect(await changes(page).first().textContent()).toMatch(
            new RegExp(`^${actorEmail} added Grace ${lname}, (just now|\\d+ seconds? ago)$`),
          ),
        10_000,
      );

      // Then changes the phone: the sentence names the field as the form labels it.
      await actor.page.goto(`${app().base}/dashboard/users`);
      await actor.page.getByRole('textbox', { name: 'Search customers' }).fill(lname);
      // The form is opened at the row's Edit address: this test is about the dashboard following the save (the row's
      // click is the customers tests' own).
      const href = (await actor.page.getByRole('link', { name: `Edit Grace ${lname}` }).getAttribute('href'))!;
      await actor.page.goto(`${app().base}${href}`);
      const id = href.split('/').at(-1)!;
      await actor.page.getByText('Edit User').waitFor();
      await eventually(async () =>
        expect(await actor.page.getByLabel('First name', { exact: true }).inputValue()).toBe('Grace'),
      );
      await actor.page.getByLabel('Phone', { exact: true }).fill('555 010 0899');
      await actor.page.getByRole('button', { name: 'Save' }).click();
      await popupShown(actor.page, 'User save successfully');
      await eventually(
        async () =>
          expect(await changes(page).first().textContent()).toMatch(
            new RegExp(`^${actorEmail} changed the phone of Grace ${lname}, `),
          ),
        10_000,
      );
      expect(await countOf(page, 'Active customers')).toBe(active + 1);
      await page.screenshot({ path: 'tests/artifacts/dashboard-1280-light.png', fullPage: true });

      // The chart is painted (by its worker: the canvas shows something once hidden it shows nothing), and said as a
      // table for screen readers: 52 weeks, this one last with the addition.
      const chart = page.locator('.team-day-chart canvas');
      await eventually(async () => {
        const rendered = await page.locator('.team-day-chart').screenshot();
        await chart.evaluate((canvas) => (canvas.style.visibility = 'hidden'));
        const blank = await page.locator('.team-day-chart').screenshot();
        await chart.evaluate((canvas) => (canvas.style.visibility = ''));
        expect(rendered.equals(blank)).toBe(false);
      });
      const rows = page.getByRole('table', { name: /^Customers added and removed per week/ }).getByRole('row');
      expect(await rows.count()).toBe(53);
      expect(Number(await rows.last().getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
      expect(await countOf(page, 'Removed customers')).toBe(removed);

      // By keyboard: the change's link opens the customer's details.
      const link = changes(page)
        .first()
        .getByRole('link', { name: `Grace ${lname}` });
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app().base}/dashboard/customerdetails/${id}`);
      await page.getByRole('button', { name: 'Back to list' }).waitFor();
    },
    120_000,
  );

  browserTest(
    'loads the chart library with the dashboard only, not with the login screen or the lists',
    browser,
    async (open) => {
      const { page, context } = await open();
      // The library comes in the chart's worker (features/dashboard/weeklyChartWorker.ts).
      const chartChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/weeklyChartWorker-[^/]+\.js$/.test(new URL(request.url()).pathname))
          chartChunks.push(request.url());
      });
      await page.goto(`${app().base}/`);
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      await signedInContext(app(), context);
      await openCustomersList(page, app());
      await page.goto(`${app().base}/dashboard/workers`);
      await page.getByRole('heading', { name: 'Contacts' }).waitFor();
      await page.waitForTimeout(500);
      expect(chartChunks).toEqual([]);
      await page.goto(`${app().base}/dashboard`);
      await page.locator('.team-day-chart canvas').waitFor();
      await eventually(async () => expect(chartChunks).toHaveLength(1));
    },
  );

  // The team's day is fetched a second time on purpose: its live signal's first message, once the subscription is
  // up, fetches again what changed between the first answer and the subscription (features/dashboard/useTeamDay.ts).
  for (const [screen, path, heading, data] of [
    ['the dashboard', '/dashboard', 'Welcome to Staff CRM', []],
    ['the customers list', '/dashboard/users', 'Customers list', []],
    ['the account page', '/dashboard/account', 'Account', ['Account']],
    ['the duplicates page', '/dashboard/duplicates', 'Duplicates', ['DuplicateGroups']],
  ] as const) {
    browserTest(`opened directly, ${screen} asks for the login check and its data once each`, browser, async (open) => {
      const { page, context } = await open(phoneViewport);
      await signedInContext(app(), context);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.method() === 'POST') requested.push(operationOf(request));
      });
      await page.goto(`${app().base}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Time for a second request, had a part of the screen fetched again once rendered.
      await page.waitForTimeout(1000);
      for (const operation of ['CurrentUser', ...data])
        expect([operation, requested.filter((name) => name === operation).length]).toEqual([operation, 1]);
    });
  }

  for (const [size, viewport] of [
    ['1280 px', { width: 1280, height: 800 }],
    ['390 px', phoneViewport],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      browserTest(`has no axe violations at ${size}, ${colorScheme}, and fits the width`, browser, async (open) => {
        const { page, context } = await open(viewport);
        await page.emulateMedia({ colorScheme });
        const { token } = await signedInContext(app(), context);
        const word = uniqueWord('Axe');
        const id = await saveCustomerViaApi(app(), token, {
          fname: 'Ada',
          lname: word,
          email: 'ada@example.com',
          phone: '555 010 0801',
          address: '1 Engine Row',
        });
        await saveCustomerViaApi(app(), token, {
          id,
          fname: 'Ada',
          lname: word,
          email: 'ada@example.com',
          phone: '555 010 0802',
          address: '2 Engine Row',
          notes: 'Moved',
        });
        await page.goto(`${app().base}/dashboard`);
        await changes(page)
          .first()
          .getByRole('link', { name: `Ada ${word}` })
          .waitFor();
        await page.locator('.team-day-chart canvas').waitFor();
        await eventually(async () =>
          expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(colorScheme),
        );
        expect(await changes(page).first().textContent()).toMatch(/ changed the phone, address and notes of Ada /);
        expect(await axeViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
        await page.screenshot({
          path: `tests/artifacts/dashboard-${viewport.width}-${colorScheme}.png`,
          fullPage: true,
        });
      });
    }
  }
});
