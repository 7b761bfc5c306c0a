// Companies in the browser: a member adds a company from the customer form by typing its name, the company's page
// lists the person (and follows a customer joining live), the Companies screen counts 1 person; the customer's page
// links to the company; a viewer sees no Add company button; axe at 1280 and 390 px, and in the dark scheme. (Its people
// are found in the list of them: the timeline below names them too.)
import { beforeAll, describe, expect } from '@jest/globals';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { joinAs } from '../support/team.ts';
import { axeViolations, expectScheme } from './support/axe.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import {
  customerRow,
  eventually,
  fillCustomerForm,
  phoneViewport,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

describe('companies', () => {
  const { app, browser } = useE2eApp();
  // The first account of a fresh server is its owner, who invites the member and the viewer.
  let owner: { token: string };
  beforeAll(async () => {
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
  });

  browserTest(
    'a member adds a company from the customer form; its page lists the person; the Companies screen counts them',
    browser,
    async (open) => {
      const member = await joinAs(app().crm.url, owner.token, 'MEMBER');
      const company = uniqueWord('Initech');
      const { page, context } = await open();
      await signInWith(app(), context, member.token);

      // The customer form: type the company's name, choose "Add company “…”".
      await page.goto(`${app().base}/dashboard/adduser`);
      await fillCustomerForm(page, {
        fname: 'Peter',
        lname: 'Gibbons',
        email: `peter.${company.toLowerCase()}@example.com`,
        phone: '555 010 0800',
        address: '1 Cubicle Way',
      });
      const picker = page.getByRole('combobox', { name: 'Company' });
      await picker.click();
      await picker.fill(company);
      await clickInDialog(page.getByText(`Add company “${company}”`));
      await eventually(async () =>
        expect(await page.locator('.customer-company-select').textContent()).toContain(company),
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();

      // The Companies screen: 1 person; the company's page lists Peter, linking to his page.
      await page.getByRole('link', { name: 'Companies' }).first().click();
      await page.getByRole('heading', { name: 'Companies' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: company });
      await eventually(async () => expect(await row.textContent()).toContain('1 person'));
      if (shots) await page.screenshot({ path: `${shots}/companies-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole('link', { name: company }).click();
      await page.getByRole('heading', { name: company }).waitFor();
      await page.locator('.company-people').getByRole('link', { name: 'Peter Gibbons' }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/company-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // Live: a customer who joins the company shows on its page without a reload.
      const companyId = page.url().split('/').pop()!;
      await saveCustomerViaApi(app(), member.token, {
        fname: 'Samir',
        lname: 'Nagheenanajar',
        email: `samir.${company.toLowerCase()}@example.com`,
        phone: '555 010 0801',
        address: '2 Cubicle Way',
        companyId,
      } as Parameters<typeof saveCustomerViaApi>[2]);
      await page
        .locator('.company-people')
        .getByRole('link', { name: 'Samir Nagheenanajar' })
        .waitFor({ timeout: 10_000 });

      // Edit the company's details; the customer's page links back to it.
      await page.getByRole('button', { name: 'Edit company' }).click();
      await page.getByLabel('Domain').fill('initech.example');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('initech.example').waitFor();
      await page.locator('.company-people').getByRole('link', { name: 'Peter Gibbons' }).click();
      await page.getByRole('heading', { name: 'Peter Gibbons' }).waitFor();
      await page.getByRole('link', { name: company, exact: true }).click();
      await page.getByRole('heading', { name: company }).waitFor();

      // The list narrowed to the company (its page's link), with the Company column a team turns on.
      await page.getByRole('link', { name: 'Show them in the customers list' }).click();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      expect(page.url()).toContain(`company=${companyId}`);
      await page.getByText(`Company: ${company}`).waitFor();
      await page.goto(`${page.url()}&columns=fname,lname,email,company,details`);
      await eventually(async () => expect(await customerRow(page, company).count()).toBe(2), 10_000);
      expect(await customerRow(page, 'Peter').count()).toBe(1);
      if (shots) await page.screenshot({ path: `${shots}/companies-list-1280.png` });
      expect(await axeViolations(page)).toEqual([]);

      // On a phone, in the dark scheme.
      const phone = await open(phoneViewport);
      await signInWith(app(), phone.context, member.token);
      await phone.page.emulateMedia({ colorScheme: 'dark' });
      await phone.page.goto(`${app().base}/dashboard/companies`);
      await phone.page.getByRole('link', { name: company }).waitFor();
      await expectScheme(phone.page, 'dark');
      if (shots) await phone.page.screenshot({ path: `${shots}/companies-390-dark.png`, fullPage: true });
      expect(await axeViolations(phone.page)).toEqual([]);
      await phone.page.goto(`${app().base}/dashboard/companies/${companyId}`);
      await phone.page.locator('.company-people').getByRole('link', { name: 'Peter Gibbons' }).waitFor();
      if (shots) await phone.page.screenshot({ path: `${shots}/company-390-dark.png`, fullPage: true });
      expect(await axeViolations(phone.page)).toEqual([]);
    },
    120_000,
  );

  browserTest('a viewer reads the companies and sees no Add company button', browser, async (open) => {
    const viewer = await joinAs(app().crm.url, owner.token, 'VIEWER');
    const { page, context } = await open(phoneViewport);
    await signInWith(app(), context, viewer.token);
    await page.goto(`${app().base}/dashboard/companies`);
    await page.getByLabel('Search companies').waitFor();
    await page.getByRole('heading', { name: 'Companies' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add company' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
