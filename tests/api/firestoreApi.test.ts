// The real server on CRM_STORE=firestore: writes made straight to Firestore by another client reach
// GraphQL subscribers, and workers as the original app stored them are served through the API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { photoEtag } from '../../server/domain/workers/worker.ts';
import { collect, gql, signUp, startTestCrm, tempDataDir, wsClient, type TestCrm } from '../support/crmServer.ts';
import {
  externalEmulator,
  startInProcessEmulator,
  uniqueProjectId,
  useEmulator,
  type FirestoreEmulator,
} from '../support/firestoreEmulator.ts';
import { waitFor } from '../support/waitFor.ts';

interface ChangeSet {
  customerChanges: {
    initial: boolean;
    changes: Array<{ type: string; customer: { id: string; fname: string; status: boolean } }>;
  };
}
const changesSubscription = `subscription Changes($filter: CustomerFilter) {
  customerChanges(filter: $filter) { initial changes { type customer { id fname status } } }
}`;

let emulator: FirestoreEmulator;
beforeAll(async () => {
  emulator = externalEmulator() ?? (await startInProcessEmulator());
  useEmulator(emulator);
});
afterAll(() => emulator.stop());

/** A CRM on Firestore, in a project of its own, and another firebase-admin client on the same project. */
async function startOnFirestore(): Promise<{ crm: TestCrm; token: string; other: Firestore; otherApp: App }> {
  const projectId = uniqueProjectId();
  process.env.GOOGLE_CLOUD_PROJECT = projectId;
  const crm = await startTestCrm({ CRM_STORE: 'firestore', CRM_METRICS_TOKEN: 'metrics-token-for-the-tests' });
  const otherApp = initializeApp({ projectId }, `original-app-${projectId}`);
  const { token } = await signUp(crm.url);
  return { crm, token, other: getFirestore(otherApp), otherApp };
}

