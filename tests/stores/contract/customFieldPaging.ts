// A custom field's order paged through many pages on every store (Firestore pages it by its values' keys, SQLite in
// memory): either way, in each filter, every type's values, ties, customers without a value and removed ones, the same
// customers in the same order as the whole list; and after saves that change a value, take one away, remove a customer
// and rename the field, which move the customer's key in the same write.
import { expect, it } from '@jest/globals';
import { CustomFieldService } from '../../../server/domain/customFields/customFieldService.ts';
import type { CustomerFields, CustomerFilter } from '../../../server/domain/customers/customer.ts';
import { CustomerService } from '../../../server/domain/customers/customerService.ts';
import type { CustomerListOrder, SortDirection } from '../../../server/domain/ordering.ts';
import { fields, idsInOrder, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const filters: CustomerFilter[] = ['ACTIVE', 'REMOVED', 'ALL'];
const directions: SortDirection[] = ['ASC', 'DESC'];

export function customFieldPagingContract(fresh: FreshStore): void {
  async function team() {
    const definitions = new CustomFieldService(fresh.store.customFields);
    const service = new CustomerService(fresh.customers, { customFields: definitions });
    const deal = await definitions.create({ label: 'Deal value', type: 'NUMBER' });
    await definitions.create({ label: 'Signed on', type: 'DATE' });
    await definitions.create({ label: 'Story', type: 'TEXT' });
    await definitions.create({ label: 'Newsletter', type: 'CHECKBOX' });
    await definitions.create({ label: 'Topics', type: 'MULTI_SELECT', options: ['Alpha', 'Beta'] });
    const names = new Map<string, string>();
    const add = async (lname: string, values: Record<string, string>, more: Partial<CustomerFields> = {}) => {
      const id = nextId();
      const fname = more.fname ?? 'Same';
      await fresh.customers.create(
        id,
        fields({ lname, fname, ...(Object.keys(values).length && { fields: values }), ...more }),
      );
      names.set(id, lname);
      return id;
    };
    return { definitions, deal, service, add, names };
  }

  /** Every page of `first`, through the cursors: the ids, each page's count checked. */
  async function paged(service: CustomerService, filter: CustomerFilter, order: CustomerListOrder, first: number) {
    const total = (await service.list(filter, null, order)).length;
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages <= total; pages++) {
      const page = await service.page(filter, null, first, after, order, { total: pages === 0 });
      if (pages === 0) expect(page.totalCount).toBe(total);
      ids.push(...idsInOrder(page.nodes));
      if (!page.pageInfo.hasNextPage) return ids;
      after = page.pageInfo.endCursor;
    }
    throw new Error(`more pages than customers in ${JSON.stringify(order)}`);
  }

  async function batched(service: CustomerService, filter: CustomerFilter, order: CustomerListOrder, size: number) {
    const ids: string[] = [];
    for await (const batch of service.batches(filter, null, size, order)) {
      expect(batch.length).toBeLessThanOrEqual(size);
      ids.push(...idsInOrder(batch));
    }
    return ids;
  }

  const by = (fieldKey: string, direction: SortDirection): CustomerListOrder => ({
    field: 'CUSTOM',
    fieldKey,
    direction,
  });

  it('pages every type either way in every filter, values first and then the customers without one, as the whole list', async () => {
    const { service, add, names } = await team();
    await add('Neg', { deal_value: '-10', signed_on: '2023-01-31', story: 'Zoë', newsletter: 'true' });
    await add('Frac', { deal_value: '-2.5', signed_on: '2024-02-29', story: 'émile', topics: '["Beta"]' });
    await add('Zero', { deal_value: '0', story: 'eva', newsletter: 'false', topics: '["Alpha","Beta"]' });
    await add('Tie', { deal_value: '3', signed_on: '2024-02-29', newsletter: 'false' }, { fname: 'Bea' });
    await add('Tie', { deal_value: '3', story: 'Eva', topics: '["Alpha"]' }, { fname: 'Ann' });
    await add('Tie', { deal_value: '3.0' }, { fname: 'Ann' });
    await add('Quarter', { deal_value: '0.25', signed_on: '1999-12-31', newsletter: 'true' });
    await add('Huge', { deal_value: '1e3', story: 'adam' });
    await add('Blank', {});
    await add('Other', { story: 'unit 10' });
    await add('Again', {}, { fname: 'Zed' });
    await add('Again', {}, { fname: 'Abe' });
    const gone = [
      await add('GoneVal', { deal_value: '5', signed_on: '2020-06-01', story: 'unit 9', topics: '["Beta"]' }),
      await add('GoneNeg', { deal_value: '-1', newsletter: 'true' }),
      await add('GoneNone', {}),
    ];
    for (const id of gone) await fresh.customers.setStatus(id, false);

    const lnames = async (order: CustomerListOrder) =>
      (await paged(service, 'ACTIVE', order, 2)).map((id) => names.get(id));
    expect(await lnames(by('deal_value', 'ASC'))).toEqual([
      'Neg',
      'Frac',
      'Zero',
      'Quarter',
      'Tie',
      'Tie',
      'Tie',
      'Huge',
      'Again',
      'Again',
      'Blank',
      'Other',
    ]);
    expect(await lnames(by('deal_value', 'DESC'))).toEqual([
      'Huge',
      'Tie',
      'Tie',
      'Tie',
      'Quarter',
      'Zero',
      'Frac',
      'Neg',
      'Other',
      'Blank',
      'Again',
      'Again',
    ]);
    // Every type in the active list; a number and a list of options in the removed one and in all (both statuses).
    const cases = ['deal_value', 'signed_on', 'story', 'newsletter', 'topics'].flatMap((fieldKey) =>
      (fieldKey === 'deal_value' || fieldKey === 'topics' ? filters : (['ACTIVE'] as const)).flatMap((filter) =>
        directions.map((direction) => ({ filter, order: by(fieldKey, direction) })),
      ),
    );
    for (const { filter, order } of cases) {
      const whole = idsInOrder(await service.list(filter, null, order));
      expect([filter, order, await paged(service, filter, order, 3)]).toEqual([filter, order, whole]);
      expect(await batched(service, filter, order, 4)).toEqual(whole);
    }
    for (const direction of directions) {
      const order = by('deal_value', direction);
      expect(await paged(service, 'ALL', order, 1)).toEqual(idsInOrder(await service.list('ALL', null, order)));
    }
  }, 120_000);

  it('a save that changes a value, takes one away or removes the customer moves it at once; a renamed field keeps its order', async () => {
    const { service, definitions, deal, add, names } = await team();
    const low = await add('Low', { deal_value: '1' });
    const mid = await add('Mid', { deal_value: '5' });
    const high = await add('High', { deal_value: '9' });
    await add('None', {});
    const order = (direction: SortDirection = 'ASC') => by('deal_value', direction);
    const lnames = async (direction?: SortDirection) =>
      (await paged(service, 'ACTIVE', order(direction), 1)).map((id) => names.get(id));
    expect(await lnames()).toEqual(['Low', 'Mid', 'High', 'None']);

    await fresh.customers.update(low, fields({ lname: 'Low', fname: 'Same', fields: { deal_value: '-4' } }));
    await fresh.customers.update(high, fields({ lname: 'High', fname: 'Same', fields: { deal_value: '2' } }));
    expect(await lnames()).toEqual(['Low', 'High', 'Mid', 'None']);
    await fresh.customers.update(mid, fields({ lname: 'Mid', fname: 'Same', fields: {} }));
    expect(await lnames()).toEqual(['Low', 'High', 'Mid', 'None']);
    expect(await lnames('DESC')).toEqual(['High', 'Low', 'None', 'Mid']);
    await fresh.customers.setStatus(high, false);
    expect(await lnames()).toEqual(['Low', 'Mid', 'None']);
    expect((await paged(service, 'REMOVED', order(), 1)).map((id) => names.get(id))).toEqual(['High']);
    await fresh.customers.setStatus(high, true);
    await fresh.customers.update(mid, fields({ lname: 'Aaa', fname: 'Same', fields: { deal_value: '2' } }));
    names.set(mid, 'Aaa');
    expect(await lnames()).toEqual(['Low', 'Aaa', 'High', 'None']);

    await definitions.update(deal.id, { label: 'Contract value', type: 'NUMBER' });
    expect(await lnames('DESC')).toEqual(['High', 'Aaa', 'Low', 'None']);
  }, 120_000);
}
