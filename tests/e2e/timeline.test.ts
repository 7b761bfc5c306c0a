// A customer's timeline on its details page: a note added in one browser appears in another at once, with its author,
// its line breaks and its link; the section passes axe at 1280 and 390 px.
import { describe, expect } from '@jest/globals';
import { axeViolations } from './support/axe.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import { placeInPage } from './support/layout.ts';
import { eventually, phoneViewport, saveCustomerViaApi, signedInContext, useE2eApp } from './support/crmApp.ts';

describe('timeline', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'a note added in one browser appears live in another, axe clean at 1280 px and at 390 px in the dark',
    browser,
    async (open) => {
      const first = await open();
      const second = await open(phoneViewport);
      // The phone in the dark scheme: the form's plain controls there, under axe.
      await second.page.emulateMedia({ colorScheme: 'dark' });
      const ada = await signedInContext(app(), first.context);
      const bob = await signedInContext(app(), second.context);
      const id = await saveCustomerViaApi(app(), ada.token, {
        fname: 'Katherine',
        lname: 'Johnson',
        email: 'kj@example.com',
        phone: '555 010 0800',
        address: '1 Langley Way',
      });
      const details = `${app().base}/dashboard/customerdetails/${id}`;
      await first.page.goto(details);
      await second.page.goto(details);
      const timelineOf = (page: typeof first.page) => page.getByRole('region', { name: 'Timeline' });
      await timelineOf(second.page).locator('.timeline-change').first().waitFor();

      const text = timelineOf(first.page).getByRole('textbox', { name: 'Activity text' });
      await text.waitFor();
      // The box is plain as the page loads (no antd); reached for, it becomes antd's Mentions in the same place and
      // size (read around the text: antd pads the textarea, the plain one its box), with the focus.
      const place = () => placeInPage(text.locator('xpath=..'));
      const plain = await place();
      expect(await first.page.locator('.ant-mentions').count()).toBe(0);
      await text.click();
      await timelineOf(first.page).locator('.ant-mentions').waitFor();
      expect(await place()).toEqual(plain);
      await eventually(async () => expect(await text.evaluate((box) => box === document.activeElement)).toBe(true));
      // "@" offers the team's members; choosing one writes "@" and their email.
      // The list comes with the teammates' answer and is drawn again as it does: asked again if the choice missed.
      await eventually(async () => {
        if ((await text.inputValue()).trim() !== `@${bob.email}`) {
          await text.fill('');
          await text.pressSequentially('@');
          await clickInDialog(first.page.locator('.ant-mentions-dropdown-menu-item', { hasText: bob.email }));
        }
        expect((await text.inputValue()).trim()).toBe(`@${bob.email}`);
      }, 20_000);
      await text.fill(`Called about the launch.\nSee https://example.com/plan for @${bob.email}`);
      await timelineOf(first.page).getByRole('button', { name: 'Add activity' }).click();

      // Bob's page, open all along, shows it without a reload.
      const note = timelineOf(second.page).locator('.timeline-note');
      await note.waitFor();
      expect(await note.locator('.timeline-meta strong').textContent()).toBe(`Note by ${ada.email}`);
      expect(await note.locator('.timeline-text').innerText()).toBe(
        `Called about the launch.\nSee https://example.com/plan for @${bob.email}`,
      );
      expect(await note.getByRole('link', { name: 'https://example.com/plan' }).getAttribute('href')).toBe(
        'https://example.com/plan',
      );
      // Not his: he may read it, not change it.
      expect(await note.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      const own = timelineOf(first.page).locator('.timeline-note');
      // Hers to edit, in the same form: the new text is marked edited, and Bob's page follows.
      await own.getByRole('button', { name: 'Edit' }).click();
      await own.getByRole('textbox', { name: 'Edit the activity text' }).fill('Called about the launch, twice.');
      await own.getByRole('button', { name: 'Save' }).click();
      await own.getByText('(edited)').waitFor();
      expect(await own.locator('.timeline-text').innerText()).toBe('Called about the launch, twice.');
      await note.getByText('Called about the launch, twice.').waitFor();

      // Filters: Changes hides the note, Notes shows it alone.
      await timelineOf(second.page).getByRole('button', { name: 'Changes' }).click();
      await note.waitFor({ state: 'detached' });
      await timelineOf(second.page).getByRole('button', { name: 'Notes' }).click();
      await note.waitFor();

      // In Hebrew, right to left: the section in its words, the note's text as written.
      const hebrew = await open(phoneViewport, { locale: 'he' });
      await signedInContext(app(), hebrew.context);
      await hebrew.page.goto(details);
      const rtl = hebrew.page.getByRole('region', { name: 'ציר זמן' });
      await rtl.locator('.timeline-note').waitFor();
      expect(await hebrew.page.locator('html').getAttribute('dir')).toBe('rtl');
      await rtl.getByRole('button', { name: 'הוספת פעילות' }).waitFor();
      await hebrew.page.screenshot({ path: 'tests/artifacts/timeline-he-390.png', fullPage: true });

      // The pointer leaves the button it clicked: axe measures colours at rest, not antd's hover shade.
      await first.page.mouse.move(0, 0);
      for (const [name, { page }] of Object.entries({ first, second, hebrew }))
        expect({ [name]: await axeViolations(page) }).toEqual({ [name]: [] });
      await first.page.screenshot({ path: 'tests/artifacts/timeline-1280.png', fullPage: true });
      await second.page.screenshot({ path: 'tests/artifacts/timeline-390.png', fullPage: true });
    },
    120_000,
  );
});
