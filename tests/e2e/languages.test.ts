// The page in the person's language: a browser set to French gets the shell in French; Hebrew and Arabic mirror the
// page (dir="rtl", the sidebar on the right) and pass axe at 1280 and 390 px in both schemes; the pseudo-locale
// (accented, longer) leaves no text of the shell cut off or in plain English; the account page sets the person's
// language, the Team page the team's phone country, which a member's number without a country code is read in, and
// the team's language, which a browser speaking none of the app's languages opens in.
import { beforeAll, describe, expect } from '@jest/globals';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import {
  chooseOption,
  expectNoSidewaysScroll,
  phoneViewport,
  signInWith,
  signedInContext,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

const pageLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('languages', () => {
  const { app, browser } = useE2eApp();

  browserTest("shows the shell in the browser's language", browser, async (open) => {
    const { page, context } = await open(undefined, { locale: 'fr-CA' });
    await signedInContext(app(), context);
    await page.goto(`${app().base}/dashboard`);
    await page.getByRole('heading', { name: 'Bienvenue dans Staff CRM', level: 1 }).waitFor();
    expect(await pageLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    const sidebar = page.getByRole('navigation', { name: 'Principal' });
    expect(await sidebar.getByRole('link').allInnerTexts()).toEqual([
      'Tableau de bord',
      'Clients',
      'Ajouter un client',
      'Entreprises',
      'Tâches',
      'Contacts',
      'Doublons',
      'Importer des clients',
      'Équipe',
      'Compte',
    ]);
    await expect(page.getByRole('button', { name: /^Menu utilisateur de / }).isVisible()).resolves.toBe(true);
  });

  browserTest(
    'falls back to English with a quiet notice when the language cannot be fetched',
    browser,
    async (open) => {
      const { page, context } = await open(undefined, { locale: 'fr-FR' });
      await context.route(/\/assets\/fr-[\w-]+\.js$/, (route) => route.abort());
      await signedInContext(app(), context);
      await page.goto(`${app().base}/dashboard`);
      await page.getByRole('heading', { name: 'Welcome to Staff CRM', level: 1 }).waitFor();
      const notice = page.getByRole('status').filter({ hasText: 'Your language could not be loaded' });
      await notice.waitFor();
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice.count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Customers', exact: true }).isVisible()).resolves.toBe(true);
    },
  );

  browserTest("writes GraphiQL's starting comments in the browser's language", browser, async (open) => {
    const { page, context } = await open(undefined, { locale: 'fr-FR' });
    await signedInContext(app(), context);
    await page.goto(`${app().base}/graphiql`);
    await page.getByText('Explorateur de l’API Staff CRM.').waitFor({ timeout: 15_000 });
    await page.getByText('me { uid email }').waitFor();
  });

  for (const [locale, heading, main] of [
    ['he-IL', 'ברוכים הבאים ל-Staff CRM', 'ראשי'],
    ['ar-EG', 'مرحبًا بك في Staff CRM', 'الرئيسية'],
  ] as const) {
    for (const [size, viewport, colorScheme] of [
      ['1280', { width: 1280, height: 800 }, 'light'],
      ['390', phoneViewport, 'dark'],
    ] as const) {
      browserTest(
        `mirrors the page in ${locale} at ${size} px (${colorScheme}) and passes axe`,
        browser,
        async (open) => {
          const { page, context } = await open(viewport, { locale });
          await page.emulateMedia({ colorScheme });
          await signedInContext(app(), context);
          await page.goto(`${app().base}/dashboard`);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          expect(await pageLanguage(page)).toEqual({ lang: locale.slice(0, 2), dir: 'rtl' });
          if (size === '1280') {
            // The sidebar is on the right, the top bar's menu button on its left.
            const sidebar = await page.getByRole('navigation', { name: main }).boundingBox();
            expect(sidebar!.x).toBeGreaterThan(viewport.width / 2);
          }
          await expectNoSidewaysScroll(page);
          expect(await axeViolations(page)).toEqual([]);
          if (shots) await page.screenshot({ path: `${shots}/languages-${locale}-${size}-${colorScheme}.png` });
        },
      );
    }
  }

  browserTest(
    'switches to the language chosen on the account page at once, and opens in it on another browser',
    browser,
    async (open) => {
      const { page, context } = await open();
      const account = await signedInContext(app(), context);
      await page.goto(`${app().base}/dashboard/account`);
      const language = page.getByRole('combobox', { name: 'Language', exact: true });
      await language.waitFor();
      // Something typed stays: the switch is no reload.
      await page.evaluate(() => ((window as unknown as { kept: string }).kept = 'still here'));
      await language.selectOption('de');
      const sidebar = page.getByRole('navigation', { name: 'Hauptmenü' });
      await sidebar.getByRole('link', { name: 'Kunden', exact: true }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { kept?: string }).kept)).toBe('still here');
      expect(await pageLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
      await expect(page.getByRole('combobox', { name: 'Sprache' }).inputValue()).resolves.toBe('de');

      // The choice is the account's: a browser in English opens in German once signed in.
      const other = await open(undefined, { locale: 'en-US' });
      await signInWith(app(), other.context, account.token);
      await other.page.goto(`${app().base}/dashboard`);
      await other.page.getByRole('heading', { name: 'Willkommen bei Staff CRM', level: 1 }).waitFor();

      // Back to the browser's language.
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Customers', exact: true })
        .waitFor();
    },
  );

  browserTest('leaves nothing of the shell cut off or in English in the pseudo-locale', browser, async (open) => {
    const { page, context } = await open();
    await context.addInitScript(() => window.localStorage.setItem('crm-locale', 'en-XA'));
    await signedInContext(app(), context);
    await page.goto(`${app().base}/dashboard`);
    const sidebar = page.locator('nav.side-menu');
    await sidebar.waitFor();
    const labels = await sidebar.locator('.side-menu-label').allInnerTexts();
    expect(labels.length).toBeGreaterThanOrEqual(7);
    for (const label of labels) expect(label).toMatch(/[^\x20-\x7e]/);
    const cut = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '.side-menu-link, .side-menu-label, .topbar button, .welcome-title, .shell-footer',
        ),
      ]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/languages-pseudo-1280.png` });
  });
});

describe("the team's language and region", () => {
  const { app, browser } = useE2eApp();
  let owner: { token: string };
  let member: { token: string };
  beforeAll(async () => {
    // The server's first account owns the team; the second joins it (open sign-up) as a member.
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
    member = await signUp(app().crm.url, uniqueEmail('member'));
  });

  browserTest(
    "are set on the Team page, and a member's phone without a country code is read in the team's country",
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await signInWith(app(), context, owner.token);
      await page.goto(`${app().base}/dashboard/team`);
      const section = page.getByRole('region', { name: 'Language and region' });
      await section.waitFor();
      // A long list, drawn a screenful at a time: found by typing, as a person would.
      await chooseOption(page, page.getByRole('combobox', { name: 'Default phone country' }), 'Israel', 'Isr');
      await section.getByRole('button', { name: 'Save' }).click();
      await section.getByText("The team's language, phone country and time zone are saved.").waitFor();
      await expectNoSidewaysScroll(page);

      const { body } = await gql<{ saveCustomer: { phoneNormalized: string } }>(
        app().crm.url,
        'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { phoneNormalized } }',
        {
          input: {
            fname: 'Dana',
            lname: 'Levi',
            email: 'dana@example.co.il',
            address: '1 Herzl St',
            phone: '054-1234567',
          },
        },
        { token: member.token },
      );
      expect(body.data?.saveCustomer.phoneNormalized).toBe('+972541234567');
    },
  );

  browserTest(
    "opens in the team's language for a member whose browser speaks none of the app's",
    browser,
    async (open) => {
      await gql(
        app().crm.url,
        'mutation Settings($defaultLocale: String) { updateTeamSettings(defaultLocale: $defaultLocale) { defaultLocale } }',
        { defaultLocale: 'de' },
        { token: owner.token },
      );
      const { page, context } = await open(undefined, { locale: 'it-IT' });
      await signInWith(app(), context, member.token);
      await page.goto(`${app().base}/dashboard`);
      await page.getByRole('heading', { name: 'Willkommen bei Staff CRM', level: 1 }).waitFor();
      expect(await pageLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
      // Remembered: the next load opens in it before the account is read.
      await page.reload();
      await page.getByRole('heading', { name: 'Willkommen bei Staff CRM', level: 1 }).waitFor();
      await expect(page.getByRole('link', { name: 'Kunden', exact: true }).isVisible()).resolves.toBe(true);
    },
  );
});
