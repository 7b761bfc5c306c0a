// A company's timeline on its page: the entries of all its people below them, each naming its person as a link, no one
// else's; paged as the reader scrolls; filtered by kind; a note added on one person appears at once in every browser
// that has the page open; axe clean at 1280 and 390 px, in the light and the dark theme.
import { beforeAll, describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { gql, signUp, uniqueEmail } from '../support/crmServer.ts';
import { joinAs } from '../support/team.ts';
import { axeViolations, expectScheme, widthsAndSchemes } from './support/axe.ts';
import { browserTest } from './support/browser.ts';
import { phoneViewport, saveCustomerViaApi, signInWith, uniqueWord, useE2eApp, type E2eCrm } from './support/crmApp.ts';

const shots = process.env.CRM_E2E_SHOTS;

async function api<T>(app: E2eCrm, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const { body } = await gql<T>(app.crm.url, query, variables, { token });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const addActivity = (
  app: E2eCrm,
  token: string,
  input: { customerId: string; kind?: string; body: string; at?: string },
) => api(app, token, 'mutation Add($input: ActivityInput!) { addActivity(input: $input) { id } }', { input });

describe("a company's timeline", () => {
  const { app, browser } = useE2eApp();
  let owner: { token: string };
  beforeAll(async () => {
    owner = await signUp(app().crm.url, uniqueEmail('owner'));
  });

  browserTest(
    "shows its people's entries with links to them, filters by kind, and a note added on one appears live everywhere",
    browser,
    async (open) => {
      const member = await joinAs(app().crm.url, owner.token, 'MEMBER');
      const name = uniqueWord('Hooli');
      const { saveCompany } = await api<{ saveCompany: { id: string } }>(
        app(),
        member.token,
        'mutation Company($input: CompanyInput!) { saveCompany(input: $input) { id } }',
        { input: { name } },
      );
      const person = (fname: string, lname: string, companyId?: string) =>
        saveCustomerViaApi(app(), member.token, {
          fname,
          lname,
          email: `${fname.toLowerCase()}.${name.toLowerCase()}@example.com`,
          phone: '555 010 0900',
          address: '1 Campus Drive',
          ...(companyId && { companyId }),
        } as Parameters<typeof saveCustomerViaApi>[2]);
      const gavin = await person('Gavin', 'Belson', saveCompany.id);
      const jared = await person('Jared', 'Dunn', saveCompany.id);
      const richard = await person('Richard', 'Hendricks');
      await addActivity(app(), member.token, { customerId: gavin, kind: 'CALL', body: 'Called Gavin about the box' });
      await addActivity(app(), member.token, { customerId: jared, kind: 'MEETING', body: 'Met Jared at the office' });
      await addActivity(app(), member.token, { customerId: richard, body: 'Not at this company' });
      // Older notes than a page holds (20): the rest come as the reader scrolls.
      for (let n = 0; n < 20; n++)
        await addActivity(app(), member.token, {
          customerId: gavin,
          body: `Old note ${n}`,
          at: new Date(Date.UTC(2020, 0, n + 1)).toISOString(),
        });

      const address = `${app().base}/dashboard/companies/${saveCompany.id}`;
      const timelineOf = (page: Page) => page.getByRole('region', { name: 'Timeline of its people' });
      const desk = await open();
      await signInWith(app(), desk.context, member.token);
      await desk.page.goto(address);
      const timeline = timelineOf(desk.page);
      await timeline.getByText('Met Jared at the office').waitFor();
      await timeline.getByText('Called Gavin about the box').waitFor();
      // Both people's history (added), each entry naming its person; nothing of anyone else.
      expect(await timeline.locator('.timeline-change').count()).toBe(2);
      expect(await timeline.getByText('Not at this company').count()).toBe(0);
      const call = timeline.locator('.timeline-call');
      expect(await call.getByRole('link', { name: 'Gavin Belson' }).getAttribute('href')).toBe(
        `/dashboard/customerdetails/${gavin}`,
      );
      expect(await timeline.locator('.timeline-meeting').getByRole('link', { name: 'Jared Dunn' }).count()).toBe(1);
      // Read only here: activities are changed on the person's page.
      expect(await timeline.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      // Paged: the oldest notes come when the reader reaches the end.
      expect(await timeline.locator('.timeline-item').count()).toBe(20);
      expect(await timeline.getByText('Old note 0', { exact: true }).count()).toBe(0);
      await timeline.locator('.timeline-item').last().scrollIntoViewIfNeeded();
      await timeline.getByText('Old note 0', { exact: true }).waitFor();
      expect(await timeline.locator('.timeline-item').count()).toBe(24);

      // Filters: Calls shows the call alone; All brings everything back.
      await timeline.getByRole('button', { name: 'Calls' }).click();
      await timeline.getByText('Met Jared at the office').waitFor({ state: 'detached' });
      expect(await timeline.locator('.timeline-item').count()).toBe(1);
      await timeline.getByRole('button', { name: 'All', exact: true }).click();
      await timeline.getByText('Met Jared at the office').waitFor();

      // A second browser, a phone in the dark theme, has the page open too; a note on Jared reaches both at once.
      const phone = await open(phoneViewport);
      await signInWith(app(), phone.context, owner.token);
      await phone.page.emulateMedia({ colorScheme: 'dark' });
      await phone.page.goto(address);
      await timelineOf(phone.page).getByText('Met Jared at the office').waitFor();
      await addActivity(app(), owner.token, { customerId: jared, body: 'Jared sent the contract back' });
      for (const page of [desk.page, phone.page]) {
        const note = timelineOf(page).locator('.timeline-note', { hasText: 'Jared sent the contract back' });
        await note.waitFor({ timeout: 10_000 });
        await note.getByRole('link', { name: 'Jared Dunn' }).waitFor();
      }
      // Newest first: the note heads the list.
      expect(await timelineOf(desk.page).locator('.timeline-item').first().textContent()).toContain(
        'Jared sent the contract back',
      );

      for (const [width, viewport, scheme] of widthsAndSchemes) {
        await desk.page.setViewportSize(viewport);
        await desk.page.emulateMedia({ colorScheme: scheme });
        await expectScheme(desk.page, scheme);
        await timelineOf(desk.page).scrollIntoViewIfNeeded();
        if (shots)
          await desk.page.screenshot({ path: `${shots}/company-timeline-${width}-${scheme}.png`, fullPage: true });
        expect(await axeViolations(desk.page)).toEqual([]);
      }
    },
    120_000,
  );
});
