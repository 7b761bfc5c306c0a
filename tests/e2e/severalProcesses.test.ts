// Two server processes on one SQLite data folder behind one address (a small proxy standing in for the load
// balancer), with two people in two browsers, each stuck to a process: the list, presence, conflicts and the end of a
// session cross between them, and a list whose process stops goes on from its cursor on the other at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { startProxy, backendCookie, type Proxy } from '../support/proxy.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { deactivate, joinAs, type Person } from '../support/team.ts';
import { browserTest, popupShown } from './support/browser.ts';
import { launchChromium, requireWebBuild } from './support/chromium.ts';
import { customerRow, eventually, saveCustomerViaApi, type E2eCrm } from './support/crmApp.ts';

type SocketLog = Array<{ createdAt: number; openedAt?: number; closedAt?: number; closeCode?: number }>;

/** Runs in the page before its scripts: keeps when each WebSocket was made, opened and closed, and its close code. */
function recordSockets(): void {
  const log: SocketLog = [];
  (window as unknown as { socketLog: SocketLog }).socketLog = log;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      const entry: SocketLog[number] = { createdAt: Date.now() };
      log.push(entry);
      this.addEventListener('open', () => (entry.openedAt = Date.now()));
      this.addEventListener('close', (event) => Object.assign(entry, { closedAt: Date.now(), closeCode: event.code }));
    }
  };
}

