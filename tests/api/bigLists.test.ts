// Big lists over the API: customerPage for API clients, and the initial list of customerChanges in pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../server/domain/autoId.ts';
import { initialPageSizes } from '../../server/domain/customers/liveCustomerList.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { collect, gql, signUp, startTestCrm, tempDataDir, wsClient, type TestCrm } from '../support/crmServer.ts';

interface Page {
  customerPage: {
    nodes: Array<{ id: string }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    totalCount: number;
  };
}
interface ChangeSet {
  customerChanges: { initial: boolean; complete: boolean; changes: Array<{ type: string; customer: { id: string } }> };
}

const pageQuery = `query Page($filter: CustomerFilter, $search: String, $first: Int, $after: String) {
  customerPage(filter: $filter, search: $search, first: $first, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } totalCount }
}`;
const total = 2500;

describe('big lists', () => {
  let crm: TestCrm;
  let token: string;
  let ordered: string[];
  beforeAll(async () => {
    const dataDir = tempDataDir();
    const db = openDatabase(dataDir);
    const store = new SqliteCustomerStore(db);
    for (let i = 0; i < total; i++) {
      await store.create(newAutoId(randomBytes), {
        fname: `First${i}`,
        lname: `Last${(i * 7919) % total}`,
        email: `c${i}@example.com`,
        phone: `555 0100 ${i}`,
        phoneNormalized: null,
        address: '1 Long Road',
        notes: i % 10 === 0 ? 'tenth' : '',
      });
    }
    db.close();
    crm = await startTestCrm({ CRM_DATA_DIR: dataDir });
    ({ token } = await signUp(crm.url));
    const all = await gql<{ customers: Array<{ id: string }> }>(crm.url, '{ customers { id } }', {}, { token });
    ordered = all.body.data!.customers.map(({ id }) => id);
  });
  afterAll(() => crm.dispose());

  it('customerPage walks the whole list in the order of customers, with cursors and the total', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const { body }: { body: { data?: Page | null } } = await gql<Page>(
        crm.url,
        pageQuery,
        { first: 1000, after },
        { token },
      );
      const page: Page['customerPage'] = body.data!.customerPage;
      expect(page.totalCount).toBe(total);
      seen.push(...page.nodes.map(({ id }) => id));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(ordered);
  });

  it('customerPage searches with the same rule as customers', async () => {
    const expected = await gql<{ customers: Array<{ id: string }> }>(
      crm.url,
      '{ customers(search: "TENTH") { id } }',
      {},
      { token },
    );
    const { body } = await gql<Page>(crm.url, pageQuery, { search: 'TENTH', first: 1000 }, { token });
    expect(body.data!.customerPage.nodes).toEqual(expected.body.data!.customers);
    expect(body.data!.customerPage.totalCount).toBe(total / 10);
  });

  it('customers and customerPage sort by any column either way; pages walk that order with its cursors', async () => {
    const orderedQuery = `query Ordered($orderBy: CustomerOrder, $search: String) { customers(search: $search, orderBy: $orderBy) { id email } }`;
    const sorted = async (orderBy: unknown, search: string | null = null) =>
      (
        await gql<{ customers: Array<{ id: string; email: string }> }>(
          crm.url,
          orderedQuery,
          { orderBy, search },
          { token },
        )
      ).body.data!.customers;
    const byEmail = await sorted({ field: 'EMAIL' });
    // c0, c1, c2 ... c9, c10: numbers by value, not by character.
    expect(byEmail.slice(0, 12).map(({ email }) => email)).toEqual(
      Array.from({ length: 12 }, (_, i) => `c${i}@example.com`),
    );
    expect(byEmail).toHaveLength(total);
    const descending = await sorted({ field: 'EMAIL', direction: 'DESC' });
    expect(descending.map(({ id }) => id)).toEqual(byEmail.map(({ id }) => id).reverse());
    expect(
      (await sorted({ field: 'EMAIL', direction: 'DESC' }, 'TENTH')).slice(0, 2).map(({ email }) => email),
    ).toEqual(['c2490@example.com', 'c2480@example.com']);
    expect((await sorted({ field: 'LNAME' })).map(({ id }) => id)).toEqual(ordered);

    const pageByEmail = `query Page($first: Int, $after: String) {
      customerPage(first: $first, after: $after, orderBy: { field: EMAIL, direction: DESC }) { nodes { id } pageInfo { endCursor hasNextPage } totalCount }
    }`;
    const seen: string[] = [];
    for (let after: string | null = null; ;) {
      const { body }: { body: { data?: Page | null } } = await gql<Page>(
        crm.url,
        pageByEmail,
        { first: 1000, after },
        { token },
      );
      const page: Page['customerPage'] = body.data!.customerPage;
      seen.push(...page.nodes.map(({ id }) => id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(descending.map(({ id }) => id));
    const unknown = await gql(crm.url, '{ customers(orderBy: { field: AGE }) { id } }', {}, { token });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('customerPage refuses more than 1000 per page', async () => {
    const { body } = await gql<Page>(crm.url, pageQuery, { first: 1001 }, { token });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { first: 'Ask for 0 to 1000 customers per page' },
    });
  });

  it('sends the initial list of customerChanges in pages: the first screen first, complete on the last page', async () => {
    const socket = wsClient(crm.url, { token });
    const subscription = collect<ChangeSet>(
      socket.client,
      'subscription { customerChanges { initial complete changes { type customer { id } } } }',
    );
    const expectedPages = 1 + Math.ceil((total - initialPageSizes.first) / initialPageSizes.rest);
    const sets = (await subscription.until(expectedPages)).map((result) => result.data!.customerChanges);
    expect(sets.map((set) => [set.initial, set.complete, set.changes.length])).toEqual([
      [true, false, initialPageSizes.first],
      [false, false, initialPageSizes.rest],
      [false, true, total - initialPageSizes.first - initialPageSizes.rest],
    ]);
    expect(sets.flatMap((set) => set.changes.map((change) => change.customer.id))).toEqual(ordered);
    expect(sets.every((set) => set.changes.every((change) => change.type === 'ADDED'))).toBe(true);
    await socket.client.dispose();
  });

  it('gives subscribers of one filter with different selections each their own fields (results are shared per document)', async () => {
    const sockets = [wsClient(crm.url, { token }), wsClient(crm.url, { token })];
    const byEmail = collect<{
      customerChanges: { initial: boolean; complete: boolean; changes: Array<{ customer: Record<string, unknown> }> };
    }>(
      sockets[0]!.client,
      'subscription { customerChanges(filter: REMOVED) { initial complete changes { customer { id email } } } }',
    );
    const byName = collect<{
      customerChanges: { initial: boolean; complete: boolean; changes: Array<{ customer: Record<string, unknown> }> };
    }>(
      sockets[1]!.client,
      'subscription { customerChanges(filter: REMOVED) { complete changes { customer { fname } } } }',
    );
    await byEmail.until(1);
    await byName.until(1);
    await gql(crm.url, 'mutation($id: ID!) { removeCustomer(id: $id) { id } }', { id: ordered[0] }, { token });
    const [emailSet, nameSet] = [
      (await byEmail.until(2))[1]!.data!.customerChanges,
      (await byName.until(2))[1]!.data!.customerChanges,
    ];
    expect(emailSet).toEqual({
      initial: false,
      complete: true,
      changes: [{ customer: { id: ordered[0], email: expect.stringMatching(/@example\.com$/) } }],
    });
    expect(nameSet).toEqual({ complete: true, changes: [{ customer: { fname: expect.stringMatching(/^First/) } }] });
    for (const socket of sockets) await socket.client.dispose();
  });

  it('answers customers(...) again from a kept answer only until the next write, here or by another connection, and never to a visitor', async () => {
    const listQuery = 'query List($search: String) { customers(filter: ALL, search: $search) { id fname status } }';
    type List = { customers: Array<{ id: string; fname: string; status: boolean }> };
    const list = async (search: string | null = null) =>
      (await gql<List>(crm.url, listQuery, { search }, { token })).body.data!.customers;
    const first = await list();
    expect(first).toHaveLength(total);
    expect(await list()).toEqual(first);
    const target = first[1]!;

    // A save through the API.
    const saved = await gql(
      crm.url,
      'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      {
        input: {
          id: target.id,
          fname: 'Renamed',
          lname: 'Zzz',
          email: 'renamed@example.com',
          phone: '555 0100 999',
          address: '1 Long Road',
        },
      },
      { token },
    );
    expect(saved.body.errors).toBeUndefined();
    expect((await list()).find(({ id }) => id === target.id)?.fname).toBe('Renamed');
    expect((await list('renamed')).map(({ id }) => id)).toEqual([target.id]);

    // A write by another connection to the same data folder (a second server, a tool).
    const db = openDatabase(crm.dataDir);
    await new SqliteCustomerStore(db).setStatus(target.id, false);
    db.close();
    expect((await list()).find(({ id }) => id === target.id)?.status).toBe(false);
    expect((await list('renamed'))[0]?.status).toBe(false);

    // The same request many times at once after a write: one executes, the others get its answer, all current.
    await gql(crm.url, 'mutation($id: ID!) { restoreCustomer(id: $id) { id } }', { id: target.id }, { token });
    const together = await Promise.all(Array.from({ length: 6 }, () => list()));
    for (const answer of together) expect(answer.find(({ id }) => id === target.id)?.status).toBe(true);
    expect(new Set(together.map((answer) => JSON.stringify(answer))).size).toBe(1);

    // A visitor is refused, however many answers are kept.
    const visitor = await gql(crm.url, listQuery, { search: null });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.body.data ?? null).toBeNull();
  });
});
