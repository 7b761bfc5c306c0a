// An erasure as other processes and clients see it, on every store: another process's live lists, a client resuming
// from before, and the retention purge run by several processes at once.
import { expect, it } from '@jest/globals';
import type { CustomerFeedSet } from '../../../server/domain/customers/customer.ts';
import { CustomerService } from '../../../server/domain/customers/customerService.ts';
import type { Unsubscribe } from '../../../server/domain/customers/customerStore.ts';
import { RetentionPurge } from '../../../server/domain/customers/customerRetention.ts';
import { dayMs } from '../../../server/domain/customers/customerErasure.ts';
import { waitFor } from '../../support/waitFor.ts';
import { recorder, fields, nextId, dana } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';
import { traceable } from './erasure.ts';

export function erasureElsewhereContract(fresh: FreshStore): void {
  it('tells another process’s live lists of an erasure with no personal data, whichever filter held the customer', async () => {
    const { store, customers } = fresh;
    const [active, removed] = [nextId(), nextId()];
    const people = { [active]: traceable(active), [removed]: traceable(removed) };
    for (const id of [active, removed]) await customers.create(id, people[id]!.fields, dana);
    await customers.setStatus(removed, false, dana);
    const other = await store.another();
    const stops: Unsubscribe[] = [];
    try {
      const lists = (['ACTIVE', 'REMOVED', 'ALL'] as const).map((filter) => {
        const list = recorder();
        stops.push(other.customers.watch(filter, list.watcher));
        return { filter, ...list };
      });
      for (const list of lists) await list.until(1);

      for (const id of [active, removed]) expect(await customers.erase(id)).toBe(true);

      const held = { ACTIVE: [active], REMOVED: [removed], ALL: [active, removed] };
      for (const list of lists) {
        for (const id of held[list.filter]) {
          const removal = () =>
            list.sets
              .slice(1)
              .flatMap((set) => set.changes)
              .find((change) => change.customer.id === id && change.type === 'REMOVED');
          await waitFor(
            () => removal() !== undefined,
            `the erasure in the other process’s ${list.filter} list`,
            10_000,
          );
          expect(removal()!.customer).toMatchObject({
            id,
            fname: '',
            lname: '',
            email: '',
            phone: '',
            phoneNormalized: null,
            address: '',
            notes: '',
          });
        }
        // Nothing it was told after the first set names the erased customers' data.
        const told = JSON.stringify(list.sets.slice(1)).toLowerCase();
        for (const person of Object.values(people)) expect(told).not.toContain(person.email.toLowerCase());
      }
    } finally {
      for (const stop of stops) stop();
      await other.close();
    }
  });

  it('purges only customers removed, and not written since, longer ago than N days; once each with several processes; audited once per run with the count', async () => {
    const { customers } = fresh;
    const [old1, old2, old3, restored, active] = [nextId(), nextId(), nextId(), nextId(), nextId()];
    for (const id of [old1, old2, old3, restored, active]) await customers.create(id, fields({ lname: `Purge ${id}` }));
    for (const id of [old1, old2, old3, restored]) await customers.setStatus(id, false);
    await customers.setStatus(restored, true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cutoff = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const recent = nextId();
    await customers.create(recent, fields({ lname: 'Recently removed' }));
    await customers.setStatus(recent, false);

    const audits: Array<[number, number]> = [];
    let days: number | null = null;
    // The clock stands 30 days after the cutoff: only what was removed before it is older than 30 days.
    const purgeOf = (service: CustomerService) =>
      new RetentionPurge(service, {
        days: () => days,
        audit: async (count, n) => void audits.push([count, n]),
        onError: (error) => {
          throw error;
        },
        now: () => cutoff + 30 * dayMs,
      });
    const one = new CustomerService(customers);
    const two = new CustomerService(customers);
    try {
      expect(await purgeOf(one).run()).toBe(0);
      expect(audits).toEqual([]);
      days = 30;
      // Two processes at once: each customer erased once, the counts adding up.
      const counts = await Promise.all([purgeOf(one).run(), purgeOf(two).run()]);
      expect(counts[0]! + counts[1]!).toBe(3);
      expect(audits.map(([count]) => count).reduce((a, b) => a + b, 0)).toBe(3);
      expect(audits.every(([count, n]) => count > 0 && n === 30)).toBe(true);
      expect((await customers.list('ALL')).map(({ id }) => id).sort()).toEqual([restored, active, recent].sort());
      expect(await purgeOf(one).run()).toBe(0);
      expect(await customers.removedBefore(cutoff, 100)).toEqual([]);
      expect(await customers.removedBefore(Date.now() + 1, 100)).toEqual([recent]);
    } finally {
      one.close();
      two.close();
    }
  });

  it('tells a client resuming from another list’s cursor (a restarted server) that a customer it had was erased', async () => {
    const { customers } = fresh;
    const [kept, erased] = [nextId(), nextId()];
    for (const id of [kept, erased]) await customers.create(id, fields({ lname: `Resume ${id}` }));
    const before = new CustomerService(customers);
    const first = recorder();
    before.watch('ACTIVE', first.watcher);
    const cursor = ((await first.until(1)) as CustomerFeedSet).cursor;
    before.close();
    await customers.erase(erased);
    const after = new CustomerService(customers);
    try {
      const back = recorder();
      after.watch('ACTIVE', back.watcher, cursor);
      const missed = await back.until(1);
      expect(missed.initial).toBe(false);
      expect(missed.changes.filter((change) => change.customer.id === erased)).toEqual([
        { type: 'REMOVED', customer: expect.objectContaining({ id: erased, email: '' }) },
      ]);
    } finally {
      after.close();
    }
  });
}
