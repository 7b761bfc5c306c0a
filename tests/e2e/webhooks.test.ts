// Webhooks in the browser: an admin adds an endpoint on the Team page (its secret shown once), saves a customer, and
// sees the delivery in the endpoint's log with its status, as a real receiver on port 0 verifies it; a receiver that
// keeps failing shows as failing in the list itself. Axe runs on the section with its log open, in both schemes at
// both widths.
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import { axeViolations, expectScheme, widthsAndSchemes } from './support/axe.ts';
import { browserTest, popupShown } from './support/browser.ts';
import {
  desktopViewport,
  eventually,
  expectWithinWidth,
  fillCustomerForm,
  phoneViewport,
  saveCustomerViaApi,
  uniqueWord,
  useE2eApp,
  type CustomerData,
  type E2eCrm,
} from './support/crmApp.ts';

async function openTeamPage(page: Page, app: E2eCrm, token: string): Promise<void> {
  await page.context().addCookies([{ name: 'crm_session', value: token, url: app.base }]);
  await page.goto(`${app.base}/dashboard/team`);
  await page.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();
}

describe('webhooks in the browser', () => {
  let receiver: WebhookReceiver;
  // Quick retries, then a long wait: a failing receiver is failing within seconds,
  // and not disabled while the tests run.
  const { app, browser } = useE2eApp(() => ({
    CRM_WEBHOOKS_ALLOW_PRIVATE: 'true',
    CRM_WEBHOOK_RETRY_SECONDS: [...Array(10).fill('0.5'), '3600'].join(','),
  }));
  let failing: WebhookReceiver;
  let owner: { email: string; token: string };
  let admin: { token: string };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    failing = await startWebhookReceiver();
    failing.answer = () => 500;
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
    const invited = await gql<{ inviteMember: { url: string } }>(
      app().crm.url,
      'mutation { inviteMember(email: "hook.admin@example.com", role: ADMIN) { url } }',
      {},
      { token: owner.token },
    );
    const invitation = new URL(invited.body.data!.inviteMember.url).searchParams.get('invitation');
    const joined = await gql<{ signUp: { token: string } }>(
      app().crm.url,
      'mutation ($invitation: String) { signUp(email: "hook.admin@example.com", password: "secret123", repeatPassword: "secret123", invitation: $invitation) { token } }',
      { invitation },
    );
    admin = { token: joined.body.data!.signUp.token };
  });
  afterAll(async () => {
    await receiver.close();
    await failing.close();
  });

  /** Adds a webhook to `url` for new customers, then saves `customer` to set it off. */
  async function addWebhookAndSaveCustomer(url: string, customer: CustomerData): Promise<void> {
    await gql(
      app().crm.url,
      'mutation ($url: String!) { createWebhook(url: $url, events: ["customer.created"]) { secret } }',
      { url },
      { token: owner.token },
    );
    await saveCustomerViaApi(app(), owner.token, customer);
  }

  browserTest('an admin adds a webhook, saves a customer, and sees the delivery in its log', browser, async (open) => {
    const { page } = await open();
    await openTeamPage(page, app(), admin.token);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByLabel('URL').fill(receiver.url);
    await section.getByLabel('Description (optional)').fill('Mailing list sync');
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await section.getByText(`The webhook to ${receiver.url} was added.`).waitFor();
    const secret = section.getByLabel(`Signing secret of ${receiver.url} (shown this once: copy it now)`);
    receiver.secret = await secret.inputValue();
    expect(receiver.secret).toMatch(/^whsec_/);
    await section.getByRole('table', { name: 'Webhooks' }).getByText('Enabled').waitFor();

    const fname = uniqueWord('Hooked');
    await page.goto(`${app().base}/dashboard/adduser`);
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    await fillCustomerForm(page, {
      fname,
      lname: 'Receiver',
      address: '9 Webhook Way',
      email: 'hooked@example.com',
      phone: '555 0100 900',
    });
    const save = page.getByRole('button', { name: 'Save' });
    await eventually(async () => expect(await save.isEnabled()).toBe(true));
    await save.click();
    await popupShown(page, 'User save successfully');
    await receiver.until((received) => received.some((r) => r.data.customer?.fname === fname));
    expect(receiver.received.every((r) => r.verified)).toBe(true);

    await openTeamPage(page, app(), admin.token);
    await page.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}, newest first` });
    const row = log.getByRole('row').filter({ hasText: 'customer.created' });
    await row.getByText('Delivered').waitFor();
    await row.getByText('HTTP 200').waitFor();

    await row.getByRole('button', { name: /^Send again: customer.created of / }).click();
    await page.getByText('Sending again: the attempt shows in this log as soon as the receiver answers.').waitFor();
    await eventually(async () =>
      expect(receiver.received.filter((r) => r.data.customer?.fname === fname)).toHaveLength(2),
    );
    await eventually(
      async () => expect(await log.getByRole('row').filter({ hasText: 'Delivered' }).count()).toBe(2),
      10_000,
    );
    await page.getByRole('table', { name: 'Audit log, newest first' }).getByText('webhook.created').first().waitFor();
  });

  for (const [size, viewport] of [
    ['1280 px', desktopViewport],
    ['390 px', phoneViewport],
  ] as const) {
    browserTest(
      `a receiver that keeps failing shows as failing in the list, with its failures in a row and last attempt, at ${size}`,
      browser,
      async (open) => {
        const { page } = await open(viewport);
        const hook = `${failing.url}/${viewport.width}`;
        await addWebhookAndSaveCustomer(hook, {
          fname: uniqueWord('Failing'),
          lname: 'Receiver',
          address: '5 Outage Road',
          email: 'down@example.com',
          phone: '555 0100 902',
        });
        const failures = async () => {
          const { body } = await gql<{ webhooks: Array<{ url: string; consecutiveFailures: number }> }>(
            app().crm.url,
            '{ webhooks { url consecutiveFailures } }',
            {},
            { token: owner.token },
          );
          return body.data!.webhooks.find((webhook) => webhook.url === hook)!.consecutiveFailures;
        };
        await eventually(async () => expect(await failures()).toBeGreaterThanOrEqual(2), 20_000);
        await openTeamPage(page, app(), owner.token);
        const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: hook });
        // In words, not colour alone: "Failing", how many in a row, and when the last attempt failed.
        await row.getByText('Failing', { exact: true }).waitFor();
        await eventually(async () =>
          expect(await row.innerText()).toMatch(/\b([2-9]|\d\d+) failures in a row, last attempt .+: failed/),
        );
        expect(await row.getByText('Enabled', { exact: true }).count()).toBe(0);
        await expectWithinWidth(row.getByText(/failures in a row/), viewport.width);
      },
    );
  }

  for (const [size, viewport, colorScheme] of widthsAndSchemes) {
    browserTest(
      `the Webhooks section and its log have no axe violations at ${size}, ${colorScheme}`,
      browser,
      async (open) => {
        const { page } = await open(viewport);
        await page.emulateMedia({ colorScheme });
        const hook = `${receiver.url}/${colorScheme}-${viewport.width}`;
        await addWebhookAndSaveCustomer(hook, {
          fname: uniqueWord('Axe'),
          lname: 'Checked',
          address: '1 Contrast Road',
          email: 'axe@example.com',
          phone: '555 0100 901',
        });
        await openTeamPage(page, app(), owner.token);
        await expectScheme(page, colorScheme);
        await page.getByRole('button', { name: `Deliveries to ${hook}` }).click();
        await page
          .getByRole('table', { name: `Deliveries to ${hook}, newest first` })
          .getByText('Delivered')
          .first()
          .waitFor({ timeout: 10_000 });
        await page
          .getByRole('region', { name: 'Webhooks' })
          .screenshot({ path: `tests/artifacts/webhooks-${viewport.width}-${colorScheme}.png` });
        // The list holds a failing webhook from the test before: its state is checked in each scheme too.
        await page.getByRole('table', { name: 'Webhooks' }).getByText('Failing', { exact: true }).first().waitFor();
        // axe judges targets where they stand now: a row the screenshot scrolled under the sticky top bar is obscured.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page)).toEqual([]);
      },
    );
  }
});
