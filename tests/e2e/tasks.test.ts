// Tasks in the browser: make a task due today in the dialog, find it under Today, complete it; an owner looks at a
// colleague's tasks; tick two tasks and complete them at once; "My tasks" on the dashboard; axe on the screen and the
// dialog at 1280 and 390 px, and at 390 in the dark theme.
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql } from '../support/crmServer.ts';
import { joinAs } from '../support/team.ts';
import { animationsSettled, axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import { layoutShifts, recordLayoutShifts, twoFrames } from './support/layoutShifts.ts';
import {
  expectNoSidewaysScroll,
  openSignedIn,
  phoneViewport,
  saveCustomerViaApi,
  signedInContext,
  useE2eApp,
} from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;
const group = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

/** Today at 23:59 on the browser's clock, as a date-time field takes it (the team's day is UTC by default). */
function lateToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T23:59`;
}

describe('tasks', () => {
  const { app, browser } = useE2eApp();

  browserTest('makes a task due today, shows it under Today, and completes it', browser, async (open) => {
    const { page, token } = await openSignedIn(app(), open, '/dashboard/tasks', 'Tasks');
    await group(page, 'Today').waitFor();
    await page.getByRole('button', { name: 'Add task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add task' });
    await dialog.getByLabel('Title').fill('Call Ada back');
    await dialog.getByLabel('Notes').fill('About the invoice');
    await dialog.getByLabel('Due date and time').fill(lateToday());
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/tasks-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const today = group(page, 'Today');
    await today.getByText('Call Ada back').waitFor();
    // About a customer: its name is a link in the task's line, read by axe's contrast check too.
    const customerId = await saveCustomerViaApi(app(), token, {
      fname: 'Ada',
      lname: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 010 0200',
      address: '1 Engine Row',
    });
    await gql(
      app().crm.url,
      'mutation ($customerId: ID!) { createTask(input: { title: "Some day", customerId: $customerId }) { id } }',
      { customerId },
      { token },
    );
    await page.reload();
    await group(page, 'No date').getByText('Some day').waitFor();
    await group(page, 'No date').getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/tasks-1280.png`, fullPage: true });

    await today.getByRole('button', { name: 'Complete “Call Ada back”' }).click();
    await today.getByText('Nothing here.').waitFor();
    await page.getByRole('switch').click();
    await group(page, 'Done').getByText('Call Ada back').waitFor();

    // Deleting asks first, and the answer's focus starts on Cancel.
    const noDate = group(page, 'No date');
    await noDate.getByRole('button', { name: 'Delete “Some day”' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Delete this task for good?' });
    // OK is clicked once the question has finished appearing, as a person sees it: not during its zoom-in.
    await question.waitFor();
    await animationsSettled(page);
    await question.getByRole('button', { name: 'OK' }).click();
    await noDate.getByText('Nothing here.').waitFor();

    // An owner looks at a colleague's tasks: the select lists the team, and the board follows the choice.
    const colleague = await joinAs(app().crm.url, token, 'MEMBER');
    await gql(app().crm.url, 'mutation { createTask(input: { title: "Colleague’s call" }) { id } }', {}, colleague);
    await page.reload();
    const whose = page.getByRole('combobox', { name: 'Whose tasks' });
    await whose.selectOption({ label: colleague.email });
    await noDate.getByText('Colleague’s call').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  browserTest(
    'completes ticked tasks at once, on a phone, and shows today’s on the dashboard',
    browser,
    async (open) => {
      const { page, token } = await openSignedIn(app(), open, '/dashboard/tasks', 'Tasks', phoneViewport);
      for (const title of ['Send the quote', 'Book the visit'])
        await gql(
          app().crm.url,
          'mutation ($title: String!) { createTask(input: { title: $title }) { id } }',
          { title },
          {
            token,
          },
        );
      await gql(
        app().crm.url,
        'mutation ($dueAt: String!) { createTask(input: { title: "Overdue call", dueAt: $dueAt }) { id } }',
        { dueAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString() },
        { token },
      );
      // The board's first render moves nothing: a row on screen is laid out with its own height, not a guessed one.
      await recordLayoutShifts(page);
      await page.reload();
      const noDate = group(page, 'No date');
      await noDate.getByText('Book the visit').waitFor();
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/tasks-390.png`, fullPage: true });
      // The dark theme too, at a phone's width.
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/tasks-390-dark.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await noDate.getByRole('checkbox', { name: 'Select “Send the quote”' }).check();
      await noDate.getByRole('checkbox', { name: 'Select “Book the visit”' }).check();
      await page.getByRole('button', { name: 'Complete 2 tasks' }).click();
      await noDate.getByText('Nothing here.').waitFor();
      await group(page, 'Overdue').getByText('Overdue call').waitFor();

      // My tasks, on top of the dashboard, comes with the page: the welcome card below it does not move down.
      await recordLayoutShifts(page);
      await page.goto(new URL('/dashboard', app().base).href);
      const mine = page.getByRole('region', { name: 'My tasks' });
      await mine.getByText('Overdue call').waitFor();
      await page.locator('.welcome-card').waitFor();
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await mine.getByRole('button', { name: 'Complete “Overdue call”' }).click();
      await mine.getByText('Nothing overdue or due today.').waitFor();
    },
  );

  browserTest('adds a task about a customer from its page, and lists it there', browser, async (open) => {
    const session = await open();
    const { token } = await signedInContext(app(), session.context);
    const id = await saveCustomerViaApi(app(), token, {
      fname: 'Ida',
      lname: 'Tasker',
      email: 'ida.tasker@example.com',
      phone: '555 010 0777',
      address: '1 Main Street, Springfield',
      notes: '',
    });
    const { page } = session;
    await page.goto(new URL(`/dashboard/customerdetails/${id}`, app().base).href);
    const section = page.getByRole('region', { name: 'Tasks' });
    await section.getByText('No open tasks about this customer.').waitFor();
    await section.getByRole('button', { name: 'Add task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add task' });
    await dialog.getByText('About Ida Tasker').waitFor();
    await dialog.getByLabel('Title').fill('Send Ida the contract');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Send Ida the contract').waitFor();
    await page.goto(new URL('/dashboard/tasks', app().base).href);
    const noDate = group(page, 'No date');
    await noDate.getByText('Send Ida the contract').waitFor();
    await noDate.getByRole('link', { name: 'Customer: Ida Tasker' }).waitFor();
  });
});
