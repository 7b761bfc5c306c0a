import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

export const databaseFileName = 'crm.sqlite';

// Each entry runs once, in order; PRAGMA user_version records how many have run.
const migrations: readonly string[] = [
  `CREATE TABLE customers (
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
   CREATE INDEX sessions_by_expiry ON sessions (expires_at);`,
];

/** Opens (creating when needed) the embedded store's one SQLite file and brings its schema up to date. */
export function openDatabase(dataDir: string): SqliteDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, databaseFileName));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: SqliteDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`The data file was written by a newer version (schema ${current}, this build knows ${migrations.length}).`);
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
