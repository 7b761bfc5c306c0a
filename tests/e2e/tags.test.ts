// Tags in the browser: the owner adds the team's tags on the Team page, tags the selected customers in bulk (and undoes
// it), filters the list by two tags (kept in the address), changes one customer's tags on its page; axe at 1280 and
// 390 px.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import {
  customerRow,
  eventually,
  phoneViewport,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

/** The customers list with its Tags column, which a team turns on (it is not among the columns shown at first). */
const withTagsColumn = 'fname,lname,email,phone,address,owner,tags,details,edit,status';

describe('tags', () => {
  const { app, browser } = useE2eApp();
  const openListWithTags = async (page: Page) => {
    await page.goto(`${app().base}/dashboard/users?columns=${withTagsColumn}`);
    await page.getByRole('heading', { name: 'Customers list' }).waitFor();
  };
  const countTag = (page: Page) => page.locator('.page-card .list-count');

  browserTest(
    'an owner adds tags, tags customers in bulk with Undo, filters by two tags through a reload, and tags one customer on its page',
    browser,
    async (open) => {
      const owner = await signUp(app().crm.url, uniqueEmail('owner'));
      const word = uniqueWord('tagged');
      for (const fname of ['Ada', 'Bea', 'Cy'])
        await saveCustomerViaApi(app(), owner.token, {
          fname,
          lname: 'Tagworth',
          email: `${fname.toLowerCase()}.${word}@example.com`,
          phone: '555 010 0700',
          address: '1 Tag Street',
          notes: word,
        });
      const { page, context } = await open();
      await signInWith(app(), context, owner.token);

      // The Team page's Tags section: two tags, one gold.
      await page.goto(`${app().base}/dashboard/team`);
      const section = page.getByRole('region', { name: 'Tags' });
      await page.getByRole('heading', { name: 'Tags', level: 2 }).waitFor();
      for (const [name, colour] of [
        ['VIP', 'Gold'],
        ['Lead', 'Green'],
      ] as const) {
        await section.getByLabel('Tag name').first().fill(name);
        await section.getByLabel('Colour').first().selectOption({ label: colour });
        await section.getByRole('button', { name: 'Add tag' }).click();
        await section.locator('.team-tag .tag-chip', { hasText: name }).waitFor();
      }
      if (shots) await page.screenshot({ path: `${shots}/tags-team-1280.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // All three selected, Add tag VIP; Undo takes it off; again.
      await openListWithTags(page);
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await eventually(async () => expect(await countTag(page).textContent()).toMatch(/^3( of \d+)?$/));
      await page.getByRole('checkbox', { name: 'Select all 3 customers shown' }).check();
      const bar = page.getByRole('region', { name: 'Selected customers' });
      const addVip = async () => {
        await bar.getByRole('button', { name: 'Add a tag to the selected customers' }).click();
        await page.getByRole('menuitem', { name: 'VIP' }).click();
        await page.getByRole('status').filter({ hasText: 'Tagged 3 customers “VIP”.' }).waitFor();
      };
      await addVip();
      await eventually(async () =>
        expect(await page.locator('.customer-row .tag-chip', { hasText: 'VIP' }).count()).toBe(3),
      );
      if (shots) await page.screenshot({ path: `${shots}/tags-list-1280.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Undo' }).click();
      const undone = page.getByRole('dialog').filter({ hasText: 'Undone: 3 customers back as they were' });
      await undone.waitFor();
      await page.keyboard.press('Escape');
      await undone.waitFor({ state: 'hidden' });
      await eventually(async () => expect(await page.locator('.customer-row .tag-chip').count()).toBe(0), 10_000);
      await page.getByRole('checkbox', { name: 'Select all 3 customers shown' }).check();
      await addVip();

      // One customer's page: Change tags, Lead too.
      await customerRow(page, 'Bea')
        .getByRole('link', { name: /Details/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Bea Tagworth' }).waitFor();
      await page.getByRole('button', { name: 'Change tags' }).click();
      await page.getByRole('checkbox', { name: 'Lead' }).check();
      expect(await page.getByRole('checkbox', { name: 'VIP' }).isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save tags' }).click();
      await page.locator('.customer-tags .tag-chip', { hasText: 'Lead' }).waitFor();

      // The list filtered by VIP and Lead: Bea alone, kept through a reload.
      await openListWithTags(page);
      await page.getByRole('button', { name: 'Tags', exact: true }).click();
      const filter = page.getByRole('dialog', { name: 'Show customers carrying all of these tags' });
      await filter.getByRole('checkbox', { name: 'VIP' }).check();
      await filter.getByRole('checkbox', { name: 'Lead' }).check();
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await countTag(page).textContent()).toMatch(/^1( of \d+)?$/), 10_000);
      await eventually(async () => expect(page.url()).toMatch(/[?&]tags=/));
      await page.reload();
      await page.getByRole('button', { name: 'Tags: 2' }).waitFor();
      await eventually(async () => expect(await customerRow(page, 'Tagworth').count()).toBe(1), 10_000);
      expect(await customerRow(page, 'Bea').count()).toBe(1);

      // The same list on a phone.
      const phone = await open(phoneViewport);
      await signInWith(app(), phone.context, owner.token);
      await phone.page.goto(page.url());
      await phone.page.getByRole('button', { name: 'Tags: 2' }).waitFor();
      await eventually(
        async () => expect(await phone.page.locator('.tag-chip', { hasText: 'Lead' }).count()).toBe(1),
        10_000,
      );
      if (shots) await phone.page.screenshot({ path: `${shots}/tags-list-390.png` });
      expect(await axeViolations(phone.page)).toEqual([]);
    },
    180_000,
  );
});
