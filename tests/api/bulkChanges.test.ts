// removeCustomers, restoreCustomers and undoBulkChange over GraphQL: a selection by ids or by filter and search, one
// change set per store transaction to a live list, bad selections refused with nothing changed, and undo.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bulkCustomersPerTransaction } from '../../server/stores/sqlite/customers/bulkSize.ts';
import { collect, gql, signUp, startTestCrm, tempDataDir, wsClient, type TestCrm } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';

const count = 12_000;
const remove = `mutation Remove($selection: CustomerSelection!) { removeCustomers(selection: $selection) { id count } }`;
const restore = `mutation Restore($selection: CustomerSelection!) { restoreCustomers(selection: $selection) { id count } }`;
const undo = `mutation Undo($id: ID!) { undoBulkChange(id: $id) { reverted keptChangedSince { id fname } } }`;

interface ChangeSet {
  customerChanges: { initial: boolean; complete: boolean; changes: Array<{ type: string; customer: { id: string } }> };
}

describe('bulk changes over GraphQL', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    await seedCustomers(dataDir, count);
    crm = await startTestCrm({ CRM_DATA_DIR: dataDir });
    ({ token } = await signUp(crm.url));
  }, 60_000);
  afterAll(() => crm.dispose());

  const activeCount = async () =>
    (
      await gql<{ customerPage: { totalCount: number } }>(
        crm.url,
        '{ customerPage(first: 0) { totalCount } }',
        {},
        { token },
      )
    ).body.data!.customerPage.totalCount;

  it('refuses a selection that is both, neither, or too many ids, and changes nothing', async () => {
    const tooMany = Array.from({ length: 10_001 }, (_, i) => `id${i}`);
    for (const [selection, fields] of [
      [{}, { selection: 'Choose customers by ids, or by a filter and a search' }],
      [{ ids: ['a'], filter: 'ACTIVE' }, { selection: 'Choose customers by ids or by filter and search, not both' }],
      [{ ids: tooMany }, { ids: 'Name at most 10000 customers; choose more by filter and search' }],
    ] as const) {
      const { body } = await gql(crm.url, remove, { selection }, { token });
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
    }
    expect(await activeCount()).toBe(count);
    const { body } = await gql(crm.url, undo, { id: 'no-such-change' }, { token });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('removes every customer a filter and search match, a change set per transaction to a live list, and undoes it', async () => {
    const { client } = wsClient(crm.url, { token });
    const feed = collect<ChangeSet>(
      client,
      'subscription { customerChanges { initial complete changes { type customer { id } } } }',
    );
    await feed.until(1);
    const initialSets = async () => {
      for (;;) {
        // The initial list comes in pages, the last one complete.
        if (feed.results.at(-1)!.data!.customerChanges.complete) return feed.results.length;
        await feed.until(feed.results.length + 1, 10_000);
      }
    };
    const afterInitial = await initialSets();

    // Every seeded customer's address holds 'Springfield': the search selects all of them.
    const { body } = await gql<{ removeCustomers: { id: string; count: number } }>(
      crm.url,
      remove,
      { selection: { filter: 'ACTIVE', search: 'springfield' } },
      { token },
    );
    expect(body.errors).toBeUndefined();
    const change = body.data!.removeCustomers;
    expect(change.count).toBe(count);
    expect(await activeCount()).toBe(0);
    const transactions = Math.ceil(count / bulkCustomersPerTransaction);
    const sets = await feed.until(afterInitial + transactions, 20_000);
    const removedSets = sets.slice(afterInitial).map((set) => set.data!.customerChanges);
    expect(removedSets.map(({ changes }) => changes.length)).toEqual(
      Array.from({ length: transactions }, (_, i) =>
        Math.min(bulkCustomersPerTransaction, count - i * bulkCustomersPerTransaction),
      ),
    );
    expect(new Set(removedSets.flatMap(({ changes }) => changes.map(({ type }) => type)))).toEqual(
      new Set(['REMOVED']),
    );

    // Someone edits one since: the undo keeps it and says so.
    const someone = removedSets[0]!.changes[0]!.customer.id;
    await gql(
      crm.url,
      'mutation ($id: ID!) { saveCustomer(input: { id: $id, fname: "Edited", lname: "Since", email: "since@example.com", phone: "555 010 0400", address: "1 Since Street" }) { id } }',
      { id: someone },
      { token },
    );
    const undone = await gql<{
      undoBulkChange: { reverted: number; keptChangedSince: Array<{ id: string; fname: string }> };
    }>(crm.url, undo, { id: change.id }, { token });
    expect(undone.body.data!.undoBulkChange).toEqual({
      reverted: count - 1,
      keptChangedSince: [{ id: someone, fname: 'Edited' }],
    });
    expect(await activeCount()).toBe(count - 1);
    const again = await gql(crm.url, undo, { id: change.id }, { token });
    expect(again.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { id: 'This change was already undone' },
    });

    // By ids: restore the one kept, then the history says so.
    const restored = await gql<{ restoreCustomers: { count: number } }>(
      crm.url,
      restore,
      { selection: { ids: [someone, someone, 'no-such-customer'] } },
      { token },
    );
    expect(restored.body.data!.restoreCustomers.count).toBe(1);
    const history = await gql<{ customer: { history: { nodes: Array<{ type: string }> } } }>(
      crm.url,
      'query ($id: ID!) { customer(id: $id) { history(first: 3) { nodes { type } } } }',
      { id: someone },
      { token },
    );
    expect(history.body.data!.customer.history.nodes.map(({ type }) => type)).toEqual([
      'RESTORED',
      'EDITED',
      'REMOVED',
    ]);
    expect(await activeCount()).toBe(count);
    feed.dispose();
    await client.dispose();
  }, 60_000);
});

