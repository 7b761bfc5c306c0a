// Two people on one customer (docs/collaboration.md), in two real browsers: each sees the other on the page, a save of
// other fields merges into the open form, and a save of the same field shows as a conflict before Save, resolved per
// field.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { browserTest, popupShown } from './support/browser.ts';
import { placeInPage } from './support/layout.ts';
import { eventually, saveCustomerViaApi, signedInContext, useE2eApp } from './support/crmApp.ts';

describe('two people on one customer', () => {
  const { app, browser } = useE2eApp();

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const saveButton = (page: Page) => page.getByRole('button', { name: 'Save' });
  const notice = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'changed this customer while you were editing' });
  const viewersOf = (page: Page) => page.locator('.customer-viewers');

  browserTest(
    'presence, a merge of different fields, and a live conflict on the same field resolved per field',
    browser,
    async (open) => {
      const first = await open();
      const second = await open();
      const ada = await signedInContext(app(), first.context);
      const bob = await signedInContext(app(), second.context);
      const customer = {
        fname: 'Chien-Shiung',
        lname: 'Wu',
        email: 'wu@example.com',
        phone: '555 010 0600',
        address: '1 Parity Place',
      };
      const id = await saveCustomerViaApi(app(), ada.token, customer);
      const edit = `${app().base}/dashboard/adduser/${id}`;

      // Both open the edit page: each sees the other, editing.
      await first.page.goto(edit);
      await field(first.page, 'Phone').waitFor();
      await second.page.goto(edit);
      await field(second.page, 'Phone').waitFor();
      await viewersOf(first.page).getByText(`${bob.email} (editing)`).waitFor();
      await viewersOf(second.page).getByText(`${ada.email} (editing)`).waitFor();
      // Ada's list, in another tab, marks the row both are editing.
      const list = await first.context.newPage();
      await list.goto(`${app().base}/dashboard/users`);
      await list.getByRole('textbox', { name: 'Search customers' }).fill(customer.fname);
      const mark = list.getByRole('img', { name: /^Being edited by / });
      await mark.waitFor();
      const label = (await mark.getAttribute('aria-label'))!;
      expect(label.replace('Being edited by ', '').split(', ').sort()).toEqual([ada.email, bob.email].sort());
      await list.screenshot({ path: 'tests/artifacts/list-editing-1280.png' });
      await list.setViewportSize({ width: 390, height: 844 });
      await mark.waitFor();
      await list.screenshot({ path: 'tests/artifacts/list-editing-390.png' });
      await list.close();

      // Different fields: Bob saves a new phone; Ada's open form takes it at once, and her notes save beside it.
      await field(first.page, 'Notes').fill('Met at the lab');
      await field(second.page, 'Phone').fill('555 010 0699');
      await saveButton(second.page).click();
      await popupShown(second.page, 'User save successfully');
      await notice(first.page).getByText(`${bob.email} changed this customer while you were editing`).waitFor();
      await expect(field(first.page, 'Phone').inputValue()).resolves.toBe('555 010 0699');
      await saveButton(first.page).click();
      await popupShown(first.page, 'User save successfully');
      const read = async () =>
        (
          await gql<{ customer: { phone: string; notes: string; address: string } }>(
            app().crm.url,
            'query ($id: ID!) { customer(id: $id) { phone notes address } }',
            { id },
            { token: ada.token },
          )
        ).body.data!.customer;
      expect(await read()).toEqual({ phone: '555 010 0699', notes: 'Met at the lab', address: customer.address });

      // The same field: Ada is typing an address when Bob saves another; she sees it before Save, and chooses hers.
      await first.page.goto(edit);
      await second.page.goto(edit);
      await field(first.page, 'Address').fill('2 Ada Street');
      await field(second.page, 'Address').waitFor();
      await field(second.page, 'Address').fill('3 Bob Avenue');
      await saveButton(second.page).click();
      await popupShown(second.page, 'User save successfully');
      const clash = notice(first.page);
      await clash.getByText('theirs “3 Bob Avenue”, yours “2 Ada Street”').waitFor();
      await expect(saveButton(first.page).isDisabled()).resolves.toBe(true);
      await first.page.screenshot({ path: 'tests/artifacts/conflict-1280.png', fullPage: true });
      await first.page.setViewportSize({ width: 390, height: 844 });
      await first.page.screenshot({ path: 'tests/artifacts/conflict-390.png', fullPage: true });
      await first.page.setViewportSize({ width: 1280, height: 800 });
      await clash.getByRole('button', { name: 'Keep yours for Address' }).click();
      await saveButton(first.page).click();
      await popupShown(first.page, 'User save successfully');
      expect(await read()).toMatchObject({ address: '2 Ada Street', phone: '555 010 0699' });

      // Removed by Bob while Ada edits: she is told, before she saves.
      await first.page.goto(edit);
      await field(first.page, 'Notes').waitFor();
      await gql(app().crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, { token: bob.token });
      await first.page
        .getByRole('alert')
        .filter({ hasText: `${bob.email} removed this customer while you were editing` })
        .waitFor();
      await gql(app().crm.url, 'mutation ($id: ID!) { restoreCustomer(id: $id) { id } }', { id }, { token: bob.token });

      // Presence goes with the page: Bob opens the details page (viewing), then closes it. His coming moves nothing
      // on Ada's page: the notice floats at the foot of the screen.
      await second.page.goto(`${app().base}/dashboard`);
      await first.page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      // The app's heading first: the server's frame before it holds the fields in both layouts.
      await first.page.getByRole('heading', { level: 1 }).waitFor();
      const fields = first.page.locator('table.details-list');
      await fields.waitFor();
      await eventually(async () => expect(await viewersOf(first.page).textContent()).toBe(''));
      const alone = await placeInPage(fields);
      await second.page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      await viewersOf(first.page).getByText(`${bob.email} (viewing)`).waitFor();
      expect(await placeInPage(fields)).toEqual(alone);
      await first.page.screenshot({ path: 'tests/artifacts/presence-details-1280.png', fullPage: true });
      // On a phone, at the page's end: the footer scrolls clear of the notice.
      await first.page.setViewportSize({ width: 390, height: 844 });
      await first.page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await first.page.screenshot({ path: 'tests/artifacts/presence-details-390-end.png' });
      await second.page.close();
      await viewersOf(first.page).getByText(`${bob.email}`).waitFor({ state: 'detached' });
    },
  );
});
