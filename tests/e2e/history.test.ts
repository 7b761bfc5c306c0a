// A customer's history on its details page (issue 12): who added it and who changed which field, newest first.
import { describe, expect } from '@jest/globals';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { browserTest } from './support/browser.ts';
import { phoneViewport, saveCustomerViaApi, signedInContext, useE2eApp } from './support/crmApp.ts';

describe('history', () => {
  const { app, browser } = useE2eApp();

  for (const viewport of [undefined, phoneViewport]) {
    browserTest(`the details page tells who added the customer and who changed what${viewport ? ' (390 px)' : ''}`, browser, async (open) => {
      const { page, context } = await open(viewport);
      const me = await signedInContext(app(), context);
      const colleague = await signUp(app().crm.url, uniqueEmail('colleague'));
      const customer = { fname: 'Grace', lname: 'Hopper', email: 'grace.h@example.com', phone: '555 010 0500', address: '1 Navy Yard' };
      const id = await saveCustomerViaApi(app(), me.token, customer);
      await saveCustomerViaApi(app(), colleague.token, { ...customer, id, phone: '555 010 0599', notes: 'Call after 10' });
      await gql(app().crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, { token: colleague.token });

      await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText(`${me.email} added this customer`).waitFor();
      const items = await history.locator('.ant-timeline-item').allTextContents();
      expect(items).toEqual([
        `${colleague.email} removed this customer, just now`,
        `${colleague.email} changed the phone from “555 010 0500” to “555 010 0599”, the notes from nothing to “Call after 10”, just now`,
        `${me.email} added this customer, just now`,
      ]);
      await page.screenshot({ path: `tests/artifacts/history-${viewport ? 390 : 1280}.png`, fullPage: true });
    });
  }
});
