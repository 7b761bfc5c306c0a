// A slow start shows one loading indicator at a time: the login check's own words, not those words dimmed under the
// global overlay's "Loading…" on top of them; and what a plain first screen renders before antd's code is rendered at
// its final size.
import { describe, expect } from '@jest/globals';
import { browserTest } from './support/browser.ts';
import { operationOf, phoneViewport, signedInContext, useE2eApp } from './support/crmApp.ts';

describe('loading indicators', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  browserTest(
    'a login check that takes 1.5 s shows one indicator at a time, then the list',
    getBrowser,
    async (open) => {
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
      // Until the list shows, however long a loaded machine takes: a fixed 4 s once ended before the spinner painted.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !(await page.getByRole('heading', { name: 'Customers list' }).isVisible())) {
        const overlay = await page.locator('.loading-overlay').isVisible();
        const spinner = await page.locator('.page-spinner').isVisible();
        seen.add(`${overlay ? 'overlay' : ''}${overlay && spinner ? ' + ' : ''}${spinner ? 'spinner' : ''}`);
        await page.waitForTimeout(50);
      }
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      expect(seen.has('overlay + spinner')).toBe(false);
      expect([...seen].some((state) => state.length > 0)).toBe(true);
    },
  );

  browserTest(
    "at 390 px, the icons of a screen rendered before antd's code have their final size from their first frame: the top bar's user, the search box's magnifier",
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await signedInContext(currentApp(), context);
      // Each icon's box measured the moment it enters the page, before any effect of the script that rendered it ran.
      await page.addInitScript(() => {
        const first: Record<string, string> = ((
          window as unknown as { firstIconBoxes: Record<string, string> }
        ).firstIconBoxes = {});
        new MutationObserver((records) => {
          for (const added of records.flatMap((record) => [...record.addedNodes])) {
            if (!(added instanceof Element)) continue;
            for (const icon of [added, ...added.querySelectorAll('.anticon')].filter((element) =>
              element.classList.contains('anticon'),
            )) {
              const name = [...icon.classList].join('.');
              const { width, height } = icon.getBoundingClientRect();
              first[name] ??= `${width}x${height}`;
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${currentApp().base}/dashboard/workers`);
      await page.getByRole('table', { name: 'Contacts' }).getByRole('link').first().waitFor();
      const boxes = await page.evaluate(() => {
        const first = (window as unknown as { firstIconBoxes: Record<string, string> }).firstIconBoxes;
        return Object.entries(first).map(([name, box]) => {
          const now = document.querySelector(`.${name.split('.').join('.')}`)?.getBoundingClientRect();
          return { name, first: box, now: now ? `${now.width}x${now.height}` : box };
        });
      });
      expect(boxes.map(({ name }) => name)).toEqual(
        expect.arrayContaining(['anticon.anticon-user', 'anticon.anticon-search']),
      );
      expect(boxes.filter(({ first, now }) => first !== now)).toEqual([]);
    },
  );
});
