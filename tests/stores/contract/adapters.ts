// The adapters the store contract runs on (docs/architecture.md#layers): SQLite in a temporary folder, Firestore
// on an emulator; each opens a fresh, empty store per test.
import fs from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { CustomerStore } from '../../../server/domain/customers/customerStore.ts';
import type { WorkerRecord } from '../../../server/domain/workers/worker.ts';
import type { WorkerStore } from '../../../server/domain/workers/workerStore.ts';
import type { CustomerFeedStat } from '../../../server/stores/firestore/customers/filterListener.ts';
import { createFirestoreStores } from '../../../server/stores/firestore/firestoreStores.ts';
import { openDatabase, type SqliteDatabase } from '../../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../../server/stores/sqlite/sqliteCustomerStore.ts';
import { SqliteWorkerStore } from '../../../server/stores/sqlite/sqliteWorkerStore.ts';
import { SqliteWebhookStore } from '../../../server/stores/sqlite/sqliteWebhookStore.ts';
import type { WebhookStore } from '../../../server/domain/webhooks/webhookStore.ts';
import type { SavedViewStore } from '../../../server/domain/views/savedViewStore.ts';
import { SqliteSavedViewStore } from '../../../server/stores/sqlite/sqliteSavedViewStore.ts';
import type { TagStore } from '../../../server/domain/tags/tagStore.ts';
import { SqliteTagStore } from '../../../server/stores/sqlite/sqliteTagStore.ts';
import type { CustomFieldStore } from '../../../server/domain/customFields/customFieldStore.ts';
import { SqliteCustomFieldStore } from '../../../server/stores/sqlite/sqliteCustomFieldStore.ts';
import type { CompanyStore } from '../../../server/domain/companies/companyStore.ts';
import { SqliteCompanyStore } from '../../../server/stores/sqlite/sqliteCompanyStore.ts';
import type { ActivityStore } from '../../../server/domain/activities/activityStore.ts';
import { SqliteActivityStore } from '../../../server/stores/sqlite/sqliteActivityStore.ts';
import type { TaskStore } from '../../../server/domain/tasks/taskStore.ts';
import { SqliteTaskStore } from '../../../server/stores/sqlite/sqliteTaskStore.ts';
import type { CompanyTimelineStore } from '../../../server/domain/companies/companyTimelineStore.ts';
import { SqliteCompanyTimeline } from '../../../server/stores/sqlite/sqliteCompanyTimeline.ts';
import type { NotificationStore } from '../../../server/domain/notifications/notificationStore.ts';
import { SqliteNotificationStore } from '../../../server/stores/sqlite/sqliteNotificationStore.ts';
import { uniqueProjectId, useEmulator, type FirestoreEmulator } from '../../support/firestoreEmulator.ts';
import { waitFor } from '../../support/waitFor.ts';
import { tempDataDir } from '../../support/crmServer.ts';
import { SqlitePresenceStore } from '../../../server/stores/sqlite/sqlitePresenceStore.ts';
import type { PresenceStore } from '../../../server/domain/presence/presence.ts';
import type { AuditEntry } from '../../../server/domain/team/team.ts';
import { SqliteTeamStore } from '../../../server/stores/sqlite/sqliteTeamStore.ts';
import type { TeamStore } from '../../../server/domain/team/teamStore.ts';

/** Every row of every table (the search index's own tables included), its text and blob values joined. */
function sqliteRows(db: SqliteDatabase): Array<{ place: string; text: string }> {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  return tables.flatMap(({ name }) =>
    db
      .prepare<[], Record<string, unknown>>(`SELECT * FROM "${name}"`)
      .all()
      .map((row) => ({
        place: name,
        text: Object.values(row)
          .map((value) => (typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('latin1') : ''))
          .join('\u0000'),
      })),
  );
}

/** Every document of the emulator's dump of a project, at any depth, as its path and its fields' JSON. */
function emulatorDocuments(dump: unknown): Array<{ place: string; text: string }> {
  const found: Array<{ place: string; text: string }> = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.path === 'string' && 'fields' in record)
      found.push({ place: record.path, text: JSON.stringify(record.fields) });
    for (const value of Object.values(record)) walk(value);
  };
  walk(dump);
  return found;
}

export interface StoreHarness {
  customers: CustomerStore;
  workers: WorkerStore;
  /** The webhook outbox the customer store writes its events to */
  webhooks: WebhookStore;
  /** The customers list's saved views */
  savedViews: SavedViewStore;
  /** The team's tags */
  tags: TagStore;
  /** The team's custom fields */
  customFields: CustomFieldStore;
  /** The team's companies */
  companies: CompanyStore;
  /** The customers' activities (notes, calls, meetings, emails) */
  activities: ActivityStore;
  /** Tasks and the digests sent */
  tasks: TaskStore;
  /** A company's people's activities, tasks and history (its timeline) */
  companyTimeline: CompanyTimelineStore;
  /** Members' notifications */
  notifications: NotificationStore;
  /** Puts workers where the adapter reads them from, in its source's own shape. */
  putWorkers(workers: readonly WorkerRecord[]): Promise<void>;
  /** The adapter's snapshot listeners, for adapters that have them. */
  feedStats?(): CustomerFeedStat[];
  /** Listen streams the database serves, when it can tell. */
  listenStreams?(): number;
  /** Where the presence of open pages is kept, beside the customers */
  presence: PresenceStore;
  /**
   * Every stored row or document, each as its place and its text (every text value; blobs as Latin-1), when the
   * adapter can read them all: SQLite's every table, or every collection the emulator holds.
   */
  stored?(): Promise<Array<{ place: string; text: string }>>;
  /** The store's files' bytes as Latin-1 (free pages and the write-ahead log included), for a store kept in files */
  fileText?(): string;
  /** Document reads per operation since the last call, for stores billed by the read (Firestore). */
  readsSinceLast?(): Record<string, number>;
  /** The audit log's entries, newest first (at most 100) */
  auditLog(): Promise<AuditEntry[]>;
  /** The team beside the customers: members, their own choices, and the team's settings */
  team: TeamStore;
  /** The same data opened again, as another server process opens it: its own connection or client, its own listeners */
  another(): Promise<{
    customers: CustomerStore;
    activities: ActivityStore;
    notifications: NotificationStore;
    close(): Promise<void>;
  }>;
  close(): Promise<void>;
}

