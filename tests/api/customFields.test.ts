// Custom fields over the API: admins define, rename and archive the team's fields (a member is refused, a viewer only
// reads); customers' values are set through saveCustomer, refused by the field's key when missing, of the wrong type or
// not an option, with nothing saved; archiving hides a field and keeps its values; a rename keeps the key; exports carry
// a field:<key> column per active field.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';

const fieldParts = 'id key label type options required archived';
const createField = `mutation C($input: CustomFieldInput!) { createCustomField(input: $input) { ${fieldParts} } }`;
const updateField = `mutation U($id: ID!, $input: CustomFieldInput!) { updateCustomField(id: $id, input: $input) { ${fieldParts} } }`;
const archiveField = `mutation A($id: ID!) { archiveCustomField(id: $id) { ${fieldParts} } }`;
const fieldsQuery = `query F($all: Boolean) { customFields(includeArchived: $all) { ${fieldParts} } }`;
const save = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id version fields { key value } } }`;
const one = `query One($id: ID!) { customer(id: $id) { id fields { key value } } }`;

interface Field {
  id: string;
  key: string;
  label: string;
  type: string;
  options: string[];
  required: boolean;
  archived: boolean;
}
type Values = Array<{ key: string; value: string | null }>;

let serial = 0;
const customerInput = (extra: Record<string, unknown> = {}) => ({
  fname: 'Fielded',
  lname: `Customer${String.fromCharCode(97 + (serial % 26))}`,
  email: `fielded${++serial}@example.com`,
  phone: `+1 212 555 ${String(1000 + serial)}`,
  address: '1 Field Row',
  ...extra,
});

describe('custom fields', () => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let viewer: Person;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_API_RATE_PER_MINUTE: '10000' });
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
  }, 60_000);
  afterAll(() => crm.dispose());

  const define = async (input: Record<string, unknown>, token = admin.token) =>
    (await must<{ createCustomField: Field }>(crm.url, createField, { input }, token)).createCustomField;
  const fields = async (all = false) =>
    (await must<{ customFields: Field[] }>(crm.url, fieldsQuery, { all }, viewer.token)).customFields;
  const saved = async (input: Record<string, unknown>) =>
    (
      await must<{ saveCustomer: { id: string; version: number; fields: Values } }>(
        crm.url,
        save,
        { input },
        member.token,
      )
    ).saveCustomer;
  const valuesOf = async (id: string) =>
    (await must<{ customer: { fields: Values } }>(crm.url, one, { id }, viewer.token)).customer.fields;
  const errorOf = async (query: string, variables: Record<string, unknown>, token: string) =>
    (await gql(crm.url, query, variables, { token })).body.errors?.[0]?.extensions;

  let value: Field;
  let stage: Field;

  it('lets admins and owners define fields with a key made from the label; members are refused, viewers read', async () => {
    value = await define({ label: 'Contract value', type: 'NUMBER', required: true });
    expect(value).toMatchObject({
      key: 'contract_value',
      type: 'NUMBER',
      options: [],
      required: true,
      archived: false,
    });
    stage = await define({ label: 'Stage', type: 'SELECT', options: [' Lead ', 'Won', 'Lost'] }, owner.token);
    expect(stage).toMatchObject({ key: 'stage', options: ['Lead', 'Won', 'Lost'], required: false });
    expect(await errorOf(createField, { input: { label: 'Budget', type: 'NUMBER' } }, member.token)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await errorOf(archiveField, { id: value.id }, member.token)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(createField, { input: { label: 'stage', type: 'TEXT' } }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { label: 'A field with this label already exists' },
    });
    expect(await errorOf(createField, { input: { label: 'Source', type: 'MULTI_SELECT' } }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { options: 'Please give at least one option' },
    });
    expect((await fields()).map(({ key }) => key)).toEqual(['contract_value', 'stage']);
  });

  it('sets values through saveCustomer; a missing required value or a wrong type is refused by key, nothing saved', async () => {
    expect(await errorOf(save, { input: customerInput() }, member.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { contract_value: 'Please fill in this field' },
    });
    const wrong = [
      { key: 'contract_value', value: 'a lot' },
      { key: 'stage', value: 'Maybe' },
      { key: 'colour', value: 'red' },
    ];
    expect(await errorOf(save, { input: customerInput({ fields: wrong }) }, member.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        contract_value: 'Please insert a number',
        stage: 'Please choose one of the options',
        colour: 'No such field',
      },
    });
    const { customers } = await must<{ customers: unknown[] }>(crm.url, '{ customers { id } }', {}, viewer.token);
    expect(customers).toEqual([]);
    const customer = await saved(
      customerInput({
        fields: [
          { key: 'stage', value: 'Won' },
          { key: 'contract_value', value: '1200.50' },
        ],
      }),
    );
    // In the fields' order.
    expect(customer.fields).toEqual([
      { key: 'contract_value', value: '1200.50' },
      { key: 'stage', value: 'Won' },
    ]);
    // An edit without values keeps them; one naming a key changes only it.
    const edited = await saved({ ...customerInput({ fname: 'Edited' }), id: customer.id });
    expect(edited.fields).toEqual(customer.fields);
    const cleared = await saved({ ...customerInput(), id: customer.id, fields: [{ key: 'stage', value: '' }] });
    expect(cleared.fields).toEqual([{ key: 'contract_value', value: '1200.50' }]);
    expect(
      await errorOf(
        save,
        { input: { ...customerInput(), id: customer.id, fields: [{ key: 'contract_value', value: null }] } },
        member.token,
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: { contract_value: 'Please fill in this field' } });
  });

  it('renames a field keeping its key and values; archives it hidden from lists, forms and exports, values kept', async () => {
    const notes = await define({ label: 'Favourite colour', type: 'TEXT' });
    const customer = await saved(
      customerInput({
        fields: [
          { key: 'contract_value', value: '5' },
          { key: 'favourite_colour', value: 'Teal' },
        ],
      }),
    );
    const renamed = (
      await must<{ updateCustomField: Field }>(
        crm.url,
        updateField,
        { id: notes.id, input: { label: 'Colour', type: 'TEXT', required: false } },
        owner.token,
      )
    ).updateCustomField;
    expect(renamed).toMatchObject({ id: notes.id, key: 'favourite_colour', label: 'Colour' });
    expect(
      await errorOf(updateField, { id: notes.id, input: { label: 'Colour', type: 'NUMBER' } }, owner.token),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: { type: 'A field keeps its type: archive it and add another' } });
    expect(await valuesOf(customer.id)).toContainEqual({ key: 'favourite_colour', value: 'Teal' });

    const csvHeader = async () => {
      const response = await fetch(`${crm.url}/export/customers.csv`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      return (await response.text()).split('\r\n')[0]!;
    };
    expect(await csvHeader()).toContain('"field:contract_value","field:stage","field:favourite_colour"');

    const archived = (await must<{ archiveCustomField: Field }>(crm.url, archiveField, { id: notes.id }, admin.token))
      .archiveCustomField;
    expect(archived).toMatchObject({ archived: true, key: 'favourite_colour' });
    expect((await fields()).map(({ key }) => key)).toEqual(['contract_value', 'stage']);
    expect((await fields(true)).map(({ key }) => key)).toEqual(['contract_value', 'stage', 'favourite_colour']);
    expect(await valuesOf(customer.id)).toEqual([{ key: 'contract_value', value: '5' }]);
    expect(await csvHeader()).not.toContain('favourite_colour');
    // No longer accepted; an edit keeps the hidden value, which shows again if an admin ever needs it (includeArchived).
    expect(
      await errorOf(
        save,
        { input: { ...customerInput(), id: customer.id, fields: [{ key: 'favourite_colour', value: 'Red' }] } },
        member.token,
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: { favourite_colour: 'No such field' } });
    await saved({ ...customerInput(), id: customer.id, fields: [{ key: 'contract_value', value: '6' }] });
    const { body } = await gql<{ customer: { id: string } }>(
      crm.url,
      one,
      { id: customer.id },
      { token: viewer.token },
    );
    expect(body.errors).toBeUndefined();
    // Its label is free for a new field, which gets a key of its own.
    expect(await define({ label: 'Favourite colour', type: 'TEXT' })).toMatchObject({ key: 'favourite_colour_2' });
  });

  it('refuses a member the definitions and keeps at most 100 fields', async () => {
    expect(
      await errorOf(updateField, { id: stage.id, input: { label: 'X', type: 'SELECT', options: ['a'] } }, member.token),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    const have = (await fields(true)).length;
    for (let n = have; n < 100; n++) await define({ label: `Extra ${n}`, type: 'CHECKBOX' });
    expect(await errorOf(createField, { input: { label: 'One too many', type: 'TEXT' } }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { label: 'The team can keep at most 100 custom fields' },
    });
  }, 120_000);
});
