// The product as staff use it: the real server (web build included) on a free port, and helpers that act
// through the screens by role, label and visible text.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { gql, signUp, startTestCrm, uniqueEmail, type TestCrm } from '../../support/crmServer.ts';
import { defaultThrottleLimits } from '../../../server/domain/accounts/throttle.ts';
import type { BrowserSession, Viewport } from './browser.ts';
import { launchChromium, requireWebBuild } from './chromium.ts';

/** The GraphQL operation a browser request names ('' for none): what a test's route handler holds back or counts. */
export function operationOf(request: Request): string {
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
}

/**
 * Holds the page's HTTP requests for one GraphQL operation until the returned release is called, as a slow network
 * would: the screen renders everything else meanwhile.
 */
export async function holdOperation(page: Page, operation: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) === operation) await released;
    await route.fallback();
  });
  return release;
}

/**
 * A screen's page as the build wrote it, without the answers the server puts in it and the frame it renders from them
 * (server/http/pageData.ts), as when it had none to give: the screen asks for its data as it renders, and a test can
 * hold an answer back.
 */
export async function withoutPageAnswers(page: Page): Promise<void> {
  await page.route(/\/dashboard\/[a-z]+(\/[\w-]+)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const [, screen, id] = /\/dashboard\/([a-z]+)(\/[\w-]+)?$/.exec(new URL(route.request().url()).pathname)!;
    const built = path.resolve('dist/web/frames', `${screen}${id ? '-id' : ''}.html`);
    await route.fulfill({ contentType: 'text/html', body: fs.readFileSync(built, 'utf8') });
  });
}

/** Holds back the answers to the requests whose address matches `files` until the returned function is called. */
export async function holdFiles(page: Page, files: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Holds back the built chunk whose file name starts with `chunk` (an antd part a screen fetches after its first paint,
 * say) until the returned function is called.
 */
export const holdChunk = (page: Page, chunk: string) =>
  holdFiles(page, new RegExp(`/assets/${chunk.replaceAll('.', '\\.')}-[\\w-]+\\.js$`));

/**
 * The contacts list once antd's Table has taken the place of the plain table it is first rendered as
 * (ContactsPage.tsx).
 */
export const contactsInAntdTable = (page: Page) => page.locator('.contacts-table.ant-table-wrapper').waitFor();

/**
 * The customers list once antd's Table has taken the place of the
 * plain header it is first rendered under (CustomersTable.tsx).
 */
export const customersInAntdTable = (page: Page) => page.locator('.customers-antd-table.ant-table-wrapper').waitFor();

export interface E2eCrm {
  crm: TestCrm;
  /** The origin users open (localhost, as CRM_PUBLIC_URL defaults to) */
  base: string;
}

/**
 * A file of browser tests signs up an account per test from one address, more than the product lets one client sign up
 * in 15 minutes (30): its server allows more. The throttle itself is tested through the API (signInThrottle.test.ts).
 */
const e2eThrottle = { ...defaultThrottleLimits, signUpsPerClient: 200 };

export async function startE2eCrm(env: Record<string, string> = {}): Promise<E2eCrm> {
  requireWebBuild();
  const crm = await startTestCrm(env, { throttle: e2eThrottle });
  return { crm, base: `http://localhost:${crm.port}` };
}

/** Polls an assertion until it passes (up to timeoutMs), as a person waits for the screen to settle. */
export async function eventually(assertion: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Puts an account's session into the browser context as the cookie: the context is signed in as that account. */
export async function signInWith(app: E2eCrm, context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'crm_session', value: token, url: app.base }]);
}

/** A fresh account made through the API, its session put into the browser context as the cookie. */
export async function signedInContext(app: E2eCrm, context: BrowserContext): Promise<{ email: string; token: string }> {
  const account = await signUp(app.crm.url, uniqueEmail('e2e'));
  await signInWith(app, context, account.token);
  return account;
}

/**
 * How most browser tests start: a new session (from browserTest's `open`) signed in as a fresh account, on `path` (or a
 * whole address) once the page's heading `heading` shows. Answers the session with the account's email and token.
 */
export async function openSignedIn(
  app: E2eCrm,
  open: (viewport?: Viewport) => Promise<BrowserSession>,
  path: string,
  heading: string,
  viewport?: Viewport,
): Promise<BrowserSession & { email: string; token: string }> {
  const session = await open(viewport);
  const account = await signedInContext(app, session.context);
  await session.page.goto(new URL(path, app.base).href);
  await session.page.getByRole('heading', { name: heading }).waitFor();
  return { ...session, ...account };
}

