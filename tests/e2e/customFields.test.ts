// Custom fields in the browser: an admin defines a required number field and a single choice on the Team page; a member
// fills them in the add form (the field-level message when the number is missing or not a number, Save disabled till
// it is one), and the customer's page shows the values; an import of field:<key> columns names and fills them; axe at
// 1280 and 390 px, the form in the dark too.
import { describe, expect } from '@jest/globals';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { joinAs, must } from '../support/team.ts';
import { axeViolations } from './support/axe.ts';
import { browserTest, popupShown } from './support/browser.ts';
import {
  customerRow,
  eventually,
  fillCustomerForm,
  phoneViewport,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

describe('custom fields', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'an admin defines a required number and a choice; a member fills them with field-level messages; the page shows them',
    browser,
    async (open) => {
      const owner = await signUp(app().crm.url, uniqueEmail('owner'));
      const admin = await joinAs(app().crm.url, owner.token, 'ADMIN');
      const member = await joinAs(app().crm.url, owner.token, 'MEMBER');

      // The Team page's Custom fields section.
      const adminSession = await open();
      const teamPage = adminSession.page;
      await signInWith(app(), adminSession.context, admin.token);
      await teamPage.goto(`${app().base}/dashboard/team`);
      await teamPage.getByRole('heading', { name: 'Custom fields', level: 2 }).waitFor();
      const section = teamPage.getByRole('region', { name: 'Custom fields' });
      await section.getByLabel('Label').fill('Contract value');
      await section.getByLabel('Type').selectOption({ label: 'Number' });
      await section.getByRole('checkbox', { name: 'Required' }).check();
      await section.getByRole('button', { name: 'Add field' }).click();
      await section.locator('.team-tag', { hasText: 'contract_value' }).waitFor();
      await section.getByLabel('Label').fill('Stage');
      await section.getByLabel('Type').selectOption({ label: 'Single choice' });
      await section.getByLabel('Options (one a line)').fill('Lead\nWon\nLost');
      await section.getByRole('button', { name: 'Add field' }).click();
      await section.locator('.team-tag', { hasText: '3 options' }).waitFor();
      await teamPage.locator('#team-custom-fields').scrollIntoViewIfNeeded();
      if (shots) await teamPage.screenshot({ path: `${shots}/custom-fields-team-1280.png`, fullPage: true });
      expect(await axeViolations(teamPage)).toEqual([]);

      // A member's add form: the required number's message, then a wrong number's, Save disabled till it is one.
      const { page, context } = await open();
      await signInWith(app(), context, member.token);
      await page.goto(`${app().base}/dashboard/adduser`);
      const value = page.getByLabel('Contract value');
      await value.waitFor();
      const fname = uniqueWord('Fielda');
      await fillCustomerForm(page, {
        fname,
        lname: 'Customfield',
        address: '12 Field Row',
        email: 'fields@example.com',
        phone: '555 0100 201',
      });
      const save = page.getByRole('button', { name: 'Save' });
      await value.focus();
      await page.keyboard.press('Tab');
      await page.getByText('Please fill in this field', { exact: true }).waitFor();
      expect(await value.getAttribute('aria-invalid')).toBe('true');
      expect(await save.isDisabled()).toBe(true);
      await value.fill('a lot');
      await page.getByText('Please insert a number', { exact: true }).waitFor();
      expect(await save.isDisabled()).toBe(true);
      if (shots) await page.screenshot({ path: `${shots}/custom-fields-form-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await value.fill('1200.50');
      await page.getByLabel('Stage').selectOption('Won');
      await eventually(async () => expect(await save.isEnabled()).toBe(true));
      expect(await page.getByText('Please insert a number', { exact: true }).count()).toBe(0);
      await save.click();
      await popupShown(page, 'User save successfully');
      await page.waitForURL(/\/dashboard\/users$/);

      // Its page shows both values.
      await customerRow(page, fname)
        .getByRole('link', { name: /Details/ })
        .first()
        .click();
      await page.getByRole('heading', { name: `${fname} Customfield` }).waitFor();
      const details = page.locator('.details-list');
      await eventually(async () => {
        expect(await details.getByRole('row', { name: /Contract value/ }).textContent()).toContain('1,200.50');
        expect(await details.getByRole('row', { name: /Stage/ }).textContent()).toContain('Won');
      });
      const detailsUrl = page.url();
      if (shots) await page.screenshot({ path: `${shots}/custom-fields-details-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // An import of a file with an export's field:<key> columns names the custom fields they fill, and fills them.
      await page.goto(`${app().base}/dashboard/import`);
      await page.getByRole('heading', { name: 'Import customers', level: 1 }).waitFor();
      const csv = [
        'fname,lname,email,phone,address,field:contract_value,field:stage',
        `${fname}b,Imported,imported.fields@example.com,555 0100 202,13 Field Row,99,Lead`,
      ].join('\r\n');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'fields.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByText('Custom fields, from their field: columns: Contract value and Stage').waitFor();
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('button', { name: 'Import 1 row' }).click();
      await page.getByText('Import finished').waitFor();
      const { customers } = await must<{ customers: Array<{ fname: string; fields: unknown[] }> }>(
        app().crm.url,
        '{ customers { fname fields { key value } } }',
        {},
        member.token,
      );
      expect(customers.find((customer) => customer.fname === `${fname}b`)?.fields).toEqual([
        { key: 'contract_value', value: '99' },
        { key: 'stage', value: 'Lead' },
      ]);

      // On a phone: the page, and the edit form in the dark.
      const phone = await open(phoneViewport);
      await signInWith(app(), phone.context, member.token);
      await phone.page.goto(detailsUrl);
      await phone.page.getByRole('heading', { name: `${fname} Customfield` }).waitFor();
      await phone.page.locator('.details-list').getByText('1,200.50').waitFor();
      if (shots) await phone.page.screenshot({ path: `${shots}/custom-fields-details-390.png`, fullPage: true });
      expect(await axeViolations(phone.page)).toEqual([]);
      await phone.page.emulateMedia({ colorScheme: 'dark' });
      await phone.page.getByRole('button', { name: 'Edit' }).click();
      const editedValue = phone.page.getByLabel('Contract value');
      await editedValue.waitFor();
      expect(await editedValue.inputValue()).toBe('1200.50');
      expect(await phone.page.getByLabel('Stage').inputValue()).toBe('Won');
      await editedValue.fill('');
      await phone.page.getByText('Please fill in this field', { exact: true }).waitFor();
      if (shots) await phone.page.screenshot({ path: `${shots}/custom-fields-form-390-dark.png`, fullPage: true });
      expect(await axeViolations(phone.page)).toEqual([]);
    },
    120_000,
  );
});
