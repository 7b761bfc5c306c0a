// npm run bench:tasks — the Tasks screen ('dashboard/tasks') in real Chromium at 1280×800 with BENCH_TASKS tasks in
// the team (default 100,000), BENCH_MINE of them the signed-in member's (default 1,000, all open, over the four groups
// of the team's day; the others round BENCH_OTHERS other members, one in four done), beside the same screen on a
// server whose team holds 10 tasks, all the member's, in the same run. Figures, each a median of several:
// - first task rows painted, from navigation start (the screen and its one TaskGroups query, warm browser cache);
// - a click on a task's Complete control to the frame that paints the task done (gone from the open lists, or its
//   control checked), and the click's Event Timing duration (the figure behind INP), against two frames (33 ms), the
//   target the product's issue sets, and an interaction that changes nothing (a click on the screen's title) measured
//   in the same page;
// - the server's time for the screen's query (TaskGroups: tasks(filter: { assigneeUid, due }) for each group), over
//   loopback HTTP from this process.
// The tasks are written into the data folder while no server runs (tests/bench/support/taskData.ts), between a first
// start that signs the members up and the start that is measured. The server is the product in its own process
// (support/productServer.ts). BENCH_TASKS=2000 BENCH_MINE=200 is a smoke run; BENCH_RUNS (page loads, default 5) and
// BENCH_CLICKS (default 9) change the work. Figures only; nothing here passes or fails. Needs a build.
import fs from 'node:fs';
import os from 'node:os';
import { print } from 'graphql';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { TaskGroupsDocument } from '../../web/src/gql/graphql.ts';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { gql, signInMutation, signUp, tempDataDir, uniqueEmail } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';
import { median } from './support/median.ts';
import { loadAverage } from './support/lighthouseReport.ts';
import { interactionDuration, ms, pageProbe, ratio, twoFrames, type Probe } from './support/listProbe.ts';
import { startProductServer, stopProductServer } from './support/productServer.ts';
import { seedTasks } from './support/taskData.ts';

const bigSize = Number(process.env.BENCH_TASKS ?? 100_000);
const bigMine = Number(process.env.BENCH_MINE ?? 1_000);
const others = Number(process.env.BENCH_OTHERS ?? 9);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const clicks = Number(process.env.BENCH_CLICKS ?? 9);
const viewport = { width: 1280, height: 800 };
const password = 'secret123';
const taskGroups = print(TaskGroupsDocument);
requireWebBuild();

const probeOf = (page: Page) => page.evaluate(() => (window as unknown as { benchProbe: Probe }).benchProbe);

/** A data folder with `size` tasks, `mine` of them the viewer's; answers the viewer's sign-in. */
async function seededTeam(size: number, mine: number) {
  const dataDir = tempDataDir();
  await seedCustomers(dataDir, 1_000);
  // A first start signs the team up, so the tasks written next name real members.
  const first = await startProductServer(dataDir);
  let team;
  try {
    const owner = await signUp(first.url, uniqueEmail('owner'), password);
    const viewer = await signUp(first.url, uniqueEmail('viewer'), password);
    const colleagues = [];
    for (let n = 0; n < others; n++) colleagues.push(await signUp(first.url, uniqueEmail('colleague'), password));
    team = { owner, viewer, otherUids: [owner.uid, ...colleagues.map(({ uid }) => uid)] };
  } finally {
    await stopProductServer(first.child);
  }
  const started = performance.now();
  await seedTasks(dataDir, size, mine, {
    viewerUid: team.viewer.uid,
    otherUids: team.otherUids,
    createdBy: team.owner.uid,
  });
  console.log(
    `seeded ${size.toLocaleString('en')} tasks (${mine.toLocaleString('en')} the viewer's) in ${ms(performance.now() - started)}`,
  );
  return { dataDir, viewer: team.viewer };
}

/** TaskGroups as the screen sends it, timed over HTTP (one warm-up first); answers the median and the answer's size. */
async function queryTime(url: string, token: string, assigneeUid: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= 10; run++) {
    const started = performance.now();
    const { body } = await gql(url, taskGroups, { assigneeUid }, { token });
    if (body.errors?.length) throw new Error(`TaskGroups failed: ${JSON.stringify(body.errors)}`);
    if (run > 0) times.push(performance.now() - started);
    bytes = JSON.stringify(body).length;
  }
  return { time: median(times), slowest: Math.max(...times), bytes };
}

async function firstRows(page: Page, url: string) {
  const times: number[] = [];
  let rows = 0;
  // One load before the runs: the browser's cache holds the screen's scripts, as for someone who uses it daily.
  for (let run = 0; run <= runs; run++) {
    await page.goto(`${url}/dashboard/tasks`);
    await page.waitForFunction(() => (window as unknown as { benchProbe: Probe }).benchProbe.firstRowsAt > 0, null, {
      timeout: 120_000,
    });
    const probe = await probeOf(page);
    if (run > 0) times.push(probe.firstRowsAt);
    rows = probe.rowsAtFirstPaint;
  }
  return { time: median(times), all: times, rows };
}

