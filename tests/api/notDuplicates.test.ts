// The Duplicates view's "not duplicates" and what tells copies apart, over GraphQL on each store: a member marks a
// group and it is no longer offered until another customer joins it; a viewer is FORBIDDEN and bad ids change nothing;
// each customer's historySummary says when it was created and last changed, by whom, and how much history it has.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { must, startWithMembers } from '../support/team.ts';
import { adaInput } from '../support/customerFixture.ts';

const save = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
const mark = `mutation Mark($ids: [ID!]!) { markNotDuplicates(customerIds: $ids) }`;
const groups = `{ customerDuplicateGroups { customers { id } } }`;
const summary = `query Summary($id: ID!) { customer(id: $id) { historySummary { entries created { at type by { email } } lastChange { at type by { email } } } } }`;

interface Groups {
  customerDuplicateGroups: Array<{ customers: Array<{ id: string }> }>;
}
interface Entry {
  at: string;
  type: string;
  by: { email: string } | null;
}
interface Summary {
  customer: { historySummary: { entries: number; created: Entry | null; lastChange: Entry | null } };
}

const ada = adaInput();

afterAll(stopStoreEmulator);

describe.each(crmStores)('not duplicates on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: { token: string; email: string };
  let member: { token: string; email: string };
  let viewer: { token: string };
  beforeAll(async () => ({ crm, owner, member, viewer } = await startWithMembers(start)), 60_000);
  afterAll(() => crm.dispose());

  const create = async (overrides: Partial<typeof ada> = {}) =>
    (await must<{ saveCustomer: { id: string } }>(crm.url, save, { input: { ...ada, ...overrides } }, owner.token))
      .saveCustomer.id;
  const offered = async () =>
    (await must<Groups>(crm.url, groups, {}, viewer.token)).customerDuplicateGroups.map(({ customers }) =>
      customers.map(({ id }) => id).sort(),
    );
  const refused = async (token: string, ids: string[]) =>
    (await gql(crm.url, mark, { ids }, { token })).body.errors?.[0]?.extensions;

  it('stops offering a marked group, refuses a viewer and bad ids, and offers the group again once another customer joins it', async () => {
    const one = await create();
    const two = await create({ fname: 'Augusta', phone: '555 010 0199' });
    expect(await offered()).toEqual([[one, two].sort()]);

    expect((await refused(viewer.token, [one, two]))?.code).toBe('FORBIDDEN');
    expect(await refused(member.token, [one, one])).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { customerIds: 'Name at least two different customers' },
    });
    expect((await refused(member.token, [one, 'no-such-customer']))?.code).toBe('NOT_FOUND');
    expect(await offered()).toEqual([[one, two].sort()]);

    expect(await must<{ markNotDuplicates: boolean }>(crm.url, mark, { ids: [one, two] }, member.token)).toEqual({
      markNotDuplicates: true,
    });
    expect(await offered()).toEqual([]);

    // A third customer with the same email makes a new group: offered again, all three in it.
    const three = await create({ fname: 'Countess', phone: '555 010 0777' });
    expect(await offered()).toEqual([[one, two, three].sort()]);
  }, 60_000);

  it('sums up each customer’s history: created, last changed, by whom, how many entries', async () => {
    const id = await create({ email: 'summary@example.com' });
    await must(
      crm.url,
      save,
      { input: { ...ada, email: 'summary@example.com', id, notes: 'Called back' } },
      member.token,
    );
    const { historySummary } = (await must<Summary>(crm.url, summary, { id }, viewer.token)).customer;
    expect(historySummary).toEqual({
      entries: 2,
      created: { at: expect.any(String), type: 'CREATED', by: { email: owner.email } },
      lastChange: { at: expect.any(String), type: 'EDITED', by: { email: member.email } },
    });
    expect(Date.parse(historySummary.lastChange!.at)).toBeGreaterThanOrEqual(Date.parse(historySummary.created!.at));
  }, 30_000);
});
