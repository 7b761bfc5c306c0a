// Customer owners in the browser: "My customers" shows only the signed-in person's customers, live, and survives a
// reload through the address (owner=me); axe finds nothing on the list with it on, at 1280 and 390 px.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { browserTest } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import {
  customerRow,
  eventually,
  expectNoSidewaysScroll,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

/** The emails of the rows shown, top to bottom. */
const emailsShown = (page: Page) =>
  page
    .locator('[role=row][data-row-key] a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.textContent ?? '').sort());

describe('customer owners', () => {
  const { app, browser } = useE2eApp();

  for (const viewport of [undefined, phoneViewport]) {
    browserTest(
      `"My customers" keeps only one's own customers and survives a reload (${viewport ? 390 : 1280} px)`,
      browser,
      async (open) => {
        const session = await open(viewport);
        const { page } = session;
        const { token } = await signedInContext(app(), session.context);
        const other = await signUp(app().crm.url, uniqueEmail('e2e-other'));
        const word = uniqueWord('own');
        const customer = (email: string, phone: string) => ({
          fname: 'Owned',
          lname: 'Person',
          email,
          phone,
          address: `1 Owner Row ${word}`,
        });
        const mine = [`a.${word}@example.com`, `b.${word}@example.com`];
        await saveCustomerViaApi(app(), token, customer(mine[0]!, '555 010 0701'));
        await saveCustomerViaApi(app(), token, customer(mine[1]!, '555 010 0702'));
        await saveCustomerViaApi(app(), other.token, customer(`c.${word}@example.com`, '555 010 0703'));

        await openCustomersList(page, app());
        await customerRow(page, `c.${word}@example.com`).first().waitFor();
        const toggle = page.getByRole('checkbox', { name: 'My customers' });
        await toggle.check();
        await eventually(async () => expect(await emailsShown(page)).toEqual(mine));
        await eventually(async () => expect(new URL(page.url()).searchParams.get('owner')).toBe('me'));

        await page.reload();
        await page.getByRole('heading', { name: 'Customers list' }).waitFor();
        expect(await page.getByRole('checkbox', { name: 'My customers' }).isChecked()).toBe(true);
        await eventually(async () => expect(await emailsShown(page)).toEqual(mine));
        // One given to them while they look joins their list live.
        const third = `d.${word}@example.com`;
        await saveCustomerViaApi(app(), token, customer(third, '555 010 0704'));
        await eventually(async () => expect(await emailsShown(page)).toEqual([...mine, third].sort()));

        if (viewport) await expectNoSidewaysScroll(page);
        expect(await axeViolations(page)).toEqual([]);
        if (shots) await page.screenshot({ path: `${shots}/owners-mine-${viewport ? 390 : 1280}.png` });
      },
      90_000,
    );
  }
});
