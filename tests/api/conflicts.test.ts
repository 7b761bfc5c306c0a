// Edit conflicts through the API (docs/collaboration.md): a save or remove sent with the version the client saw merges
// with what others wrote since, or answers CONFLICT with the customer as it is; one sent without a version still
// overwrites.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

const customerFields = 'id fname lname email phone address notes status version';
const save = `mutation ($input: CustomerInput!) { saveCustomer(input: $input) { ${customerFields} } }`;
const remove = `mutation ($id: ID!, $version: Int) { removeCustomer(id: $id, version: $version) { ${customerFields} } }`;

interface Customer {
  id: string;
  phone: string;
  notes: string;
  status: boolean;
  version: number;
}

describe('saveCustomer and removeCustomer with a version', () => {
  let crm: TestCrm;
  let token: string;
  const input = {
    fname: 'Rosalind',
    lname: 'Franklin',
    email: 'rosalind@example.com',
    phone: '555 010 0400',
    address: '51 Photo Lane',
  };
  const saved = async (variables: Record<string, unknown>, query = save) => {
    const { body } = await gql<{ saveCustomer?: Customer; removeCustomer?: Customer }>(crm.url, query, variables, {
      token,
    });
    return body;
  };

  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('merges edits of different fields made on the same version', async () => {
    const created = (await saved({ input })).data!.saveCustomer!;
    expect(created.version).toBe(1);
    await saved({ input: { ...input, id: created.id, version: 1, phone: '555 010 0499' } });
    const merged = (await saved({ input: { ...input, id: created.id, version: 1, notes: 'Photo 51' } })).data!
      .saveCustomer!;
    expect(merged).toMatchObject({ phone: '555 010 0499', notes: 'Photo 51', version: 3 });
  });

  it('answers CONFLICT with the current customer and the fields in conflict, and changes nothing', async () => {
    const created = (await saved({ input })).data!.saveCustomer!;
    const theirs = (await saved({ input: { ...input, id: created.id, version: 1, phone: '555 010 0411' } })).data!
      .saveCustomer!;
    const body = await saved({ input: { ...input, id: created.id, version: 1, phone: '555 010 0422', notes: 'mine' } });
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors!;
    expect(error!.extensions).toEqual({
      code: 'CONFLICT',
      customer: expect.objectContaining({ ...theirs }),
      conflicts: ['phone'],
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|\/server\//);
    const { body: now } = await gql<{ customer: Customer }>(
      crm.url,
      `query ($id: ID!) { customer(id: $id) { ${customerFields} } }`,
      { id: created.id },
      { token },
    );
    expect(now.data!.customer).toEqual(theirs);
  });

  it('refuses a remove on a version from before someone else restored the customer, and lets one without a version through', async () => {
    const created = (await saved({ input })).data!.saveCustomer!;
    await saved({ id: created.id, version: 1 }, remove);
    await saved(
      { id: created.id, version: 2 },
      `mutation ($id: ID!, $version: Int) { restoreCustomer(id: $id, version: $version) { id } }`,
    );
    const stale = await saved({ id: created.id, version: 2 }, remove);
    expect(stale.errors![0]!.extensions!.code).toBe('CONFLICT');
    expect((await saved({ id: created.id }, remove)).data!.removeCustomer!).toMatchObject({
      status: false,
      version: 4,
    });
  });
});
