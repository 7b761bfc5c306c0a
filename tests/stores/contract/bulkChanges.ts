// Bulk remove and restore on every store: transactions of many, one change set each, history per customer, undo.
import { expect, it } from '@jest/globals';
import type { CustomerChangeSet, CustomerFilter } from '../../../server/domain/customers/customer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { fields, nextId, ids } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function bulkChangeContract(fresh: FreshStore): void {
  it('removes many customers in transactions of many, one change set each to every live list, a history entry per customer, and counts only those it changed', async () => {
    const { customers, watch } = fresh;
    const size = 40;
    const ids = Array.from({ length: size }, () => nextId());
    await customers.importBatch(
      'seed-bulk',
      ids.map((id, i) => ({ kind: 'create' as const, id, fields: fields({ fname: `Bulk${i}` }) })),
      { created: size, updated: 0, skipped: 0, failed: 0 },
    );
    const already = ids[0]!;
    await customers.setStatus(already, false);
    const active = watch('ACTIVE');
    const removed = watch('REMOVED');
    await active.until(1);
    await removed.until(1);
    const by = { uid: 'u-dana', email: 'dana@example.com' };
    // A selection by filter and search names the customers list would answer.
    const idsOf = async (filter: CustomerFilter, search?: string) =>
      (await customers.list(filter, search)).map(({ id }) => id).sort();
    expect((await customers.listIds('ACTIVE', 'bulk1')).sort()).toEqual(await idsOf('ACTIVE', 'bulk1'));
    expect((await customers.listIds('ACTIVE')).sort()).toEqual(await idsOf('ACTIVE'));
    expect((await customers.listIds('REMOVED')).sort()).toEqual(await idsOf('REMOVED'));
    expect(await customers.listIds('REMOVED')).toContain(already);

    const count = await customers.bulkSetStatus('bulk-1', [...ids, 'no-such-customer'], false, by);
    expect(count).toBe(size - 1);
    expect(await customers.list('ACTIVE')).toEqual([]);
    expect((await customers.list('REMOVED')).length).toBe(size);
    // Every live list hears of every customer, a set per transaction: fewer sets than customers.
    const heard = (sets: CustomerChangeSet[]) => sets.slice(1).flatMap(({ changes }) => changes).length;
    await waitFor(
      () => heard(active.sets) === size - 1,
      `the active list to hear of every removal (heard ${heard(active.sets)} in ${active.sets.length - 1} sets)`,
      20_000,
    );
    const activeSets = active.sets.slice(1);
    expect(activeSets.length).toBeLessThan(size / 10);
    expect(new Set(activeSets.flatMap(({ changes }) => changes.map(({ type }) => type)))).toEqual(new Set(['REMOVED']));
    await waitFor(() => heard(removed.sets) === size - 1, 'the removed list to hear of every one', 20_000);
    const history = await customers.history(ids[1]!, 1, null);
    expect(history.nodes.map(({ type, by, changes }) => ({ type, by, changes }))).toEqual([
      { type: 'REMOVED', by, changes: [{ field: 'status', from: 'true', to: 'false' }] },
    ]);
    // The one already removed got no entry from it.
    expect((await customers.history(already, 5, null)).nodes.map(({ type }) => type)).toEqual(['REMOVED', 'IMPORTED']);
  }, 120_000); // 40 customers, each a few writes, through the Firestore emulator: seconds alone, much longer on a loaded machine

  it('undoes a bulk change but for customers written since, which it lists; once only; an unknown id is unknown', async () => {
    const { customers, watch } = fresh;
    const [a, b, c, d] = [nextId(), nextId(), nextId(), nextId()];
    for (const id of [a, b, c, d]) await customers.create(id, fields({ fname: `Undo ${id}` }));
    expect(await customers.bulkSetStatus('bulk-undo', [a, b, c], false)).toBe(3);
    // Since: b edited, c restored by hand; d never in it.
    await customers.update(b, fields({ fname: 'Edited since' }));
    await customers.setStatus(c, true);
    const live = watch('ALL');
    await live.until(1);
    const undo = await customers.undoBulk('bulk-undo', { uid: 'u-eve', email: 'eve@example.com' });
    expect(undo).toEqual({ reverted: 1, keptChangedSince: expect.any(Array) });
    expect(ids((undo as { keptChangedSince: Array<{ id: string }> }).keptChangedSince)).toEqual([b, c].sort());
    expect(await customers.get(a)).toMatchObject({ status: true, version: 3 });
    expect(await customers.get(b)).toMatchObject({ status: false, fname: 'Edited since' });
    expect(await customers.get(c)).toMatchObject({ status: true, version: 3 });
    expect((await customers.history(a, 1, null)).nodes[0]).toMatchObject({
      type: 'RESTORED',
      by: { email: 'eve@example.com' },
    });
    expect(await live.shapeOf(2)).toEqual({ initial: false, changes: [['MODIFIED', a, true]] });
    expect(await customers.undoBulk('bulk-undo')).toBe('undone');
    expect(await customers.undoBulk('no-such-change')).toBe('unknown');
  });

  it('restores many and undoes that too, across more than one transaction', async () => {
    const { customers } = fresh;
    const size = 120;
    const ids = Array.from({ length: size }, () => nextId());
    await customers.importBatch(
      'seed-restore',
      ids.map((id) => ({ kind: 'create' as const, id, fields: fields() })),
      { created: size, updated: 0, skipped: 0, failed: 0 },
    );
    expect(await customers.bulkSetStatus('bulk-remove-all', ids, false)).toBe(size);
    expect(await customers.bulkSetStatus('bulk-restore-some', ids.slice(0, 100), true)).toBe(100);
    expect((await customers.list('ACTIVE')).length).toBe(100);
    expect(await customers.undoBulk('bulk-restore-some')).toEqual({ reverted: 100, keptChangedSince: [] });
    expect(await customers.list('ACTIVE')).toEqual([]);
    // Undoing the removal now: the 100 were written since (restored, then removed again), so only 20 come back.
    const undo = await customers.undoBulk('bulk-remove-all');
    expect(undo).toMatchObject({ reverted: 20 });
    expect((undo as { keptChangedSince: unknown[] }).keptChangedSince).toHaveLength(100);
  }, 120_000); // 120 customers through the Firestore emulator: seconds alone, much longer on a loaded machine
}
