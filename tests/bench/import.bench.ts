// npm run bench:import — a 100,000-row CSV (BENCH_ROWS) imported through the import page in Chromium, against the
// product server in its own process on an empty SQLite file, while the same user's customers list is open in another
// tab: file read and parsed (columns shown), rows checked (rules and duplicates), rows imported, and the live list
// holding them all. Peak page JS heap (both tabs) and peak server RSS growth beside it. Floors from the same run: the
// same CSV split into cells in the page, and the same rows inserted into a bare SQLite table in one transaction here.
// Figures only; nothing here passes or fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { startProductServer, stopProductServer } from './support/productServer.ts';
import { signUp, tempDataDir } from '../support/crmServer.ts';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const ms = (value: number) => (value < 10_000 ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(1)} s`);

requireWebBuild();

/** Every 200th row fails a rule (its email) and every 200th, offset by 100, repeats an earlier row's email. */
function csvText(): { text: string; importable: number } {
  const lines = ['First name,Last name,Email,Phone,Address,Notes'];
  let importable = 0;
  for (let i = 0; i < rows; i++) {
    const invalid = i % 200 === 0;
    const repeat = i % 200 === 100;
    const email = invalid ? 'not-an-email' : repeat ? `person${i - 50}@example.com` : `person${i}@example.com`;
    if (!invalid && !repeat) importable++;
    lines.push(
      `Given${i},Family${(i * 7919) % rows},${email},+1 ${200 + Math.floor(i / 10_000)} 555 ${String(i % 10_000).padStart(4, '0')},${i} Import Street,${i % 3 ? '' : 'Imported, with a note'}`,
    );
  }
  return { text: `${lines.join('\r\n')}\r\n`, importable };
}

/** The floor for the server's part: the rows inserted into a bare table, one transaction, no index, no feed. */
function insertFloor(text: string): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-floor-'));
  const db = new Database(path.join(dir, 'floor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec(
    'CREATE TABLE customers (id TEXT PRIMARY KEY, fname TEXT, lname TEXT, email TEXT, phone TEXT, address TEXT, notes TEXT)',
  );
  const insert = db.prepare('INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?)');
  const began = performance.now();
  const lines = text.trimEnd().split('\r\n').slice(1);
  db.transaction(() => lines.forEach((line, i) => insert.run(`id${i}`, ...line.split(',').slice(0, 6))))();
  const took = performance.now() - began;
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return took;
}

/** Samples the pages' JS heaps every 250 ms; answers the peak of their sum. */
async function heapSampler(pages: Page[]): Promise<() => Promise<number>> {
  const sessions = await Promise.all(pages.map((page) => page.context().newCDPSession(page)));
  let peak = 0;
  let stopped = false;
  const sample = async () => {
    while (!stopped) {
      const sizes = await Promise.all(
        sessions.map(async (session) => (await session.send('Runtime.getHeapUsage')).usedSize),
      ).catch(() => [0]);
      peak = Math.max(
        peak,
        sizes.reduce((a, b) => a + b, 0),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const running = sample();
  return async () => {
    stopped = true;
    await running;
    return peak;
  };
}

const { text, importable } = csvText();
const csvFile = path.join(os.tmpdir(), `crm-bench-import-${process.pid}.csv`);
fs.writeFileSync(csvFile, text);
console.log(
  `${rows.toLocaleString('en')}-row CSV: ${(text.length / 1024 / 1024).toFixed(1)} MB, ${importable.toLocaleString('en')} rows to create`,
);
const insertFloors = [insertFloor(text), insertFloor(text), insertFloor(text)].sort((a, b) => a - b);
console.log(
  `floor: the rows inserted into a bare SQLite table in one transaction: ${ms(insertFloors[1]!)} (runs ${insertFloors.map(ms).join(', ')})`,
);

const dataDir = tempDataDir();
const server = await startProductServer(dataDir);
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;
const browser = await launchChromium();
try {
  const { token } = await signUp(server.url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'crm_session', value: token, url: server.url }]);
  const list = await context.newPage();
  await list.goto(`${server.url}/dashboard/users`);
  await list.locator('[role="table"][aria-label="Customers"][aria-busy="false"]').waitFor({ timeout: 60_000 });
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && console.log(`  page error: ${message.text()}`));
  page.on('pageerror', (error) => console.log(`  page exception: ${error.message}`));
  page.on('crash', () => console.log('  the import tab crashed'));
  list.on('crash', () => console.log('  the list tab crashed'));
  await page.goto(`${server.url}/dashboard/import`);
  await page.getByRole('heading', { name: 'Import customers', level: 1 }).waitFor();

  // The page's floor: the same text split into rows and cells on the page's own thread.
  const splitFloor = await page.evaluate((csv) => {
    const began = performance.now();
    const cells = csv.split('\r\n').map((line) => line.split(','));
    return cells.length > 0 ? performance.now() - began : 0;
  }, text);
  console.log(`floor: the CSV split into cells in the page: ${ms(splitFloor)}`);

  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const rssSampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb())), 100);
  const heapPeak = await heapSampler([page, list]);
  const began = performance.now();
  await page.locator('input[type=file]').setInputFiles(csvFile);
  await page.getByRole('button', { name: 'Check the rows' }).waitFor({ timeout: 120_000 });
  const parsed = performance.now();
  console.log(`  read and parsed after ${ms(parsed - began)}`);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await page.getByText(/ to import, /).waitFor({ timeout: 300_000 });
  const checked = performance.now();
  console.log(`  checked after ${ms(checked - parsed)}: ${await page.getByText(/ to import, /).textContent()}`);
  const progress = setInterval(
    async () =>
      console.log(
        `  ${await page
          .getByText(/^Imported [\d,]+ of/)
          .textContent()
          .catch(() => '?')}`,
      ),
    5000,
  );
  await page.getByRole('button', { name: /^Import [\d,]+ rows?$/ }).click();
  await page
    .getByText('Import finished')
    .waitFor({ timeout: 300_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: 'tests/artifacts/bench-import-stuck.png' }).catch(() => undefined);
      console.log(
        `  the import tab shows: ${(
          await page
            .locator('.page-card')
            .first()
            .innerText()
            .catch(() => '?')
        ).slice(0, 400)}`,
      );
      throw error;
    });
  const imported = performance.now();
  clearInterval(progress);
  const summary = Object.fromEntries(
    await page
      .locator('.import-summary .ant-descriptions-item-label')
      .evaluateAll((labels) => labels.map((label) => [label.textContent, label.nextElementSibling?.textContent])),
  );
  if (Number(summary.Created) !== importable)
    console.log(`  created ${summary.Created}, not the ${importable} the file was made for`);
  await list
    .locator('.page-card .list-count', { hasText: new RegExp(`^${summary.Created}$`) })
    .waitFor({ timeout: 120_000 });
  const live = performance.now();
  clearInterval(rssSampler);
  const heap = await heapPeak();
  const floor = splitFloor + insertFloors[1]!;
  console.log(
    `import of ${rows.toLocaleString('en')} rows through the page: file read and parsed ${ms(parsed - began)}, rows checked (rules, duplicates) ${ms(checked - parsed)}, ` +
      `imported ${ms(imported - checked)}, live list holding all ${ms(live - imported)} later; total ${ms(live - began)} ` +
      `(${((live - began) / floor).toFixed(1)}x the floors' ${ms(floor)}). Summary ${JSON.stringify(summary)}`,
  );
  console.log(
    `peak JS heap of the two tabs ${(heap / 1e6).toFixed(0)} MB (the parse worker's not counted); server RSS ${rssBefore.toFixed(0)} MB, +${(rssPeak - rssBefore).toFixed(0)} MB at peak`,
  );
  await context.close();
} finally {
  await browser.close();
  await stopProductServer(server.child);
  fs.rmSync(csvFile, { force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
