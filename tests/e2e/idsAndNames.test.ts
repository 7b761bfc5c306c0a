// Every screen of the route table (web/src/shared/routes.ts), as an owner sees it once settled: no id twice on the
// page (a label or aria-labelledby pointing at a shared id names the wrong element), and every field named.
import { beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dashboardRoutes, paths } from '../../web/src/shared/routes.ts';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { contactsInAntdTable, customersInAntdTable, saveCustomerViaApi, useE2eApp } from './support/crmApp.ts';

/** What each screen shows once its deferred parts are in place; a new route without an entry fails to compile. */
const settled: Record<keyof typeof dashboardRoutes, (page: Page) => Promise<unknown>> = {
  welcome: (page) => page.getByRole('heading', { name: 'Welcome to Staff CRM' }).waitFor(),
  addCustomer: (page) => page.getByLabel('First name', { exact: true }).waitFor(),
  editCustomer: (page) => page.getByLabel('First name', { exact: true }).waitFor(),
  customerDetails: (page) => page.getByText('ida@example.com').first().waitFor(),
  customers: customersInAntdTable,
  duplicates: (page) => page.getByRole('heading', { name: 'Duplicates' }).waitFor(),
  spinner: (page) => page.getByRole('main').waitFor(),
  contacts: contactsInAntdTable,
  import: (page) => page.getByRole('heading', { name: 'Import customers' }).waitFor(),
  account: (page) => page.getByLabel('New password', { exact: true }).waitFor(),
  team: (page) => page.getByRole('heading', { name: 'Team' }).waitFor(),
  tasks: (page) => page.getByRole('heading', { name: 'Today' }).waitFor(),
  companies: (page) => page.getByLabel('Search companies').waitFor(),
  // The address names a customer's id here: the page says there is no such company.
  company: (page) => page.getByText('There is no such company.').waitFor(),
  search: (page) => page.getByRole('heading', { name: 'Search results' }).waitFor(),
};

/** Each id held by more than one element, with how many hold it. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
  });

// axe's rules for fields without a name (inputs, selects, textareas, comboboxes and the like).
const fieldNameRules = ['label', 'select-name', 'aria-input-field-name', 'aria-toggle-field-name'] as const;

/** Every id held twice and every field without a name on the page as it stands. */
async function problemsOn(page: Page): Promise<string[]> {
  return [...(await duplicateIds(page)).map((id) => `the id ${id}`), ...(await axeViolations(page, fieldNameRules))];
}

describe('ids and field names on every screen', () => {
  const { app, browser } = useE2eApp();
  // The first account of a fresh server is its owner, who sees every screen (the team's too).
  let owner: { token: string };
  let customerId: string;
  beforeAll(async () => {
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
    customerId = await saveCustomerViaApi(app(), owner.token, {
      fname: 'Ida',
      lname: 'Access',
      address: '1 Ramp Road',
      email: 'ida@example.com',
      phone: '555 010 0101',
    });
  });

  for (const route of Object.keys(dashboardRoutes) as Array<keyof typeof dashboardRoutes>) {
    browserTest(
      `the ${route} screen (/dashboard/${dashboardRoutes[route]}) holds no id twice and names every field`,
      browser,
      async (open) => {
        const { page, context } = await open();
        await context.addCookies([{ name: 'crm_session', value: owner.token, url: app().base }]);
        await page.goto(`${app().base}${paths.dashboard}/${dashboardRoutes[route].replace(':id', customerId)}`);
        await settled[route](page);
        expect(await problemsOn(page)).toEqual([]);
      },
    );
  }

  browserTest('the login screen holds no id twice and names every field', browser, async (open) => {
    const { page } = await open();
    await page.goto(`${app().base}${paths.login}`);
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    expect(await problemsOn(page)).toEqual([]);
  });
});
