// Companies over the API: members add and edit companies (a viewer is refused, reads only), names unique case aside,
// a domain that looks like one; customers join a company through saveCustomer (an unknown companyId refused by name,
// nothing saved); the list filters by company and sorts by its name, live; exports carry a company column and imports
// create or match companies; webhook bodies carry companyId.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, startTestCrm, wsClient, type TestCrm } from '../support/crmServer.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import { addWebhook } from '../support/webhookCalls.ts';

const companyFields = 'id name domain address phone notes peopleCount';
const saveCompany = `mutation S($input: CompanyInput!) { saveCompany(input: $input) { ${companyFields} } }`;
const companies = `query C($search: String, $first: Int, $after: String) {
  companies(search: $search, first: $first, after: $after) {
    nodes { ${companyFields} } pageInfo { endCursor hasNextPage } totalCount
  }
}`;
const oneCompany = `query O($id: ID!) { company(id: $id) { ${companyFields} } }`;
const save = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id company { id name } } }`;
const list = `query L($companyId: ID, $orderBy: CustomerOrder) {
  customers(companyId: $companyId, orderBy: $orderBy) { id company { name } }
}`;
const importRows = `mutation I($rows: [CustomerInput!]!) { importCustomers(rows: $rows, onDuplicate: CREATE) { created } }`;

interface Company {
  id: string;
  name: string;
  domain: string | null;
  address: string | null;
  phone: string | null;
  notes: string | null;
  peopleCount: number;
}

let serial = 0;
const customerInput = (extra: Record<string, unknown> = {}) => ({
  fname: 'Company',
  lname: `Person${String.fromCharCode(97 + (serial % 26))}`,
  email: `person${++serial}@example.com`,
  phone: `+1 212 555 ${String(1000 + serial)}`,
  address: '1 Company Row',
  ...extra,
});

describe('companies', () => {
  let crm: TestCrm;
  let owner: Person;
  let member: Person;
  let viewer: Person;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_WEBHOOKS_ALLOW_PRIVATE: 'true' });
    owner = await signUp(crm.url);
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await receiver.close();
    await crm.dispose();
  });

  const newCompany = async (input: Record<string, unknown>, token = member.token) =>
    (await must<{ saveCompany: Company }>(crm.url, saveCompany, { input }, token)).saveCompany;
  const create = async (extra: Record<string, unknown> = {}) =>
    (
      await must<{ saveCustomer: { id: string; company: { id: string; name: string } | null } }>(
        crm.url,
        save,
        { input: customerInput(extra) },
        member.token,
      )
    ).saveCustomer;
  const company = async (id: string) =>
    (await must<{ company: Company | null }>(crm.url, oneCompany, { id }, viewer.token)).company;
  const inCompany = async (companyId: string) =>
    (await must<{ customers: Array<{ id: string }> }>(crm.url, list, { companyId }, viewer.token)).customers
      .map(({ id }) => id)
      .sort();
  const errorOf = async (query: string, variables: Record<string, unknown>, token: string) =>
    (await gql(crm.url, query, variables, { token })).body.errors?.[0]?.extensions;

  it('lets members add and edit companies; names unique case aside, a domain that looks like one; viewers only read', async () => {
    const acme = await newCompany({ name: ' Acme ', domain: 'https://www.ACME.com/about', address: '', notes: 'Big' });
    expect(acme).toMatchObject({ name: 'Acme', domain: 'acme.com', address: null, notes: 'Big', peopleCount: 0 });
    expect(await errorOf(saveCompany, { input: { name: 'ACME' } }, member.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: 'A company with this name already exists' },
    });
    expect(await errorOf(saveCompany, { input: { name: '' } }, member.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Please name the company' },
    });
    expect(await errorOf(saveCompany, { input: { name: 'Odd', domain: 'not a domain' } }, member.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { domain: 'Please insert a domain such as example.com' },
    });
    expect(await errorOf(saveCompany, { input: { name: 'Viewer Co' } }, viewer.token)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await errorOf(saveCompany, { input: { id: 'nobody', name: 'Nobody' } }, member.token)).toMatchObject({
      code: 'NOT_FOUND',
    });
    const edited = await newCompany({ id: acme.id, name: 'Acme Corp', domain: 'acme.com', phone: '+1 212 555 0100' });
    expect(edited).toMatchObject({ id: acme.id, name: 'Acme Corp', phone: '+1 212 555 0100', notes: null });
    expect(await company(acme.id)).toEqual(edited);
    expect(await company('nobody')).toBeNull();
    const page = await must<{ companies: { nodes: Company[]; totalCount: number } }>(
      crm.url,
      companies,
      { search: 'acme' },
      viewer.token,
    );
    expect(page.companies.nodes.map(({ name }) => name)).toEqual(['Acme Corp']);
  });

  it('puts customers in a company (an unknown one refused by name, nothing saved); counts, filters and sorts by it', async () => {
    const [globex, initech] = [await newCompany({ name: 'Globex' }), await newCompany({ name: 'Initech' })];
    const a = await create({ companyId: globex.id });
    expect(a.company).toEqual({ id: globex.id, name: 'Globex' });
    const b = await create({ companyId: initech.id });
    const none = await create();
    const before = await inCompany(globex.id);
    expect(await errorOf(save, { input: customerInput({ companyId: 'no-such-company' }) }, member.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { companyId: 'No such company' },
    });
    expect(await errorOf(save, { input: customerInput({ id: b.id, companyId: 'nope' }) }, member.token)).toMatchObject({
      fields: { companyId: 'No such company' },
    });
    expect(await inCompany(initech.id)).toEqual([b.id]);
    expect(await inCompany(globex.id)).toEqual(before);
    expect((await company(globex.id))?.peopleCount).toBe(1);

    const ordered = await must<{ customers: Array<{ id: string; company: { name: string } | null }> }>(
      crm.url,
      list,
      { orderBy: { field: 'COMPANY', direction: 'DESC' } },
      viewer.token,
    );
    const ids = ordered.customers.map(({ id }) => id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(none.id));
    const page = await must<{ customerPage: { totalCount: number; nodes: Array<{ id: string }> } }>(
      crm.url,
      'query P($companyId: ID) { customerPage(companyId: $companyId, first: 10) { totalCount nodes { id } } }',
      { companyId: globex.id },
      viewer.token,
    );
    expect(page.customerPage).toEqual({ totalCount: 1, nodes: [{ id: a.id }] });

    // Out of the company: null takes the customer out; left out, an edit keeps it.
    await must(crm.url, save, { input: customerInput({ id: b.id }) }, member.token);
    expect(await inCompany(initech.id)).toEqual([b.id]);
    await must(crm.url, save, { input: customerInput({ id: b.id, companyId: null }) }, member.token);
    expect(await inCompany(initech.id)).toEqual([]);
    expect((await company(initech.id))?.peopleCount).toBe(0);
  });

  it('tells the live list of a company when a customer joins or leaves it', async () => {
    const hooli = await newCompany({ name: 'Hooli' });
    const first = await create({ companyId: hooli.id });
    const second = await create();
    const { client } = wsClient(crm.url, { token: viewer.token });
    const feed = collect<{
      customerChanges: { changes: Array<{ type: string; customer: { id: string; company: { name: string } | null } }> };
    }>(
      client,
      'subscription S($companyId: ID) { customerChanges(companyId: $companyId) { changes { type customer { id company { name } } } } }',
      { companyId: hooli.id },
    );
    try {
      const [initial] = await feed.until(1);
      expect(initial!.data!.customerChanges.changes.map(({ customer }) => customer.id)).toEqual([first.id]);
      await must(crm.url, save, { input: customerInput({ id: second.id, companyId: hooli.id }) }, member.token);
      const [, joined] = await feed.until(2);
      expect(joined!.data!.customerChanges.changes).toEqual([
        { type: 'ADDED', customer: { id: second.id, company: { name: 'Hooli' } } },
      ]);
      await must(crm.url, save, { input: customerInput({ id: first.id, companyId: null }) }, member.token);
      const [, , left] = await feed.until(3);
      expect(left!.data!.customerChanges.changes).toEqual([
        { type: 'REMOVED', customer: { id: first.id, company: null } },
      ]);
    } finally {
      feed.dispose();
      await client.dispose();
    }
  });

  it('exports a company column; imports create a company named in a row or match an email’s domain', async () => {
    const umbrella = await newCompany({ name: 'Umbrella', domain: 'umbrella.example' });
    const inside = await create({ companyId: umbrella.id });
    const response = await fetch(`${crm.url}/export/customers.csv?companyId=${umbrella.id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.endsWith(',"tags","company","phones","emails"')).toBe(true);
    // The company's cell comes before the phones' and emails' cells.
    expect(
      lines.slice(1).map((line) => [line.slice(1, 1 + inside.id.length), /,"Umbrella","[^"]*","[^"]*"$/.test(line)]),
    ).toEqual([[inside.id, true]]);

    const rows = [
      customerInput({ fname: 'Imported', companyName: 'umbrella' }),
      customerInput({ fname: 'Newco', companyName: 'Brand New Co' }),
      customerInput({ fname: 'Bydomain', email: 'someone@Umbrella.example' }),
    ];
    const imported = await must<{ importCustomers: { created: number } }>(crm.url, importRows, { rows }, owner.token);
    expect(imported.importCustomers.created).toBe(3);
    expect((await company(umbrella.id))?.peopleCount).toBe(3);
    const found = await must<{ companies: { nodes: Company[] } }>(
      crm.url,
      companies,
      { search: 'brand new' },
      viewer.token,
    );
    expect(found.companies.nodes.map(({ name, peopleCount }) => [name, peopleCount])).toEqual([['Brand New Co', 1]]);
  });

  it('carries companyId in webhook bodies', async () => {
    await addWebhook(crm.url, owner.token, receiver, ['customer.created', 'customer.updated']);
    const wayne = await newCompany({ name: 'Wayne' });
    const made = await create({ companyId: wayne.id });
    await must(crm.url, save, { input: customerInput({ id: made.id, companyId: null }) }, member.token);
    await receiver.until((received) => received.length >= 2, 20_000);
    const [created, updated] = receiver.received;
    expect(created!.data.customer).toMatchObject({ id: made.id, companyId: wayne.id });
    expect(updated!.data).toMatchObject({
      customer: { id: made.id, companyId: null },
      changes: expect.arrayContaining([{ field: 'companyId', before: wayne.id, after: null }]),
    });
  });
});
