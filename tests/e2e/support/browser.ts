// Browser tests: sessions (contexts) per test, or taken in turns by the tests of one width and theme, and a screenshot
// and console log of each when a test fails.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, test } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';

export const artifactsDir = path.resolve('tests/artifacts');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Browser console lines and page errors, saved beside the screenshot when a test fails */
  console: string[];
  /** The pages' addresses as they changed and their GraphQL requests, with when and how each was answered */
  traffic: string[];
}

/** `locale`: the browser's language (navigator.languages and Accept-Language), as a person's browser sends it. */
export async function openSession(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  options: { locale?: string } = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({ viewport, ...options });
  await context.addInitScript(recordDialogs);
  const page = await context.newPage();
  const lines: string[] = [];
  context.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`));
  context.on('weberror', (error) => lines.push(`[pageerror] ${error.error().message}`));
  return { context, page, console: lines, traffic: recordTraffic(context, page) };
}

/**
 * Each page's address as it changes (the app's own navigations too) and each GraphQL request's operation, status,
 * time and error codes (read from small answers only), in the order they ended: a failure in a full run, which rarely
 * repeats alone, can then be read from what the page asked and was told.
 */
function recordTraffic(context: BrowserContext, first: Page): string[] {
  const lines: string[] = [];
  const started = Date.now();
  const at = () => `+${String(Date.now() - started).padStart(6)} ms`;
  const follow = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) lines.push(`${at()} address ${new URL(frame.url()).pathname}`);
    });
  follow(first);
  context.on('page', follow);
  const answered = async (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?';
    const response = await request.response().catch(() => null);
    const size = Number((await response?.headerValue('content-length').catch(() => null)) ?? Infinity);
    const body = response && size <= 4096 ? await response.text().catch(() => '') : '';
    const codes = [...body.matchAll(/"code":"([A-Za-z_/-]+)"/g)].map((match) => match[1]).join(',');
    const took = Math.round(request.timing().responseEnd);
    lines.push(
      `${at()} ${operation} ${response?.status() ?? request.failure()?.errorText ?? 'no answer'} in ${took} ms` +
        (codes ? ` ${codes}` : '') +
        (body.includes('"me":null') ? ' me:null' : ''),
    );
  };
  context.on('requestfinished', (request) => void answered(request));
  context.on('requestfailed', (request) => void answered(request));
  return lines;
}

declare global {
  interface Window {
    /** The text of every dialog the page has shown, recorded as it was added (see recordDialogs) */
    dialogsShown?: string[];
  }
}

/**
 * Runs in every page before its own scripts: records the text of each dialog as it is added. A success pop-up stays
 * about 1500 ms, and a test that asks for it by polling can miss it on a loaded machine, where the page paints it late
 * and the poll comes round every half second or more; the record keeps it.
 */
function recordDialogs(): void {
  const shown: string[] = (window.dialogsShown = []);
  const recorded = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      const text = dialog.textContent?.trim() ?? '';
      if (text && !recorded.has(dialog)) {
        recorded.add(dialog);
        shown.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown a pop-up with this title (still open, or already closed by itself), and takes it off
 * the record: a second wait for the same title waits for a second pop-up.
 */
export async function popupShown(page: Page, title: string, timeoutMs = 30_000): Promise<void> {
  await page
    .waitForFunction(
      (text) => {
        const index = window.dialogsShown?.findIndex((shown) => shown.includes(text)) ?? -1;
        if (index >= 0) window.dialogsShown!.splice(index, 1);
        return index >= 0;
      },
      title,
      { timeout: timeoutMs, polling: 250 },
    )
    .catch((error: unknown) => {
      throw new Error(`No pop-up titled '${title}' was shown within ${timeoutMs} ms`, { cause: error });
    });
}

/** The class antd's motion puts on an element while it opens (a regular expression's source, read in the page). */
export const openingMotion = String.raw`-(appear|enter)\b`;
/** antd's pop-ups that open with a motion of their own: a Popconfirm's (its role is tooltip), menus, selects' lists. */
const antdPopups = '.ant-popover, .ant-dropdown, .ant-select-dropdown, .ant-mentions-dropdown';

/**
 * Waits until the dialog (or antd pop-up) holding `inside` has finished opening, as a person would before acting on
 * it: a click sent
 * while it still zooms in lands where the button was a frame before, beside it, and does nothing (a full run under load
 * once left a confirmation open that way), and a key pressed then can find focus elsewhere. Opening lasts while the
 * motion's classes (antd's `-appear`/`-enter`, set a frame before its animation exists) stay on it, and until every
 * animation inside it has ended or been cancelled.
 */
export async function dialogOpened(inside: Locator): Promise<void> {
  await inside.evaluate(
    async (element, [popups, motion]) => {
      const dialog = element.closest(`[role="dialog"], ${popups}`) ?? element;
      const opening = () => new RegExp(motion).test(dialog.getAttribute('class') ?? '');
      const until = performance.now() + 5000;
      do {
        // An animation cancelled as it runs (its element re-rendered or removed)
        // rejects `finished`: that one is over too.
        await Promise.all(
          dialog.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
        );
        await new Promise(requestAnimationFrame);
      } while (opening() && performance.now() < until);
    },
    [antdPopups, openingMotion] as const,
  );
}

/** Clicks a control of a dialog (or antd pop-up) once it has finished opening. */
export async function clickInDialog(control: Locator): Promise<void> {
  await dialogOpened(control);
  await control.click();
}

function slug(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);
}

/** Saves a screenshot of every page and the console of every session, under tests/artifacts/<test>/. */
export async function saveArtifacts(name: string, sessions: BrowserSession[]): Promise<void> {
  const dir = path.join(artifactsDir, slug(name));
  fs.mkdirSync(dir, { recursive: true });
  for (const [index, session] of sessions.entries()) {
    for (const [pageIndex, page] of session.context.pages().entries()) {
      await page
        .screenshot({ path: path.join(dir, `session${index + 1}-page${pageIndex + 1}.png`), fullPage: true })
        .catch(() => undefined);
    }
    fs.writeFileSync(path.join(dir, `session${index + 1}-console.log`), session.console.join('\n'));
    fs.writeFileSync(path.join(dir, `session${index + 1}-traffic.log`), session.traffic.join('\n'));
  }
}

/** What each page says in its alerts, notes and dialogs now (a second at most per page: a hung page says nothing). */
async function messagesOn(page: Page): Promise<string[]> {
  const read = page
    .evaluate(() =>
      [...document.querySelectorAll('[role="alert"], [role="status"], [role="dialog"]')]
        .map((element) => element.textContent?.trim().replace(/\s+/g, ' ') ?? '')
        .filter(Boolean),
    )
    .catch(() => []);
  const timeout = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 1000));
  return Promise.race([read, timeout]);
}

async function sessionsTold(sessions: BrowserSession[]): Promise<string> {
  const told: string[] = [];
  for (const [index, session] of sessions.entries()) {
    const pages = session.context.pages();
    const messages = (await Promise.all(pages.map(messagesOn))).flat().slice(0, 6);
    told.push(
      `\n  session ${index + 1} at ${pages.map((page) => page.url()).join(', ') || '(no page)'}` +
        messages.map((message) => `\n    says: ${message.slice(0, 200)}`).join('') +
        session.console
          .slice(-8)
          .map((line) => `\n    ${line.slice(0, 300)}`)
          .join('') +
        session.traffic
          .slice(-8)
          .map((line) => `\n    ${line.slice(0, 200)}`)
          .join(''),
    );
  }
  return `\nThe browser sessions when it failed:${told.join('')}`;
}

/** Saves each session's pages and console, and adds what they show to the error (the CI log is often all there is). */
async function reportFailure(name: string, sessions: BrowserSession[], error: unknown): Promise<void> {
  await saveArtifacts(name, sessions);
  if (error instanceof Error) {
    const told = await sessionsTold(sessions);
    error.stack = error.stack?.replace(error.message, error.message + told);
    error.message += told;
  }
}

export type Viewport = { width: number; height: number };

/**
 * A browser test: `run` gets a way to open sessions (browser contexts); on failure every session's pages
 * are photographed and their consoles saved before the error is reported.
 */
export function browserTest(
  name: string,
  getBrowser: () => Browser,
  run: (open: (viewport?: Viewport, options?: { locale?: string }) => Promise<BrowserSession>) => Promise<void>,
  timeoutMs = 60_000,
): void {
  test(
    name,
    async () => {
      const sessions: BrowserSession[] = [];
      const open = async (viewport?: Viewport, options?: { locale?: string }) => {
        const session = await openSession(getBrowser(), viewport, options);
        sessions.push(session);
        return session;
      };
      try {
        await run(open);
      } catch (error) {
        await reportFailure(name, sessions, error);
        throw error;
      } finally {
        for (const session of sessions) await session.context.close().catch(() => undefined);
      }
    },
    timeoutMs,
  );
}

/** The width and theme a shared session shows the app at. */
export interface SessionKind {
  viewport: Viewport;
  colorScheme: 'light' | 'dark';
}

/**
 * Browser tests that take turns in one session per kind, for a file that checks many screens at each width and theme:
 * it spares each screen a new context, sign-in and cold load of the app. The session stays while tests ask for the
 * same kind and is closed when one asks for another. Each test starts with no routes, sets its own cookies and goes
 * to its own screen; a failure is reported as browserTest does.
 */
export function useSharedSessions(
  getBrowser: () => Browser,
): (name: string, kind: SessionKind, run: (session: BrowserSession) => Promise<void>, timeoutMs?: number) => void {
  let current: { key: string; session: BrowserSession } | undefined;
  const close = async () => {
    await current?.session.context.close().catch(() => undefined);
    current = undefined;
  };
  afterAll(close);
  const sessionFor = async ({ viewport, colorScheme }: SessionKind): Promise<BrowserSession> => {
    const key = `${viewport.width}x${viewport.height} ${colorScheme}`;
    if (current?.key !== key) {
      await close();
      const session = await openSession(getBrowser(), viewport);
      await session.page.emulateMedia({ colorScheme });
      current = { key, session };
    }
    return current.session;
  };
  return (name, kind, run, timeoutMs = 60_000) =>
    test(
      name,
      async () => {
        const session = await sessionFor(kind);
        // A route a failed test left (a chunk held back, say) would hold up this one.
        await session.page.unrouteAll({ behavior: 'ignoreErrors' });
        try {
          await run(session);
        } catch (error) {
          await reportFailure(name, [session], error);
          throw error;
        }
      },
      timeoutMs,
    );
}
