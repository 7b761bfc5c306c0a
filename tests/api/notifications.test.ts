// Members' notifications through the real server on each store: each member reads and marks only their own, the unread
// count, bad input refused naming its field, and a new notification live over a real WebSocket to its member alone.
// No API makes notifications yet (tasks, mentions and owners will): they are made through the server's own services.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, signUp, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { deactivate, joinAs, must, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

const notificationFields = 'id kind at read customer { id fname } by { uid email }';
const notifications = `query Notifications($first: Int, $after: String) {
  notifications(first: $first, after: $after) { nodes { ${notificationFields} } pageInfo { endCursor hasNextPage } unread }
}`;
const markRead = 'mutation MarkRead($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }';
const saveCustomer = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';

interface Page {
  nodes: Array<{
    id: string;
    kind: string;
    read: boolean;
    customer: { id: string; fname: string } | null;
    by: { uid: string } | null;
  }>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  unread: number;
}

describe.each(crmStores)('notifications on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let member: Person;
  let viewer: Person;
  let customerId: string;
  beforeAll(async () => {
    crm = await start();
    owner = await signUp(crm.url);
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    const input = {
      fname: 'Grace',
      lname: 'Hopper',
      email: 'grace@example.com',
      phone: '555 123 4567',
      address: '1 Navy Yard',
    };
    customerId = (await must<{ saveCustomer: { id: string } }>(crm.url, saveCustomer, { input }, owner.token))
      .saveCustomer.id;
  }, 60_000);
  afterAll(() => crm.dispose());

  const pageOf = async (person: Person, variables: Record<string, unknown> = {}) =>
    (await must<{ notifications: Page }>(crm.url, notifications, variables, person.token)).notifications;
  const notify = (uid: string, kind: 'MENTIONED' | 'TASK_ASSIGNED', byUid: string) =>
    crm.services.notifications.notify({ uid, kind, byUid, customerId });

  it('shows each member only their own, unread first, with the unread count; marks read by ids or all, only their own', async () => {
    const first = (await notify(viewer.uid, 'MENTIONED', owner.uid))!;
    // Newest first: the second a moment later (two in the same millisecond are in the order of their ids).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await notify(viewer.uid, 'TASK_ASSIGNED', member.uid))!;
    const others = (await notify(member.uid, 'MENTIONED', owner.uid))!;
    expect(await notify(owner.uid, 'MENTIONED', owner.uid)).toBeNull();

    const page = await pageOf(viewer);
    expect(page).toEqual({
      nodes: [
        {
          id: second.id,
          kind: 'TASK_ASSIGNED',
          at: expect.any(String),
          read: false,
          customer: { id: customerId, fname: 'Grace' },
          by: { uid: member.uid, email: member.email },
        },
        {
          id: first.id,
          kind: 'MENTIONED',
          at: expect.any(String),
          read: false,
          customer: { id: customerId, fname: 'Grace' },
          by: { uid: owner.uid, email: owner.email },
        },
      ],
      pageInfo: { endCursor: expect.any(String), hasNextPage: false },
      unread: 2,
    });
    expect(await pageOf(owner)).toMatchObject({ nodes: [], unread: 0 });

    // Another's id is ignored, not refused: nobody learns which ids exist.
    expect((await must(crm.url, markRead, { ids: [first.id, others.id] }, viewer.token)).markNotificationsRead).toBe(1);
    expect(await pageOf(member)).toMatchObject({ unread: 1, nodes: [{ id: others.id, read: false }] });
    const after = await pageOf(viewer);
    expect(after.unread).toBe(1);
    expect(after.nodes.map(({ id, read }) => [id, read])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect((await must(crm.url, markRead, { all: true }, viewer.token)).markNotificationsRead).toBe(1);
    expect((await pageOf(viewer)).unread).toBe(0);

    const paged = await pageOf(viewer, { first: 1 });
    expect(paged.pageInfo.hasNextPage).toBe(true);
    expect((await pageOf(viewer, { first: 1, after: paged.pageInfo.endCursor })).nodes.map(({ id }) => id)).toEqual([
      first.id,
    ]);
  });

  it('refuses bad input naming its field, and a visitor', async () => {
    for (const [variables, field] of [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ all: false }, 'ids'],
    ] as const) {
      const { body } = await gql(crm.url, markRead, variables, { token: member.token });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: expect.any(String) },
      });
    }
    const { body: tooMany } = await gql(crm.url, notifications, { first: 101 }, { token: member.token });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(String) },
    });
    const { body: cursor } = await gql(crm.url, notifications, { after: 'nonsense' }, { token: member.token });
    expect(cursor.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(String) },
    });
    const { body: visitor } = await gql(crm.url, notifications);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells a new notification over the socket to its member alone; never a deactivated member', async () => {
    const subscription = 'subscription { notificationAdded { id kind read customer { id } by { uid } } }';
    const viewerSocket = wsClient(crm.url, { token: viewer.token });
    const memberSocket = wsClient(crm.url, { token: member.token });
    try {
      const viewerHears = collect(viewerSocket.client, subscription);
      const memberHears = collect(memberSocket.client, subscription);
      // Both subscriptions are running once a notification sent after them arrives.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const made = (await notify(viewer.uid, 'MENTIONED', member.uid))!;
      const [heard] = await viewerHears.until(1, 10_000);
      expect(heard!.data).toEqual({
        notificationAdded: {
          id: made.id,
          kind: 'MENTIONED',
          read: false,
          customer: { id: customerId },
          by: { uid: member.uid },
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(memberHears.results).toEqual([]);
      viewerHears.dispose();
      memberHears.dispose();
    } finally {
      await viewerSocket.client.dispose();
      await memberSocket.client.dispose();
    }
    await deactivate(crm.url, owner.token, member.uid);
    expect(await notify(member.uid, 'MENTIONED', owner.uid)).toBeNull();
  }, 30_000);
});
