// A company's timeline through the real server on each store: its people's activities, tasks and history newest first,
// each entry naming its customer; paging; every kind of entry; a viewer reads it, a visitor does not; NOT_FOUND for an
// unknown company; a person joining and leaving the company; the live feed over a real WebSocket.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { codeOf, joinAs, must, signUp, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

const entryFields = 'id at deleted customer { id fname } activity { body kind } task { title } change { type }';
const timeline = `query Timeline($companyId: ID!, $first: Int, $after: String) {
  companyTimeline(companyId: $companyId, first: $first, after: $after) {
    nodes { ${entryFields} }
    pageInfo { endCursor hasNextPage }
  }
}`;
const saveCustomer = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';

interface Entry {
  id: string;
  at: string;
  deleted: boolean;
  customer: { id: string; fname: string } | null;
  activity: { body: string; kind: string } | null;
  task: { title: string } | null;
  change: { type: string } | null;
}
interface Page {
  nodes: Entry[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** An entry in a word: whose it is and what. */
const shown = ({ customer, activity, task, change }: Entry) =>
  `${customer?.fname}: ${activity ? `${activity.kind} ${activity.body}` : task ? `TASK ${task.title}` : change?.type}`;

describe.each(crmStores)("a company's timeline on %s", (_store, start) => {
  let crm: TestCrm;
  let member: Person;
  let viewer: Person;
  let acme: string;
  let globex: string;
  const people: Record<string, string> = {};
  beforeAll(async () => {
    crm = await start();
    const owner = await signUp(crm.url);
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    const company = async (name: string) =>
      (
        await must<{ saveCompany: { id: string } }>(
          crm.url,
          'mutation Company($input: CompanyInput!) { saveCompany(input: $input) { id } }',
          { input: { name } },
          member.token,
        )
      ).saveCompany.id;
    acme = await company('Acme');
    globex = await company('Globex');
    for (const [fname, companyId] of [
      ['Ada', acme],
      ['Bo', acme],
      ['Cy', globex],
      ['Di', null],
    ] as const)
      people[fname] = await save(fname, companyId);
  }, 60_000);
  afterAll(() => crm.dispose());

  const save = async (fname: string, companyId: string | null, id?: string) =>
    (
      await must<{ saveCustomer: { id: string } }>(
        crm.url,
        saveCustomer,
        {
          input: {
            ...(id && { id }),
            fname,
            lname: 'Person',
            email: `${fname.toLowerCase()}@example.com`,
            phone: '+12125550123',
            address: '1 Main Street',
            companyId,
          },
        },
        member.token,
      )
    ).saveCustomer.id;
  const add = (fname: string, kind: string, body: string, at: string) =>
    must(
      crm.url,
      'mutation Add($input: ActivityInput!) { addActivity(input: $input) { id } }',
      { input: { customerId: people[fname], kind, body, at } },
      member.token,
    );
  const pageOf = async (companyId: string, first = 100, after: string | null = null, who = viewer) =>
    (await must<{ companyTimeline: Page }>(crm.url, timeline, { companyId, first, after }, who.token)).companyTimeline;

  it('pages its people’s entries of every kind newest first, each naming its customer, and no one else’s', async () => {
    await add('Ada', 'CALL', 'Called Ada', '2024-05-03T09:00:00Z');
    await add('Bo', 'MEETING', 'Met Bo', '2024-05-05T09:00:00Z');
    await add('Bo', 'EMAIL', 'Wrote to Bo', '2024-05-01T09:00:00Z');
    await add('Cy', 'NOTE', 'Globex only', '2024-05-04T09:00:00Z');
    await add('Di', 'NOTE', 'No company', '2024-05-04T09:00:00Z');
    await must(
      crm.url,
      'mutation Task($input: TaskInput!) { createTask(input: $input) { id } }',
      { input: { title: 'Send Ada the offer', customerId: people.Ada } },
      member.token,
    );

    const whole = await pageOf(acme);
    expect(whole.pageInfo.hasNextPage).toBe(false);
    // The task and the history were written now: newer than every activity dated in May 2024.
    expect(whole.nodes.map(shown)).toEqual([
      'Ada: TASK Send Ada the offer',
      'Bo: CREATED',
      'Ada: CREATED',
      'Bo: MEETING Met Bo',
      'Ada: CALL Called Ada',
      'Bo: EMAIL Wrote to Bo',
    ]);
    expect(whole.nodes.map(({ customer }) => customer!.id)).toEqual(
      ['Ada', 'Bo', 'Ada', 'Bo', 'Ada', 'Bo'].map((fname) => people[fname]),
    );
    for (const entry of whole.nodes) expect([entry.activity, entry.task, entry.change].filter(Boolean)).toHaveLength(1);
    // Every kind the page's filters pick: each entry's kind is there to filter by.
    expect(new Set(whole.nodes.map(({ activity, task }) => activity?.kind ?? (task ? 'TASK' : 'CHANGE')))).toEqual(
      new Set(['TASK', 'CHANGE', 'MEETING', 'CALL', 'EMAIL']),
    );
    const paged: Entry[] = [];
    for (let after: string | null = null; ;) {
      const page: Page = await pageOf(acme, 2, after);
      expect(page.nodes.length).toBeLessThanOrEqual(2);
      paged.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(whole.nodes);
    expect((await pageOf(globex)).nodes.map(shown)).toEqual(['Cy: CREATED', 'Cy: NOTE Globex only']);
  });

  it('is read by a viewer and not by a visitor; NOT_FOUND for an unknown company; a bad cursor or size named', async () => {
    expect((await pageOf(acme, 1, null, viewer)).nodes).toHaveLength(1);
    expect(await codeOf(crm.url, timeline, { companyId: acme })).toBe('UNAUTHENTICATED');
    expect(await codeOf(crm.url, timeline, { companyId: 'nobody' }, viewer.token)).toBe('NOT_FOUND');
    const bad = await gql(crm.url, timeline, { companyId: acme, after: 'not a cursor' }, { token: viewer.token });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(String) },
    });
    const many = await gql(crm.url, timeline, { companyId: acme, first: 0 }, { token: viewer.token });
    expect(many.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(String) },
    });
  });

  it('brings a person’s entries when it joins the company, and takes them when it leaves', async () => {
    await save('Di', acme, people.Di);
    const joined = (await pageOf(acme)).nodes.map(shown);
    expect(joined).toEqual(expect.arrayContaining(['Di: EDITED', 'Di: CREATED', 'Di: NOTE No company']));
    expect(joined[0]).toBe('Di: EDITED');
    await save('Di', null, people.Di);
    expect((await pageOf(acme)).nodes.map(shown).filter((entry) => entry.startsWith('Di'))).toEqual([]);
    await save('Bo', globex, people.Bo);
    expect((await pageOf(acme)).nodes.map(shown).filter((entry) => entry.startsWith('Bo'))).toEqual([]);
    expect((await pageOf(globex)).nodes.map(shown)).toContain('Bo: MEETING Met Bo');
  });

  it('sends its people’s new entries live over a WebSocket, not other companies’; NOT_FOUND for an unknown one', async () => {
    const socket = wsClient(crm.url, { token: viewer.token });
    const live = `subscription Live($companyId: ID!) { companyTimelineChanged(companyId: $companyId) { ${entryFields} } }`;
    const unknown = collect(socket.client, live, { companyId: 'nobody' });
    const feed = collect<{ companyTimelineChanged: Entry }>(socket.client, live, { companyId: acme });
    try {
      expect((await unknown.until(1))[0]!.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // The subscription starts on the server before the first write is heard: add until one arrives.
      for (let tries = 0; !feed.results.length && tries < 50; tries++) {
        await add('Ada', 'NOTE', `Live ${tries}`, new Date().toISOString());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const first = (await feed.until(1))[0]!.data!.companyTimelineChanged;
      expect(shown(first)).toMatch(/^Ada: NOTE Live/);
      const seen = feed.results.length;
      await add('Cy', 'NOTE', 'Not Acme’s', new Date().toISOString());
      await save('Adah', acme, people.Ada);
      await add('Ada', 'CALL', 'Live call', new Date().toISOString());
      const later = (await feed.until(seen + 2)).slice(seen).map(({ data }) => shown(data!.companyTimelineChanged));
      expect(later.sort()).toEqual(['Adah: CALL Live call', 'Adah: EDITED']);
    } finally {
      unknown.dispose();
      feed.dispose();
      await socket.client.dispose();
    }
  });
});