/** Clicks on the first open task's Complete control, each to the frame that paints it done, and by Event Timing. */
async function completeClicks(page: Page, count: number) {
  const latencies: number[] = [];
  const durations: number[] = [];
  for (let click = 0; click < count; click++) {
    const title = (await page.locator('.tasks-board .task-item .task-title').first().textContent()) ?? '';
    const label = `Complete “${title}”`;
    const control = page
      .getByRole('button', { name: label, exact: true })
      .or(page.getByRole('checkbox', { name: label, exact: true }));
    await page.evaluate((label) => {
      const probe = (window as unknown as { benchProbe: Probe }).benchProbe;
      probe.paintedAt = 0;
      // Shown done: the control (a button today; a checkbox would do too) is gone from the open lists, or shows
      // checked or pressed.
      probe.waitFor = () => {
        const control = [...document.querySelectorAll('.tasks-board [aria-label]')].find(
          (element) => element.getAttribute('aria-label') === label,
        );
        if (!control) return true;
        return (
          (control instanceof HTMLInputElement && control.checked) ||
          control.getAttribute('aria-checked') === 'true' ||
          control.getAttribute('aria-pressed') === 'true'
        );
      };
    }, label);
    await control.click();
    await page.waitForFunction(() => (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt > 0, null, {
      timeout: 30_000,
    });
    const probe = await probeOf(page);
    latencies.push(probe.paintedAt - probe.keyAt);
    durations.push(await interactionDuration(page));
    // Settled before the next: nothing waiting on the server, the lists read again.
    await page.waitForFunction(() => !document.querySelector('.tasks-board button[disabled]'), null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(300);
  }
  // The floor by Event Timing, in the same page: a click the screen answers with nothing.
  const nothing: number[] = [];
  for (let run = 0; run < count; run++) {
    await page.locator('.page-card h1').first().click();
    nothing.push(await interactionDuration(page));
  }
  return { latencies, durations, nothing };
}

interface Figures {
  label: string;
  query: { time: number; slowest: number; bytes: number };
  rows: { time: number; all: number[]; rows: number };
  clicks: { latencies: number[]; durations: number[]; nothing: number[] };
}

async function measure(browser: Browser, size: number, mine: number): Promise<Figures> {
  const label = `${size.toLocaleString('en')} tasks (${mine.toLocaleString('en')} the viewer's)`;
  const { dataDir, viewer } = await seededTeam(size, mine);
  const server = await startProductServer(dataDir);
  try {
    const { body } = await gql<{ signIn: { token: string } }>(server.url, signInMutation, {
      email: viewer.email,
      password,
    });
    const token = body.data?.signIn.token;
    if (!token) throw new Error(`signing the viewer in failed: ${JSON.stringify(body.errors)}`);
    const query = await queryTime(server.url, token, viewer.uid);
    console.log(
      `${label}: the screen's TaskGroups query ${ms(query.time)} (slowest ${ms(query.slowest)}), ${(query.bytes / 1024).toFixed(0)} KiB of JSON`,
    );
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    try {
      await context.addCookies([{ name: 'crm_session', value: token, url: server.url }]);
      // tsx keeps function names with an __name helper, which the functions sent into the page call.
      await context.addInitScript({ content: 'window.__name = (target) => target;' });
      await context.addInitScript(pageProbe, {
        rows: '.tasks-board .task-item',
        attributes: ['aria-checked', 'aria-pressed', 'checked', 'class'],
      });
      const page = await context.newPage();
      page.on('console', (message) => message.type() === 'error' && console.log(`  page: ${message.text()}`));
      const rows = await firstRows(page, server.url);
      console.log(
        `${label}: first task rows painted ${ms(rows.time)} from navigation start (runs ${rows.all.map(ms).join(', ')}), ${rows.rows} rows`,
      );
      // Never the last open task: the screen keeps rows to click.
      const clicked = await completeClicks(page, Math.min(clicks, mine - 1));
      console.log(
        `${label}: Complete click to the painted frame showing the task done: median ${ms(median(clicked.latencies))}, slowest ${ms(Math.max(...clicked.latencies))} (runs ${clicked.latencies.map(ms).join(', ')}); ` +
          `by Event Timing median ${ms(median(clicked.durations))}; target two frames ${twoFrames} ms (${ratio(median(clicked.latencies), twoFrames)}); ` +
          `a click that changes nothing ${ms(median(clicked.nothing))} by Event Timing (16 ms: under what the browser reports)`,
      );
      return { label, query, rows, clicks: clicked };
    } finally {
      await context.close();
    }
  } finally {
    await stopProductServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const browser = await launchChromium();
try {
  const small = await measure(browser, 10, 10);
  const big = await measure(browser, bigSize, Math.min(bigMine, bigSize));
  // On a shared machine the figures move with its load: said beside them.
  console.log(`\nside by side (median; load average ${loadAverage()} on ${os.cpus().length} cores):`);
  for (const { label, query, rows, clicks: clicked } of [small, big]) {
    console.log(
      `  ${label}: query ${ms(query.time)} · first rows ${ms(rows.time)} · complete click ${ms(median(clicked.latencies))} ` +
        `(Event Timing ${ms(median(clicked.durations))}; target ${twoFrames} ms)`,
    );
  }
  console.log(
    `  ${big.label} against 10: first rows ${ratio(big.rows.time, small.rows.time)}, complete click ${ratio(median(big.clicks.latencies), median(small.clicks.latencies))}, query ${ratio(big.query.time, small.query.time)}`,
  );
} finally {
  await browser.close();
}
