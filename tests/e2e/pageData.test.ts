// A customer's page opened at its address holds the answers to the screen's first queries (server/http/pageData.ts):
// the app shows the customer, its tasks, timeline and history without asking the server for any of them, and a page
// loaded again holds the answers as they are then.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from '@jest/globals';
import { browserTest } from './support/browser.ts';
import { operationOf, phoneViewport, saveCustomerViaApi, signedInContext, useE2eApp } from './support/crmApp.ts';

const listed = (
  JSON.parse(fs.readFileSync(path.resolve('dist/web/frames/customerdetails-id.queries.json'), 'utf8')) as Array<{
    operationName: string;
  }>
).map((query) => query.operationName);

describe("a customer's page with its answers in it", () => {
  const { app, browser } = useE2eApp();

  browserTest(
    "shows the customer and everything below it without asking the server any of the page's first queries, and a reload holds a change made since",
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const { token, email } = await signedInContext(app(), context);
      const customer = {
        fname: 'Lin',
        lname: 'Paged',
        email: 'lin.paged@example.com',
        phone: '555 010 0311',
        address: '3 Answer Lane',
        notes: 'Asked in the page',
      };
      const id = await saveCustomerViaApi(app(), token, customer);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.method() === 'POST') asked.push(operationOf(request));
      });
      await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      await page.getByRole('heading', { name: 'Lin Paged', level: 1 }).waitFor();
      await page.getByText('Asked in the page').waitFor();
      await page.getByRole('region', { name: 'History' }).getByText(`${email} added this customer`).waitFor();
      await page.waitForLoadState('networkidle');
      expect(listed).toEqual(
        expect.arrayContaining(['CurrentUser', 'Customer', 'CustomerTimeline', 'CustomerHistory']),
      );
      expect(asked.filter((operation) => listed.includes(operation))).toEqual([]);

      await saveCustomerViaApi(app(), token, { ...customer, id, notes: 'Changed since the page was sent' });
      // Live first (the history then asks for its new entry); the reload waits for that, as a person reading it would.
      await page.locator('.details-notes', { hasText: 'Changed since the page was sent' }).waitFor();
      await page.waitForLoadState('networkidle');
      asked.length = 0;
      await page.reload();
      // The app's own heading (the server's frame before it is hidden from screen readers), then its one notes cell.
      await page.getByRole('heading', { name: 'Lin Paged', level: 1 }).waitFor();
      await expect(page.locator('.details-notes').textContent()).resolves.toBe('Changed since the page was sent');
      expect(asked.filter((operation) => listed.includes(operation))).toEqual([]);
    },
  );
});
