// The Firestore adapters on one firebase-admin app. firebase-admin reads GOOGLE_CLOUD_PROJECT,
// GOOGLE_APPLICATION_CREDENTIALS and FIRESTORE_EMULATOR_HOST itself (docs/configuration.md).
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FirestorePresenceStore } from './firestorePresenceStore.ts';
import { FirestoreCustomerStore, type FirestoreCustomerStoreOptions } from './firestoreCustomerStore.ts';
import { FirestoreWorkerStore } from './firestoreWorkerStore.ts';
import { FirestoreTeamStore } from './firestoreTeamStore.ts';
import { FirestoreSignInStore } from './firestoreSignInStore.ts';
import { FirestoreWebhookStore } from './firestoreWebhookStore.ts';
import { FirestoreSavedViewStore } from './firestoreSavedViewStore.ts';
import { FirestoreTagStore } from './firestoreTagStore.ts';
import { FirestoreCustomFieldStore } from './firestoreCustomFieldStore.ts';
import { FirestoreCompanyStore } from './firestoreCompanyStore.ts';
import { FirestoreActivityStore } from './firestoreActivityStore.ts';
import { FirestoreTaskStore } from './firestoreTaskStore.ts';
import { FirestoreNotificationStore } from './firestoreNotificationStore.ts';
import { FirestoreCompanyTimeline } from './firestoreCompanyTimeline.ts';

/**
 * gRPC waits up to 120 s between attempts to reconnect a channel, growing 1.6x each time: after a 10 s outage the first
 * write could wait 4-8 s more for the next attempt. Trying every second at most puts Firestore's return within a second
 * of our knowing it, for one connection attempt a second while it is away (google-gax passes `grpc.*` settings on).
 */
const channelSettings = { 'grpc.initial_reconnect_backoff_ms': 250, 'grpc.max_reconnect_backoff_ms': 1_000 };

export interface FirestoreStoreOptions extends FirestoreCustomerStoreOptions {
  /** The firebase-admin app to use, reused when one of that name is already initialised (default 'staff-crm') */
  appName?: string;
  /** Overrides the project firebase-admin would find in the environment */
  projectId?: string;
}

export interface FirestoreStores {
  customers: FirestoreCustomerStore;
  presence: FirestorePresenceStore;
  workers: FirestoreWorkerStore;
  team: FirestoreTeamStore;
  signIn: FirestoreSignInStore;
  webhooks: FirestoreWebhookStore;
  savedViews: FirestoreSavedViewStore;
  tags: FirestoreTagStore;
  customFields: FirestoreCustomFieldStore;
  companies: FirestoreCompanyStore;
  activities: FirestoreActivityStore;
  tasks: FirestoreTaskStore;
  companyTimeline: FirestoreCompanyTimeline;
  notifications: FirestoreNotificationStore;
  db: Firestore;
  /** For the start-up log line: which project, and the emulator when there is one. */
  description: string;
  /** null when Firestore answers a one-document read within a few seconds; else what is wrong, for /readyz */
  ready(): Promise<string | null>;
  /** Detaches every listener and, when this factory initialised the app, deletes it. */
  close(): Promise<void>;
}

/** The project as firebase-admin finds it without asking the network (app options, then the standard variables). */
function projectOf(app: App): string {
  return (
    app.options.projectId ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT ?? '(from the credentials)'
  );
}

export function createFirestoreStores(options: FirestoreStoreOptions = {}): FirestoreStores {
  const name = options.appName ?? 'staff-crm';
  const existing = getApps().find((app) => app.name === name);
  const app: App = existing ?? initializeApp(options.projectId ? { projectId: options.projectId } : {}, name);
  try {
    const db = getFirestore(app);
    // firebase-admin passes no gRPC settings on; an app someone else initialised keeps those it was given.
    if (!existing) db.settings(channelSettings);
    const customers = new FirestoreCustomerStore(db, options);
    const activities = new FirestoreActivityStore(db, customers.meter);
    const companyTimeline = new FirestoreCompanyTimeline(db, customers.meter);
    const emulator = process.env.FIRESTORE_EMULATOR_HOST;
    let closed = false;
    return {
      customers,
      workers: new FirestoreWorkerStore(db),
      presence: new FirestorePresenceStore(db),
      team: new FirestoreTeamStore(db),
      signIn: new FirestoreSignInStore(db),
      webhooks: new FirestoreWebhookStore(db),
      savedViews: new FirestoreSavedViewStore(db),
      tags: new FirestoreTagStore(db),
      customFields: new FirestoreCustomFieldStore(db),
      companies: new FirestoreCompanyStore(db),
      activities,
      tasks: new FirestoreTaskStore(db),
      companyTimeline,
      notifications: new FirestoreNotificationStore(db),
      db,
      description: `Firestore project ${projectOf(app)}${emulator ? ` (emulator at ${emulator})` : ''}`,
      ready: () => customers.ready(),
      close: async () => {
        if (closed) return;
        closed = true;
        customers.close();
        activities.close();
        companyTimeline.close();
        if (!existing) await deleteApp(app);
      },
    };
  } catch (error) {
    if (!existing) void deleteApp(app);
    throw error;
  }
}
