// npm run bench:lighthouse — Lighthouse 12's mobile preset (its default: a mid-range phone on a slow 4G link,
// simulated) on every screen of the route table (web/src/shared/routes.ts: the login screen at both its addresses
// and each dashboard screen, signed in as the team's owner), against the server as `npm start` runs it, on a year
// of data (tests/bench/support/lighthouseData.ts: a few hundred customers, this week's edits, an import, notes, tasks,
// colleagues), and a customer whose details page has a timeline of LIGHTHOUSE_TIMELINE entries (default 10,000).
// Prints the four category scores, LCP, total blocking time and the JavaScript each route sends, each screen
// LIGHTHOUSE_RUNS times (default 2: on a shared machine one run is no figure), with the load average and Lighthouse's
// CPU benchmark beside, and the main thread's work in thread time (less swayed by other work on the machine); below
// 90, what Lighthouse blames (the LCP element and its phases, long tasks, layout shifts, unused and render-blocking
// bytes); at the end, each page's median, lowest and runs at 90 or above. LIGHTHOUSE_PAGES=customers,add runs only
// the screens whose names contain those words; LIGHTHOUSE_REPORT_DIR=<folder> keeps each report there (and its
// trace, with LIGHTHOUSE_TRACES=1); LIGHTHOUSE_LOCALE=de (or ar…) loads every page in that language (the browser's
// language and Accept-Language). The floor, measured in the same run: the contacts screen as the app rendered it,
// saved as plain HTML with no script and served beside the app (stylesheets and photos passed through as sent), i.e.
// the best this network and CPU allow for the same rows. Figures only. Needs a build (`npm run build`) and Chromium
// (CHROME_PATH or /usr/bin/chromium).
// What it reads from each run is in tests/bench/support/lighthouseReport.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { dashboardRoutes, paths } from '../../web/src/shared/routes.ts';
import { signUp, tempDataDir } from '../support/crmServer.ts';
import { freePort } from '../support/ports.ts';
import { seedLongTimeline, seedThisWeek, seedYearOfCustomers } from './support/lighthouseData.ts';
import { median } from './support/median.ts';
import { diagnose, kib, loadAverage, threadTime } from './support/lighthouseReport.ts';

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
await seedYearOfCustomers(dataDir, Number(process.env.LIGHTHOUSE_CUSTOMERS ?? 360));
const timelineEntries = Number(process.env.LIGHTHOUSE_TIMELINE ?? 10_000);
const longTimelineId = await seedLongTimeline(dataDir, timelineEntries);
const port = await freePort();
const base = `http://localhost:${port}`;
// The product as `npm start` runs it (the build check aside: requireWebBuild did that).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CRM_DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const debuggingPort = await freePort();
const locale = process.env.LIGHTHOUSE_LOCALE;
const browser = await launchChromium([
  `--remote-debugging-port=${debuggingPort}`,
  // --lang alone leaves headless Chromium's navigator.languages in English, so the app would turn the page it was
  // sent in `locale` back into English; --accept-lang sets both the header and navigator.languages.
  ...(locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : []),
]);

/**
 * The floor page: `path` as the browser rendered it, scripts removed,
 * at a server of its own that passes everything else to `base`.
 */
