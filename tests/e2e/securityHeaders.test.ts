// The Content-Security-Policy (server/http/securityHeaders.ts) in a real browser: the main screens and GraphiQL render
// and work with no violation reported, and another site cannot frame the app.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest, type BrowserSession } from './support/browser.ts';
import { eventually, saveCustomerViaApi, signedInContext, useE2eApp } from './support/crmApp.ts';

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(session: BrowserSession): Promise<string[]> {
  const violations: string[] = [];
  await session.context.exposeFunction('reportCspViolation', (text: string) => void violations.push(text));
  await session.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  session.context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

describe('the Content-Security-Policy in the browser', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'login, customers, contacts, the add form and GraphiQL report no violation',
    browser,
    async (open) => {
      const session = await open();
      const violations = await watchViolations(session);
      const { page, context } = session;

      await page.goto(`${app().base}/`);
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      await settle(page);

      const { token, email } = await signedInContext(app(), context);
      await saveCustomerViaApi(app(), token, {
        fname: 'Csp',
        lname: 'Checked',
        address: '1 Policy Street',
        email: 'csp@example.com',
        phone: '+1 212 555 0101',
      });
      await page.goto(`${app().base}/dashboard/users`);
      await page.getByRole('row').filter({ hasText: 'Checked' }).waitFor();
      await settle(page);

      await page.goto(`${app().base}/dashboard/workers`);
      const photo = page.getByRole('row').filter({ hasText: 'Sofia Martinez' }).locator('.worker-avatar img');
      await eventually(async () =>
        expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true),
      );

      await page.goto(`${app().base}/dashboard/adduser`);
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      await settle(page);

      await page.goto(`${app().base}/graphiql`);
      await page.getByText('me { uid email }').waitFor({ timeout: 15_000 });
      await eventually(async () => {
        await page.getByRole('button', { name: /Execute query/i }).click();
        await page.getByText(email).waitFor({ timeout: 2000 });
      }, 20_000);
      await settle(page);

      expect(violations).toEqual([]);
    },
    120_000,
  );

  browserTest('another site cannot frame the app', browser, async (open) => {
    const session = await open();
    const { page } = session;
    // A page of another origin (127.0.0.1 is not localhost) framing the app: the browser refuses to render it.
    const other = app().base.replace('localhost', '127.0.0.1');
    await page.route(`${other}/framing-page`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe id="app" src="${app().base}/"></iframe>` }),
    );
    await page.goto(`${other}/framing-page`);
    const frame = page.frameLocator('#app');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await frame.getByRole('tab', { name: 'Login' }).count()).toBe(0);
  });
});
