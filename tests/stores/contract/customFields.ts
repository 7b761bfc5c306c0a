// Custom fields on every store: the team's fields (keys made once and unique, active labels unique, a bound on their
// number, renames and archiving keeping the key), each customer's values (kept whole, an edit without them keeping
// them, history naming them), an import's values and their undo, and the save's checks naming the field's key.
import { expect, it } from '@jest/globals';
import type { CustomField } from '../../../server/domain/customFields/customField.ts';
import { CustomFieldService } from '../../../server/domain/customFields/customFieldService.ts';
import { CustomerService } from '../../../server/domain/customers/customerService.ts';
import { InvalidInputError } from '../../../server/domain/errors.ts';
import { dana, fields, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const field = (id: string, label: string, key: string, more: Partial<CustomField> = {}): CustomField => ({
  id,
  key,
  label,
  type: 'TEXT',
  options: [],
  required: false,
  archived: false,
  createdAt: 1,
  ...more,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).fields;
};

export function customFieldsContract(fresh: FreshStore): void {
  it('keeps fields with unique keys and active labels, at most the bound; renames and archives keep the key', async () => {
    const { customFields } = fresh.store;
    expect(await customFields.create(field('f-stage', 'Stage', 'stage'), 4)).toEqual(
      field('f-stage', 'Stage', 'stage'),
    );
    expect(await customFields.create(field('f-stage2', ' STAGE ', 'stage'), 4)).toBe('sameLabel');
    // A key taken, or one of the customer's own names, gets a number.
    expect((await customFields.create(field('f-stage3', 'Stage (old)', 'stage'), 4)) as CustomField).toMatchObject({
      key: 'stage_2',
    });
    expect((await customFields.create(field('f-email', 'E-mail', 'email'), 4)) as CustomField).toMatchObject({
      key: 'email_2',
    });
    expect(await customFields.create(field('f-value', 'Value', 'value', { type: 'NUMBER' }), 4)).toMatchObject({
      key: 'value',
      type: 'NUMBER',
    });
    expect(await customFields.create(field('f-more', 'More', 'more'), 4)).toBe('tooMany');
    expect((await customFields.list()).map(({ key }) => key).sort()).toEqual(['email_2', 'stage', 'stage_2', 'value']);
    // A rename keeps the key and type, whatever the write says.
    const renamed = await customFields.update(
      field('f-value', 'Deal value', 'other', { type: 'TEXT', required: true }),
    );
    expect(renamed).toEqual(field('f-value', 'Deal value', 'value', { type: 'NUMBER', required: true }));
    expect(await customFields.get('f-value')).toEqual(renamed);
    expect(await customFields.update(field('f-stage3', 'Deal value', 'stage_2'))).toBe('sameLabel');
    expect(await customFields.update(field('f-none', 'Nobody', 'nobody'))).toBeNull();
    // An archived field leaves its label free, and still counts.
    await customFields.update(field('f-value', 'Deal value', 'value', { archived: true }));
    expect(await customFields.update(field('f-stage3', 'Deal value', 'stage_2'))).toMatchObject({
      label: 'Deal value',
    });
    expect(await customFields.create(field('f-more', 'More', 'more'), 4)).toBe('tooMany');
  }, 60_000);

  it('keeps a customer’s values whole: an edit without them keeps them, an edit with them replaces them', async () => {
    const { customers } = fresh;
    const [a, b] = [nextId(), nextId()];
    const values = { stage: 'Lead', value: '1200.50' };
    expect((await customers.create(a, fields({ fields: values }))).fields).toEqual(values);
    expect((await customers.create(b, fields())).fields).toBeUndefined();
    expect((await customers.update(a, fields({ fname: 'Augusta' })))?.fields).toEqual(values);
    expect((await customers.get(a))?.fields).toEqual(values);
    // A value left out is gone (Firestore merges maps key by key unless told).
    expect(
      (await customers.update(a, fields({ fname: 'Augusta', fields: { since: '2024-02-29', stage: 'Won' } }), dana))
        ?.fields,
    ).toEqual({
      since: '2024-02-29',
      stage: 'Won',
    });
    expect((await customers.get(a))?.fields).toEqual({ since: '2024-02-29', stage: 'Won' });
    const [latest] = (await customers.history(a, 1, null)).nodes;
    expect(latest?.changes).toEqual([
      {
        field: 'fields',
        from: JSON.stringify(values),
        to: JSON.stringify({ since: '2024-02-29', stage: 'Won' }),
      },
    ]);
    expect((await customers.update(a, fields({ fields: {} })))?.fields).toBeUndefined();
    expect((await customers.get(a))?.fields).toBeUndefined();
  }, 60_000);

  it('writes an import’s values and takes them back with its undo', async () => {
    const { customers } = fresh;
    const [kept, given, created] = [nextId(), nextId(), nextId()];
    await customers.create(kept, fields({ lname: 'Kept', fields: { stage: 'Lead', value: '1' } }));
    await customers.create(given, fields({ lname: 'Given' }));
    await customers.importBatch(
      'fields-import',
      [
        { kind: 'update', id: kept, fields: fields({ lname: 'Kept', fields: { stage: 'Won' } }) },
        { kind: 'update', id: given, fields: fields({ lname: 'Given', fields: { stage: 'Lead' } }) },
        { kind: 'create', id: created, fields: fields({ lname: 'Created', fields: { value: '7' } }) },
      ],
      { created: 1, updated: 2, skipped: 0, failed: 0 },
    );
    expect((await customers.get(kept))?.fields).toEqual({ stage: 'Won' });
    expect((await customers.get(given))?.fields).toEqual({ stage: 'Lead' });
    expect((await customers.get(created))?.fields).toEqual({ value: '7' });
    await customers.undoImport('fields-import');
    expect((await customers.get(kept))?.fields).toEqual({ stage: 'Lead', value: '1' });
    expect((await customers.get(given))?.fields).toBeUndefined();
  }, 60_000);

  it('saves only values that fit the active fields, naming the field’s key; nothing written when one does not', async () => {
    const definitions = new CustomFieldService(fresh.store.customFields);
    const service = new CustomerService(fresh.customers, { customFields: definitions });
    const value = await definitions.create({ label: 'Deal value', type: 'NUMBER', required: true });
    const stage = await definitions.create({ label: 'Stage', type: 'SELECT', options: ['Lead', 'Won'] });
    const old = await definitions.create({ label: 'Old', type: 'TEXT' });
    const person = {
      fname: 'Ada',
      lname: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      address: '1 Engine Row',
    };
    expect(await refusal(service.save(person))).toEqual({ deal_value: 'Please fill in this field' });
    expect(
      await refusal(
        service.save({
          ...person,
          fields: [
            { key: 'deal_value', value: 'lots' },
            { key: 'stage', value: 'Lost' },
            { key: 'nope', value: 'x' },
          ],
        }),
      ),
    ).toEqual({
      deal_value: 'Please insert a number',
      stage: 'Please choose one of the options',
      nope: 'No such field',
    });
    expect(await fresh.customers.list('ALL', null)).toEqual([]);
    const saved = await service.save({
      ...person,
      fields: [
        { key: 'deal_value', value: ' 1200.50 ' },
        { key: 'stage', value: 'Won' },
        { key: 'old', value: 'kept' },
      ],
    });
    expect(saved.fields).toEqual({ deal_value: '1200.50', old: 'kept', stage: 'Won' });
    // Archived: no longer accepted, its value kept through later edits; a required value cannot be taken away.
    await definitions.archive(old.id);
    expect(await refusal(service.save({ ...person, id: saved.id, fields: [{ key: 'old', value: 'x' }] }))).toEqual({
      old: 'No such field',
    });
    expect(
      await refusal(service.save({ ...person, id: saved.id, fields: [{ key: 'deal_value', value: '' }] })),
    ).toEqual({ deal_value: 'Please fill in this field' });
    const edited = await service.save({ ...person, id: saved.id, fields: [{ key: 'stage', value: null }] });
    expect(edited.fields).toEqual({ deal_value: '1200.50', old: 'kept' });
    expect(value.key).toBe('deal_value');
    expect(stage.options).toEqual(['Lead', 'Won']);
  }, 60_000);
}
