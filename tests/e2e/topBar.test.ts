// The top bar's search and notifications in a real browser: Ctrl+K reaches the search from anywhere, arrows and Enter
// open a customer, Enter on the text opens the results page; the bell counts a new notification live, lists it, opens
// its customer and marks it read; the envelope lists mentions. axe-clean at 1280 and 390 px.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import {
  desktopViewport,
  eventually,
  expectNoSidewaysScroll,
  holdOperation,
  phoneViewport,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.TOP_BAR_SHOTS;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

describe('the top bar', () => {
  const { app, browser } = useE2eApp();

  async function setUp() {
    const owner = await signUp(app().crm.url, uniqueEmail('owner'));
    const colleague = await signUp(app().crm.url, uniqueEmail('colleague'));
    const lname = uniqueWord('Núñez');
    const customerId = await saveCustomerViaApi(app(), owner.token, {
      fname: 'Zoë',
      lname,
      email: 'zoe@example.com',
      phone: '555 987 6543',
      address: '1 Main St',
    });
    return { owner, colleague, lname, customerId };
  }

  for (const [size, viewport] of [
    ['1280 px', desktopViewport],
    ['390 px', phoneViewport],
  ] as const) {
    const compact = viewport === phoneViewport;

    /** Ctrl+K: the field has focus (on a phone, in the popup it opens). */
    async function openSearch(page: Page) {
      await page.keyboard.press('Control+k');
      const field = page.getByRole('combobox', { name: 'Search' });
      await eventually(async () =>
        expect(await field.evaluate((element) => element === document.activeElement)).toBe(true),
      );
      return field;
    }

    browserTest(
      `Ctrl+K searches; arrows and Enter open a customer; Enter on the text opens the results (${size})`,
      browser,
      async (open) => {
        const { owner, lname, customerId } = await setUp();
        const { page, context } = await open(viewport);
        await signInWith(app(), context, owner.token);
        await page.goto(`${app().base}/dashboard/users`);
        await page.getByRole('heading', { name: 'Customers list' }).waitFor();

        const field = await openSearch(page);
        // Accents and case aside: typed plainly, found as written.
        await field.fill(lname.replace('ú', 'u').toUpperCase());
        const listbox = page.getByRole('listbox', { name: 'Search results' });
        const option = listbox.getByRole('option', { name: new RegExp(`Zoë ${lname}`) });
        await option.waitFor();
        expect(await field.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('ArrowDown');
        await eventually(async () => expect(await option.getAttribute('aria-selected')).toBe('true'));
        expect(await field.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, `search-${viewport.width}`);
        if (!compact) await expectNoSidewaysScroll(page);
        await page.keyboard.press('Enter');
        await page.waitForURL(`**/dashboard/customerdetails/${customerId}`);

        // Escape closes the hits; Enter with none highlighted opens the results page, grouped by kind.
        const again = await openSearch(page);
        await again.fill('zoe');
        await listbox.getByRole('option').first().waitFor();
        await page.keyboard.press('Escape');
        await listbox.waitFor({ state: 'detached' });
        await page.keyboard.press('Enter');
        await page.waitForURL('**/dashboard/search?q=zoe');
        await page.getByRole('heading', { name: 'Search results', level: 1 }).waitFor();
        const customers = page.getByRole('region', { name: 'Customers' });
        await customers.getByRole('link', { name: new RegExp(`Zoë ${lname}`) }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
        await customers.getByRole('link', { name: new RegExp(`Zoë ${lname}`) }).click();
        await page.waitForURL(`**/dashboard/customerdetails/${customerId}`);
      },
    );

    browserTest(
      `the bell counts a new notification live, opens its customer and marks it read (${size})`,
      browser,
      async (open) => {
        const { owner, colleague, lname, customerId } = await setUp();
        const { page, context } = await open(viewport);
        await signInWith(app(), context, owner.token);
        await page.goto(`${app().base}/dashboard`);
        await page.getByRole('heading', { level: 1, name: 'Welcome to Staff CRM' }).waitFor();
        const bell = page.getByRole('button', { name: /^Alerts, \d+ new$/ });
        const envelope = page.getByRole('button', { name: /^Messages, \d+ new$/ });
        await bell.click();
        const alerts = page.getByRole('dialog', { name: 'Alerts Center' });
        await alerts.getByText("You're all caught up: nothing new.").waitFor();
        await page.keyboard.press('Escape');

        const services = app().crm.services.notifications;
        await services.notify({ uid: owner.uid, kind: 'CUSTOMER_ASSIGNED', byUid: colleague.uid, customerId });
        await services.notify({ uid: owner.uid, kind: 'MENTIONED', byUid: colleague.uid, customerId });
        await eventually(async () => expect(await bell.getAttribute('aria-label')).toBe('Alerts, 2 new'), 10_000);
        expect(await envelope.getAttribute('aria-label')).toBe('Messages, 1 new');

        await bell.click();
        const items = alerts.getByRole('listitem');
        await eventually(async () => expect(await items.count()).toBe(2));
        await alerts.getByRole('button', { name: `${colleague.email} made you a customer's owner (unread)` }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, `bell-${viewport.width}`);
        await alerts.getByRole('button', { name: new RegExp(`${colleague.email} mentioned you`) }).click();
        await page.waitForURL(`**/dashboard/customerdetails/${customerId}`);
        await page.getByText(lname).first().waitFor();
        await eventually(async () => expect(await bell.getAttribute('aria-label')).toBe('Alerts, 1 new'));
        expect(await envelope.getAttribute('aria-label')).toBe('Messages, 0 new');

        await envelope.click();
        const messages = page.getByRole('dialog', { name: 'Message Center' });
        await messages.getByRole('button', { name: `${colleague.email} mentioned you` }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        await bell.click();
        await alerts.getByRole('button', { name: 'Mark all read' }).click();
        await eventually(async () => expect(await bell.getAttribute('aria-label')).toBe('Alerts, 0 new'));
        expect(await alerts.getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
      },
    );
  }

  browserTest(
    'a panel opened while the next screen is still arriving stays open when that screen shows its heading',
    browser,
    async (open) => {
      const { owner, colleague, lname, customerId } = await setUp();
      const { page, context } = await open(desktopViewport);
      await signInWith(app(), context, owner.token);
      await page.goto(`${app().base}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Welcome to Staff CRM' }).waitFor();
      await app().crm.services.notifications.notify({
        uid: owner.uid,
        kind: 'MENTIONED',
        byUid: colleague.uid,
        customerId,
      });
      const bell = page.getByRole('button', { name: /^Alerts, \d+ new$/ });
      await eventually(async () => expect(await bell.getAttribute('aria-label')).toBe('Alerts, 1 new'), 10_000);

      // The customer's answer is held, so the page is still arriving when the envelope opens.
      const release = await holdOperation(page, 'Customer');
      await bell.click();
      await page
        .getByRole('dialog', { name: 'Alerts Center' })
        .getByRole('button', { name: new RegExp(`${colleague.email} mentioned you`) })
        .click();
      await page.waitForURL(`**/dashboard/customerdetails/${customerId}`);
      await page.getByRole('button', { name: /^Messages, \d+ new$/ }).click();
      const messages = page.getByRole('dialog', { name: 'Message Center' });
      await messages.getByRole('button', { name: `${colleague.email} mentioned you` }).waitFor();

      release();
      await page.getByRole('heading', { level: 1, name: new RegExp(lname) }).waitFor();
      // Two frames: the screen's move of focus to its heading, had it happened, is done by then.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await messages.isVisible()).toBe(true);
      expect(await messages.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    },
  );
});
