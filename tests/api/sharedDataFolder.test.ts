// Two server processes on one SQLite data folder (docs/collaboration.md): a write made through one reaches the live
// lists of the other, through the history each write keeps in the same file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, signUp, startTestCrm, wsClient, type TestCrm } from '../support/crmServer.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

interface ChangeSet {
  customerChanges: { initial: boolean; changes: Array<{ type: string; customer: { id: string; fname: string } }> };
}
const saveMutation = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const customer = { lname: 'Shared', email: 'shared@example.com', phone: '555 010 0700', address: '1 Common Folder' };

describe('two servers on one SQLite data folder', () => {
  let here: TestCrm;
  let there: ServerProcess;
  let thereUrl: string;
  beforeAll(async () => {
    here = await startTestCrm();
    there = await startServerProcess({ CRM_DATA_DIR: here.dataDir });
    thereUrl = there.url;
  }, 60_000);
  afterAll(async () => {
    await there.stop();
    await here.dispose();
  });

  it('sends a live list here the customers saved, renamed, removed and imported there', async () => {
    // Accounts live in the same file: one session works on both servers.
    const { token } = await signUp(here.url);
    const socket = wsClient(here.url, { token });
    const feed = collect<ChangeSet>(
      socket.client,
      'subscription { customerChanges(filter: ACTIVE) { initial changes { type customer { id fname } } } }',
    );
    try {
      await feed.until(1);
      const changes = () =>
        feed.results
          .slice(1)
          .flatMap((result) =>
            result.data!.customerChanges.changes.map(({ type, customer: { fname } }) => `${type} ${fname}`),
          );
      const until = async (expected: string[]) => {
        const deadline = Date.now() + 10_000;
        while (JSON.stringify(changes()) !== JSON.stringify(expected) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(changes()).toEqual(expected);
      };

      const saved = await gql<{ saveCustomer: { id: string } }>(
        thereUrl,
        saveMutation,
        { input: { ...customer, fname: 'Elsewhere' } },
        { token },
      );
      const id = saved.body.data!.saveCustomer.id;
      await until(['ADDED Elsewhere']);
      await gql(thereUrl, saveMutation, { input: { ...customer, id, fname: 'Renamed' } }, { token });
      await until(['ADDED Elsewhere', 'MODIFIED Renamed']);
      await gql(thereUrl, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, { token });
      await until(['ADDED Elsewhere', 'MODIFIED Renamed', 'REMOVED Renamed']);
      const imported = await gql(
        thereUrl,
        'mutation ($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created } }',
        {
          rows: ['Uno', 'Dos'].map((fname, i) => ({
            ...customer,
            fname,
            email: `${fname}@example.com`,
            phone: `555 010 071${i}`,
          })),
        },
        { token },
      );
      expect(imported.body.errors).toBeUndefined();
      await until(['ADDED Elsewhere', 'MODIFIED Renamed', 'REMOVED Renamed', 'ADDED Uno', 'ADDED Dos']);

      // A write here after one there: the list gets theirs, then ours.
      await gql(
        thereUrl,
        saveMutation,
        { input: { ...customer, fname: 'First', email: 'first@example.com', phone: '555 010 0720' } },
        { token },
      );
      await gql(
        here.url,
        saveMutation,
        { input: { ...customer, fname: 'Second', email: 'second@example.com', phone: '555 010 0721' } },
        { token },
      );
      await until([
        'ADDED Elsewhere',
        'MODIFIED Renamed',
        'REMOVED Renamed',
        'ADDED Uno',
        'ADDED Dos',
        'ADDED First',
        'ADDED Second',
      ]);
    } finally {
      await socket.client.dispose();
    }
  }, 60_000);
});
