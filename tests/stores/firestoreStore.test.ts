// Firestore only: documents the original app wrote, and the documents this product writes.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Customer } from '../../server/domain/customers/customer.ts';
import { createFirestoreStores, type FirestoreStores } from '../../server/stores/firestore/firestoreStores.ts';
import { backfillCustomerKeys, normalizeStoredPhones } from '../../server/stores/firestore/normalizeStoredPhones.ts';
import { fields, recorder } from './contract/fixtures.ts';
import { firestoreEachTest } from './firestoreEachTest.ts';

const firestore = firestoreEachTest();

const raw = async (id: string) => (await firestore.db.collection('customers').doc(id).get()).data();
const blank = { fname: '', lname: '', email: '', phone: '', address: '', notes: '', phoneNormalized: null };

describe('documents of the original app', () => {
  beforeEach(() => firestore.open());

  const originals: Record<string, Record<string, unknown>> = {
    full: {
      id: 'full',
      fname: 'Ada',
      lname: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 0100',
      address: '1 Engine Row',
      notes: 'Met at the fair',
      status: true,
    },
    sparse: { fname: 'Sparse', status: true },
    odd: {
      id: 'odd',
      fname: 42,
      lname: null,
      email: ['x@example.com'],
      phone: 5550100,
      address: { street: 'Elm' },
      status: true,
    },
    removed: {
      id: 'removed',
      fname: 'Gone',
      lname: 'Away',
      email: 'gone@example.com',
      phone: '1',
      address: 'Nowhere',
      status: false,
      createdBy: 'original app',
    },
    unsure: { fname: 'No', lname: 'Status' },
  };
  const expected: Record<string, Customer> = {
    full: {
      id: 'full',
      fname: 'Ada',
      lname: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 0100',
      address: '1 Engine Row',
      notes: 'Met at the fair',
      phoneNormalized: null,
      status: true,
      version: 0,
    },
    sparse: { id: 'sparse', ...blank, fname: 'Sparse', status: true, version: 0 },
    odd: { id: 'odd', ...blank, fname: '42', phone: '5550100', status: true, version: 0 },
    removed: {
      id: 'removed',
      fname: 'Gone',
      lname: 'Away',
      email: 'gone@example.com',
      phone: '1',
      phoneNormalized: null,
      address: 'Nowhere',
      notes: '',
      status: false,
      version: 0,
    },
    unsure: { id: 'unsure', ...blank, fname: 'No', lname: 'Status', status: false, version: 0 },
  };
  const byId = (list: Customer[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

  beforeEach(async () => {
    const { db } = firestore;
    const batch = db.batch();
    for (const [id, data] of Object.entries(originals)) batch.set(db.collection('customers').doc(id), data);
    await batch.commit();
  });

  it('reads them tolerantly: missing strings as empty, odd values as text or empty, status true only when it is true', async () => {
    const { customers } = firestore.stores;
    expect(byId(await customers.list('ALL'))).toEqual(byId(Object.values(expected)));
    expect(byId(await customers.list('ACTIVE'))).toEqual([expected.full, expected.odd, expected.sparse]);
    expect(await customers.list('REMOVED')).toEqual([expected.removed]);
    for (const id of Object.keys(originals)) expect(await customers.get(id)).toEqual(expected[id]);

    const all = recorder();
    const stop = customers.watch('ALL', all.watcher);
    try {
      const initial = await all.until(1);
      expect(initial.initial).toBe(true);
      expect(byId(initial.changes.map(({ customer }) => customer))).toEqual(byId(Object.values(expected)));
    } finally {
      stop();
    }
  });

  it('writes what the original app reads: the spec’s fields, merged into its documents, status only on remove and restore', async () => {
    const { db } = firestore;
    const { customers } = firestore.stores;
    await customers.create('fresh', fields());
    // Beside the spec's fields, the keys indexed queries use (customerDocument.ts).
    const keys = (sortKey: string, emailLower: string) => ({
      sortKey,
      emailLower,
      changedAt: expect.any(Number),
      // The further phones' and emails' keys, for duplicate checks (none here).
      contactKeys: [],
      // Each other column's order key starts with the column's value and ends with the name's sort key.
      ...Object.fromEntries(
        ['fnameKey', 'emailKey', 'phoneKey', 'addressKey', 'notesKey'].map((key) => [
          key,
          expect.stringMatching(new RegExp(`${sortKey}$`)),
        ]),
      ),
    });
    expect(await raw('fresh')).toEqual({
      id: 'fresh',
      ...fields(),
      status: true,
      version: 1,
      ...keys('lovelace\u0001ada\u0001fresh', 'ada@example.com'),
    });

    const edited = fields({ fname: 'Back', notes: 'Called again' });
    // Every write counts the document's version up (docs/collaboration.md), from 0 for one the original app wrote.
    expect(await customers.update('removed', edited)).toEqual({ id: 'removed', ...edited, status: false, version: 1 });
    expect(await raw('removed')).toEqual({
      id: 'removed',
      ...edited,
      status: false,
      version: 1,
      createdBy: 'original app',
      ...keys('lovelace\u0001back\u0001removed', 'ada@example.com'),
    });

    await customers.setStatus('odd', false);
    expect(await raw('odd')).toEqual({
      ...originals.odd,
      status: false,
      version: 1,
      ...keys('\u00010242\u0001odd', ''),
    });

    expect(await customers.update('ghost', edited)).toBeNull();
    expect(await customers.setStatus('ghost', true)).toBeNull();
    expect((await db.collection('customers').doc('ghost').get()).exists).toBe(false);
  });

  it('gets the normalised phones of documents saved without them from npm run normalize-phones, found by any format then', async () => {
    const { stores, db } = firestore;
    await db.collection('customers').doc('local').set({ fname: 'Dana', phone: '052-123 4567', status: true });
    expect(await stores.customers.findByContact([], ['+972521234567'])).toEqual([]);
    // Batches of 2 writes, to cross a batch boundary.
    expect(await normalizeStoredPhones(db, 'IL', 2)).toBe(3);
    expect((await raw('sparse'))?.sortKey).toBe('\u0001sparse\u0001sparse');
    expect((await raw('local'))?.phoneNormalized).toBe('+972521234567');
    // 555 0100 and the number 5550100 are possible (7-digit) numbers in IL; '1' and a missing phone are none.
    expect((await raw('full'))?.phoneNormalized).toBe('+9725550100');
    expect((await raw('odd'))?.phoneNormalized).toBe('+9725550100');
    expect((await raw('removed'))?.phoneNormalized).toBeUndefined();
    expect((await stores.customers.findByContact([], ['+972521234567'])).map(({ id }) => id)).toEqual(['local']);
    expect((await stores.customers.list('ACTIVE', '0521234567')).map(({ id }) => id)).toEqual(['local']);
    expect(await normalizeStoredPhones(db, 'IL', 2)).toBe(0);
  });

  it('reads the whole collection for pages and duplicate checks until npm run backfill-keys keys it, then only what they answer', async () => {
    const { stores, db, projectId } = firestore;
    const reads = (store: FirestoreStores, operation: string) => store.customers.meter.snapshot()[operation]?.reads;
    await stores.customers.page({ filter: 'ALL', search: null, first: 2, afterKey: null });
    await stores.customers.findByContact(['GONE@example.com'], []);
    expect([reads(stores, 'page'), reads(stores, 'findByContact')]).toEqual([5, 5]);

    expect((await backfillCustomerKeys(db, 'US', 2)).written).toBe(5);
    // The store asks once whether the collection is keyed: a store opened after the back-fill finds it so.
    const keyed = createFirestoreStores({ appName: `${projectId}-keyed`, projectId });
    try {
      const first = await keyed.customers.page({ filter: 'ALL', search: null, first: 2, afterKey: null });
      expect({ ids: first.customers.map(({ id }) => id), total: first.totalCount, more: first.hasNextPage }).toEqual({
        ids: ['odd', 'sparse'],
        total: 5,
        more: true,
      });
      // Two customers and the one after them, and a count (one read per 1,000).
      expect(reads(keyed, 'page')).toBe(3 + 1);
      const rest = await keyed.customers.page({
        filter: 'ACTIVE',
        search: null,
        first: 10,
        afterKey: (await raw('sparse'))!.sortKey as string,
      });
      expect(rest.customers.map(({ id }) => id)).toEqual(['full']);
      expect((await keyed.customers.findByContact(['GONE@example.com'], [])).map(({ id }) => id)).toEqual(['removed']);
      // One query by the first email and phone, one by the further ones' keys (each at least one read).
      expect(reads(keyed, 'findByContact')).toBe(2);
      expect(await keyed.customers.changedSince(Date.now() + 60_000, 10)).toEqual([]);
      expect(reads(keyed, 'changedSince')).toBe(1);
      expect((await keyed.customers.changedSince(0, 10))!.map(({ id }) => id).sort()).toEqual(
        Object.keys(originals).sort(),
      );
    } finally {
      await keyed.close();
    }
  });

  it('describes where it stores, for the start-up log', () => {
    const { stores, projectId } = firestore;
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    expect(stores.description).toBe(`Firestore project ${projectId} (emulator at ${host})`);
  });
});
