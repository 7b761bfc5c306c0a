// The customers list on every store: name order, any column either way, pages after a key and batches.
import { describe, expect, it } from '@jest/globals';
import type { CustomerFields, CustomerFilter } from '../../../server/domain/customers/customer.ts';
import {
  customerOrderKey,
  customerSortKey,
  type CustomerSortField,
  type SortDirection,
} from '../../../server/domain/ordering.ts';
import { fields, nextId, idsInOrder } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function customerOrderContract(fresh: FreshStore): void {
  /** Customers whose name order differs from their creation order; returns their ids in name order. */
  const createNamed = async () => {
    const named: Array<[string, string, Partial<CustomerFields>]> = [
      ['zola', 'Émile', { notes: 'Writes novels' }],
      ['Adams', 'Bob', { phone: '052-123 4567' }],
      ['Baker', 'Unit 10', {}],
      ['Zola', 'anna', { email: 'ANNA@zola.example' }],
      ['Baker', 'Unit 9', { address: '9 Quiet Lane' }],
    ];
    const ids: string[] = [];
    for (const [lname, fname, rest] of named) {
      const id = nextId();
      ids.push(id);
      await fresh.customers.create(id, fields({ lname, fname, ...rest }));
    }
    const [zolaEmile, adams, baker10, zolaAnna, baker9] = ids as [string, string, string, string, string];
    return [adams, baker9, baker10, zolaAnna, zolaEmile];
  };

  it('lists in name order (last name, then first; case and accents aside; numbers by value) and searches with the shared rule', async () => {
    const { customers } = fresh;
    const ordered = await createNamed();
    expect(idsInOrder(await customers.list('ACTIVE'))).toEqual(ordered);
    const [adams, baker9, baker10, zolaAnna, zolaEmile] = ordered as [string, string, string, string, string];
    expect(idsInOrder(await customers.list('ACTIVE', 'ZOL'))).toEqual([zolaAnna, zolaEmile]);
    expect(idsInOrder(await customers.list('ALL', 'novel'))).toEqual([zolaEmile]);
    expect(idsInOrder(await customers.list('ACTIVE', 'anna@'))).toEqual([zolaAnna]);
    expect(idsInOrder(await customers.list('ACTIVE', '123 45'))).toEqual([adams]);
    expect(idsInOrder(await customers.list('ACTIVE', 'un'))).toEqual([baker9, baker10]);
    expect(idsInOrder(await customers.list('ACTIVE', 'quiet lane'))).toEqual([baker9]);
    expect(await customers.list('REMOVED', 'zola')).toEqual([]);
    // A rename moves the customer in the order.
    await customers.update(adams, fields({ lname: 'Zz', fname: 'Bob' }));
    expect(idsInOrder(await customers.list('ACTIVE'))).toEqual([baker9, baker10, zolaAnna, zolaEmile, adams]);
    expect(await customers.list('ACTIVE', 'adams')).toEqual([]);
  });

  it('pages through the name order after a sort key, with the total count, with and without a search', async () => {
    const { customers } = fresh;
    const ordered = await createNamed();
    const keyOf = async (id: string) => customerSortKey((await customers.get(id))!);
    const first = await customers.page({ filter: 'ACTIVE', search: null, first: 2, afterKey: null });
    expect({ ids: idsInOrder(first.customers), hasNextPage: first.hasNextPage, totalCount: first.totalCount }).toEqual({
      ids: ordered.slice(0, 2),
      hasNextPage: true,
      totalCount: 5,
    });
    const second = await customers.page({
      filter: 'ACTIVE',
      search: null,
      first: 2,
      afterKey: await keyOf(ordered[1]!),
    });
    expect(idsInOrder(second.customers)).toEqual(ordered.slice(2, 4));
    const last = await customers.page({ filter: 'ACTIVE', search: null, first: 2, afterKey: await keyOf(ordered[3]!) });
    expect({ ids: idsInOrder(last.customers), hasNextPage: last.hasNextPage }).toEqual({
      ids: ordered.slice(4),
      hasNextPage: false,
    });
    const searched = await customers.page({
      filter: 'ALL',
      search: 'zola',
      first: 1,
      afterKey: await keyOf(ordered[3]!),
    });
    expect({
      ids: idsInOrder(searched.customers),
      hasNextPage: searched.hasNextPage,
      totalCount: searched.totalCount,
    }).toEqual({
      ids: [ordered[4]],
      hasNextPage: false,
      totalCount: 2,
    });
    await customers.setStatus(ordered[0]!, false);
    expect((await customers.page({ filter: 'REMOVED', search: null, first: 10, afterKey: null })).totalCount).toBe(1);
  });

  describe('sorted by any column', () => {
    /** Four customers whose orders differ by column; Carl Cole is removed. */
    const createSortable = async () => {
      const [zola, adams, brown, cole] = [nextId(), nextId(), nextId(), nextId()];
      await fresh.customers.create(
        zola,
        fields({ fname: 'Émile', lname: 'Zola', email: 'zoe@example.com', phone: '555 0100', address: 'Unit 10' }),
      );
      await fresh.customers.create(
        adams,
        fields({
          fname: 'emma',
          lname: 'Adams',
          email: 'Adam@example.com',
          phone: '555 0099',
          address: 'unit 9',
          notes: 'VIP',
        }),
      );
      await fresh.customers.create(
        brown,
        fields({ fname: 'Bea', lname: 'Brown', email: 'adam@example.com', phone: '555 0200', address: 'Unit 9' }),
      );
      await fresh.customers.create(
        cole,
        fields({ fname: 'Carl', lname: 'Cole', email: 'élan@example.com', phone: '555 0300', address: 'Unit 100' }),
      );
      await fresh.customers.setStatus(cole, false);
      return { zola, adams, brown, cole };
    };
    const order = (field: CustomerSortField, direction: SortDirection = 'ASC') => ({ field, direction });

    it('lists in each column’s order either way: case and accents aside, numbers by value, equal values by name', async () => {
      const { customers } = fresh;
      const { zola, adams, brown, cole } = await createSortable();
      const listed = async (
        field: CustomerSortField,
        direction: SortDirection = 'ASC',
        filter: CustomerFilter = 'ALL',
        search: string | null = null,
      ) => idsInOrder(await customers.list(filter, search, order(field, direction)));
      // Adam@ and adam@ are equal case aside: Adams before Brown by name; élan sorts as elan.
      expect(await listed('EMAIL')).toEqual([adams, brown, cole, zola]);
      expect(await listed('EMAIL', 'DESC')).toEqual([zola, cole, brown, adams]);
      expect(await listed('EMAIL', 'ASC', 'ACTIVE')).toEqual([adams, brown, zola]);
      expect(await listed('EMAIL', 'DESC', 'REMOVED')).toEqual([cole]);
      // Unit 9 before Unit 10 before Unit 100 (by value, not by character).
      expect(await listed('ADDRESS')).toEqual([adams, brown, zola, cole]);
      expect(await listed('FNAME')).toEqual([brown, cole, zola, adams]);
      expect(await listed('LNAME', 'DESC')).toEqual([zola, cole, brown, adams]);
      expect(await listed('LNAME')).toEqual(idsInOrder(await customers.list('ALL')));
      expect(await listed('PHONE', 'DESC')).toEqual([cole, brown, zola, adams]);
      expect(await listed('NOTES')).toEqual([brown, cole, zola, adams]);
      expect(await listed('EMAIL', 'DESC', 'ALL', 'example')).toEqual([zola, cole, brown, adams]);
      expect(await listed('ADDRESS', 'DESC', 'ACTIVE', 'unit')).toEqual([zola, brown, adams]);
      // An edit moves the customer in every order.
      await customers.update(
        zola,
        fields({ fname: 'Émile', lname: 'Zola', email: 'aaron@example.com', phone: '555 0100', address: 'Unit 10' }),
      );
      expect(await listed('EMAIL')).toEqual([zola, adams, brown, cole]);
    });

    it('pages and batches in the order after a key, with and without a search, while a live list is open or not', async () => {
      const { customers, watch } = fresh;
      const { zola, adams, brown, cole } = await createSortable();
      const walk = async (
        filter: CustomerFilter,
        field: CustomerSortField,
        direction: SortDirection,
        search: string | null = null,
      ) => {
        const pages: Array<{ ids: string[]; hasNextPage: boolean; totalCount: number | null }> = [];
        for (let afterKey: string | null = null; ;) {
          const page = await customers.page({ filter, search, first: 1, afterKey, order: order(field, direction) });
          pages.push({ ids: idsInOrder(page.customers), hasNextPage: page.hasNextPage, totalCount: page.totalCount });
          if (!page.hasNextPage || pages.length > 10) break;
          afterKey = customerOrderKey(page.customers.at(-1)!, field);
        }
        return pages;
      };
      const batched = async (filter: CustomerFilter, field: CustomerSortField, direction: SortDirection) => {
        const ids: string[][] = [];
        for await (const batch of customers.batches(filter, null, 3, order(field, direction)))
          ids.push(idsInOrder(batch));
        return ids;
      };
      const check = async () => {
        expect(await walk('ALL', 'EMAIL', 'DESC')).toEqual([
          { ids: [zola], hasNextPage: true, totalCount: 4 },
          { ids: [cole], hasNextPage: true, totalCount: 4 },
          { ids: [brown], hasNextPage: true, totalCount: 4 },
          { ids: [adams], hasNextPage: false, totalCount: 4 },
        ]);
        expect((await walk('ACTIVE', 'ADDRESS', 'ASC')).flatMap(({ ids }) => ids)).toEqual([adams, brown, zola]);
        expect((await walk('ACTIVE', 'FNAME', 'DESC', 'example')).flatMap(({ ids }) => ids)).toEqual([
          adams,
          zola,
          brown,
        ]);
        expect(await batched('ALL', 'PHONE', 'ASC')).toEqual([[adams, zola, brown], [cole]]);
        expect(await batched('ACTIVE', 'EMAIL', 'DESC')).toEqual([[zola, brown, adams]]);
      };
      await check();
      // With a live list open, a store may answer from its memory: the same orders.
      const live = watch('ALL');
      await live.until(1);
      const active = watch('ACTIVE');
      await active.until(1);
      await check();
    });
  });

  it('hands out what list answers in batches of the asked size, in the same order, with and without a search', async () => {
    const { customers } = fresh;
    const ordered = await createNamed();
    const collected = async (filter: 'ACTIVE' | 'ALL', search: string | null) => {
      const sizes: number[] = [];
      const ids: string[] = [];
      for await (const batch of customers.batches(filter, search, 2)) {
        sizes.push(batch.length);
        ids.push(...idsInOrder(batch));
      }
      return { sizes, ids };
    };
    expect(await collected('ACTIVE', null)).toEqual({ sizes: [2, 2, 1], ids: ordered });
    expect(await collected('ALL', 'zola')).toEqual({
      sizes: [2],
      ids: idsInOrder(await customers.list('ALL', 'zola')),
    });
    expect(await collected('ALL', 'nobody at all')).toEqual({ sizes: [], ids: [] });
  });
}
