// The page of a dashboard screen holds the screen's card before the app's scripts have run (app/firstFrames.tsx): its
// title and largest words where the screen then renders them, on a phone and a wide screen, in the system's light and
// dark, with nothing moving when the app takes its place; screen readers hear that it is loading.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest } from './support/browser.ts';
import {
  holdChunk,
  holdFiles,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  useE2eApp,
} from './support/crmApp.ts';
import { layoutShifts, recordLayoutShifts, twoFrames } from './support/layoutShifts.ts';

interface FramedScreen {
  address: string;
  title: string;
  words: string;
  /** The screen's own title once its data is here, where it is not the frame's */
  heading?: string;
  /** Words the frame holds that the app renders a moment after its first render */
  later?: string;
}

const screens: FramedScreen[] = [
  { address: '/dashboard/users', title: 'Customers list', words: '.customers-search input' },
  { address: '/dashboard/team', title: 'Team', words: 'p.team-lead' },
  { address: '/dashboard/duplicates', title: 'Duplicates', words: 'p.duplicates-intro' },
  { address: '/dashboard/import', title: 'Import customers', words: 'p.import-intro' },
  { address: '/dashboard/tasks', title: 'Tasks', words: 'p.tasks-lead' },
  // The form's fields come with the app: its title is the words.
  { address: '/dashboard/adduser', title: 'Add User', words: 'h1.page-title' },
];

/**
 * A customer's page: the server renders the customer in its frame, its name the title, its email in the fields, and
 * below them its tasks, none yet.
 */
const customerPage = (id: string): FramedScreen => ({
  address: `/dashboard/customerdetails/${id}`,
  title: 'Ada Framed',
  words: 'td a[href="mailto:ada.framed@example.com"]',
  later: 'p.task-none',
});

/** Where the title and the words are, in whole pixels, and the colours they are rendered in. */
const rendered = (page: Page, words: string, later = words) =>
  page.evaluate(
    ({ selector, laterSelector }) => {
      const look = (element: Element | null) => {
        if (!element) return 'missing';
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.height)} high, ${style.color} on ${getComputedStyle(element.closest('.ui-card')!).backgroundColor}`;
      };
      // The first shown: a customer's frame holds its fields in both layouts, one of them hidden.
      const shown = (css: string) =>
        [...document.querySelectorAll(css)].find((element) => element.getClientRects().length);
      return {
        title: look(shown('h1.page-title') ?? null),
        words: look(shown(selector) ?? null),
        later: look(shown(laterSelector) ?? null),
      };
    },
    { selector: words, laterSelector: later },
  );

describe("a dashboard screen's page before its scripts have run", () => {
  const { app, browser } = useE2eApp();

  // The server's first account, its owner: the Team page is theirs.
  browserTest(
    "holds each screen's title and words where the screen renders them, on a phone in light and a wide screen in dark, and nothing moves when the app comes",
    browser,
    async (open) => {
      let token: string | undefined;
      let customer: FramedScreen | undefined;
      for (const [viewport, scheme] of [
        [phoneViewport, 'light'],
        [{ width: 1280, height: 800 }, 'dark'],
      ] as const) {
        const { page, context } = await open(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        if (token) await context.addCookies([{ name: 'crm_session', value: token, url: app().base }]);
        else token = (await signedInContext(app(), context)).token;
        customer ??= customerPage(
          await saveCustomerViaApi(app(), token, {
            fname: 'Ada',
            lname: 'Framed',
            address: '1 First Paint Road',
            email: 'ada.framed@example.com',
            phone: '+1 (212) 555-0142',
          }),
        );
        await recordLayoutShifts(page);
        // The customer's page first, as the session before has just left it (its "Also open by" floats and moves
        // nothing; the order only keeps the screenshots free of it).
        for (const { address, title, words, heading = title, later } of [customer, ...screens]) {
          // The app's start held back: the page as a slow phone shows it while the scripts arrive.
          const release = await holdChunk(page, 'boot');
          await page.goto(`${app().base}${address}`);
          const frame = page.locator('.first-frame');
          await frame.waitFor();
          await expect(frame.locator('h1').textContent()).resolves.toBe(title);
          const before = await rendered(page, words, later);
          await page.screenshot({
            path: `tests/artifacts/first-frame-${title.replaceAll(' ', '-')}-${viewport.width}-${scheme}.png`,
          });
          // Inert and hidden from screen readers, which hear that the page is loading instead.
          await expect(page.getByRole('status').textContent()).resolves.toBe('Loading…');
          expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
          expect(
            (
              await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
            ).violations.map((violation) => violation.id),
          ).toEqual([]);

          // Words the frame shows below stay shown through the app's renders, from the frame's last moment on.
          if (later)
            await page.evaluate((selector) => {
              const state = window as unknown as { laterGone?: boolean };
              state.laterGone = false;
              new MutationObserver(() => {
                if (!document.querySelector('.first-frame') && !document.querySelector(selector))
                  state.laterGone = true;
              }).observe(document.body, { childList: true, subtree: true });
            }, later);
          release();
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          if (later) {
            await page.locator(later).waitFor();
            const gone = await page.evaluate(() => (window as unknown as { laterGone?: boolean }).laterGone);
            expect([address, later, gone]).toEqual([address, later, false]);
          }
          await twoFrames(page);
          expect(await frame.count()).toBe(0);
          expect([address, await rendered(page, words, later)]).toEqual([address, before]);
          expect([address, await layoutShifts(page)]).toEqual([address, []]);
          await page.unrouteAll();
        }
      }
    },
    // Each first-paint screen at two widths, with axe on each: about a minute alone, near two beside a full test run.
    180_000,
  );

  // The app's scripts share the slow link the frame's stylesheets come on: asked for beside them, they hold back the
  // paint of words the page already has.
  browserTest(
    "asks for the app's scripts once the frame has painted, and then starts the app",
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await signedInContext(app(), context);
      const releaseSheets = await holdFiles(page, /\/assets\/[\w-]+\.css$/);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      // The page's last stylesheet: the browser has read every link in its head once it asks for it.
      const lastSheet = page.waitForRequest(/\/assets\/DashboardRoute-[\w-]+\.css$/);
      const loaded = page.goto(`${app().base}/dashboard/tasks`);
      await lastSheet;
      await page.locator('.first-frame').waitFor({ state: 'attached' });
      const beforePaint = asked.filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
      expect(beforePaint.some((path) => path.startsWith('/assets/main-'))).toBe(true);
      expect(beforePaint.filter((path) => /\/assets\/(react|apollo|boot)-/.test(path))).toEqual([]);

      releaseSheets();
      await loaded;
      await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      expect(asked.some((path) => path.startsWith('/assets/react-'))).toBe(true);
    },
  );
});
