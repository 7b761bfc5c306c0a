// A page whose own code does not come (the connection dropped as it loaded) says so in its spinner's place, and its
// Try again button loads the page once the connection is back.
import { describe, expect } from '@jest/globals';
import { browserTest } from './support/browser.ts';
import { phoneViewport, signedInContext, useE2eApp } from './support/crmApp.ts';

describe('a page whose code does not come', () => {
  const { app, browser } = useE2eApp();

  for (const { page: name, address, chunk, signedIn, arrived } of [
    {
      page: 'the dashboard page',
      address: '/dashboard/users',
      chunk: 'apollo',
      signedIn: true,
      arrived: 'Customers list',
    },
    { page: 'the login page', address: '/', chunk: 'LoginPage', signedIn: false, arrived: 'Welcome Back!' },
  ]) {
    browserTest(
      `${name} says it could not be loaded, and Try again loads it once the file comes`,
      browser,
      async (open) => {
        const { page, context } = await open(phoneViewport);
        if (signedIn) await signedInContext(app(), context);
        const file = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
        await page.route(file, (route) => route.abort('internetdisconnected'));
        await page.goto(`${app().base}${address}`);
        const failure = page.getByRole('alert');
        await page.getByRole('heading', { name: 'The app could not be loaded', level: 1 }).waitFor();
        await expect(failure.textContent()).resolves.toBe(
          'The app could not be loadedCheck your connection, then try again.',
        );
        expect(await page.locator('.page-spinner').count()).toBe(0);
        await page.screenshot({ path: `tests/artifacts/start-failed-${chunk}-390.png` });

        await page.unroute(file);
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByRole('heading', { name: arrived, level: 1 }).waitFor();
        expect(await page.getByRole('heading', { name: 'The app could not be loaded' }).count()).toBe(0);
      },
    );
  }
});
