// The merge dialog with the real components against a real server: the merge carries the version of the kept customer
// the dialog loaded, so a save made to it while the dialog was open is kept instead of overwritten.
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { addCustomer, api, renderApp, signUp, useFileServer, type TestServer } from './support/crm.tsx';

let server: TestServer;
let token: string;
// eslint-disable-next-line react-hooks/rules-of-hooks -- jest set-up (beforeAll, afterEach, afterAll), not a React hook
useFileServer(async (started) => {
  server = started;
  token = (await signUp(server)).token;
});

const save = 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const read = 'query ($id: ID!) { customer(id: $id) { fname address status version } }';

describe('the merge dialog', () => {
  it('keeps what someone saved to the kept customer while the dialog was open', async () => {
    const ada = {
      fname: 'Ada',
      lname: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 010 0100',
      address: '1 Engine Row',
    };
    const keep = await addCustomer(server, token, ada);
    const twin = await addCustomer(server, token, { ...ada, fname: 'Augusta' });
    const { user } = renderApp(server, `/dashboard/duplicates?merge=${keep},${twin}`, token);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const merge = await within(dialog).findByRole('button', { name: 'Merge 2 customers' }, { timeout: 10_000 });

    // The dialog holds version 1; someone moves the kept customer meanwhile.
    await api(server, save, { input: { ...ada, id: keep, version: 1, address: '2 New Street' } }, token);
    await user.click(merge);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    const kept = await api<{ customer: { fname: string; address: string; status: boolean; version: number } }>(
      server,
      read,
      { id: keep },
      token,
    );
    expect(kept.customer).toEqual({ fname: 'Ada', address: '2 New Street', status: true, version: 3 });
  });
});
