// Custom fields as the customers list's columns in the browser: an admin defines a NUMBER field on the Team page; a
// member shows it as a column (Columns), its values formatted; its header sorts 10 after 9 (negatives first, no value
// last both ways); the Fields filter narrows the list; a saved view keeps the column, the order and the filter, and its
// address opens them in another browser; on a phone the value is a line of the row and Sort by orders by it; axe at
// 1280 and 390 px, light and dark.
import { beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/crmServer.ts';
import { joinAs, must } from '../support/team.ts';
import { axeViolations, expectScheme, widthsAndSchemes } from './support/axe.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import {
  eventually,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

/** The rows' last names, top to bottom (each customer's email is <last name>.<word>@example.com). */
const namesShown = (page: Page) =>
  page
    .getByRole('table', { name: 'Customers' })
    .locator('[role=row][data-row-key] a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').split('.')[0]!));

describe('custom fields as list columns', () => {
  const { app, browser } = useE2eApp();
  // The first account of a fresh server is its owner, who invites the others.
  let owner: { token: string };
  beforeAll(async () => {
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
  });

  browserTest(
    'a NUMBER field as a sortable, filtered column, kept in a saved view, at 1280 and 390 px, light and dark',
    browser,
    async (open) => {
      const admin = await joinAs(app().crm.url, owner.token, 'ADMIN');
      const member = await joinAs(app().crm.url, owner.token, 'MEMBER');

      // The admin defines the field on the Team page.
      const adminSession = await open();
      await signInWith(app(), adminSession.context, admin.token);
      await adminSession.page.goto(`${app().base}/dashboard/team`);
      const section = adminSession.page.getByRole('region', { name: 'Custom fields' });
      await section.getByLabel('Label').fill('Deal size');
      await section.getByLabel('Type').selectOption({ label: 'Number' });
      await section.getByRole('button', { name: 'Add field' }).click();
      await section.locator('.team-tag', { hasText: 'deal_size' }).waitFor();

      const word = uniqueWord('deals');
      const values: Array<[string, string | null]> = [
        ['ten', '10'],
        ['nine', '9'],
        ['minus', '-2.5'],
        ['thousand', '1000'],
        ['blank', null],
      ];
      for (const [index, [name, value]] of values.entries())
        await saveCustomerViaApi(app(), member.token, {
          fname: 'Same',
          lname: name,
          email: `${name}.${word}@example.com`,
          phone: `555 010 07${10 + index}`,
          address: `1 Deal Street ${word}`,
          ...(value !== null && { fields: [{ key: 'deal_size', value }] }),
        } as Parameters<typeof saveCustomerViaApi>[2]);

      // The member shows the column.
      const { page, context } = await open();
      await signInWith(app(), context, member.token);
      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await eventually(async () => expect((await namesShown(page)).length).toBe(5));
      await page.getByRole('button', { name: 'Columns' }).click();
      const columns = page.getByRole('dialog', { name: 'Columns shown' });
      await columns.getByRole('checkbox', { name: 'Deal size' }).check();
      await page.keyboard.press('Escape');
      const header = page.getByRole('columnheader', { name: 'Deal size' });
      await header.waitFor();
      await page.getByRole('row').filter({ hasText: 'thousand' }).getByText('1,000').waitFor();

      // Its header sorts by value: 10 after 9, negatives first, no value last either way.
      await header.click();
      await eventually(async () =>
        expect(await namesShown(page)).toEqual(['minus', 'nine', 'ten', 'thousand', 'blank']),
      );
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      await header.click();
      await eventually(async () =>
        expect(await namesShown(page)).toEqual(['thousand', 'ten', 'nine', 'minus', 'blank']),
      );
      expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('field:deal_size:DESC');

      // The Fields filter: 9 and up.
      await page.getByRole('button', { name: 'Fields' }).click();
      const filters = page.getByRole('dialog', { name: 'Show customers whose fields match' });
      await filters.getByRole('spinbutton', { name: 'From' }).fill('9');
      await eventually(async () => expect(await namesShown(page)).toEqual(['thousand', 'ten', 'nine']));
      if (shots) await page.screenshot({ path: `${shots}/field-columns-filter-1280.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '1 field filter' }).waitFor();

      // Saved as a view: its address keeps the column, the order and the filter.
      await page.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Big deals');
      await clickInDialog(dialog.getByRole('button', { name: 'Save view' }));
      await page.getByRole('button', { name: 'Views: Big deals' }).waitFor();
      await eventually(async () => expect(new URL(page.url()).searchParams.get('view')).toMatch(/^view_/));
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
        'field.deal_size.min': '9',
        orderBy: 'field:deal_size:DESC',
        columns: expect.stringContaining('field:deal_size'),
      });
      const link = page.url();
      if (shots) await page.screenshot({ path: `${shots}/field-columns-view-1280.png` });

      // Opened from Views after the list was put back as it was at first: the same column, order and filter.
      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await eventually(async () => expect((await namesShown(page)).length).toBe(5));
      expect(await page.getByRole('columnheader', { name: 'Deal size' }).count()).toBe(0);
      await page.getByRole('button', { name: /^Views/ }).click();
      await page.getByRole('menuitem', { name: /^Big deals/ }).click();
      await eventually(async () => expect(await namesShown(page)).toEqual(['thousand', 'ten', 'nine']));
      await page.getByRole('columnheader', { name: 'Deal size' }).waitFor();

      // Everywhere the list is checked: both widths, both schemes (the link opened afresh each time).
      for (const [width, viewport, scheme] of widthsAndSchemes) {
        const session = await open(viewport);
        await signInWith(app(), session.context, member.token);
        await session.page.emulateMedia({ colorScheme: scheme });
        await session.page.goto(link);
        await session.page.getByRole('heading', { name: 'Customers list' }).waitFor();
        await expectScheme(session.page, scheme);
        await eventually(async () => expect(await namesShown(session.page)).toEqual(['thousand', 'ten', 'nine']));
        if (viewport === phoneViewport) {
          // A phone's row carries the value as a line; Sort by orders by it too.
          await session.page.getByText('Deal size: 1,000').waitFor();
          await session.page.getByRole('combobox', { name: 'Sort by' }).selectOption('field:deal_size:ASC');
          await eventually(async () => expect(await namesShown(session.page)).toEqual(['nine', 'ten', 'thousand']));
        }
        await session.page.getByRole('button', { name: '1 field filter' }).click();
        await session.page.getByRole('dialog', { name: 'Show customers whose fields match' }).waitFor();
        if (shots)
          await session.page.screenshot({ path: `${shots}/field-columns-${width.replace(' ', '')}-${scheme}.png` });
        expect(await axeViolations(session.page)).toEqual([]);
        await session.context.close();
      }

      // Archived, the field's column, order and filter drop out of the same link: every customer, by name.
      const { customFields } = await must<{ customFields: Array<{ id: string; key: string }> }>(
        app().crm.url,
        '{ customFields { id key } }',
        {},
        admin.token,
      );
      const dealSize = customFields.find(({ key }) => key === 'deal_size')!;
      await must(app().crm.url, 'mutation ($id: ID!) { archiveCustomField(id: $id) { id } }', dealSize, admin.token);
      await page.goto(link);
      await eventually(async () =>
        expect(await namesShown(page)).toEqual(['blank', 'minus', 'nine', 'ten', 'thousand']),
      );
      expect(await page.getByRole('columnheader', { name: 'Deal size' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Fields' }).count()).toBe(0);
    },
    240_000,
  );

  browserTest(
    'every type’s column formatted and every type’s filter control, axe clean at 1280 px dark and 390 px',
    browser,
    async (open) => {
      const define = 'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { key } }';
      for (const input of [
        { label: 'Story', type: 'TEXT' },
        { label: 'Stage', type: 'SELECT', options: ['Lead', 'Won'] },
        { label: 'Channels', type: 'MULTI_SELECT', options: ['Email', 'Phone'] },
        { label: 'Newsletter', type: 'CHECKBOX' },
        { label: 'Signed on', type: 'DATE' },
        { label: 'Site', type: 'URL' },
      ])
        await must(app().crm.url, define, { input }, owner.token);
      const word = uniqueWord('types');
      const fields = (stage: string, signed: string) => [
        { key: 'story', value: `Met at Café ${word}` },
        { key: 'stage', value: stage },
        { key: 'channels', value: '["Email","Phone"]' },
        { key: 'newsletter', value: 'true' },
        { key: 'signed_on', value: signed },
        { key: 'site', value: 'https://example.com' },
      ];
      for (const [name, stage, signed] of [
        ['won', 'Won', '2024-02-29'],
        ['lead', 'Lead', '2023-01-15'],
      ])
        await saveCustomerViaApi(app(), owner.token, {
          fname: 'Typed',
          lname: name!,
          email: `${name}.${word}@example.com`,
          phone: name === 'won' ? '555 010 0801' : '555 010 0802',
          address: '1 Type Row',
          fields: fields(stage!, signed!),
        } as Parameters<typeof saveCustomerViaApi>[2]);
      const columns = 'lname,email,field:story,field:stage,field:channels,field:newsletter,field:signed_on,field:site';
      const link = `${app().base}/dashboard/users?search=${word}&columns=${encodeURIComponent(columns)}`;
      for (const [viewport, scheme] of [
        [undefined, 'dark'],
        [phoneViewport, 'light'],
      ] as const) {
        const session = await open(viewport);
        await signInWith(app(), session.context, owner.token);
        await session.page.emulateMedia({ colorScheme: scheme });
        await session.page.goto(link);
        await eventually(async () => expect(await namesShown(session.page)).toEqual(['lead', 'won']));
        const won = session.page.getByRole('row').filter({ hasText: `won.${word}` });
        for (const shown of ['Feb 29, 2024', 'Email and Phone', 'Yes', 'https://example.com'])
          await won
            .getByText(shown, { exact: viewport !== phoneViewport })
            .first()
            .waitFor();
        await session.page.getByRole('button', { name: 'Fields' }).click();
        const panel = session.page.getByRole('dialog', { name: 'Show customers whose fields match' });
        await panel.getByRole('combobox', { name: 'Stage' }).selectOption('Won');
        await eventually(async () => expect(await namesShown(session.page)).toEqual(['won']));
        await panel.getByRole('combobox', { name: 'Stage' }).selectOption('');
        await panel.getByRole('searchbox', { name: 'Story' }).fill('cafe');
        await panel.getByRole('combobox', { name: 'Newsletter' }).selectOption('true');
        await panel.getByLabel('From').last().fill('2024-01-01');
        await eventually(async () => expect(await namesShown(session.page)).toEqual(['won']));
        if (shots)
          await session.page.screenshot({
            path: `${shots}/field-types-${viewport ? 390 : 1280}-${scheme}.png`,
            fullPage: true,
          });
        expect(await axeViolations(session.page)).toEqual([]);
        await session.context.close();
      }
    },
    120_000,
  );
});
