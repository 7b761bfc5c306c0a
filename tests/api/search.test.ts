// The top bar's search through the real server: customers by name, email and phone with accents and case aside,
// contacts (the demo workers) by name and email, the asker's own open tasks by title, every role, blank and overlong
// text.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { createApiKey, joinAs, must, type Person } from '../support/team.ts';

const search =
  'query Search($text: String!, $first: Int) { search(text: $text, first: $first) { kind id title detail } }';
const saveCustomer = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const workers = '{ workers { id name email } }';

interface Hit {
  kind: string;
  id: string;
  title: string;
  detail: string | null;
}

describe('the top bar’s search', () => {
  let crm: TestCrm;
  let owner: Person;
  let viewer: Person;
  let zoeId: string;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_SEED_DEMO: 'true' });
    owner = await signUp(crm.url);
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    const save = async (input: Record<string, unknown>) =>
      (await must<{ saveCustomer: { id: string } }>(crm.url, saveCustomer, { input }, owner.token)).saveCustomer.id;
    zoeId = await save({
      fname: 'Zoë',
      lname: 'Núñez',
      email: 'zoe@example.com',
      phone: '555 987 6543',
      address: '1 Main St',
    });
    await save({
      fname: 'Adam',
      lname: 'Smith',
      email: 'adam@example.org',
      phone: '555 111 2222',
      address: '2 Main St',
    });
  }, 60_000);
  afterAll(() => crm.dispose());

  const find = async (text: string, token = owner.token, first?: number) =>
    (await must<{ search: Hit[] }>(crm.url, search, { text, first }, token)).search;

  it('finds customers by name, email and phone, accents and case aside', async () => {
    const zoe = { kind: 'customer', id: zoeId, title: 'Zoë Núñez', detail: 'zoe@example.com' };
    expect(await find('NUNEZ')).toEqual([zoe]);
    expect(await find('ZOE@EXAMPLE')).toEqual([zoe]);
    expect(await find('987-6543')).toEqual([zoe]);
    // A whole name, as people type it, in either order.
    expect(await find('zoe nunez')).toEqual([zoe]);
    expect(await find('Núñez  Zoë')).toEqual([zoe]);
    expect(await find('zoe smith')).toEqual([]);
  });

  it('finds contacts by name and email, after the customers, at most `first` of each kind', async () => {
    const { workers: all } = await must<{ workers: Array<{ id: string; name: string; email: string }> }>(
      crm.url,
      workers,
      {},
      owner.token,
    );
    const contact = all[0]!;
    const hits = await find(contact.name.toUpperCase());
    expect(hits).toContainEqual({
      kind: 'contact',
      id: contact.id,
      title: contact.name,
      detail: contact.email || expect.anything(),
    });
    const mixed = await find('example', owner.token, 1);
    expect(mixed.map(({ kind }) => kind)).toEqual(['customer', 'contact']);
  });

  it('answers every role and key; blank text finds nothing; overlong text is BAD_USER_INPUT naming text', async () => {
    expect((await find('núñez', viewer.token)).map(({ id }) => id)).toEqual([zoeId]);
    const key = await createApiKey(crm.url, owner.token, 'VIEWER');
    expect((await find('nunez', key.secret)).map(({ id }) => id)).toEqual([zoeId]);
    expect(await find('   ')).toEqual([]);
    const { body } = await gql(crm.url, search, { text: 'x'.repeat(201) }, { token: owner.token });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { text: expect.any(String) },
    });
    const { body: visitor } = await gql(crm.url, search, { text: 'zoe' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
  it("finds the asker's own open tasks by title, accents and case aside, after customers and contacts", async () => {
    const create = async (person: Person, input: Record<string, unknown>) =>
      (
        await must<{ createTask: { id: string } }>(
          crm.url,
          'mutation($i: TaskInput!) { createTask(input: $i) { id } }',
          { i: input },
          person.token,
        )
      ).createTask.id;
    const member = await joinAs(crm.url, owner.token, 'MEMBER');
    const mine = await create(owner, { title: 'Rappeler Zoé', dueAt: '2026-05-01T09:00:00Z' });
    const done = await create(owner, { title: 'Zoe, done already' });
    await must(crm.url, 'mutation($id: ID!) { completeTask(id: $id) { id } }', { id: done }, owner.token);
    await create(member, { title: 'Zoe for someone else' });
    const hits = await find('ZOE');
    expect(hits.at(-1)).toEqual({ kind: 'task', id: mine, title: 'Rappeler Zoé', detail: '2026-05-01T09:00:00.000Z' });
    expect(hits.filter(({ kind }) => kind === 'task')).toHaveLength(1);
  });
});
