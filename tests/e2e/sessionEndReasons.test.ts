// A session ended elsewhere lands on the login screen with why (the server's reason: docs/security.md).
import { describe, expect } from '@jest/globals';
import { gql, signUp } from '../support/crmServer.ts';
import { deactivate, joinAs, must } from '../support/team.ts';
import { browserTest } from './support/browser.ts';
import { openCustomersList, useE2eApp } from './support/crmApp.ts';

describe('why a session ended', () => {
  const { app, browser } = useE2eApp();
  let ownerToken = '';
  const owner = async () => (ownerToken ||= (await signUp(app().crm.url)).token);

  browserTest(
    'a deactivated member is told so on the login screen, and the ended session is not reported as a failure',
    browser,
    async (open) => {
      const { page, context } = await open();
      const member = await joinAs(app().crm.url, await owner(), 'MEMBER');
      await context.addCookies([{ name: 'crm_session', value: member.token, url: app().base }]);
      const reports: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/client-errors') reports.push(request.postData() ?? '');
      });
      await openCustomersList(page, app());
      await deactivate(app().crm.url, await owner(), member.uid);
      await page.getByRole('status').filter({ hasText: 'Your account was deactivated by an administrator.' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(reports).toEqual([]);
    },
  );

  browserTest(
    'someone whose password was changed on another device is told so on the login screen',
    browser,
    async (open) => {
      const { page, context } = await open();
      const person = await joinAs(app().crm.url, await owner(), 'MEMBER');
      const { body } = await gql<{ signIn: { token: string } }>(
        app().crm.url,
        `mutation { signIn(email: "${person.email}", password: "secret123") { token } }`,
      );
      await context.addCookies([{ name: 'crm_session', value: body.data!.signIn.token, url: app().base }]);
      await openCustomersList(page, app());
      await must(
        app().crm.url,
        'mutation { changePassword(currentPassword: "secret123", password: "newsecret1", repeatPassword: "newsecret1") }',
        {},
        person.token,
      );
      await page.getByRole('status').filter({ hasText: 'Your password was changed on another device.' }).waitFor();
    },
  );
});
