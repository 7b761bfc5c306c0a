// The sign-in port's contract on each store (SQLite, Firestore): sessions by token hash and by person, a challenge
// completed once, second factors with recovery codes taken once and TOTP steps that only move forward, passkeys, and
// WebAuthn challenges spent as they are read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SessionRecord, SignInStore, StoredPasskey } from '../../server/domain/signin/signInStore.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteSignInStore } from '../../server/stores/sqlite/sqliteSignInStore.ts';
import { createFirestoreStores } from '../../server/stores/firestore/firestoreStores.ts';
import {
  externalEmulator,
  startInProcessEmulator,
  uniqueProjectId,
  useEmulator,
  type FirestoreEmulator,
} from '../support/firestoreEmulator.ts';

interface Adapter {
  name: string;
  open(): Promise<{ store: SignInStore; close(): Promise<void> }>;
  stop(): Promise<void>;
}

const sqlite: Adapter = {
  name: 'SQLite',
  open: async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-signin-'));
    const db = openDatabase(dataDir);
    return {
      store: new SqliteSignInStore(db),
      close: async () => {
        db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  stop: async () => undefined,
};

function firestore(): Adapter {
  let emulator: FirestoreEmulator | null = null;
  return {
    name: 'Firestore',
    open: async () => {
      emulator ??= externalEmulator() ?? (await startInProcessEmulator());
      useEmulator(emulator);
      const projectId = uniqueProjectId();
      const stores = createFirestoreStores({ appName: projectId, projectId });
      return { store: stores.signIn, close: () => stores.close() };
    },
    stop: async () => {
      await emulator?.stop();
    },
  };
}

const now = Date.now();
const session = (overrides: Partial<SessionRecord>): SessionRecord => ({
  id: 'id-1',
  tokenHash: 'hash-1',
  uid: 'u-ada',
  userAgent: 'Mozilla/5.0',
  address: '127.0.0.1',
  createdAt: now,
  lastActiveAt: now,
  expiresAt: now + 60_000,
  pendingUntil: null,
  mustEnrol: false,
  endedBecause: null,
  ...overrides,
});

describe.each([sqlite, firestore()])('the sign-in store on $name', (adapter) => {
  let store: SignInStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await adapter.open());
  }, 60_000);
  afterAll(async () => {
    await close();
    await adapter.stop();
  });

  it('keeps sessions by token hash and by person (newest first, expired ones left out), updates and deletes them', async () => {
    await store.addSession(session({ id: 's-old', tokenHash: 'h-old', createdAt: now - 2000 }));
    await store.addSession(session({ id: 's-new', tokenHash: 'h-new', createdAt: now - 1000, mustEnrol: true }));
    await store.addSession(session({ id: 's-gone', tokenHash: 'h-gone', expiresAt: now - 1 }));
    await store.addSession(session({ id: 's-bob', tokenHash: 'h-bob', uid: 'u-bob' }));
    expect((await store.sessionsOf('u-ada', now)).map((record) => record.id)).toEqual(['s-new', 's-old']);
    expect(await store.sessionByTokenHash('h-new')).toEqual(
      session({ id: 's-new', tokenHash: 'h-new', createdAt: now - 1000, mustEnrol: true }),
    );
    await store.updateSession('h-new', { mustEnrol: false, lastActiveAt: now + 5 });
    expect(await store.sessionByTokenHash('h-new')).toMatchObject({ mustEnrol: false, lastActiveAt: now + 5 });
    // A session ended for a reason keeps its record, marked, so its device can be told why.
    await store.updateSession('h-new', { endedBecause: 'PASSWORD_CHANGED' });
    expect(await store.sessionByTokenHash('h-new')).toMatchObject({ endedBecause: 'PASSWORD_CHANGED' });
    await store.deleteSessions(['h-old', 'h-new']);
    expect(await store.sessionsOf('u-ada', now)).toEqual([]);
    expect(await store.sessionByTokenHash('h-bob')).not.toBeNull();
  });

  it('completes a waiting session once, and not after its wait is over', async () => {
    await store.addSession(
      session({ id: 's-wait', tokenHash: 'h-wait', pendingUntil: now + 60_000, expiresAt: now + 60_000 }),
    );
    expect(await store.completePendingSession('h-wait', now, now + 1_000_000)).toBe(true);
    expect(await store.completePendingSession('h-wait', now, now + 1_000_000)).toBe(false);
    expect(await store.sessionByTokenHash('h-wait')).toMatchObject({ pendingUntil: null, expiresAt: now + 1_000_000 });
    await store.addSession(session({ id: 's-late', tokenHash: 'h-late', pendingUntil: now - 1 }));
    expect(await store.completePendingSession('h-late', now, now + 1_000_000)).toBe(false);
  });

  it('takes each recovery code once, and accepts TOTP steps only forwards', async () => {
    await store.saveSecondFactor({
      uid: 'u-ada',
      secret: 'JBSWY3DPEHPK3PXP',
      enrolledAt: now,
      recoveryCodeHashes: ['c1', 'c2'],
      lastTimeStep: 10,
    });
    expect(await store.takeRecoveryCode('u-ada', 'c1')).toBe(true);
    expect(await store.takeRecoveryCode('u-ada', 'c1')).toBe(false);
    expect(await store.takeRecoveryCode('u-ada', 'nope')).toBe(false);
    expect(await store.advanceTimeStep('u-ada', 10)).toBe(false);
    expect(await store.advanceTimeStep('u-ada', 11)).toBe(true);
    expect(await store.secondFactor('u-ada')).toEqual({
      uid: 'u-ada',
      secret: 'JBSWY3DPEHPK3PXP',
      enrolledAt: now,
      recoveryCodeHashes: ['c2'],
      lastTimeStep: 11,
    });
    await store.deleteSecondFactor('u-ada');
    expect(await store.secondFactor('u-ada')).toBeNull();
    expect(await store.takeRecoveryCode('u-ada', 'c2')).toBe(false);
  });

  it('keeps passkeys per person and by credential, and spends each WebAuthn challenge once', async () => {
    const passkey: StoredPasskey = {
      id: 'p-1',
      credentialId: 'cred-1',
      uid: 'u-ada',
      name: 'Laptop',
      publicKey: 'pk',
      counter: 0,
      transports: ['internal'],
      createdAt: now,
      lastUsedAt: null,
    };
    await store.addPasskey(passkey);
    await store.addPasskey({ ...passkey, id: 'p-2', credentialId: 'cred-2', name: 'Phone', createdAt: now + 1 });
    expect((await store.passkeysOf('u-ada')).map((key) => key.name)).toEqual(['Phone', 'Laptop']);
    await store.touchPasskey('cred-1', 7, now + 9);
    expect(await store.passkeyByCredentialId('cred-1')).toEqual({ ...passkey, counter: 7, lastUsedAt: now + 9 });
    expect(await store.deletePasskey('u-bob', 'p-1')).toBeNull();
    expect(await store.deletePasskey('u-ada', 'p-1')).toMatchObject({ name: 'Laptop' });
    expect(await store.passkeyByCredentialId('cred-1')).toBeNull();

    await store.addPasskeyChallenge('challenge-1', { uid: null, expiresAt: now + 60_000 });
    expect(await store.takePasskeyChallenge('challenge-1')).toEqual({ uid: null, expiresAt: now + 60_000 });
    expect(await store.takePasskeyChallenge('challenge-1')).toBeNull();
  });
});
