// npm run bench:lighthouse — Lighthouse 12's mobile preset (its default: a mid-range phone on a slow 4G link,
// simulated) on the login screen, the customers list, the contacts list, the add form and the dashboard, against the server as
// `npm start` runs it. Prints the four category scores, LCP, total blocking time and the JavaScript each route
// sends, each screen LIGHTHOUSE_RUNS times (default 2: on a shared machine one run is no figure), with the load
// average beside (LIGHTHOUSE_PAGES=customers,add runs only the screens whose names contain those words). The floor,
// measured in the same run: the contacts screen as the app drew it, saved as plain HTML with no script and served
// beside the app (stylesheets and photos passed through as sent), i.e. the best this network and CPU allow for the
// same rows. Figures only. Needs a build (`npm run build`) and Chromium (CHROME_PATH or /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { signUp, tempDataDir } from '../support/crmServer.ts';
import { freePort } from '../support/ports.ts';

requireWebBuild();

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

const dataDir = tempDataDir();
const port = await freePort();
const base = `http://localhost:${port}`;
// The product as `npm start` runs it (the build check aside: requireWebBuild did that).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CRM_DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const debuggingPort = await freePort();
const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);

/** The floor page: `path` as the browser drew it, scripts removed, at a server of its own that passes everything else to `base`. */
async function startFloor(path: string, cookie: string): Promise<{ url: string; close(): Promise<void> }> {
  // Drawn at the phone Lighthouse's mobile preset emulates, so the saved page is the phone's (drawer, stacked rows).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.setExtraHTTPHeaders({ Cookie: cookie });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.locator('tr.contacts-row').first().waitFor();
  const drawn = await page.evaluate(() => {
    for (const node of document.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  // The stylesheets the app added name the app's origin; the floor serves them from its own.
  const html = drawn.replaceAll(`${base}/`, '/');
  await context.close();
  const compressed = zlib.brotliCompressSync(html);
  const floor = http.createServer((request, response) => {
    if (request.url === '/') {
      const br = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(br && { 'content-encoding': 'br' }) });
      response.end(br ? compressed : html);
      return;
    }
    const upstream = http.request(`${base}${request.url}`, { headers: { ...request.headers, host: new URL(base).host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    upstream.end();
  });
  const floorPort = await freePort();
  await new Promise<void>((resolve) => floor.listen(floorPort, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${floorPort}/`, close: () => new Promise((resolve) => floor.close(() => resolve())) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 2) || 2);
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const floors: Array<{ close(): Promise<void> }> = [];
try {
  await waitForHealth(base);
  const { token } = await signUp(base);
  const floor = await startFloor('/dashboard/workers', `crm_session=${token}`);
  floors.push(floor);
  const pages = [
    { name: 'login screen', url: `${base}/`, cookie: undefined },
    { name: 'customers list', url: `${base}/dashboard/users`, cookie: `crm_session=${token}` },
    { name: 'contacts list', url: `${base}/dashboard/workers`, cookie: `crm_session=${token}` },
    { name: 'add customer', url: `${base}/dashboard/adduser`, cookie: `crm_session=${token}` },
    { name: 'dashboard', url: `${base}/dashboard`, cookie: `crm_session=${token}` },
    { name: 'floor: contacts list as plain HTML, no script', url: floor.url, cookie: `crm_session=${token}` },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').concat('floor');
  for (const page of pages.filter((candidate) => !only || only.some((name) => candidate.name.includes(name))))
    for (let run = 1; run <= runs; run += 1) {
      const loadBefore = loadAverage();
      const flags: Flags = {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        ...(page.cookie && { extraHeaders: { Cookie: page.cookie } }),
      };
      const result = (await lighthouse(page.url, flags)) as RunnerResult | undefined;
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const requests =
        (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number; resourceSize?: number }> } | undefined)
          ?.items ?? [];
      const scripts = requests.filter((request) => request.resourceType === 'Script');
      const jsWire = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      const jsRaw = scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0);
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => audit.id);
      console.log(
        `${page.name} (${new URL(page.url).pathname}), run ${run} of ${runs}, final URL ${lhr.finalDisplayedUrl}; load average ${loadBefore} before, ${loadAverage()} after`,
      );
      console.log(
        `  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`,
      );
      console.log(
        `  LCP ${lhr.audits['largest-contentful-paint']?.displayValue}  total blocking time ${lhr.audits['total-blocking-time']?.displayValue}  (FCP ${lhr.audits['first-contentful-paint']?.displayValue}, speed index ${lhr.audits['speed-index']?.displayValue}, CLS ${lhr.audits['cumulative-layout-shift']?.displayValue})`,
      );
      console.log(`  JavaScript: ${kib(jsWire)} transferred in ${scripts.length} files (${kib(jsRaw)} uncompressed)`);
      console.log(`  audits below 90: ${failing.join(', ') || 'none'}`);
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        fs.writeFileSync(`${process.env.LIGHTHOUSE_REPORT_DIR}/${page.name.replace(/\W+/g, '-')}-${run}.json`, JSON.stringify(lhr, null, 2));
      }
    }
} finally {
  for (const floor of floors) await floor.close();
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
