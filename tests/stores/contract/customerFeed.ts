// The customers feed (CustomerService) on every store: the initial list in pages, then changes, and a subscriber
// resumed from a set's cursor, of this live list or of another one.
import { expect, it } from '@jest/globals';
import type { CustomerFeedSet } from '../../../server/domain/customers/customer.ts';
import { CustomerService } from '../../../server/domain/customers/customerService.ts';
import { initialPageSizes } from '../../../server/domain/customers/liveCustomerList.ts';
import { waitFor } from '../../support/waitFor.ts';
import { recorder, shape, fields, nextId, idsInOrder } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function customerFeedContract(fresh: FreshStore): void {
  it('streams the initial list to a subscriber in pages, in name order, then its changes (CustomerService)', async () => {
    const { customers } = fresh;
    // 150 customers written one by one, then three listeners' snapshots:
    // seconds on the emulator, more on a busy machine.
    const count = initialPageSizes.first + 50;
    for (let i = 0; i < count; i++)
      await customers.create(nextId(), fields({ lname: `Name${String(count - i).padStart(3, '0')}` }));
    const service = new CustomerService(customers);
    try {
      const record = recorder();
      service.watch('ACTIVE', record.watcher);
      // The first page waits for the emulator's whole first snapshot, which shares this process's CPU.
      const [firstPage, secondPage] = [await record.until(1, 30_000), await record.until(2, 30_000)];
      expect([firstPage.initial, firstPage.complete, firstPage.changes.length]).toEqual([
        true,
        false,
        initialPageSizes.first,
      ]);
      expect([secondPage.initial, secondPage.complete, secondPage.changes.length]).toEqual([false, true, 50]);
      const streamed = [...firstPage.changes, ...secondPage.changes];
      expect(streamed.every((change) => change.type === 'ADDED')).toBe(true);
      expect(idsInOrder(streamed.map((change) => change.customer))).toEqual(idsInOrder(await customers.list('ACTIVE')));

      const late = recorder();
      service.watch('ACTIVE', late.watcher);
      expect((await late.until(2, 30_000)).complete).toBe(true);
      const id = nextId();
      await customers.create(id, fields({ lname: 'Aaron' }));
      const change = await record.until(3, 30_000);
      expect({
        initial: change.initial,
        complete: change.complete,
        ids: idsInOrder(change.changes.map((c) => c.customer)),
      }).toEqual({
        initial: false,
        complete: true,
        ids: [id],
      });
      // Every subscriber of the filter gets the same set object: executed and serialised once per document.
      expect(await late.until(3, 30_000)).toBe(change);
    } finally {
      service.close();
    }
  }, 120_000);

  it('resumes a subscriber from a set’s cursor with only what it missed; an unknown cursor gets the whole list (CustomerService)', async () => {
    const { customers } = fresh;
    const [kept, edited, removed] = [nextId(), nextId(), nextId()];
    for (const id of [kept, edited, removed]) await customers.create(id, fields({ lname: `Resume ${id}` }));
    const service = new CustomerService(customers);
    try {
      // Someone stays: when they have seen the last write,
      // so has the server's list (Firestore tells it a moment later).
      const witness = recorder();
      service.watch('ACTIVE', witness.watcher);
      const before = recorder();
      const stop = service.watch('ACTIVE', before.watcher);
      const cursor = ((await before.until(1)) as CustomerFeedSet).cursor;
      expect(cursor).toEqual(expect.any(String));
      stop();

      // Offline meanwhile: one added, one edited, one removed.
      const added = nextId();
      await customers.create(added, fields({ lname: 'Resume added' }));
      await customers.update(edited, fields({ lname: `Resume ${edited}`, notes: 'edited while away' }));
      await customers.setStatus(removed, false);
      await waitFor(
        () =>
          witness.sets.some((set) =>
            set.changes.some(({ type, customer }) => type === 'REMOVED' && customer.id === removed),
          ),
        'the list to hear of the remove',
      );
      const back = recorder();
      service.watch('ACTIVE', back.watcher, cursor);
      const missed = (await back.until(1)) as CustomerFeedSet;
      expect({ ...shape(missed), complete: missed.complete }).toEqual({
        initial: false,
        complete: true,
        changes: expect.arrayContaining([
          ['MODIFIED', added, true],
          ['MODIFIED', edited, true],
          ['REMOVED', removed, false],
        ]),
      });
      expect(missed.changes).toHaveLength(3);
      expect(missed.changes.find((change) => change.customer.id === edited)!.customer.notes).toBe('edited while away');
      // Nothing missed: an empty set; then changes flow as usual, each with a cursor of its own.
      const current = recorder();
      service.watch('ACTIVE', current.watcher, missed.cursor);
      expect((await current.until(1)).changes).toEqual([]);
      await customers.update(kept, fields({ lname: `Resume ${kept}`, notes: 'later' }));
      const later = (await back.until(2)) as CustomerFeedSet;
      expect(shape(later).changes).toEqual([['MODIFIED', kept, true]]);
      expect(later.cursor).not.toBe(missed.cursor);

      const lost = recorder();
      service.watch('ACTIVE', lost.watcher, 'not-a-cursor');
      const whole = await lost.until(1);
      expect([whole.initial, whole.complete]).toEqual([true, true]);
      expect(whole.changes.map((change) => change.customer.id).sort()).toEqual([added, edited, kept].sort());
    } finally {
      service.close();
    }
  });

  it('resumes a cursor of another live list (a restarted server) from the store’s own record of what changed', async () => {
    const { customers } = fresh;
    const [edited, removed] = [nextId(), nextId()];
    for (const id of [edited, removed]) await customers.create(id, fields({ lname: `Restart ${id}` }));
    const before = new CustomerService(customers);
    const first = recorder();
    before.watch('ACTIVE', first.watcher);
    const cursor = ((await first.until(1)) as CustomerFeedSet).cursor;
    before.close();

    await customers.update(edited, fields({ lname: `Restart ${edited}`, notes: 'while restarting' }));
    await customers.setStatus(removed, false);
    const after = new CustomerService(customers);
    try {
      const back = recorder();
      after.watch('ACTIVE', back.watcher, cursor);
      const missed = await back.until(1);
      // Customers written just before the cursor may come again (resumeMarginMs); the list does not.
      expect(missed.initial).toBe(false);
      expect(shape(missed).changes).toEqual(
        expect.arrayContaining([
          ['MODIFIED', edited, true],
          ['REMOVED', removed, false],
        ]),
      );
      expect(missed.changes.find((change) => change.customer.id === edited)!.customer.notes).toBe('while restarting');
    } finally {
      after.close();
    }
  });
}
