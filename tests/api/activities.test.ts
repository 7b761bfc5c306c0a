// Activities and the customer timeline through the real server on each store: who may add, change and delete which
// activity, bad input refused naming its field, mentions, the timeline's order and paging with the history, the live
// feed over a real WebSocket, and the activities in the customer's data download and erasure.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { codeOf, joinAs, must, signUp, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

const activityFields = 'id customerId kind body at editedAt author { uid email } mentions { uid email }';
const addActivity = `mutation Add($input: ActivityInput!) { addActivity(input: $input) { ${activityFields} } }`;
const updateActivity = `mutation Update($id: ID!, $body: String!) { updateActivity(id: $id, body: $body) { ${activityFields} } }`;
const deleteActivity = 'mutation Delete($id: ID!) { deleteActivity(id: $id) }';
const timeline = `query Timeline($customerId: ID!, $first: Int, $after: String) {
  customerTimeline(customerId: $customerId, first: $first, after: $after) {
    nodes { id at deleted activity { id body kind } change { type } }
    pageInfo { endCursor hasNextPage }
  }
}`;

interface Activity {
  id: string;
  customerId: string;
  kind: string;
  body: string;
  at: string;
  editedAt: string | null;
  author: { uid: string; email: string } | null;
  mentions: { uid: string; email: string }[];
}
interface Entry {
  id: string;
  at: string;
  deleted: boolean;
  activity: { id: string; body: string; kind: string } | null;
  change: { type: string } | null;
}
interface Page {
  nodes: Entry[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

describe.each(crmStores)('activities on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let colleague: Person;
  let viewer: Person;
  let customerId: string;
  beforeAll(async () => {
    crm = await start();
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    colleague = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    const created = await must<{ saveCustomer: { id: string } }>(
      crm.url,
      'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      {
        input: {
          fname: 'Tia',
          lname: 'Line',
          email: 'tia.line@example.com',
          phone: '+12125550123',
          address: '1 Main Street',
        },
      },
      member.token,
    );
    customerId = created.saveCustomer.id;
  }, 60_000);
  afterAll(() => crm.dispose());

  const add = async (person: Person, input: Record<string, unknown>) =>
    (await must<{ addActivity: Activity }>(crm.url, addActivity, { input: { customerId, ...input } }, person.token))
      .addActivity;
  const pageOf = async (person: Person, first: number, after: string | null = null) =>
    (await must<{ customerTimeline: Page }>(crm.url, timeline, { customerId, first, after }, person.token))
      .customerTimeline;

  it('adds an activity by its caller with its mentions; a viewer may not; bad input names its field and adds nothing', async () => {
    const call = await add(member, {
      kind: 'CALL',
      body: `Spoke with Tia.\nAsk @${colleague.email} about https://example.com/offer`,
      at: '2026-03-01T10:00:00Z',
    });
    expect(call).toEqual({
      id: expect.any(String),
      customerId,
      kind: 'CALL',
      body: `Spoke with Tia.\nAsk @${colleague.email} about https://example.com/offer`,
      at: '2026-03-01T10:00:00.000Z',
      editedAt: null,
      author: { uid: member.uid, email: member.email },
      mentions: [{ uid: colleague.uid, email: colleague.email }],
    });
    const before = await pageOf(viewer, 100);
    expect(await codeOf(crm.url, addActivity, { input: { customerId, body: 'Hi' } }, viewer.token)).toBe('FORBIDDEN');
    const bad = await gql(
      crm.url,
      addActivity,
      { input: { customerId, body: ' ', at: 'soon' } },
      { token: member.token },
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { body: 'Please write something', at: 'Please enter a valid date and time' },
    });
    expect(await codeOf(crm.url, addActivity, { input: { customerId: 'nobody', body: 'Hi' } }, member.token)).toBe(
      'NOT_FOUND',
    );
    expect(await pageOf(viewer, 100)).toEqual(before);
  });

  it('tells a mentioned member (MENTIONED, with the activity and customer), never the author, and an edit only the newly named', async () => {
    const mentionsOf = async (person: Person) =>
      (
        await must<{
          notifications: {
            nodes: { kind: string; by: { uid: string }; activity: { id: string }; customer: { id: string } }[];
          };
        }>(
          crm.url,
          'query { notifications(first: 50) { nodes { kind by { uid } activity { id } customer { id } } } }',
          {},
          person.token,
        )
      ).notifications.nodes.filter((notification) => notification.kind === 'MENTIONED');
    const [colleagueBefore, adminBefore, memberBefore] = await Promise.all([
      mentionsOf(colleague),
      mentionsOf(admin),
      mentionsOf(member),
    ]);
    const note = await add(member, { body: `@${colleague.email} and @${member.email}, see this` });
    expect((await mentionsOf(colleague)).length).toBe(colleagueBefore.length + 1);
    expect((await mentionsOf(colleague))[0]).toEqual({
      kind: 'MENTIONED',
      by: { uid: member.uid },
      activity: { id: note.id },
      customer: { id: customerId },
    });
    expect(await mentionsOf(member)).toEqual(memberBefore);
    await must(crm.url, updateActivity, { id: note.id, body: `@${colleague.email} and @${admin.email}` }, member.token);
    expect((await mentionsOf(colleague)).length).toBe(colleagueBefore.length + 1);
    expect((await mentionsOf(admin)).length).toBe(adminBefore.length + 1);
  });

