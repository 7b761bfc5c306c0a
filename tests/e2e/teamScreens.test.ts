// The Team page itself in the browser: axe on it in both schemes at both widths, its sections rendered on a phone
// without moving what is already rendered, and an API key created on it used and revoked. The first account of the
// test's server is its owner, with something in each of the page's tables.
import { beforeAll, describe, expect } from '@jest/globals';
import { browserTest, dialogOpened } from './support/browser.ts';
import { eventually, phoneViewport, signInWith, uniqueWord, useE2eApp } from './support/crmApp.ts';
import { layoutShifts, recordLayoutShifts, twoFrames } from './support/layoutShifts.ts';
import { axeViolations, expectScheme, widthsAndSchemes } from './support/axe.ts';
import { openTeamPage, teamForTests } from './support/teamPage.ts';

describe('team and access in the browser', () => {
  const { app, browser } = useE2eApp();
  let owner: { email: string; token: string };

  beforeAll(async () => {
    owner = await teamForTests(app());
  });

  for (const [size, viewport, colorScheme] of widthsAndSchemes) {
    browserTest(`the Team page has no axe violations at ${size}, ${colorScheme}`, browser, async (open) => {
      const { page } = await open(viewport);
      await page.emulateMedia({ colorScheme });
      await signInWith(app(), page.context(), owner.token);
      await openTeamPage(page, app());
      await expectScheme(page, colorScheme);
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
      await signInWith(app(), page.context(), owner.token);
      await recordLayoutShifts(page);
      await openTeamPage(page, app());
      await page.getByRole('table', { name: 'Audit log, newest first' }).getByText('member.invited').first().waitFor();
      // Two frames for the browser to report any shift the last parts caused.
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  browserTest(
    'an API key created on the Team page works with a plain HTTP client and stops once revoked',
    browser,
    async (open) => {
      const { page } = await open();
      await signInWith(app(), page.context(), owner.token);
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
