// Several phones and emails in the browser: a member adds a second phone and email on the edit form, meets a message
// under a bad one, saves; the customer's page lists both with their labels as links; the top bar's search finds the
// customer by the second email; axe at 1280 and 390 px, the page in the dark theme too. The live customers list finds a
// customer by a further email or phone (in another format too) as the server does, its rows otherwise as before.
import { describe, expect } from '@jest/globals';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { joinAs } from '../support/team.ts';
import { axeViolations, expectScheme } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import {
  customerRow,
  eventually,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

describe('several phones and emails', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'a member adds a second phone and email, fixes a bad one, saves, sees both on the page and finds the customer by the second email',
    browser,
    async (open) => {
      const owner = await signUp(app().crm.url, uniqueEmail('owner'));
      const member = await joinAs(app().crm.url, owner.token, 'MEMBER');
      const word = uniqueWord('reach');
      const id = await saveCustomerViaApi(app(), member.token, {
        fname: 'Ada',
        lname: `Reach${word}`,
        email: `ada.${word}@example.com`,
        phone: '+44 20 7946 0000',
        address: '12 St James Square',
        notes: '',
      });
      const { page, context } = await open();
      await signInWith(app(), context, member.token);
      await page.goto(`${app().base}/dashboard/adduser/${id}`);
      const form = page.getByRole('form', { name: 'Edit User' });
      await form.getByRole('textbox', { name: 'First name' }).waitFor();
      await eventually(async () =>
        expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).not.toBe(''),
      );

      // A second email, first mistyped: its own message under it, and Save waits.
      await form.getByRole('button', { name: 'Add email' }).click();
      const secondEmail = form.getByRole('textbox', { name: 'Email 2' });
      await secondEmail.fill('ada at home');
      await secondEmail.blur();
      await form.getByText('Please insert valid email').waitFor();
      expect(await secondEmail.getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await form.getByRole('combobox', { name: 'Label of Email 2' }).selectOption({ label: 'Home' });
      await secondEmail.fill(`ada.home.${word}@example.org`);
      await eventually(async () => expect(await form.getByText('Please insert valid email').count()).toBe(0));

      // A second phone, labelled home.
      await form.getByRole('button', { name: 'Add phone' }).click();
      await form.getByRole('combobox', { name: 'Label of Phone 2' }).selectOption({ label: 'Home' });
      await form.getByRole('textbox', { name: 'Phone 2' }).fill('+44 20 7946 0999');
      if (shots) await page.screenshot({ path: `${shots}/contact-points-form-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();

      // The page lists both with their labels, as links.
      await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      await page.getByRole('heading', { name: `Ada Reach${word}` }).waitFor();
      const secondMail = page.getByRole('link', { name: `ada.home.${word}@example.org` });
      await secondMail.waitFor();
      expect(await secondMail.getAttribute('href')).toBe(`mailto:ada.home.${word}@example.org`);
      expect(await page.getByRole('link', { name: '+44 20 7946 0999' }).getAttribute('href')).toBe('tel:+442079460999');
      expect(await page.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
      expect(await page.locator('.contact-point-list-label').allTextContents()).toEqual(['Home', 'Home']);
      if (shots) await page.screenshot({ path: `${shots}/contact-points-details-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectScheme(page, 'dark');
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });

      // Saved as sent, through the API.
      const { body } = await gql<{ customer: { phones: unknown[]; emails: unknown[] } }>(
        app().crm.url,
        'query ($id: ID!) { customer(id: $id) { phones { label value } emails { label value } } }',
        { id },
        { token: member.token },
      );
      expect(body.data!.customer).toEqual({
        phones: [
          { label: 'work', value: '+44 20 7946 0000' },
          { label: 'home', value: '+44 20 7946 0999' },
        ],
        emails: [
          { label: 'work', value: `ada.${word}@example.com` },
          { label: 'home', value: `ada.home.${word}@example.org` },
        ],
      });

      // The top bar's search finds the customer by the second email.
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search' }).fill(`ada.home.${word}`);
      const hits = page.getByRole('listbox', { name: 'Search results' });
      await hits.getByRole('option', { name: new RegExp(`Ada Reach${word}`) }).waitFor();

      // On a phone: the form and the page, axe clean.
      const phone = await open(phoneViewport);
      await signInWith(app(), phone.context, member.token);
      await phone.page.goto(`${app().base}/dashboard/adduser/${id}`);
      await phone.page.getByRole('textbox', { name: 'Email 2' }).waitFor();
      if (shots) await phone.page.screenshot({ path: `${shots}/contact-points-form-390.png`, fullPage: true });
      expect(await axeViolations(phone.page)).toEqual([]);
      await phone.page.goto(`${app().base}/dashboard/customerdetails/${id}`);
      await phone.page.getByRole('link', { name: `ada.home.${word}@example.org` }).waitFor();
      if (shots) await phone.page.screenshot({ path: `${shots}/contact-points-details-390.png`, fullPage: true });
      expect(await axeViolations(phone.page)).toEqual([]);
    },
    120_000,
  );

  browserTest(
    'the live list finds a customer by a second email or phone, and no longer once it is dropped',
    browser,
    async (open) => {
      const person = await signUp(app().crm.url, uniqueEmail('lister'));
      const word = uniqueWord('more');
      const input = {
        fname: 'Ada',
        lname: `Second${word}`,
        email: `ada.${word}@example.com`,
        phone: '+44 20 7946 0100',
        address: '12 St James Square',
        phones: [
          { label: 'work', value: '+44 20 7946 0100' },
          { label: 'home', value: '+44 20 7946 0777' },
        ],
        emails: [
          { label: 'work', value: `ada.${word}@example.com` },
          { label: 'home', value: `ada.home.${word}@example.org` },
        ],
      };
      const id = await saveCustomerViaApi(app(), person.token, input as Parameters<typeof saveCustomerViaApi>[2]);
      // Another customer of the same word, so the search must tell them apart.
      await saveCustomerViaApi(app(), person.token, {
        fname: 'Bob',
        lname: `Other${word}`,
        email: `bob.${word}@example.com`,
        phone: '+44 20 7946 0200',
        address: '14 St James Square',
      });
      const { page, context } = await open();
      await signInWith(app(), context, person.token);
      await openCustomersList(page, app());
      const search = page.getByRole('textbox', { name: 'Search customers' });
      const ada = customerRow(page, `Second${word}`);
      const bob = customerRow(page, `Other${word}`);
      await search.fill(word);
      await eventually(async () => expect(await bob.count()).toBe(1));
      const adaRow = await ada.innerText();

      // Typed key by key, as people do: the second email, then the second phone written the local way.
      for (const typed of [`ada.home.${word}`, '020 7946 0777']) {
        await search.fill('');
        await search.pressSequentially(typed, { delay: 5 });
        await eventually(async () => {
          expect(await ada.count()).toBe(1);
          expect(await bob.count()).toBe(0);
        });
        // The row as before (its place aside): its first email and phone, not the one that matched.
        expect((await ada.innerText()).split('\n').slice(1)).toEqual(adaRow.split('\n').slice(1));
        expect(adaRow).not.toMatch(/ada\.home|0777/);
      }
      if (shots) await page.screenshot({ path: `${shots}/contact-points-list-search-1280.png` });

      // Dropped by an edit elsewhere, the second email no longer finds her, live.
      await search.fill(`ada.home.${word}`);
      await ada.waitFor();
      await saveCustomerViaApi(app(), person.token, {
        ...input,
        id,
        version: 1,
        emails: input.emails.slice(0, 1),
      } as Parameters<typeof saveCustomerViaApi>[2]);
      await eventually(async () => expect(await ada.count()).toBe(0));
      await search.fill(`Second${word}`);
      await eventually(async () => expect(await ada.count()).toBe(1));
    },
    120_000,
  );
});
