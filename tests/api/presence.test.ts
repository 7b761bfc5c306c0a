// Presence and a customer's live page through the API (docs/collaboration.md): who else has a customer open and whether
// they edit it, the customer again after every write, and the list's "being edited" marks; a closed page leaves at
// once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, signUp, startTestCrm, wsClient, type TestCrm } from '../support/crmServer.ts';
import { waitFor } from '../support/waitFor.ts';

const activityQuery = `subscription ($id: ID!, $editing: Boolean) {
  customerActivity(id: $id, editing: $editing) { customer { id phone version } viewers { user { email } editing } }
}`;
const editorsQuery = 'subscription { customerEditors { customerId user { email } } }';

interface Activity {
  customerActivity: {
    customer: { id: string; phone: string; version: number } | null;
    viewers: Array<{ user: { email: string }; editing: boolean }>;
  };
}
interface Editors {
  customerEditors: Array<{ customerId: string; user: { email: string } }>;
}

describe('customerActivity and customerEditors', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm();
  });
  afterAll(() => crm.dispose());

  it('shows who else has a customer open, sends it after each write, and forgets a closed page at once', async () => {
    const ada = await signUp(crm.url);
    const bob = await signUp(crm.url);
    const input = {
      fname: 'Lise',
      lname: 'Meitner',
      email: 'lise@example.com',
      phone: '555 010 0500',
      address: '7 Fission Road',
    };
    const { body } = await gql<{ saveCustomer: { id: string } }>(
      crm.url,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input },
      { token: ada.token },
    );
    const id = body.data!.saveCustomer.id;
    const last = <T>(feed: { results: Array<{ data?: T | null }> }) => feed.results.at(-1)?.data;

    const adaSocket = wsClient(crm.url, { token: ada.token });
    const adaPage = collect<Activity>(adaSocket.client, activityQuery, { id });
    const adaList = collect<Editors>(adaSocket.client, editorsQuery);
    await adaPage.until(1);
    expect(last(adaPage)!.customerActivity).toEqual({ customer: { id, phone: input.phone, version: 1 }, viewers: [] });
    await adaList.until(1);
    expect(last(adaList)!.customerEditors).toEqual([]);

    const bobSocket = wsClient(crm.url, { token: bob.token });
    const bobPage = collect<Activity>(bobSocket.client, activityQuery, { id, editing: true });
    await bobPage.until(1);
    expect(last(bobPage)!.customerActivity.viewers).toEqual([{ user: { email: ada.email }, editing: false }]);
    await waitFor(() => last(adaPage)!.customerActivity.viewers.length === 1, 'Ada to see Bob');
    expect(last(adaPage)!.customerActivity.viewers).toEqual([{ user: { email: bob.email }, editing: true }]);
    await waitFor(() => last(adaList)!.customerEditors.length === 1, 'the list to mark the customer');
    expect(last(adaList)!.customerEditors).toEqual([{ customerId: id, user: { email: bob.email } }]);

    await gql(
      crm.url,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input: { ...input, id, version: 1, phone: '555 010 0599' } },
      { token: bob.token },
    );
    await waitFor(() => last(adaPage)!.customerActivity.customer!.version === 2, 'Ada to see the save');
    expect(last(adaPage)!.customerActivity.customer).toEqual({ id, phone: '555 010 0599', version: 2 });

    await bobSocket.client.dispose();
    await waitFor(() => last(adaPage)!.customerActivity.viewers.length === 0, 'Bob to leave');
    await waitFor(() => last(adaList)!.customerEditors.length === 0, 'the mark to go');
    await adaSocket.client.dispose();
  });

  // Visitors are refused like on every other field (access.test.ts covers each subscription field).
  it('answers a customer that does not exist with null', async () => {
    const { token } = await signUp(crm.url);
    const socket = wsClient(crm.url, { token });
    const page = collect<Activity>(socket.client, activityQuery, { id: 'no-such-customer' });
    await page.until(1);
    expect(page.results[0]!.data!.customerActivity).toEqual({ customer: null, viewers: [] });
    await socket.client.dispose();
  });
});
