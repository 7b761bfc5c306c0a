// Custom fields as the list's columns over the API, on the embedded store and on Firestore: customers and customerPage
// in a NUMBER field's order (10 after 9, negatives first, no value last either way) paged through cursors, a DATE's and
// a TEXT's with accents; fieldFilters of each type on the lists, the live list and the exports (which keep the order);
// the refusals naming orderBy and fieldFilters; a saved view keeping all of it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { parseCsv } from '../support/csv.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

const define = `mutation C($input: CustomFieldInput!) { createCustomField(input: $input) { id key } }`;
const archive = `mutation A($id: ID!) { archiveCustomField(id: $id) { id } }`;
const save = `mutation S($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
const list = `query L($orderBy: CustomerOrder, $fieldFilters: [CustomFieldFilterInput!]) {
  customers(orderBy: $orderBy, fieldFilters: $fieldFilters) { lname } }`;
const page = `query P($orderBy: CustomerOrder, $fieldFilters: [CustomFieldFilterInput!], $after: String) {
  customerPage(first: 2, after: $after, orderBy: $orderBy, fieldFilters: $fieldFilters) {
    nodes { lname } pageInfo { endCursor hasNextPage } totalCount } }`;

const people: Array<[string, Record<string, string>]> = [
  ['Ten', { deal_value: '10', signed_on: '2024-02-29', story: 'émile', stage: 'Won', newsletter: 'true' }],
  ['Nine', { deal_value: '9', signed_on: '1999-12-31', story: 'Zoë', stage: 'Lead' }],
  ['Minus', { deal_value: '-3.5', signed_on: '2024-10-01', story: 'eva', stage: 'Lead', newsletter: 'false' }],
  ['Blank', {}],
];

describe.each(crmStores)('custom field columns on %s', (_storeName, start) => {
  let crm: TestCrm;
  let owner: Person;
  let member: Person;
  let storyId: string;
  beforeAll(async () => {
    crm = await start({ CRM_API_RATE_PER_MINUTE: '10000' });
    owner = await signUp(crm.url);
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    const fields = [
      { label: 'Deal value', type: 'NUMBER' },
      { label: 'Signed on', type: 'DATE' },
      { label: 'Story', type: 'TEXT' },
      { label: 'Stage', type: 'SELECT', options: ['Lead', 'Won'] },
      { label: 'Newsletter', type: 'CHECKBOX' },
      { label: 'Old notes', type: 'TEXT' },
    ];
    for (const input of fields) {
      const { createCustomField } = await must<{ createCustomField: { id: string; key: string } }>(
        crm.url,
        define,
        { input },
        owner.token,
      );
      if (createCustomField.key === 'old_notes') storyId = createCustomField.id;
    }
    await must(crm.url, archive, { id: storyId }, owner.token);
    for (const [index, [lname, values]] of people.entries()) {
      const input = {
        fname: 'Same',
        lname,
        email: `${lname.toLowerCase()}@example.com`,
        phone: `+1 212 555 ${1000 + index}`,
        address: '1 Row',
        fields: Object.entries(values).map(([key, value]) => ({ key, value })),
      };
      await must(crm.url, save, { input }, member.token);
    }
  }, 120_000);
  afterAll(() => crm?.dispose());

  const names = async (variables: Record<string, unknown>) =>
    (await must<{ customers: Array<{ lname: string }> }>(crm.url, list, variables, member.token)).customers.map(
      ({ lname }) => lname,
    );
  const custom = (fieldKey: string, direction = 'ASC') => ({ orderBy: { field: 'CUSTOM', fieldKey, direction } });

  it('orders by a NUMBER field by value, no value last either way, and pages through cursors in that order', async () => {
    expect(await names(custom('deal_value'))).toEqual(['Minus', 'Nine', 'Ten', 'Blank']);
    expect(await names(custom('deal_value', 'DESC'))).toEqual(['Ten', 'Nine', 'Minus', 'Blank']);
    for (const direction of ['ASC', 'DESC']) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        type Page = { nodes: Array<{ lname: string }>; pageInfo: { endCursor: string; hasNextPage: boolean } };
        const { customerPage }: { customerPage: Page } = await must(
          crm.url,
          page,
          { ...custom('deal_value', direction), after },
          member.token,
        );
        seen.push(...customerPage.nodes.map(({ lname }) => lname));
        after = customerPage.pageInfo.hasNextPage ? customerPage.pageInfo.endCursor : null;
      } while (after);
      expect(seen).toEqual(await names(custom('deal_value', direction)));
    }
  });

  it('orders by a DATE field by day, and a TEXT field accents and case aside', async () => {
    expect(await names(custom('signed_on'))).toEqual(['Nine', 'Ten', 'Minus', 'Blank']);
    expect(await names(custom('story'))).toEqual(['Ten', 'Minus', 'Nine', 'Blank']);
  });

  it('narrows customers and pages by field filters of each type', async () => {
    const filtered = (fieldFilters: unknown[]) => names({ fieldFilters });
    expect(await filtered([{ key: 'deal_value', min: '0', max: '9.5' }])).toEqual(['Nine']);
    expect(await filtered([{ key: 'signed_on', min: '2024-01-01' }])).toEqual(['Minus', 'Ten']);
    expect(await filtered([{ key: 'story', value: 'EMILE' }])).toEqual(['Ten']);
    expect(await filtered([{ key: 'stage', value: 'Lead' }])).toEqual(['Minus', 'Nine']);
    expect(await filtered([{ key: 'newsletter', value: 'false' }])).toEqual(['Blank', 'Minus', 'Nine']);
    const { customerPage } = await must<{ customerPage: { nodes: Array<{ lname: string }>; totalCount: number } }>(
      crm.url,
      page,
      { ...custom('deal_value', 'DESC'), fieldFilters: [{ key: 'stage', value: 'Lead' }] },
      member.token,
    );
    expect([customerPage.nodes.map(({ lname }) => lname), customerPage.totalCount]).toEqual([['Nine', 'Minus'], 2]);
  });

  it('refuses a CUSTOM order without a field, with an unknown or archived one, and bad filters, naming them', async () => {
    const refusal = async (variables: Record<string, unknown>) => {
      const { body } = await gql(crm.url, list, variables, { token: member.token });
      return [body.errors?.[0]?.extensions?.code, Object.keys(body.errors?.[0]?.extensions?.fields ?? {})];
    };
    expect(await refusal({ orderBy: { field: 'CUSTOM' } })).toEqual(['BAD_USER_INPUT', ['orderBy']]);
    expect(await refusal(custom('nope'))).toEqual(['BAD_USER_INPUT', ['orderBy']]);
    expect(await refusal(custom('old_notes'))).toEqual(['BAD_USER_INPUT', ['orderBy']]);
    expect(await refusal({ fieldFilters: [{ key: 'nope', value: 'x' }] })).toEqual([
      'BAD_USER_INPUT',
      ['fieldFilters'],
    ]);
    expect(await refusal({ fieldFilters: [{ key: 'stage', value: 'Lost' }] })).toEqual([
      'BAD_USER_INPUT',
      ['fieldFilters'],
    ]);
    expect(await refusal({ fieldFilters: [{ key: 'deal_value', min: 'ten' }] })).toEqual([
      'BAD_USER_INPUT',
      ['fieldFilters'],
    ]);
    expect(await refusal({ fieldFilters: [{ key: 'signed_on', max: '2024-13-01' }] })).toEqual([
      'BAD_USER_INPUT',
      ['fieldFilters'],
    ]);
  });

  it('exports in a custom field’s order, narrowed by field filters; a bad one is a 400 naming it', async () => {
    const exported = async (query: string) => {
      const response = await fetch(`${crm.url}/export/customers.csv?${query}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      const text = await response.text();
      if (response.status !== 200) return { status: response.status, text };
      const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
      return { status: 200, names: rows.map((row) => row[header!.indexOf('lname')]) };
    };
    expect(await exported('orderBy=field:deal_value:DESC')).toEqual({
      status: 200,
      names: ['Ten', 'Nine', 'Minus', 'Blank'],
    });
    const lead = encodeURIComponent(JSON.stringify([{ key: 'stage', value: 'Lead' }]));
    expect(await exported(`orderBy=field:deal_value&fieldFilters=${lead}`)).toEqual({
      status: 200,
      names: ['Minus', 'Nine'],
    });
    const unknownOrder = await exported('orderBy=field:nope');
    expect([unknownOrder.status, unknownOrder.text]).toEqual([400, expect.stringContaining('orderBy')]);
    const badFilter = await exported(`fieldFilters=${encodeURIComponent('[{"key":"deal_value","min":"x"}]')}`);
    expect([badFilter.status, badFilter.text]).toEqual([400, expect.stringContaining('fieldFilters')]);
    expect((await exported('fieldFilters=not-json')).status).toBe(400);
  });

  it('narrows the live list by a field filter: joins and leaves as values change; a bad filter is refused', async () => {
    const { client } = wsClient(crm.url, { token: member.token });
    type Changes = { customerChanges: { changes: Array<{ type: string; customer: { id: string; lname: string } }> } };
    const subscription = `subscription W($fieldFilters: [CustomFieldFilterInput!]) {
      customerChanges(fieldFilters: $fieldFilters) { complete changes { type customer { id lname } } } }`;
    const feed = collect<Changes>(client, subscription, { fieldFilters: [{ key: 'deal_value', min: '9.5' }] });
    const bad = collect<Changes>(client, subscription, { fieldFilters: [{ key: 'deal_value', min: 'x' }] });
    try {
      const [initial] = await feed.until(1, 20_000);
      expect(initial!.data!.customerChanges.changes.map(({ customer }) => customer.lname)).toEqual(['Ten']);
      const { customers } = await must<{ customers: Array<{ id: string; lname: string }> }>(
        crm.url,
        '{ customers { id lname email phone address } }',
        {},
        member.token,
      );
      const nine = customers.find(({ lname }) => lname === 'Nine')!;
      const input = { ...nine, fname: 'Same', fields: [{ key: 'deal_value', value: '99' }] };
      await must(crm.url, save, { input }, member.token);
      const [, joined] = await feed.until(2, 20_000);
      expect(joined!.data!.customerChanges.changes).toEqual([
        { type: 'ADDED', customer: { id: nine.id, lname: 'Nine' } },
      ]);
      await must(crm.url, save, { input: { ...input, fields: [{ key: 'deal_value', value: '9' }] } }, member.token);
      const [, , left] = await feed.until(3, 20_000);
      expect(left!.data!.customerChanges.changes).toEqual([
        { type: 'REMOVED', customer: { id: nine.id, lname: 'Nine' } },
      ]);
      const [refused] = await bad.until(1, 20_000);
      expect(refused!.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    } finally {
      feed.dispose();
      bad.dispose();
      await client.dispose();
    }
  });

  it('a saved view keeps field columns, a CUSTOM order and field filters', async () => {
    const saveView = `mutation V($input: SavedViewInput!) { saveView(input: $input) {
      columns orderBy { field direction fieldKey } fieldFilters { key value min max } } }`;
    const input = {
      name: 'Leads by value',
      filter: 'ACTIVE',
      columns: ['lname', 'field:deal_value'],
      orderBy: [{ field: 'CUSTOM', fieldKey: 'deal_value', direction: 'DESC' }],
      fieldFilters: [{ key: 'stage', value: 'Lead' }],
    };
    const { saveView: saved } = await must<{ saveView: unknown }>(crm.url, saveView, { input }, member.token);
    expect(saved).toEqual({
      columns: ['lname', 'field:deal_value'],
      orderBy: [{ field: 'CUSTOM', direction: 'DESC', fieldKey: 'deal_value' }],
      fieldFilters: [{ key: 'stage', value: 'Lead', min: null, max: null }],
    });
    const { body } = await gql(
      crm.url,
      saveView,
      { input: { ...input, columns: ['field:old_notes'] } },
      { token: member.token },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { columns: expect.any(String) },
    });
  });
});
