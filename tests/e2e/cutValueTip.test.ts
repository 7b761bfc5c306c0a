// A value cut with an ellipsis in the customers list shows whole from the first hover, over the plain table the list
// is first rendered as and over antd's table once it has taken its place: also when the pointer was already on the cell
// as the value became cut (the rows rendered under a resting pointer, a live change, the columns' final widths).
import { describe, expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { browserTest } from './support/browser.ts';
import {
  customerRow,
  customersInAntdTable,
  eventually,
  holdChunk,
  openCustomersList,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
  type CustomerData,
} from './support/crmApp.ts';

// A link (an email) is cut at its cell's edge by itself; other values by their cell's box.
const isCut = (locator: Locator) =>
  locator.evaluate((element) => {
    const value = element.closest('.customers-grid-cell-ellipsis')!.querySelector('.customers-grid-ellipsis')!;
    const link = value.querySelector(':scope > a');
    return value.scrollWidth > value.clientWidth || (!!link && link.scrollWidth > link.clientWidth);
  });

const tipText = (page: Page) => page.locator('.cut-value-tip').textContent({ timeout: 3000 });

/** One hover from outside the table, as a person's first: the tip must come for it without the pointer leaving. */
async function hoverOnce(page: Page, value: Locator, text: string): Promise<void> {
  await page.mouse.move(5, 5);
  await page.locator('.cut-value-tip').waitFor({ state: 'detached' });
  await value.hover({ position: { x: 20, y: 5 } });
  await expect(tipText(page)).resolves.toBe(text);
}

describe('a cut value in the customers list', () => {
  const { app, browser } = useE2eApp();

  for (const table of ['plain', 'antd'] as const) {
    browserTest(`at 1280 px shows its tip from the first hover (${table} table)`, browser, async (open) => {
      const { page, context } = await open({ width: 1280, height: 800 });
      const { token } = await signedInContext(app(), context);
      const fname = uniqueWord('Tip');
      const long = `${fname.toLowerCase()}.with.a.very.long.mailbox.name@example-enterprise-holdings.com`;
      const customer: CustomerData = {
        fname,
        lname: 'Longmail',
        address: '1 Wide Road',
        email: long,
        phone: '+1 (212) 555-0110',
      };
      const id = await saveCustomerViaApi(app(), token, customer);
      const releaseAntd = await holdChunk(page, 'AntdCustomersTable.antd');
      await openCustomersList(page, app());
      const row = customerRow(page, fname);
      const email = row.getByRole('link', { name: long });
      await email.waitFor();
      if (table === 'antd') {
        releaseAntd();
        await customersInAntdTable(page);
      } else expect(await page.locator('.customers-antd-table').count()).toBe(0);
      // The columns' widths settle after the first rows (measured, then antd's table): cut once they have.
      await eventually(async () => expect(await isCut(email)).toBe(true), 15_000);
      await hoverOnce(page, email, long);

      // The pointer rests on the whole address while a colleague lengthens it: a move within the cell shows the tip.
      const address = row.getByText('1 Wide Road', { exact: true });
      await page.mouse.move(5, 5);
      const box = (await address.boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + 5);
      const longAddress = `1 Wide Road, Building ${fname}, Floor Twelve, Suite 1200, Springfield`;
      await saveCustomerViaApi(app(), token, { ...customer, id, address: longAddress });
      const cutAddress = row.getByText(longAddress, { exact: true });
      await eventually(async () => expect(await isCut(cutAddress)).toBe(true));
      // The move is measured at the page's next frame, so a tip shown before it (a full run once read one with the
      // address as it was) can still be there as the move returns: the tip must come to show the whole new value.
      await page.mouse.move(box.x + 14, box.y + 6);
      await eventually(async () => expect(await tipText(page)).toBe(longAddress));
      releaseAntd();
    });
  }
});
