// Finding customers on every store: by a phone in any format, by contact for the duplicate check, and the reads
// a page, a duplicate check and a resume cost as the list grows.
import { expect, it } from '@jest/globals';
import type { CustomerFields } from '../../../server/domain/customers/customer.ts';
import { customerSortKey } from '../../../server/domain/ordering.ts';
import { normalizePhone } from '../../../server/domain/phones.ts';
import { fields, nextId, idsInOrder } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function customerLookupContract(fresh: FreshStore): void {
  it('keeps the normalised phone beside the one typed, and finds a phone written in any format', async () => {
    const { customers } = fresh;
    const withPhone = (phone: string, more: Partial<CustomerFields> = {}) =>
      fields({ phone, phoneNormalized: normalizePhone(phone, 'IL'), ...more });
    const [israeli, local, unreadable] = [nextId(), nextId(), nextId()];
    await customers.create(israeli, withPhone('052-123 4567', { lname: 'Aaron' }));
    await customers.create(local, withPhone('(03) 555 0199', { lname: 'Baron', email: 'baron@example.com' }));
    await customers.create(unreadable, withPhone('1234 5678 9012 3456 7', { lname: 'Cohen' }));
    expect(await customers.get(israeli)).toMatchObject({ phone: '052-123 4567', phoneNormalized: '+972521234567' });
    expect((await customers.get(unreadable))!.phoneNormalized).toBeNull();
    for (const search of ['0521234567', '+972 52 123 4567', '(052) 123-4567', '972521234567', '52.123.45']) {
      expect({ search, ids: idsInOrder(await customers.list('ALL', search)) }).toEqual({ search, ids: [israeli] });
    }
    expect(idsInOrder(await customers.list('ACTIVE', '035550199'))).toEqual([local]);
    expect(idsInOrder(await customers.list('ACTIVE', '123-456-789-012'))).toEqual([unreadable]);
    expect(await customers.list('ACTIVE', '052-999')).toEqual([]);
    const page = await customers.page({ filter: 'ACTIVE', search: '+972-52-1234567', first: 10, afterKey: null });
    expect({ ids: idsInOrder(page.customers), totalCount: page.totalCount }).toEqual({ ids: [israeli], totalCount: 1 });
    // A new number is normalised anew; the old one no longer finds the customer.
    await customers.update(israeli, withPhone('+44 20 7946 0958', { lname: 'Aaron' }));
    expect(await customers.list('ALL', '0521234567')).toEqual([]);
    expect(idsInOrder(await customers.list('ALL', '020 7946 0958'))).toEqual([israeli]);
  });

  it('finds customers of any status by email, case aside, or by normalised phone', async () => {
    const { customers } = fresh;
    const [ada, grace, other] = [nextId(), nextId(), nextId()];
    await customers.create(ada, fields({ email: 'Ada@Example.com', phoneNormalized: '+15550100' }));
    await customers.create(grace, fields({ email: 'grace@example.com', phoneNormalized: '+15550199' }));
    await customers.create(other, fields({ email: 'other@example.com', phoneNormalized: null }));
    await customers.setStatus(grace, false);
    expect(idsInOrder(await customers.findByContact(['ada@example.com'], []))).toEqual([ada]);
    expect(idsInOrder(await customers.findByContact([], ['+15550199']))).toEqual([grace]);
    expect(idsInOrder(await customers.findByContact(['grace@example.com'], ['+15550100'])).sort()).toEqual(
      [ada, grace].sort(),
    );
    expect(await customers.findByContact(['nobody@example.com'], ['+15550000'])).toEqual([]);
  });

  it('answers a page, a duplicate check and a resume for the same reads at 300 and 3,000 customers', async () => {
    const { store, customers } = fresh;
    const costs: Array<Record<string, number>> = [];
    let count = 0;
    for (const size of [300, 3000]) {
      const writes = [];
      for (; count < size; count++) {
        writes.push({
          kind: 'create' as const,
          id: nextId(),
          fields: fields({
            lname: `Bulk${String(count).padStart(5, '0')}`,
            email: `bulk${count}@example.com`,
            phoneNormalized: `+1555${String(count).padStart(7, '0')}`,
          }),
        });
      }
      for (let start = 0; start < writes.length; start += 1000)
        await customers.importBatch(`bulk${size}`, writes.slice(start, start + 1000), {
          created: 0,
          updated: 0,
          skipped: 0,
          failed: 0,
        });
      const mark = Date.now();
      const [late, later] = [nextId(), nextId()];
      await customers.create(late, fields({ lname: 'Bulk late' }));
      await customers.create(later, fields({ lname: 'Bulk later' }));
      store.readsSinceLast?.();

      const first = await customers.page({ filter: 'ACTIVE', search: null, first: 100, afterKey: null });
      expect([first.customers.length, first.hasNextPage, first.totalCount]).toEqual([
        100,
        true,
        size + 2 * (size === 300 ? 1 : 2),
      ]);
      const withTotal = store.readsSinceLast?.().page ?? 0;
      // A page that does not ask for its total (a client that did not select totalCount) costs no count.
      const next = await customers.page({
        filter: 'ACTIVE',
        search: null,
        first: 100,
        afterKey: customerSortKey(first.customers.at(-1)!),
        total: false,
      });
      expect(customerSortKey(next.customers[0]!) > customerSortKey(first.customers.at(-1)!)).toBe(true);
      const found = await customers.findByContact(['BULK7@example.com'], ['+15550000250']);
      expect(found.map(({ lname }) => lname).sort()).toEqual(['Bulk00007', 'Bulk00250']);
      const changed = await customers.changedSince(mark, 100);
      expect(changed!.map(({ id }) => id).sort()).toEqual([late, later].sort());
      costs.push({ ...(store.readsSinceLast?.() ?? {}), withTotal });
    }
    if (!store.readsSinceLast) return;
    const [small, big] = costs as [Record<string, number>, Record<string, number>];
    // A page of 100 reads one more, to tell whether there is a next page; its count costs one read per 1,000 customers.
    expect([small.withTotal, big.withTotal]).toEqual([101 + 1, 101 + 4]);
    expect([small.page, big.page]).toEqual([101, 101]);
    expect({ findByContact: big.findByContact, changedSince: big.changedSince }).toEqual({
      findByContact: small.findByContact,
      changedSince: small.changedSince,
    });
    // A duplicate check: one query on the emails, one on the phones, one on the further ones' keys.
    expect({ findByContact: small.findByContact, changedSince: small.changedSince }).toEqual({
      findByContact: 3,
      changedSince: 2,
    });
  }, 120_000);
}
