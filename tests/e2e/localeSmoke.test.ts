// The everyday path in every language besides English (whose spec flows the other browser tests hold word for word):
// sign in through the form, open the list, add a customer past a validation message, and read its details, each
// screen in the browser's language; in Hebrew and Arabic the page is right to left (a phone number still reads left
// to right) and passes axe.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import { useE2eApp } from './support/crmApp.ts';
import { wordsIn } from '../support/appWords.ts';

const languages = [
  ['fr', 'fr-FR'],
  ['de', 'de-DE'],
  ['es', 'es-ES'],
  ['pt-BR', 'pt-BR'],
  ['ja', 'ja-JP'],
  ['he', 'he-IL'],
  ['ar', 'ar-EG'],
] as const;

const direction = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('the everyday path in every language', () => {
  const { app, browser } = useE2eApp();

  for (const [locale, browserLocale] of languages) {
    browserTest(
      `signs in, lists, adds past a validation message and shows details in ${locale}`,
      browser,
      async (open) => {
        const t = wordsIn(locale);
        const rtl = locale === 'he' || locale === 'ar';
        const email = uniqueEmail(`smoke-${locale}`);
        await signUp(app().crm.url, email);
        const { page } = await open(undefined, { locale: browserLocale });

        await page.goto(`${app().base}/`);
        await page.locator('input[name="email"]').fill(email);
        await page.locator('input[name="password"]').fill('secret123');
        await page.getByRole('button', { name: t('Login'), exact: true }).click();
        await page.getByRole('heading', { name: t('Welcome to Staff CRM'), level: 1 }).waitFor();
        expect(await direction(page)).toEqual({ lang: locale, dir: rtl ? 'rtl' : 'ltr' });

        const sidebar = page.getByRole('navigation', { name: t('Main') });
        await sidebar.getByRole('link', { name: t('Customers'), exact: true }).click();
        await page.getByRole('heading', { name: t('Customers list') }).waitFor();

        await sidebar.getByRole('link', { name: t('Add customer'), exact: true }).click();
        await page.getByRole('heading', { name: t('Add User') }).waitFor();
        await page.locator('input[name="fname"]').fill('A');
        await page.keyboard.press('Tab');
        await page.getByText(t('Please insert valid name'), { exact: true }).waitFor();
        const save = page.getByRole('button', { name: t('Save', 'Customer form'), exact: true });
        expect(await save.isDisabled()).toBe(true);
        if (rtl) expect(await axeViolations(page)).toEqual([]);

        const fname = `Smoke${locale.replace('-', '')}`;
        await page.locator('input[name="fname"]').fill(fname);
        await page.locator('input[name="lname"]').fill('Lovelace');
        await page.locator('input[name="address"]').fill('12 Analytical Row');
        await page.locator('input[name="email"]').fill(`${fname.toLowerCase()}@example.com`);
        await page.locator('input[name="phone"]').fill('+44 20 7946 0999');
        await save.click();
        await page.getByRole('heading', { name: t('Customers list') }).waitFor();

        const { body } = await gql<{ customers: Array<{ id: string }> }>(
          app().crm.url,
          'query Find($search: String) { customers(filter: ALL, search: $search) { id } }',
          { search: fname },
          { token: (await signUp(app().crm.url, uniqueEmail('reader'))).token },
        );
        const id = body.data!.customers[0]!.id;
        await page.goto(`${app().base}/dashboard/customerdetails/${id}`);
        await page.getByRole('button', { name: t('Back to list') }).waitFor();
        await page.getByText(fname, { exact: true }).first().waitFor();
        await expect(page.getByText(t('First name'), { exact: true }).count()).resolves.toBeGreaterThan(0);
        expect(await direction(page)).toEqual({ lang: locale, dir: rtl ? 'rtl' : 'ltr' });
        // A phone number reads left to right in every page: "+44…", never "…44+".
        const phone = page.locator('.ui-descriptions-content > *').filter({ hasText: /^\+44/ });
        expect(await phone.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
        if (rtl) expect(await axeViolations(page)).toEqual([]);
      },
    );
  }
});
