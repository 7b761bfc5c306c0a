// Merging duplicates in the browser: from a customer's page, choosing per field which value the kept customer gets
// (notes joined), the history on both sides and the merged one's link to the kept; from the Duplicates view, the oldest
// kept by default, what tells the copies apart and what the notes keep, and a group marked as not duplicates; the
// Duplicates view and the merge dialog pass axe in both colour schemes at 1280 and 390 px; the form's duplicate notice
// leads to the merge.
import { describe, expect } from '@jest/globals';
import { browserTest, clickInDialog, dialogOpened } from './support/browser.ts';
import {
  eventually,
  expectNoSidewaysScroll,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
  type E2eCrm,
} from './support/crmApp.ts';
import { axeViolations } from './support/axe.ts';

const shots = process.env.CRM_E2E_SHOTS;

/** Two customers with one email (the second's in capitals) and different phones (their own), first names and notes. */
async function twins(app: E2eCrm, token: string) {
  const word = uniqueWord('twin');
  const email = `ada.${word}@example.com`;
  // Phones no other test's customers share, so the merge dialog's oldest customer is the first of these.
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  const keep = await saveCustomerViaApi(app, token, {
    fname: 'Ada',
    lname: `Lovelace${word}`,
    email,
    phone: `555 010 ${digits}`,
    address: '1 Engine Row',
    notes: 'Met at the fair',
  });
  const twin = await saveCustomerViaApi(app, token, {
    fname: 'Augusta',
    lname: `Lovelace${word}`,
    email: email.toUpperCase(),
    phone: `555 011 ${digits}`,
    address: '1 Engine Row',
    notes: 'Prefers email',
  });
  return { word, keep, twin, lname: `Lovelace${word}`, twinPhone: `555 011 ${digits}` };
}

