// Phone numbers in any format (docs/product.md#phones-imports-and-duplicates): the number as typed is kept and shown,
// its E.164 form in the saver's region (here the team's, seeded from CRM_DEFAULT_REGION) is stored beside it, search
// finds a phone however it is written, and customerDuplicates names the customers that already have an email (case
// aside) or a phone.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readConfig } from '../../server/config.ts';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

interface Saved {
  id: string;
  phone: string;
  phoneNormalized: string | null;
}
interface Duplicate {
  index: number;
  match: 'EMAIL' | 'PHONE';
  customer: { id: string };
}
const saveMutation =
  'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id phone phoneNormalized } }';
const searchQuery =
  'query Search($search: String, $filter: CustomerFilter) { customers(search: $search, filter: $filter) { id } }';
const duplicatesQuery =
  'query Duplicates($contacts: [CustomerContactInput!]!) { customerDuplicates(contacts: $contacts) { index match customer { id } } }';

describe('phone numbers under CRM_DEFAULT_REGION=IL', () => {
  let crm: TestCrm;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown>) => gql<T>(crm.url, query, variables, { token });
  const save = async (input: Record<string, string>) => {
    const { body } = await call<{ saveCustomer: Saved }>(saveMutation, {
      input: { fname: 'Dana', lname: 'Levi', email: 'dana@example.co.il', address: '1 Herzl St', ...input },
    });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.saveCustomer;
  };
  const search = async (text: string, filter = 'ACTIVE') =>
    (await call<{ customers: Array<{ id: string }> }>(searchQuery, { search: text, filter })).body.data!.customers.map(
      ({ id }) => id,
    );
  const duplicates = async (contacts: Array<{ email?: string; phone?: string }>) => {
    const { body } = await call<{ customerDuplicates: Duplicate[] }>(duplicatesQuery, { contacts });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.customerDuplicates.map(({ index, match, customer }) => ({ index, match, id: customer.id }));
  };

  let local: Saved;
  let international: Saved;
  let foreign: Saved;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_DEFAULT_REGION: 'IL' });
    ({ token } = await signUp(crm.url));
    local = await save({ phone: '052-123 4567', email: 'Dana@Example.co.il' });
    international = await save({ phone: '+972 3 765 4321', email: 'office@example.co.il' });
    foreign = await save({ phone: '+1 (212) 555-0142', email: 'ny@example.com' });
  });
  afterAll(() => crm.dispose());

  it('keeps the phone as typed and stores its E.164 form under the default region', () => {
    expect(local).toMatchObject({ phone: '052-123 4567', phoneNormalized: '+972521234567' });
    expect(international).toMatchObject({ phone: '+972 3 765 4321', phoneNormalized: '+97237654321' });
    expect(foreign).toMatchObject({ phone: '+1 (212) 555-0142', phoneNormalized: '+12125550142' });
  });

  it('keeps a valid phone that no region can read, with no normalised form', async () => {
    expect(await save({ phone: '***-12345-***', email: 'stars@example.com' })).toMatchObject({
      phone: '***-12345-***',
      phoneNormalized: null,
    });
  });

  it('finds a phone whatever spaces, dashes, brackets or country code the search uses', async () => {
    for (const text of [
      '0521234567',
      '052 1234567',
      '(052) 123-4567',
      '+972521234567',
      '+972 52-123-4567',
      '1234567',
    ]) {
      expect({ text, found: await search(text) }).toEqual({ text, found: [local.id] });
    }
    expect(await search('03-7654321')).toEqual([international.id]);
    expect(await search('212.555.0142')).toEqual([foreign.id]);
  });

  it('still treats a search with letters as plain text, and short digit runs as ordinary substrings', async () => {
    expect(await search('Herzl')).toHaveLength(4);
    expect(await search('0000000')).toEqual([]);
    expect(await search('55')).toEqual([foreign.id]);
  });

  it('names the customers with the same email, case aside, or the same phone in any format, for each contact given', async () => {
    expect(
      await duplicates([
        { email: 'DANA@example.co.il' },
        { phone: '+972-52-123-4567' },
        { email: 'nobody@example.com', phone: '03 765 4321' },
        { email: 'ny@example.com', phone: '(212) 555-0142' },
        {},
      ]),
    ).toEqual([
      { index: 0, match: 'EMAIL', id: local.id },
      { index: 1, match: 'PHONE', id: local.id },
      { index: 2, match: 'PHONE', id: international.id },
      // Email first; the same customer is not named twice. (212) 555-0142 under IL is not the US number.
      { index: 3, match: 'EMAIL', id: foreign.id },
    ]);
  });

  it('finds removed customers too, since a duplicate of a removed customer is one to restore', async () => {
    await call('mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }', { id: international.id });
    expect(await duplicates([{ phone: '037654321' }])).toEqual([{ index: 0, match: 'PHONE', id: international.id }]);
    expect(await search('037654321', 'REMOVED')).toEqual([international.id]);
  });

  it('reads 00 and 011 before a country code as dialled from abroad, in saves and searches', async () => {
    const london = await save({ phone: '0044 20 7946 0999', email: 'london@example.co.uk', address: '1 Baker St' });
    const dialled = await save({ phone: '011 44 20 7946 0111', email: 'bristol@example.co.uk', address: '2 Baker St' });
    expect(london).toMatchObject({ phone: '0044 20 7946 0999', phoneNormalized: '+442079460999' });
    expect(dialled).toMatchObject({ phone: '011 44 20 7946 0111', phoneNormalized: '+442079460111' });
    expect(await search('011 44 20 7946 0999')).toEqual([london.id]);
    expect(await search('0044 20 7946 0111')).toEqual([dialled.id]);
    expect(await duplicates([{ phone: '011 44 20 7946 0999' }])).toEqual([{ index: 0, match: 'PHONE', id: london.id }]);
  });

  it('refuses more than 1,000 contacts at once with a field error', async () => {
    const { body } = await call(duplicatesQuery, {
      contacts: Array.from({ length: 1001 }, () => ({ phone: '0521234567' })),
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { contacts: 'Check at most 1000 contacts at a time' },
    });
  });

  it('asks for a session', async () => {
    const { body } = await gql(crm.url, duplicatesQuery, { contacts: [{ phone: '0521234567' }] });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('CRM_DEFAULT_REGION', () => {
  it('defaults to US and refuses what is not a region code', () => {
    expect(readConfig({}).phoneRegion).toBe('US');
    expect(readConfig({ CRM_DEFAULT_REGION: 'il' }).phoneRegion).toBe('IL');
    expect(() => readConfig({ CRM_DEFAULT_REGION: 'Israel' })).toThrow(
      /^CRM_DEFAULT_REGION: must be a two-letter region code/,
    );
    expect(() => readConfig({ CRM_DEFAULT_REGION: 'XX' })).toThrow(
      /^CRM_DEFAULT_REGION: must be a two-letter region code/,
    );
  });
});

describe('npm run normalize-phones', () => {
  it('reads the embedded store’s phones again in the team’s changed default region', async () => {
    const us = await startTestCrm({ CRM_DEFAULT_REGION: 'US' });
    const { token } = await signUp(us.url);
    const saved = await gql<{ saveCustomer: Saved }>(
      us.url,
      saveMutation,
      {
        input: {
          fname: 'Dana',
          lname: 'Levi',
          email: 'dana@example.co.il',
          address: '1 Herzl St',
          phone: '52-123-4567',
        },
      },
      { token },
    );
    // Nine digits are no possible US number.
    expect(saved.body.data?.saveCustomer.phoneNormalized).toBeNull();
    // The team's default region, not CRM_DEFAULT_REGION (which only seeded it), is the one the tool reads in.
    const changed = await gql(
      us.url,
      'mutation { updateTeamSettings(defaultRegion: "IL") { defaultRegion } }',
      {},
      { token },
    );
    expect(changed.body.data).toEqual({ updateTeamSettings: { defaultRegion: 'IL' } });
    await us.close();

    const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/tools/normalizePhones.ts'], {
      env: { ...process.env, CRM_DATA_DIR: us.dataDir, CRM_DEFAULT_REGION: 'US' },
      encoding: 'utf8',
    });
    expect(output).toMatch(/^Normalised 1 customers' phones \(region IL\) in .*crm\.sqlite\.\n$/);

    const il = await startTestCrm({ CRM_DATA_DIR: us.dataDir, CRM_DEFAULT_REGION: 'US' });
    try {
      const found = await gql<{ customers: Array<{ phoneNormalized: string }> }>(
        il.url,
        '{ customers(search: "+972 52 123 4567") { phoneNormalized } }',
        {},
        { token },
      );
      expect(found.body.data?.customers).toEqual([{ phoneNormalized: '+972521234567' }]);
    } finally {
      await il.dispose();
    }
  });
});
