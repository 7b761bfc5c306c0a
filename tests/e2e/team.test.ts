// The team's sign-up in the browser: an owner restricts it to invitations, an invited colleague joins from the link
// with the invited role, and under DOMAINS a sign-up waits for an admin's approval on the Team page. The first account
// of the test's server is its owner. What each role is offered: teamRoles.test.ts; the Team page's screens, axe and
// API keys: teamScreens.test.ts.
import { beforeAll, describe, expect } from '@jest/globals';
import { gql, uniqueEmail } from '../support/crmServer.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import { chooseOption, eventually, signInWith, uniqueWord, useE2eApp } from './support/crmApp.ts';
import { memberRoleOf, memberRow, openTeamPage, submitSignUp, teamForTests } from './support/teamPage.ts';

describe('team and access in the browser', () => {
  const { app, browser } = useE2eApp();
  let owner: { email: string; token: string };

  beforeAll(async () => {
    owner = await teamForTests(app());
  });

  browserTest(
    'an owner restricts sign-up to invitations on the Team page; a stranger signing up gets the Error alert',
    browser,
    async (open) => {
      const { page } = await open();
      await signInWith(app(), page.context(), owner.token);
      await openTeamPage(page, app());
      await page.getByRole('radio', { name: 'Invitation only' }).check();
      await page.getByRole('button', { name: 'Save sign-up policy' }).click();
      await page.getByText('Sign-up policy saved.').waitFor();
      await eventually(async () =>
        expect(
          await page.getByText('Anyone who can open this address can sign up and see every customer').count(),
        ).toBe(0),
      );

      const stranger = await open();
      await stranger.page.goto(app().base);
      await stranger.page.getByRole('tab', { name: 'Sign Up' }).click();
      await submitSignUp(stranger.page, uniqueEmail('stranger'));
      const alert = stranger.page.getByRole('dialog').filter({ hasText: 'Error' });
      await alert.getByText('auth/operation-not-allowed').waitFor();
      expect(new URL(stranger.page.url()).pathname).not.toMatch(/^\/dashboard/);
    },
  );

  browserTest('an invited colleague joins from the link with the invited role', browser, async (open) => {
    const { page } = await open();
    await signInWith(app(), page.context(), owner.token);
    await openTeamPage(page, app());
    const email = uniqueEmail('invited');
    await page.getByLabel('Email', { exact: true }).fill(email);
    // The invitation form's role (antd names its fields after the form: invite_role).
    await chooseOption(page, page.locator('#invite_role'), 'Viewer');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = page.getByLabel(`Invitation link for ${email} (shown once; valid 7 days)`);
    await link.waitFor();
    await page.getByText(`${email} is invited as viewer.`).waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/\?invitation=/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Pending invitations' }).getByText(email).waitFor();

    // Someone signing that address up without the link sees where the link is, in the Error alert.
    const claimant = await open();
    await claimant.page.goto(app().base);
    await claimant.page.getByRole('tab', { name: 'Sign Up' }).click();
    await submitSignUp(claimant.page, email);
    await claimant.page
      .getByRole('dialog')
      .filter({
        hasText:
          'This address has an invitation waiting: use the link in the invitation email to join. (auth/operation-not-allowed)',
      })
      .waitFor();

    const colleague = await open();
    await colleague.page.goto(url.replace(/^https?:\/\/[^/]+/, app().base));
    expect(await colleague.page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await colleague.page
      .getByText(`You were invited to join the team as a viewer. Choose a password to sign up as ${email}.`)
      .waitFor();
    // The link is for that address alone: the form shows it, filled in and not editable.
    const emailField = colleague.page.getByRole('form', { name: 'Sign Up' }).getByLabel('Email');
    await eventually(async () => expect(await emailField.inputValue()).toBe(email));
    expect(await emailField.isEditable()).toBe(false);
    await submitSignUp(colleague.page);
    await colleague.page.waitForURL(/\/dashboard/);
    await colleague.page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
    expect(await memberRoleOf(app(), owner.token, email)).toBe('VIEWER');
    // As a viewer: no Add customer in the sidebar.
    await colleague.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).waitFor();
    expect(
      await colleague.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Add customer' })
        .count(),
    ).toBe(0);

    // Used once, the link says so and fills in nothing.
    const later = await open();
    await later.page.goto(url.replace(/^https?:\/\/[^/]+/, app().base));
    await later.page
      .getByText('This invitation link is no longer valid. Ask an administrator of the team for a new one.')
      .waitFor();
    expect(await later.page.getByRole('form', { name: 'Sign Up' }).getByLabel('Email').inputValue()).toBe('');
  });

  browserTest(
    'under DOMAINS without email, a sign-up waits (Error alert, auth/unverified-email) until an admin approves it on the Team page',
    browser,
    async (open) => {
      await gql(
        app().crm.url,
        'mutation { updateTeamSettings(signUpPolicy: DOMAINS, signUpDomains: ["corp.example"]) { signUpPolicy } }',
        {},
        { token: owner.token },
      );
      const email = `${uniqueWord('newcomer')}@corp.example`;
      const newcomer = await open();
      await newcomer.page.goto(app().base);
      await newcomer.page.getByRole('tab', { name: 'Sign Up' }).click();
      await submitSignUp(newcomer.page, email);
      const alert = newcomer.page.getByRole('dialog').filter({ hasText: 'Error' });
      await alert.getByText('auth/unverified-email').waitFor();
      await clickInDialog(alert.getByRole('button', { name: 'OK' }));

      const { page } = await open();
      await signInWith(app(), page.context(), owner.token);
      await openTeamPage(page, app());
      await memberRow(page, email).getByText('Pending').waitFor();
      await memberRow(page, email)
        .getByRole('button', { name: `Approve ${email}` })
        .click();
      await page.getByText(`${email} may now sign in.`).waitFor();
      await memberRow(page, email).getByText('Active').waitFor();

      await newcomer.page.getByRole('tab', { name: 'Login' }).click();
      const login = newcomer.page.getByRole('form', { name: 'Login' });
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Password').fill('secret123');
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await newcomer.page.waitForURL(/\/dashboard/);
      await newcomer.page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
    },
  );
});
