// Sign-in beyond the password in Chromium: a passkey added on the account page signs in without an email (a CDP
// virtual authenticator stands in for the device); a TOTP second factor set up from the secret the page shows is asked
// after the password; 'Forgot your password?' reaches a new password through the emailed link (a real SMTP server);
// signing out another device from the account page sends that browser to the login screen.
// Axe on the account page and each new login step: signInAxe.test.ts.
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql, signInMutation, signUp, uniqueEmail } from '../support/crmServer.ts';
import { linkIn, startSmtpServer, type TestSmtp } from '../support/smtpServer.ts';
import { artifactsDir, browserTest } from './support/browser.ts';
import { eventually, phoneViewport, signInWith, useE2eApp } from './support/crmApp.ts';
import { openAccountPage, passwordLogin, totp } from './support/account.ts';

/** A device that makes and holds passkeys, and verifies its user at once (as a fingerprint would). */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function logout(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: `User menu of ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
}

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
});

describe('sign-in in the browser', () => {
  const { app, browser } = useE2eApp(() => ({ CRM_SMTP_URL: smtp.url }));
  let owner: { email: string; token: string };

  beforeAll(async () => {
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
  });

  browserTest('a passkey added on the account page signs in without typing an email', browser, async (open) => {
    const person = await signUp(app().crm.url, uniqueEmail('passkey'));
    const { page } = await open();
    await addVirtualAuthenticator(page);
    await signInWith(app(), page.context(), person.token);
    await openAccountPage(page, app());
    await page.getByLabel('Passkey name').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('The passkey Work laptop was added.').waitFor();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor();
    await page.screenshot({ path: `${artifactsDir}/signin-account-passkey.png`, fullPage: true });

    await logout(page, person.email);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: `User menu of ${person.email}` }).waitFor();
    const { body } = await gql<{ auditLog: { nodes: Array<{ action: string; target: string }> } }>(
      app().crm.url,
      '{ auditLog { nodes { action target } } }',
      {},
      { token: owner.token },
    );
    expect(body.data?.auditLog.nodes).toContainEqual({ action: 'passkey.added', target: person.email });
  });

  browserTest('a TOTP second factor set up on the account page is asked after the password', browser, async (open) => {
    const person = await signUp(app().crm.url, uniqueEmail('totp'));
    const { page } = await open();
    await signInWith(app(), page.context(), person.token);
    await openAccountPage(page, app());
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page
      .getByRole('img', { name: 'QR code for the authenticator app' })
      .or(page.locator('.ant-qrcode'))
      .first()
      .waitFor();
    await page.screenshot({ path: `${artifactsDir}/signin-totp-setup.png`, fullPage: true });
    await page.getByLabel('Code from the app').fill(await totp(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await eventually(async () => expect(await codes.count()).toBe(10));
    await page.screenshot({ path: `${artifactsDir}/signin-recovery-codes.png`, fullPage: true });
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByText('Recovery codes left: 10 of 10.').waitFor();

    await logout(page, person.email);
    await passwordLogin(page, person.email, 'secret123');
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/signin-second-factor-step.png`, fullPage: true });
    await page.getByLabel('Code').fill(await totp(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: `User menu of ${person.email}` }).waitFor();
  });

  browserTest('forgot password: the emailed link leads to a new password', browser, async (open) => {
    const person = await signUp(app().crm.url, uniqueEmail('forgetful'));
    const { page } = await open();
    await page.goto(app().base);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('form', { name: 'Reset your password' }).getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText(`If ${person.email} has an account, a link to reset its password is on its way.`, { exact: false })
      .waitFor();
    await page.screenshot({ path: `${artifactsDir}/signin-forgot.png`, fullPage: true });

    const link = linkIn(await smtp.messageTo(person.email));
    await page.goto(link.replace(/^https?:\/\/[^/]+/, app().base));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brandnew1');
    await page.getByLabel('Repeat the new password').fill('brandnew1');
    await page.screenshot({ path: `${artifactsDir}/signin-reset.png`, fullPage: true });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: `User menu of ${person.email}` }).waitFor();
    // The old password no longer works; the new one does.
    expect(
      (await gql(app().crm.url, signInMutation, { email: person.email, password: 'secret123' })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('auth/invalid-credential');
    expect(
      (await gql(app().crm.url, signInMutation, { email: person.email, password: 'brandnew1' })).body.errors,
    ).toBeUndefined();
  });

  browserTest(
    'signing out another device from the account page sends that browser to the login screen',
    browser,
    async (open) => {
      const person = await signUp(app().crm.url, uniqueEmail('two.devices'));
      const laptop = await open();
      const phone = await open(phoneViewport);
      const other = await gql<{ signIn: { token: string } }>(
        app().crm.url,
        signInMutation,
        { email: person.email, password: 'secret123' },
        { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari/604.1' } },
      );
      await signInWith(app(), phone.page.context(), other.body.data!.signIn.token);
      await phone.page.goto(`${app().base}/dashboard/users`);
      await phone.page.getByRole('heading', { name: 'Customers list' }).waitFor();

      await signInWith(app(), laptop.page.context(), person.token);
      await openAccountPage(laptop.page, app());
      const devices = laptop.page.getByRole('list', { name: 'Signed-in devices' });
      await devices.getByText('Safari on iOS').waitFor();
      await laptop.page.screenshot({ path: `${artifactsDir}/signin-devices.png`, fullPage: true });
      await devices.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
      await laptop.page.getByText('Safari on iOS was signed out.').waitFor();
      await phone.page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      expect(new URL(phone.page.url()).pathname).not.toMatch(/^\/dashboard/);
    },
  );

  browserTest(
    'an owner creates a reset link for a member on the Team page, and turns on the team-wide second factor',
    browser,
    async (open) => {
      const member = await signUp(app().crm.url, uniqueEmail('locked.out'));
      const { page } = await open();
      await signInWith(app(), page.context(), owner.token);
      await page.goto(`${app().base}/dashboard/team`);
      await page.getByRole('heading', { name: 'Members', level: 2 }).waitFor();
      await page.getByRole('button', { name: `Create reset link for ${member.email}` }).click();
      const link = page.getByLabel(`Password reset link for ${member.email} (works once, for 1 hour)`);
      await link.waitFor();
      const url = await link.inputValue();
      expect(url).toMatch(/\/\?reset=/);

      const colleague = await open();
      await colleague.page.goto(url.replace(/^https?:\/\/[^/]+/, app().base));
      await colleague.page.getByLabel('New password', { exact: true }).fill('handed.over1');
      await colleague.page.getByLabel('Repeat the new password').fill('handed.over1');
      await colleague.page.getByRole('button', { name: 'Set new password' }).click();
      await colleague.page.waitForURL(/\/dashboard/);
      await colleague.page.getByRole('button', { name: `User menu of ${member.email}` }).waitFor();

      const requirement = page.getByRole('switch', { name: 'Require a second factor' });
      await requirement.click();
      await page.getByText('A second factor is now required', { exact: false }).waitFor();
      try {
        const { body } = await gql<{ teamSettings: { requireSecondFactor: boolean } }>(
          app().crm.url,
          '{ teamSettings { requireSecondFactor } }',
          {},
          { token: owner.token },
        );
        expect(body.data?.teamSettings.requireSecondFactor).toBe(true);
      } finally {
        await requirement.click();
        await page.getByText('A second factor is no longer required.').waitFor();
      }
    },
  );
});
