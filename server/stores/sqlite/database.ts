// Opening the embedded store's one SQLite file: where it lives and its pragmas; its schema is migrations.ts's.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { defaultPhoneRegion, type PhoneRegion } from '../../domain/phones.ts';
import { migrate } from './migrations.ts';

export type SqliteDatabase = Database.Database;

export const databaseFileName = 'crm.sqlite';

export interface DatabaseOptions {
  /** The region phones saved before they were normalised are read in (CRM_DEFAULT_REGION) */
  phoneRegion?: PhoneRegion;
}

/** Opens (creating when needed) the embedded store's one SQLite file and brings its schema up to date. */
export function openDatabase(dataDir: string, options: DatabaseOptions = {}): SqliteDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, databaseFileName));
  db.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the write is acknowledged,
  // so it survives power loss, not only a crash (bench:durability).
  db.pragma('synchronous = FULL');
  // A bulk change holds its pages in the log until it ends (customers/customerWrites.ts's deferCheckpoints), which
  // grows the log to hundreds of MB at 100,000 customers: once copied back, the file shrinks to this instead of keeping
  // that size.
  db.pragma('journal_size_limit = 67108864');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, { phoneRegion: options.phoneRegion ?? defaultPhoneRegion });
  return db;
}