async function startFloor(path: string, cookie: string): Promise<{ url: string; close(): Promise<void> }> {
  // Rendered at the phone Lighthouse's mobile preset emulates, so the saved page is the phone's (drawer, stacked rows).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.setExtraHTTPHeaders({ Cookie: cookie });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.locator('tr.contacts-row').first().waitFor();
  const rendered = await page.evaluate(() => {
    for (const node of document.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  // The stylesheets the app added name the app's origin; the floor serves them from its own.
  const html = rendered.replaceAll(`${base}/`, '/');
  await context.close();
  const compressed = zlib.brotliCompressSync(html);
  const floor = http.createServer((request, response) => {
    if (request.url === '/') {
      const br = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(br && { 'content-encoding': 'br' }) });
      response.end(br ? compressed : html);
      return;
    }
    const upstream = http.request(
      `${base}${request.url}`,
      { headers: { ...request.headers, host: new URL(base).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    upstream.end();
  });
  const floorPort = await freePort();
  await new Promise<void>((resolve) => floor.listen(floorPort, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${floorPort}/`, close: () => new Promise((resolve) => floor.close(() => resolve())) };
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 2) || 2);

/**
 * The tab every run loads its page in. Left to itself, Lighthouse opens a tab per run, and this headless Chromium
 * builds its address bar's pop-up (a page of Chrome's own, 0.6-1.1 s of a renderer's thread time) for each new tab
 * during the load it measures: on two cores that took the page's main thread off the CPU, and Lighthouse, which times
 * the page's tasks by the clock, counted the wait as the page's work. One tab, opened before the first run and given
 * time to settle, builds it once.
 */
async function openSettledTab() {
  const connection = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${debuggingPort}`,
    defaultViewport: null,
  });
  const tab = await connection.newPage();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  return { tab, close: () => connection.disconnect() };
}

/** The settled tab and the floor's server, closed when the runs end. */
const opened: Array<{ close(): Promise<void> }> = [];
try {
  await waitForHealth(base);
  const settled = await openSettledTab();
  opened.push(settled);
  const { token } = await signUp(base);
  const { customerId } = await seedThisWeek(base, token);
  const floor = await startFloor(paths.contacts, `crm_session=${token}`);
  opened.push(floor);
  const signedIn = `crm_session=${token}`;
  // One entry per dashboard route, named by its key: a route added to the table and not here fails the typecheck.
  const dashboardScreens: Record<keyof typeof dashboardRoutes | 'index', { name: string; path: string }> = {
    index: { name: 'dashboard', path: paths.dashboard },
    welcome: {
      name: 'welcome (the dashboard at its other address)',
      path: `${paths.dashboard}/${dashboardRoutes.welcome}`,
    },
    customers: { name: 'customers list', path: paths.customers },
    customerDetails: { name: 'customer details', path: paths.customerDetails(customerId) },
    addCustomer: { name: 'add customer', path: paths.addCustomer },
    editCustomer: { name: 'edit customer', path: paths.editCustomer(customerId) },
    duplicates: { name: 'duplicates', path: paths.duplicates },
    tasks: { name: 'tasks', path: paths.tasks },
    companies: { name: 'companies', path: paths.companies },
    company: { name: 'a company (none such)', path: paths.company(customerId) },
    contacts: { name: 'contacts list', path: paths.contacts },
    import: { name: 'import', path: paths.import },
    account: { name: 'account', path: paths.account },
    team: { name: 'team', path: paths.team },
    spinner: { name: 'spinner', path: `${paths.dashboard}/${dashboardRoutes.spinner}` },
    search: { name: 'search results', path: paths.search('grace') },
  };
  const pages = [
    { name: 'login screen', url: `${base}${paths.login}`, cookie: undefined },
    { name: 'login screen at /home', url: `${base}${paths.home}`, cookie: undefined },
    ...Object.values(dashboardScreens).map(({ name, path }) => ({ name, url: `${base}${path}`, cookie: signedIn })),
    {
      name: `customer details with a ${timelineEntries.toLocaleString('en-US')}-entry timeline`,
      url: `${base}${paths.customerDetails(longTimelineId)}`,
      cookie: signedIn,
    },
    { name: 'floor: contacts list as plain HTML, no script', url: floor.url, cookie: signedIn },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').concat('floor');
  // Each page's runs, for the summary at the end: one run on a shared machine moves by 10-20 points.
  const summary = new Map<string, Array<{ performance: number; lcpMs: number; tbtMs: number }>>();
  for (const page of pages.filter((candidate) => !only || only.some((name) => candidate.name.includes(name))))
    for (let run = 1; run <= runs; run += 1) {
      const loadBefore = loadAverage();
      const flags: Flags = {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        extraHeaders: {
          ...(page.cookie && { Cookie: page.cookie }),
          ...(locale && { 'Accept-Language': locale }),
        },
      };
      const result = (await lighthouse(page.url, flags, undefined, settled.tab)) as RunnerResult | undefined;
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const requests =
        (
          lhr.audits['network-requests']?.details as
            { items?: Array<{ resourceType?: string; transferSize?: number; resourceSize?: number }> } | undefined
        )?.items ?? [];
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
      // Lighthouse's own measure of the CPU at the start of the run (a quick benchmark; a desktop today scores
      // 1,000-2,000): low when the machine is busy.
      console.log(
        `${page.name} (${new URL(page.url).pathname}), run ${run} of ${runs}, final URL ${lhr.finalDisplayedUrl}; load average ${loadBefore} before, ${loadAverage()} after; CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      console.log(
        `  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`,
      );
      console.log(
        `  LCP ${lhr.audits['largest-contentful-paint']?.displayValue}  total blocking time ${lhr.audits['total-blocking-time']?.displayValue}  (FCP ${lhr.audits['first-contentful-paint']?.displayValue}, speed index ${lhr.audits['speed-index']?.displayValue}, CLS ${lhr.audits['cumulative-layout-shift']?.displayValue})`,
      );
      console.log(`  JavaScript: ${kib(jsWire)} transferred in ${scripts.length} files (${kib(jsRaw)} uncompressed)`);
      const cpu = threadTime(result);
      if (cpu)
        console.log(
          `  main thread in thread time: ${Math.round(cpu.totalMs)} ms, longest task ${Math.round(cpu.longest)} ms, blocking after first paint at 4x ${Math.round(cpu.blockingMs)} ms`,
        );
      console.log(`  audits below 90: ${failing.join(', ') || 'none'}`);
      summary.set(page.name, [
        ...(summary.get(page.name) ?? []),
        {
          performance: score('performance'),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        },
      ]);
      if (score('performance') < 90 || process.env.LIGHTHOUSE_DIAGNOSE)
        for (const line of diagnose(lhr)) console.log(`    ${line}`);
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const file = `${process.env.LIGHTHOUSE_REPORT_DIR}/${page.name.replace(/\W+/g, '-')}-${run}`;
        fs.writeFileSync(`${file}.json`, JSON.stringify(lhr, null, 2));
        // The trace too (tens of megabytes), to see what each task did: LIGHTHOUSE_TRACES=1.
        if (process.env.LIGHTHOUSE_TRACES)
          fs.writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
    }
  console.log(
    `\nPerformance by page, ${runs} run${runs === 1 ? '' : 's'} each (median; the lowest; runs at 90 or above):`,
  );
  for (const [name, results] of summary) {
    const scores = results.map(({ performance }) => performance);
    console.log(
      `  ${name}: ${median(scores)} (runs ${scores.join(', ')}; lowest ${Math.min(...scores)}; ${scores.filter((value) => value >= 90).length} of ${scores.length} at 90+); ` +
        `LCP median ${(median(results.map(({ lcpMs }) => lcpMs)) / 1000).toFixed(1)} s, total blocking time median ${Math.round(median(results.map(({ tbtMs }) => tbtMs)))} ms`,
    );
  }
} finally {
  for (const resource of opened) await resource.close();
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
