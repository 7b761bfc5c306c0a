// npm run bench:notifications — a notification reaching its member's open page: the real server (port 0, its own
// request budget), two members, B with the app open in Chromium at 1280×800 on the customers list, its top bar's bell
// showing the live unread count. Figures:
// - A gives B a task (createTask with assigneeUid): from the mutation's answer to the frame that paints B's bell with
//   the new count (median of BENCH_RUNS, default 10), against the 1 s;
// - A makes B the owner of BENCH_ASSIGN customers (default 1,000, imported by A first) in one assignCustomers: how many
//   notifications B got (expected 1, not one per customer), and the time from the answer to B's bell.
// Floor, measured in the same page and run: a customer saved by A, from the answer to the frame that paints it in B's
// live list. It is the product's own path for a write to reach another member's open page (the store's change feed,
// the same WebSocket, a render), so the notification's figure beyond it is what the notification adds: the bell reads
// its page of notifications again on each one (a round trip), where the list gets the change itself. A bare WebSocket
// round trip would leave out the server's and the page's share that any live figure pays.
// Each write is sent from B's page with A's token (cookies left out), so the answer and the paint are on one clock; a
// figure under 0 is a paint that came before the answer did.
// Figures only; nothing here passes or fails. Needs a build (`npm run build`) and Chromium.
import type { Page } from 'playwright-core';
import { launchChromium, requireWebBuild } from '../e2e/support/chromium.ts';
import { gql, signUp, startTestCrm, uniqueEmail } from '../support/crmServer.ts';
import { ms, ratio } from './support/listProbe.ts';
import { median } from './support/median.ts';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const assigned = Number(process.env.BENCH_ASSIGN ?? 1_000);
const target = 1_000;
requireWebBuild();

// In the page: B's bell count (-1 before the bell is there), and a probe that times a write to the frame that paints
// its effect (a MutationObserver sees the commit, the next animation frame renders it, a message after it is past the
// paint).
const bellProbe = () => {
  const probe = {
    paintedAt: 0,
    waitFor: null as null | (() => boolean),
    bell: () => {
      const button = [...document.querySelectorAll('button.topbar-icon')].find((element) =>
        element.getAttribute('aria-label')?.startsWith('Alerts,'),
      );
      const count = /([\d,]+) new/.exec(button?.getAttribute('aria-label') ?? '');
      return count ? Number(count[1]!.replaceAll(',', '')) : -1;
    },
  };
  (window as unknown as { benchProbe: typeof probe }).benchProbe = probe;
  new MutationObserver(() => {
    if (probe.waitFor?.()) {
      probe.waitFor = null;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.paintedAt = performance.now());
        channel.port2.postMessage(0);
      });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
};
type BellProbe = { paintedAt: number; waitFor: null | (() => boolean); bell(): number };

/** What one write by A did in B's page: the write's own time, and from its answer to the painted frame. */
interface Timed {
  write: number;
  arrival: number;
  answer: { data?: Record<string, unknown> | null; errors?: unknown[] };
}

/**
 * Sends `query` with A's token from B's page and times it to the frame where `shows` (run in the page) first holds:
 * `bell` waits for the bell's count to change, else for a customer row holding the text `shows`.
 */
function timedWrite(page: Page, token: string, query: string, variables: Record<string, unknown>, shows: string) {
  return page.evaluate(
    async ({ token, query, variables, shows }) => {
      const probe = (window as unknown as { benchProbe: BellProbe }).benchProbe;
      const before = probe.bell();
      probe.paintedAt = 0;
      probe.waitFor =
        shows === 'bell'
          ? () => probe.bell() !== before
          : () =>
              [...document.querySelectorAll('.customers-table .customer-row')].some((row) =>
                row.textContent?.includes(shows),
              );
      const sent = performance.now();
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const answer = (await response.json()) as Timed['answer'];
      const answered = performance.now();
      while (!probe.paintedAt && performance.now() - answered < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 5));
      // Not painted within 10 s: said so (NaN) rather than waited for.
      return { write: answered - sent, arrival: probe.paintedAt ? probe.paintedAt - answered : Number.NaN, answer };
    },
    { token, query, variables, shows },
  ) as Promise<Timed>;
}

const checked = (timed: Timed) => {
  if (timed.answer.errors?.length) throw new Error(`a write failed: ${JSON.stringify(timed.answer.errors)}`);
  return timed;
};
const runsOf = (values: number[]) => values.map(ms).join(', ');

