// Customer.history (docs/collaboration.md) through the API:
// who did what to a customer and when, newest first, in pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

interface HistoryPage {
  nodes: Array<{
    at: string;
    by: { email: string } | null;
    type: string;
    changes: Array<{ field: string; from: string | null; to: string | null }>;
  }>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}
const historyQuery = `query History($id: ID!, $first: Int, $after: String) {
  customer(id: $id) { history(first: $first, after: $after) { nodes { at by { email } type changes { field from to } } pageInfo { endCursor hasNextPage } } }
}`;

describe('Customer.history', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm();
  });
  afterAll(() => crm.dispose());

  it('names who created, edited and removed a customer and what changed, newest first, page by page', async () => {
    const owner = await signUp(crm.url);
    const colleague = await signUp(crm.url);
    const input = {
      fname: 'Hedy',
      lname: 'Lamarr',
      email: 'hedy@example.com',
      phone: '555 010 0300',
      address: '1 Frequency Way',
    };
    const created = await gql<{ saveCustomer: { id: string } }>(
      crm.url,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input },
      { token: owner.token },
    );
    const id = created.body.data!.saveCustomer.id;
    await gql(
      crm.url,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input: { ...input, id, phone: '555 010 0399', notes: 'Inventor' } },
      { token: colleague.token },
    );
    await gql(crm.url, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, { token: owner.token });

    const history = async (first: number, after?: string | null) => {
      const { body } = await gql<{ customer: { history: HistoryPage } }>(
        crm.url,
        historyQuery,
        { id, first, after },
        { token: owner.token },
      );
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.customer.history;
    };
    const newest = await history(2);
    expect(newest.nodes.map(({ by, type, changes }) => ({ by: by?.email, type, changes }))).toEqual([
      { by: owner.email, type: 'REMOVED', changes: [{ field: 'status', from: 'true', to: 'false' }] },
      {
        by: colleague.email,
        type: 'EDITED',
        changes: [
          { field: 'phone', from: '555 010 0300', to: '555 010 0399' },
          { field: 'notes', from: '', to: 'Inventor' },
        ],
      },
    ]);
    expect(newest.nodes[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(newest.pageInfo.hasNextPage).toBe(true);
    const older = await history(2, newest.pageInfo.endCursor);
    expect(older.nodes.map(({ by, type }) => [by?.email, type])).toEqual([[owner.email, 'CREATED']]);
    expect(older.pageInfo).toEqual({ endCursor: expect.any(String), hasNextPage: false });

    const tooMany = await gql(crm.url, historyQuery, { id, first: 1001 }, { token: owner.token });
    expect(tooMany.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { first: 'Ask for 0 to 1000 entries' },
    });
  });
});
