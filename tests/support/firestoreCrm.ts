// What the API tests of CRM_STORE=firestore share: the emulator, a CRM in a project of its own with another
// firebase-admin client beside it, and the live list's subscription.
import { afterAll, beforeAll } from '@jest/globals';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { signUp, startTestCrm, type collect, type TestCrm } from './crmServer.ts';
import {
  externalEmulator,
  startInProcessEmulator,
  uniqueProjectId,
  useEmulator,
  type FirestoreEmulator,
} from './firestoreEmulator.ts';

export interface ChangeSet {
  customerChanges: {
    initial: boolean;
    changes: Array<{ type: string; customer: { id: string; fname: string; status: boolean } }>;
  };
}
export const changesSubscription = `subscription Changes($filter: CustomerFilter) {
  customerChanges(filter: $filter) { initial changes { type customer { id fname status } } }
}`;

/** Starts the emulator for the file (beforeAll) and stops it (afterAll); answers it once started. */
export function useFirestoreEmulator(): () => FirestoreEmulator {
  let emulator: FirestoreEmulator;
  beforeAll(async () => {
    emulator = externalEmulator() ?? (await startInProcessEmulator());
    useEmulator(emulator);
  });
  afterAll(() => emulator.stop());
  return () => emulator;
}

export interface OnFirestore {
  crm: TestCrm;
  token: string;
  other: Firestore;
  otherApp: App;
}

/** A CRM on Firestore, in a project of its own, and another firebase-admin client on the same project. */
export async function startOnFirestore(): Promise<OnFirestore> {
  const projectId = uniqueProjectId();
  process.env.GOOGLE_CLOUD_PROJECT = projectId;
  const crm = await startTestCrm({ CRM_STORE: 'firestore', CRM_METRICS_TOKEN: 'metrics-token-for-the-tests' });
  const otherApp = initializeApp({ projectId }, `original-app-${projectId}`);
  const { token } = await signUp(crm.url);
  return { crm, token, other: getFirestore(otherApp), otherApp };
}

/** startOnFirestore in the describe's beforeAll (handed to `started`), closed in its afterAll. */
export function onFirestore(started: (running: OnFirestore) => void): void {
  let running: OnFirestore;
  beforeAll(async () => {
    running = await startOnFirestore();
    started(running);
  });
  afterAll(async () => {
    await running.crm.dispose();
    await deleteApp(running.otherApp);
  });
}

/** The `count`th change set a subscription received, as [type, id, status, first name] rows. */
export const shapeOf = async (subscription: ReturnType<typeof collect<ChangeSet>>, count: number) => {
  const set = (await subscription.until(count))[count - 1]!.data!.customerChanges;
  return {
    initial: set.initial,
    changes: set.changes.map(({ type, customer }) => [type, customer.id, customer.status, customer.fname]),
  };
};
