// The whole round with the keyboard alone (page.keyboard: Tab, Shift+Tab, Enter, arrows, typing): sign up, add a
// customer, remove it (confirming), restore it and log out, checking after each step where focus is (role and name).
import { describe, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../support/crmServer.ts';
import { browserTest, dialogOpened } from './support/browser.ts';
import { eventually, openSignedIn, uniqueWord, useE2eApp } from './support/crmApp.ts';

/** The focused element as a screen reader names it: its role, then its accessible name (roughly computed). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const tag = element.tagName.toLowerCase();
    const input = element instanceof HTMLInputElement ? element : null;
    const role =
      element.getAttribute('role') ??
      (tag === 'a'
        ? 'link'
        : tag === 'button'
          ? 'button'
          : /^h[1-6]$/.test(tag)
            ? 'heading'
            : input?.type === 'radio'
              ? 'radio'
              : input || tag === 'textarea'
                ? 'textbox'
                : tag);
    const name =
      element.getAttribute('aria-label') ?? (input ? input.labels?.[0]?.textContent : element.textContent) ?? '';
    return `${role} ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Tab (or Shift+Tab) until focus is on what `wanted` describes; fails after `max` presses. */
async function tabTo(page: Page, wanted: string | RegExp, { back = false, max = 30 } = {}): Promise<void> {
  const matches = (now: string) => (typeof wanted === 'string' ? now === wanted : wanted.test(now));
  const passed: string[] = [];
  for (let press = 0; press < max; press += 1) {
    const now = await focused(page);
    if (matches(now)) return;
    passed.push(now);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(wanted)} not reached with ${back ? 'Shift+Tab' : 'Tab'}; passed ${passed.join(' → ')}`);
}

describe('keyboard only', () => {
  const { app, browser } = useE2eApp();

  browserTest(
    'sign-up, add, remove (confirmed), restore and logout, with focus checked after each step',
    browser,
    async (open) => {
      const { page } = await open();
      const email = uniqueEmail('keys');
      const fname = uniqueWord('Kay');
      await page.goto(app().base);
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();

      // Sign up: the tabs follow arrow keys; each field is reached by Tab.
      // (antd's tabs carry a hidden 'Tab 1 of 2' before their label.)
      await tabTo(page, /^tab .*Login$/);
      await page.keyboard.press('ArrowRight');
      await eventually(async () => expect(await focused(page)).toMatch(/^tab .*Sign Up$/));
      await page.keyboard.press('Enter');
      await tabTo(page, 'textbox Email');
      await page.keyboard.type(email);
      await tabTo(page, 'textbox Password');
      await page.keyboard.type('secret123');
      await tabTo(page, 'textbox Repeat password');
      await page.keyboard.type('secret123');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard$/);
      await eventually(async () => expect(await focused(page)).toBe('heading Welcome to Staff CRM'));

      // Add a customer: the welcome screen's shortcut, then the form, saved with Enter on Save.
      await tabTo(page, /^link Add customer/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/adduser$/);
      await eventually(async () => expect(await focused(page)).toBe('heading Add User'));
      const fields: Array<[string, string]> = [
        ['First name', fname],
        ['Last name', 'Board'],
        ['Address', '7 Key Street'],
        ['Email', 'kay@example.com'],
        ['Phone', '555 765 4321'],
      ];
      for (const [label, value] of fields) {
        await tabTo(page, `textbox ${label}`);
        await page.keyboard.type(value);
      }
      await tabTo(page, 'button Save');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/users$/);
      await eventually(async () => expect(await focused(page)).toBe('heading Customers list'), 8000);

      // Find it, then Remove: the confirmation opens on Cancel; Tab to Remove, Enter.
      await tabTo(page, 'textbox Search customers');
      await page.keyboard.type(fname);
      await page.getByRole('row').filter({ hasText: fname }).waitFor();
      await eventually(async () => expect(await page.getByRole('row').count()).toBe(2));
      await tabTo(page, /^button Remove/);
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await focused(page)).toBe('button Cancel'));
      // Tab once the dialog has finished opening, as a person would: the fresh-clone run (under load) once pressed it
      // mid-animation and found focus back on Cancel.
      await dialogOpened(page.getByRole('dialog'));
      expect(await focused(page)).toBe('button Cancel');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('button Remove');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').filter({ hasText: 'Customer removed' }).waitFor();
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Customer removed' })
        .waitFor({ state: 'hidden', timeout: 5000 });
      // Its row left the active list, the only one shown: focus goes back to the search box.
      await eventually(async () => expect(await focused(page)).toBe('textbox Search customers'));

      // Restore it from the deleted customers: arrow keys choose the filter.
      await tabTo(page, 'radio Active customers');
      await page.keyboard.press('ArrowRight');
      await eventually(async () => expect(await focused(page)).toBe('radio Deleted customers'));
      await page.getByRole('row').filter({ hasText: fname }).waitFor();
      await tabTo(page, /^button Restore/);
      await page.keyboard.press('Enter');
      await page.getByRole('row').filter({ hasText: fname }).waitFor({ state: 'detached' });
      await eventually(async () => expect(await focused(page)).toBe('textbox Search customers'));

      // Log out: back to the user menu, which opens focused; arrows reach Logout.
      await tabTo(page, `button User menu of ${email}`, { back: true });
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      // Each press waits for focus to move before the next: under load a press sent before the last one moved focus
      // would step past Logout.
      for (let press = 0; press < 8; press += 1) {
        const before = await focused(page);
        if (before === 'menuitem Logout') break;
        await page.keyboard.press('ArrowDown');
        await eventually(async () => expect(await focused(page)).not.toBe(before));
      }
      expect(await focused(page)).toBe('menuitem Logout');
      await page.keyboard.press('Enter');
      await eventually(async () => expect(new URL(page.url()).pathname).toMatch(/^\/(home)?$/));
      await eventually(async () => expect(await focused(page)).toBe('heading Welcome Back!'));
    },
    120_000,
  );

  browserTest(
    'every Tab stop shows where it is: no stop on the sidebar list itself, a ring on the search clear button',
    browser,
    async (open) => {
      const { page } = await openSignedIn(app(), open, '/dashboard/users', 'Customers list');

      // The first stop of the page is the sidebar's first link, not the menu that holds the links.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('link Dashboard');

      await page.getByLabel('Search customers').fill('nobody here');
      await page.keyboard.press('Tab');
      const clear = page.getByRole('button', { name: 'Clear search' });
      expect(await clear.evaluate((button) => button === document.activeElement)).toBe(true);
      const ring = await clear.evaluate((button) => ({
        style: getComputedStyle(button).outlineStyle,
        width: parseFloat(getComputedStyle(button).outlineWidth),
      }));
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Search customers').inputValue()).resolves.toBe('');
    },
  );
});
