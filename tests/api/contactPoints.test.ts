// Several phones and emails over the API: saved with their labels, the first being phone and email; a bad further one
// refused naming its entry, more than 20 refused, nothing saved; search, the top bar, duplicate checks and merges cover
// every one; an export imported into another team gives back exactly what was exported.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importedContactPoints } from '../../server/domain/contactPoints/contactPoints.ts';
import { gql, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { parseCsv } from '../support/csv.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';

const shape = 'id phone email phones { label value } emails { label value } notes';
const save = `mutation S($input: CustomerInput!) { saveCustomer(input: $input) { ${shape} } }`;
const list = `query L($search: String) { customers(search: $search) { id } }`;
const topBar = `query T($text: String!) { search(text: $text) { kind id } }`;
const duplicates = `query D($contacts: [CustomerContactInput!]!) {
  customerDuplicates(contacts: $contacts) { index match customer { id } }
}`;
const merge = `mutation M($keepId: ID!, $mergeIds: [ID!]!) { mergeCustomers(keepId: $keepId, mergeIds: $mergeIds) { ${shape} } }`;
const importRows = `mutation I($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created failed { row } } }`;

interface Point {
  label: string;
  value: string;
}
interface Saved {
  id: string;
  phone: string;
  email: string;
  phones: Point[];
  emails: Point[];
  notes: string;
}

const ada = {
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  address: '12 St James Square, London',
  phones: [
    { label: 'mobile', value: '+44 20 7946 0000' },
    { label: 'home', value: '+44 20 7946 0999' },
  ],
  emails: [
    { label: 'work', value: 'ada@example.com' },
    { label: 'home', value: 'ada.home@example.org' },
  ],
};

describe('several phones and emails', () => {
  let crm: TestCrm;
  let owner: Person;
  let member: Person;
  let adaId: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    owner = await signUp(crm.url);
    member = await joinAs(crm.url, owner.token, 'MEMBER');
  }, 60_000);
  afterAll(() => crm.dispose());

  const saved = async (input: Record<string, unknown>) =>
    (await must<{ saveCustomer: Saved }>(crm.url, save, { input }, member.token)).saveCustomer;
  const count = async () => (await must<{ customers: unknown[] }>(crm.url, list, {}, member.token)).customers.length;
  const refused = async (input: Record<string, unknown>) => {
    const { body } = await gql(crm.url, save, { input }, { token: member.token });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    return body.errors![0]!.extensions!.fields as Record<string, string>;
  };

  it('saves every phone and email with its label, the first being phone and email; an edit without them keeps them', async () => {
    const customer = await saved(ada);
    adaId = customer.id;
    expect(customer).toMatchObject({ phone: ada.phone, email: ada.email, phones: ada.phones, emails: ada.emails });
    // An older client's edit (no lists) keeps them; the first follows the new phone.
    const { phones: _p, emails: _e, ...plain } = ada;
    const edited = await saved({ ...plain, id: adaId, phone: '+44 20 7946 0001' });
    expect(edited.phones).toEqual([
      { label: 'mobile', value: '+44 20 7946 0001' },
      { label: 'home', value: '+44 20 7946 0999' },
    ]);
    const again = await saved({ ...ada, id: adaId });
    expect(again.phones).toEqual(ada.phones);
    // A customer saved without lists has one work phone and one work email.
    const plainOne = await saved({ ...plain, email: 'plain@example.com', phone: '+44 20 7946 0500' });
    expect(plainOne).toMatchObject({
      phones: [{ label: 'work', value: '+44 20 7946 0500' }],
      emails: [{ label: 'work', value: 'plain@example.com' }],
    });
  });

  it('refuses a bad further phone or email naming its entry, a label it does not know, and more than 20, saving nothing', async () => {
    const before = await count();
    const base = { ...ada, email: 'new@example.com', phone: '+44 20 7946 0300', phones: null, emails: null };
    const first = { label: 'work', value: base.phone };
    expect(
      await refused({
        ...base,
        phones: [first, { label: 'home', value: '+44 20 7946 0301' }, { label: 'home', value: '12' }],
      }),
    ).toEqual({ 'phones.2': 'Please insert valid phone' });
    expect(
      await refused({
        ...base,
        emails: [
          { label: 'work', value: base.email },
          { label: 'home', value: 'not an email' },
        ],
      }),
    ).toEqual({ 'emails.1': 'Please insert valid email' });
    expect(await refused({ ...base, phones: [first, { label: 'fax', value: '+44 20 7946 0302' }] })).toEqual({
      'phones.1': 'Please choose work, mobile, home or other',
    });
    expect(await refused({ ...base, phones: [first, { label: 'home', value: '0044 20 7946 0300' }] })).toEqual({
      'phones.1': 'This phone is already listed',
    });
    expect(await refused({ ...base, phones: [{ label: 'work', value: '+44 20 7946 0399' }] })).toEqual({
      'phones.0': 'The first phone must be the customer’s phone',
    });
    const many = Array.from({ length: 20 }, (_, i) => ({ label: 'other', value: `+44 20 7946 ${1000 + i}` }));
    expect(await refused({ ...base, phones: [first, ...many] })).toEqual({ phones: 'Please keep at most 20 phones' });
    const emails = Array.from({ length: 20 }, (_, i) => ({ label: 'other', value: `more${i}@example.com` }));
    expect(await refused({ ...base, emails: [{ label: 'work', value: base.email }, ...emails] })).toEqual({
      emails: 'Please keep at most 20 emails',
    });
    expect(await count()).toBe(before);
    // Twenty of each is the most, and is kept.
    const full = await saved({ ...base, phones: [first, ...many.slice(0, 19)] });
    expect(full.phones).toHaveLength(20);
  });

  it('finds a customer by a further phone or email in the list, the top bar and duplicate checks', async () => {
    const found = async (search: string) =>
      (await must<{ customers: Array<{ id: string }> }>(crm.url, list, { search }, member.token)).customers.map(
        ({ id }) => id,
      );
    expect(await found('ada.home@')).toEqual([adaId]);
    expect(await found('7946 0999')).toEqual([adaId]);
    const hits = (await must<{ search: Array<{ id: string }> }>(crm.url, topBar, { text: 'ada.home' }, member.token))
      .search;
    expect(hits.map(({ id }) => id)).toContain(adaId);
    const { customerDuplicates } = await must<{
      customerDuplicates: Array<{ index: number; match: string; customer: { id: string } }>;
    }>(
      crm.url,
      duplicates,
      { contacts: [{ email: 'ADA.HOME@example.org' }, { phone: '0044 20 7946 0999' }] },
      member.token,
    );
    expect(customerDuplicates.map(({ index, match, customer }) => [index, match, customer.id])).toEqual([
      [0, 'EMAIL', adaId],
      [1, 'PHONE', adaId],
    ]);
  });

  it('a merge keeps every phone and email of both customers, each once', async () => {
    const twin = await saved({
      ...ada,
      email: 'ada@lovelace.dev',
      phone: '+44 7700 900123',
      phones: [
        { label: 'mobile', value: '+44 7700 900123' },
        { label: 'work', value: '0044 20 7946 0999' },
      ],
      emails: [
        { label: 'work', value: 'ada@lovelace.dev' },
        { label: 'other', value: 'ADA@example.com' },
      ],
    });
    const kept = (
      await must<{ mergeCustomers: Saved }>(crm.url, merge, { keepId: adaId, mergeIds: [twin.id] }, member.token)
    ).mergeCustomers;
    expect(kept.phones).toEqual([...ada.phones, { label: 'mobile', value: '+44 7700 900123' }]);
    expect(kept.emails).toEqual([...ada.emails, { label: 'work', value: 'ada@lovelace.dev' }]);
    expect(kept.notes).toBe('');
  });
});

