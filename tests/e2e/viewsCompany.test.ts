// A saved view keeps the list's company filter (company= in the address): saved from a list narrowed to one company,
// it narrows the list to that company again when opened from Views on a list of every company's customers.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import { eventually, saveCustomerViaApi, signedInContext, uniqueWord, useE2eApp } from './support/crmApp.ts';

/** The emails of the rows shown, top to bottom. */
const emailsShown = (page: Page) =>
  page
    .getByRole('table', { name: 'Customers' })
    .locator('[role=row][data-row-key] a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

describe('a saved view and the company filter', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'keeps the company filter and applies it again when opened',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const word = uniqueWord('viewcompany');
      const { body } = await gql<{ saveCompany: { id: string } }>(
        app().crm.url,
        'mutation ($input: CompanyInput!) { saveCompany(input: $input) { id } }',
        { input: { name: `Acme ${word}` } },
        { token },
      );
      const companyId = body.data!.saveCompany.id;
      const person = { lname: 'Company', address: `1 Main Street ${word}`, notes: word };
      // Ann works at the company (saveCustomer's companyId, which the e2e helper's type leaves out).
      const ann = { ...person, fname: 'Ann', email: `a.${word}@example.com`, phone: '555 010 0701', companyId };
      await saveCustomerViaApi(app(), token, ann);
      await saveCustomerViaApi(app(), token, {
        ...person,
        fname: 'Bob',
        email: `b.${word}@example.com`,
        phone: '555 010 0702',
      });

      await page.goto(`${app().base}/dashboard/users?search=${word}&company=${companyId}`);
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await eventually(async () => expect(await emailsShown(page)).toEqual([`a.${word}@example.com`]));
      await page.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Save as new view…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Acme people');
      await clickInDialog(dialog.getByRole('button', { name: 'Save view' }));
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Views: Acme people' }).waitFor();

      // Every company's customers, then the view: the company filter comes back with it.
      await page.goto(`${app().base}/dashboard/users?search=${word}`);
      await eventually(async () => expect((await emailsShown(page)).length).toBe(2));
      await page.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menuitem', { name: /^Acme people/ }).click();
      await eventually(async () => expect(new URL(page.url()).searchParams.get('company')).toBe(companyId));
      await eventually(async () => expect(await emailsShown(page)).toEqual([`a.${word}@example.com`]));
    },
    120_000,
  );
});