  it('lets the author and an admin or owner edit or delete an activity; anyone else gets FORBIDDEN and changes nothing', async () => {
    const note = await add(member, { body: 'Original' });
    for (const someone of [colleague, viewer])
      for (const [query, variables] of [
        [updateActivity, { id: note.id, body: 'Hijacked' }],
        [deleteActivity, { id: note.id }],
      ] as const)
        expect(await codeOf(crm.url, query, variables, someone.token)).toBe('FORBIDDEN');
    const bad = await gql(crm.url, updateActivity, { id: note.id, body: '' }, { token: member.token });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { body: expect.any(String) },
    });
    expect((await pageOf(viewer, 100)).nodes.find(({ id }) => id === note.id)?.activity?.body).toBe('Original');
    const edited = (
      await must<{ updateActivity: Activity }>(crm.url, updateActivity, { id: note.id, body: 'Edited' }, member.token)
    ).updateActivity;
    expect(edited).toMatchObject({ body: 'Edited', author: { uid: member.uid }, editedAt: expect.any(String) });
    await must(crm.url, updateActivity, { id: note.id, body: 'By the admin' }, admin.token);
    expect(await must(crm.url, deleteActivity, { id: note.id }, owner.token)).toEqual({ deleteActivity: true });
    expect(await codeOf(crm.url, deleteActivity, { id: note.id }, member.token)).toBe('NOT_FOUND');
  });

  it('pages the timeline newest first with the history entries, each entry once, exactly one part set', async () => {
    await add(member, { kind: 'MEETING', body: 'Far future', at: '2099-01-01T00:00:00Z' });
    await add(member, { kind: 'EMAIL', body: 'Far past', at: '2000-01-01T00:00:00Z' });
    const whole = await pageOf(viewer, 1000);
    expect(whole.pageInfo.hasNextPage).toBe(false);
    expect(whole.nodes[0]!.activity?.body).toBe('Far future');
    expect(whole.nodes.at(-1)!.activity?.body).toBe('Far past');
    expect(whole.nodes.some(({ change }) => change?.type === 'CREATED')).toBe(true);
    for (const entry of whole.nodes) expect([entry.activity, entry.change].filter(Boolean)).toHaveLength(1);
    const times = whole.nodes.map(({ at }) => Date.parse(at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const paged: Entry[] = [];
    for (let after: string | null = null; ;) {
      const page: Page = await pageOf(viewer, 2, after);
      paged.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(whole.nodes);
    expect(await codeOf(crm.url, timeline, { customerId: 'nobody' }, viewer.token)).toBe('NOT_FOUND');
  });

  it('sends entries added, changed and deleted live over a WebSocket, history entries too', async () => {
    const socket = wsClient(crm.url, { token: viewer.token });
    const feed = collect<{ customerTimelineChanged: Entry }>(
      socket.client,
      `subscription Live($customerId: ID!) {
        customerTimelineChanged(customerId: $customerId) { id at deleted activity { id body kind } change { type } }
      }`,
      { customerId },
    );
    try {
      // The subscription starts on the server before the first write is heard: add until one arrives.
      let note: Activity | null = null;
      for (let tries = 0; !feed.results.length && tries < 50; tries++) {
        note = await add(member, { body: `Live ${tries}` });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const first = (await feed.until(1))[0]!.data!.customerTimelineChanged;
      expect(first.activity?.body).toMatch(/^Live/);
      const seen = feed.results.length;
      await must(crm.url, updateActivity, { id: note!.id, body: 'Live, edited' }, member.token);
      await must(crm.url, deleteActivity, { id: note!.id }, member.token);
      await must(
        crm.url,
        'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        {
          input: {
            id: customerId,
            fname: 'Tiana',
            lname: 'Line',
            email: 'tia.line@example.com',
            phone: '+12125550123',
            address: '1 Main Street',
          },
        },
        member.token,
      );
      const later = (await feed.until(seen + 3)).slice(seen).map(({ data }) => data!.customerTimelineChanged);
      expect(
        later.map(({ id, deleted, activity, change }) => [id === note!.id, deleted, activity?.body ?? change?.type]),
      ).toEqual([
        [true, false, 'Live, edited'],
        [true, true, undefined],
        [false, false, 'EDITED'],
      ]);
    } finally {
      feed.dispose();
      await socket.client.dispose();
    }
  });

  it('puts the activities in the customer’s data download, and erasing the customer erases them', async () => {
    await add(member, { body: 'Kept for the download' });
    const response = await fetch(`${crm.url}/export/customers/${encodeURIComponent(customerId)}.json`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { activities: Array<{ body: string; at: string; author: unknown }> };
    expect(body.activities.map(({ body }) => body)).toContain('Kept for the download');
    expect(body.activities.find(({ body }) => body === 'Kept for the download')).toMatchObject({
      at: expect.stringMatching(/Z$/),
      author: { uid: member.uid, email: member.email },
    });
    await must(crm.url, 'mutation Erase($id: ID!) { eraseCustomer(id: $id) }', { id: customerId }, admin.token);
    expect(await codeOf(crm.url, timeline, { customerId }, viewer.token)).toBe('NOT_FOUND');
  });
});