describe('several phones and emails in an export imported again', () => {
  let from: TestCrm;
  let into: TestCrm;
  beforeAll(async () => {
    [from, into] = await Promise.all([startTestCrm(), startTestCrm()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([from.dispose(), into.dispose()]);
  });

  const exported = async (crm: TestCrm, token: string) => {
    const response = await fetch(`${crm.url}/export/customers.csv`, { headers: { authorization: `Bearer ${token}` } });
    return parseCsv((await response.text()).replace(/^\uFEFF/, ''));
  };

  it('gives back every phone and email with its label', async () => {
    const one = await signUp(from.url);
    const other = await signUp(into.url);
    await must(from.url, save, { input: ada }, one.token);
    await must(
      from.url,
      save,
      {
        input: {
          ...ada,
          fname: 'Grace',
          email: 'grace@example.com',
          phone: '+1 212 555 0100',
          phones: null,
          emails: null,
        },
      },
      one.token,
    );
    const [header, ...records] = await exported(from, one.token);
    const column = (name: string) => header!.indexOf(name);
    // The columns a person maps on the import page (web/src/features/import/importRows.ts) and how it reads the lists.
    const rows = records.map((cells) => {
      const phone = importedContactPoints(cells[column('phone')]!, cells[column('phones')]!);
      const email = importedContactPoints(cells[column('email')]!, cells[column('emails')]!);
      return {
        fname: cells[column('fname')]!,
        lname: cells[column('lname')]!,
        address: cells[column('address')]!,
        notes: cells[column('notes')]!,
        phone: phone.first,
        email: email.first,
        phones: phone.points,
        emails: email.points,
      };
    });
    expect(rows.find(({ fname }) => fname === 'Ada')).toMatchObject({ phones: ada.phones, emails: ada.emails });
    const { importCustomers } = await must<{ importCustomers: { created: number; failed: unknown[] } }>(
      into.url,
      importRows,
      { rows },
      other.token,
    );
    expect(importCustomers).toEqual({ created: 2, failed: [] });
    const [againHeader, ...again] = await exported(into, other.token);
    expect(againHeader).toEqual(header);
    // The same cells but the ids and the owner (another team's member).
    const kept = (cells: string[]) => cells.filter((_, index) => index !== column('id') && index !== column('owner'));
    expect(again.map(kept)).toEqual(records.map(kept));
    expect(again.map((cells) => cells[column('phones')])).toEqual([
      'mobile: +44 20 7946 0000; home: +44 20 7946 0999',
      'work: +1 212 555 0100',
    ]);
  });
});
