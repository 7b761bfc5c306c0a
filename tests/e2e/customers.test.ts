import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserTest, clickInDialog, popupShown } from './support/browser.ts';
import {
  chooseFilter,
  customerRow,
  eventually,
  expectNoSidewaysScroll,
  expectWithinWidth,
  fillCustomerForm,
  holdCustomerChanges,
  layoutShifts,
  openCustomersList,
  phoneViewport,
  recordLayoutShifts,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  type CustomerData,
  useE2eApp,
} from './support/crmApp.ts';

describe('customers', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  const openList = (page: Page) => openCustomersList(page, currentApp());

  browserTest(
    '4. the add form shows each invalid field’s message with Save disabled; a valid save lands in the list',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      await signedInContext(currentApp(), context);
      await page.goto(`${currentApp().base}/dashboard/adduser`);
      await page.getByRole('heading', { name: 'Add User' }).waitFor();
      const save = page.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);

      const invalid: Array<[keyof CustomerData, string, string]> = [
        ['fname', 'A', 'Please insert valid name'],
        ['lname', 'B', 'Please insert valid name'],
        ['address', '1 Ma', 'Please insert valid address'],
        ['email', 'nobody@', 'Please insert valid email'],
        ['phone', '12345678', 'Please insert valid phone'],
      ];
      for (const [field, value, message] of invalid) {
        await fillCustomerForm(page, { [field]: value });
        await page.keyboard.press('Tab');
        const count = invalid.filter(([, , other]) => other === message).length;
        await eventually(async () =>
          expect(await page.getByText(message, { exact: true }).count()).toBeGreaterThanOrEqual(
            field === 'lname' ? count : 1,
          ),
        );
        expect(await save.isDisabled()).toBe(true);
      }

      const fname = uniqueWord('Ada');
      await fillCustomerForm(page, {
        fname,
        lname: 'Lovelace',
        address: '12 Analytical Row',
        email: 'ada@example.com',
        phone: '555 0100 200',
        notes: 'First programmer',
      });
      await eventually(async () => {
        expect(await save.isEnabled()).toBe(true);
        expect(await page.getByText(/Please insert valid/).count()).toBe(0);
      });
      await save.click();
      await popupShown(page, 'User save successfully');
      await page.waitForURL(/\/dashboard\/users$/);
      const row = customerRow(page, fname);
      await row.waitFor();
      expect(await row.textContent()).toContain('Lovelace');
      expect(await row.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
        'mailto:ada@example.com',
      );
    },
  );

  browserTest('4b. Clear empties the form and Cancel goes back', getBrowser, async (open) => {
    const { page, context } = await open();
    await signedInContext(currentApp(), context);
    await openList(page);
    await page.getByRole('button', { name: 'Add customer' }).click();
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    await fillCustomerForm(page, { fname: 'Temporary', notes: 'to be cleared' });
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Notes', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Customers list' }).waitFor();
  });

  browserTest(
    '4c. Notes grow with their text from 3 lines to 8, then scroll; Clear brings them back to 3',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      await signedInContext(currentApp(), context);
      await page.goto(`${currentApp().base}/dashboard/adduser`);
      const notes = page.getByLabel('Notes', { exact: true });
      await notes.waitFor();
      const box = () =>
        notes.evaluate((area) => ({
          height: area.getBoundingClientRect().height,
          scrolls: area.scrollHeight > area.clientHeight + 1,
        }));
      const lines = (count: number) => Array.from({ length: count }, (_, line) => `Line ${line + 1}`).join('\n');
      const empty = await box();
      await notes.fill(lines(3));
      await expect(box()).resolves.toEqual(empty);
      await notes.fill(lines(6));
      const six = await box();
      expect(six.height).toBeGreaterThan(empty.height + 40);
      expect(six.scrolls).toBe(false);
      await notes.fill(lines(8));
      const eight = await box();
      expect(eight.height).toBeGreaterThan(six.height + 20);
      await notes.fill(lines(20));
      await expect(box()).resolves.toEqual({ height: eight.height, scrolls: true });
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(box()).resolves.toEqual(empty);
    },
  );

  browserTest(
    '5. edit shows Edit User with the fields filled, saves the change; details show every field and go back',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const fname = uniqueWord('Grace');
      const customer = {
        fname,
        lname: 'Hopper',
        address: '1 Navy Yard',
        email: 'grace@example.com',
        phone: '555 123 4567',
        notes: 'Compiler pioneer',
      };
      await saveCustomerViaApi(currentApp(), token, customer);
      await openList(page);
      await customerRow(page, fname).getByRole('link', { name: /^Edit/ }).click();
      await page.getByRole('heading', { name: 'Edit User' }).waitFor();
      for (const [label, value] of [
        ['First name', fname],
        ['Last name', 'Hopper'],
        ['Address', '1 Navy Yard'],
        ['Email', 'grace@example.com'],
        ['Phone', '555 123 4567'],
        ['Notes', 'Compiler pioneer'],
      ]) {
        await eventually(async () => expect(await page.getByLabel(label!, { exact: true }).inputValue()).toBe(value));
      }
      await fillCustomerForm(page, { lname: 'Hopper-Murray', notes: 'Admiral' });
      await page.getByRole('button', { name: 'Save' }).click();
      await popupShown(page, 'User save successfully');
      const row = customerRow(page, fname);
      await eventually(async () => expect(await row.textContent()).toContain('Hopper-Murray'));

      await row.getByRole('link', { name: /^Details/ }).click();
      for (const value of [
        fname,
        'Hopper-Murray',
        '1 Navy Yard',
        'grace@example.com',
        '555 123 4567',
        'Admiral',
        'Active',
      ]) {
        await page.getByText(value, { exact: true }).first().waitFor();
      }
      await page.getByRole('button', { name: 'Back to list' }).click();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
    },
  );

  browserTest(
    '5b. an unknown customer id shows a clear not-found state on edit and details',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      await signedInContext(currentApp(), context);
      for (const path of ['adduser', 'customerdetails']) {
        await page.goto(`${currentApp().base}/dashboard/${path}/no-such-customer-00000`);
        await page
          .getByText(/not found|no customer/i)
          .first()
          .waitFor();
      }
    },
  );

  browserTest(
    '6. remove asks first (Cancel keeps it); Remove greys it under Deleted and All; Restore needs no confirmation',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const fname = uniqueWord('Remo');
      await saveCustomerViaApi(currentApp(), token, {
        fname,
        lname: 'Vable',
        address: '5 Exit Road',
        email: 'remo@example.com',
        phone: '555 999 0000',
      });
      await openList(page);
      const row = customerRow(page, fname);
      await row.getByRole('button', { name: 'Remove' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await confirm.waitFor();
      await clickInDialog(confirm.getByRole('button', { name: 'Cancel' }));
      await confirm.waitFor({ state: 'hidden' });
      await row.waitFor();

      await row.getByRole('button', { name: 'Remove' }).click();
      await clickInDialog(confirm.getByRole('button', { name: 'Remove' }));
      await popupShown(page, 'Customer removed');
      await row.waitFor({ state: 'detached' });

      for (const filter of ['Deleted customers', 'All customers'] as const) {
        await chooseFilter(page, filter);
        await row.waitFor();
        const color = await row.getByText(fname, { exact: true }).evaluate((cell) => getComputedStyle(cell).color);
        expect(color).not.toBe('rgba(0, 0, 0, 0.88)');
        expect(await row.getByRole('button', { name: 'Restore' }).count()).toBe(1);
      }
      await row.getByRole('button', { name: 'Restore' }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await eventually(async () => expect(await row.getByRole('button', { name: 'Remove' }).count()).toBe(1));
      await chooseFilter(page, 'Active customers');
      await row.waitFor();
    },
  );

  browserTest(
    '7. search filters as you type across first name, last name, email, phone, address and notes, ignoring case',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const word = uniqueWord('zq');
      const target = {
        fname: `Zeb${word}`,
        lname: `Quix${word}`,
        email: `${word}.mail@host.test`,
        phone: `777 ${word.length}88 9990`,
        address: `42 Windmill${word} Lane`,
        notes: `Tilts${word} at giants`,
      };
      await saveCustomerViaApi(currentApp(), token, target);
      await saveCustomerViaApi(currentApp(), token, {
        fname: 'Other',
        lname: 'Person',
        email: 'other@example.com',
        phone: '111 222 3333',
        address: '1 Elsewhere',
      });
      await openList(page);
      const search = page.getByRole('textbox', { name: 'Search customers' });
      for (const text of [
        `ZEB${word}`,
        `quix${word.toUpperCase()}`,
        `${word}.MAIL`,
        `${word.length}88 999`,
        `windmill${word}`,
        `TILTS${word}`,
      ]) {
        await search.fill('');
        await search.pressSequentially(text, { delay: 5 });
        await eventually(async () => {
          expect(await customerRow(page, target.fname).count()).toBe(1);
          expect(await customerRow(page, 'Other').count()).toBe(0);
        });
      }
      await search.fill('nothing-matches-this-search');
      await eventually(async () => expect(await customerRow(page, target.fname).count()).toBe(0));
    },
  );

  browserTest(
    '11b. on a phone each customer row shows every field and its actions without scrolling sideways',
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const { token } = await signedInContext(currentApp(), context);
      const fname = uniqueWord('Pho');
      const customer = {
        fname,
        lname: 'Nebook',
        email: `${fname.toLowerCase()}.with.a.long.address@example.com`,
        phone: '555 390 0390',
        address: 'Building 390, Narrow Street Industrial Estate, Smallville, Northshire, United Kingdom',
      };
      await saveCustomerViaApi(currentApp(), token, customer);
      await openList(page);
      // The rows as they stay: antd's header replaces the plain one once the page has painted, rendering the rows anew.
      await page.getByRole('table', { name: 'Customers' }).locator('.ant-table-thead').waitFor();
      const row = customerRow(page, fname);
      await row.waitFor();
      for (const text of [`${fname} Nebook`, customer.phone, customer.address])
        await expectWithinWidth(row.getByText(text, { exact: true }), phoneViewport.width);
      const email = row.getByRole('link', { name: customer.email });
      expect(await email.getAttribute('href')).toBe(`mailto:${customer.email}`);
      await expectWithinWidth(email, phoneViewport.width);
      const details = row.getByRole('link', { name: `Details of ${fname} Nebook` });
      const edit = row.getByRole('link', { name: `Edit ${fname} Nebook` });
      const remove = row.getByRole('button', { name: `Remove ${fname} Nebook` });
      for (const [action, label] of [
        [details, 'Details'],
        [edit, 'Edit'],
        [remove, 'Remove'],
      ] as const) {
        await expectWithinWidth(action, phoneViewport.width);
        expect(await action.innerText()).toContain(label); // labelled as on the wide table, not an icon alone
      }
      await expectNoSidewaysScroll(page);

      await remove.click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to remove the customer?' });
      await clickInDialog(confirm.getByRole('button', { name: 'Remove' }));
      await popupShown(page, 'Customer removed');
      await chooseFilter(page, 'All customers');
      await row.getByRole('button', { name: `Restore ${fname} Nebook` }).click();
      await row.getByRole('button', { name: `Remove ${fname} Nebook` }).waitFor();
      await row.getByRole('link', { name: `Edit ${fname} Nebook` }).click();
      await page.getByText('Edit User').waitFor();
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe(fname);
    },
  );

  browserTest(
    '11d. on a phone, a list that arrives after the page is rendered moves nothing on screen (the footer waits out of sight)',
    getBrowser,
    async (open) => {
      const { page, context } = await open(phoneViewport);
      const { token } = await signedInContext(currentApp(), context);
      const word = uniqueWord('Late');
      for (let i = 0; i < 8; i++) {
        await saveCustomerViaApi(currentApp(), token, {
          fname: `${word}${i}`,
          lname: 'Arrival',
          email: `late${i}@example.com`,
          phone: `555 010 12${i}0`,
          address: `${i} Late Lane`,
        });
      }
      await recordLayoutShifts(page);
      // The list's changes are held until the page is rendered without them, as on a slow link.
      const changes = await holdCustomerChanges(page);
      await page.goto(`${currentApp().base}/dashboard/users`);
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await eventually(async () => expect(changes.held()).toBeGreaterThan(0));
      await page.waitForTimeout(500);
      changes.release();
      await page.locator('[role="table"][aria-label="Customers"][aria-busy="false"]').waitFor();
      await customerRow(page, `${word}0`).waitFor();
      await page.getByText(/^Staff CRM © \d{4}$/).waitFor();
      await page.waitForTimeout(500);
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  /**
   * A page whose list shows one customer found by search, antd's table code held back: gives where a pointer would press
   * the row's Edit link, the chunk's address, and `release` to let the code through.
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
