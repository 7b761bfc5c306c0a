// The dashboard's figures through the real server on each store: every role reads them, a save moves the counts and
// shows in recentChanges, and the change signal reaches a subscriber on another socket.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';

interface Stats {
  customerStats: {
    active: number;
    removed: number;
    addedThisWeek: number;
    weeks: Array<{ weekStart: string; added: number; removed: number }>;
  };
  recentChanges: Array<{
    customer: { id: string; fname: string; lname: string } | null;
    entry: {
      at: string;
      type: string;
      by: { email: string } | null;
      changes: Array<{ field: string; from: string | null; to: string | null }>;
    };
  }>;
}
const dashboardQuery = `query Dashboard($first: Int) {
  customerStats { active removed addedThisWeek weeks { weekStart added removed } }
  recentChanges(first: $first) { customer { id fname lname } entry { at type by { email } changes { field from to } } }
}`;
const save = 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const input = {
  fname: 'Grace',
  lname: 'Hopper',
  email: 'grace@example.com',
  phone: '555 010 0100',
  address: '1 Compiler Road',
};

afterAll(stopStoreEmulator);

describe.each(crmStores)('the dashboard on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let viewer: Person;
  beforeAll(async () => {
    crm = await start();
    owner = await signUp(crm.url);
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
  }, 60_000);
  afterAll(() => crm.dispose());

  const dashboard = (token: string, first = 5) => must<Stats>(crm.url, dashboardQuery, { first }, token);

  it('moves the counts with a save and shows it first in recentChanges, for a viewer too; the signal reaches a subscriber', async () => {
    const socket = wsClient(crm.url, { token: viewer.token });
    const signals = collect<{ customerStatsChanged: string }>(socket.client, 'subscription { customerStatsChanged }');
    try {
      // The first signal comes at once.
      await signals.until(1);
      const before = await dashboard(viewer.token);
      expect(before.customerStats.weeks).toHaveLength(52);
      expect(before.customerStats.weeks.at(-1)!.weekStart).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(new Date(`${before.customerStats.weeks.at(-1)!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);

      const id = (await must<{ saveCustomer: { id: string } }>(crm.url, save, { input }, owner.token)).saveCustomer.id;
      await signals.until(2, 10_000);
      expect(signals.results[1]!.data!.customerStatsChanged).toMatch(/^\d{4}-\d\d-\d\dT/);
      const added = await dashboard(viewer.token);
      expect(added.customerStats).toMatchObject({
        active: before.customerStats.active + 1,
        removed: before.customerStats.removed,
        addedThisWeek: before.customerStats.addedThisWeek + 1,
      });
      expect(added.customerStats.weeks.at(-1)!.added).toBe(before.customerStats.weeks.at(-1)!.added + 1);
      expect(added.recentChanges[0]).toMatchObject({
        customer: { id, fname: 'Grace', lname: 'Hopper' },
        entry: { type: 'CREATED', by: { email: owner.email } },
      });

      await must(crm.url, save, { input: { ...input, id, phone: '555 010 0199' } }, owner.token);
      await must(crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, owner.token);
      await signals.until(3, 10_000);
      const removed = await dashboard(viewer.token);
      expect(removed.customerStats).toMatchObject({
        active: before.customerStats.active,
        removed: before.customerStats.removed + 1,
      });
      expect(removed.customerStats.weeks.at(-1)!.removed).toBe(before.customerStats.weeks.at(-1)!.removed + 1);
      expect(removed.recentChanges.slice(0, 2).map(({ entry }) => [entry.type, entry.changes])).toEqual([
        ['REMOVED', [{ field: 'status', from: 'true', to: 'false' }]],
        ['EDITED', [{ field: 'phone', from: '555 010 0100', to: '555 010 0199' }]],
      ]);
    } finally {
      signals.dispose();
      await socket.client.dispose();
    }
  }, 60_000);

  it('refuses a visitor, and more than 100 changes as bad input', async () => {
    const { body } = await gql(crm.url, dashboardQuery, { first: 5 });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const tooMany = await gql(crm.url, dashboardQuery, { first: 101 }, { token: viewer.token });
    expect(tooMany.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { first: 'Ask for 0 to 100 changes' },
    });
    expect((await dashboard(viewer.token, 0)).recentChanges).toEqual([]);
  });
});
