// The stores CRM_STORE names, opened for the composition root (server/crm.ts): SQLite's in the one file, or Firestore's.
import type { Config } from './config.ts';
import type { CustomerStore } from './domain/customers/customerStore.ts';
import type { PresenceStore } from './domain/presence/presence.ts';
import type { WorkerStore } from './domain/workers/workerStore.ts';
import type { TeamStore } from './domain/team/teamStore.ts';
import type { SignInStore } from './domain/signin/signInStore.ts';
import type { WebhookStore } from './domain/webhooks/webhookStore.ts';
import type { SavedViewStore } from './domain/views/savedViewStore.ts';
import type { TagStore } from './domain/tags/tagStore.ts';
import type { CustomFieldStore } from './domain/customFields/customFieldStore.ts';
import type { CompanyStore } from './domain/companies/companyStore.ts';
import type { ActivityStore } from './domain/activities/activityStore.ts';
import type { TaskStore } from './domain/tasks/taskStore.ts';
import type { CompanyTimelineStore } from './domain/companies/companyTimelineStore.ts';
import { SqliteTaskStore } from './stores/sqlite/sqliteTaskStore.ts';
import type { NotificationStore } from './domain/notifications/notificationService.ts';
import { log } from './log.ts';
import { timedStore, type Metrics } from './metrics.ts';
import type { SqliteDatabase } from './stores/sqlite/database.ts';
import { SqliteSignInStore } from './stores/sqlite/sqliteSignInStore.ts';
import { SqlitePresenceStore } from './stores/sqlite/sqlitePresenceStore.ts';
import { SqliteTeamStore } from './stores/sqlite/sqliteTeamStore.ts';
import { createFirestoreStores } from './stores/firestore/firestoreStores.ts';
import { seedDemoWorkers } from './stores/sqlite/demoWorkers.ts';
import { SqliteCustomerStore } from './stores/sqlite/sqliteCustomerStore.ts';
import { sqliteReady } from './stores/sqlite/readiness.ts';
import { SqliteWorkerStore } from './stores/sqlite/sqliteWorkerStore.ts';
import { SqliteWebhookStore } from './stores/sqlite/sqliteWebhookStore.ts';
import { SqliteSavedViewStore } from './stores/sqlite/sqliteSavedViewStore.ts';
import { SqliteTagStore } from './stores/sqlite/sqliteTagStore.ts';
import { SqliteCustomFieldStore } from './stores/sqlite/sqliteCustomFieldStore.ts';
import { SqliteCompanyStore } from './stores/sqlite/sqliteCompanyStore.ts';
import { SqliteCompanyTimeline } from './stores/sqlite/sqliteCompanyTimeline.ts';
import { SqliteActivityStore } from './stores/sqlite/sqliteActivityStore.ts';
import { SqliteNotificationStore } from './stores/sqlite/sqliteNotificationStore.ts';

export interface Stores {
  customers: CustomerStore;
  /**
   * Who has which customer open: shared across processes on both stores
   * (Firestore documents, or rows in the SQLite file)
   */
  presence: PresenceStore;
  workers: WorkerStore;
  /** Members, roles, invitations, API keys and the audit log: with the customers they guard */
  team: TeamStore;
  /** Each device's session and second factors: with the team */
  signIn: SignInStore;
  /** Webhook endpoints, the outbox the customer store writes in its transactions, and the delivery log */
  webhooks: WebhookStore;
  /** The customers list's saved views, personal and shared */
  savedViews: SavedViewStore;
  /** The team's tags (which customers carry them: the customer store) */
  tags: TagStore;
  /** The team's custom fields (the customers' values: the customer store) */
  customFields: CustomFieldStore;
  /** The team's companies (who works at each: the customer store) */
  companies: CompanyStore;
  /** What the team writes about each customer (notes, calls, meetings, emails) */
  activities: ActivityStore;
  /** Tasks and the digests sent */
  tasks: TaskStore;
  /** A company's people's activities, tasks and history, read along the company (its timeline) */
  companyTimeline: CompanyTimelineStore;
  notifications: NotificationStore;
  /** How often this process looks at the outbox: cheap on SQLite, a read per look on Firestore */
  webhookPollMs: number;
  description: string;
  /** null when the store answers; else what is wrong, for /readyz */
  ready(): Promise<string | null>;
  close(): Promise<void>;
}

/** The customer and worker stores CRM_STORE names. */
export function openStores(config: Config, db: SqliteDatabase, metrics: Metrics): Stores {
  if (config.store === 'firestore') {
    const stores = createFirestoreStores();
    stores.customers.meter.onCall(({ operation, reads, writes }) => {
      if (reads) metrics.firestoreReads.inc({ call: operation }, reads);
      if (writes) metrics.firestoreWrites.inc({ call: operation }, writes);
    });
    return { ...stores, customers: timedStore(stores.customers, 'firestore', metrics), webhookPollMs: 2_000 };
  }
  const workers = new SqliteWorkerStore(db);
  if (config.seedDemo && workers.count() === 0) {
    const seeded = seedDemoWorkers(workers);
    log.info(`seeded ${seeded} demo workers`);
  }
  const customers = new SqliteCustomerStore(db);
  const activities = new SqliteActivityStore(db);
  return {
    customers: timedStore(customers, 'sqlite', metrics),
    presence: new SqlitePresenceStore(db),
    workers,
    team: new SqliteTeamStore(db),
    signIn: new SqliteSignInStore(db),
    webhooks: new SqliteWebhookStore(db),
    savedViews: new SqliteSavedViewStore(db),
    tags: new SqliteTagStore(db),
    customFields: new SqliteCustomFieldStore(db),
    companies: new SqliteCompanyStore(db),
    activities,
    tasks: new SqliteTaskStore(db),
    companyTimeline: new SqliteCompanyTimeline(db, activities, customers),
    notifications: new SqliteNotificationStore(db),
    webhookPollMs: 250,
    description: `SQLite at ${db.name}`,
    ready: async () => sqliteReady(db, customers),
    close: async () => undefined,
  };
}
