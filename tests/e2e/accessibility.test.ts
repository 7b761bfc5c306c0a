// axe-core on each screen staff use, on a desktop and a phone: WCAG 2.2 A and AA and axe's best practices
// (landmarks, one h1, names). Any violation fails, listed with the elements it concerns.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { browserTest } from './support/browser.ts';
import {
  chooseFilter,
  customerRow,
  eventually,
  fillCustomerForm,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
  type E2eCrm,
} from './support/crmApp.ts';

const desktopViewport = { width: 1280, height: 800 };

/** Runs axe on the page as it is now; the returned lines name each rule broken and where. */
async function axeViolations(page: Page): Promise<string[]> {
  // Animations finish first, so colours are measured as they settle.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}`)
        .join('\n'),
  );
}

/** Two new customers, the second removed; returns their first names. */
async function customersWithOneRemoved(app: E2eCrm, token: string): Promise<{ kept: string; removed: string; notes: string }> {
  const kept = uniqueWord('Axel');
  const removed = uniqueWord('Gone');
  // Both carry the same note, so a search shows just these two on a phone's short list.
  const notes = uniqueWord('axe');
  await saveCustomerViaApi(app, token, { fname: kept, lname: 'Access', address: '1 Ramp Road', email: 'axel@example.com', phone: '555 010 0101', notes });
  const removedId = await saveCustomerViaApi(app, token, { fname: removed, lname: 'Greyed', address: '2 Past Lane', email: 'gone@example.com', phone: '555 010 0102', notes });
  await gql(app.crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id: removedId }, { token });
  return { kept, removed, notes };
}

describe('accessibility (axe)', () => {
  const { app, browser } = useE2eApp();

  for (const [size, viewport] of [
    ['1280 px', desktopViewport],
    ['390 px', phoneViewport],
  ] as const) {
    browserTest(`the login screen has no axe violations at ${size}`, browser, async (open) => {
      const { page } = await open(viewport);
      await page.goto(`${app().base}/`);
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(`the customers list (all, one removed) has no axe violations at ${size}`, browser, async (open) => {
      const { page, context } = await open(viewport);
      const { token } = await signedInContext(app(), context);
      const { kept, removed, notes } = await customersWithOneRemoved(app(), token);
      await openCustomersList(page, app());
      await chooseFilter(page, 'All customers');
      await page.getByRole('textbox', { name: 'Search customers' }).fill(notes);
      await customerRow(page, kept).waitFor();
      await customerRow(page, removed).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The same list with nothing to show (antd's empty placeholder).
      await page.getByRole('textbox', { name: 'Search customers' }).fill(uniqueWord('nomatch'));
      await page.getByText('No customer matches your search.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(`the add form showing its errors has no axe violations at ${size}`, browser, async (open) => {
      const { page, context } = await open(viewport);
      await signedInContext(app(), context);
      await page.goto(`${app().base}/dashboard/adduser`);
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      await fillCustomerForm(page, { fname: 'A', lname: 'B', address: '1 Ma', email: 'nobody@', phone: '1234' });
      await page.keyboard.press('Tab');
      await page.getByText('Please insert valid phone', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(`the contacts list has no axe violations at ${size}`, browser, async (open) => {
      const { page, context } = await open(viewport);
      await signedInContext(app(), context);
      await page.goto(`${app().base}/dashboard/workers`);
      await page.getByRole('heading', { name: 'Contacts' }).waitFor();
      await page.getByRole('row').nth(2).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    browserTest(`the Remove confirmation has no axe violations at ${size}`, browser, async (open) => {
      const { page, context } = await open(viewport);
      const { token } = await signedInContext(app(), context);
      const { kept } = await customersWithOneRemoved(app(), token);
      await openCustomersList(page, app());
      await customerRow(page, kept).getByRole('button', { name: 'Remove' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // It opens on Cancel: Enter keeps the customer.
      await eventually(async () => expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true));
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'hidden' });
      expect(await customerRow(page, kept).getByRole('button', { name: /Remove/ }).count()).toBe(1);
    });
  }
});
