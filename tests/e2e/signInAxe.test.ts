// Axe on the account page and each new login step (setting up an authenticator app, its recovery codes, Forgot your
// password?, choosing a new password, the second factor asked, a second factor set up before the dashboard), in both
// schemes at both widths. What these steps do: signIn.test.ts.
import { beforeAll, describe, expect } from '@jest/globals';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { artifactsDir, browserTest } from './support/browser.ts';
import { signInWith, useE2eApp } from './support/crmApp.ts';
import { axeViolations, expectScheme, widthsAndSchemes } from './support/axe.ts';
import { openAccountPage, passwordLogin, totp } from './support/account.ts';

describe('sign-in in the browser', () => {
  const { app, browser } = useE2eApp();
  let owner: { email: string; token: string };

  beforeAll(async () => {
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
  });

  for (const [size, viewport, colorScheme] of widthsAndSchemes) {
    browserTest(
      `the account page and the new login steps have no axe violations at ${size}, ${colorScheme}`,
      browser,
      async (open) => {
        const { page } = await open(viewport);
        await page.emulateMedia({ colorScheme });
        const shot = (name: string) =>
          page.screenshot({
            path: `${artifactsDir}/signin-${name}-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        const person = await signUp(app().crm.url, uniqueEmail('axe'));
        await signInWith(app(), page.context(), person.token);
        await openAccountPage(page, app());
        await expectScheme(page, colorScheme);
        await shot('account');
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
        const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByLabel('Code from the app').fill(await totp(secret));
        await page.getByRole('button', { name: 'Turn on' }).click();
        await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.context().clearCookies();

        await page.goto(app().base);
        await page.getByRole('button', { name: 'Forgot your password?' }).click();
        await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
        await shot('forgot');
        expect(await axeViolations(page)).toEqual([]);
        await page.goto(`${app().base}/?reset=not-a-real-token`);
        await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
        await shot('reset');
        expect(await axeViolations(page)).toEqual([]);
        await page.goto(app().base);
        await passwordLogin(page, person.email, 'secret123');
        await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
        await shot('second-factor');
        expect(await axeViolations(page)).toEqual([]);

        // The team requires a second factor: someone without one sets it up before the dashboard.
        const newcomer = await signUp(app().crm.url, uniqueEmail('newcomer'));
        await gql(
          app().crm.url,
          'mutation { updateTeamSettings(requireSecondFactor: true) { requireSecondFactor } }',
          {},
          { token: owner.token },
        );
        try {
          await page.goto(app().base);
          await passwordLogin(page, newcomer.email, 'secret123');
          await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
          await shot('enrol');
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await gql(
            app().crm.url,
            'mutation { updateTeamSettings(requireSecondFactor: false) { requireSecondFactor } }',
            {},
            { token: owner.token },
          );
        }
      },
      120_000,
    ); // seven axe runs and six full-page screenshots: near a minute on a loaded machine
  }
});