/** A call by a member that must succeed; answers its data. */
async function must<T>(url: string, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const { body } = await gql<T>(url, query, variables, { token });
  if (body.errors?.length || !body.data) throw new Error(`a call failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const crm = await startTestCrm({ CRM_SEED_DEMO: 'false' }, { apiBudget: { perMinute: 1_000_000_000 } });
const browser = await launchChromium();
try {
  await signUp(crm.url, uniqueEmail('owner'));
  const a = await signUp(crm.url, uniqueEmail('member-a'));
  const b = await signUp(crm.url, uniqueEmail('member-b'));
  let importId: string | null = null;
  for (let from = 0; from < assigned; from += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, assigned - from) }, (_, k) => {
      const n = from + k;
      return {
        fname: `Given${n}`,
        lname: `Customer${n % 97}`,
        email: `given${n}@example.com`,
        phone: `+1 555 ${String(200 + Math.floor(n / 10_000)).padStart(3, '0')} ${String(n % 10_000).padStart(4, '0')}`,
        address: `${n} Harbour Road, Riverton`,
      };
    });
    const batch: { importCustomers: { importId: string; created: number } } = await must(
      crm.url,
      'mutation Import($rows: [CustomerInput!]!, $importId: ID) { importCustomers(rows: $rows, importId: $importId) { importId created } }',
      { rows, importId },
      a.token,
    );
    if (batch.importCustomers.created !== rows.length)
      throw new Error(`the import created ${batch.importCustomers.created} of ${rows.length} customers`);
    importId = batch.importCustomers.importId;
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addCookies([{ name: 'crm_session', value: b.token, url: crm.url }]);
  // tsx keeps function names with an __name helper, which the functions sent into the page call.
  await context.addInitScript({ content: 'window.__name = (target) => target;' });
  await context.addInitScript(bellProbe);
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && console.log(`  page: ${message.text()}`));
  await page.goto(`${crm.url}/dashboard/users`);
  await page.locator('.customers-table[role="table"][aria-busy="false"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { benchProbe: BellProbe }).benchProbe.bell() >= 0);

  const createTask = 'mutation Give($input: TaskInput!) { createTask(input: $input) { id } }';
  const give = (n: number) =>
    timedWrite(page, a.token, createTask, { input: { title: `For B ${n}`, assigneeUid: b.uid } }, 'bell');
  // Once before the runs: the bell's subscription is open and its first read done, as on a page open for a while.
  checked(await give(0));

  // The floor: saves by A shown in B's live list, under a search only they match (so the row is in view).
  await page.locator('.customers-search input').fill('example.net');
  await page.waitForFunction(() => !document.querySelector('.customers-table .customer-row'));
  const saves: number[] = [];
  for (let run = 0; run < runs; run++) {
    const email = `saved${run}.${Date.now()}@example.net`;
    const input = { fname: 'Saved', lname: 'ByA', email, phone: '+1 555 300 1000', address: '1 Station Lane' };
    const timed = checked(
      await timedWrite(
        page,
        a.token,
        'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        { input },
        email,
      ),
    );
    saves.push(timed.arrival);
    // Out of the active list again, so the bulk change below assigns the imported customers only.
    const { saveCustomer } = timed.answer.data as { saveCustomer: { id: string } };
    await must(
      crm.url,
      'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }',
      { id: saveCustomer.id },
      a.token,
    );
  }
  await page.locator('.customers-search input').fill('');
  await page.locator('.customers-table .customer-row').first().waitFor();

  const gives: Timed[] = [];
  for (let run = 1; run <= runs; run++) gives.push(checked(await give(run)));
  const arrivals = gives.map(({ arrival }) => arrival);
  console.log(
    `a task given to B: answered in ${ms(median(gives.map(({ write }) => write)))}, then B's bell painted after median ${ms(median(arrivals))}, slowest ${ms(Math.max(...arrivals))} (runs ${runsOf(arrivals)}; NaN: not within 10 s); ` +
      `target ${ms(target)} (${ratio(median(arrivals), target)}); floor (a save by A painted in B's live list) median ${ms(median(saves))} (runs ${runsOf(saves)}; ${ratio(median(arrivals), median(saves))})`,
  );

  const notificationsOfB = async () =>
    (
      await must<{ notifications: { unread: number; nodes: Array<{ kind: string }> } }>(
        crm.url,
        'query Mine { notifications(first: 100) { unread nodes { kind } } }',
        {},
        b.token,
      )
    ).notifications;
  const before = await notificationsOfB();
  const bellBefore = await page.evaluate(() => (window as unknown as { benchProbe: BellProbe }).benchProbe.bell());
  const bulk = checked(
    await timedWrite(
      page,
      a.token,
      'mutation Assign($selection: CustomerSelection!, $ownerUid: ID!) { assignCustomers(selection: $selection, ownerUid: $ownerUid) { id count } }',
      { selection: { filter: 'ACTIVE', owner: a.uid }, ownerUid: b.uid },
      'bell',
    ),
  );
  // Time for any late ones to arrive before they are counted.
  await page.waitForTimeout(3_000);
  const after = await notificationsOfB();
  const bellAfter = await page.evaluate(() => (window as unknown as { benchProbe: BellProbe }).benchProbe.bell());
  const kinds = (page: typeof before) => page.nodes.filter(({ kind }) => kind === 'CUSTOMER_ASSIGNED').length;
  const { assignCustomers } = bulk.answer.data as { assignCustomers: { count: number } };
  console.log(
    `assignCustomers of ${assignCustomers.count.toLocaleString('en')} customers to B: answered in ${ms(bulk.write)}; B got ${kinds(after) - kinds(before)} CUSTOMER_ASSIGNED notification(s) ` +
      `(unread ${before.unread} → ${after.unread}; expected one more), the bell went ${bellBefore} → ${bellAfter}, painted ${ms(bulk.arrival)} after the answer (target ${ms(target)})`,
  );
  await context.close();
} finally {
  await browser.close();
  await crm.dispose();
}
