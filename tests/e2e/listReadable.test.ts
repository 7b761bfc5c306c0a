// A list you can read: at 1280 px a phone and a usual email fit their columns, and a value cut with an ellipsis shows
// whole on hover and on keyboard focus, in a tip screen readers do not read twice.
import { describe, expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { browserTest } from './support/browser.ts';
import {
  customerRow,
  eventually,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

// A link is cut at its cell's edge by itself (listRows.css); other values by their cell's box.
const isCut = (locator: Locator) =>
  locator.evaluate((link) => {
    const value = link.closest('.customers-grid-ellipsis')!;
    return value.scrollWidth > value.clientWidth || link.scrollWidth > link.clientWidth;
  });

describe('a list you can read', () => {
  const { app, browser } = useE2eApp();

  /**
   * Thirty customers, Row00 to Row29, under one new last name made from `word`: the list opened and searched for them.
   */
  async function thirtyRowsListed(page: Page, token: string, word: string): Promise<void> {
    const lname = uniqueWord(word);
    for (let i = 0; i < 30; i++)
      await saveCustomerViaApi(app(), token, {
        fname: `Row${String(i).padStart(2, '0')}`,
        lname,
        address: `${i} ${word} Road`,
        email: `row${i}.${lname.toLowerCase()}@example.com`,
        phone: `+1 212 555 ${String(1000 + i)}`,
      });
    await openCustomersList(page, app());
    await page.getByRole('textbox', { name: 'Search customers' }).fill(lname);
    await customerRow(page, 'Row00').waitFor();
  }

  browserTest(
    'at 1280 px: the phone and a usual email whole; a long email shows whole on hover and on focus',
    browser,
    async (open) => {
      const { page, context } = await open({ width: 1280, height: 800 });
      const { token } = await signedInContext(app(), context);
      const fname = uniqueWord('Read');
      const long = `${fname.toLowerCase()}.with.a.very.long.mailbox.name@example-enterprise-holdings.com`;
      await saveCustomerViaApi(app(), token, {
        fname,
        lname: 'Longmail',
        address: '1 Wide Road',
        email: long,
        phone: '+1 (212) 555-0110',
      });
      await saveCustomerViaApi(app(), token, {
        fname,
        lname: 'Usual',
        address: '2 Wide Road',
        email: 'john.doe@example.com',
        phone: '+44 20 7946 0018',
      });
      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(fname);
      const usual = customerRow(page, 'Usual');
      await usual.waitFor();
      const row = customerRow(page, 'Longmail');
      const email = row.getByRole('link', { name: long });
      // Read until the table has its final columns (antd's table replaces the first plain one when the browser is
      // idle): on a busy machine the email was still whole 5 s after the rows came, and cut once run alone.
      await eventually(async () => expect(await isCut(email)).toBe(true), 15_000);
      expect(await isCut(usual.getByRole('link', { name: 'john.doe@example.com' }))).toBe(false);
      expect(await isCut(usual.getByRole('link', { name: '+44 20 7946 0018' }))).toBe(false);
      expect(await isCut(row.getByRole('link', { name: '+1 (212) 555-0110' }))).toBe(false);

      const tip = page.locator('.cut-value-tip');
      // Hovered and measured again if the rows were rendered anew meanwhile (a late live change re-renders them, and
      // the tip leaves with the row it was shown for: one CI run found no tip box right after reading its text).
      await eventually(async () => {
        await email.hover({ position: { x: 20, y: 5 } });
        await expect(tip.textContent({ timeout: 2000 })).resolves.toBe(long);
        expect(await tip.getAttribute('aria-hidden', { timeout: 2000 })).toBe('true');
        // Inside the window, under the cell.
        const [tipBox, cellBox] = [
          await tip.boundingBox({ timeout: 2000 }),
          await email.boundingBox({ timeout: 2000 }),
        ];
        expect(tipBox).not.toBeNull();
        expect(tipBox!.y).toBeGreaterThan(cellBox!.y);
        expect(tipBox!.x + tipBox!.width).toBeLessThanOrEqual(1280);
      }, 15_000);
      await page.mouse.move(5, 5);
      await tip.waitFor({ state: 'detached' });

      // Keyboard: Tab from the row's first name… reaches the email link, and the tip follows focus.
      await page.getByRole('textbox', { name: 'Search customers' }).focus();
      for (let step = 0; step < 40 && !(await email.evaluate((link) => link === document.activeElement)); step++)
        await page.keyboard.press('Tab');
      expect(await email.evaluate((link) => link === document.activeElement)).toBe(true);
      await expect(tip.textContent()).resolves.toBe(long);
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'detached' });
    },
  );

  browserTest(
    "at 1280 px the list's box follows the window's height, showing more rows in a taller window",
    browser,
    async (open) => {
      const { page, context } = await open({ width: 1280, height: 800 });
      const { token } = await signedInContext(app(), context);
      await thirtyRowsListed(page, token, 'Tall');
      // Measured once antd's header is in (it comes after the page's first paint; the rows are rendered anew then).
      await page.getByRole('table', { name: 'Customers' }).locator('.ant-table-thead').waitFor();
      const scroller = page.locator('.customers-grid-scroller');
      const shown = () =>
        scroller.evaluate((box) => ({ height: box.clientHeight, rows: box.querySelectorAll('[data-row-key]').length }));
      let before = { height: 0, rows: 0 };
      await eventually(async () => {
        before = await shown();
        expect(before.height).toBeGreaterThan(300);
        expect(before.rows).toBeGreaterThan(5);
      });
      await page.setViewportSize({ width: 1280, height: 1100 });
      await eventually(async () => {
        const after = await shown();
        expect(after.height).toBe(before.height + 300);
        expect(after.rows).toBeGreaterThan(before.rows);
      });
    },
  );

  browserTest(
    'at 390 px the page scrolls the list, not a box inside it, down to its last customer',
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const { token } = await signedInContext(app(), context);
      await thirtyRowsListed(page, token, 'Scroll');
      const scroller = page.locator('.customers-grid-scroller');
      expect(await scroller.evaluate((box) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 3)).toBe(true);

      const toTheEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await toTheEnd();
      const last = customerRow(page, 'Row29');
      await last.waitFor();
      // The last row whole above the footer, the footer in view (measured once the rows in view have been rendered anew
      // for the scroll: a row rendered again between the wait and the measure has no box). Scrolled to the end again
      // each time, as a reader goes on scrolling: rows measured once rendered may make the page taller after the first
      // scroll (one full run here found the footer 8 px below the screen).
      await eventually(async () => {
        await toTheEnd();
        const [rowBox, footerBox] = [await last.boundingBox(), await page.locator('footer').last().boundingBox()];
        expect(rowBox).not.toBeNull();
        expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(footerBox!.y + 1);
        expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(phoneViewport.height + 1);
      });
    },
  );
});
