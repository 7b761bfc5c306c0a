// The set-up of the Firestore-only store tests: one emulator per test file, a store on a project of its own per test.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import type { Firestore } from 'firebase-admin/firestore';
import { createFirestoreStores, type FirestoreStores } from '../../server/stores/firestore/firestoreStores.ts';
import {
  externalEmulator,
  startInProcessEmulator,
  uniqueProjectId,
  useEmulator,
  type FirestoreEmulator,
} from '../support/firestoreEmulator.ts';

export interface FirestoreUnderTest {
  readonly emulator: FirestoreEmulator;
  /** The store the test opened, closed after it */
  readonly stores: FirestoreStores;
  readonly db: Firestore;
  readonly projectId: string;
  /** Opens a store on a new project; a test's retry delays shorten how long a failing listener takes. */
  open(retryDelaysMs?: readonly number[]): void;
}

/** Starts the emulator before the file's tests and stops it after; closes each test's store after the test. */
export function firestoreEachTest(): FirestoreUnderTest {
  let emulator: FirestoreEmulator | null = null;
  let opened: { stores: FirestoreStores; projectId: string } | null = null;
  const running = () => {
    if (!emulator) throw new Error('The emulator starts before the first test');
    return emulator;
  };
  const current = () => {
    if (!opened) throw new Error('The test has opened no store');
    return opened;
  };

  beforeAll(async () => {
    emulator = externalEmulator() ?? (await startInProcessEmulator());
  });
  afterAll(() => running().stop());
  afterEach(() => current().stores.close());

  return {
    get emulator() {
      return running();
    },
    get stores() {
      return current().stores;
    },
    get db() {
      return current().stores.db;
    },
    get projectId() {
      return current().projectId;
    },
    open(retryDelaysMs) {
      useEmulator(running());
      const projectId = uniqueProjectId();
      opened = { stores: createFirestoreStores({ appName: projectId, projectId, retryDelaysMs }), projectId };
    },
  };
}