describe('merging duplicates', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'merges two duplicates from a customer’s page choosing fields; the history shows it on both sides; the merged one links to the kept',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const { keep, twin, lname, twinPhone } = await twins(app(), token);

      await page.goto(`${app().base}/dashboard/customerdetails/${keep}`);
      await page.getByRole('heading', { level: 1, name: `Ada ${lname}` }).waitFor();
      await page.getByRole('button', { name: 'Merge 1 duplicate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Merge duplicates' });
      await dialog.waitFor();
      await dialog.getByRole('group', { name: 'First name' }).waitFor();
      // The kept customer is the one whose page it was; per field, each distinct value once.
      expect(
        await dialog
          .getByRole('group', { name: 'Keep' })
          .getByRole('radio', { name: new RegExp(`^Ada ${lname}`) })
          .isChecked(),
      ).toBe(true);
      expect(await dialog.getByRole('group', { name: 'Email' }).count()).toBe(1);
      await dialogOpened(dialog.getByRole('group', { name: 'First name' }));
      await dialog.getByRole('group', { name: 'First name' }).getByRole('radio', { name: 'Augusta' }).check();
      await dialog.getByRole('group', { name: 'Phone' }).getByRole('radio', { name: twinPhone }).check();
      await dialog.getByRole('checkbox', { name: 'Join the notes of all 2 customers' }).check();
      if (shots) await page.screenshot({ path: `${shots}/merge-chosen-1280.png` });
      await clickInDialog(dialog.getByRole('button', { name: 'Merge 2 customers' }));

      await page.getByRole('dialog').filter({ hasText: 'Customers merged' }).waitFor();
      await page.waitForURL(`**/dashboard/customerdetails/${keep}`);
      await page.getByRole('heading', { level: 1, name: `Augusta ${lname}` }).waitFor();
      const details = page.locator('.details-list');
      await eventually(async () => expect(await details.textContent()).toContain(twinPhone));
      expect(await details.textContent()).toContain('Met at the fair\n\nPrefers email');
      const history = page.getByRole('region', { name: 'History' }).or(page.locator('.customer-history'));
      await eventually(async () =>
        expect(await history.first().textContent()).toMatch(
          new RegExp(`merged Augusta ${lname} into this customer, changing the first name from “Ada” to “Augusta”`),
        ),
      );
      if (shots) await page.screenshot({ path: `${shots}/merge-kept-1280.png`, fullPage: true });

      // The merged one: removed, says into whom, links there; its history says so too.
      await page.goto(`${app().base}/dashboard/customerdetails/${twin}`);
      const notice = page.getByRole('status').filter({ hasText: 'This customer was merged into' });
      await notice.waitFor();
      await eventually(async () => expect(await notice.textContent()).toContain(`merged into Augusta ${lname}`));
      await eventually(async () =>
        expect(await page.locator('.customer-history').textContent()).toContain(
          `merged this customer into Augusta ${lname}`,
        ),
      );
      if (shots) await page.screenshot({ path: `${shots}/merge-merged-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await notice.getByRole('link', { name: `Augusta ${lname}` }).click();
      await page.waitForURL(`**/dashboard/customerdetails/${keep}`);
    },
    90_000,
  );

  browserTest(
    'the Duplicates view keeps the oldest by default, tells the copies apart, says what the notes keep, and marks a group as not duplicates',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token, email: me } = await signedInContext(app(), context);
      const word = uniqueWord('copy');
      const lname = `Copy${word}`;
      const email = `${word}@example.com`;
      // The older one comes second in the group's name order.
      const older = { fname: 'Zoe', lname, email, phone: '555 010 0300', address: '1 Old Road', notes: '' };
      await saveCustomerViaApi(app(), token, older);
      await saveCustomerViaApi(app(), token, {
        ...older,
        fname: 'Ana',
        phone: '+44 20 7946 0999',
        address: '2 New Road',
      });
      // Another group, still offered at the end: the list has loaded when it shows.
      const { lname: otherName } = await twins(app(), token);

      await page.goto(`${app().base}/dashboard/duplicates`);
      const group = page.locator('.duplicate-group').filter({ hasText: lname });
      await group.waitFor();
      await group.getByRole('button', { name: /^Merge/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Merge duplicates' });
      const keep = dialog.getByRole('group', { name: 'Keep' });
      await keep.waitFor();
      expect(await keep.getByRole('radio', { name: new RegExp(`^Zoe ${lname}`) }).isChecked()).toBe(true);
      // Created, last changed and by whom, for each record.
      for (const fname of ['Zoe', 'Ana']) {
        expect(
          await keep
            .locator('label')
            .filter({ hasText: `${fname} ${lname}` })
            .textContent(),
        ).toMatch(
          new RegExp(
            `Created \\d+/\\d+/\\d{4}, [^;]+ by ${me.replace(/[.+]/g, '\\$&')}; not changed since; 1 history entry`,
          ),
        );
      }
      // The other phone stays among the kept customer's phones; the other address goes to the notes.
      expect(await dialog.textContent()).toContain(`Also: address 2 New Road (from merged customer Ana ${lname})`);
      expect(await dialog.textContent()).not.toContain('Also: phone');
      await clickInDialog(dialog.getByRole('button', { name: 'Cancel' }));
      await dialog.waitFor({ state: 'hidden' });

      await group.getByRole('button', { name: /^Not duplicates/ }).click();
      await clickInDialog(page.getByRole('button', { name: 'Mark as not duplicates' }));
      await group.waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('.duplicate-group').filter({ hasText: otherName }).waitFor();
      expect(await group.count()).toBe(0);

      // A third customer with that email makes a new group: offered again.
      await saveCustomerViaApi(app(), token, { ...older, fname: 'Ines', phone: '555 010 0301' });
      await page.reload();
      await group.waitFor();
      expect(await group.locator('.duplicate-members li').count()).toBe(3);
    },
    90_000,
  );

  for (const [size, viewport] of [
    ['1280 px', { width: 1280, height: 800 }],
    ['390 px', phoneViewport],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      browserTest(
        `the Duplicates view and the merge dialog pass axe at ${size}, ${colorScheme}`,
        browser,
        async (open) => {
          const { page, context } = await open(viewport);
          await page.emulateMedia({ colorScheme });
          const { token } = await signedInContext(app(), context);
          const { lname } = await twins(app(), token);
          await page.goto(`${app().base}/dashboard/duplicates`);
          await page.getByRole('heading', { level: 1, name: 'Duplicates' }).waitFor();
          const group = page.locator('.duplicate-group').filter({ hasText: lname });
          await group.waitFor();
          await eventually(async () =>
            expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(colorScheme),
          );
          expect(await axeViolations(page)).toEqual([]);
          if (viewport.width < 500) await expectNoSidewaysScroll(page);
          const tag = `${viewport.width}-${colorScheme}`;
          if (shots) await page.screenshot({ path: `${shots}/duplicates-${tag}.png`, fullPage: true });

          await group.getByRole('button', { name: /^Merge/ }).click();
          const dialog = page.getByRole('dialog', { name: 'Merge duplicates' });
          await dialog.getByRole('group', { name: 'Notes' }).waitFor();
          expect(await axeViolations(page)).toEqual([]);
          if (shots) await page.screenshot({ path: `${shots}/merge-dialog-${tag}.png` });
          // By keyboard: Escape closes it and the view stays.
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          await group.waitFor();
        },
        60_000,
      );
    }
  }

  browserTest(
    'the edit form’s duplicate notice leads to the merge, and Cancel goes back to the form',
    browser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(app(), context);
      const { keep, lname } = await twins(app(), token);
      await page.goto(`${app().base}/dashboard/adduser/${keep}`);
      const link = page.getByRole('link', { name: 'Merge this customer with its duplicates' });
      await link.waitFor();
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Merge duplicates' });
      await dialog.getByRole('group', { name: 'Keep' }).waitFor();
      expect(await dialog.getByRole('radio', { name: new RegExp(`^Ada ${lname}`) }).isChecked()).toBe(true);
      await clickInDialog(dialog.getByRole('button', { name: 'Cancel' }));
      await page.waitForURL(`**/dashboard/adduser/${keep}`);
    },
    60_000,
  );
});
