// npm run bench:list (and npm run bench) — the live customers list in real Chromium at 10,000 and 100,000 customers, at
// 1280×800 and 390×844, each figure beside its floor measured in the same run: first rows on screen (floor: fetching
// customers(ACTIVE) over HTTP and parsing it in the same page), search per keystroke from key to painted frame and by
// Event Timing (the interaction's duration, the figure behind INP) (floor: two frames, 33 ms), a sort change (a column
// header's click at 1280, the Sort by select on a phone) the same two ways, select-all (the header's box on and off,
// the bar's 'Select all N') the same two ways and again by Event Timing at 4x CPU slowdown (a phone's), a save by
// another client arriving on screen, the long frames of the list's idle work while the keys are typed, and the page's
// JS heap. The Event Timing figures stand beside a floor measured in the same page (at 4x too): interactions that
// change nothing (a click on the title, a caret move in the search box).
// Each viewport's figures are measured in each of BENCH_LOCALES (default en,ar: English beside Arabic, right to left);
// every line names its language. The page is found by its classes and structure, or by its words in that language.
// BENCH_FIELDS=1 adds a pass over the same customers with the team's own fields (10 custom fields of every usual type
// and 3 tags each, the number field Amount a column: support/listFieldData.ts): first rows, a search keystroke, a sort by
// Amount, a tag filter change, and the page heap beside the pass without them.
// Figures only; nothing here passes or fails. BENCH_SIZES (e.g. 10000,100000) and BENCH_RUNS change the work;
// BENCH_SEED_CACHE keeps the seeded database for the next run.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { directionOf, isLocale, type Locale } from '../../server/domain/preferences/locales.ts';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { browserLocale, wordsIn } from '../support/appWords.ts';
import { median } from './support/median.ts';
import { customersList, fetchAndParse, ms, pageProbe, ratio, type Probe } from './support/listProbe.ts';
import { measureSearch, measureSort, type ListPage } from './support/listSearchSort.ts';
import { measureArrival, measureSelectAll } from './support/listSelectArrival.ts';
import { fieldsListPath, seedFieldCustomers } from './support/listFieldData.ts';
import { measureFieldSort, measureTagFilter } from './support/listFieldsTags.ts';
import { startProductServer, stopProductServer } from './support/productServer.ts';
import { signUp, tempDataDir, uniqueEmail } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';

const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const benchLocales = (process.env.BENCH_LOCALES ?? 'en,ar').split(',').map((tag) => {
  if (!isLocale(tag)) throw new Error(`BENCH_LOCALES: ${tag} is none of the app's languages`);
  return tag;
});
// BENCH_FIELDS=only: the pass with the fields alone (no heap to compare with).
const fieldPasses =
  process.env.BENCH_FIELDS === 'only' ? [true] : process.env.BENCH_FIELDS === '1' ? [false, true] : [false];
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
requireWebBuild();

/**
 * The list with the team's own fields or without, and for the pass with them the page heap of the pass without (by
 * viewport and language).
 */
interface Pass {
  fields: boolean;
  heapsWithout: Map<string, number>;
}