describe('bulk changes in the audit log', () => {
  let crm: TestCrm;
  let token: string;
  let email: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token, email } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  const save = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
  const audit = async () =>
    (
      await gql<{
        auditLog: { nodes: Array<{ action: string; target: string; details: string; actor: { email: string } }> };
      }>(crm.url, '{ auditLog(first: 50) { nodes { action target details actor { email } } } }', {}, { token })
    ).body.data!.auditLog.nodes.filter(({ action }) =>
      /^(customers\.(removed|restored)|bulk_change\.undone)$/.test(action),
    );

  it('names who removed, restored or undid how many customers, how they were chosen, and the change; a change of no one or a refused one leaves none', async () => {
    const ids: string[] = [];
    for (const fname of ['Ada', 'Grace', 'Alan']) {
      const { body } = await gql<{ saveCustomer: { id: string } }>(
        crm.url,
        save,
        {
          input: { fname, lname: 'Audit', email: `${fname}@audit.test`, phone: '+1 555 0100', address: '1 Audit Way' },
        },
        { token },
      );
      ids.push(body.data!.saveCustomer.id);
    }
    expect(
      (await gql(crm.url, remove, { selection: { ids: ['x'], filter: 'ACTIVE' } }, { token })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    const removed = (
      await gql<{ removeCustomers: { id: string; count: number } }>(
        crm.url,
        remove,
        { selection: { ids: ids.slice(0, 2) } },
        { token },
      )
    ).body.data!.removeCustomers;
    expect(removed.count).toBe(2);
    // Nobody removed matches: nothing changed, nothing audited.
    const none = (
      await gql<{ restoreCustomers: { count: number } }>(
        crm.url,
        restore,
        { selection: { filter: 'REMOVED', search: 'nobody' } },
        { token },
      )
    ).body.data!.restoreCustomers;
    expect(none.count).toBe(0);
    const restored = (
      await gql<{ restoreCustomers: { id: string; count: number } }>(
        crm.url,
        restore,
        { selection: { filter: 'REMOVED', search: ' Grace ' } },
        { token },
      )
    ).body.data!.restoreCustomers;
    expect(restored.count).toBe(1);
    // Grace was written since the removal: the undo keeps her and says so.
    expect((await gql(crm.url, undo, { id: removed.id }, { token })).body.data).toEqual({
      undoBulkChange: { reverted: 1, keptChangedSince: [{ id: ids[1], fname: 'Grace' }] },
    });
    const actor = { email };
    expect(await audit()).toEqual([
      {
        action: 'bulk_change.undone',
        target: '1 customer',
        details: `bulk change ${removed.id}; 1 customer kept, changed since`,
        actor,
      },
      {
        action: 'customers.restored',
        target: '1 customer',
        details: `REMOVED customers, search "Grace"; bulk change ${restored.id}`,
        actor,
      },
      {
        action: 'customers.removed',
        target: '2 customers',
        details: `2 customers chosen by id; bulk change ${removed.id}`,
        actor,
      },
    ]);
  });
});
