// npm run bench:bytes — what each route sends: loads it in real Chromium (a visitor for the login screen, a
// signed-in owner for every dashboard screen of web/src/shared/routes.ts, an empty cache each time) and sums the
// JavaScript and CSS responses as they crossed the wire (Content-Encoding included), with their uncompressed size
// beside. On the Lighthouse bench's data (tests/bench/support/lighthouseData.ts), so each screen loads what it shows
// a team. Figures only.
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
  customers: { path: paths.customers, ready: 'role=radio[name="Active customers"]' },
  customerDetails: { path: paths.customerDetails(customerId), ready: '.details-list' },
  addCustomer: { path: paths.addCustomer, ready: '#customer-fname' },
  editCustomer: { path: paths.editCustomer(customerId), ready: '#customer-fname' },
  duplicates: { path: paths.duplicates, ready: '.duplicate-groups' },
  contacts: { path: paths.contacts, ready: '.contacts-table' },
  import: { path: paths.import, ready: 'role=heading[name="Import customers"]' },
  account: { path: paths.account, ready: 'role=heading[name="Account"]' },
  team: { path: paths.team, ready: '#team-audit' },
  spinner: { path: `${paths.dashboard}/${dashboardRoutes.spinner}`, ready: 'role=status' },
};
const routes: Array<{ path: string; signedIn: boolean; ready: string }> = [
  { path: paths.login, signedIn: false, ready: 'text=Welcome Back!' },
  { path: paths.home, signedIn: false, ready: 'text=Welcome Back!' },
  ...Object.values(dashboardScreens).map((screen) => ({ ...screen, signedIn: true })),
  { path: '/graphiql', signedIn: true, ready: '.graphiql-container' },
];
const browser = await launchChromium();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  console.log(`${'route'.padEnd(50)} JS wire (files)     JS raw      CSS wire   encodings`);
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (route.signedIn) await context.addCookies([{ name: 'crm_session', value: token, url: base }]);
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('requestfinished', (request) => requests.push(request));
    await page.goto(`${base}${route.path}`);
    await page.locator(route.ready).first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const totals = { js: 0, jsRaw: 0, jsFiles: 0, css: 0 };
    const encodings = new Set<string>();
    for (const request of requests) {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const response = await request.response();
      if (!response) continue;
      const sizes = await request.sizes();
      const wire = sizes.responseBodySize;
      encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
      if (type === 'script') {
        totals.js += wire;
        // Some bodies (GraphiQL's workers) are not kept by the browser: their wire size stands in.
        totals.jsRaw += (await response.body().catch(() => null))?.length ?? wire;
        totals.jsFiles += 1;
      } else totals.css += wire;
    }
    console.log(
      `${route.path.padEnd(50)} ${`${kib(totals.js)} (${totals.jsFiles})`.padEnd(19)} ${kib(totals.jsRaw).padEnd(11)} ${kib(totals.css).padEnd(10)} ${[...encodings].join(',')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await crm.dispose();
}