/** Measures the list at one size, viewport and language; answers the page's JS heap. */
async function measure(
  browser: Browser,
  base: string,
  { token, otherToken }: { token: string; otherToken: string },
  size: number,
  viewport: { width: number; height: number },
  locale: Locale,
  pass: Pass,
): Promise<number> {
  const context = await browser.newContext({ viewport, locale: browserLocale(locale) });
  await context.addCookies([{ name: 'crm_session', value: token, url: base }]);
  // tsx keeps function names with an __name helper, which the functions sent into the page call.
  await context.addInitScript({ content: 'window.__name = (target) => target;' });
  await context.addInitScript(pageProbe, customersList);
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && console.log(`  page: ${message.text()}`));
  const label = `${size.toLocaleString('en')} customers${pass.fields ? ' with fields and tags' : ''}, ${viewport.width}×${viewport.height}, ${locale}`;

  // Floor: the same page fetches and parses the whole active list (the spec's fields: the same floor in both passes;
  // with the fields and tags too, a figure beside it, as the query answers them).
  await page.goto(`${base}/robots.txt`);
  const floors: number[] = [];
  const keptFloors: number[] = [];
  const withFieldsFetch: number[] = [];
  for (let run = 0; run < runs; run++) {
    floors.push(await fetchAndParse(page, true));
    keptFloors.push(await fetchAndParse(page, false));
    if (pass.fields) withFieldsFetch.push(await fetchAndParse(page, true, 'tags { id } fields { key value }'));
  }
  const floor = median(floors);

  const firstRows: number[] = [];
  const complete: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${base}${pass.fields ? fieldsListPath : '/dashboard/users'}`);
    await page.waitForFunction(
      () =>
        (window as unknown as { benchProbe: Probe }).benchProbe.completeAt > 0 &&
        (window as unknown as { benchProbe: Probe }).benchProbe.firstRowsAt > 0,
      null,
      { timeout: 120_000 },
    );
    const probe = await page.evaluate(() => (window as unknown as { benchProbe: Probe }).benchProbe);
    firstRows.push(probe.firstRowsAt);
    complete.push(probe.completeAt);
  }
  // The page's own say of its language, so a figure is never credited to a language the page did not show.
  const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  if (shown.lang !== locale || shown.dir !== directionOf(locale)) {
    throw new Error(`${label}: the page is in ${shown.lang} (${shown.dir}), not ${locale} (${directionOf(locale)})`);
  }
  const fieldsFetch = pass.fields
    ? `; customers(ACTIVE) with tags and fields fetched+parsed ${ms(median(withFieldsFetch))}`
    : '';
  console.log(
    `${label}: first rows ${ms(median(firstRows))} (runs ${firstRows.map(ms).join(', ')}), whole list ${ms(median(complete))}; floor fetch+parse ${ms(floor)} (${ratio(median(firstRows), floor)}), ${ms(median(keptFloors))} for a kept answer (${ratio(median(firstRows), median(keptFloors))})${fieldsFetch}`,
  );

  const listPage: ListPage = { page, context, label, size, runs, viewport, words: wordsIn(locale) };
  const { search, nothingChanged, floorText } = await measureSearch(listPage);
  if (pass.fields) {
    await measureFieldSort(listPage, floorText);
    await measureTagFilter(listPage, floorText);
  } else {
    await measureSort(listPage, floorText);
    await measureSelectAll(listPage, floorText, nothingChanged);
    await measureArrival(listPage, search, otherToken);
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const rowsInPage = await page.locator('.customers-table .customer-row').count();
  const heapKey = `${viewport.width} ${locale}`;
  const without = pass.heapsWithout.get(heapKey);
  const beside =
    pass.fields && without
      ? `; without the fields and tags ${(without / 1e6).toFixed(1)} MB (${ratio(usedSize, without)}, +${((usedSize - without) / 1e6).toFixed(1)} MB)`
      : '';
  console.log(
    `${label}: page JS heap ${(usedSize / 1e6).toFixed(1)} MB after garbage collection${beside}; ${rowsInPage} rows in the DOM`,
  );
  if (!pass.fields) pass.heapsWithout.set(heapKey, usedSize);
  await context.close();
  return usedSize;
}

/** Seeds `size` customers (with the team's own fields or not), starts the product on them and measures every page. */
async function measurePass(browser: Browser, size: number, pass: Pass) {
  const dataDir = tempDataDir();
  let started = performance.now();
  // BENCH_SEED_CACHE (a folder): the seeded database is kept there and copied for the next run of the same size.
  const cacheName = `${pass.fields ? 'fields' : 'customers'}-${size}`;
  const cache = process.env.BENCH_SEED_CACHE ? path.join(process.env.BENCH_SEED_CACHE, cacheName) : null;
  if (cache && fs.existsSync(cache)) fs.cpSync(cache, dataDir, { recursive: true });
  else {
    await (pass.fields ? seedFieldCustomers(dataDir, size) : seedCustomers(dataDir, size));
    if (cache) fs.cpSync(dataDir, cache, { recursive: true });
  }
  const what = `${size.toLocaleString('en')} customers${pass.fields ? ' with fields and tags' : ''}`;
  console.log(`seeded ${what} in ${ms(performance.now() - started)}${cache ? ' (BENCH_SEED_CACHE)' : ''}`);
  const server = await startProductServer(dataDir);
  try {
    const { token } = await signUp(server.url, uniqueEmail('bench'));
    const other = await signUp(server.url, uniqueEmail('bench-other'));
    // Warm the server's list of the filter once (the first subscriber reads the store), as a running server has.
    started = performance.now();
    const warm = await browser.newContext();
    await warm.addCookies([{ name: 'crm_session', value: token, url: server.url }]);
    const warmPage = await warm.newPage();
    await warmPage.goto(`${server.url}${pass.fields ? fieldsListPath : '/dashboard/users'}`);
    await warmPage.locator('.customers-table[role="table"][aria-busy="false"]').waitFor({ timeout: 120_000 });
    await warm.close();
    console.log(`${what}: a cold first load (the server reads its list) took ${ms(performance.now() - started)}`);
    for (const viewport of viewports) {
      for (const locale of benchLocales)
        await measure(browser, server.url, { token, otherToken: other.token }, size, viewport, locale, pass);
    }
  } finally {
    await stopProductServer(server.child);
  }
}

const browser = await launchChromium();
try {
  for (const size of sizes) {
    const heapsWithout = new Map<string, number>();
    for (const fields of fieldPasses) await measurePass(browser, size, { fields, heapsWithout });
  }
} finally {
  await browser.close();
}
