// Work is never lost silently: a form with unsaved changes asks before a sidebar link or a reload takes it away, and
// a save or remove that cannot reach the server says so in place, keeps what was typed, and goes through on retry.
import { describe, expect } from '@jest/globals';
import type { Dialog } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { browserTest, clickInDialog, popupShown } from './support/browser.ts';
import {
  customerRow,
  fillCustomerForm,
  openCustomersList,
  openSignedIn,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

describe('unsaved work', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'a sidebar link from a form with changes asks first: Stay keeps them, Leave goes',
    browser,
    async (open) => {
      const { page } = await openSignedIn(app(), open, '/dashboard/users', 'Customers list');
      // Untouched, the form is left without a question.
      await page.getByRole('button', { name: 'Add customer' }).click();
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      await page.getByRole('link', { name: 'Contacts' }).click();
      await page.getByRole('heading', { name: 'Contacts' }).first().waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Add User' }).waitFor();

      await fillCustomerForm(page, { fname: 'Halfway', notes: 'Typed, not saved' });
      await page.getByRole('link', { name: 'Customers', exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Leave without saving?' });
      await question.waitFor();
      await expect(question.textContent()).resolves.toContain('The customer you started is not saved.');
      await question.getByRole('button', { name: 'Stay' }).click();
      await question.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/dashboard/adduser');
      expect(await page.getByLabel('Notes', { exact: true }).inputValue()).toBe('Typed, not saved');

      // Back (to the list) asks too.
      await page.goBack();
      await question.waitFor();
      await question.getByRole('button', { name: 'Stay' }).click();
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Halfway');

      await page.getByRole('link', { name: 'Customers', exact: true }).click();
      await question.getByRole('button', { name: 'Leave without saving' }).click();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
    },
  );

  browserTest(
    'a reload of a form with changes asks first (beforeunload); a form without changes reloads at once',
    browser,
    async (open) => {
      const { page } = await openSignedIn(app(), open, '/dashboard/adduser', 'Add User');
      const asked: string[] = [];
      const answer = { accept: false };
      page.on('dialog', (dialog: Dialog) => {
        asked.push(dialog.type());
        void (answer.accept ? dialog.accept() : dialog.dismiss());
      });
      await page.reload();
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      expect(asked).toEqual([]);

      await fillCustomerForm(page, { fname: 'Unsaved' });
      // Dismissed: the page stays, with what was typed.
      await page.reload({ timeout: 2000 }).catch(() => undefined);
      expect(asked).toEqual(['beforeunload']);
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Unsaved');
      answer.accept = true;
      await page.reload();
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      expect(asked).toEqual(['beforeunload', 'beforeunload']);
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('');
    },
  );

  browserTest(
    'offline, Save says it did not reach the server and keeps the form; back online, Try again saves',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const fname = uniqueWord('Off');
      const id = await saveCustomerViaApi(app(), token, {
        fname,
        lname: 'Line',
        address: '1 Offline Road',
        email: `${fname.toLowerCase()}@example.com`,
        phone: '+1 212 555 0199',
      });
      await page.goto(`${app().base}/dashboard/adduser/${id}`);
      await page.getByRole('heading', { name: 'Edit User' }).waitFor();
      await expect(page.getByLabel('First name', { exact: true }).inputValue()).resolves.toBe(fname);

      await context.setOffline(true);
      await page
        .getByText('You are offline: changes you make will not reach the server until the connection is back.')
        .waitFor();
      await fillCustomerForm(page, { address: '2 Written Offline Street', notes: 'Typed while offline' });
      await page.getByRole('button', { name: 'Save' }).click();
      const failure = page.getByRole('alert').filter({ hasText: 'The changes were not saved' });
      await failure.waitFor();
      await expect(failure.textContent()).resolves.toContain(
        'The server could not be reached: check the connection. What you typed is still here.',
      );
      expect(new URL(page.url()).pathname).toBe(`/dashboard/adduser/${id}`);
      expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('2 Written Offline Street');

      await context.setOffline(false);
      await page.getByText('You are back online.').waitFor();
      await clickInDialog(failure.getByRole('button', { name: 'Try again' }));
      await popupShown(page, 'User save successfully');
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      const { body } = await gql<{ customer: { address: string; notes: string } }>(
        app().crm.url,
        'query ($id: ID!) { customer(id: $id) { address notes } }',
        { id },
        { token },
      );
      expect(body.data!.customer).toEqual({ address: '2 Written Offline Street', notes: 'Typed while offline' });
    },
  );

  browserTest(
    'offline, a confirmed Remove says it did not happen; back online, Try again removes',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const fname = uniqueWord('Rmo');
      await saveCustomerViaApi(app(), token, {
        fname,
        lname: 'Offline',
        address: '3 Offline Road',
        email: `${fname.toLowerCase()}@example.com`,
        phone: '+1 212 555 0198',
      });
      await openCustomersList(page, app());
      const row = customerRow(page, fname);
      await row.waitFor();
      // The confirmation's code arrives before the network goes.
      await row.getByRole('button', { name: 'Remove' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await clickInDialog(confirm.getByRole('button', { name: 'Cancel' }));
      await confirm.waitFor({ state: 'hidden' });

      await context.setOffline(true);
      await row.getByRole('button', { name: 'Remove' }).click();
      await clickInDialog(confirm.getByRole('button', { name: 'Remove' }));
      const failure = page.getByRole('dialog').filter({ hasText: 'The customer was not removed' });
      await failure.waitFor();
      await expect(failure.textContent()).resolves.toContain(
        'The server could not be reached: check the connection, then try again.',
      );
      await row.waitFor();

      await context.setOffline(false);
      await clickInDialog(failure.getByRole('button', { name: 'Try again' }));
      await popupShown(page, 'Customer removed');
      await row.waitFor({ state: 'detached' });
    },
  );
});
