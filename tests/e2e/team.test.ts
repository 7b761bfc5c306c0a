// The team as its owner and members see it in the browser: the Team page (sign-up policy, invitations, deactivation,
// API keys) and what each role is offered. The first account of the test's server is its owner; others join by
// invitation, as they would once sign-up is restricted. Axe runs on the Team page in both schemes at both widths.
import { beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { browserTest, clickInDialog, dialogOpened } from './support/browser.ts';
import {
  chooseOption,
  eventually,
  layoutShifts,
  phoneViewport,
  recordLayoutShifts,
  saveCustomerViaApi,
  twoFrames,
  uniqueWord,
  useE2eApp,
  type E2eCrm,
} from './support/crmApp.ts';
import { axeViolations } from './support/axe.ts';

type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';

const desktopViewport = { width: 1280, height: 800 };

/** An account that joined by invitation with `role`, through the API. */
async function joinAs(
  app: E2eCrm,
  ownerToken: string,
  role: Role,
): Promise<{ email: string; token: string; uid: string }> {
  const email = uniqueEmail(role.toLowerCase());
  const { body } = await gql<{ inviteMember: { url: string } }>(
    app.crm.url,
    'mutation ($email: String!, $role: Role!) { inviteMember(email: $email, role: $role) { url } }',
    { email, role },
    { token: ownerToken },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  const invitation = new URL(body.data.inviteMember.url).searchParams.get('invitation');
  const joined = await gql<{ signUp: { token: string; user: { uid: string } } }>(
    app.crm.url,
    'mutation ($email: String!, $invitation: String) { signUp(email: $email, password: "secret123", repeatPassword: "secret123", invitation: $invitation) { token user { uid } } }',
    { email, invitation },
  );
  if (!joined.body.data) throw new Error(JSON.stringify(joined.body.errors));
  return { email, token: joined.body.data.signUp.token, uid: joined.body.data.signUp.user.uid };
}

async function signIn(page: Page, app: E2eCrm, token: string): Promise<void> {
  await page.context().addCookies([{ name: 'crm_session', value: token, url: app.base }]);
}

async function openTeamPage(page: Page, app: E2eCrm): Promise<void> {
  await page.goto(`${app.base}/dashboard/team`);
  await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Members', level: 2 }).waitFor();
}

/** Fills the Sign Up form (on the tab already shown) with `email` (left as it is when none) and submits it. */
async function submitSignUp(page: Page, email?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign Up' });
  if (email !== undefined) await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Repeat password').fill('secret123');
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

/** What a person sees of a member's row in the members table. */
function memberRow(page: Page, email: string) {
  return page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email });
}

async function memberRoleOf(app: E2eCrm, ownerToken: string, email: string): Promise<string | undefined> {
  const { body } = await gql<{ members: { email: string; role: string }[] }>(
    app.crm.url,
    '{ members { email role } }',
    {},
    { token: ownerToken },
  );
  return body.data?.members.find((member) => member.email === email)?.role;
}

describe('team and access in the browser', () => {
  const { app, browser } = useE2eApp();
  let owner: { email: string; token: string };

  beforeAll(async () => {
    // The store's first account owns it.
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
    await saveCustomerViaApi(app(), owner.token, {
      fname: uniqueWord('Tess'),
      lname: 'Teamwork',
      address: '1 Crew Street',
      email: 'tess@example.com',
      phone: '555 010 0300',
    });
    // Something in each table: an invitation, a key, a deactivated member.
    await joinAs(app(), owner.token, 'VIEWER');
    await gql(
      app().crm.url,
      'mutation { inviteMember(email: "pending.colleague@example.com", role: MEMBER) { id } }',
      {},
      { token: owner.token },
    );
    await gql(
      app().crm.url,
      'mutation { createApiKey(name: "Nightly report", role: VIEWER) { secret } }',
      {},
      { token: owner.token },
    );
  });

  for (const [size, viewport, colorScheme] of [
    ['1280 px', desktopViewport, 'light'],
    ['390 px', phoneViewport, 'light'],
    ['1280 px', desktopViewport, 'dark'],
    ['390 px', phoneViewport, 'dark'],
  ] as const) {
    browserTest(`the Team page has no axe violations at ${size}, ${colorScheme}`, browser, async (open) => {
      const { page } = await open(viewport);
      await page.emulateMedia({ colorScheme });
      await signIn(page, app(), owner.token);
      await openTeamPage(page, app());
      await eventually(async () =>
        expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(colorScheme),
      );
      // While sign-up is open, the risk is named with a way to restrict it.
      await page.getByText('Anyone who can open this address can sign up and see every customer').waitFor();
      await page.getByRole('table', { name: 'Audit log, newest first' }).getByText('member.invited').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  browserTest(
    'at 390 px, the Team page renders its sections and audit log without moving anything already rendered, the footer included',
    browser,
    async (open) => {
      const { page } = await open(phoneViewport);
      await signIn(page, app(), owner.token);
      await recordLayoutShifts(page);
      await openTeamPage(page, app());
      await page.getByRole('table', { name: 'Audit log, newest first' }).getByText('member.invited').first().waitFor();
      // Two frames for the browser to report any shift the last parts caused.
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  browserTest(
    'an owner restricts sign-up to invitations on the Team page; a stranger signing up gets the Error alert',
    browser,
    async (open) => {
      const { page } = await open();
      await signIn(page, app(), owner.token);
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
    await signIn(page, app(), owner.token);
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

  for (const [size, viewport] of [
    ['1280 px', desktopViewport],
    ['390 px', phoneViewport],
  ] as const) {
    browserTest(
      `a viewer sees no Add, Edit, Remove, Restore, Import or Export, and the write screens say why (${size})`,
      browser,
      async (open) => {
        const viewer = await joinAs(app(), owner.token, 'VIEWER');
        const { page } = await open(viewport);
        await signIn(page, app(), viewer.token);
        await page.goto(`${app().base}/dashboard/users`);
        await page.getByRole('heading', { name: 'Customers list' }).waitFor();
        await page.getByRole('table', { name: 'Customers' }).getByText('Teamwork').first().waitFor();
        for (const name of [/^Add customer$/, /^Export/, /^Edit /, /^Remove /, /^Restore /]) {
          expect(await page.getByRole('button', { name }).count()).toBe(0);
          expect(await page.getByRole('link', { name }).count()).toBe(0);
        }
        await page
          .getByRole('link', { name: /^Details of / })
          .first()
          .click();
        await page.getByRole('heading', { name: /Teamwork/ }).waitFor();
        expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);

        if (viewport.width >= 992) {
          const sidebar = page.getByRole('navigation', { name: 'Main' });
          await sidebar.getByRole('link', { name: 'Customers' }).waitFor();
          for (const name of ['Add customer', 'Import customers', 'Team'])
            expect(await sidebar.getByRole('link', { name }).count()).toBe(0);
        }
        await page.goto(`${app().base}/dashboard/adduser`);
        await page.getByText('Your role (viewer) can read customers but not change them.').waitFor();
        expect(await page.getByLabel('First name').count()).toBe(0);
        // Opened by address, a screen's data is fetched as the page loads, but not what the server would refuse.
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/graphql') && request.method() === 'POST')
            sent.push(String(request.postDataJSON()?.operationName));
        });
        await page.goto(`${app().base}/dashboard/import`);
        await page.getByText('Your role (viewer) can read customers but not import or export them.').waitFor();
        await page.goto(`${app().base}/dashboard/team`);
        await page.getByText('Only the owner and admins can manage the team.').waitFor();
        await page.waitForTimeout(500);
        expect(sent).toContain('CurrentUser');
        expect(sent.filter((name) => ['CustomerImports', 'Team', 'AuditLog', 'Webhooks'].includes(name))).toEqual([]);
      },
    );
  }

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
      await alert.getByRole('button', { name: 'OK' }).click();

      const { page } = await open();
      await signIn(page, app(), owner.token);
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

  browserTest(
    'a member demoted to viewer while their list is open is told why Remove was refused, and the write controls go',
    browser,
    async (open) => {
      const member = await joinAs(app(), owner.token, 'MEMBER');
      const { page } = await open();
      await signIn(page, app(), member.token);
      await page.goto(`${app().base}/dashboard/users`);
      await page.getByRole('table', { name: 'Customers' }).getByText('Teamwork').first().waitFor();
      // Demoted while the confirmation is open, so the page cannot have learnt the new role before Remove is confirmed
      // (anything that asks for the role again before the click, a later login check say, takes the controls away).
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      const confirmation = page.getByRole('dialog');
      await confirmation.waitFor();
      await gql(
        app().crm.url,
        'mutation ($uid: ID!) { setMemberRole(uid: $uid, role: VIEWER) { uid } }',
        { uid: member.uid },
        { token: owner.token },
      );
      await clickInDialog(confirmation.getByRole('button', { name: 'Remove' }));
      await page.getByText('Your role (viewer) can read customers but not change them.').waitFor();
      // The role is fetched again: the controls it no longer allows go.
      await eventually(async () => expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0));
      expect(await page.getByRole('button', { name: 'Add customer' }).count()).toBe(0);
      const { body } = await gql<{ customers: { lname: string }[] }>(
        app().crm.url,
        '{ customers { lname } }',
        {},
        { token: owner.token },
      );
      expect(body.data?.customers.some((customer) => customer.lname === 'Teamwork')).toBe(true);
    },
  );

  browserTest(
    'a member deactivated on the Team page: their open list stops and their tab lands on the login screen',
    browser,
    async (open) => {
      const member = await joinAs(app(), owner.token, 'MEMBER');
      const memberTab = await open();
      await signIn(memberTab.page, app(), member.token);
      await memberTab.page.goto(`${app().base}/dashboard/users`);
      await memberTab.page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await memberTab.page.getByRole('table', { name: 'Customers' }).getByText('Teamwork').first().waitFor();

      const { page } = await open();
      await signIn(page, app(), owner.token);
      await openTeamPage(page, app());
      await memberRow(page, member.email)
        .getByRole('button', { name: `Deactivate ${member.email}` })
        .click();
      await clickInDialog(page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }));
      const deactivatedAt = Date.now();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByText(`${member.email} was deactivated.`).waitFor();
      await memberRow(page, member.email).getByText('Deactivated').waitFor();

      await memberTab.page.getByRole('heading', { name: 'Welcome Back!' }).waitFor({ timeout: 5000 });
      expect(Date.now() - deactivatedAt).toBeLessThan(5000);
      expect(await memberTab.page.getByRole('heading', { name: 'Customers list' }).count()).toBe(0);
      // Their session is over: the dashboard sends them back to login.
      await memberTab.page.goto(`${app().base}/dashboard/users`);
      await memberTab.page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    },
  );

  browserTest(
    'an API key created on the Team page works with a plain HTTP client and stops once revoked',
    browser,
    async (open) => {
      const { page } = await open();
      await signIn(page, app(), owner.token);
      await openTeamPage(page, app());
      const name = uniqueWord('Script');
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByRole('button', { name: 'Create key' }).click();
      const secretBox = page.getByLabel(`Secret of ${name} (shown this once: copy it now)`);
      await secretBox.waitFor();
      const secret = await secretBox.inputValue();
      await page.getByText('Authorization: Bearer <secret>').waitFor();

      const ask = () =>
        fetch(`${app().crm.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify({ query: '{ customers { id lname } }' }),
        }).then(
          (response) =>
            response.json() as Promise<{
              data?: { customers: { lname: string }[] } | null;
              errors?: { extensions?: { code?: string } }[];
            }>,
        );
      const answer = await ask();
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.customers.some((customer) => customer.lname === 'Teamwork')).toBe(true);

      const keys = page.getByRole('table', { name: 'API keys' });
      await keys.getByRole('row').filter({ hasText: name }).getByText('Never').first().waitFor();
      await page.reload();
      await openTeamPage(page, app());
      // Its use shows as the last time used.
      await eventually(async () =>
        expect(await keys.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(5).innerText()).not.toBe(
          'Never',
        ),
      );
      // By keyboard: the confirmation opens on Cancel; Tab reaches Revoke.
      await keys.getByRole('button', { name: `Revoke the key ${name}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await eventually(async () =>
        expect(
          await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement),
        ).toBe(true),
      );
      await dialogOpened(dialog);
      await page.keyboard.press('Tab');
      expect(
        await dialog.getByRole('button', { name: 'Revoke' }).evaluate((button) => button === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByText(`The key ${name} was revoked.`).waitFor();
      const refused = await ask();
      expect(refused.data?.customers).toBeUndefined();
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    },
  );
});
