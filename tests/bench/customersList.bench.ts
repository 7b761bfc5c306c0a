// npm run bench — the customers list with 10,000 customers in real Chromium: prints how long the list takes
// to appear, how many rows the page holds, how long search and a live change take, and the page's heap.
// Figures only; nothing here passes or fails. BENCH_CUSTOMERS and BENCH_WIDTH change the count and the viewport.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../server/domain/autoId.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { signUp, startTestCrm, tempDataDir, gql } from '../support/crmServer.ts';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';

const count = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
// BENCH_WIDTH=390 measures the phone layout, whose rows stack their fields.
const width = Number(process.env.BENCH_WIDTH ?? 1280);
if (!Number.isInteger(width) || width < 320) throw new Error(`BENCH_WIDTH must be a width in pixels (320 or more), not ${process.env.BENCH_WIDTH}`);
const viewport = { width, height: width < 768 ? 844 : 800 };
requireWebBuild();

const dataDir = tempDataDir();
const db = openDatabase(dataDir);
const store = new SqliteCustomerStore(db);
let started = performance.now();
for (let i = 0; i < count; i++) {
  await store.create(newAutoId(randomBytes), {
    fname: `First${i}`,
    lname: `Last${i % 997}`,
    email: `customer${i}@example.com`,
    phone: `+1 555 ${String(100_0000 + i).slice(0, 3)} ${String(i).padStart(4, '0')}`,
    address: `${i} Maple Street, Springfield`,
    notes: i % 10 === 0 ? 'VIP' : '',
  });
}
db.close();
console.log(`seeded ${count} customers in ${(performance.now() - started).toFixed(0)} ms`);

const crm = await startTestCrm({ CRM_DATA_DIR: dataDir });
const base = `http://localhost:${crm.port}`;
const { token } = await signUp(crm.url);
const browser = await launchChromium();
try {
  console.log(`viewport ${viewport.width}×${viewport.height}`);
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'crm_session', value: token, url: base }]);
  const page = await context.newPage();
  const rows = page.getByRole('row').filter({ hasText: '@example.com' });

  started = performance.now();
  await page.goto(`${base}/dashboard/users`);
  await rows.first().waitFor({ timeout: 60_000 });
  console.log(`list shows its first rows after ${(performance.now() - started).toFixed(0)} ms`);
  console.log(`rows in the page: ${await rows.count()} of ${count}`);

  const search = page.getByRole('textbox', { name: 'Search customers' });
  started = performance.now();
  await search.pressSequentially('First9999', { delay: 0 });
  await page.waitForFunction(() => document.querySelectorAll('[role="row"]').length <= 3);
  console.log(`typing 9 characters of search and the list settling: ${(performance.now() - started).toFixed(0)} ms`);
  await search.fill('');
  await rows.nth(1).waitFor(); // the whole list is back (a phone shows only a few rows)

  started = performance.now();
  await gql(crm.url, 'mutation { saveCustomer(input: { fname: "Zed", lname: "Live", email: "zed@example.com", phone: "123456789", address: "1 Live Street" }) { id } }', {}, { token });
  await search.fill('zed@example.com');
  await rows.filter({ hasText: 'zed@example.com' }).waitFor();
  console.log(`a customer saved by another client is in the list after ${(performance.now() - started).toFixed(0)} ms`);

  const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize);
  if (heap) console.log(`page JS heap: ${(heap / 1e6).toFixed(1)} MB`);
} finally {
  await browser.close();
  await crm.dispose();
}