export interface AdapterUnderTest {
  name: string;
  start(): Promise<void>;
  /** A fresh, empty store. */
  open(): Promise<StoreHarness>;
  stop(): Promise<void>;
}

export function sqliteAdapter(): AdapterUnderTest {
  return {
    name: 'SQLite',
    start: async () => undefined,
    open: async () => {
      const dir = tempDataDir();
      const db = openDatabase(dir);
      const workers = new SqliteWorkerStore(db);
      const team = new SqliteTeamStore(db);
      const customers = new SqliteCustomerStore(db);
      const activities = new SqliteActivityStore(db);
      return {
        customers,
        workers,
        webhooks: new SqliteWebhookStore(db),
        savedViews: new SqliteSavedViewStore(db),
        tags: new SqliteTagStore(db),
        customFields: new SqliteCustomFieldStore(db),
        companies: new SqliteCompanyStore(db),
        activities,
        tasks: new SqliteTaskStore(db),
        companyTimeline: new SqliteCompanyTimeline(db, activities, customers),
        notifications: new SqliteNotificationStore(db),
        presence: new SqlitePresenceStore(db),
        stored: async () => sqliteRows(db),
        fileText: () =>
          ['crm.sqlite', 'crm.sqlite-wal']
            .map((name) =>
              fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name)).toString('latin1') : '',
            )
            .join(''),
        putWorkers: async (records) => workers.put(records),
        auditLog: async () => (await team.auditPage(100, null)).nodes,
        team,
        another: async () => {
          const other = openDatabase(dir);
          return {
            customers: new SqliteCustomerStore(other),
            activities: new SqliteActivityStore(other),
            notifications: new SqliteNotificationStore(other),
            close: async () => void other.close(),
          };
        },
        close: async () => {
          team.close();
          db.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    stop: async () => undefined,
  };
}

/** Worker documents as the original app holds them: birthday a Timestamp, image bare base64, absent fields left out. */
export function workerDocument(worker: WorkerRecord): Record<string, unknown> {
  return {
    name: worker.name,
    phones: worker.phones,
    email: worker.email,
    ...(worker.birthday && { birthday: Timestamp.fromDate(new Date(`${worker.birthday}T00:00:00Z`)) }),
    ...(worker.photo && { image: worker.photo.toString('base64') }),
  };
}

export function firestoreAdapter(name: string, startEmulator: () => Promise<FirestoreEmulator>): AdapterUnderTest {
  let emulator: FirestoreEmulator | null = null;
  return {
    name,
    start: async () => {
      emulator = await startEmulator();
    },
    open: async () => {
      const running = emulator!;
      useEmulator(running);
      const projectId = uniqueProjectId();
      // The emulator runs in the suite's own process, on a CPU the other test files share: a 50-customer transaction
      // that real Firestore commits in tens of milliseconds took past the product's 8 s deadline on a loaded machine
      // (the deadline itself is proven in tests/api/firestoreOutage.test.ts).
      const stores = createFirestoreStores({ appName: projectId, projectId, writeDeadlineMs: 30_000 });
      return {
        customers: stores.customers,
        workers: stores.workers,
        webhooks: stores.webhooks,
        savedViews: stores.savedViews,
        tags: stores.tags,
        customFields: stores.customFields,
        companies: stores.companies,
        activities: stores.activities,
        tasks: stores.tasks,
        companyTimeline: stores.companyTimeline,
        notifications: stores.notifications,
        presence: stores.presence,
        ...(running.dump && { stored: async () => emulatorDocuments(running.dump!(projectId)) }),
        putWorkers: async (records) => {
          const batch = stores.db.batch();
          for (const worker of records)
            batch.set(stores.db.collection('workers').doc(worker.id), workerDocument(worker));
          await batch.commit();
        },
        feedStats: () => stores.customers.feedStats(),
        readsSinceLast: () => {
          const reads = Object.fromEntries(
            Object.entries(stores.customers.meter.snapshot()).map(([operation, { reads }]) => [operation, reads]),
          );
          stores.customers.meter.reset();
          return reads;
        },
        listenStreams: running.listenStreams,
        auditLog: async () => (await stores.team.auditPage(100, null)).nodes,
        team: stores.team,
        another: async () => {
          const other = createFirestoreStores({ appName: `${projectId}-another`, projectId, writeDeadlineMs: 30_000 });
          return {
            customers: other.customers,
            activities: other.activities,
            notifications: other.notifications,
            close: () => other.close(),
          };
        },
        close: async () => {
          await stores.close();
          // Listen streams end asynchronously: let them go before the next test counts them.
          if (running.listenStreams) await waitFor(() => running.listenStreams!() === 0, 'listen streams to end');
        },
      };
    },
    stop: async () => {
      await emulator?.stop();
    },
  };
}
