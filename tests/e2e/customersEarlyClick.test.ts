// A click on a customers list row begun as antd's table takes the place of the rows first rendered (CustomersTable.tsx)
// still opens the customer, whether the press comes before antd's code arrives or while its table is being rendered.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest } from './support/browser.ts';
import {
  customerRow,
  eventually,
  openCustomersList,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

describe('customers', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  const openList = (page: Page) => openCustomersList(page, currentApp());

  /**
   * A page whose list shows one customer found by search, antd's table code held back: gives where a pointer would
   * press the row's Edit link, the chunk's address, and `release` to let the code through.
   */
  async function editLinkBeforeAntd(
    page: Page,
    token: string,
    fname: string,
  ): Promise<{ centre: { x: number; y: number }; chunkUrl: string; release(): void }> {
    await saveCustomerViaApi(currentApp(), token, {
      fname,
      lname: 'Ssed',
      email: 'pressed@example.com',
      phone: '555 010 1100',
      address: '1 Button Lane',
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let chunkUrl = '';
    await page.route(/\/assets\/AntdCustomersTable\.antd-[^/]+\.js$/, async (route) => {
      chunkUrl = route.request().url();
      await held;
      await route.continue();
    });
    await openList(page);
    await page.getByRole('textbox', { name: 'Search customers' }).fill(fname);
    const edit = customerRow(page, fname).getByRole('link', { name: `Edit ${fname} Ssed` });
    // The whole list rendered and searched (its count shows once complete): the row is first and stays put.
    await page.locator('.page-card .list-count', { hasText: /^1( of \d+)?$/ }).waitFor();
    // Where the link sits once it has stayed put for a moment and is what a pointer there would touch (the search's
    // own answer may still render the list once more after the count first shows).
    let centre = { x: 0, y: 0 };
    await eventually(async () => {
      const before = await edit.boundingBox();
      await page.waitForTimeout(250);
      const after = await edit.boundingBox();
      expect(before).not.toBeNull();
      expect(after).toEqual(before);
      centre = { x: after!.x + after!.width / 2, y: after!.y + after!.height / 2 };
      expect(await edit.evaluate((link, { x, y }) => link.contains(document.elementFromPoint(x, y)), centre)).toBe(
        true,
      );
    }, 10_000);
    await eventually(async () => expect(chunkUrl).not.toBe(''));
    return { centre, chunkUrl, release };
  }

  browserTest(
    '11c. a click begun on a row as antd’s header arrives still opens the customer',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const { centre, chunkUrl, release } = await editLinkBeforeAntd(page, token, uniqueWord('Pre'));
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      release();
      // The code has arrived and run while the button is held: without waiting for the release, antd's table would
      // replace the rows now, and the release would land on a link the press never touched.
      await page.evaluate(`import(${JSON.stringify(chunkUrl)}).then(() => true)`);
      await page.waitForTimeout(1000);
      await page.mouse.up();
      await page.waitForURL(/\/dashboard\/adduser\/[^/]+$/);
      await page.getByText('Edit User').waitFor();
    },
  );

  browserTest(
    '11e. a click begun just after antd’s header has arrived, while it is being rendered, still opens the customer',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const { centre, chunkUrl, release } = await editLinkBeforeAntd(page, token, uniqueWord('Rendered'));
      await page.mouse.move(centre.x, centre.y);
      // A busy phone: antd's table takes long enough to render for the press to come halfway.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      release();
      // The code has arrived and run, no button held: the press comes as antd's table is being rendered in its place.
      await page.evaluate(`import(${JSON.stringify(chunkUrl)}).then(() => true)`);
      await page.mouse.down();
      await page.waitForTimeout(1000);
      await page.mouse.up();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.waitForURL(/\/dashboard\/adduser\/[^/]+$/);
      await page.getByText('Edit User').waitFor();
    },
  );
});
