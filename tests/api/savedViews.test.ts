// Saved views of the customers list through the real server on each store: who may save, share, change and delete
// which view, what each person's list of views holds, and bad input refused with its fields.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { codeOf, joinAs, must, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

const viewFields =
  'id name shared owner { uid email } filter search customerOwner companyId orderBy { field direction } columns';
const saveView = `mutation SaveView($input: SavedViewInput!) { saveView(input: $input) { ${viewFields} } }`;
const savedViews = `{ savedViews { ${viewFields} } }`;
const deleteView = 'mutation DeleteView($id: ID!) { deleteView(id: $id) }';

interface View {
  id: string;
  name: string;
  shared: boolean;
  owner: { uid: string; email: string } | null;
  filter: string;
  search: string | null;
  customerOwner: string | null;
  companyId: string | null;
  orderBy: { field: string; direction: string }[];
  columns: string[];
}

const springfield = {
  name: 'Removed in Springfield, by email',
  filter: 'REMOVED',
  search: 'Springfield',
  orderBy: [{ field: 'EMAIL', direction: 'DESC' }],
  columns: ['email', 'lname', 'fname'],
  companyId: null,
};

describe.each(crmStores)('saved views on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let colleague: Person;
  let viewer: Person;
  beforeAll(async () => {
    crm = await start();
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    colleague = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
  }, 60_000);
  afterAll(() => crm.dispose());

  const save = async (person: Person, input: Record<string, unknown>) =>
    (await must<{ saveView: View }>(crm.url, saveView, { input }, person.token)).saveView;
  const viewsOf = async (person: Person) =>
    (await must<{ savedViews: View[] }>(crm.url, savedViews, {}, person.token)).savedViews;

  it('lets another person see a shared view but not a personal one, each whole; the owner sees both', async () => {
    const personal = await save(member, { ...springfield, name: 'Mine alone' });
    // "My customers" kept as "me": each person who opens it sees their own.
    const shared = await save(member, { ...springfield, shared: true, customerOwner: 'me' });
    expect(shared).toEqual({
      id: expect.any(String),
      ...springfield,
      customerOwner: 'me',
      shared: true,
      owner: { uid: member.uid, email: member.email },
    });
    expect(personal).toMatchObject({ shared: false, customerOwner: null });

    expect((await viewsOf(member)).map(({ id }) => id)).toEqual([personal.id, shared.id]);
    expect(await viewsOf(colleague)).toEqual([shared]);
    expect(await viewsOf(viewer)).toEqual([shared]);
    // The owner and admins see the team's shared views, not the others' personal ones.
    expect((await viewsOf(admin)).map(({ id }) => id)).toEqual([shared.id]);
    await must(crm.url, deleteView, { id: personal.id }, member.token);
    await must(crm.url, deleteView, { id: shared.id }, member.token);
  });

  it('lets only the owner change or delete a view, and an owner or admin a shared one; FORBIDDEN otherwise, changing nothing', async () => {
    const personal = await save(member, { ...springfield, name: 'Personal' });
    const shared = await save(member, { ...springfield, name: 'Shared', shared: true });
    for (const someone of [colleague, viewer, admin, owner]) {
      expect(
        await codeOf(crm.url, saveView, { input: { ...springfield, id: personal.id, name: 'Taken' } }, someone.token),
      ).toBe('FORBIDDEN');
      expect(await codeOf(crm.url, deleteView, { id: personal.id }, someone.token)).toBe('FORBIDDEN');
    }
    for (const someone of [colleague, viewer]) {
      expect(
        await codeOf(
          crm.url,
          saveView,
          { input: { ...springfield, id: shared.id, name: 'Taken', shared: true } },
          someone.token,
        ),
      ).toBe('FORBIDDEN');
      expect(await codeOf(crm.url, deleteView, { id: shared.id }, someone.token)).toBe('FORBIDDEN');
    }
    expect((await viewsOf(member)).map(({ name }) => name)).toEqual(['Personal', 'Shared']);

    // The owner changes their own; an admin tidies the shared one, which stays its saver's.
    const renamed = await save(member, {
      ...springfield,
      id: personal.id,
      name: 'Personal, renamed',
      columns: ['phone', 'email'],
      orderBy: null,
      search: null,
      filter: 'ALL',
    });
    expect(renamed).toEqual({
      id: personal.id,
      name: 'Personal, renamed',
      shared: false,
      owner: { uid: member.uid, email: member.email },
      filter: 'ALL',
      search: null,
      customerOwner: null,
      companyId: null,
      orderBy: [],
      columns: ['phone', 'email'],
    });
    const tidied = await save(admin, { ...springfield, id: shared.id, name: 'Shared, tidied', shared: true });
    expect(tidied.owner).toEqual({ uid: member.uid, email: member.email });
    expect((await viewsOf(colleague)).map(({ name }) => name)).toEqual(['Shared, tidied']);
    expect((await must<{ deleteView: boolean }>(crm.url, deleteView, { id: shared.id }, owner.token)).deleteView).toBe(
      true,
    );
    expect(await viewsOf(colleague)).toEqual([]);
    expect(await codeOf(crm.url, deleteView, { id: shared.id }, member.token)).toBe('NOT_FOUND');
    expect(
      (await must<{ deleteView: boolean }>(crm.url, deleteView, { id: personal.id }, member.token)).deleteView,
    ).toBe(true);
  });

  it('lets a viewer keep personal views but not share one', async () => {
    expect(await codeOf(crm.url, saveView, { input: { ...springfield, shared: true } }, viewer.token)).toBe(
      'FORBIDDEN',
    );
    const own = await save(viewer, springfield);
    expect(own.shared).toBe(false);
    expect(await codeOf(crm.url, saveView, { input: { ...springfield, id: own.id, shared: true } }, viewer.token)).toBe(
      'FORBIDDEN',
    );
    expect((await viewsOf(viewer)).map(({ id }) => id)).toEqual([own.id]);
    await must(crm.url, deleteView, { id: own.id }, viewer.token);
    expect(await viewsOf(viewer)).toEqual([]);
  });

  it('keeps a company filter for whoever opens the view; a company that does not exist is refused by companyId', async () => {
    const { saveCompany } = await must<{ saveCompany: { id: string } }>(
      crm.url,
      'mutation ($input: CompanyInput!) { saveCompany(input: $input) { id } }',
      { input: { name: 'Acme Views' } },
      member.token,
    );
    const shared = await save(member, { ...springfield, shared: true, companyId: saveCompany.id });
    expect(shared.companyId).toBe(saveCompany.id);
    expect(await viewsOf(colleague)).toEqual([shared]);
    const { body } = await gql(
      crm.url,
      saveView,
      { input: { ...springfield, id: shared.id, shared: true, companyId: 'no-such-company' } },
      { token: member.token },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { companyId: 'No such company' },
    });
    expect(await viewsOf(colleague)).toEqual([shared]);
    await must(crm.url, deleteView, { id: shared.id }, member.token);
  });

  it('refuses bad input with BAD_USER_INPUT naming each field, and saves nothing', async () => {
    const { body } = await gql(
      crm.url,
      saveView,
      {
        input: {
          ...springfield,
          name: ' ',
          columns: ['email', 'shoe size'],
          orderBy: [{ field: 'EMAIL' }, { field: 'EMAIL' }],
        },
      },
      { token: member.token },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'Please name the view',
        columns: expect.stringContaining('Unknown column: shoe size'),
        orderBy: 'Sort by each column once',
      },
    });
    const empty = await gql(crm.url, saveView, { input: { ...springfield, columns: [] } }, { token: member.token });
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { columns: 'Choose at least one column' },
    });
    expect(await codeOf(crm.url, saveView, { input: { ...springfield, name: 'n'.repeat(81) } }, member.token)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(crm.url, saveView, { input: { ...springfield, id: 'view_nobody' } }, member.token)).toBe(
      'NOT_FOUND',
    );
    expect(await viewsOf(member)).toEqual([]);
    expect(await codeOf(crm.url, savedViews)).toBe('UNAUTHENTICATED');
  });
});
