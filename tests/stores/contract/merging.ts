// Merging duplicates on every store: one customer kept with the chosen fields, the others marked mergedInto, and a
// merged customer restored.
import { expect, it } from '@jest/globals';
import type { CustomerChangeSet } from '../../../server/domain/customers/customer.ts';
import { shape, fields, nextId, dana, addWebhook } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function mergeContract(fresh: FreshStore): void {
  it('keeps one customer with the chosen fields, removes the others marked mergedInto, in one change set, with MERGED history and a customer.merged event on every side', async () => {
    const { store, customers, watch } = fresh;
    const [keep, twin, removedTwin, bystander] = [nextId(), nextId(), nextId(), nextId()];
    await customers.create(keep, fields({ notes: 'Met at the fair' }));
    await customers.create(twin, fields({ fname: 'Augusta', phone: '555 0199', notes: 'Prefers email' }));
    await customers.create(removedTwin, fields({ address: '3 Old Lane' }));
    await customers.setStatus(removedTwin, false);
    await customers.create(bystander, fields({ fname: 'Grace', email: 'grace@example.com' }));
    await addWebhook(store.webhooks);
    const active = watch('ACTIVE');
    const all = watch('ALL');
    await active.until(1);
    await all.until(1);
    const eventsBefore = await store.webhooks.eventsAfter('', 100);
    const chosen = fields({ fname: 'Augusta', phone: '555 0199', notes: 'Met at the fair\nPrefers email' });

    const outcome = await customers.merge(keep, [twin, removedTwin], chosen, dana);
    // Nothing is lost: the replaced phone stays among the phones, the removed twin's address in the notes.
    const notes = `${chosen.notes}\nAlso: address 3 Old Lane (from merged customer Ada Lovelace)`;
    const phones = [
      { label: 'work', value: '555 0199', normalized: null },
      { label: 'work', value: '555 0100', normalized: null },
    ];
    const emails = [{ label: 'work', value: 'ada@example.com' }];
    const keptAfter = { id: keep, ...chosen, notes, phones, emails, status: true, version: 2 };
    expect(outcome).toEqual({ kept: keptAfter });
    expect(await customers.get(keep)).toEqual(keptAfter);
    expect(await customers.get(twin)).toMatchObject({
      status: false,
      mergedInto: keep,
      version: 2,
      fname: 'Augusta',
    });
    expect(await customers.get(removedTwin)).toMatchObject({ status: false, mergedInto: keep, version: 3 });
    expect(await customers.get(bystander)).toEqual({
      id: bystander,
      ...fields({ fname: 'Grace', email: 'grace@example.com' }),
      status: true,
      version: 1,
    });
    expect((await customers.list('REMOVED')).find(({ id }) => id === twin)?.mergedInto).toBe(keep);
    // One change set each: the kept one modified, the active twin gone from the active list.
    const sorted = (set: CustomerChangeSet) => shape(set).changes.sort((a, b) => (a[1] < b[1] ? -1 : 1));
    expect(sorted(await active.until(2))).toEqual([
      ['MODIFIED', keep, true],
      ['REMOVED', twin, false],
    ]);
    const allSet = await all.until(2);
    expect(sorted(allSet)).toEqual([
      ['MODIFIED', keep, true],
      ['MODIFIED', twin, false],
      ['MODIFIED', removedTwin, false],
    ]);
    expect(allSet.changes.find(({ customer }) => customer.id === twin)!.customer.mergedInto).toBe(keep);

    const latest = async (id: string) => (await customers.history(id, 1, null)).nodes[0]!;
    expect(await latest(keep)).toMatchObject({
      type: 'MERGED',
      by: dana,
      changes: [
        { field: 'fname', from: 'Ada', to: 'Augusta' },
        { field: 'phone', from: '555 0100', to: '555 0199' },
        { field: 'notes', from: 'Met at the fair', to: notes },
        { field: 'phones', from: '', to: 'work: 555 0100' },
        { field: 'mergedFrom', from: null, to: twin },
        { field: 'mergedFrom', from: null, to: removedTwin },
      ],
    });
    expect(await latest(twin)).toMatchObject({
      type: 'MERGED',
      by: dana,
      changes: [
        { field: 'status', from: 'true', to: 'false' },
        { field: 'mergedInto', from: null, to: keep },
      ],
    });
    expect(await latest(removedTwin)).toMatchObject({
      type: 'MERGED',
      changes: [{ field: 'mergedInto', from: null, to: keep }],
    });
    expect((await customers.history(bystander, 5, null)).nodes.map(({ type }) => type)).toEqual(['CREATED']);

    const events = (await store.webhooks.eventsAfter(eventsBefore.at(-1)?.position ?? '', 100)).map(
      ({ type, customerId, data }) => ({
        type,
        customerId,
        data,
      }),
    );
    expect(events.map(({ type, customerId }) => [type, customerId])).toEqual([
      ['customer.merged', keep],
      ['customer.merged', twin],
      ['customer.merged', removedTwin],
    ]);
    expect((events[1]!.data.customer as { mergedInto?: string }).mergedInto).toBe(keep);
  });

  it('keeps the kept customer’s own values when no fields are given, and its status when it is removed', async () => {
    const { customers } = fresh;
    const [keep, twin] = [nextId(), nextId()];
    await customers.create(keep, fields());
    await customers.setStatus(keep, false);
    await customers.create(twin, fields({ fname: 'Augusta' }));
    expect(await customers.merge(keep, [twin], null)).toEqual({
      kept: { id: keep, ...fields(), status: false, version: 3 },
    });
    const entry = (await customers.history(keep, 1, null)).nodes[0]!;
    expect(entry).toMatchObject({
      type: 'MERGED',
      by: null,
      changes: [{ field: 'mergedFrom', from: null, to: twin }],
    });
  });

  it('restores a merged customer: active again, no longer merged, by one restore or a bulk one', async () => {
    const { customers } = fresh;
    const [keep, one, two] = [nextId(), nextId(), nextId()];
    for (const id of [keep, one, two]) await customers.create(id, fields({ fname: `Twin ${id}` }));
    await customers.merge(keep, [one, two], null, dana);
    const restored = await customers.setStatus(one, true, dana);
    expect(restored).toEqual({ id: one, ...fields({ fname: `Twin ${one}` }), status: true, version: 3 });
    expect(await customers.get(one)).toEqual(restored);
    expect((await customers.history(one, 1, null)).nodes[0]).toMatchObject({
      type: 'RESTORED',
      changes: [{ field: 'status', from: 'false', to: 'true' }],
    });
    expect(await customers.bulkSetStatus('restore-merged', [two], true)).toBe(1);
    const back = await customers.get(two);
    expect(back).toMatchObject({ status: true, version: 3 });
    expect(back!.mergedInto).toBeUndefined();
    // Restored, it may be merged again, or kept.
    expect(await customers.merge(one, [two], null)).toMatchObject({ kept: { id: one } });
  });
}
