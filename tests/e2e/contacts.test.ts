import { describe, expect } from '@jest/globals';
import { browserTest } from './support/browser.ts';
import type { Page } from 'playwright-core';
import {
  contactsInAntdTable,
  eventually,
  expectNoSidewaysScroll,
  expectWithinWidth,
  holdChunk,
  holdOperation,
  openSignedIn,
  operationOf,
  phoneViewport,
  signedInContext,
  useE2eApp,
} from './support/crmApp.ts';
import { layoutShifts, recordLayoutShifts, twoFrames } from './support/layoutShifts.ts';

/** Where each rendered row, cell, link and name of the contacts table is, with the footer below it. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.contacts-table :is(tr, th, td, a, strong), footer')]
      .map((element) => ({ tag: element.tagName, box: element.getBoundingClientRect() }))
      // antd's table adds a row of no height that measures its columns
      .filter(({ box }) => box.height > 0)
      .map(({ tag, box }) => `${tag} ${box.x},${box.y} ${box.width}x${box.height}`),
  );

describe('contacts and the explorer', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  browserTest(
    '9. contacts show photos, at most three phones and mailto links, and search by name and email',
    getBrowser,
    async (open) => {
      const { page } = await openSignedIn(currentApp(), open, '/dashboard/workers', 'Contacts');
      const sofia = page.getByRole('row').filter({ hasText: 'Sofia Martinez' });
      await sofia.waitFor();
      await contactsInAntdTable(page);
      const photo = sofia.locator('.worker-avatar img');
      await eventually(async () =>
        expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true),
      );
      expect(await sofia.getByRole('link', { name: 'sofia.martinez@example.com' }).getAttribute('href')).toBe(
        'mailto:sofia.martinez@example.com',
      );
      for (const phone of ['+34 612 555 014', '+34 913 555 220', '+34 699 555 871'])
        await sofia.getByText(phone).waitFor();

      const search = page.getByRole('textbox', { name: 'Search contacts' });
      await search.pressSequentially('KENJI');
      await eventually(async () =>
        expect(await page.getByRole('row').filter({ hasText: '@example.com' }).count()).toBe(1),
      );
      await search.fill('liam.carter@');
      await eventually(async () => {
        expect(await page.getByRole('row').filter({ hasText: 'Liam Carter' }).count()).toBe(1);
        expect(await page.getByRole('row').filter({ hasText: 'Kenji Sato' }).count()).toBe(0);
      });
    },
  );

  browserTest(
    '9b. on a phone each contact shows its photo, email, birthday and phones without scrolling sideways',
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await signedInContext(currentApp(), context);
      await page.goto(`${currentApp().base}/dashboard/workers`);
      const sofia = page.getByRole('row').filter({ hasText: 'Sofia Martinez' });
      await sofia.waitFor();
      await contactsInAntdTable(page);
      await expectWithinWidth(sofia.locator('.worker-avatar img'), phoneViewport.width);
      await expectWithinWidth(sofia.getByRole('link', { name: 'sofia.martinez@example.com' }), phoneViewport.width);
      for (const phone of ['+34 612 555 014', '+34 913 555 220', '+34 699 555 871'])
        await expectWithinWidth(sofia.getByText(phone), phoneViewport.width);
      await expectNoSidewaysScroll(page);
    },
  );

  browserTest(
    '9c. opened directly on a slow network, Contacts asks for the workers beside the login check, and the rows arrive without moving the page',
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await signedInContext(currentApp(), context);
      await recordLayoutShifts(page);
      const requested: string[] = [];
      // The login check's answer takes a second, as on a slow phone: the workers are fetched meanwhile.
      await page.route('**/graphql', async (route) => {
        const operation = operationOf(route.request());
        requested.push(operation);
        if (operation === 'CurrentUser') {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          requested.push('CurrentUser answered');
        }
        await route.continue();
      });
      await page.goto(`${currentApp().base}/dashboard/workers`);
      await page.getByRole('row').filter({ hasText: 'Sofia Martinez' }).waitFor();
      expect(requested.indexOf('Workers')).toBeGreaterThanOrEqual(0);
      expect(requested.indexOf('Workers')).toBeLessThan(requested.indexOf('CurrentUser answered'));
      expect(requested.filter((operation) => operation === 'Workers')).toHaveLength(1);
      // The rows arrive without pushing anything already rendered (the footer first of all).
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  for (const [size, viewport] of [
    ['390 px', phoneViewport],
    ['1280 px', { width: 1280, height: 800 }],
  ] as const) {
    browserTest(
      `9e. at ${size}, workers that answer after the screen is rendered replace its loading row without moving the page`,
      getBrowser,
      async (open) => {
        const { page, context } = await open(viewport);
        await signedInContext(currentApp(), context);
        await recordLayoutShifts(page);
        // The workers wait until the screen shows that it is loading them, as on a slow network.
        const answer = await holdOperation(page, 'Workers');
        await page.goto(`${currentApp().base}/dashboard/workers`);
        await page.getByRole('table', { name: 'Contacts' }).getByRole('status').waitFor();
        answer();
        await page.getByRole('row').filter({ hasText: 'Sofia Martinez' }).waitFor();
        // Two frames for the browser to report any shift the rows caused.
        await twoFrames(page);
        expect(await layoutShifts(page)).toEqual([]);
      },
    );
  }

  for (const [size, viewport] of [
    ['390 px', phoneViewport],
    ['1280 px', { width: 1280, height: 800 }],
  ] as const) {
    browserTest(
      `9f. at ${size}, antd's Table takes the place of the plain rows rendered first without moving anything`,
      getBrowser,
      async (open) => {
        const { page, context } = await open(viewport);
        await signedInContext(currentApp(), context);
        await recordLayoutShifts(page);
        const release = await holdChunk(page, 'AntdContactsTable.antd');
        await page.goto(`${currentApp().base}/dashboard/workers`);
        await page.locator('.plain-table').getByRole('row').filter({ hasText: 'Sofia Martinez' }).waitFor();
        await twoFrames(page);
        const plain = await boxes(page);
        release();
        await contactsInAntdTable(page);
        await twoFrames(page);
        expect(await boxes(page)).toEqual(plain);
        expect(plain.length).toBeGreaterThan(50);
        expect(await layoutShifts(page)).toEqual([]);
      },
    );
  }

  browserTest(
    "9d. opened directly, Contacts asks for the login check and the workers before any of the dashboard's code, and for the screen's code at once, none waiting for the dashboard's code",
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await signedInContext(currentApp(), context);
      const events: string[] = [];
      await page.route('**/graphql', async (route) => {
        events.push(operationOf(route.request()));
        await route.continue();
      });
      // The dashboard's code takes a second to come, as on a slow phone.
      await page.route(/\/assets\/(DashboardRoute|ContactsPage)-[\w-]+\.js$/, async (route) => {
        const chunk = /(DashboardRoute|ContactsPage)-/.exec(route.request().url())![1]!;
        events.push(`${chunk} requested`);
        if (chunk === 'DashboardRoute') {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          events.push('DashboardRoute served');
        }
        await route.continue();
      });
      await page.goto(`${currentApp().base}/dashboard/workers`);
      await page.getByRole('row').filter({ hasText: 'Sofia Martinez' }).waitFor();
      const served = events.indexOf('DashboardRoute served');
      for (const early of ['CurrentUser', 'Workers', 'ContactsPage requested'])
        expect([early, events.indexOf(early) >= 0 && events.indexOf(early) < served]).toEqual([early, true]);
      // Over HTTP/1.1 a request waits for one of six connections: the data is requested before the code's dozen files.
      const codeRequested = events.indexOf('DashboardRoute requested');
      for (const first of ['CurrentUser', 'Workers'])
        expect([first, events.indexOf(first) >= 0 && events.indexOf(first) < codeRequested]).toEqual([first, true]);
      // Asked once each: the shell's login check takes the early answer instead of asking again.
      expect(events.filter((event) => event === 'CurrentUser')).toHaveLength(1);
      expect(events.filter((event) => event === 'Workers')).toHaveLength(1);
    },
  );

  browserTest('GraphiQL runs queries with the browser’s session', getBrowser, async (open) => {
    const { page, context } = await open();
    const { email } = await signedInContext(currentApp(), context);
    await page.goto(`${currentApp().base}/graphiql`);
    // The editor loads its language workers first;
    // until then Execute does nothing, so press it again as a person would.
    await page.getByText('me { uid email }').waitFor({ timeout: 15_000 });
    await eventually(async () => {
      await page.getByRole('button', { name: /Execute query/i }).click();
      await page.getByText(email).waitFor({ timeout: 2000 });
    }, 20_000);
  });
});
