// The real server on CRM_STORE=firestore: a save through a second server process on the same project reaches
// subscribers here, /metrics counts Firestore's reads and writes, workers as the original app stored them are served
// through the API, and closing a CRM detaches its listeners.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { describe, expect, it } from '@jest/globals';
import { deleteApp, getApps } from 'firebase-admin/app';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { photoEtag } from '../../server/domain/workers/worker.ts';
import { collect, gql, signUp, tempDataDir, wsClient, type TestCrm } from '../support/crmServer.ts';
import {
  changesSubscription,
  onFirestore,
  shapeOf,
  startOnFirestore,
  useFirestoreEmulator,
  type ChangeSet,
} from '../support/firestoreCrm.ts';
import { waitFor } from '../support/waitFor.ts';

const emulator = useFirestoreEmulator();

describe('CRM_STORE=firestore', () => {
  let crm: TestCrm;
  let token: string;
  let other: Firestore;
  onFirestore((running) => ({ crm, token, other } = running));

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
    // A create through this process (the test before saved through another one).
    const input = {
      fname: 'Metra',
      lname: 'Counted',
      address: '1 Count Road',
      email: 'metra@example.com',
      phone: '555 0100 321',
      notes: '',
    };
    await gql(
      crm.url,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input },
      { token },
    );
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
      if (emulator().listenStreams) expect(emulator().listenStreams!()).toBe(2);
      await crm.dispose();
      expect(getApps().map((app) => app.name)).not.toContain('staff-crm');
      if (emulator().listenStreams) await waitFor(() => emulator().listenStreams!() === 0, 'the listen streams to end');
      await socket.client.dispose();
    } finally {
      await deleteApp(otherApp);
    }
  });
});
