// The customers list's search as you type folds accents and case as the server does (server/domain/search.ts).
import { describe, expect } from '@jest/globals';
import { browserTest } from './support/browser.ts';
import {
  customerRow,
  eventually,
  openCustomersList,
  saveCustomerViaApi,
  signedInContext,
  uniqueWord,
  useE2eApp,
} from './support/crmApp.ts';

describe('search with accents', () => {
  const { app: currentApp, browser: getBrowser } = useE2eApp();

  browserTest(
    '"DIAZ" finds Carla Díaz and "zoe" finds Zoë, whatever the accents and case',
    getBrowser,
    async (open) => {
      const { page, context } = await open();
      const { token } = await signedInContext(currentApp(), context);
      const word = uniqueWord('w');
      const customer = (fname: string, lname: string) => ({
        fname,
        lname,
        email: `${word}.${lname.length}@host.test`,
        phone: '555 010 2000',
        address: '1 Main Street',
      });
      await saveCustomerViaApi(currentApp(), token, customer(`Carla${word}`, 'Díaz'));
      await saveCustomerViaApi(currentApp(), token, customer(`Zoë${word}`, 'Martin'));
      await openCustomersList(page, currentApp());
      const search = page.getByRole('textbox', { name: 'Search customers' });
      for (const [text, found, missed] of [
        ['DIAZ', 'Carla', 'Martin'],
        ['zoe', 'Martin', 'Carla'],
      ] as const) {
        await search.fill('');
        await search.pressSequentially(text, { delay: 5 });
        await eventually(async () => {
          expect(await customerRow(page, found).count()).toBe(1);
          expect(await customerRow(page, missed).count()).toBe(0);
        });
      }
    },
  );
});
