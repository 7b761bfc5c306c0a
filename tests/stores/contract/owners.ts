// Customer owners on every store: the owner kept with the customer, an owner's list, bulk assignment and its undo.
import { expect, it } from '@jest/globals';
import { waitFor } from '../../support/waitFor.ts';
import { addWebhook, dana, fields, ids, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function ownersContract(fresh: FreshStore): void {
  it('keeps the owner a create or update gives; an update without one keeps it; none is null', async () => {
    const { customers } = fresh;
    const [a, b] = [nextId(), nextId()];
    expect((await customers.create(a, fields({ ownerUid: 'u-ann' }))).ownerUid).toBe('u-ann');
    expect((await customers.create(b, fields())).ownerUid ?? null).toBeNull();
    expect((await customers.get(a))?.ownerUid).toBe('u-ann');
    expect((await customers.get(b))?.ownerUid ?? null).toBeNull();
    expect((await customers.update(a, fields({ fname: 'Augusta' })))?.ownerUid).toBe('u-ann');
    expect((await customers.update(a, fields({ fname: 'Augusta', ownerUid: 'u-bo' }), dana))?.ownerUid).toBe('u-bo');
    expect((await customers.get(a))?.ownerUid).toBe('u-bo');
    const [latest] = (await customers.history(a, 1, null)).nodes;
    expect(latest?.changes).toEqual([{ field: 'ownerUid', from: 'u-ann', to: 'u-bo' }]);
  }, 60_000);

  it('lists one owner’s customers of a filter', async () => {
    const { customers } = fresh;
    const [a, b, c, d] = [nextId(), nextId(), nextId(), nextId()];
    await customers.create(a, fields({ ownerUid: 'u-ann' }));
    await customers.create(b, fields({ ownerUid: 'u-ann' }));
    await customers.create(c, fields({ ownerUid: 'u-bo' }));
    await customers.create(d, fields());
    await customers.setStatus(b, false);
    expect(ids(await customers.owned('ACTIVE', 'u-ann'))).toEqual([a]);
    expect(ids(await customers.owned('REMOVED', 'u-ann'))).toEqual([b]);
    expect(ids(await customers.owned('ALL', 'u-ann'))).toEqual([a, b].sort());
    expect(ids(await customers.owned('ALL', 'u-nobody'))).toEqual([]);
  }, 60_000);

  it('assigns many as one bulk change: history, a customer.assigned event and a change each; undo gives owners back but to customers written since', async () => {
    const { store, customers, watch } = fresh;
    await addWebhook(store.webhooks);
    const [a, b, c, d] = [nextId(), nextId(), nextId(), nextId()];
    await customers.create(a, fields({ fname: 'Ann one', ownerUid: 'u-ann' }));
    await customers.create(b, fields({ fname: 'Bo one', ownerUid: 'u-bo' }));
    await customers.create(c, fields({ fname: 'Nobody one' }));
    await customers.create(d, fields({ fname: 'Cy one', ownerUid: 'u-cy' }));
    const active = watch('ACTIVE');
    await active.until(1);
    // d already belongs to u-cy: not counted, no entry.
    expect(await customers.bulkSetOwner('assign-1', [a, b, c, d, 'no-such-customer'], 'u-cy', dana)).toBe(3);
    for (const id of [a, b, c, d]) expect((await customers.get(id))?.ownerUid).toBe('u-cy');
    await waitFor(
      () => active.sets.slice(1).flatMap(({ changes }) => changes).length >= 3,
      'the live list to hear of the assignments',
      20_000,
    );
    const heard = active.sets.slice(1).flatMap(({ changes }) => changes);
    expect(heard.map(({ type, customer }) => [type, customer.ownerUid])).toEqual([
      ['MODIFIED', 'u-cy'],
      ['MODIFIED', 'u-cy'],
      ['MODIFIED', 'u-cy'],
    ]);
    const [entry] = (await customers.history(c, 1, null)).nodes;
    expect(entry).toMatchObject({ type: 'EDITED', by: dana, changes: [{ field: 'ownerUid', from: '', to: 'u-cy' }] });
    const events = await store.webhooks.eventsAfter('', 100);
    const assigned = events.filter(({ type }) => type === 'customer.assigned').map(({ customerId }) => customerId);
    expect(assigned.sort()).toEqual([a, b, c].sort());

    // b is written since: its undo leaves it with u-cy and lists it.
    await customers.update(b, fields({ fname: 'Bo two' }));
    const undo = await customers.undoBulk('assign-1', dana);
    expect(undo).not.toBe('unknown');
    expect(undo).not.toBe('undone');
    if (typeof undo === 'string') return;
    expect(undo.reverted).toBe(2);
    expect(undo.keptChangedSince.map(({ id }) => id)).toEqual([b]);
    expect((await customers.get(a))?.ownerUid).toBe('u-ann');
    expect((await customers.get(b))?.ownerUid).toBe('u-cy');
    expect((await customers.get(c))?.ownerUid ?? null).toBeNull();
    expect((await customers.get(d))?.ownerUid).toBe('u-cy');
    expect(await customers.undoBulk('assign-1', dana)).toBe('undone');
  }, 120_000);
}
