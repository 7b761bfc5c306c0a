// The store contract for what an import's undo leaves and what undone work counts (docs/product.md#dashboard), on
// every adapter: deleted customers with nothing of them left, a restored one removed again, and per window no count
// of a change an undo took back, nor of the undo's own.
import { expect, it } from '@jest/globals';
import { recorder, shape, fields, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function importUndoContract(fresh: FreshStore): void {
  const counted = async (from: number) => (await fresh.customers.statusChanges([{ from, to: Date.now() + 1 }]))[0];

  it('deletes what an undone import created, history and records with it, and tells live lists and resuming ones; a restored customer is removed again', async () => {
    const { customers } = fresh;
    const began = Date.now();
    const [created, createdRemoved, restored] = [nextId(), nextId(), nextId()];
    await customers.create(restored, fields({ fname: 'Restored', notes: 'Before' }));
    await customers.setStatus(restored, false);
    await customers.importBatch(
      'undo-deletes',
      [
        { kind: 'create', id: created, fields: fields({ fname: 'Created' }) },
        { kind: 'create', id: createdRemoved, fields: fields({ fname: 'Removed since' }) },
        { kind: 'update', id: restored, fields: fields({ fname: 'Restored', notes: 'From the file' }), restore: true },
      ],
      { created: 2, updated: 1, skipped: 0, failed: 0 },
    );
    // Removed by someone since, otherwise as the import left it: deleted too, so no row stays under Deleted customers.
    await customers.setStatus(createdRemoved, false);
    expect((await customers.customersImportedBy('undo-deletes', [created, restored, 'someone-else'])).sort()).toEqual(
      [created, restored].sort(),
    );
    const live = recorder();
    const unsubscribe = customers.watch('ALL', live.watcher);
    try {
      await live.until(1);
      expect(await customers.undoImport('undo-deletes')).toEqual({ removed: 2, reverted: 1, keptChangedSince: [] });
      await live.until(2);
      const changes = live.sets.slice(1).flatMap((set) => shape(set).changes);
      expect(changes).toEqual(
        expect.arrayContaining([
          ['REMOVED', created, true],
          ['REMOVED', createdRemoved, false],
          ['MODIFIED', restored, false],
        ]),
      );
    } finally {
      unsubscribe();
    }
    expect(await customers.get(created)).toBeNull();
    expect(await customers.get(createdRemoved)).toBeNull();
    expect((await customers.list('REMOVED')).map(({ id }) => id)).toEqual([restored]);
    expect(await customers.history(created, 10, null)).toEqual({ nodes: [], endCursor: null, hasNextPage: false });
    expect(await customers.customersImportedBy('undo-deletes', [created, createdRemoved])).toEqual([]);
    expect(await customers.get(restored)).toMatchObject({ fname: 'Restored', notes: 'Before', status: false });
    expect((await customers.erasedSince(began)).sort()).toEqual([created, createdRemoved].sort());
    // Only the hand-made customer's creation and removal count: the import, the removal since and the undo do not.
    expect(await counted(began)).toEqual({ added: 1, removed: 1 });
    expect(await customers.undoImport('undo-deletes')).toBe('undone');
  });

  it('counts neither a bulk change an undo took back nor the undo itself, whichever way it went', async () => {
    const { customers } = fresh;
    const began = Date.now();
    const [a, b, c] = [nextId(), nextId(), nextId()];
    for (const id of [a, b, c]) await customers.create(id, fields({ fname: `Bulk ${id}` }));
    await customers.setStatus(c, false);
    expect(await counted(began)).toEqual({ added: 3, removed: 1 });
    expect(await customers.bulkSetStatus('removal-undone', [a, b], false)).toBe(2);
    expect(await counted(began)).toEqual({ added: 3, removed: 3 });
    expect(await customers.undoBulk('removal-undone')).toEqual({ reverted: 2, keptChangedSince: [] });
    expect(await counted(began)).toEqual({ added: 3, removed: 1 });
    // A restore undone: its undo removes c again, and that is no removal either.
    expect(await customers.bulkSetStatus('restore-undone', [c], true)).toBe(1);
    expect(await customers.undoBulk('restore-undone')).toEqual({ reverted: 1, keptChangedSince: [] });
    expect(await customers.get(c)).toMatchObject({ status: false });
    expect(await counted(began)).toEqual({ added: 3, removed: 1 });
    // The timeline still shows each change.
    expect((await customers.history(a, 5, null)).nodes.map(({ type }) => type)).toEqual([
      'RESTORED',
      'REMOVED',
      'CREATED',
    ]);
  }, 60_000);
}
