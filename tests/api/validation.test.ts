import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

const saveMutation = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
const valid = {
  fname: 'Grace',
  lname: 'Hopper',
  email: 'grace@example.com',
  phone: '555 123 4567',
  address: '1 Navy Yard',
  notes: '',
};

// Each case: the field, a bad value, the message docs/product.md#validation gives for it.
const cases: Array<[keyof typeof valid, string, string]> = [
  ['fname', '', 'Please insert valid name'],
  ['fname', 'G', 'Please insert valid name'],
  ['fname', '  G  ', 'Please insert valid name'],
  ['lname', '', 'Please insert valid name'],
  ['lname', 'H', 'Please insert valid name'],
  ['address', '', 'Please insert valid address'],
  ['address', '1 Na', 'Please insert valid address'],
  ['email', '', 'Please insert valid email'],
  ['email', 'grace@', 'Please insert valid email'],
  ['email', 'grace example.com', 'Please insert valid email'],
  ['email', `${'a'.repeat(65)}@example.com`, 'Please insert valid email'],
  [
    'email',
    `grace@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
    'Please insert valid email',
  ],
  ['phone', '', 'Please insert valid phone'],
  ['phone', '12345678', 'Please insert valid phone'],
  // Maximums beyond the spec, and text no storage can keep.
  ['fname', 'G'.repeat(101), 'Please insert at most 100 characters'],
  ['lname', 'H'.repeat(101), 'Please insert at most 100 characters'],
  ['address', '1'.repeat(301), 'Please insert at most 300 characters'],
  ['phone', '5'.repeat(41), 'Please insert at most 40 characters'],
  ['notes', 'n'.repeat(5001), 'Please insert at most 5000 characters'],
  ['notes', 'ab\ud800cd', 'Please remove the invalid characters'],
  ['fname', 'Gr\udc00ace', 'Please remove the invalid characters'],
];

describe('customer validation', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  // Long values are named by their length, so the test titles stay readable.
  const titled = cases.map(
    ([field, value, message]) =>
      [
        field,
        value.length > 80 ? `${value.length} × ${JSON.stringify(value[0])}` : JSON.stringify(value),
        message,
        value,
      ] as const,
  );
  it.each(titled)('refuses %s = %s with %j and saves nothing', async (field, _title, message, value) => {
    const { body } = await gql(crm.url, saveMutation, { input: { ...valid, [field]: value } }, { token });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    const all = await gql<{ customers: unknown[] }>(crm.url, '{ customers(filter: ALL) { id } }', {}, { token });
    expect(all.body.data?.customers).toEqual([]);
  });

  it('reports every failing field at once', async () => {
    const { body } = await gql(
      crm.url,
      saveMutation,
      { input: { fname: '', lname: 'x', email: 'no', phone: '1', address: 'a' } },
      { token },
    );
    expect(body.errors?.[0]?.extensions?.fields).toEqual({
      fname: 'Please insert valid name',
      lname: 'Please insert valid name',
      email: 'Please insert valid email',
      phone: 'Please insert valid phone',
      address: 'Please insert valid address',
    });
  });

  it('accepts the boundaries: 2-letter names, 5-letter address, 9-digit phone, 64-letter local part', async () => {
    const { body } = await gql(
      crm.url,
      saveMutation,
      {
        input: {
          fname: 'Al',
          lname: 'Bo',
          address: '1 Way',
          phone: '123456789',
          email: `${'a'.repeat(64)}@example.com`,
        },
      },
      { token },
    );
    expect(body.errors).toBeUndefined();
  });
});
