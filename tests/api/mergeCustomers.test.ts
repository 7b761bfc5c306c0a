// mergeCustomers over GraphQL on each store: a member merges with chosen fields and a live list hears it as one change
// set; a viewer is FORBIDDEN; bad input is BAD_USER_INPUT or NOT_FOUND and changes nothing; the history shows the merge
// on every side, mergedInto names the kept customer until a restore, and the Duplicates view's groups follow.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { must, startWithMembers } from '../support/team.ts';
import { adaInput } from '../support/customerFixture.ts';

const save = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id version } }`;
const merge = `mutation Merge($keepId: ID!, $mergeIds: [ID!]!, $fields: CustomerInput) {
  mergeCustomers(keepId: $keepId, mergeIds: $mergeIds, fields: $fields) { id fname phone notes status version mergedInto }
}`;
const read = `query Read($id: ID!) { customer(id: $id) { id status version mergedInto history(first: 1) { nodes { type by { email } changes { field from to } } } } }`;
const groups = `{ customerDuplicateGroups { emails phones customers { id } } }`;

interface ChangeSet {
  customerChanges: {
    initial: boolean;
    complete: boolean;
    changes: Array<{ type: string; customer: { id: string; status: boolean; mergedInto: string | null } }>;
  };
}
interface Read {
  customer: {
    id: string;
    status: boolean;
    version: number;
    mergedInto: string | null;
    history: {
      nodes: Array<{
        type: string;
        by: { email: string } | null;
        changes: Array<{ field: string; from: string | null; to: string | null }>;
      }>;
    };
  };
}

const ada = adaInput('Met at the fair');

afterAll(stopStoreEmulator);

describe.each(crmStores)('mergeCustomers on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: { token: string };
  let member: { token: string; email: string };
  let viewer: { token: string };
  beforeAll(async () => ({ crm, owner, member, viewer } = await startWithMembers(start)), 60_000);
  afterAll(() => crm.dispose());

  const create = async (overrides: Partial<typeof ada> = {}) =>
    (await must<{ saveCustomer: { id: string } }>(crm.url, save, { input: { ...ada, ...overrides } }, owner.token))
      .saveCustomer.id;
  const readCustomer = async (id: string) => (await must<Read>(crm.url, read, { id }, owner.token)).customer;

  it('merges with the chosen fields; a live list hears it as one change set; the history shows it on every side; a restore clears mergedInto', async () => {
    const keep = await create();
    const twin = await create({
      fname: 'Augusta',
      email: 'ADA@example.com',
      phone: '+1 555 010 0199',
      notes: 'Prefers email',
    });
    const phoneTwin = await create({ email: 'countess@example.com', phone: '(555) 010-0100' });
    const other = await create({ fname: 'Grace', lname: 'Hopper', email: 'grace@example.com', phone: '555 010 0777' });
    const before = await must<{
      customerDuplicateGroups: Array<{ emails: string[]; phones: string[]; customers: Array<{ id: string }> }>;
    }>(crm.url, groups, {}, viewer.token);
    expect(before.customerDuplicateGroups).toHaveLength(1);
    expect(before.customerDuplicateGroups[0]!.customers.map(({ id }) => id).sort()).toEqual(
      [keep, twin, phoneTwin].sort(),
    );
    expect(before.customerDuplicateGroups[0]!.emails).toEqual(['ada@example.com']);
    expect(before.customerDuplicateGroups[0]!.phones).toHaveLength(1);

    const { client } = wsClient(crm.url, { token: viewer.token });
    const feed = collect<ChangeSet>(
      client,
      'subscription { customerChanges { initial complete changes { type customer { id status mergedInto } } } }',
    );
    await feed.until(1);
    await feed.until(feed.results.length, 10_000);
    while (!feed.results.at(-1)!.data!.customerChanges.complete) await feed.until(feed.results.length + 1, 10_000);
    const heard = feed.results.length;

    const fields = { ...ada, fname: 'Augusta', phone: '+1 555 010 0199', notes: 'Met at the fair\nPrefers email' };
    // Nothing is lost: the other email and the kept customer's replaced phone stay among its emails and phones
    // (docs/product.md#phones-and-emails).
    const carried = 'Met at the fair\nPrefers email';
    const { body } = await gql<{ mergeCustomers: Record<string, unknown> }>(
      crm.url,
      merge,
      { keepId: keep, mergeIds: [twin, phoneTwin, twin], fields },
      { token: member.token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.mergeCustomers).toEqual({
      id: keep,
      fname: 'Augusta',
      phone: '+1 555 010 0199',
      notes: carried,
      status: true,
      version: 2,
      mergedInto: null,
    });

    const [set] = (await feed.until(heard + 1, 10_000)).slice(heard);
    const changes = set!
      .data!.customerChanges.changes.map(({ type, customer }) => [type, customer.id])
      .sort((a, b) => (a[1]! < b[1]! ? -1 : 1));
    expect(changes).toEqual(
      [
        ['MODIFIED', keep],
        ['REMOVED', twin],
        ['REMOVED', phoneTwin],
      ].sort((a, b) => (a[1]! < b[1]! ? -1 : 1)),
    );
    expect(set!.data!.customerChanges.changes.find(({ customer }) => customer.id === twin)!.customer.status).toBe(
      false,
    );

    const kept = await readCustomer(keep);
    expect(kept.history.nodes[0]).toEqual({
      type: 'MERGED',
      by: { email: member.email },
      changes: [
        { field: 'fname', from: 'Ada', to: 'Augusta' },
        { field: 'phone', from: '555 010 0100', to: '+1 555 010 0199' },
        { field: 'notes', from: 'Met at the fair', to: carried },
        { field: 'phones', from: '', to: 'work: 555 010 0100' },
        { field: 'emails', from: '', to: 'work: countess@example.com' },
        { field: 'mergedFrom', from: null, to: twin },
        { field: 'mergedFrom', from: null, to: phoneTwin },
      ],
    });
    const merged = await readCustomer(twin);
    expect(merged).toMatchObject({ status: false, mergedInto: keep });
    expect(merged.history.nodes[0]).toEqual({
      type: 'MERGED',
      by: { email: member.email },
      changes: [
        { field: 'status', from: 'true', to: 'false' },
        { field: 'mergedInto', from: null, to: keep },
      ],
    });
    expect((await must<typeof before>(crm.url, groups, {}, viewer.token)).customerDuplicateGroups).toEqual([]);

    // Restored, it is active and merged into nothing; the list hears it back.
    await must(crm.url, 'mutation ($id: ID!) { restoreCustomer(id: $id) { id } }', { id: twin }, member.token);
    expect(await readCustomer(twin)).toMatchObject({ status: true, mergedInto: null });
    const [back] = (await feed.until(heard + 2, 10_000)).slice(heard + 1);
    expect(back!.data!.customerChanges.changes).toEqual([
      { type: 'ADDED', customer: { id: twin, status: true, mergedInto: null } },
    ]);
    expect((await readCustomer(other)).status).toBe(true);
    feed.dispose();
    await client.dispose();
  }, 60_000);

  it('refuses a viewer (FORBIDDEN), bad fields and ids (BAD_USER_INPUT, NOT_FOUND), and changes nothing', async () => {
    const keep = await create({ email: 'keep@example.com' });
    const twin = await create({ email: 'keep@example.com', fname: 'Twin' });
    const refused = async (token: string, variables: Record<string, unknown>) =>
      (await gql(crm.url, merge, variables, { token })).body.errors?.[0]?.extensions;

    expect((await refused(viewer.token, { keepId: keep, mergeIds: [twin] }))?.code).toBe('FORBIDDEN');
    expect(
      await refused(member.token, {
        keepId: keep,
        mergeIds: [twin],
        fields: { ...ada, fname: 'A', email: 'not an email', phone: '12' },
      }),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        fname: 'Please insert valid name',
        email: 'Please insert valid email',
        phone: 'Please insert valid phone',
      },
    });
    expect(await refused(member.token, { keepId: keep, mergeIds: [keep, twin] })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { mergeIds: 'The kept customer cannot be merged into itself' },
    });
    expect(await refused(member.token, { keepId: keep, mergeIds: [] })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { mergeIds: 'Choose at least one customer to merge into the kept one' },
    });
    const many = Array.from({ length: 21 }, (_, i) => `id${i}`);
    expect(await refused(member.token, { keepId: keep, mergeIds: many })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { mergeIds: 'Merge at most 20 customers at a time' },
    });
    // The replaced phone would push the kept notes past their limit: refused rather than dropped.
    const fullNotes = { ...ada, email: 'keep@example.com', notes: 'n'.repeat(4990) };
    expect(
      await refused(member.token, { keepId: keep, mergeIds: [twin], fields: { ...fullNotes, phone: '555 010 0999' } }),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { notes: expect.stringContaining('at most 5000') },
    });
    expect((await refused(member.token, { keepId: keep, mergeIds: [twin, 'no-such-customer'] }))?.code).toBe(
      'NOT_FOUND',
    );
    expect((await refused(member.token, { keepId: 'no-such-customer', mergeIds: [twin] }))?.code).toBe('NOT_FOUND');

    for (const id of [keep, twin])
      expect(await readCustomer(id)).toMatchObject({
        status: true,
        version: 1,
        mergedInto: null,
        history: { nodes: [{ type: 'CREATED' }] },
      });
  }, 30_000);

  it('merges on the kept customer’s version the client saw: a field saved since and left as seen keeps its value; one both changed is CONFLICT', async () => {
    const keep = await create({ email: 'versioned@example.com' });
    const twin = await create({ email: 'versioned@example.com', fname: 'Twin' });
    // The dialog loaded version 1; meanwhile a member saved a new phone.
    await must(
      crm.url,
      save,
      { input: { ...ada, email: 'versioned@example.com', id: keep, version: 1, phone: '555 010 0411' } },
      member.token,
    );
    const chosen = { ...ada, email: 'versioned@example.com', id: keep, version: 1, fname: 'Twin' };
    const { body } = await gql<{ mergeCustomers: Record<string, unknown> }>(
      crm.url,
      merge,
      { keepId: keep, mergeIds: [twin], fields: chosen },
      { token: member.token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.mergeCustomers).toMatchObject({ id: keep, fname: 'Twin', phone: '555 010 0411', version: 3 });

    const other = await create({ email: 'conflicted@example.com' });
    const otherTwin = await create({ email: 'conflicted@example.com', fname: 'Twin' });
    await must(
      crm.url,
      save,
      { input: { ...ada, email: 'conflicted@example.com', id: other, version: 1, phone: '555 010 0411' } },
      member.token,
    );
    const stale = { ...ada, email: 'conflicted@example.com', id: other, version: 1, phone: '555 010 0422' };
    const refused = await gql(
      crm.url,
      merge,
      { keepId: other, mergeIds: [otherTwin], fields: stale },
      { token: member.token },
    );
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors![0]!.extensions).toEqual({
      code: 'CONFLICT',
      customer: expect.objectContaining({ id: other, phone: '555 010 0411', version: 2 }),
      conflicts: ['phone'],
    });
    expect(await readCustomer(other)).toMatchObject({ version: 2, history: { nodes: [{ type: 'EDITED' }] } });
    expect(await readCustomer(otherTwin)).toMatchObject({
      status: true,
      version: 1,
      mergedInto: null,
      history: { nodes: [{ type: 'CREATED' }] },
    });
  }, 30_000);
});
