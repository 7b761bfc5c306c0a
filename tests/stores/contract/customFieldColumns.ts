// Custom fields as the list's columns on every store: the list, its pages (through their cursors) and its export
// batches in a custom field's order (numbers by value, dates by day, text as names are read; no value last either way),
// narrowed by field filters (with a scope too), a live list and a bulk change narrowed by them, and the refusals.
import { expect, it } from '@jest/globals';
import { CustomFieldService } from '../../../server/domain/customFields/customFieldService.ts';
import type { CustomFieldFilterInput } from '../../../server/domain/customFields/fieldFilters.ts';
import type { CustomerFeedSet, CustomerFields } from '../../../server/domain/customers/customer.ts';
import { CustomerService } from '../../../server/domain/customers/customerService.ts';
import { fieldFiltersOf } from '../../../server/domain/customers/listChecks.ts';
import { InvalidInputError } from '../../../server/domain/errors.ts';
import { SavedViewService } from '../../../server/domain/views/savedViewService.ts';
import { noTags } from '../../../server/domain/tags/customerTags.ts';
import { noCompanies } from '../../../server/domain/companies/customerCompanies.ts';
import type { CustomerListOrder, SortDirection } from '../../../server/domain/ordering.ts';
import { waitFor } from '../../support/waitFor.ts';
import { fields, idsInOrder, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).fields;
};

