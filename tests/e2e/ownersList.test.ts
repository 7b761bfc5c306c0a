// Customer owners on the web, in a real browser: the list's Owner column and its sort, a filter by any member that
// survives a reload through the address, bulk Assign to… then Undo, the owner picker of the add form, a viewer offered
// no assign control, and the Team page handing a deactivated member's customers and open tasks to someone in one step.
// axe finds nothing at 1280 and 390 px.
import { beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { createTask } from '../support/taskCalls.ts';
import { deactivate, joinAs, must, type Person } from '../support/team.ts';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import {
  chooseOption,
  customersInAntdTable,
  desktopViewport,
  eventually,
  expectNoSidewaysScroll,
  fillCustomerForm,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { openTeamPage, teamForTests } from './support/teamPage.ts';

const shots = process.env.CRM_E2E_SHOTS;

/** The rows' customer emails, top to bottom. */
const emailsShown = (page: Page) =>
  page
    .locator('[role=row][data-row-key] a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

const ownersOf = async (url: string, token: string, owner: string) =>
  (
    await must<{ customers: Array<{ email: string }> }>(
      url,
      'query ($owner: ID) { customers(owner: $owner) { email } }',
      { owner },
      token,
    )
  ).customers.map(({ email }) => email);

describe('customer owners on the web', () => {
  const { app, browser } = useE2eApp();
  let owner: { email: string; token: string };
  let amy: Person;
  let zed: Person;

  beforeAll(async () => {
    owner = await teamForTests(app());
    // Emails that sort the way the test reads them: "a…" before "z…".
    amy = await joinAs(app().crm.url, owner.token, 'MEMBER');
    zed = await joinAs(app().crm.url, owner.token, 'MEMBER');
    if (amy.email > zed.email) [amy, zed] = [zed, amy];
  }, 60_000);

  const seed = async (word: string) => {
    const customer = (letter: string, who: Person) =>
      saveCustomerViaApi(app(), who.token, {
        fname: `Own${letter}`,
        lname: word,
        email: `${letter}.${word}@example.com`,
        phone: '555 010 0800',
        address: `1 Owner Row ${word}`,
      });
    // By name a, b, c, d; by owner the two of zed's come last.
    await customer('a', zed);
    await customer('b', amy);
    await customer('c', zed);
    await customer('d', amy);
  };

  browserTest(
    'shows and sorts by the Owner column, filters by a member through a reload, assigns a selection and undoes it',
    browser,
    async (open) => {
      const { page } = await open(desktopViewport);
      await signInWith(app(), page.context(), amy.token);
      const word = uniqueWord('owned');
      await seed(word);
      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await eventually(async () => expect((await emailsShown(page)).length).toBe(4));
      await customersInAntdTable(page);
      const row = (letter: string) => page.getByRole('row').filter({ hasText: `${letter}.${word}@example.com` });
      expect(await row('a').getByText(zed.email).count()).toBe(1);
      expect(await row('b').getByText(amy.email).count()).toBe(1);

      // The Owner header sorts by the owner's email, then the name.
      const header = page.getByRole('columnheader', { name: 'Owner' });
      await header.click();
      const byOwner = ['b', 'd', 'a', 'c'].map((letter) => `${letter}.${word}@example.com`);
      await eventually(async () => expect(await emailsShown(page)).toEqual(byOwner));
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      await eventually(async () => expect(new URL(page.url()).searchParams.get('orderBy')).toBe('OWNER:ASC'));
      if (shots) await page.screenshot({ path: `${shots}/owners-column-1280.png` });
      expect(await axeViolations(page)).toEqual([]);

      // Any member's customers, kept in the address: a reload shows the same.
      await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: zed.email });
      await eventually(async () => expect(await emailsShown(page)).toEqual(byOwner.slice(2)));
      await eventually(async () => expect(new URL(page.url()).searchParams.get('owner')).toBe(zed.uid));
      await page.reload();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await eventually(async () => expect(await emailsShown(page)).toEqual(byOwner.slice(2)));
      expect(await page.getByRole('combobox', { name: 'Owner' }).inputValue()).toBe(zed.uid);

      // Everyone's again; tick zed's two and give them to amy, then undo.
      await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Any owner' });
      await eventually(async () => expect((await emailsShown(page)).length).toBe(4));
      await page.getByRole('checkbox', { name: `Select Owna ${word}` }).click();
      await page.getByRole('checkbox', { name: `Select Ownc ${word}` }).click();
      const bar = page.getByRole('region', { name: 'Selected customers' });
      await bar.getByRole('button', { name: 'Assign to…' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('menuitem', { name: amy.email }).click();
      await page.getByText(`Assigned 2 customers to ${amy.email}.`).waitFor();
      await eventually(async () => expect(await page.getByRole('row').filter({ hasText: zed.email }).count()).toBe(0));
      expect(await ownersOf(app().crm.url, amy.token, 'me')).toEqual(expect.arrayContaining(byOwner));
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Undo' }).click();
      await eventually(async () => expect(await page.getByRole('row').filter({ hasText: zed.email }).count()).toBe(2));
      expect(await ownersOf(app().crm.url, zed.token, 'me')).toEqual(
        expect.arrayContaining([`a.${word}@example.com`, `c.${word}@example.com`]),
      );
    },
    120_000,
  );

  browserTest(
    'shows the owner on a phone, axe clean, without sideways scroll',
    browser,
    async (open) => {
      const { page } = await open(phoneViewport);
      await signInWith(app(), page.context(), amy.token);
      const word = uniqueWord('phone');
      await seed(word);
      await openCustomersList(page, app());
      await page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await eventually(async () => expect((await emailsShown(page)).length).toBe(4));
      await page.getByText(`Owner: ${zed.email}`).first().waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/owners-column-390.png` });
    },
    90_000,
  );

  browserTest(
    'the add form offers an owner (its creator by default); a viewer is offered no assign control',
    browser,
    async (open) => {
      const { page } = await open(desktopViewport);
      await signInWith(app(), page.context(), amy.token);
      await page.goto(`${app().base}/dashboard/adduser`);
      const picker = page.getByRole('combobox', { name: 'Owner' });
      await eventually(async () => expect(await picker.inputValue()).toBe(amy.uid));
      const word = uniqueWord('formowner');
      await fillCustomerForm(page, {
        fname: 'Formed',
        lname: word,
        address: '2 Picker Lane',
        email: `${word}@example.com`,
        phone: '555 010 0900',
      });
      await picker.selectOption({ label: zed.email });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      await eventually(async () =>
        expect(await ownersOf(app().crm.url, zed.token, 'me')).toContain(`${word}@example.com`),
      );

      const viewer = await joinAs(app().crm.url, owner.token, 'VIEWER');
      const seen = await open(desktopViewport);
      await signInWith(app(), seen.context, viewer.token);
      await openCustomersList(seen.page, app());
      await seen.page.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await eventually(async () => expect(await emailsShown(seen.page)).toEqual([`${word}@example.com`]));
      expect(await seen.page.getByRole('checkbox', { name: `Select Formed ${word}` }).count()).toBe(0);
      expect(await seen.page.getByRole('button', { name: /Assign/ }).count()).toBe(0);
      // Reading is theirs: the owner filter names the team for them too (teammates, not the admins' members).
      await seen.page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: zed.email });
      await eventually(async () => expect(await emailsShown(seen.page)).toContain(`${word}@example.com`));
    },
    120_000,
  );

  for (const viewport of [desktopViewport, phoneViewport]) {
    browserTest(
      `the Team page hands a deactivated member's customers and open tasks to another in one step (${viewport.width} px)`,
      browser,
      async (open) => {
        const gone = await joinAs(app().crm.url, owner.token, 'MEMBER');
        const heir = await joinAs(app().crm.url, owner.token, 'MEMBER');
        const word = uniqueWord('left');
        for (const letter of ['x', 'y'])
          await saveCustomerViaApi(app(), gone.token, {
            fname: `Left${letter}`,
            lname: word,
            email: `${letter}.${word}@example.com`,
            phone: '555 010 0950',
            address: '3 Handoff Street',
          });
        await must(app().crm.url, createTask, { input: { title: `Call back ${word}` } }, gone.token);
        await deactivate(app().crm.url, owner.token, gone.uid);

        const { page } = await open(viewport);
        await signInWith(app(), page.context(), owner.token);
        await openTeamPage(page, app());
        const section = page.getByRole('heading', { name: 'Work to hand over' });
        await section.scrollIntoViewIfNeeded();
        await page.getByText(`${gone.email} leaves 2 customers and 1 open task.`).waitFor();
        const item = page.locator('.team-handoff-item').filter({ hasText: gone.email });
        await chooseOption(
          page,
          page.getByRole('combobox', { name: `Hand the customers and tasks of ${gone.email} to` }),
          heir.email,
        );
        const card = page.locator('.team-section').filter({ has: section });
        if (shots) await card.screenshot({ path: `${shots}/owners-handoff-chosen-${viewport.width}.png` });
        await item.getByRole('button', { name: 'Hand over' }).click();
        await page.getByText(`Handed 2 customers and 1 open task of ${gone.email} to ${heir.email}.`).waitFor();
        await page.getByText(`${gone.email} leaves 0 customers and 0 open tasks.`).waitFor();
        expect(await ownersOf(app().crm.url, owner.token, heir.uid)).toEqual(
          expect.arrayContaining([`x.${word}@example.com`, `y.${word}@example.com`]),
        );
        const { body } = await gql<{ tasks: { nodes: Array<{ title: string }> } }>(
          app().crm.url,
          'query ($uid: ID) { tasks(filter: { assigneeUid: $uid }) { nodes { title } } }',
          { uid: heir.uid },
          { token: owner.token },
        );
        expect(body.data?.tasks.nodes.map(({ title }) => title)).toEqual([`Call back ${word}`]);
        if (viewport.width < 500) await expectNoSidewaysScroll(page);
        // From the top, as the page opens: scrolled down, the sticky top bar half covers a row's button for axe.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page)).toEqual([]);
        if (shots) await card.screenshot({ path: `${shots}/owners-handoff-${viewport.width}.png` });
      },
      120_000,
    );
  }
});
