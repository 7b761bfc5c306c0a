// A customer's history on its details page: who added it and who changed which field, newest first; each value
// isolated, so right-to-left text keeps to itself.
import { describe, expect } from '@jest/globals';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { browserTest } from './support/browser.ts';
import {
  holdOperation,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  useE2eApp,
  withoutPageAnswers,
} from './support/crmApp.ts';
import { layoutShifts, recordLayoutShifts, twoFrames } from './support/layoutShifts.ts';

describe('history', () => {
  const { app, browser } = useE2eApp();

  for (const viewport of [undefined, phoneViewport]) {
    browserTest(
      `the details page tells who added the customer and who changed what${viewport ? ' (390 px)' : ''}`,
      browser,
      async (open) => {
        const { page, context } = await open(viewport);
        const me = await signedInContext(app(), context);
        const colleague = await signUp(app().crm.url, uniqueEmail('colleague'));
        const customer = {
          fname: 'Grace',
          lname: 'Hopper',
          email: 'grace.h@example.com',
          phone: '555 010 0500',
          address: '1 Navy Yard',
        };
        const id = await saveCustomerViaApi(app(), me.token, customer);
        await saveCustomerViaApi(app(), colleague.token, {
          ...customer,
          id,
          phone: '555 010 0599',
          notes: 'Call after 10',
        });
        await gql(
          app().crm.url,
          'mutation ($id: ID!) { removeCustomer(id: $id) { id } }',
          { id },
          { token: colleague.token },
        );

        await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
        const history = page.getByRole('region', { name: 'History' });
        await history.getByText(`${me.email} added this customer`).waitFor();
        const items = await history.locator('.history-item').allTextContents();
        expect(items).toEqual([
          `${colleague.email} removed this customer, just now`,
          `${colleague.email} changed the phone from “555 010 0500” to “555 010 0599”, the notes from nothing to “Call after 10”, just now`,
          `${me.email} added this customer, just now`,
        ]);
        await page.screenshot({ path: `tests/artifacts/history-${viewport ? 390 : 1280}.png`, fullPage: true });
      },
    );
  }

  browserTest(
    'at 390 px, a history that answers after the page is rendered moves nothing on it, the footer included',
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const me = await signedInContext(app(), context);
      const customer = {
        fname: 'Ada',
        lname: 'Lovelace',
        email: 'ada.l@example.com',
        phone: '555 010 0700',
        address: '12 St James Square',
      };
      const id = await saveCustomerViaApi(app(), me.token, customer);
      for (const phone of ['555 010 0701', '555 010 0702', '555 010 0703'])
        await saveCustomerViaApi(app(), me.token, { ...customer, id, phone });
      await recordLayoutShifts(page);
      // The history waits until the customer's fields are rendered, as on a slow network.
      await withoutPageAnswers(page);
      const answer = await holdOperation(page, 'CustomerHistory');
      await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      await page.getByText('12 St James Square').waitFor();
      await twoFrames(page);
      answer();
      await page.getByRole('region', { name: 'History' }).getByText(`${me.email} added this customer`).waitFor();
      // Two frames for the browser to report any shift the entries caused.
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  browserTest(
    'at 390 px, a customer that answers after the page is rendered moves nothing on it: the actions and history come with the fields',
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const me = await signedInContext(app(), context);
      const customer = {
        fname: 'Mary',
        lname: 'Jackson',
        email: 'mary.j@example.com',
        phone: '555 010 0800',
        address: '4 Langley Road',
        notes: 'Engineer',
      };
      const id = await saveCustomerViaApi(app(), me.token, customer);
      await recordLayoutShifts(page);
      // The customer waits until the page around it is rendered, as on a slow network.
      await withoutPageAnswers(page);
      const answer = await holdOperation(page, 'Customer');
      await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      await page.locator('.ui-skeleton').waitFor();
      await twoFrames(page);
      answer();
      await page.getByRole('button', { name: 'Back to list' }).waitFor();
      await page.getByRole('region', { name: 'History' }).getByText(`${me.email} added this customer`).waitFor();
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  browserTest(
    'a note ending in Hebrew keeps the time after it in place (“…שלום”, 11 minutes ago)',
    browser,
    async (open) => {
      const { page, context } = await open();
      const me = await signedInContext(app(), context);
      const customer = {
        fname: 'Noa',
        lname: 'Levi',
        email: 'noa.levi@example.com',
        phone: '+972 3 555 0101',
        address: '1 Herzl Street',
      };
      const id = await saveCustomerViaApi(app(), me.token, customer);
      await saveCustomerViaApi(app(), me.token, { ...customer, id, notes: 'Call back, שלום' });
      // The page's clock eleven minutes on: the entries read "11 minutes ago".
      await page.clock.setFixedTime(Date.now() + 11 * 60_000 + 5_000);
      await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      const line = page.getByRole('region', { name: 'History' }).locator('.history-item').first();
      await expect(line.textContent()).resolves.toBe(
        `${me.email} changed the notes from nothing to “Call back, שלום”, 11 minutes ago`,
      );
      // Where the glyphs are rendered: the closing quote after the note, then "11", then "minutes".
      const positions = await line.evaluate((item) => {
        const text = item.textContent ?? '';
        // The last occurrence: the time ends the line, and the email before it may hold the same digits.
        const boxOf = (needle: string) => {
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          let found: { left: number; right: number } | null = null;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.lastIndexOf(needle);
            if (at === -1) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + needle.length);
            const box = range.getBoundingClientRect();
            found = { left: box.left, right: box.right };
          }
          if (!found) throw new Error(`${needle} not in ${text}`);
          return found;
        };
        return { quote: boxOf('”'), eleven: boxOf('11'), minutes: boxOf('minutes') };
      });
      expect(positions.eleven.left).toBeGreaterThan(positions.quote.right);
      expect(positions.minutes.left).toBeGreaterThan(positions.eleven.right);
      await page.screenshot({ path: '/tmp/history-hebrew.png' });
    },
  );
});
