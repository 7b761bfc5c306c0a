// An import's batch on every store: written whole, recorded as IMPORTED, restoring removed customers, undone as one.
import { expect, it } from '@jest/globals';
import { fields, nextId, ids } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function customerImportsContract(fresh: FreshStore): void {
  it('writes an import batch bigger than one Firestore transaction whole, counts it once, and undoes it as one import', async () => {
    const { customers } = fresh;
    const updated = nextId();
    await customers.create(updated, fields({ lname: 'Big import', notes: 'before' }));
    const created = Array.from({ length: 400 }, () => nextId());
    const writes = [
      ...created.map((id, index) => ({
        kind: 'create' as const,
        id,
        fields: fields({ lname: `Big import ${index}` }),
      })),
      { kind: 'update' as const, id: updated, fields: fields({ lname: 'Big import', notes: 'imported' }) },
    ];
    await customers.importBatch('big-import', writes, { created: 400, updated: 1, skipped: 0, failed: 0 });
    expect((await customers.list('ACTIVE', 'big import')).length).toBe(401);
    expect((await customers.get(updated))!.notes).toBe('imported');
    expect((await customers.imports(5)).find(({ id }) => id === 'big-import')).toMatchObject({
      created: 400,
      updated: 1,
      undone: false,
    });
    expect(await customers.undoImport('big-import')).toEqual({ removed: 400, reverted: 1, keptChangedSince: [] });
    expect((await customers.list('ACTIVE', 'big import')).map(({ id }) => id)).toEqual([updated]);
    expect((await customers.get(updated))!.notes).toBe('before');
    expect(await customers.importState('big-import')).toBe('undone');
    expect(await customers.undoImport('big-import')).toBe('undone');
  });

  it('records an import’s writes as IMPORTED and its undo of an update as an ordinary write', async () => {
    const { customers } = fresh;
    const id = nextId();
    const by = { uid: 'u-importer', email: 'importer@example.com' };
    await customers.create(id, fields({ fname: 'Before' }));
    await customers.importBatch(
      `import-${id}`,
      [{ kind: 'update', id, fields: fields({ fname: 'Imported' }) }],
      { created: 0, updated: 1, skipped: 0, failed: 0 },
      by,
    );
    expect(await customers.undoImport(`import-${id}`, by)).toEqual({ removed: 0, reverted: 1, keptChangedSince: [] });
    const { nodes } = await customers.history(id, 10, null);
    expect(nodes.map(({ type, by: who, changes }) => [type, who?.email, changes.length])).toEqual([
      ['EDITED', 'importer@example.com', 1],
      ['IMPORTED', 'importer@example.com', 1],
      ['CREATED', undefined, 6], // its fields, less the empty notes
    ]);
  });

  it('restores a removed customer an import writes with restore, in one version, and its undo removes it again with its earlier fields', async () => {
    const { customers } = fresh;
    const id = nextId();
    await customers.create(id, fields({ notes: 'Before' }));
    await customers.setStatus(id, false);
    const imported = fields({ fname: 'Restored', notes: 'From the file' });
    await customers.importBatch(`import-${id}`, [{ kind: 'update', id, fields: imported, restore: true }], {
      created: 0,
      updated: 1,
      skipped: 0,
      failed: 0,
    });
    expect(await customers.get(id)).toEqual({ id, ...imported, status: true, version: 3 });
    expect(ids(await customers.list('ACTIVE'))).toContain(id);
    const { nodes } = await customers.history(id, 1, null);
    expect(nodes[0]!.changes).toEqual(expect.arrayContaining([{ field: 'status', from: 'false', to: 'true' }]));

    expect(await customers.undoImport(`import-${id}`)).toEqual({ removed: 0, reverted: 1, keptChangedSince: [] });
    expect(await customers.get(id)).toEqual({ id, ...fields({ notes: 'Before' }), status: false, version: 4 });
  });
}
