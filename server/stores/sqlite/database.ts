import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { customerSortKey } from '../../domain/ordering.ts';

export type SqliteDatabase = Database.Database;

export const databaseFileName = 'crm.sqlite';

type Migration = string | ((db: Database.Database) => void);

// Each entry runs once, in order; PRAGMA user_version records how many have run.
const migrations: readonly Migration[] = [
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
  // Name order from an index (the key of domain/ordering.ts), and substring search from a trigram index.
  (db) => {
    db.exec(`ALTER TABLE customers ADD COLUMN sort_key TEXT NOT NULL DEFAULT ''`);
    const setKey = db.prepare<{ id: string; key: string }>('UPDATE customers SET sort_key = @key WHERE id = @id');
    for (const row of db.prepare<[], { id: string; fname: string; lname: string }>('SELECT id, fname, lname FROM customers').all()) {
      setKey.run({ id: row.id, key: customerSortKey(row) });
    }
    db.exec(`
      CREATE INDEX customers_by_name ON customers (sort_key);
      CREATE INDEX customers_by_status_name ON customers (status, sort_key);
      -- External content: the index holds trigrams only; triggers keep it in step with the customers' text.
      CREATE VIRTUAL TABLE customers_search USING fts5(
        address, phone, email, notes, fname, lname, content = 'customers', content_rowid = 'rowid', tokenize = 'trigram'
      );
      CREATE TRIGGER customers_search_insert AFTER INSERT ON customers BEGIN
        INSERT INTO customers_search (rowid, address, phone, email, notes, fname, lname)
          VALUES (new.rowid, new.address, new.phone, new.email, new.notes, new.fname, new.lname);
      END;
      CREATE TRIGGER customers_search_delete AFTER DELETE ON customers BEGIN
        INSERT INTO customers_search (customers_search, rowid, address, phone, email, notes, fname, lname)
          VALUES ('delete', old.rowid, old.address, old.phone, old.email, old.notes, old.fname, old.lname);
      END;
      CREATE TRIGGER customers_search_update AFTER UPDATE OF address, phone, email, notes, fname, lname ON customers BEGIN
        INSERT INTO customers_search (customers_search, rowid, address, phone, email, notes, fname, lname)
          VALUES ('delete', old.rowid, old.address, old.phone, old.email, old.notes, old.fname, old.lname);
        INSERT INTO customers_search (rowid, address, phone, email, notes, fname, lname)
          VALUES (new.rowid, new.address, new.phone, new.email, new.notes, new.fname, new.lname);
      END;
      INSERT INTO customers_search (customers_search) VALUES ('rebuild');
    `);
  },
];

/** Opens (creating when needed) the embedded store's one SQLite file and brings its schema up to date. */
export function openDatabase(dataDir: string): SqliteDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, databaseFileName));
  db.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the write is acknowledged, so it survives power loss, not only a crash (bench:durability).
  db.pragma('synchronous = FULL');
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
      const migration = migrations[version]!;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
