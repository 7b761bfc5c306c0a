// Customer owners over the API: a new customer's default owner, a bad ownerUid refused by name with nothing changed,
// the owner filter ("me" too) and the OWNER order, assignCustomers and its undo, VIEWER refused, the owner column of
// exports and imports, and customerChanges carrying the owner live.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, startTestCrm, wsClient, type TestCrm } from '../support/crmServer.ts';
import { createApiKey, must, startWithFormerMember, type Person } from '../support/team.ts';

const save = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id owner { uid email } } }`;
const assign = `mutation Assign($selection: CustomerSelection!, $ownerUid: ID!) {
  assignCustomers(selection: $selection, ownerUid: $ownerUid) { id count }
}`;
const undo = `mutation Undo($id: ID!) { undoBulkChange(id: $id) { reverted } }`;
const list = `query List($owner: ID, $orderBy: CustomerOrder) {
  customers(owner: $owner, orderBy: $orderBy) { id owner { email } }
}`;

let serial = 0;
const customerInput = (extra: Record<string, unknown> = {}) => ({
  fname: 'Owned',
  lname: `Customer${String.fromCharCode(97 + (serial % 26))}`,
  email: `owned${++serial}@example.com`,
  phone: `+1 212 555 ${String(1000 + serial)}`,
  address: '1 Owner Row',
  ...extra,
});

describe('customer owners', () => {
  let crm: TestCrm;
  let owner: Person;
  let member: Person;
  let viewer: Person;
  let gone: Person;
  beforeAll(async () => {
    ({ crm, owner, member, viewer, gone } = await startWithFormerMember(startTestCrm));
  }, 60_000);
  afterAll(() => crm.dispose());

  const create = async (token: string, extra: Record<string, unknown> = {}) =>
    (
      await must<{ saveCustomer: { id: string; owner: { uid: string; email: string } | null } }>(
        crm.url,
        save,
        { input: customerInput(extra) },
        token,
      )
    ).saveCustomer;
  const ownersOf = async (token: string, owner?: string) =>
    (await must<{ customers: Array<{ id: string; owner: { email: string } | null }> }>(crm.url, list, { owner }, token))
      .customers;

  it('makes a new customer its creator’s (an API key’s: its creator’s); an edit keeps the owner', async () => {
    const mine = await create(member.token);
    expect(mine.owner).toEqual({ uid: member.uid, email: member.email });
    const key = await createApiKey(crm.url, owner.token, 'MEMBER');
    const byKey = await create(key.secret);
    expect(byKey.owner?.uid).toBe(owner.uid);
    const edited = await must<{ saveCustomer: { owner: { uid: string } } }>(
      crm.url,
      save,
      { input: { ...customerInput(), id: mine.id } },
      owner.token,
    );
    expect(edited.saveCustomer.owner.uid).toBe(member.uid);
  });

  it('refuses an ownerUid that is no active member, naming ownerUid, and changes nothing', async () => {
    const before = (await ownersOf(owner.token)).length;
    for (const ownerUid of ['nobody', gone.uid]) {
      const { body } = await gql(crm.url, save, { input: customerInput({ ownerUid }) }, { token: owner.token });
      expect(body.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { ownerUid: 'Choose an active member of the team' },
      });
    }
    const kept = await create(owner.token);
    const { body } = await gql(
      crm.url,
      save,
      { input: { ...customerInput(), id: kept.id, ownerUid: 'nobody' } },
      { token: owner.token },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await ownersOf(owner.token)).length).toBe(before + 1);
    expect((await ownersOf(owner.token)).find(({ id }) => id === kept.id)?.owner?.email).toBe(owner.email);
  });

  it('lists one owner’s customers ("me": the caller), and sorts by the owner’s email', async () => {
    const given = await create(owner.token, { ownerUid: viewer.uid });
    expect(given.owner?.uid).toBe(viewer.uid);
    const viewers = await ownersOf(viewer.token, 'me');
    expect(viewers.map(({ id }) => id)).toEqual([given.id]);
    expect(await ownersOf(owner.token, viewer.uid)).toEqual(viewers);
    const page = await must<{ customerPage: { totalCount: number; nodes: Array<{ id: string }> } }>(
      crm.url,
      'query P($owner: ID) { customerPage(owner: $owner, first: 1) { totalCount nodes { id } } }',
      { owner: member.uid },
      owner.token,
    );
    expect(page.customerPage.totalCount).toBe((await ownersOf(member.token, 'me')).length);
    for (const direction of ['ASC', 'DESC'] as const) {
      const { customers } = await must<{ customers: Array<{ owner: { email: string } | null }> }>(
        crm.url,
        list,
        { orderBy: { field: 'OWNER', direction } },
        owner.token,
      );
      const emails = customers.map(({ owner }) => owner!.email);
      const sorted = [...emails].sort();
      expect(emails).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('assigns a selection to a member as one bulk change, live on their list, and undoes it', async () => {
    const a = await create(owner.token);
    const b = await create(owner.token);
    const { client } = wsClient(crm.url, { token: member.token });
    const feed = collect<{
      customerChanges: {
        initial: boolean;
        changes: Array<{ type: string; customer: { id: string; owner: { email: string } | null } }>;
      };
    }>(
      client,
      'subscription { customerChanges(owner: "me") { initial changes { type customer { id owner { email } } } } }',
    );
    try {
      await feed.until(1);
      const { assignCustomers } = await must<{ assignCustomers: { id: string; count: number } }>(
        crm.url,
        assign,
        { selection: { ids: [a.id, b.id] }, ownerUid: member.uid },
        member.token,
      );
      expect(assignCustomers.count).toBe(2);
      const [, added] = await feed.until(2);
      expect(
        added!.data!.customerChanges.changes.map(({ type, customer }) => [type, customer.id, customer.owner?.email]),
      ).toEqual(
        expect.arrayContaining([
          ['ADDED', a.id, member.email],
          ['ADDED', b.id, member.email],
        ]),
      );
      const { undoBulkChange } = await must<{ undoBulkChange: { reverted: number } }>(
        crm.url,
        undo,
        { id: assignCustomers.id },
        member.token,
      );
      expect(undoBulkChange.reverted).toBe(2);
      const [, , removed] = await feed.until(3);
      expect(removed!.data!.customerChanges.changes.map(({ type }) => type)).toEqual(['REMOVED', 'REMOVED']);
      const owners = await ownersOf(owner.token);
      expect(owners.find(({ id }) => id === a.id)?.owner?.email).toBe(owner.email);
    } finally {
      feed.dispose();
      await client.dispose();
    }
  });

  it('hands every customer of one owner to another by filter; a bad ownerUid is refused by name; VIEWER is refused', async () => {
    const before = await ownersOf(owner.token, viewer.uid);
    const { body: refused } = await gql(
      crm.url,
      assign,
      { selection: { filter: 'ACTIVE', owner: viewer.uid }, ownerUid: gone.uid },
      { token: owner.token },
    );
    expect(refused.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { ownerUid: 'Choose an active member of the team' },
    });
    expect(await ownersOf(owner.token, viewer.uid)).toEqual(before);
    const { body: forbidden } = await gql(
      crm.url,
      assign,
      { selection: { filter: 'ACTIVE' }, ownerUid: viewer.uid },
      { token: viewer.token },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { assignCustomers } = await must<{ assignCustomers: { count: number } }>(
      crm.url,
      assign,
      { selection: { filter: 'ACTIVE', owner: viewer.uid }, ownerUid: member.uid },
      owner.token,
    );
    expect(assignCustomers.count).toBe(before.length);
    expect(await ownersOf(owner.token, viewer.uid)).toEqual([]);
  });

  it('exports the owner’s email; imports an owner column by email, an unknown one failing its row by name', async () => {
    const response = await fetch(`${crm.url}/export/customers.csv?owner=me`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"id","fname","lname","email","phone","address","notes","status","owner","tags","company","phones","emails"',
    );
    expect(lines.length).toBe(1 + (await ownersOf(member.token, 'me')).length);
    // The owner, no tags, no company, then every phone and email.
    for (const line of lines.slice(1))
      expect(line).toMatch(new RegExp(`,"${member.email.replace(/[.+]/g, '\\$&')}","","","[^"]+","[^"]+"$`));
    const { importCustomers } = await must<{
      importCustomers: { created: number; failed: Array<{ row: number; fields: Array<{ field: string }> }> };
    }>(
      crm.url,
      'mutation I($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created failed { row fields { field } } } }',
      {
        rows: [
          customerInput({ ownerEmail: viewer.email.toUpperCase() }),
          customerInput({ ownerEmail: 'stranger@example.com' }),
          customerInput(),
        ],
      },
      owner.token,
    );
    expect(importCustomers.created).toBe(2);
    expect(importCustomers.failed).toEqual([{ row: 1, fields: [{ field: 'ownerEmail' }] }]);
    expect((await ownersOf(owner.token, viewer.uid)).length).toBe(1);
  });
  it('tells a member someone else made them an owner: once per save or bulk change, never for their own act', async () => {
    const assignedTo = async (person: Person) =>
      (
        await must<{
          notifications: { nodes: { kind: string; by: { uid: string } | null; customer: { id: string } | null }[] };
        }>(
          crm.url,
          'query { notifications(first: 50) { nodes { kind by { uid } customer { id } } } }',
          {},
          person.token,
        )
      ).notifications.nodes.filter(({ kind }) => kind === 'CUSTOMER_ASSIGNED');
    const before = (await assignedTo(member)).length;
    const mine = await create(member.token);
    expect(await assignedTo(member)).toHaveLength(before);
    const given = await create(owner.token, { ownerUid: member.uid });
    expect((await assignedTo(member))[0]).toEqual({
      kind: 'CUSTOMER_ASSIGNED',
      by: { uid: owner.uid },
      customer: { id: given.id },
    });
    const a = await create(owner.token);
    const b = await create(owner.token);
    await must(crm.url, assign, { selection: { ids: [a.id, b.id] }, ownerUid: member.uid }, owner.token);
    const after = await assignedTo(member);
    expect(after).toHaveLength(before + 2);
    expect(after[0]).toEqual({ kind: 'CUSTOMER_ASSIGNED', by: { uid: owner.uid }, customer: null });
    await must(crm.url, assign, { selection: { ids: [mine.id] }, ownerUid: member.uid }, member.token);
    expect(await assignedTo(member)).toHaveLength(before + 2);
  });
});
