import fs from 'node:fs';
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { readConfig } from '../../server/config.ts';
import { startCrm } from '../../server/crm.ts';
import { gql, tempDataDir } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';
import { resumeMarginMs } from '../../server/domain/customers/liveCustomerList.ts';
import { browserTest, clickInDialog, popupShown } from './support/browser.ts';
import {
  chooseFilter,
  customerRow,
  eventually,
  openCustomersList,
  saveCustomerViaApi,
  signedInContext,
  startE2eCrm,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

describe('live customers list', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  const openList = (page: Page) => openCustomersList(page, currentApp());

  browserTest(
    '8. a save, a remove and a restore by one user appear in another user’s list within a second, under each filter',
    getBrowser,
    async (open) => {
      const writer = await open();
      const watcher = await open();
      await signedInContext(currentApp(), writer.context);
      await signedInContext(currentApp(), watcher.context);
      await openList(writer.page);
      await openList(watcher.page);
      const within = { timeout: 1000 };

      // Save in the writer's browser; it appears in the watcher's Active list.
      const fname = uniqueWord('Live');
      await writer.page.goto(`${currentApp().base}/dashboard/adduser`);
      for (const [label, value] of [
        ['First name', fname],
        ['Last name', 'Watcher'],
        ['Address', '9 Stream Street'],
        ['Email', 'live@example.com'],
        ['Phone', '555 000 1111'],
      ]) {
        await writer.page.getByLabel(label!, { exact: true }).fill(value!);
      }
      await writer.page.getByRole('button', { name: 'Save' }).click();
      await popupShown(writer.page, 'User save successfully');
      const watched = customerRow(watcher.page, fname);
      await watched.waitFor(within);

      // Remove: it leaves the watcher's Active list...
      await customerRow(writer.page, fname).getByRole('button', { name: 'Remove' }).click();
      await clickInDialog(writer.page.getByRole('dialog').getByRole('button', { name: 'Remove' }));
      // The writer's success pop-up, looked for while checking the watcher.
      const removedPopup = popupShown(writer.page, 'Customer removed');
      await watched.waitFor({ state: 'detached', ...within });
      // ...and is there, greyed with Restore, under Deleted.
      await chooseFilter(watcher.page, 'Deleted customers');
      await watched.getByRole('button', { name: 'Restore' }).waitFor();

      // Restore: it leaves Deleted live.
      await removedPopup;
      await chooseFilter(writer.page, 'Deleted customers');
      await customerRow(writer.page, fname).getByRole('button', { name: 'Restore' }).click();
      await watched.waitFor({ state: 'detached', ...within });

      // Under All, a status change turns the row's button over in place.
      await chooseFilter(watcher.page, 'All customers');
      await watched.getByRole('button', { name: 'Remove' }).waitFor();
      await chooseFilter(writer.page, 'Active customers');
      await customerRow(writer.page, fname).getByRole('button', { name: 'Remove' }).click();
      await clickInDialog(writer.page.getByRole('dialog').getByRole('button', { name: 'Remove' }));
      await watched.getByRole('button', { name: 'Restore' }).waitFor(within);
    },
  );

  browserTest(
    '12. after a server restart the session survives and the live list of 10,000 catches up with a change made during the outage, sent only that change',
    getBrowser,
    async (open) => {
      // A server of this test's own, so stopping it disturbs no other test, with 10,000 customers.
      const seeded = 10_000;
      const dataDir = tempDataDir();
      await seedCustomers(dataDir, seeded);
      // A resume also resends what was written just before its cursor (resumeMarginMs): the seed is older than that.
      await new Promise((resolve) => setTimeout(resolve, resumeMarginMs + 200));
      const own = await startE2eCrm({ CRM_DATA_DIR: dataDir });
      const env = { ...own.crm.env, PORT: String(own.crm.port) };
      let running: { url: string; close(): Promise<void> } = own.crm;
      try {
        const { page, context } = await open();
        const { token } = await signedInContext(own, context);
        // Counts the customers the server sends the list, and which sets start a whole list.
        const received = { customers: 0, wholeLists: 0 };
        page.on('websocket', (socket) =>
          socket.on('framereceived', ({ payload }) => {
            const message = JSON.parse(String(payload)) as {
              type: string;
              payload?: { data?: { customerChanges?: { initial: boolean; changes: unknown[] } } };
            };
            const set = message.type === 'next' ? message.payload?.data?.customerChanges : undefined;
            if (!set) return;
            received.customers += set.changes.length;
            if (set.initial) received.wholeLists += 1;
          }),
        );
        await page.goto(`${own.base}/dashboard/users`);
        await page.getByRole('heading', { name: 'Customers list' }).waitFor();
        await eventually(
          async () =>
            expect(await page.getByRole('table', { name: 'Customers' }).getAttribute('aria-busy')).toBe('false'),
          20_000,
        );
        expect(received).toEqual({ customers: seeded, wholeLists: 1 });
        received.customers = 0;

        // Stop the server; while it is down, another instance on the same data folder saves a customer.
        await running.close();
        const outage = uniqueWord('Outage');
        const other = await startCrm(readConfig({ ...env, PORT: '0' }));
        await saveCustomerViaApi({ ...own, crm: { ...own.crm, url: other.url } }, token, {
          fname: outage,
          lname: 'During',
          address: '1 Downtime Street',
          email: 'outage@example.com',
          phone: '555 404 5030',
        });
        await other.close();
        running = await startCrm(readConfig(env));

        // The socket reconnects by itself and the list shows the change, without a reload, sent only what it missed.
        await page.getByRole('textbox', { name: 'Search customers' }).fill(outage);
        await customerRow(page, outage).waitFor({ timeout: 15_000 });
        expect(received).toEqual({ customers: 1, wholeLists: 1 });
        const me = await gql<{ me: { email: string } | null }>(running.url, '{ me { email } }', {}, { token });
        expect(me.body.data?.me).not.toBeNull();
        await page.reload();
        await page.getByRole('heading', { name: 'Customers list' }).waitFor();
        await page.getByRole('textbox', { name: 'Search customers' }).fill(outage);
        await customerRow(page, outage).waitFor();
      } finally {
        await running.close();
        fs.rmSync(own.crm.dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