describe('CRM_STORE=firestore', () => {
  let crm: TestCrm;
  let token: string;
  let other: Firestore;
  let otherApp: App;
  beforeAll(async () => {
    ({ crm, token, other, otherApp } = await startOnFirestore());
  });
  afterAll(async () => {
    await crm.dispose();
    await deleteApp(otherApp);
  });

  const shapeOf = async (subscription: ReturnType<typeof collect<ChangeSet>>, count: number) => {
    const set = (await subscription.until(count))[count - 1]!.data!.customerChanges;
    return {
      initial: set.initial,
      changes: set.changes.map(({ type, customer }) => [type, customer.id, customer.status, customer.fname]),
    };
  };

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
        // Each column's order (case and accents aside, numbers by value: each run of digits led by its length), then the name order
        fnameKey: `via\u0001graphql\u0001via\u0001${id}`,
        emailKey: `via@example.com\u0001graphql\u0001via\u0001${id}`,
        phoneKey: `03555 0212 03345\u0001graphql\u0001via\u0001${id}`,
        addressKey: `013 query lane\u0001graphql\u0001via\u0001${id}`,
        notesKey: `\u0001graphql\u0001via\u0001${id}`,
        emailLower: 'via@example.com',
        changedAt: expect.any(Number),
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

  it('sends a save made through a second server process on the same Firestore project to subscribers here', async () => {
    const dataDir = tempDataDir();
    const there = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CRM_DATA_DIR: dataDir,
        CRM_STORE: 'firestore',
        CRM_LOG_QUIET: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const socket = wsClient(crm.url, { token });
    try {
      let thereUrl = '';
      for await (const line of createInterface({ input: there.stdout! })) {
        const match = /listening on (http:\/\/[^;\s)]+)/.exec(line);
        if (match) {
          thereUrl = match[1]!;
          break;
        }
      }
      // Local accounts live in each server's own data folder.
      const { token: thereToken } = await signUp(thereUrl);
      const onAll = collect<ChangeSet>(socket.client, changesSubscription, { filter: 'ALL' });
      await onAll.until(1);
      const saved = await gql<{ saveCustomer: { id: string } }>(
        thereUrl,
        'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        {
          input: {
            fname: 'Elsewhere',
            lname: 'Process',
            email: 'else@example.com',
            phone: '555 010 0800',
            address: '2 Other Host',
          },
        },
        { token: thereToken },
      );
      expect(await shapeOf(onAll, 2)).toEqual({
        initial: false,
        changes: [['ADDED', saved.body.data!.saveCustomer.id, true, 'Elsewhere']],
      });
    } finally {
      await socket.client.dispose();
      await new Promise<void>((resolve) => {
        there.once('exit', () => resolve());
        there.kill('SIGTERM');
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('counts each Firestore call’s document reads and writes in /metrics', async () => {
    await gql(crm.url, 'query One { customer(id: "no-such-customer") { id } }', {}, { token });
    const text = await (
      await fetch(`${crm.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-the-tests' } })
    ).text();
    expect(text).toMatch(/^crm_firestore_document_reads_total\{call="get"\} [1-9]\d*$/m);
    // The live lists' listeners read what their snapshots change.
    expect(text).toMatch(/^crm_firestore_document_reads_total\{call="listen"\} [1-9]\d*$/m);
    expect(text).toMatch(/^crm_firestore_document_writes_total\{call="create"\} [1-9]\d*$/m);
    expect(text).toMatch(/^crm_store_call_duration_seconds_count\{store="firestore",call="get"\} [1-9]\d*$/m);
  });

  it('serves workers as the original app stored them: Timestamp birthdays, data: URL and bare base64 images', async () => {
    const photo = fs.readFileSync('server/stores/sqlite/demo/demo-ava-thompson.jpg');
    const batch = other.batch();
    const workers = other.collection('workers');
    batch.set(workers.doc('w1'), {
      name: 'Timestamp Person',
      phones: ['111', '222'],
      email: 'ts@example.com',
      birthday: Timestamp.fromDate(new Date('1990-01-01T00:00:00Z')),
      image: photo.toString('base64'),
    });
    batch.set(workers.doc('w2'), {
      name: 'Data Url Person',
      email: 'du@example.com',
      birthday: '1999-12-31',
      image: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    batch.set(workers.doc('w3'), { name: 'Sparse Person' });
    await batch.commit();

    const { body } = await gql<{ workers: unknown[] }>(
      crm.url,
      '{ workers { id name phones email birthday photoUrl } }',
      {},
      { token },
    );
    expect(body.data!.workers).toEqual([
      {
        id: 'w2',
        name: 'Data Url Person',
        phones: [],
        email: 'du@example.com',
        birthday: '1999-12-31',
        photoUrl: '/photos/workers/w2',
      },
      { id: 'w3', name: 'Sparse Person', phones: [], email: '', birthday: null, photoUrl: null },
      {
        id: 'w1',
        name: 'Timestamp Person',
        phones: ['111', '222'],
        email: 'ts@example.com',
        birthday: '1990-01-01',
        photoUrl: '/photos/workers/w1',
      },
    ]);

    const auth = { authorization: `Bearer ${token}` };
    for (const id of ['w1', 'w2']) {
      const response = await fetch(`${crm.url}/photos/workers/${id}`, { headers: auth });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('etag')).toBe(photoEtag(photo));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(photo);
    }
    const again = await fetch(`${crm.url}/photos/workers/w1`, {
      headers: { ...auth, 'if-none-match': photoEtag(photo) },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${crm.url}/photos/workers/w3`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${crm.url}/photos/workers/w1`)).status).toBe(401);
  });
});

describe('closing a CRM on Firestore', () => {
  it('detaches its listeners and deletes its firebase-admin app', async () => {
    const { crm, token, otherApp } = await startOnFirestore();
    try {
      const socket = wsClient(crm.url, { token });
      await collect<ChangeSet>(socket.client, changesSubscription).until(1);
      expect(getApps().map((app) => app.name)).toContain('staff-crm');
      // One for the live list, one for the team's access changes (deactivations reach every process through it).
      if (emulator.listenStreams) expect(emulator.listenStreams()).toBe(2);
      await crm.dispose();
      expect(getApps().map((app) => app.name)).not.toContain('staff-crm');
      if (emulator.listenStreams) await waitFor(() => emulator.listenStreams!() === 0, 'the listen streams to end');
      await socket.client.dispose();
    } finally {
      await deleteApp(otherApp);
    }
  });
});
