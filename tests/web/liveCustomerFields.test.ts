// The live list's custom field order and filters, as the server's (customFields/fieldOrdering.ts, fieldFilters.ts):
// numbers by value with no value last either way, a change moving one row into place; field filters narrowing a
// search's rows by the same rule, and the same answer for the same filters; tags narrowing them in the page too.
import { describe, expect, it } from '@jest/globals';
import { checkedFieldFilters } from '../../server/domain/customFields/fieldFilters.ts';
import type { CustomerListOrder } from '../../server/domain/ordering.ts';
import { carriesEveryTag } from '../../server/domain/tags/tag.ts';
import { LiveCustomerCollection } from '../../web/src/features/customers/live/liveCustomerCollection.ts';
import { added, customer, seeded } from './support/liveCustomers.ts';

const fields = [
  { key: 'deal', type: 'NUMBER' as const, options: [] },
  { key: 'stage', type: 'SELECT' as const, options: ['Lead', 'Won'] },
];
const valued = (id: string, lname: string, deal: string | null, stage = 'Lead') =>
  customer(id, 'A', lname, {
    fields: [...(deal === null ? [] : [{ key: 'deal', value: deal }]), { key: 'stage', value: stage }],
  });
const byDeal = (direction: 'ASC' | 'DESC'): CustomerListOrder => ({ field: 'CUSTOM', fieldKey: 'deal', direction });

describe('the live list’s custom fields', () => {
  const people = [valued('1', 'Ten', '10'), valued('2', 'None', null), valued('3', 'Nine', '9', 'Won')];
  const ids = (collection: LiveCustomerCollection, order: CustomerListOrder, filters = checkedFilters([])) =>
    collection.view('', order, { fields, filters }).customers.map(({ id }) => id);
  function checkedFilters(inputs: Parameters<typeof checkedFieldFilters>[1]) {
    const checked = checkedFieldFilters(fields, inputs);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
    return checked.filters;
  }

  it('sorts by a number field by value, no value last either way; a change moves one row into place', () => {
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...people) });
    expect(ids(collection, byDeal('ASC'))).toEqual(['3', '1', '2']);
    expect(ids(collection, byDeal('DESC'))).toEqual(['1', '3', '2']);
    collection.apply({
      initial: false,
      complete: true,
      changes: [{ type: 'MODIFIED', customer: valued('2', 'None', '-1') }],
    });
    expect(ids(collection, byDeal('DESC'))).toEqual(['1', '3', '2']);
    expect(ids(collection, byDeal('ASC'))).toEqual(['2', '3', '1']);
  });

  it('makes a shown field’s orders ahead, each way, as a sort gives them, and keeps them as changes arrive', () => {
    const random = seeded(5);
    const deal = () => (random() < 0.2 ? null : String(Math.round((random() - 0.3) * 2000) / 4));
    const everyone = Array.from({ length: 3000 }, (_, i) => valued(`d${i}`, `L${Math.floor(random() * 50)}`, deal()));
    const plain = new LiveCustomerCollection();
    const ahead = new LiveCustomerCollection();
    const slices = (collection: LiveCustomerCollection, aheadFields: string[]) => {
      collection.apply({ initial: true, complete: true, changes: added(...everyone) });
      expect(collection.view('', byDeal('ASC'), { fields, aheadFields }).customers.length).toBe(3000);
      // Each slice gets one look at the time that says go on.
      let count = 1;
      let looks = 0;
      while (!collection.prepareOrders(() => (looks++ === 0 ? 1 : 0))) {
        count += 1;
        looks = 0;
      }
      return count;
    };
    // Its two orders are made too: more slices than the stored columns' alone.
    expect(slices(ahead, ['deal'])).toBeGreaterThan(slices(plain, []));
    const both = (order: CustomerListOrder) => [ahead, plain].map((collection) => ids(collection, order));
    for (const direction of ['DESC', 'ASC', 'DESC'] as const) {
      const [made, sorted] = both(byDeal(direction));
      expect(made).toEqual(sorted);
      expect(made!.slice(-1)).toEqual(sorted!.slice(-1));
    }
    const changes = [{ type: 'MODIFIED' as const, customer: valued('d7', 'L1', '-3') }];
    for (const collection of [ahead, plain]) collection.apply({ initial: false, complete: true, changes });
    expect(both(byDeal('ASC'))[0]).toEqual(both(byDeal('ASC'))[1]);
  });

  it('narrows the rows by field filters, the same answer for the same filters', () => {
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...people) });
    const lead = checkedFilters([{ key: 'stage', value: 'Lead' }]);
    expect(ids(collection, byDeal('ASC'), lead)).toEqual(['1', '2']);
    const nineUp = checkedFilters([{ key: 'deal', min: '9' }]);
    expect(ids(collection, byDeal('ASC'), nineUp)).toEqual(['3', '1']);
    const view = collection.view('', byDeal('ASC'), { fields, filters: nineUp });
    expect(collection.view('', byDeal('ASC'), { fields, filters: nineUp })).toBe(view);
    // No value is no number: a bound leaves it out.
    expect(ids(collection, byDeal('ASC'), checkedFilters([{ key: 'deal', max: '9.5' }]))).toEqual(['3']);
  });

  it('narrows the rows by tags, every one of them, as the server’s rule, and with field filters too', () => {
    const tagged = (id: string, lname: string, tags: string[], deal: string | null = null) =>
      customer(id, 'A', lname, {
        tags: tags.map((tag) => ({ id: tag })),
        fields: deal === null ? [] : [{ key: 'deal', value: deal }],
      });
    const everyone = [tagged('1', 'One', ['vip']), tagged('2', 'Two', ['vip', 'lead'], '10'), tagged('3', 'Three', [])];
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...everyone) });
    const byName: CustomerListOrder = { field: 'LNAME', direction: 'ASC' };
    const shown = (tagIds: string[], filters = checkedFilters([])) =>
      collection.view('', byName, { fields, filters, tagIds }).customers.map(({ id }) => id);
    for (const tagIds of [['vip'], ['vip', 'lead'], ['lead', 'vip'], ['none'], []])
      expect({ tagIds, ids: shown(tagIds) }).toEqual({
        tagIds,
        ids: everyone
          .filter((item) => carriesEveryTag((id) => item.tags.some((tag) => tag.id === id), tagIds))
          .sort((a, b) => a.lname.localeCompare(b.lname))
          .map(({ id }) => id),
      });
    expect(shown(['vip'], checkedFilters([{ key: 'deal', min: '5' }]))).toEqual(['2']);
    // A change that tags a customer shows it under the tag at once: the feed is the same.
    collection.apply({
      initial: false,
      complete: true,
      changes: [{ type: 'MODIFIED', customer: tagged('3', 'Three', ['lead']) }],
    });
    expect(shown(['lead'])).toEqual(['3', '2']);
  });
});
