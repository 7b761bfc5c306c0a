// npm run bench:bytes — what each route sends: loads it in real Chromium (a visitor for the login screen, a
// signed-in owner for every dashboard screen of web/src/shared/routes.ts, an empty cache each time) and sums the
// JavaScript and CSS responses as they crossed the wire (Content-Encoding included), with their uncompressed size
// beside. Each route twice: in English (the floor: no catalog) and in Japanese, with what Japanese adds and its
// catalog's share of it, so a language is seen to cost its own words and no more. On the Lighthouse bench's data
// (tests/bench/support/lighthouseData.ts), so each screen loads what it shows a team. Figures only.
import type { Request } from 'playwright-core';
import { dashboardRoutes, paths } from '../../web/src/shared/routes.ts';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { signUp, startTestCrm, tempDataDir } from '../support/crmServer.ts';
import { seedThisWeek, seedYearOfCustomers } from './support/lighthouseData.ts';

requireWebBuild();
const dataDir = tempDataDir();
await seedYearOfCustomers(dataDir, 360);
const crm = await startTestCrm({ CRM_DATA_DIR: dataDir });
const base = `http://localhost:${crm.port}`;
const { token } = await signUp(crm.url);
const { customerId } = await seedThisWeek(crm.url, token);

// One entry per dashboard route, named by its key: a route added to the table and not here fails the typecheck.
const dashboardScreens: Record<keyof typeof dashboardRoutes | 'index', { path: string; ready: string }> = {
  index: { path: paths.dashboard, ready: '.team-day-chart canvas' },
  welcome: { path: `${paths.dashboard}/${dashboardRoutes.welcome}`, ready: '.team-day-chart canvas' },
  customers: { path: paths.customers, ready: '.customers-filter >> role=radio' },
  customerDetails: { path: paths.customerDetails(customerId), ready: '.details-list' },
  addCustomer: { path: paths.addCustomer, ready: '#customer-fname' },
  editCustomer: { path: paths.editCustomer(customerId), ready: '#customer-fname' },
  duplicates: { path: paths.duplicates, ready: '.duplicate-groups' },
  tasks: { path: paths.tasks, ready: '.task-group' },
  companies: { path: paths.companies, ready: '.companies-search' },
  company: { path: paths.company('none'), ready: '.company-back' },
  contacts: { path: paths.contacts, ready: '.contacts-table' },
  import: { path: paths.import, ready: '.import-page' },
  account: { path: paths.account, ready: '.account-page h1' },
  team: { path: paths.team, ready: '#team-audit' },
  spinner: { path: `${paths.dashboard}/${dashboardRoutes.spinner}`, ready: 'role=status' },
  search: { path: paths.search('grace'), ready: '.search-page-lead' },
};
const routes: Array<{ path: string; signedIn: boolean; ready: string }> = [
  { path: paths.login, signedIn: false, ready: 'input[name="password"]' },
  { path: paths.home, signedIn: false, ready: 'input[name="password"]' },
  ...Object.values(dashboardScreens).map((screen) => ({ ...screen, signedIn: true })),
  { path: '/graphiql', signedIn: true, ready: '.graphiql-container' },
];
const browser = await launchChromium();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface RouteBytes {
  js: number;
  jsRaw: number;
  jsFiles: number;
  css: number;
  /** Of js: the language's own catalog and antd's words for it */
  words: number;
  encodings: Set<string>;
}

async function measure(route: (typeof routes)[number], locale: string): Promise<RouteBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  if (route.signedIn) await context.addCookies([{ name: 'crm_session', value: token, url: base }]);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(`${base}${route.path}`);
  await page.locator(route.ready).first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const totals: RouteBytes = { js: 0, jsRaw: 0, jsFiles: 0, css: 0, words: 0, encodings: new Set() };
  for (const request of requests) {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    const response = await request.response();
    if (!response) continue;
    const wire = (await request.sizes()).responseBodySize;
    totals.encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
    if (type === 'script') {
      totals.js += wire;
      // Some bodies (GraphiQL's workers) are not kept by the browser: their wire size stands in.
      totals.jsRaw += (await response.body().catch(() => null))?.length ?? wire;
      totals.jsFiles += 1;
      if (/\/assets\/(ja|ja_JP)-[\w-]+\.js$/.test(request.url())) totals.words += wire;
    } else totals.css += wire;
  }
  await context.close();
  return totals;
}

try {
  console.log(
    `${'route'.padEnd(40)} ${'en JS wire (files)'.padEnd(19)} ${'ja JS wire'.padEnd(11)} ${'ja adds'.padEnd(10)} ${'ja words'.padEnd(10)} ${'JS raw'.padEnd(10)} ${'CSS wire'.padEnd(10)} encodings`,
  );
  for (const route of routes) {
    const en = await measure(route, 'en-US');
    const ja = await measure(route, 'ja-JP');
    console.log(
      `${route.path.padEnd(40)} ${`${kib(en.js)} (${en.jsFiles})`.padEnd(19)} ${kib(ja.js).padEnd(11)} ${kib(ja.js - en.js).padEnd(10)} ${kib(ja.words).padEnd(10)} ${kib(en.jsRaw).padEnd(10)} ${kib(en.css).padEnd(10)} ${[...en.encodings].join(',')}`,
    );
  }
} finally {
  await browser.close();
  await crm.dispose();
}