export function customFieldColumnsContract(fresh: FreshStore): void {
  /** A service over the store with the team's fields defined: a NUMBER, a DATE, a TEXT, a SELECT and a CHECKBOX. */
  async function team() {
    const definitions = new CustomFieldService(fresh.store.customFields);
    const service = new CustomerService(fresh.customers, { customFields: definitions });
    await definitions.create({ label: 'Deal value', type: 'NUMBER' });
    await definitions.create({ label: 'Signed on', type: 'DATE' });
    await definitions.create({ label: 'Story', type: 'TEXT' });
    await definitions.create({ label: 'Stage', type: 'SELECT', options: ['Lead', 'Won'] });
    await definitions.create({ label: 'Newsletter', type: 'CHECKBOX' });
    const add = async (lname: string, values: Record<string, string>, more: Partial<CustomerFields> = {}) => {
      const id = nextId();
      await fresh.customers.create(
        id,
        fields({ lname, fname: 'Same', ...(Object.keys(values).length && { fields: values }), ...more }),
      );
      return id;
    };
    const names = async (order: CustomerListOrder, fieldFilters: CustomFieldFilterInput[] = []) => {
      const scope = { fields: await fieldFiltersOf(definitions, fieldFilters) };
      const list = await service.list('ACTIVE', null, order, null, scope);
      return list.map(({ lname }) => lname);
    };
    return { definitions, service, add, names };
  }
  const byValue = (direction: SortDirection): CustomerListOrder => ({
    field: 'CUSTOM',
    fieldKey: 'deal_value',
    direction,
  });

  it('orders by a NUMBER field by value (10 after 9, negatives first), no value last either way; pages through cursors', async () => {
    const { service, add, names } = await team();
    for (const [lname, value] of [
      ['Ten', '10'],
      ['Nine', '9'],
      ['MinusThree', '-3'],
      ['Half', '0.5'],
      ['Huge', '1e3'],
    ])
      await add(lname!, { deal_value: value! });
    await add('Blank', {});
    await add('Other', { story: 'no value here' });
    expect(await names(byValue('ASC'))).toEqual(['MinusThree', 'Half', 'Nine', 'Ten', 'Huge', 'Blank', 'Other']);
    expect(await names(byValue('DESC'))).toEqual(['Huge', 'Ten', 'Nine', 'Half', 'MinusThree', 'Other', 'Blank']);
    for (const direction of ['ASC', 'DESC'] as const) {
      const whole = idsInOrder(await service.list('ACTIVE', null, byValue(direction)));
      const paged: string[] = [];
      let after: string | null = null;
      do {
        const page = await service.page('ACTIVE', null, 2, after, byValue(direction));
        expect(page.totalCount).toBe(7);
        paged.push(...idsInOrder(page.nodes));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(paged).toEqual(whole);
      const batches: string[] = [];
      for await (const batch of service.batches('ACTIVE', null, 3, byValue(direction)))
        batches.push(...idsInOrder(batch));
      expect(batches).toEqual(whole);
    }
  }, 60_000);

  it('orders by a DATE field by day and a TEXT field as names are read, accents and case aside', async () => {
    const { add, names } = await team();
    await add('Leap', { signed_on: '2024-02-29', story: 'émile' });
    await add('Old', { signed_on: '1999-12-31', story: 'Zoë' });
    await add('Late', { signed_on: '2024-10-01', story: 'eva' });
    await add('None', {});
    expect(await names({ field: 'CUSTOM', fieldKey: 'signed_on', direction: 'ASC' })).toEqual([
      'Old',
      'Leap',
      'Late',
      'None',
    ]);
    expect(await names({ field: 'CUSTOM', fieldKey: 'story', direction: 'ASC' })).toEqual([
      'Leap',
      'Late',
      'Old',
      'None',
    ]);
    expect(await names({ field: 'CUSTOM', fieldKey: 'story', direction: 'DESC' })).toEqual([
      'Old',
      'Late',
      'Leap',
      'None',
    ]);
  }, 60_000);

  it('narrows lists, pages and batches by field filters of every kind, all of them at once, with a scope too', async () => {
    const { service, definitions, add, names } = await team();
    await add('Ann', { deal_value: '10', stage: 'Lead', newsletter: 'true', story: 'Met at Café Müller' });
    await add('Bo', { deal_value: '9', stage: 'Won', signed_on: '2024-02-29' }, { ownerUid: 'u-bo' });
    await add('Cy', { deal_value: '-3', stage: 'Lead', signed_on: '2023-05-01' }, { ownerUid: 'u-bo' });
    await add('Di', {});
    const name = { field: 'LNAME', direction: 'ASC' } as const;
    expect(await names(name, [{ key: 'deal_value', min: '9' }])).toEqual(['Ann', 'Bo']);
    expect(await names(name, [{ key: 'deal_value', max: '9' }])).toEqual(['Bo', 'Cy']);
    expect(await names(name, [{ key: 'signed_on', min: '2024-01-01', max: '2024-12-31' }])).toEqual(['Bo']);
    expect(await names(name, [{ key: 'story', value: 'cafe MULLER' }])).toEqual(['Ann']);
    expect(await names(name, [{ key: 'stage', value: 'Lead' }])).toEqual(['Ann', 'Cy']);
    expect(await names(name, [{ key: 'newsletter', value: 'false' }])).toEqual(['Bo', 'Cy', 'Di']);
    expect(
      await names(name, [
        { key: 'stage', value: 'Lead' },
        { key: 'deal_value', min: '0' },
      ]),
    ).toEqual(['Ann']);
    const lead = await fieldFiltersOf(definitions, [{ key: 'stage', value: 'Lead' }]);
    const owned = await service.page('ACTIVE', null, 10, null, null, { scope: { owner: 'u-bo', fields: lead } });
    expect([owned.nodes.map(({ lname }) => lname), owned.totalCount]).toEqual([['Cy'], 1]);
    const first = await service.page('ACTIVE', null, 1, null, byValue('DESC'), { scope: { fields: lead } });
    const rest = await service.page('ACTIVE', null, 1, first.pageInfo.endCursor, byValue('DESC'), {
      scope: { fields: lead },
    });
    expect([...first.nodes, ...rest.nodes].map(({ lname }) => lname)).toEqual(['Ann', 'Cy']);
    expect([first.totalCount, rest.pageInfo.hasNextPage]).toEqual([2, false]);
    const exported: string[] = [];
    for await (const batch of service.batches('ACTIVE', null, 1, name, { fields: lead }))
      exported.push(...batch.map(({ lname }) => lname));
    expect(exported).toEqual(['Ann', 'Cy']);
  }, 60_000);

  it('refuses a CUSTOM order without a field or with an unknown or archived one, naming orderBy, and bad filters naming fieldFilters', async () => {
    const { service, definitions } = await team();
    expect(await refusal(service.list('ACTIVE', null, { field: 'CUSTOM', direction: 'ASC' }))).toEqual({
      orderBy: expect.stringContaining('fieldKey'),
    });
    expect(
      await refusal(service.page('ACTIVE', null, 5, null, { field: 'CUSTOM', fieldKey: 'nope', direction: 'ASC' })),
    ).toEqual({
      orderBy: expect.stringContaining('"nope"'),
    });
    const story = (await definitions.list()).find(({ key }) => key === 'story')!;
    await definitions.archive(story.id);
    expect(
      await refusal(service.list('ACTIVE', null, { field: 'CUSTOM', fieldKey: 'story', direction: 'ASC' })),
    ).toEqual({
      orderBy: expect.stringContaining('"story"'),
    });
    expect(await refusal(fieldFiltersOf(definitions, [{ key: 'story', value: 'x' }]))).toEqual({
      fieldFilters: expect.stringContaining('"story"'),
    });
    expect(await refusal(fieldFiltersOf(definitions, [{ key: 'stage', value: 'Lost' }]))).toEqual({
      fieldFilters: expect.stringContaining('"stage"'),
    });
    expect(await refusal(fieldFiltersOf(definitions, [{ key: 'deal_value', min: 'lots' }]))).toEqual({
      fieldFilters: expect.stringContaining('number'),
    });
    expect(await refusal(fieldFiltersOf(definitions, [{ key: 'signed_on', max: '29/02/2024' }]))).toEqual({
      fieldFilters: expect.stringContaining('date'),
    });
  }, 60_000);

  it('a live list narrowed by a field filter: a customer coming to pass joins as ADDED, one that stops passing leaves as REMOVED', async () => {
    const { service, definitions, add } = await team();
    const ann = await add('Ann', { deal_value: '10' });
    const bo = await add('Bo', { deal_value: '1' });
    const sets: CustomerFeedSet[] = [];
    const scope = { fields: await fieldFiltersOf(definitions, [{ key: 'deal_value', min: '5' }]) };
    fresh.subscriptions.push(() => service.close());
    fresh.subscriptions.push(
      service.watch('ACTIVE', { next: (set) => void sets.push(set), error: () => {} }, null, scope),
    );
    await waitFor(() => sets.some(({ complete }) => complete), 'the initial list', 20_000);
    expect(sets.flatMap(({ changes }) => changes).map(({ customer }) => customer.id)).toEqual([ann]);
    await fresh.customers.update(bo, fields({ lname: 'Bo', fname: 'Same', fields: { deal_value: '50' } }));
    await fresh.customers.update(ann, fields({ lname: 'Ann', fname: 'Same', fields: { deal_value: '2' } }));
    const later = () => sets.filter(({ initial, complete }) => !initial && complete).flatMap(({ changes }) => changes);
    await waitFor(() => later().length >= 2, 'the two changes', 20_000);
    expect(later().map(({ type, customer }) => [type, customer.id])).toEqual([
      ['ADDED', bo],
      ['REMOVED', ann],
    ]);
  }, 60_000);

  it('a bulk change by filter removes only the customers passing its field filters', async () => {
    const { service, definitions, add } = await team();
    const won = await add('Won', { stage: 'Won' });
    const lead = await add('Lead', { stage: 'Lead' });
    const selection = {
      filter: 'ACTIVE' as const,
      fields: await fieldFiltersOf(definitions, [{ key: 'stage', value: 'Won' }]),
    };
    expect((await service.removeMany(selection)).count).toBe(1);
    expect([(await fresh.customers.get(won))?.status, (await fresh.customers.get(lead))?.status]).toEqual([
      false,
      true,
    ]);
  }, 60_000);

  it('a saved view keeps field columns, a CUSTOM order and field filters; unknown or archived fields are refused', async () => {
    const { definitions } = await team();
    const views = new SavedViewService(fresh.store.savedViews, Date.now, noTags, noCompanies, definitions);
    const ann = { uid: 'u-ann', email: 'ann@example.com', mayShare: true, mayManageShared: false };
    const input = {
      name: 'Big deals',
      filter: 'ACTIVE' as const,
      columns: ['lname', 'field:deal_value', 'field:stage'],
      orderBy: [{ field: 'CUSTOM' as const, fieldKey: 'deal_value', direction: 'DESC' as const }],
      fieldFilters: [
        { key: 'deal_value', min: ' 5 ' },
        { key: 'stage', value: 'Won' },
      ],
    };
    const saved = await views.save(ann, input);
    expect(saved).toMatchObject({
      columns: input.columns,
      orderBy: input.orderBy,
      fieldFilters: [
        { key: 'deal_value', value: null, min: '5', max: null },
        { key: 'stage', value: 'Won', min: null, max: null },
      ],
    });
    expect(await fresh.store.savedViews.get(saved.id)).toEqual(saved);
    expect(await refusal(views.save(ann, { ...input, columns: ['lname', 'field:nope'] }))).toEqual({
      columns: expect.stringContaining('"nope"'),
    });
    expect(await refusal(views.save(ann, { ...input, fieldFilters: [{ key: 'stage', value: 'Lost' }] }))).toEqual({
      fieldFilters: expect.stringContaining('"stage"'),
    });
    const value = (await definitions.list()).find(({ key }) => key === 'deal_value')!;
    await definitions.archive(value.id);
    expect(await refusal(views.save(ann, { ...input, columns: ['lname'], fieldFilters: [] }))).toEqual({
      orderBy: expect.stringContaining('"deal_value"'),
    });
  }, 60_000);
}
