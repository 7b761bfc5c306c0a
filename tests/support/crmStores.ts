// A CRM on each store, for API tests that prove a behaviour on SQLite and on Firestore alike (describe.each).
import { startTestCrm, type TestCrm } from './crmServer.ts';
import {
  externalEmulator,
  startInProcessEmulator,
  uniqueProjectId,
  useEmulator,
  type FirestoreEmulator,
} from './firestoreEmulator.ts';
import type { CrmOptions } from '../../server/crm.ts';

export type Start = (env?: Record<string, string>, options?: CrmOptions) => Promise<TestCrm>;

let emulator: FirestoreEmulator | null = null;

/** For the file's afterAll: stops the Firestore emulator its tests started, if any. */
export async function stopStoreEmulator(): Promise<void> {
  await emulator?.stop();
  emulator = null;
}

export const crmStores: ReadonlyArray<readonly [string, Start]> = [
  ['SQLite', (env = {}, options = {}) => startTestCrm(env, options)],
  [
    'Firestore',
    async (env = {}, options = {}) => {
      // A project of its own per CRM keeps tests apart on the one emulator.
      emulator ??= externalEmulator() ?? (await startInProcessEmulator());
      useEmulator(emulator);
      process.env.GOOGLE_CLOUD_PROJECT = uniqueProjectId();
      return startTestCrm({ ...env, CRM_STORE: 'firestore' }, options);
    },
  ],
];
