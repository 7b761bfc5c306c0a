// Export from the customers list: the file holds exactly what the list shows (its filter and its search), and a
// cell a spreadsheet would run as a formula arrives neutralised.
import fs from 'node:fs';
import { describe, expect } from '@jest/globals';
import { gql } from '../support/crmServer.ts';
import { browserTest } from './support/browser.ts';
import { chooseFilter, customerRow, openCustomersList, saveCustomerViaApi, signedInContext, uniqueWord, useE2eApp } from './support/crmApp.ts';

describe('export', () => {
  const { app, browser } = useE2eApp();

  browserTest('Export > CSV downloads the rows the list shows for its filter and search, formulas neutralised', browser, async (open) => {
    const { page, context } = await open();
    const { token } = await signedInContext(app(), context);
    const tag = uniqueWord('exp');
    const base = { email: 'export@example.com', phone: '555 010 2000', address: `5 ${tag} Street` };
    await saveCustomerViaApi(app(), token, { ...base, fname: 'Alice', lname: 'Active', notes: '=1+2' });
    const removedId = await saveCustomerViaApi(app(), token, { ...base, fname: 'Rita', lname: 'Removed' });
    await saveCustomerViaApi(app(), token, { ...base, fname: 'Otto', lname: 'Other', address: '6 Elsewhere Road' });
    await gql(app().crm.url, 'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }', { id: removedId }, { token });

    await openCustomersList(page, app());
    await chooseFilter(page, 'All customers');
    await page.getByRole('textbox', { name: 'Search customers' }).fill(tag);
    await customerRow(page, 'Rita').waitFor();
    await page.getByRole('button', { name: 'Export the list shown' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,fname,lname,email,phone,address,notes,status');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 3).join(' '))).toEqual(['Alice Active', 'Rita Removed']);
    expect(lines[1]!.split(',')[6]).toBe(`'=1+2`);
    expect(lines[2]!.split(',')[7]).toBe('false');
  });
});
