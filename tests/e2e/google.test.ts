// 'Login with Google' end to end: the popup, a local OpenID provider standing in for Google, the callback
// telling the opener, the session cookie — with local accounts and with Firebase Auth.
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startAuthEmulator, type AuthEmulator } from '../support/firebaseAuthEmulator.ts';
import { reserveIssuer, startOidcStandIn, type OidcStandIn } from '../support/oidcStandIn.ts';
import { browserTest } from './support/browser.ts';
import { launchChromium } from './support/chromium.ts';
import { eventually, startE2eCrm, uniqueWord, type E2eCrm } from './support/crmApp.ts';
import { invite, must, signUp } from '../support/team.ts';

async function signInThroughPopup(page: Page, login: string): Promise<Page> {
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const popup = await popupOpened;
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('anything');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // The popup may close itself while the click is still settling: that is success, not an error.
  await popup
    .getByRole('button', { name: 'Continue' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  return popup;
}

function describeGoogleSignIn(
  name: string,
  env: () => Record<string, string>,
  before: () => Promise<void> = async () => undefined,
  after: () => Promise<void> = async () => undefined,
) {
  describe(name, () => {
    let browser: Browser;
    let app: E2eCrm;
    let google: OidcStandIn;
    beforeAll(async () => {
      await before();
      const reserved = await reserveIssuer();
      app = await startE2eCrm({
        ...env(),
        CRM_OIDC_ISSUER: reserved.issuer,
        CRM_OIDC_CLIENT_ID: reserved.clientId,
        CRM_OIDC_CLIENT_SECRET: reserved.clientSecret,
      });
      google = await startOidcStandIn(reserved, `${app.base}/auth/google/callback`);
      browser = await launchChromium();
    }, 90_000);
    afterAll(async () => {
      await browser?.close();
      await google?.stop();
      await app?.crm.dispose();
      await after();
    });
    const getBrowser = () => browser;

    browserTest(
      'the popup signs in, closes itself, and the app says You connected! and opens the dashboard',
      getBrowser,
      async (open) => {
        const { page } = await open();
        await page.goto(app.base);
        const login = uniqueWord('grace');
        const popup = await signInThroughPopup(page, login);
        // The popup may close before the Continue click returns,
        // so its state is polled rather than awaited as an event.
        await eventually(async () => expect(popup.isClosed()).toBe(true), 10_000);
        await page.getByRole('dialog').filter({ hasText: 'You connected!' }).waitFor();
        await page.waitForURL(/\/dashboard/);
        await page.getByRole('button', { name: `User menu of ${login}@example.com` }).waitFor();
      },
    );

    browserTest(
      'a Google account without a verified email is refused with a warning alert',
      getBrowser,
      async (open) => {
        const { page } = await open();
        await page.goto(app.base);
        await signInThroughPopup(page, uniqueWord('unverified'));
        await page
          .getByRole('alert')
          .filter({ hasText: /verified email/ })
          .waitFor();
        expect(new URL(page.url()).pathname).not.toMatch(/^\/dashboard/);
      },
    );

    browserTest('closing the popup before finishing shows a warning alert', getBrowser, async (open) => {
      const { page } = await open();
      await page.goto(app.base);
      const popupOpened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: 'Login with Google' }).click();
      const popup = await popupOpened;
      await popup.getByPlaceholder('Enter any login').waitFor();
      await popup.close();
      await page
        .getByRole('alert')
        .filter({ hasText: /closed/i })
        .waitFor();
    });
  });
}

describeGoogleSignIn('Login with Google, local accounts', () => ({}));

let authEmulator: AuthEmulator | undefined;
describeGoogleSignIn(
  'Login with Google, Firebase Auth',
  () => ({ CRM_AUTH: 'firebase', FIREBASE_API_KEY: 'test-api-key', FIREBASE_AUTH_EMULATOR_HOST: authEmulator!.host }),
  async () => {
    authEmulator = await startAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host;
    process.env.GOOGLE_CLOUD_PROJECT = authEmulator.projectId;
    process.env.METADATA_SERVER_DETECTION = 'none';
  },
  async () => authEmulator?.stop(),
);

describe('Login with Google, not configured', () => {
  let browser: Browser;
  let app: E2eCrm;
  beforeAll(async () => {
    app = await startE2eCrm();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.crm.dispose();
  });

  browserTest(
    'the button explains in a warning alert that Google sign-in is not configured',
    () => browser,
    async (open) => {
      const { page } = await open();
      await page.goto(app.base);
      await page.getByRole('button', { name: 'Login with Google' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /not configured/ })
        .waitFor();
    },
  );
});

describe('Login with Google under the team’s sign-up policy', () => {
  let browser: Browser;
  let app: E2eCrm;
  let google: OidcStandIn;
  let ownerToken: string;
  beforeAll(async () => {
    const reserved = await reserveIssuer();
    app = await startE2eCrm({
      CRM_OIDC_ISSUER: reserved.issuer,
      CRM_OIDC_CLIENT_ID: reserved.clientId,
      CRM_OIDC_CLIENT_SECRET: reserved.clientSecret,
    });
    google = await startOidcStandIn(reserved, `${app.base}/auth/google/callback`);
    browser = await launchChromium();
    ownerToken = (await signUp(app.crm.url)).token;
    await must(
      app.crm.url,
      'mutation { updateTeamSettings(signUpPolicy: INVITE_ONLY) { signUpPolicy } }',
      {},
      ownerToken,
    );
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await google?.stop();
    await app?.crm.dispose();
  });

  browserTest(
    'a stranger’s Google sign-in is refused with a warning naming auth/operation-not-allowed; an invited one joins from the invitation link with the invited role',
    () => browser,
    async (open) => {
      const { page } = await open();
      await page.goto(app.base);
      await signInThroughPopup(page, uniqueWord('stranger'));
      await page.getByRole('alert').filter({ hasText: 'auth/operation-not-allowed' }).waitFor();
      expect(new URL(page.url()).pathname).not.toMatch(/^\/dashboard/);

      const login = uniqueWord('invited');
      const invitation = await invite(app.crm.url, ownerToken, `${login}@example.com`, 'VIEWER');
      // Without the link, the invited address is refused and told where the link is.
      const elsewhere = await open();
      await elsewhere.page.goto(app.base);
      await signInThroughPopup(elsewhere.page, login);
      await elsewhere.page
        .getByRole('alert')
        .filter({ hasText: 'use the link in the invitation email to join' })
        .waitFor();

      const invited = await open();
      await invited.page.goto(`${app.base}/?invitation=${invitation.token}`);
      await invited.page.getByRole('tab', { name: 'Login' }).click();
      await signInThroughPopup(invited.page, login);
      await invited.page.waitForURL(/\/dashboard/);
      const { members } = await must<{ members: Array<{ email: string; role: string }> }>(
        app.crm.url,
        '{ members { email role } }',
        {},
        ownerToken,
      );
      expect(members).toContainEqual({ email: `${login}@example.com`, role: 'VIEWER' });
    },
  );
});
