// Live lists on every store: each watcher's initial set and changes, one listener per filter shared, pages from its
// memory once it has heard of the process's own writes.
import { expect, it } from '@jest/globals';
import { waitFor } from '../../support/waitFor.ts';
import { fields, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function liveListContract(fresh: FreshStore): void {
  it('sends each watcher its initial set, then ADDED/MODIFIED/REMOVED as customers move in and out of its filter', async () => {
    const { customers, watch } = fresh;
    const existing = nextId();
    await customers.create(existing, fields({ fname: 'Existing' }));
    const active = watch('ACTIVE');
    const removed = watch('REMOVED');
    const all = watch('ALL');
    expect(await active.shapeOf(1)).toEqual({ initial: true, changes: [['ADDED', existing, true]] });
    expect(await removed.shapeOf(1)).toEqual({ initial: true, changes: [] });
    expect(await all.shapeOf(1)).toEqual({ initial: true, changes: [['ADDED', existing, true]] });

    const id = nextId();
    await customers.create(id, fields());
    expect(await active.shapeOf(2)).toEqual({ initial: false, changes: [['ADDED', id, true]] });
    expect(await all.shapeOf(2)).toEqual({ initial: false, changes: [['ADDED', id, true]] });

    await customers.update(id, fields({ fname: 'Edited' }));
    expect(await active.shapeOf(3)).toEqual({ initial: false, changes: [['MODIFIED', id, true]] });
    expect((await active.until(3)).changes[0]!.customer).toEqual({
      id,
      ...fields({ fname: 'Edited' }),
      status: true,
      version: 2,
    });
    expect(await all.shapeOf(3)).toEqual({ initial: false, changes: [['MODIFIED', id, true]] });

    await customers.setStatus(id, false);
    expect(await active.shapeOf(4)).toEqual({ initial: false, changes: [['REMOVED', id, false]] });
    expect(await removed.shapeOf(2)).toEqual({ initial: false, changes: [['ADDED', id, false]] });
    expect(await all.shapeOf(4)).toEqual({ initial: false, changes: [['MODIFIED', id, false]] });

    await customers.setStatus(id, true);
    expect(await active.shapeOf(5)).toEqual({ initial: false, changes: [['ADDED', id, true]] });
    expect(await removed.shapeOf(3)).toEqual({ initial: false, changes: [['REMOVED', id, true]] });
    expect(await all.shapeOf(5)).toEqual({ initial: false, changes: [['MODIFIED', id, true]] });

    // Refused writes send nothing: the next set every watcher sees is the following real change.
    await customers.update('missing-id', fields());
    await customers.setStatus('missing-id', false);
    await customers.setStatus(existing, false);
    expect(await removed.shapeOf(4)).toEqual({ initial: false, changes: [['ADDED', existing, false]] });
    expect(await active.shapeOf(6)).toEqual({ initial: false, changes: [['REMOVED', existing, false]] });
    expect(await all.shapeOf(6)).toEqual({ initial: false, changes: [['MODIFIED', existing, false]] });
    expect([active.sets.length, removed.sets.length, all.sets.length]).toEqual([6, 4, 6]);
    expect([...active.errors, ...removed.errors, ...all.errors]).toEqual([]);
  });

  it('shares one listener among the watchers of a filter; a late watcher starts from its current state', async () => {
    const { store, customers, watch } = fresh;
    const first = nextId();
    await customers.create(first, fields());
    const one = watch('ACTIVE');
    expect(await one.shapeOf(1)).toEqual({ initial: true, changes: [['ADDED', first, true]] });
    const two = watch('ACTIVE');
    expect(await two.shapeOf(1)).toEqual({ initial: true, changes: [['ADDED', first, true]] });
    if (store.feedStats) expect(store.feedStats()).toEqual([{ filter: 'ACTIVE', listening: true, watchers: 2 }]);
    if (store.listenStreams) expect(store.listenStreams()).toBe(1);

    const second = nextId();
    await customers.create(second, fields());
    expect(await one.shapeOf(2)).toEqual({ initial: false, changes: [['ADDED', second, true]] });
    expect(await two.shapeOf(2)).toEqual({ initial: false, changes: [['ADDED', second, true]] });

    const late = watch('ACTIVE');
    expect(await late.shapeOf(1)).toEqual({
      initial: true,
      changes: [
        ['ADDED', first, true],
        ['ADDED', second, true],
      ],
    });
    if (store.feedStats) expect(store.feedStats()).toEqual([{ filter: 'ACTIVE', listening: true, watchers: 3 }]);
    if (store.listenStreams) expect(store.listenStreams()).toBe(1);
  });

  it('stops sending to a watcher that unsubscribed, and detaches the listener when the last one leaves', async () => {
    const { store, customers, watch } = fresh;
    const leaving = watch('ALL');
    const staying = watch('ALL');
    await leaving.until(1);
    await staying.until(1);
    leaving.unsubscribe();
    const id = nextId();
    await customers.create(id, fields());
    expect(await staying.shapeOf(2)).toEqual({ initial: false, changes: [['ADDED', id, true]] });
    expect(leaving.sets).toHaveLength(1);

    staying.unsubscribe();
    if (store.feedStats) expect(store.feedStats()).toEqual([]);
    if (store.listenStreams) await waitFor(() => store.listenStreams!() === 0, 'the listen stream to close');
    await customers.setStatus(id, false);

    // A new watcher gets a fresh listener and the current state.
    const again = watch('ALL');
    expect(await again.shapeOf(1)).toEqual({ initial: true, changes: [['ADDED', id, false]] });
    expect([leaving.sets.length, staying.sets.length]).toEqual([1, 2]);
    if (store.listenStreams) expect(store.listenStreams()).toBe(1);
  });

  it("answers pages from its live list's memory once the listener has heard of this process's own writes", async () => {
    const { store, customers, watch } = fresh;
    // Reads are counted on Firestore only; the embedded store reads its own file.
    if (!store.readsSinceLast) return;
    for (const lname of ['Kept', 'Also kept']) await customers.create(nextId(), fields({ lname }));
    const live = watch('ACTIVE');
    await live.until(1, 30_000);
    await customers.create(nextId(), fields({ lname: 'Warm' }));
    await live.until(2, 30_000);
    store.readsSinceLast();
    const warm = await customers.page({ filter: 'ACTIVE', search: 'warm', first: 100, afterKey: null });
    expect(warm.customers.map(({ lname }) => lname)).toEqual(['Warm']);
    expect((await customers.page({ filter: 'ACTIVE', search: null, first: 100, afterKey: null })).totalCount).toBe(3);
    expect(store.readsSinceLast()).toEqual({ page: 0 });
  });
}
