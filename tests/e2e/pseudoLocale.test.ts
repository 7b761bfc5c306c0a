// Every screen in the pseudo-locale (en-XA: each message accented and about 40 % longer) at 1280 and 390 px: no word
// of the screen's own is left in plain English (so none is hard-coded past the catalogs) and no label, button, heading
// or column title is cut off by the longer words. The people's data (names, emails, addresses) stays as typed: the
// check skips table cells, bidi-isolated values and the values this test saved; dates and relative times, which Intl
// writes in English for a locale it does not know; the choices of native selects (language names in their own
// language, countries and time zones by Intl); and identifiers such as webhook event names (`customer.created`).
import { beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest } from './support/browser.ts';
import { desktopViewport, phoneViewport, saveCustomerViaApi, signInWith, useE2eApp } from './support/crmApp.ts';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';

const shots = process.env.CRM_E2E_SHOTS;

const customer = {
  fname: 'Ada',
  lname: 'Lovelace',
  address: '12 St James Square',
  email: 'ada@example.com',
  phone: '+442079460000',
  notes: 'Prefers mornings',
};

/** What the screen shows that is neither the person's data nor accented: words of the app left in English. */
function englishLeft(page: Page, data: string[]): Promise<string[]> {
  return page.evaluate((values) => {
    const left: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!parent || !/[A-Za-z]{3,}/.test(text) || /[^\x20-\x7e]/.test(text)) continue;
      if (
        parent.closest(
          'td, bdi, [dir="auto"], select, .ant-select, script, style, noscript, [hidden], [aria-hidden="true"]',
        )
      )
        continue;
      if (
        /^(just now|\d+ \w+ ago|in \d+ \w+|[A-Z][a-z]{2} \d{1,2}(, \d{4})?(,? (at )?[\d:]+( [AP]M)?)?|[a-z]+\.[a-z]+)$/.test(
          text,
        )
      )
        continue;
      if (!parent.checkVisibility?.() || values.some((value) => value.includes(text) || text.includes(value))) continue;
      left.push(text);
    }
    return left;
  }, data);
}

/** Labels, buttons, headings and column titles whose words do not fit the box that clips them. */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, label, th, h1, h2, h3, [role="tab"], .side-menu-label, .ant-form-item-label, .ant-btn span',
      ),
    ]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        // A visually hidden heading (one pixel, for screen readers) clips on purpose.
        const hidden = element.clientWidth <= 1;
        return element.checkVisibility() && !hidden && clips && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

/** Buttons and links that reach past the edge of a box that clips them (a row's actions pushed out of its card). */
function pushedOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')]
      .filter((element) => {
        if (!element.checkVisibility() || element.clientWidth <= 1) return false;
        const box = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const edge = parent.getBoundingClientRect();
          return box.right > edge.right + 1 || box.left < edge.left - 1;
        }
        return false;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName),
  );
}

describe('every screen in the pseudo-locale', () => {
  const { app, browser } = useE2eApp();
  let owner: { email: string; token: string };
  let customerId: string;
  beforeAll(async () => {
    owner = await signUp(app().crm.url, uniqueEmail('pseudo'));
    customerId = await saveCustomerViaApi(app(), owner.token, customer);
    // A task due today about the customer: the Tasks screen, "My tasks" and the customer's page each list it.
    await gql(
      app().crm.url,
      'mutation ($input: TaskInput!) { createTask(input: $input) { id } }',
      { input: { title: customer.notes, dueAt: new Date().toISOString(), customerId } },
      { token: owner.token },
    );
  });

  const screens = (): Array<[string, string]> => [
    ['dashboard', '/dashboard'],
    ['customers list', '/dashboard/users'],
    ['add customer', '/dashboard/adduser'],
    ['customer details', `/dashboard/customerdetails/${customerId}`],
    ['contacts', '/dashboard/workers'],
    ['duplicates', '/dashboard/duplicates'],
    ['import', '/dashboard/import'],
    ['account', '/dashboard/account'],
    ['team', '/dashboard/team'],
    ['tasks', '/dashboard/tasks'],
  ];

  for (const [size, viewport] of [
    ['1280', desktopViewport],
    ['390', phoneViewport],
  ] as const)
    browserTest(`leaves no word in English and none cut off at ${size} px`, browser, async (open) => {
      const { page, context } = await open(viewport);
      await context.addInitScript(() => window.localStorage.setItem('crm-locale', 'en-XA'));
      await signInWith(app(), context, owner.token);
      // 'node': the device name of the session the test signed up with (its user agent).
      const data = [...Object.values(customer), owner.email, 'Staff CRM', 'GraphQL', 'CSV', 'TOTP', 'node'];
      const found: Record<string, { english: string[]; cut: string[] }> = {};
      for (const [name, path] of screens()) {
        await page.goto(`${app().base}${path}`);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        const english = await englishLeft(page, data);
        const cut = [...(await cutOff(page)), ...(await pushedOut(page))];
        if (english.length || cut.length) found[name] = { english, cut };
        if (shots) await page.screenshot({ path: `${shots}/pseudo-${name.replace(/ /g, '-')}-${size}.png` });
      }
      expect(found).toEqual({});
    });
});
