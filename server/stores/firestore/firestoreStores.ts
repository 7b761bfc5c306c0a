// The Firestore adapters on one firebase-admin app. firebase-admin reads GOOGLE_CLOUD_PROJECT,
// GOOGLE_APPLICATION_CREDENTIALS and FIRESTORE_EMULATOR_HOST itself (DESIGN §5).
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FirestoreCustomerStore, type FirestoreCustomerStoreOptions } from './firestoreCustomerStore.ts';
import { FirestoreWorkerStore } from './firestoreWorkerStore.ts';

export interface FirestoreStoreOptions extends FirestoreCustomerStoreOptions {
  /** The firebase-admin app to use, reused when one of that name is already initialised (default 'staff-crm') */
  appName?: string;
  /** Overrides the project firebase-admin would find in the environment */
  projectId?: string;
}

export interface FirestoreStores {
  customers: FirestoreCustomerStore;
  workers: FirestoreWorkerStore;
  db: Firestore;
  /** For the start-up log line: which project, and the emulator when there is one. */
  description: string;
  /** Detaches every listener and, when this factory initialised the app, deletes it. */
  close(): Promise<void>;
}

/** The project as firebase-admin finds it without asking the network (app options, then the standard variables). */
function projectOf(app: App): string {
  return app.options.projectId ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT ?? '(from the credentials)';
}

export function createFirestoreStores(options: FirestoreStoreOptions = {}): FirestoreStores {
  const name = options.appName ?? 'staff-crm';
  const existing = getApps().find((app) => app.name === name);
  const app: App = existing ?? initializeApp(options.projectId ? { projectId: options.projectId } : {}, name);
  try {
    const db = getFirestore(app);
    const customers = new FirestoreCustomerStore(db, options);
    const emulator = process.env.FIRESTORE_EMULATOR_HOST;
    let closed = false;
    return {
      customers,
      workers: new FirestoreWorkerStore(db),
      db,
      description: `Firestore project ${projectOf(app)}${emulator ? ` (emulator at ${emulator})` : ''}`,
      close: async () => {
        if (closed) return;
        closed = true;
        customers.close();
        if (!existing) await deleteApp(app);
      },
    };
  } catch (error) {
    if (!existing) void deleteApp(app);
    throw error;
  }
}
