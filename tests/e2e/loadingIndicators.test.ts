// A slow start shows one loading indicator at a time: the login check's own words, not those words dimmed under the
// global overlay's "Loading…" on top of them.
import { describe, expect } from '@jest/globals';
import { browserTest } from './support/browser.ts';
import { operationOf, signedInContext, useE2eApp } from './support/crmApp.ts';

describe('loading indicators', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  browserTest('a login check that takes 1.5 s shows one indicator at a time, then the list', getBrowser, async (open) => {
    const { page, context } = await open();
    await signedInContext(currentApp(), context);
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'CurrentUser') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Watched from the page's first response, not from its load event: in one full run on a busy machine, waiting for
    // that event left nothing to watch.
    await page.goto(`${currentApp().base}/dashboard/users`, { waitUntil: 'commit' });
    const seen = new Set<string>();
    const deadline = Date.now() + 4000;
    while (Date.now() < deadline && !(await page.getByRole('heading', { name: 'Customers list' }).isVisible())) {
      const overlay = await page.locator('.loading-overlay').isVisible();
      const spinner = await page.locator('.page-spinner').isVisible();
      seen.add(`${overlay ? 'overlay' : ''}${overlay && spinner ? ' + ' : ''}${spinner ? 'spinner' : ''}`);
      await page.waitForTimeout(50);
    }
    await page.getByRole('heading', { name: 'Customers list' }).waitFor();
    expect(seen.has('overlay + spinner')).toBe(false);
    expect([...seen].some((state) => state.length > 0)).toBe(true);
  });
});
