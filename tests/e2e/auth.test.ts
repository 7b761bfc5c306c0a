import { describe, expect } from '@jest/globals';
import { gql, uniqueEmail, signUp } from '../support/crmServer.ts';
import { browserTest, clickInDialog } from './support/browser.ts';
import { eventually, openSignedIn, operationOf, phoneViewport, signedInContext, useE2eApp } from './support/crmApp.ts';

describe('signing in and out', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  browserTest(
    '1. an unknown path and home show the login screen; a visitor on dashboard/users lands on login',
    getBrowser,
    async (open) => {
      const { page } = await open();
      for (const path of ['/', '/home', '/no/such/page']) {
        await page.goto(currentApp().base + path);
        // The app renders the login screen once its code is in, which may come just after the page's load event.
        await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
        await page.getByRole('tab', { name: 'Login' }).waitFor();
        await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
      }
      await page.goto(`${currentApp().base}/dashboard/users`);
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      expect(new URL(page.url()).pathname).not.toMatch(/^\/dashboard/);
    },
  );

  browserTest(
    '2. sign-up shows the spec messages, then signs up, says You connected! and opens the dashboard',
    getBrowser,
    async (open) => {
      const { page } = await open();
      await page.goto(currentApp().base);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign Up' });
      const submit = form.getByRole('button', { name: 'Sign Up' });

      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Email').blur();
      await form.getByText('Please insert valid email').waitFor();
      await form.getByLabel('Password', { exact: true }).fill('12345');
      await form.getByLabel('Password', { exact: true }).blur();
      await form.getByText('Please insert at least 6 characters password').first().waitFor();
      await form.getByLabel('Repeat password').fill('1234567');
      await form.getByLabel('Repeat password').blur();
      expect(await submit.isDisabled()).toBe(true);

      const email = uniqueEmail('signup');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill('secret123');
      await form.getByLabel('Repeat password').fill('secret124');
      await form.getByLabel('Repeat password').blur();
      await form.getByText('Please insert the same password').waitFor();
      expect(await submit.isDisabled()).toBe(true);

      await form.getByLabel('Repeat password').fill('secret123');
      await eventually(async () => expect(await submit.isEnabled()).toBe(true));
      await submit.click();
      const connected = page.getByRole('dialog').filter({ hasText: 'You connected!' });
      await connected.waitFor();
      expect(await connected.getByRole('button').count()).toBe(0);
      await page.waitForURL(/\/dashboard/);
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
      // The pop-up closes by itself after about 1.5 s.
      await connected.waitFor({ state: 'hidden', timeout: 4000 });
    },
  );

  browserTest(
    '3. a wrong password shows an Error alert with the message and code; the right one opens the dashboard',
    getBrowser,
    async (open) => {
      const { page } = await open();
      const { email } = await signUp(currentApp().crm.url, uniqueEmail('login'), 'secret123');
      await page.goto(currentApp().base);
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill('wrong-password');
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      const alert = page.getByRole('dialog').filter({ hasText: 'Error' });
      await alert.getByText('The email or password is incorrect.').waitFor();
      await alert.getByText('auth/invalid-credential').waitFor();
      await clickInDialog(alert.getByRole('button', { name: 'OK' }));

      await form.getByLabel('Password').fill('secret123');
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(/\/dashboard/);
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
    },
  );

  browserTest('10. logout goes home, and the back button does not reopen the dashboard', getBrowser, async (open) => {
    const { page, context, email } = await openSignedIn(currentApp(), open, '/dashboard/users', 'Customers list');
    await page.getByRole('button', { name: `User menu of ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/home'));
    await page.goBack();
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Customers list' }).count()).toBe(0);
    const cookies = await context.cookies(currentApp().base);
    expect(cookies.find((cookie) => cookie.name === 'crm_session')).toBeUndefined();
  });

  browserTest(
    '10b. a session ended elsewhere while the live list is open sends the user to login',
    getBrowser,
    async (open) => {
      const { page, email, token } = await openSignedIn(currentApp(), open, '/dashboard/users', 'Customers list');
      // Live once the first change set is in: rows, or the empty list's text.
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
      await page.locator('.customers-table .customer-row').or(page.getByText('No customers yet.')).first().waitFor();
      // Logout in another tab: the server closes this browser's socket (its cookie) with 4401.
      await gql(currentApp().crm.url, 'mutation { signOut }', {}, { token });
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  browserTest(
    '11. on a small screen (390 px) the sidebar is hidden and the toggle shows and hides it',
    getBrowser,
    async (open) => {
      const { page } = await openSignedIn(currentApp(), open, '/dashboard/users', 'Customers list', phoneViewport);
      const contacts = page.getByRole('link', { name: 'Contacts' });
      expect(await contacts.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Show the menu' }).click();
      await contacts.waitFor({ state: 'visible' });
      // A tap beside the open menu closes it, as on any phone.
      await page.mouse.click(370, 500);
      await contacts.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Show the menu' }).click();
      await contacts.click();
      await page.getByRole('heading', { name: 'Contacts' }).waitFor();
      await contacts.waitFor({ state: 'hidden' });
    },
  );

  browserTest(
    '12. a dashboard screen opened by its address fetches its code while the login check is still unanswered',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      await signedInContext(currentApp(), context);
      // The login check's answer is held back until the screen's code has been requested.
      let answerCheck!: () => void;
      const checkHeld = new Promise<void>((resolve) => (answerCheck = resolve));
      let checkAsked = false;
      await page.route('**/graphql', async (route) => {
        if (operationOf(route.request()) === 'CurrentUser' && !checkAsked) {
          checkAsked = true;
          await checkHeld;
        }
        await route.continue();
      });
      const screenCode = page.waitForRequest(/\/assets\/CustomersPage-[^/]+\.js$/, { timeout: 10_000 });
      await page.goto(`${currentApp().base}/dashboard/users`);
      // Without the shell's preload, the screen's code would be requested only after the check's answer: never, here.
      await screenCode;
      answerCheck();
      await page.getByRole('heading', { name: 'Customers list' }).waitFor();
      expect(checkAsked).toBe(true);
    },
  );
});