describe('two server processes behind one address', () => {
  let proxy: Proxy;
  let dataDir: string;
  let env: Record<string, string>;
  const processes: Array<ServerProcess | null> = [null, null];
  let browser: Browser;
  let base: string;

  const startProcess = async (index: number) => {
    const started = await startServerProcess(env);
    processes[index] = started;
    proxy.backends[index] = started.url;
  };
  const stopProcess = async (index: number) => {
    const stopping = processes[index]!;
    processes[index] = null;
    await stopping.stop();
    proxy.backends[index] = null;
  };

  beforeAll(async () => {
    requireWebBuild();
    proxy = await startProxy();
    base = `http://localhost:${proxy.port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-two-processes-'));
    env = { CRM_DATA_DIR: dataDir, CRM_PUBLIC_URL: base, CRM_SEED_DEMO: 'false' };
    // One after the other: the first creates and migrates the file.
    await startProcess(0);
    await startProcess(1);
    browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    for (const running of processes) await running?.stop();
    await proxy?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A person's browser, stuck to process `backend` while it runs, as a sticky load balancer's cookie does. */
  const stickTo = async (context: BrowserContext, person: { token: string }, backend: number) => {
    await context.addCookies([
      { name: 'crm_session', value: person.token, url: base },
      { name: backendCookie, value: String(backend), url: base },
    ]);
  };
  const app = (): E2eCrm => ({ crm: { url: proxy.url } as E2eCrm['crm'], base });
  const phoneOf = (page: Page, lname: string) => customerRow(page, lname).getByText(/^555 010 /);

  browserTest(
    'the list, presence, a conflict and a deactivation cross processes; a stopped process hands its lists over at once',
    () => browser,
    async (open) => {
      const ada = await signUp(proxy.url, uniqueEmail('ada'));
      const bob: Person = await joinAs(proxy.url, ada.token, 'MEMBER');
      const adas = await open();
      const bobs = await open();
      await stickTo(adas.context, ada, 0);
      await adas.context.addInitScript(recordSockets);
      await stickTo(bobs.context, bob, 1);
      const customer = {
        fname: 'Grace',
        lname: `Hopper${Date.now()}`,
        email: 'grace@example.com',
        phone: '555 010 0100',
        address: '1 Harvard Yard',
      };
      const id = await saveCustomerViaApi(app(), ada.token, customer);

      // Ada's list is on the first process; Bob edits on the second: she sees him editing, then his save.
      const list = adas.page;
      await list.goto(`${base}/dashboard/users`);
      await list.getByRole('textbox', { name: 'Search customers' }).fill(customer.lname);
      await phoneOf(list, customer.lname).waitFor();
      await bobs.page.goto(`${base}/dashboard/adduser/${id}`);
      await list.getByRole('img', { name: `Being edited by ${bob.email}` }).waitFor();
      await bobs.page.getByLabel('Phone', { exact: true }).fill('555 010 0101');
      await bobs.page.getByRole('button', { name: 'Save' }).click();
      await popupShown(bobs.page, 'User save successfully');
      await customerRow(list, customer.lname).getByText('555 010 0101').waitFor();
      const details = await adas.context.newPage();
      await details.goto(`${base}/dashboard/customerdetails/${id}`);
      await details.getByText('555 010 0101').first().waitFor();
      expect(new Set(proxy.upgrades.map(({ backend }) => backend))).toEqual(new Set([0, 1]));

      // The first process stops. A save lands on the second while Ada's list has no socket; her list reconnects
      // through the same address at once, to the second, and resumes from its cursor with that save.
      const upgradesBefore = proxy.upgrades.length;
      const stopped = stopProcess(0);
      await saveCustomerViaApi({ ...app(), crm: { url: processes[1]!.url } as E2eCrm['crm'] }, bob.token, {
        ...customer,
        id,
        phone: '555 010 0102',
      });
      await customerRow(list, customer.lname).getByText('555 010 0102').waitFor();
      await stopped;
      // Each of her pages' sockets was told to try again, and its next socket, made on the first try (a retry after the
      // usual back-off waits 0.5 s and more), came back through the same address, to the second. The list's feed
      // subscribes again at once anyway; the details page's presence shows the socket's own retry. How long the new
      // socket then takes to open is the loaded machine's, not the client's, so only the wait before it is read.
      for (const page of [list, details]) {
        let waited = Number.NaN;
        await eventually(async () => {
          const sockets = await page.evaluate(() => (window as unknown as { socketLog: SocketLog }).socketLog);
          const told = sockets.findIndex(({ closeCode }) => closeCode !== undefined);
          expect(sockets[told]?.closeCode).toBe(1012);
          const next = sockets[told + 1];
          expect(next?.openedAt).toBeDefined();
          waited = next!.createdAt - sockets[told]!.closedAt!;
        });
        expect(waited).toBeLessThan(500);
      }
      expect(proxy.upgrades.slice(upgradesBefore).map(({ backend }) => backend)).toContain(1);

      // The first process starts again; Ada's next page goes to it. Bob, editing on the second, is shown there.
      await startProcess(0);
      await bobs.page.goto(`${base}/dashboard/adduser/${id}`);
      await bobs.page.getByLabel('Address', { exact: true }).waitFor();
      await list.goto(`${base}/dashboard/adduser/${id}`);
      await list.locator('.customer-viewers').getByText(`${bob.email} (editing)`).waitFor();
      // A conflict across processes: both change the address; Bob saves first, Ada is told before she saves.
      await list.getByLabel('Address', { exact: true }).fill('2 Ada Street');
      await bobs.page.getByLabel('Address', { exact: true }).fill('3 Bob Avenue');
      await bobs.page.getByRole('button', { name: 'Save' }).click();
      await popupShown(bobs.page, 'User save successfully');
      await list
        .getByRole('alert')
        .filter({ hasText: 'changed this customer while you were editing' })
        .getByText('theirs “3 Bob Avenue”, yours “2 Ada Street”')
        .waitFor();

      // Ada, on the first process, deactivates Bob: his browser on the second lands on the login screen.
      await bobs.page.goto(`${base}/dashboard/users`);
      await bobs.page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await deactivate(processes[0]!.url, ada.token, bob.uid);
      await bobs.page.getByRole('tab', { name: 'Login' }).waitFor({ timeout: 10_000 });
    },
    120_000,
  );
});
