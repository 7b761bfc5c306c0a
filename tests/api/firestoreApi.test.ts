// The real server on CRM_STORE=firestore: writes made straight to Firestore by another client reach
// GraphQL subscribers, saves through GraphQL reach the other client, and lists and subscriptions go in name order.
// A second process, /metrics, workers and closing are in firestoreServer.
import { describe, expect, it } from '@jest/globals';
import type { Firestore } from 'firebase-admin/firestore';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import {
  changesSubscription,
  onFirestore,
  shapeOf,
  useFirestoreEmulator,
  type ChangeSet,
} from '../support/firestoreCrm.ts';

useFirestoreEmulator();

describe('CRM_STORE=firestore', () => {
  let crm: TestCrm;
  let token: string;
  let other: Firestore;
  onFirestore((running) => ({ crm, token, other } = running));

  it('sends a write made straight to Firestore by another client to GraphQL subscribers', async () => {
    const active = wsClient(crm.url, { token });
    const removed = wsClient(crm.url, { token });
    const onActive = collect<ChangeSet>(active.client, changesSubscription, { filter: 'ACTIVE' });
    const onRemoved = collect<ChangeSet>(removed.client, changesSubscription, { filter: 'REMOVED' });
    try {
      expect(await shapeOf(onActive, 1)).toEqual({ initial: true, changes: [] });
      expect(await shapeOf(onRemoved, 1)).toEqual({ initial: true, changes: [] });

      const ref = other.collection('customers').doc('from-console');
      await ref.set({
        id: 'from-console',
        fname: 'Console',
        lname: 'Person',
        email: 'c@example.com',
        phone: '1',
        address: 'Here',
        status: true,
      });
      expect(await shapeOf(onActive, 2)).toEqual({
        initial: false,
        changes: [['ADDED', 'from-console', true, 'Console']],
      });

      await ref.set({ fname: 'Renamed' }, { merge: true });
      expect(await shapeOf(onActive, 3)).toEqual({
        initial: false,
        changes: [['MODIFIED', 'from-console', true, 'Renamed']],
      });

      await ref.set({ status: false }, { merge: true });
      // A listener cannot tell a customer that left its query from one erased: a removal carries no personal data.
      expect(await shapeOf(onActive, 4)).toEqual({ initial: false, changes: [['REMOVED', 'from-console', false, '']] });
      expect(await shapeOf(onRemoved, 2)).toEqual({
        initial: false,
        changes: [['ADDED', 'from-console', false, 'Renamed']],
      });

      const { body } = await gql<{ customer: { fname: string; notes: string; status: boolean } }>(
        crm.url,
        'query { customer(id: "from-console") { fname notes status } }',
        {},
        { token },
      );
      expect(body.data!.customer).toEqual({ fname: 'Renamed', notes: '', status: false });
    } finally {
      await active.client.dispose();
      await removed.client.dispose();
    }
  });

  it('saves through GraphQL into documents the other client reads, and pushes them to subscribers', async () => {
    const socket = wsClient(crm.url, { token });
    const onAll = collect<ChangeSet>(socket.client, changesSubscription, { filter: 'ALL' });
    try {
      await onAll.until(1);
      const input = {
        fname: 'Via',
        lname: 'GraphQL',
        email: 'via@example.com',
        phone: '555 012 345',
        address: '3 Query Lane',
      };
      const { body } = await gql<{ saveCustomer: { id: string } }>(
        crm.url,
        'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        { input },
        { token },
      );
      const id = body.data!.saveCustomer.id;
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await shapeOf(onAll, 2)).toEqual({ initial: false, changes: [['ADDED', id, true, 'Via']] });
      expect((await other.collection('customers').doc(id).get()).data()).toEqual({
        id,
        ...input,
        notes: '',
        phoneNormalized: null,
        status: true,
        version: 1,
        // The keys indexed queries use (server/stores/firestore/customers/customerDocument.ts)
        sortKey: `graphql\u0001via\u0001${id}`,
        // Each column's order (case and accents aside, numbers by value:
        // each run of digits led by its length), then the name order
        fnameKey: `via\u0001graphql\u0001via\u0001${id}`,
        emailKey: `via@example.com\u0001graphql\u0001via\u0001${id}`,
        phoneKey: `03555 0212 03345\u0001graphql\u0001via\u0001${id}`,
        addressKey: `013 query lane\u0001graphql\u0001via\u0001${id}`,
        notesKey: `\u0001graphql\u0001via\u0001${id}`,
        emailLower: 'via@example.com',
        changedAt: expect.any(Number),
        // The further phones' and emails' keys, for duplicate checks (none here).
        contactKeys: [],
        // A new customer's owner is its creator.
        ownerUid: expect.any(String),
      });

      await gql(crm.url, 'mutation($id: ID!) { removeCustomer(id: $id) { id } }', { id }, { token });
      expect(await shapeOf(onAll, 3)).toEqual({ initial: false, changes: [['MODIFIED', id, false, 'Via']] });
      expect((await other.collection('customers').doc(id).get()).data()).toMatchObject({
        id,
        ...input,
        notes: '',
        phoneNormalized: null,
        status: false,
        version: 2,
      });

      const missing = await gql(
        crm.url,
        'mutation($id: ID!) { restoreCustomer(id: $id) { id } }',
        { id: 'not-there' },
        { token },
      );
      expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await other.collection('customers').doc('not-there').get()).exists).toBe(false);
    } finally {
      await socket.client.dispose();
    }
  });

  it('lists customers and starts subscriptions in name order, not in document-id order', async () => {
    const batch = other.batch();
    for (const [id, fname, lname] of [
      ['order-a', 'Yann', 'Young'],
      ['order-b', 'Cy', 'Cole'],
      ['order-c', 'Al', 'Adams'],
    ] as const) {
      batch.set(other.collection('customers').doc(id), {
        id,
        fname,
        lname,
        email: 'o@example.com',
        phone: '555 000 111',
        address: 'Order Street',
        notes: 'ordered',
        status: true,
      });
    }
    await batch.commit();
    // A server with a live list open answers a search from its listener's memory, which hears of another client's
    // writes a moment after they commit, as its subscribers do.
    let found: string[] = [];
    for (const deadline = Date.now() + 5_000; found.length < 3 && Date.now() < deadline;) {
      const { body } = await gql<{ customers: { id: string }[] }>(
        crm.url,
        '{ customers(filter: ALL, search: "ordered") { id } }',
        {},
        { token },
      );
      found = body.data!.customers.map(({ id }) => id);
    }
    expect(found).toEqual(['order-c', 'order-b', 'order-a']);

    const socket = wsClient(crm.url, { token });
    try {
      const onAll = collect<ChangeSet>(socket.client, changesSubscription, { filter: 'ALL' });
      const initial = (await onAll.until(1))[0]!.data!.customerChanges;
      expect(initial.changes.map(({ customer }) => customer.id).filter((id) => id.startsWith('order-'))).toEqual([
        'order-c',
        'order-b',
        'order-a',
      ]);
    } finally {
      await socket.client.dispose();
    }
  });
});
