// The SQLite file's schema, step by step, from the first to the newest: a file of any earlier version is brought up to
// date when opened (database.ts). New steps go at the end; a step that has run on someone's file is never changed.
// Each step lives under its name in migrations/, with why it was made; this list says only their order.
import type Database from 'better-sqlite3';
import { foldStoredSearchText } from './customerColumns.ts';
import type { Migration, MigrationOptions } from './migrations/migration.ts';
import {
  bulkChangeTables,
  customerHistoryTable,
  customerImportTables,
  customerNameOrder,
  customerPhones,
  customerSortColumns,
  customerVersions,
  erasureIndexes,
  historyCountIndexes,
  mergedIntoColumn,
  mergedIntoIndex,
  notDuplicatesTable,
  savedViewTables,
} from './migrations/customerSteps.ts';
import {
  memberPreferenceColumns,
  presenceTables,
  sessionEndReasonColumn,
  signInTables,
  teamTables,
} from './migrations/teamSteps.ts';
import { webhookTables } from './migrations/webhookSteps.ts';
import { activityTables } from './migrations/activitySteps.ts';
import { taskTables } from './migrations/taskSteps.ts';
import { notificationTables } from './migrations/notificationSteps.ts';
import { customerOwners, savedViewOwnerColumn } from './migrations/ownerSteps.ts';
import { customerTags } from './migrations/tagSteps.ts';
import { customFields, savedViewFieldFilterColumn } from './migrations/customFieldSteps.ts';
import { companyTimelineKeys, customerCompanies, savedViewCompanyColumn } from './migrations/companySteps.ts';
import { customerContactPoints } from './migrations/contactPointSteps.ts';

// The customers, workers and local accounts with their sessions, as the first version made them.
const firstTables = `CREATE TABLE customers (
     id TEXT PRIMARY KEY,
     fname TEXT NOT NULL,
     lname TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     address TEXT NOT NULL,
     notes TEXT NOT NULL DEFAULT '',
     status INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX customers_by_status ON customers (status);
   CREATE TABLE workers (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     phones TEXT NOT NULL DEFAULT '[]',
     email TEXT NOT NULL DEFAULT '',
     birthday TEXT,
     photo BLOB,
     photo_etag TEXT
   );
   CREATE TABLE accounts (
     uid TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     password_hash TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     uid TEXT NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_by_expiry ON sessions (expires_at);`;

// Each entry runs once, in order; PRAGMA user_version records how many have run.
const migrations: readonly Migration[] = [
  firstTables,
  customerNameOrder,
  customerPhones,
  customerImportTables,
  customerHistoryTable,
  customerVersions,
  teamTables,
  presenceTables,
  signInTables,
  webhookTables,
  customerSortColumns,
  bulkChangeTables,
  mergedIntoColumn,
  savedViewTables,
  erasureIndexes,
  historyCountIndexes,
  mergedIntoIndex,
  notDuplicatesTable,
  // Search with accents and case aside, the same in every language
  // (docs/product.md#calls): the index holds each customer's folded text.
  foldStoredSearchText,
  sessionEndReasonColumn,
  memberPreferenceColumns,
  activityTables,
  taskTables,
  notificationTables,
  customerOwners,
  savedViewOwnerColumn,
  customerTags,
  customFields,
  customerCompanies,
  customerContactPoints,
  savedViewCompanyColumn,
  companyTimelineKeys,
  savedViewFieldFilterColumn,
];

/** The schema version a file has before the given migration runs (its place in the list). */
export const versionBefore = (migration: Migration): number => migrations.indexOf(migration);

export function migrate(db: Database.Database, options: MigrationOptions): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `The data file was written by a newer version (schema ${current}, this build knows ${migrations.length}).`,
    );
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      const migration = migrations[version]!;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db, options);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