export interface CustomerData {
  fname: string;
  lname: string;
  address: string;
  email: string;
  phone: string;
  notes?: string;
}

/** Saves a customer straight through the API (for tests whose subject is not the form). */
export async function saveCustomerViaApi(
  app: E2eCrm,
  token: string,
  customer: CustomerData & { id?: string; version?: number },
): Promise<string> {
  const { body } = await gql<{ saveCustomer: { id: string } }>(
    app.crm.url,
    'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
    { input: customer },
    { token },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.saveCustomer.id;
}

export function uniqueWord(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}

/** A phone's viewport (390 px wide: the phone width every screen is checked at). */
export const phoneViewport = { width: 390, height: 844 };

/** A desktop's viewport (the size a session opens at when none is given). */
export const desktopViewport = { width: 1280, height: 800 };

/** Fails unless the element is rendered wholly inside the page's width and shows all of its text (nothing cut off). */
export async function expectWithinWidth(locator: Locator, width: number): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not rendered`);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await locator.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/** Fails when the page, or any scrolling box in it, is wider than the viewport (it would scroll sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll<HTMLElement>('*')]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
      )
      .map((element) => element.className || element.tagName),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

export function customerRow(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

export async function chooseFilter(
  page: Page,
  label: 'Active customers' | 'Deleted customers' | 'All customers',
): Promise<void> {
  await page.getByText(label, { exact: true }).click();
  await expect(await page.getByRole('radio', { name: label }).isChecked()).toBe(true);
}

/**
 * Chooses `label` in an antd Select and waits until the select shows it. Its list is virtual: the elements with the
 * option role are a hidden copy for screen readers (the active option and its neighbours), not what a pointer clicks,
 * so the visible item is found by its title. Asked again if the select does not show it (the list placed late, or
 * moved by a part of the page rendered meanwhile). `typed` narrows a long list first, as a person would.
 */
export async function chooseOption(page: Page, combobox: Locator, label: string, typed?: string): Promise<void> {
  const select = page.locator('.ant-select').filter({ has: combobox });
  await eventually(async () => {
    if (!(await select.textContent())?.includes(label)) {
      await combobox.click();
      if (typed !== undefined) await combobox.fill(typed);
      await page
        .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`)
        .click({ timeout: 5000 });
    }
    expect(await select.textContent()).toContain(label);
  }, 20_000);
}

export async function fillCustomerForm(page: Page, customer: Partial<CustomerData>): Promise<void> {
  const labels: Record<keyof CustomerData, string> = {
    fname: 'First name',
    lname: 'Last name',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    notes: 'Notes',
  };
  for (const [field, value] of Object.entries(customer) as Array<[keyof CustomerData, string]>) {
    await page.getByLabel(labels[field], { exact: true }).fill(value);
  }
}

/**
 * One server and one Chromium for a describe block, started before its tests and stopped after them.
 * Tests read them through the getters, since they exist only once the block has started.
 */
export function useE2eApp(env: () => Record<string, string> = () => ({})): {
  app: () => E2eCrm;
  browser: () => Browser;
} {
  let app: E2eCrm | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startE2eCrm(env());
    browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.crm.dispose();
  });
  return { app: () => app!, browser: () => browser! };
}

export async function openCustomersList(page: Page, app: E2eCrm): Promise<void> {
  await page.goto(`${app.base}/dashboard/users`);
  await page.getByRole('heading', { name: 'Customers list' }).waitFor();
}

/**
 * Holds back the list's changes (customerChanges) the server sends this page, as on a slow link, from the start or,
 * with `afterFirstPage`, once the list's first page has come through. `held()` counts them; `release()` sends them
 * on and lets later ones through.
 */
export async function holdCustomerChanges(
  page: Page,
  { afterFirstPage = false } = {},
): Promise<{ held(): number; release(): void }> {
  const held: Array<() => void> = [];
  let holding = true;
  let firstPageSeen = !afterFirstPage;
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const text = String(message);
      if (holding && firstPageSeen && text.includes('"customerChanges"')) held.push(() => socket.send(text));
      else socket.send(text);
      if (text.includes('"initial":true')) firstPageSeen = true;
    });
  });
  return {
    held: () => held.length,
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}
