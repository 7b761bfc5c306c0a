// Tags over the API: admins create, rename, recolour and delete the team's tags (a member is refused, a viewer only
// reads); customers are tagged through saveCustomer and in bulk (undoable); the list filters by several tags (customers
// carrying all of them), live; a tag id that does not exist is refused by name with nothing saved; exports name tags.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, startTestCrm, wsClient, type TestCrm } from '../support/crmServer.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';

const createTag = `mutation C($name: String!, $color: String) { createTag(name: $name, color: $color) { id name color count } }`;
const updateTag = `mutation U($id: ID!, $name: String, $color: String) { updateTag(id: $id, name: $name, color: $color) { id name color count } }`;
const deleteTag = `mutation D($id: ID!) { deleteTag(id: $id) }`;
const tagsQuery = '{ tags { id name color count } }';
const save = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id tags { id name color } } }`;
const list = `query L($tagIds: [ID!]) { customers(tagIds: $tagIds) { id tags { name } } }`;
const tagMany = `mutation T($selection: CustomerSelection!, $add: [ID!], $remove: [ID!]) {
  tagCustomers(selection: $selection, add: $add, remove: $remove) { id count }
}`;
const undo = `mutation Undo($id: ID!) { undoBulkChange(id: $id) { reverted keptChangedSince { id } } }`;

interface Tag {
  id: string;
  name: string;
  color: string;
  count: number;
}

let serial = 0;
const customerInput = (extra: Record<string, unknown> = {}) => ({
  fname: 'Tagged',
  lname: `Customer${String.fromCharCode(97 + (serial % 26))}`,
  email: `tagged${++serial}@example.com`,
  phone: `+1 212 555 ${String(1000 + serial)}`,
  address: '1 Tag Row',
  ...extra,
});

describe('tags', () => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let viewer: Person;
  beforeAll(async () => {
    // The 500-tag bound is reached by 500 creates: past the default request budget.
    crm = await startTestCrm({ CRM_API_RATE_PER_MINUTE: '10000' });
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
  }, 60_000);
  afterAll(() => crm.dispose());

  const tags = async (token = viewer.token) => (await must<{ tags: Tag[] }>(crm.url, tagsQuery, {}, token)).tags;
  const newTag = async (name: string, color?: string) =>
    (await must<{ createTag: Tag }>(crm.url, createTag, { name, color }, admin.token)).createTag;
  const create = async (extra: Record<string, unknown> = {}) =>
    (
      await must<{ saveCustomer: { id: string; tags: Tag[] } }>(
        crm.url,
        save,
        { input: customerInput(extra) },
        member.token,
      )
    ).saveCustomer;
  const carrying = async (tagIds: string[]) =>
    (await must<{ customers: Array<{ id: string }> }>(crm.url, list, { tagIds }, viewer.token)).customers
      .map(({ id }) => id)
      .sort();
  const errorOf = async (query: string, variables: Record<string, unknown>, token: string) =>
    (await gql(crm.url, query, variables, { token })).body.errors?.[0]?.extensions;

  it('lets admins create, rename, recolour and delete tags; names stay unique; members are refused, viewers read', async () => {
    const vip = await newTag('VIP', 'gold');
    expect(vip).toMatchObject({ name: 'VIP', color: 'gold', count: 0 });
    expect(await errorOf(createTag, { name: 'vip' }, owner.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: 'A tag with this name already exists' },
    });
    expect(await errorOf(createTag, { name: 'Pink', color: 'hotpink' }, admin.token)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { color: expect.stringContaining('Choose one of the colours') },
    });
    expect(await errorOf(createTag, { name: 'x'.repeat(41) }, admin.token)).toMatchObject({
      fields: { name: expect.any(String) },
    });
    expect(await errorOf(createTag, { name: 'Mine' }, member.token)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(updateTag, { id: vip.id, name: 'Mine' }, member.token)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(deleteTag, { id: vip.id }, viewer.token)).toMatchObject({ code: 'FORBIDDEN' });
    const renamed = (
      await must<{ updateTag: Tag }>(crm.url, updateTag, { id: vip.id, name: 'Key account' }, owner.token)
    ).updateTag;
    expect(renamed).toMatchObject({ id: vip.id, name: 'Key account', color: 'gold' });
    const recoloured = (
      await must<{ updateTag: Tag }>(crm.url, updateTag, { id: vip.id, color: 'purple' }, admin.token)
    ).updateTag;
    expect(recoloured).toMatchObject({ name: 'Key account', color: 'purple' });
    expect(await errorOf(updateTag, { id: 'nobody', name: 'Nobody' }, admin.token)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await tags()).map(({ name }) => name)).toContain('Key account');
    expect(await must(crm.url, deleteTag, { id: vip.id }, admin.token)).toEqual({ deleteTag: true });
    expect((await tags()).map(({ id }) => id)).not.toContain(vip.id);
  });

  it('names a tag as renamed in the next list and a new live list, though a list read the tags a moment before', async () => {
    const tag = await newTag('Renamed soon');
    const tagged = await create({ tagIds: [tag.id] });
    const listed = async () =>
      (await must<{ customers: unknown[] }>(crm.url, list, { tagIds: [tag.id] }, viewer.token)).customers;
    expect(await listed()).toEqual([{ id: tagged.id, tags: [{ name: 'Renamed soon' }] }]);
    await must(crm.url, updateTag, { id: tag.id, name: 'Renamed' }, admin.token);
    expect(await listed()).toEqual([{ id: tagged.id, tags: [{ name: 'Renamed' }] }]);
    const { client } = wsClient(crm.url, { token: viewer.token });
    const live =
      'subscription S($t: [ID!]) { customerChanges(tagIds: $t) { changes { customer { id tags { name } } } } }';
    const feed = collect<{ customerChanges: { changes: unknown[] } }>(client, live, { t: [tag.id] });
    try {
      const [initial] = await feed.until(1);
      expect(initial!.data!.customerChanges.changes).toEqual([
        { customer: { id: tagged.id, tags: [{ name: 'Renamed' }] } },
      ]);
    } finally {
      feed.dispose();
      await client.dispose();
    }
  });

  it('tags customers through saveCustomer; an unknown tag id is refused naming tagIds, nothing saved; an edit without tagIds keeps them', async () => {
    const [hot, cold] = [await newTag('Hot'), await newTag('Cold', 'cyan')];
    const tagged = await create({ tagIds: [hot.id, cold.id] });
    expect(tagged.tags).toEqual([
      { id: cold.id, name: 'Cold', color: 'cyan' },
      { id: hot.id, name: 'Hot', color: 'blue' },
    ]);
    const countBefore = (await must<{ customers: unknown[] }>(crm.url, '{ customers { id } }', {}, member.token))
      .customers.length;
    expect(await errorOf(save, { input: customerInput({ tagIds: [hot.id, 'no-such-tag'] }) }, member.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { tagIds: 'No such tag' },
    });
    expect(
      await errorOf(save, { input: customerInput({ id: tagged.id, tagIds: ['no-such-tag'] }) }, member.token),
    ).toMatchObject({ fields: { tagIds: 'No such tag' } });
    expect(
      (await must<{ customers: unknown[] }>(crm.url, '{ customers { id } }', {}, member.token)).customers.length,
    ).toBe(countBefore);
    const edited = (
      await must<{ saveCustomer: { tags: Tag[] } }>(
        crm.url,
        save,
        { input: customerInput({ id: tagged.id }) },
        member.token,
      )
    ).saveCustomer;
    expect(edited.tags.map(({ name }) => name)).toEqual(['Cold', 'Hot']);
    expect(await errorOf(save, { input: customerInput({ tagIds: [hot.id] }) }, viewer.token)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await tags()).find(({ id }) => id === hot.id)?.count).toBe(1);
  });

  it('filters by several tags (customers carrying all of them), in lists, pages, live lists and exports', async () => {
    const [gold, silver] = [await newTag('Gold'), await newTag('Silver')];
    const both = await create({ tagIds: [gold.id, silver.id] });
    const goldOnly = await create({ tagIds: [gold.id] });
    await create();
    expect(await carrying([gold.id])).toEqual([both.id, goldOnly.id].sort());
    expect(await carrying([gold.id, silver.id])).toEqual([both.id]);
    expect(await carrying(['no-such-tag'])).toEqual([]);
    const page = await must<{ customerPage: { totalCount: number } }>(
      crm.url,
      'query P($tagIds: [ID!]) { customerPage(tagIds: $tagIds, first: 10) { totalCount } }',
      { tagIds: [silver.id, gold.id] },
      viewer.token,
    );
    expect(page.customerPage.totalCount).toBe(1);
    const response = await fetch(`${crm.url}/export/customers.csv?tagIds=${gold.id},${silver.id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.length).toBe(2);
    expect(lines[1]!.startsWith(`"${both.id}"`)).toBe(true);
    // The tags column, no company, then every phone and email.
    expect(lines[1]!).toMatch(/,"Gold; Silver","","work: [^"]+","work: [^"]+"$/);

    // Live: a customer tagged Silver joins the list of Gold and Silver; one whose tag is taken off leaves it.
    const { client } = wsClient(crm.url, { token: viewer.token });
    const feed = collect<{
      customerChanges: { changes: Array<{ type: string; customer: { id: string; tags: Array<{ name: string }> } }> };
    }>(
      client,
      'subscription S($tagIds: [ID!]) { customerChanges(tagIds: $tagIds) { changes { type customer { id tags { name } } } } }',
      {
        tagIds: [gold.id, silver.id],
      },
    );
    try {
      const [initial] = await feed.until(1);
      expect(initial!.data!.customerChanges.changes.map(({ customer }) => customer.id)).toEqual([both.id]);
      await must(
        crm.url,
        save,
        { input: customerInput({ id: goldOnly.id, tagIds: [gold.id, silver.id] }) },
        member.token,
      );
      const [, joined] = await feed.until(2);
      expect(joined!.data!.customerChanges.changes).toEqual([
        { type: 'ADDED', customer: { id: goldOnly.id, tags: [{ name: 'Gold' }, { name: 'Silver' }] } },
      ]);
      await must(crm.url, save, { input: customerInput({ id: both.id, tagIds: [gold.id] }) }, member.token);
      const [, , left] = await feed.until(3);
      expect(left!.data!.customerChanges.changes).toEqual([
        { type: 'REMOVED', customer: { id: both.id, tags: [{ name: 'Gold' }] } },
      ]);
    } finally {
      feed.dispose();
      await client.dispose();
    }
  });

  it('adds and removes tags in bulk as one undoable change, by ids or by filter and tags; bad tags are refused by name', async () => {
    const [lead, won] = [await newTag('Lead', 'orange'), await newTag('Won', 'green')];
    const a = await create({ tagIds: [lead.id] });
    const b = await create({ tagIds: [lead.id] });
    const c = await create();
    const { tagCustomers } = await must<{ tagCustomers: { id: string; count: number } }>(
      crm.url,
      tagMany,
      { selection: { filter: 'ACTIVE', tagIds: [lead.id] }, add: [won.id], remove: [lead.id] },
      member.token,
    );
    expect(tagCustomers.count).toBe(2);
    expect(await carrying([won.id])).toEqual([a.id, b.id].sort());
    expect(await carrying([lead.id])).toEqual([]);
    // b is written since the change: its undo leaves it as it is.
    await must(crm.url, save, { input: customerInput({ id: b.id }) }, member.token);
    const { undoBulkChange } = await must<{
      undoBulkChange: { reverted: number; keptChangedSince: Array<{ id: string }> };
    }>(crm.url, undo, { id: tagCustomers.id }, member.token);
    expect(undoBulkChange).toEqual({ reverted: 1, keptChangedSince: [{ id: b.id }] });
    expect(await carrying([lead.id])).toEqual([a.id]);
    expect(await carrying([won.id])).toEqual([b.id]);

    const byIds = await must<{ tagCustomers: { count: number } }>(
      crm.url,
      tagMany,
      { selection: { ids: [a.id, c.id] }, add: [won.id] },
      member.token,
    );
    expect(byIds.tagCustomers.count).toBe(2);
    const before = await carrying([won.id]);
    for (const [variables, fields] of [
      [{ add: ['no-such-tag'] }, { add: 'No such tag' }],
      [{ remove: ['no-such-tag'] }, { remove: 'No such tag' }],
      [{}, { add: 'Choose tags to add or remove' }],
      [{ add: [won.id], remove: [won.id] }, { remove: 'A tag cannot be added and removed at once' }],
    ] as const) {
      expect(await errorOf(tagMany, { selection: { ids: [c.id] }, ...variables }, member.token)).toEqual({
        code: 'BAD_USER_INPUT',
        fields,
      });
    }
    expect(await errorOf(tagMany, { selection: { ids: [c.id] }, remove: [won.id] }, viewer.token)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await carrying([won.id])).toEqual(before);

    // Deleting a tag takes it off every customer.
    await must(crm.url, deleteTag, { id: won.id }, admin.token);
    const rows = (
      await must<{ customers: Array<{ id: string; tags: Array<{ name: string }> }> }>(
        crm.url,
        '{ customers { id tags { name } } }',
        {},
        viewer.token,
      )
    ).customers;
    expect(rows.filter(({ tags }) => tags.some(({ name }) => name === 'Won'))).toEqual([]);
    expect(await carrying([won.id])).toEqual([]);
  });

  it('keeps at most 500 tags', async () => {
    const have = (await tags()).length;
    for (let index = have; index < 500; index++) await newTag(`Bulk tag ${index}`);
    expect(await errorOf(createTag, { name: 'One too many' }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: 'The team can keep at most 500 tags: delete one first' },
    });
    expect((await tags()).length).toBe(500);
  }, 120_000);
});
