// A day's work, two colleagues in two browsers: Ann logs a call on a customer mentioning Bob; Bob's bell (on a phone,
// in dark) lights up without a reload, he opens the mention and lands on the customer, then completes his overdue task
// from the dashboard; Ann (wide, light) gives 200 customers to Bob and undoes it, then finds the customer again from
// the top bar with the keyboard. axe finds nothing on each screen and dialog on the way.
import { beforeAll, describe, expect } from '@jest/globals';
import { addTask } from '../support/taskCalls.ts';
import { joinAs, must, type Person } from '../support/team.ts';
import { axeViolations } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import {
  desktopViewport,
  eventually,
  openCustomersList,
  phoneViewport,
  saveCustomerViaApi,
  signInWith,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';
import { teamForTests } from './support/teamPage.ts';

const owned = async (url: string, token: string) =>
  (
    await must<{ customerPage: { totalCount: number } }>(
      url,
      'query { customerPage(owner: "me", first: 1) { totalCount } }',
      {},
      token,
    )
  ).customerPage.totalCount;

describe("a day's work", () => {
  const { app, browser } = useE2eApp();
  let ann: Person;
  let bob: Person;
  let word: string;
  let customerId: string;

  beforeAll(async () => {
    const owner = await teamForTests(app());
    ann = await joinAs(app().crm.url, owner.token, 'MEMBER');
    bob = await joinAs(app().crm.url, owner.token, 'MEMBER');
    word = uniqueWord('Day');
    customerId = await saveCustomerViaApi(app(), ann.token, {
      fname: 'Dora',
      lname: word,
      email: `dora.${word.toLowerCase()}@example.com`,
      phone: '555 010 0900',
      address: '9 Daywork Lane',
    });
    const rows = Array.from({ length: 199 }, (_, n) => ({
      fname: `Many${n}`,
      lname: word,
      email: `many${n}.${word.toLowerCase()}@example.com`,
      phone: `555 011 ${String(1000 + n)}`,
      address: `${n} Daywork Lane`,
    }));
    await must(
      app().crm.url,
      'mutation ($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created } }',
      { rows },
      ann.token,
    );
    await addTask(app().crm.url, bob.token, {
      title: 'Call the supplier',
      dueAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    });
  }, 90_000);

  browserTest(
    'a call with a mention reaches the colleague live; he completes his task; 200 customers are given and taken back; the search finds the customer',
    browser,
    async (open) => {
      const annSession = await open(desktopViewport);
      await signInWith(app(), annSession.context, ann.token);
      const bobSession = await open(phoneViewport);
      await bobSession.page.emulateMedia({ colorScheme: 'dark' });
      await signInWith(app(), bobSession.context, bob.token);
      const annPage = annSession.page;
      const bobPage = bobSession.page;

      await bobPage.goto(`${app().base}/dashboard`);
      const mine = bobPage.getByRole('region', { name: 'My tasks' });
      await mine.getByText('Call the supplier').waitFor();
      // Bob has no notification yet (his own task is not announced to him); the bell's count arrives after the page.
      const bell = bobPage.getByRole('button', { name: /^Alerts, \d+ new$/ });
      const unread = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) new/)?.[1]);

      // Ann logs the call, naming Bob.
      await annPage.goto(`${app().base}/dashboard/customerdetails/${customerId}`);
      const timeline = annPage.getByRole('region', { name: 'Timeline' });
      await annPage.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Call' });
      await timeline
        .getByRole('textbox', { name: 'Activity text' })
        .fill(`Renewal agreed, @${bob.email} sends the offer`);
      await timeline.getByRole('button', { name: 'Add activity' }).click();
      await timeline.getByText('Renewal agreed,', { exact: false }).first().waitFor();
      // The pointer off the button it pressed: axe would read the button's hover colour.
      await annPage.mouse.move(0, 0);
      expect(await axeViolations(annPage)).toEqual([]);

      // Bob's bell counts it without a reload; the mention opens the customer.
      await eventually(async () => expect(await unread()).toBe(1), 10_000);
      await bell.click();
      const alerts = bobPage.getByRole('dialog', { name: 'Alerts Center' });
      expect(await axeViolations(bobPage)).toEqual([]);
      await alerts.getByRole('button', { name: new RegExp(`${ann.email} mentioned you`) }).click();
      await bobPage
        .getByRole('heading', { name: new RegExp(`Dora ${word}`) })
        .first()
        .waitFor();
      await bobPage
        .getByRole('region', { name: 'Timeline' })
        .getByText('Renewal agreed,', { exact: false })
        .first()
        .waitFor();

      // Back on the dashboard, Bob completes his overdue task.
      await bobPage.goto(`${app().base}/dashboard`);
      await mine.getByRole('button', { name: 'Complete “Call the supplier”' }).click();
      await mine.getByText('Nothing overdue or due today.').waitFor();
      expect(await axeViolations(bobPage)).toEqual([]);

      // Ann gives all 200 of the day's customers to Bob, then takes them back.
      await openCustomersList(annPage, app());
      await annPage.getByRole('textbox', { name: 'Search customers' }).fill(word);
      await annPage.getByRole('checkbox', { name: 'Select all 200 customers shown' }).check();
      const bar = annPage.getByRole('region', { name: 'Selected customers' });
      await eventually(async () =>
        expect(await bar.getByRole('status').textContent()).toBe('All 200 customers selected'),
      );
      await bar.getByRole('button', { name: 'Assign to…' }).click();
      await annPage.getByRole('menuitem', { name: bob.email }).click();
      await annPage.getByText(`Assigned 200 customers to ${bob.email}.`).waitFor();
      expect(await owned(app().crm.url, bob.token)).toBe(200);
      await annPage.getByRole('button', { name: 'Undo' }).click();
      await eventually(async () => expect(await owned(app().crm.url, ann.token)).toBe(200), 10_000);
      expect(await owned(app().crm.url, bob.token)).toBe(0);

      // The top bar's search, by keyboard alone.
      await annPage.keyboard.press('Control+k');
      await annPage.getByRole('combobox', { name: 'Search' }).fill(`Dora ${word}`);
      const hits = annPage.getByRole('listbox', { name: 'Search results' });
      await hits.getByRole('option', { name: new RegExp(`Dora ${word}`) }).waitFor();
      expect(await axeViolations(annPage)).toEqual([]);
      await annPage.keyboard.press('ArrowDown');
      await annPage.keyboard.press('Enter');
      await eventually(async () => expect(annPage.url()).toContain(`/dashboard/customerdetails/${customerId}`));
    },
    180_000,
  );
});
