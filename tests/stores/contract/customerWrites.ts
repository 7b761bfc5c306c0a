// Customers' writes on every store: create, edit, remove and restore, their versions and history, and a stale
// write merged with what others changed since or refused.
import { expect, it } from '@jest/globals';
import type { CustomerStore } from '../../../server/domain/customers/customerStore.ts';
import { ConflictError } from '../../../server/domain/errors.ts';
import { fields, nextId, ids } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function customerWritesContract(fresh: FreshStore): void {
  it('creates active customers, gets them by id and lists them by filter', async () => {
    const { customers } = fresh;
    const [a, b, c] = [nextId(), nextId(), nextId()];
    expect(await customers.create(a, fields())).toEqual({ id: a, ...fields(), status: true, version: 1 });
    await customers.create(b, fields({ fname: 'Grace', notes: 'Prefers email' }));
    await customers.create(c, fields({ fname: 'Alan' }));
    await customers.setStatus(c, false);

    expect(await customers.get(b)).toEqual({
      id: b,
      ...fields({ fname: 'Grace', notes: 'Prefers email' }),
      status: true,
      version: 1,
    });
    expect(await customers.get('no-such-customer')).toBeNull();
    expect(ids(await customers.list('ACTIVE'))).toEqual([a, b]);
    expect(ids(await customers.list('REMOVED'))).toEqual([c]);
    expect(ids(await customers.list('ALL'))).toEqual([a, b, c]);
  });

  it('merges an edit into the customer and keeps its status', async () => {
    const { customers } = fresh;
    const id = nextId();
    await customers.create(id, fields({ notes: 'first' }));
    await customers.setStatus(id, false);
    const edited = fields({ fname: 'Augusta', address: '2 Analytical Street', notes: '' });
    expect(await customers.update(id, edited)).toEqual({ id, ...edited, status: false, version: 3 });
    expect(await customers.get(id)).toEqual({ id, ...edited, status: false, version: 3 });
  });

  it('changes only the status on remove and restore', async () => {
    const { customers } = fresh;
    const id = nextId();
    await customers.create(id, fields());
    expect(await customers.setStatus(id, false)).toEqual({ id, ...fields(), status: false, version: 2 });
    expect(await customers.get(id)).toEqual({ id, ...fields(), status: false, version: 2 });
    expect(await customers.setStatus(id, true)).toEqual({ id, ...fields(), status: true, version: 3 });
    expect(ids(await customers.list('ACTIVE'))).toEqual([id]);
  });

  it('says by changeVersion when customers may have changed: a new version after every write, or null if it cannot tell', async () => {
    const { customers } = fresh;
    const id = nextId();
    const versions = [customers.changeVersion()];
    await customers.create(id, fields());
    versions.push(customers.changeVersion());
    await customers.update(id, fields({ fname: 'Augusta' }));
    versions.push(customers.changeVersion());
    await customers.setStatus(id, false);
    versions.push(customers.changeVersion());
    if (versions[0] === null) expect(versions).toEqual([null, null, null, null]);
    else expect(new Set(versions).size).toBe(versions.length);
    // Reading changes nothing.
    await customers.list('ALL');
    expect(customers.changeVersion()).toBe(versions.at(-1));
  });

  it('answers null for an unknown id and writes nothing', async () => {
    const { customers } = fresh;
    expect(await customers.update('missing-id', fields())).toBeNull();
    expect(await customers.setStatus('missing-id', false)).toBeNull();
    expect(await customers.setStatus('missing-id', true)).toBeNull();
    expect(await customers.get('missing-id')).toBeNull();
    expect(await customers.list('ALL')).toEqual([]);
  });

  it('keeps each write’s history with who, when, what kind and which fields changed, newest first, in pages', async () => {
    const { customers } = fresh;
    const ada = { uid: 'u-ada', email: 'ada@example.com' };
    const id = nextId();
    const began = Date.now();
    await customers.create(id, fields({ notes: 'first' }), ada);
    await customers.update(id, fields({ phone: '555 0199', notes: 'first' }), {
      uid: 'u-bob',
      email: 'bob@example.com',
    });
    await customers.update(id, fields({ phone: '555 0199', notes: 'first' }), ada); // changes nothing: no entry
    await customers.setStatus(id, false, ada);
    await customers.setStatus(id, true);
    const compact = (page: Awaited<ReturnType<CustomerStore['history']>>) =>
      page.nodes.map(({ type, by, changes }) => ({ type, by: by?.email ?? null, changes }));

    const newest = await customers.history(id, 2, null);
    expect(compact(newest)).toEqual([
      { type: 'RESTORED', by: null, changes: [{ field: 'status', from: 'false', to: 'true' }] },
      { type: 'REMOVED', by: 'ada@example.com', changes: [{ field: 'status', from: 'true', to: 'false' }] },
    ]);
    expect(newest.hasNextPage).toBe(true);
    expect(newest.nodes[0]!.at).toBeGreaterThanOrEqual(began);
    const older = await customers.history(id, 2, newest.endCursor);
    expect(compact(older)).toEqual([
      { type: 'EDITED', by: 'bob@example.com', changes: [{ field: 'phone', from: '555 0100', to: '555 0199' }] },
      {
        type: 'CREATED',
        by: 'ada@example.com',
        changes: [
          { field: 'fname', from: null, to: 'Ada' },
          { field: 'lname', from: null, to: 'Lovelace' },
          { field: 'email', from: null, to: 'ada@example.com' },
          { field: 'phone', from: null, to: '555 0100' },
          { field: 'address', from: null, to: '1 Engine Row' },
          { field: 'notes', from: null, to: 'first' },
          { field: 'status', from: null, to: 'true' },
        ],
      },
    ]);
    expect(older.hasNextPage).toBe(false);
    expect(older.nodes[1]!.by).toEqual(ada);
    expect(await customers.history('no-such-customer', 5, null)).toEqual({
      nodes: [],
      endCursor: null,
      hasNextPage: false,
    });
  });

  it('merges a write made on an older version with what others changed since, field by field', async () => {
    const { customers } = fresh;
    const id = nextId();
    const ada = { uid: 'u-ada', email: 'ada@example.com' };
    await customers.create(id, fields({ notes: 'first' }));
    // Two people open version 1; Bob saves a new phone, then Ada, still on version 1, saves new notes.
    expect((await customers.update(id, fields({ phone: '555 0199', notes: 'first' }), null, 1))!.version).toBe(2);
    const merged = await customers.update(id, fields({ notes: 'Ada’s notes' }), ada, 1);
    expect(merged).toEqual({ id, ...fields({ phone: '555 0199', notes: 'Ada’s notes' }), status: true, version: 3 });
    // Both set the same value: nothing to resolve.
    expect((await customers.update(id, fields({ phone: '555 0199', notes: 'first' }), null, 1))!.phone).toBe(
      '555 0199',
    );
    // A remove made on a version before others' edits merges with them too (that save changed nothing: no entry, but a
    // version); so does one made before someone else removed and restored the customer (no change of theirs is left).
    const removed = await customers.setStatus(id, false, ada, 2);
    expect(removed).toMatchObject({ status: false, phone: '555 0199', notes: 'Ada’s notes', version: 5 });
    expect((await customers.setStatus(id, true, ada, 5))!.version).toBe(6);
    expect(await customers.setStatus(id, false, ada, 4)).toMatchObject({ status: false, version: 7 });
    // Seen removed, restored by someone else since: a remove on that version asks for what someone undid, and says so
    // instead of leaving the customer active in silence.
    await customers.setStatus(id, true, ada, 7);
    await expect(customers.setStatus(id, false, ada, 7)).rejects.toThrow(ConflictError);
    // No version: the last write wins.
    expect((await customers.update(id, fields({ phone: '555 0100' })))!.phone).toBe('555 0100');
  });

  it('finds no conflict in a field others changed and changed back', async () => {
    const { customers } = fresh;
    const id = nextId();
    await customers.create(id, fields({ notes: 'x' }));
    await customers.update(id, fields({ notes: 'y' }), null, 1);
    await customers.update(id, fields({ notes: 'x' }), null, 2);
    expect((await customers.update(id, fields({ notes: 'z' }), null, 1))!.notes).toBe('z');
  });

  it('refuses a stale write to a field someone else changed, with the customer as it is, and writes nothing', async () => {
    const { customers } = fresh;
    const id = nextId();
    await customers.create(id, fields());
    await customers.update(id, fields({ phone: '555 0199', address: '9 Other Road' }), null, 1);
    const failure = await customers.update(id, fields({ phone: '555 0123' }), null, 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as ConflictError).fields).toEqual(['phone']);
    expect((failure as ConflictError).customer).toEqual({
      id,
      ...fields({ phone: '555 0199', address: '9 Other Road' }),
      status: true,
      version: 2,
    });
    expect(await customers.get(id)).toEqual((failure as ConflictError).customer);
    expect((await customers.history(id, 10, null)).nodes).toHaveLength(2);
    // Sent again on the version it now holds, the write goes through.
    expect((await customers.update(id, fields({ phone: '555 0123', address: '9 Other Road' }), null, 2))!.version).toBe(
      3,
    );
  });
}
