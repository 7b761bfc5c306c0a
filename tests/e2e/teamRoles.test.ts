// What each role of the team is offered in the browser: a viewer sees no write controls and the write screens say
// why, a member demoted while their list is open is told why Remove was refused, a member deactivated on the Team page
// lands on the login screen. The first account of the test's server is its owner; others join by invitation.
import { beforeAll, describe, expect } from '@jest/globals';
import { gql } from '../support/crmServer.ts';
import { joinAs } from '../support/team.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import { desktopViewport, eventually, phoneViewport, signInWith, useE2eApp } from './support/crmApp.ts';
import { memberRow, openTeamPage, teamForTests } from './support/teamPage.ts';

describe('team and access in the browser', () => {
  const { app, browser } = useE2eApp();
  let owner: { email: string; token: string };

  beforeAll(async () => {
    owner = await teamForTests(app());
  });

  for (const [size, viewport] of [
    ['1280 px', desktopViewport],
    ['390 px', phoneViewport],
  ] as const) {
    browserTest(
      `a viewer sees no Add, Edit, Remove, Restore, Import or Export, and the write screens say why (${size})`,
      browser,
      async (open) => {
        const viewer = await joinAs(app().crm.url, owner.token, 'VIEWER');
        const { page } = await open(viewport);
        await signInWith(app(), page.context(), viewer.token);
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
    'a member demoted to viewer while their list is open is told why Remove was refused, and the write controls go',
    browser,
    async (open) => {
      const member = await joinAs(app().crm.url, owner.token, 'MEMBER');
      const { page } = await open();
      await signInWith(app(), page.context(), member.token);
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
      const member = await joinAs(app().crm.url, owner.token, 'MEMBER');
      const memberTab = await open();
      await signInWith(app(), memberTab.page.context(), member.token);
      await memberTab.page.goto(`${app().base}/dashboard/users`);
      await memberTab.page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await memberTab.page.getByRole('table', { name: 'Customers' }).getByText('Teamwork').first().waitFor();

      const { page } = await open();
      await signInWith(app(), page.context(), owner.token);
      await openTeamPage(page, app());
      await memberRow(page, member.email)
        .getByRole('button', { name: `Deactivate ${member.email}` })
        .click();
      await clickInDialog(page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }));
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByText(`${member.email} was deactivated.`).waitFor();
      await memberRow(page, member.email).getByText('Deactivated').waitFor();

      // Told over its open socket, not at its next request: well before the suite's usual wait.
      await memberTab.page.getByRole('heading', { name: 'Welcome Back!' }).waitFor({ timeout: 10_000 });
      expect(await memberTab.page.getByRole('heading', { name: 'Customers list' }).count()).toBe(0);
      // Their session is over: the dashboard sends them back to login.
      await memberTab.page.goto(`${app().base}/dashboard/users`);
      await memberTab.page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    },
  );
});
