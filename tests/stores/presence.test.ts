// The presence port's contract on each store: in memory, the SQLite file (shared by the server processes on one data
// folder: each side here has its own connection) and Firestore (shared by server processes: each side here has its
// own app and client). A page one side opens shows on the other, goes when it
// closes, even closed at once; an entry whose server died expires.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MemoryPresenceStore, PresenceService, type PresenceStore } from '../../server/domain/presence/presence.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqlitePresenceStore } from '../../server/stores/sqlite/sqlitePresenceStore.ts';
import { createFirestoreStores, type FirestoreStores } from '../../server/stores/firestore/firestoreStores.ts';
import {
  externalEmulator,
  startInProcessEmulator,
  uniqueProjectId,
  useEmulator,
  type FirestoreEmulator,
} from '../support/firestoreEmulator.ts';
import { waitFor } from '../support/waitFor.ts';

interface PresenceAdapter {
  name: string;
  start(): Promise<void>;
  /** Two views of one presence: two servers' stores (Firestore), or one store twice (memory) */
  open(): Promise<{ here: PresenceStore; there: PresenceStore; close(): Promise<void> }>;
  stop(): Promise<void>;
}

const memory: PresenceAdapter = {
  name: 'in memory',
  start: async () => undefined,
  open: async () => {
    const store = new MemoryPresenceStore();
    return { here: store, there: store, close: async () => undefined };
  },
  stop: async () => undefined,
};

const sqlite: PresenceAdapter = {
  name: 'SQLite, two processes on one file',
  start: async () => undefined,
  open: async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-presence-'));
    const databases = [openDatabase(dataDir), openDatabase(dataDir)];
    return {
      here: new SqlitePresenceStore(databases[0]!),
      there: new SqlitePresenceStore(databases[1]!),
      close: async () => {
        for (const db of databases) db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  stop: async () => undefined,
};

function firestore(): PresenceAdapter {
  let emulator: FirestoreEmulator | null = null;
  return {
    name: 'Firestore',
    start: async () => {
      emulator = externalEmulator() ?? (await startInProcessEmulator());
    },
    open: async () => {
      useEmulator(emulator!);
      const projectId = uniqueProjectId();
      const servers: FirestoreStores[] = [
        createFirestoreStores({ appName: projectId, projectId }),
        createFirestoreStores({ appName: `${projectId}-other`, projectId }),
      ];
      return {
        here: servers[0]!.presence,
        there: servers[1]!.presence,
        close: async () => void (await Promise.all(servers.map((stores) => stores.close()))),
      };
    },
    stop: async () => {
      await emulator?.stop();
    },
  };
}

describe.each([memory, sqlite, firestore()])('presence $name', (adapter) => {
  let opened: Awaited<ReturnType<PresenceAdapter['open']>>;
  let here: PresenceService;
  let there: PresenceService;
  let stop: () => void;
  const ada = { uid: 'u-ada', email: 'ada@example.com' };
  const seen = () => there.viewers('customer-1');

  beforeAll(() => adapter.start());
  afterAll(() => adapter.stop());
  beforeEach(async () => {
    opened = await adapter.open();
    here = new PresenceService(opened.here);
    there = new PresenceService(opened.there, { ttlMs: 2_000 });
    stop = there.watch(() => undefined);
  });
  afterEach(async () => {
    stop();
    await opened.close();
  });

  it('shows a page open on one server to the other, each user once, and forgets it when it closes', async () => {
    const page = here.join('customer-1', ada, false);
    const second = here.join('customer-1', ada, true);
    await waitFor(() => seen().length === 1 && seen()[0]!.editing, 'the other server to see the pages');
    expect(seen()).toEqual([{ user: ada, editing: true }]);
    expect(there.editors()).toEqual([{ customerId: 'customer-1', user: ada }]);
    expect(there.viewers('customer-1', second.key)).toEqual([{ user: ada, editing: false }]);
    second.leave();
    await waitFor(() => seen().length === 1 && !seen()[0]!.editing, 'the editing page to leave');
    page.leave();
    await waitFor(() => seen().length === 0, 'the page to leave');
  });

  it('keeps a page closed at once closed (its first write cannot land after its delete)', async () => {
    for (let i = 0; i < 5; i++) here.join('customer-1', { uid: `u-${i}`, email: `${i}@example.com` }, false).leave();
    const marker = here.join('customer-2', ada, false);
    await waitFor(() => there.viewers('customer-2').length === 1, 'a later page to show');
    // Each page's writes are ordered, not the pages among themselves: the closed ones go, and stay gone.
    await waitFor(() => seen().length === 0, 'the closed pages to go');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen()).toEqual([]);
    marker.leave();
  });

  it('lets the entry of a server that died expire', async () => {
    await opened.here.put({
      key: 'dead-server-page',
      customerId: 'customer-1',
      user: { uid: 'u-bob', email: 'bob@example.com' },
      editing: false,
      // Long enough to be seen before it expires on a loaded machine: at half a second, a full test run missed it.
      expiresAt: Date.now() + 2_000,
    });
    await waitFor(() => seen().length === 1, 'the dead server’s entry');
    await waitFor(() => seen().length === 0, 'the entry to expire', 6_000);
  });
});
