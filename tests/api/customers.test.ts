import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Customer } from '../../server/domain/customers/customer.ts';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

const fields = 'id fname lname email phone address notes status';
const saveMutation = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { ${fields} } }`;
const removeMutation = `mutation Remove($id: ID!) { removeCustomer(id: $id) { ${fields} } }`;
const restoreMutation = `mutation Restore($id: ID!) { restoreCustomer(id: $id) { ${fields} } }`;
const listQuery = `query List($filter: CustomerFilter, $search: String) { customers(filter: $filter, search: $search) { ${fields} } }`;
const oneQuery = `query One($id: ID!) { customer(id: $id) { ${fields} } }`;

const valid = {
  fname: 'Grace',
  lname: 'Hopper',
  email: 'grace@example.com',
  phone: '555 123 4567',
  address: '1 Navy Yard',
  notes: 'Prefers email',
};

describe('customers', () => {
  let crm: TestCrm;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(crm.url, query, variables, { token });
  const save = async (input: Record<string, unknown>) => {
    const { body } = await call<{ saveCustomer: Customer }>(saveMutation, { input });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.saveCustomer;
  };
  const list = async (filter?: string, search?: string) =>
    (await call<{ customers: Customer[] }>(listQuery, { filter, search })).body.data!.customers;

  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('creates a customer with a 20-character id and status true, trimming the fields', async () => {
    const created = await save({ ...valid, fname: '  Grace ' });
    expect(created).toEqual({ ...valid, id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), status: true });
    expect((await call<{ customer: Customer }>(oneQuery, { id: created.id })).body.data?.customer).toEqual(created);
  });

  it('stores missing notes as an empty string', async () => {
    const { notes: _notes, ...withoutNotes } = valid;
    expect((await save(withoutNotes)).notes).toBe('');
  });

  it('edits by merging into the existing customer and keeps its status', async () => {
    const created = await save(valid);
    await call(removeMutation, { id: created.id });
    const edited = await save({ ...valid, id: created.id, fname: 'Amazing Grace' });
    expect(edited).toEqual({ ...created, fname: 'Amazing Grace', status: false });
  });

  it('lists customers by last name, then first name, ignoring case and accents, whatever order they were added in', async () => {
    const tag = `order${Date.now()}`;
    for (const [fname, lname] of [
      ['Yann', 'Young'],
      ['Ann', 'Baker'],
      ['Eve', 'Émond'],
      ['al', 'Baker'],
      ['Zoe', 'adams'],
      ['Dan', 'Edwards'],
    ]) {
      await save({ ...valid, fname, lname, notes: tag });
    }
    const names = (await list('ALL', tag)).map((customer) => `${customer.fname} ${customer.lname}`);
    expect(names).toEqual(['Zoe adams', 'al Baker', 'Ann Baker', 'Dan Edwards', 'Eve Émond', 'Yann Young']);
  });

  it('answers NOT_FOUND for an unknown id on save, remove and restore, and null on read', async () => {
    for (const [query, variables] of [
      [saveMutation, { input: { ...valid, id: 'no-such-customer-id0' } }],
      [removeMutation, { id: 'no-such-customer-id0' }],
      [restoreMutation, { id: 'no-such-customer-id0' }],
    ] as const) {
      const { body } = await call(query, variables);
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await call(oneQuery, { id: 'no-such-customer-id0' })).body).toEqual({ data: { customer: null } });
  });

  it('removes and restores, moving the customer between the filters', async () => {
    const created = await save({ ...valid, lname: 'Removable' });
    const removed = (await call<{ removeCustomer: Customer }>(removeMutation, { id: created.id })).body.data!
      .removeCustomer;
    expect(removed).toEqual({ ...created, status: false });
    expect((await list('ACTIVE')).map((c) => c.id)).not.toContain(created.id);
    expect((await list()).map((c) => c.id)).not.toContain(created.id);
    expect((await list('REMOVED')).map((c) => c.id)).toContain(created.id);
    expect((await list('ALL')).map((c) => c.id)).toContain(created.id);

    const restored = (await call<{ restoreCustomer: Customer }>(restoreMutation, { id: created.id })).body.data!
      .restoreCustomer;
    expect(restored.status).toBe(true);
    expect((await list('ACTIVE')).map((c) => c.id)).toContain(created.id);
    expect((await list('REMOVED')).map((c) => c.id)).not.toContain(created.id);
  });

  it('searches case-insensitively across first name, last name, email, phone, address and notes', async () => {
    const target = await save({
      fname: 'Zebulon',
      lname: 'Quixote',
      email: 'zq.unique@mailhost.test',
      phone: '777 888 9990',
      address: '42 Windmill Lane',
      notes: 'Tilts at giants',
    });
    for (const search of ['zebu', 'QUIX', 'MAILHOST', '888 999', 'windmill', 'GIANTS']) {
      const found = await list('ALL', search);
      expect(found.map((c) => c.id)).toEqual([target.id]);
    }
    expect(await list('ALL', 'nothing-matches-this')).toEqual([]);
    await call(removeMutation, { id: target.id });
    expect(await list('ACTIVE', 'zebulon')).toEqual([]);
    expect((await list('REMOVED', 'zebulon')).map((c) => c.id)).toEqual([target.id]);
  });
});
