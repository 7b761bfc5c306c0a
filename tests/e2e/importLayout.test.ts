// The import page at each width: the preview fits its frame with its controls in reach, and on a phone the imports
// list waits for the steps above it rather than being pushed down. The import's steps: import.test.ts.
import { describe, expect } from '@jest/globals';
import { browserTest, clickInDialog } from './support/browser.ts';
import {
  desktopViewport,
  expectNoSidewaysScroll,
  expectWithinWidth,
  holdChunk,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { layoutShifts, recordLayoutShifts, twoFrames } from './support/layoutShifts.ts';

describe('import', () => {
  const { app, browser } = useE2eApp();

  for (const viewport of [desktopViewport, phoneViewport]) {
    browserTest(
      `the preview fits its frame at ${viewport.width} px, Fix and Leave out in reach; Fix's Notes take several lines`,
      browser,
      async (open) => {
        const tag = uniqueWord('Fit');
        const { page, context } = await open(viewport);
        const { token } = await signedInContext(app(), context);
        await saveCustomerViaApi(app(), token, {
          fname: 'Exist',
          lname: tag,
          email: `exist.${tag.toLowerCase()}@example.com`,
          phone: '+1 212 555 0400',
          address: '1 Here',
        });
        const csv = [
          'fname,lname,email,phone,address,notes',
          `Ann,${tag},ann.${tag.toLowerCase()}.with.a.longer.mailbox@example-company.com,+33 6 12 34 56 78,12 Rue de la République Paris 75001,Long notes that go on`,
          `B,${tag},not-an-email,12,3 Third Street,`,
          `Cat,${tag},exist.${tag.toLowerCase()}@example.com,+1 646 555 0104,4 Fourth Street,`,
        ].join('\n');
        await page.goto(`${app().base}/dashboard/import`);
        await page
          .locator('input[type=file]')
          .setInputFiles({ name: 'fit.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.getByRole('button', { name: 'Check the rows' }).click();
        await page.getByText('3 rows: 1 to import').waitFor();
        await expectNoSidewaysScroll(page);
        const frame = await page.locator('.import-preview .ant-table').boundingBox();
        expect(
          await page
            .locator('.import-preview .ant-table table')
            .evaluate((table) => table.getBoundingClientRect().width),
        ).toBeLessThanOrEqual(frame!.width + 1);
        for (const control of [
          page.getByRole('button', { name: 'Fix row 3' }),
          page.getByRole('checkbox', { name: 'Leave out row 2' }),
          page.getByRole('combobox', { name: 'Duplicate action for row 4' }),
        ]) {
          await control.scrollIntoViewIfNeeded();
          const box = await control.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        }
        await expectWithinWidth(
          page.getByText(`ann.${tag.toLowerCase()}.with.a.longer.mailbox@example-company.com`),
          viewport.width,
        );

        await page.getByRole('button', { name: 'Fix row 3' }).click();
        const dialog = page.getByRole('dialog', { name: 'Fix row 3' });
        const notes = dialog.getByLabel('Notes');
        expect(await notes.evaluate((field) => field.tagName)).toBe('TEXTAREA');
        await dialog.getByLabel('First name').fill('Bea');
        await dialog.getByLabel('Email', { exact: true }).fill(`bea.${tag.toLowerCase()}@example.com`);
        await dialog.getByLabel('Phone', { exact: true }).fill('+1 646 555 0103');
        await notes.fill('First line\nSecond line');
        await clickInDialog(dialog.getByRole('button', { name: 'Apply' }));
        await page.getByText('3 rows: 2 to import').waitFor();
      },
    );
  }

  browserTest(
    "at 390 px, the imports list waits for the steps' code above it rather than being pushed down by it",
    browser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      await signedInContext(app(), context);
      await recordLayoutShifts(page);
      // The steps' code comes late, as on a slow link, after the imports list's.
      const release = await holdChunk(page, 'ImportSteps.antd');
      await page.goto(`${app().base}/dashboard/import`);
      await page.getByRole('heading', { name: 'Import customers' }).waitFor();
      await page.waitForTimeout(1000);
      expect(await page.getByText('Recent imports').count()).toBe(0);
      release();
      await page.getByText('Recent imports').waitFor();
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );
});
