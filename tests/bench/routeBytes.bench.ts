// npm run bench:bytes — what each route sends: loads it in real Chromium (a visitor for the login screen, a
// signed-in user for the dashboard, an empty cache each time) and sums the JavaScript and CSS responses as they
// crossed the wire (Content-Encoding included), with their uncompressed size beside. Figures only.
import type { Request } from 'playwright-core';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { signUp, startTestCrm } from '../support/crmServer.ts';

const routes: Array<{ path: string; signedIn: boolean; ready: string }> = [
  { path: '/', signedIn: false, ready: 'text=Welcome Back!' },
  { path: '/dashboard', signedIn: true, ready: 'role=main' },
  { path: '/dashboard/users', signedIn: true, ready: 'role=radio[name="Active customers"]' },
  { path: '/dashboard/adduser', signedIn: true, ready: '#customer-fname' },
  { path: '/dashboard/workers', signedIn: true, ready: '.contacts-table' },
  { path: '/graphiql', signedIn: true, ready: '.graphiql-container' },
];

requireWebBuild();
const crm = await startTestCrm();
const base = `http://localhost:${crm.port}`;
const { token } = await signUp(crm.url);
const browser = await launchChromium();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  console.log('route                 JS wire (files)     JS raw      CSS wire   encodings');
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
      `${route.path.padEnd(21)} ${`${kib(totals.js)} (${totals.jsFiles})`.padEnd(19)} ${kib(totals.jsRaw).padEnd(11)} ${kib(totals.css).padEnd(10)} ${[...encodings].join(',')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await crm.dispose();
}
