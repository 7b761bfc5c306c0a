// Not a test: opens the screens of the team feature at 1280 and 390 px, light and dark, and saves screenshots
// (`npx tsx tests/e2e/support/teamShots.ts <dir>`), for a person to look at.
import { gql, signUp, startTestCrm, uniqueEmail } from '../../support/crmServer.ts';
import { launchChromium } from './chromium.ts';

const dir = process.argv[2] ?? '/tmp/shots';
const crm = await startTestCrm();
const base = `http://localhost:${crm.port}`;
const owner = await signUp(crm.url, uniqueEmail('owner'));
const member = await signUp(crm.url, uniqueEmail('member'));
const viewer = await signUp(crm.url, uniqueEmail('viewer'));
await gql(
  crm.url,
  'mutation ($uid: ID!) { setMemberRole(uid: $uid, role: VIEWER) { uid } }',
  { uid: viewer.uid },
  { token: owner.token },
);
await gql(
  crm.url,
  'mutation { inviteMember(email: "new.colleague@example.com", role: MEMBER) { id } }',
  {},
  { token: owner.token },
);
await gql(
  crm.url,
  'mutation { createApiKey(name: "Reporting script", role: VIEWER) { secret } }',
  {},
  { token: owner.token },
);
await gql(
  crm.url,
  'mutation ($uid: ID!) { deactivateMember(uid: $uid) { uid } }',
  { uid: member.uid },
  { token: owner.token },
);
await gql(
  crm.url,
  'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
  {
    input: {
      fname: 'Ada',
      lname: 'Lovelace',
      address: '1 Engine Row',
      email: 'ada@example.com',
      phone: '555 010 0199',
    },
  },
  { token: owner.token },
);
const browser = await launchChromium();
for (const [size, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const shot = async (
      token: string,
      path: string,
      name: string,
      act?: (page: import('playwright-core').Page) => Promise<void>,
    ) => {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      await context.addCookies([{ name: 'crm_session', value: token, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(1500);
      if (act) await act(page);
      await page.screenshot({ path: `${dir}/${name}-${size}-${scheme}.png`, fullPage: true });
      // Each section of the page on its own, large enough to read.
      if (viewport.width < 600 && name.startsWith('team')) {
        for (const [index, section] of (await page.locator('.team-section').all()).entries()) {
          await section.screenshot({ path: `${dir}/${name}-${size}-${scheme}-part${index + 1}.png` });
        }
      }
      await context.close();
    };
    await shot(owner.token, '/dashboard/team', 'team');
    await shot(owner.token, '/dashboard/team', 'team-created', async (page) => {
      await page.getByLabel('Email', { exact: true }).fill(`x${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Invite' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Nightly export');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.waitForTimeout(1200);
    });
    await shot(owner.token, '/dashboard/team', 'team-confirm', async (page) => {
      await page.getByRole('button', { name: `Deactivate ${viewer.email}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).waitFor();
      await page.waitForTimeout(500);
    });
    await shot(viewer.token, '/dashboard/users', 'viewer-list');
    // A member whose role dropped to viewer while the list was open: Remove is refused in the server's words.
    const demoted = await signUp(crm.url, uniqueEmail('demoted'));
    await shot(demoted.token, '/dashboard/users', 'refused-remove', async (page) => {
      await gql(
        crm.url,
        'mutation ($uid: ID!) { setMemberRole(uid: $uid, role: VIEWER) { uid } }',
        { uid: demoted.uid },
        { token: owner.token },
      );
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await page.getByText('Your role (viewer) can read customers but not change them.').waitFor();
      await page.waitForTimeout(700);
    });
    await shot(viewer.token, '/dashboard/adduser', 'viewer-adduser');
    const login = await browser.newContext({ viewport, colorScheme: scheme });
    const page = await login.newPage();
    await page.goto(`${base}/?invitation=abc`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${dir}/login-invited-${size}-${scheme}.png`, fullPage: true });
    await page.goto(`${base}/?verified=yes`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${dir}/login-verified-${size}-${scheme}.png`, fullPage: true });
    await login.close();
  }
}
await browser.close();
await crm.dispose();
console.log('saved to', dir);
