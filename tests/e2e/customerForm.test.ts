// The customer form in the browser: adding (each invalid field's message, Clear, Cancel, Notes that grow), editing
// and a customer's details, and an unknown customer. The list itself: customers.test.ts.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest, popupShown } from './support/browser.ts';
import {
  type CustomerData,
  customerRow,
  eventually,
  fillCustomerForm,
  openCustomersList,
  openSignedIn,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

describe('customers', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  const openList = (page: Page) => openCustomersList(page, currentApp());

  browserTest(
    '4. the add form shows each invalid field’s message with Save disabled; a valid save lands in the list',
    getBrowser,
    async (open) => {
      const { page } = await openSignedIn(currentApp(), open, '/dashboard/adduser', 'Add User');
      const save = page.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);

      const invalid: Array<[keyof CustomerData, string, string]> = [
        ['fname', 'A', 'Please insert valid name'],
        ['lname', 'B', 'Please insert valid name'],
        ['address', '1 Ma', 'Please insert valid address'],
        ['email', 'nobody@', 'Please insert valid email'],
        ['phone', '12345678', 'Please insert valid phone'],
      ];
      for (const [field, value, message] of invalid) {
        await fillCustomerForm(page, { [field]: value });
        await page.keyboard.press('Tab');
        const count = invalid.filter(([, , other]) => other === message).length;
        await eventually(async () =>
          expect(await page.getByText(message, { exact: true }).count()).toBeGreaterThanOrEqual(
            field === 'lname' ? count : 1,
          ),
        );
        expect(await save.isDisabled()).toBe(true);
      }

      const fname = uniqueWord('Ada');
      await fillCustomerForm(page, {
        fname,
        lname: 'Lovelace',
        address: '12 Analytical Row',
        email: 'ada@example.com',
        phone: '555 0100 200',
        notes: 'First programmer',
      });
      await eventually(async () => {
        expect(await save.isEnabled()).toBe(true);
        expect(await page.getByText(/Please insert valid/).count()).toBe(0);
      });
      await save.click();
      await popupShown(page, 'User save successfully');
      await page.waitForURL(/\/dashboard\/users$/);
      const row = customerRow(page, fname);
      await row.waitFor();
      expect(await row.textContent()).toContain('Lovelace');
      expect(await row.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
        'mailto:ada@example.com',
      );
    },
  );

  browserTest('4b. Clear empties the form and Cancel goes back', getBrowser, async (open) => {
    const { page, context } = await open();
    await signedInContext(currentApp(), context);
    await openList(page);
    await page.getByRole('button', { name: 'Add customer' }).click();
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    await fillCustomerForm(page, { fname: 'Temporary', notes: 'to be cleared' });
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Notes', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Customers list' }).waitFor();
  });

  browserTest(
    '4c. Notes grow with their text from 3 lines to 8, then scroll; Clear brings them back to 3',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      await signedInContext(currentApp(), context);
      await page.goto(`${currentApp().base}/dashboard/adduser`);
      const notes = page.getByLabel('Notes', { exact: true });
      await notes.waitFor();
      const box = () =>
        notes.evaluate((area) => ({
          height: area.getBoundingClientRect().height,
          scrolls: area.scrollHeight > area.clientHeight + 1,
        }));
      const lines = (count: number) => Array.from({ length: count }, (_, line) => `Line ${line + 1}`).join('\n');
      const empty = await box();
      await notes.fill(lines(3));
      await expect(box()).resolves.toEqual(empty);
      await notes.fill(lines(6));
      const six = await box();
      expect(six.height).toBeGreaterThan(empty.height + 40);
      expect(six.scrolls).toBe(false);
      await notes.fill(lines(8));
      const eight = await box();
      expect(eight.height).toBeGreaterThan(six.height + 20);
      await notes.fill(lines(20));
      await expect(box()).resolves.toEqual({ height: eight.height, scrolls: true });
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(box()).resolves.toEqual(empty);
    },
  );

  browserTest(
    '5. edit shows Edit User with the fields filled, saves the change; details show every field and go back',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const fname = uniqueWord('Grace');
      const customer = {
        fname,
        lname: 'Hopper',
        address: '1 Navy Yard',
        email: 'grace@example.com',
        phone: '555 123 4567',
        notes: 'Compiler pioneer',
      };
      await saveCustomerViaApi(currentApp(), token, customer);
      await openList(page);
      await customerRow(page, fname).getByRole('link', { name: /^Edit/ }).click();
      await page.getByRole('heading', { name: 'Edit User' }).waitFor();
      for (const [label, value] of [
        ['First name', fname],
        ['Last name', 'Hopper'],
        ['Address', '1 Navy Yard'],
        ['Email', 'grace@example.com'],
        ['Phone', '555 123 4567'],
        ['Notes', 'Compiler pioneer'],
      ]) {
        await eventually(async () => expect(await page.getByLabel(label!, { exact: true }).inputValue()).toBe(value));
      }
      await fillCustomerForm(page, { lname: 'Hopper-Murray', notes: 'Admiral' });
      await page.getByRole('button', { name: 'Save' }).click();
      await popupShown(page, 'User save successfully');
      const row = customerRow(page, fname);
      await eventually(async () => expect(await row.textContent()).toContain('Hopper-Murray'));

      await row.getByRole('link', { name: /^Details/ }).click();
      for (const value of [
        fname,
        'Hopper-Murray',
        '1 Navy Yard',
        'grace@example.com',
        '555 123 4567',
        'Admiral',
        'Active',
      ]) {
        await page.getByText(value, { exact: true }).first().waitFor();
      }
      await page.getByRole('button', { name: 'Back to list' }).click();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
    },
  );

  browserTest(
    '5b. an unknown customer id shows a clear not-found state on edit and details',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      await signedInContext(currentApp(), context);
      for (const path of ['adduser', 'customerdetails']) {
        await page.goto(`${currentApp().base}/dashboard/${path}/no-such-customer-00000`);
        await page
          .getByText(/not found|no customer/i)
          .first()
          .waitFor();
      }
    },
  );
});
