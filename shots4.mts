// Each main screen in Arabic, Hebrew and Japanese, at 1280 and 390, light and dark, with a few customers.
import { signUp, uniqueEmail, startTestCrm, gql } from '/work/main/tests/support/crmServer.ts';
import { launchChromium } from '/work/main/tests/e2e/support/chromium.ts';

const crm = await startTestCrm({ CRM_API_RATE_PER_MINUTE: '10000' });
const base = `http://localhost:${crm.port}`;
const owner = await signUp(crm.url, uniqueEmail('owner'));
let id = '';
for (const [f, l, e, p] of [['Ada', 'Lovelace', 'ada@example.com', '+44 20 7946 0999'], ['دانة', 'ليفي', 'dana@example.co.il', '+972 54 123 4567'], ['Grace', 'Hopper', 'grace@example.com', '+1 202 555 0100']]) {
  const { body } = await gql<{ saveCustomer: { id: string } }>(crm.url, 'mutation S($input: CustomerInput!) { saveCustomer(input: $input) { id } }', { input: { fname: f, lname: l, email: e, phone: p, address: '12 Analytical Row', notes: 'Met at the fair' } }, { token: owner.token });
  id ||= body.data!.saveCustomer.id;
}
const screens: Array<[string, string, string]> = [
  ['dash', '/dashboard', '.team-day-chart canvas'],
  ['list', '/dashboard/users', '.customers-table'],
  ['details', `/dashboard/customerdetails/${id}`, '.details-list'],
  ['form', '/dashboard/adduser', 'input[name="fname"]'],
  ['import', '/dashboard/import', '.import-page'],
  ['team', '/dashboard/team', '#team-audit'],
  ['account', '/dashboard/account', '.account-page h1'],
  ['contacts', '/dashboard/workers', '.contacts-table'],
];
const only = process.argv[2]?.split(',');
const browser = await launchChromium();
for (const [w, h, scheme, locale] of [[1280, 800, 'light', 'ar-EG'], [390, 844, 'dark', 'ar-EG'], [1280, 800, 'dark', 'he-IL'], [390, 844, 'light', 'ja-JP']] as const) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, locale });
  await context.addCookies([{ name: 'crm_session', value: owner.token, url: base }]);
  const page = await context.newPage();
  for (const [name, path, ready] of screens) {
    if (only && !only.includes(name)) continue;
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 30000 });
    if (name === 'form') { await page.locator('input[name="fname"]').fill('A'); await page.keyboard.press('Tab'); }
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/work/shots/i18n/${name}-${w}-${scheme}-${locale}.png`, fullPage: name !== 'list' });
  }
  await context.close();
}
await browser.close();
await crm.dispose();
