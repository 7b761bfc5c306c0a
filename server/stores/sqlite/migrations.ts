// The SQLite file's schema, step by step, from the first to the newest: a file of any earlier version is brought up to
// date when opened (database.ts). New steps go at the end; a step that has run on someone's file is never changed.
import type Database from 'better-sqlite3';
import { customerOrderKey, customerSortKey, type CustomerSortField } from '../../domain/ordering.ts';
import {
  foldStoredSearchText,
  historyStatusChangeSql,
  normalizeStoredPhones,
  orderKeyColumns,
  searchIndex,
} from './customerColumns.ts';
import type { PhoneRegion } from '../../domain/phones.ts';

/** What a migration may need beyond the file: the region phones saved before normalising are read in. */
export interface MigrationOptions {
  phoneRegion: PhoneRegion;
}

type Migration = string | ((db: Database.Database, options: MigrationOptions) => void);

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
    for (const row of db
      .prepare<[], { id: string; fname: string; lname: string }>('SELECT id, fname, lname FROM customers')
      .all()) {
      setKey.run({ id: row.id, key: customerSortKey(row) });
    }
    db.exec(`
      CREATE INDEX customers_by_name ON customers (sort_key);
      CREATE INDEX customers_by_status_name ON customers (status, sort_key);
      ${searchIndex('address, phone, email, notes, fname, lname')}
    `);
  },
  // Phones in any format (docs/product.md#phones-imports-and-duplicates): the number normalised beside the one typed, its digits in the search index, and
  // indexes to find a customer by email (case aside) or by number, for the duplicate checks.
  (db, { phoneRegion }) => {
    db.exec(`
      ALTER TABLE customers ADD COLUMN phone_normalized TEXT;
      ALTER TABLE customers ADD COLUMN phone_digits TEXT NOT NULL DEFAULT '';
      DROP TRIGGER customers_search_insert;
      DROP TRIGGER customers_search_delete;
      DROP TRIGGER customers_search_update;
      DROP TABLE customers_search;
    `);
    normalizeStoredPhones(db, phoneRegion);
    db.exec(`
      CREATE INDEX customers_by_email ON customers (email COLLATE NOCASE);
      CREATE INDEX customers_by_phone ON customers (phone_normalized) WHERE phone_normalized IS NOT NULL;
      ${searchIndex('address, phone, email, notes, fname, lname, phone_digits')}
    `);
  },
  // Spreadsheet imports (docs/product.md#phones-imports-and-duplicates): each import's counts, and per customer it touched the customer before its first
  // write and after its last (JSON of the domain's Customer), for undo.
  `
    CREATE TABLE customer_imports (
      id TEXT PRIMARY KEY,
      created_at INTEGER NOT NULL,
      undone_at INTEGER,
      created INTEGER NOT NULL DEFAULT 0,
      updated INTEGER NOT NULL DEFAULT 0,
      skipped INTEGER NOT NULL DEFAULT 0,
      failed INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE customer_import_records (
      import_id TEXT NOT NULL REFERENCES customer_imports (id),
      customer_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('created', 'updated')),
      before TEXT,
      after TEXT NOT NULL,
      PRIMARY KEY (import_id, customer_id)
    ) WITHOUT ROWID;
  `,
  // Each customer's history (docs/collaboration.md), written in the same transaction as the write it records; newest first by id.
  `
    CREATE TABLE customer_history (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id TEXT NOT NULL,
      at INTEGER NOT NULL,
      by_uid TEXT,
      by_email TEXT,
      type TEXT NOT NULL,
      changes TEXT NOT NULL
    );
    CREATE INDEX customer_history_by_customer ON customer_history (customer_id, id);
  `,
  // Versions (docs/collaboration.md): each customer's grows with every write, and each history entry keeps the version it made,
  // so a write on an older version can see which fields others changed since. Customers written before start at 0.
  `
    ALTER TABLE customers ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE customer_history ADD COLUMN version INTEGER;
    CREATE INDEX customers_by_update ON customers (updated_at);
  `,
  // The team: members and their roles (one owner), how others join, API keys, and the audit log. The secrets of
  // invitations, keys and verification links are kept only as hashes. access_revision moves with every change to
  // members, keys or settings, so every process on this file notices who lost access (sqliteTeamStore.ts).
  `
    CREATE TABLE team_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      settings TEXT,
      access_revision INTEGER NOT NULL DEFAULT 0
    );
    INSERT INTO team_settings (id, settings, access_revision) VALUES (1, NULL, 0);
    CREATE TABLE members (
      uid TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'MEMBER', 'VIEWER')),
      active INTEGER NOT NULL DEFAULT 1,
      pending INTEGER NOT NULL DEFAULT 0,
      joined_at INTEGER NOT NULL,
      last_active_at INTEGER
    );
    CREATE UNIQUE INDEX members_one_owner ON members (role) WHERE role = 'OWNER';
    CREATE TABLE invitations (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL,
      role TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      invited_by_uid TEXT,
      invited_by_email TEXT,
      created_at INTEGER NOT NULL,
      used_at INTEGER,
      revoked_at INTEGER
    );
    CREATE INDEX invitations_by_email ON invitations (email);
    CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      secret_hash TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      role TEXT NOT NULL,
      created_by_uid TEXT,
      created_by_email TEXT,
      created_at INTEGER NOT NULL,
      expires_at INTEGER,
      last_used_at INTEGER,
      revoked INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE email_verifications (
      token_hash TEXT PRIMARY KEY,
      uid TEXT NOT NULL,
      email TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE audit_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      actor_uid TEXT,
      actor_email TEXT,
      action TEXT NOT NULL,
      target TEXT,
      address TEXT,
      details TEXT
    );
  `,
  // Presence in the file, so that every process on one data folder sees who has which customer open: one row per
  // open page, and a revision each put or delete moves, which the processes poll.
  `
    CREATE TABLE presence (
      key TEXT PRIMARY KEY,
      customer_id TEXT NOT NULL,
      uid TEXT NOT NULL,
      email TEXT NOT NULL,
      editing INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE presence_state (id INTEGER PRIMARY KEY CHECK (id = 1), revision INTEGER NOT NULL);
    INSERT INTO presence_state (id, revision) VALUES (1, 0);
  `,
  // Sign-in: each device's session (whichever identity issued it), TOTP second factors with hashed recovery codes, passkeys, and
  // single-use password reset tokens of local accounts (kept as hashes).
  `
    CREATE TABLE signin_sessions (
      token_hash TEXT PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      user_agent TEXT,
      address TEXT,
      created_at INTEGER NOT NULL,
      last_active_at INTEGER,
      expires_at INTEGER NOT NULL,
      pending_until INTEGER,
      must_enrol INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX signin_sessions_by_uid ON signin_sessions (uid);
    CREATE TABLE second_factors (
      uid TEXT PRIMARY KEY,
      secret TEXT NOT NULL,
      enrolled_at INTEGER,
      recovery_code_hashes TEXT NOT NULL DEFAULT '[]',
      last_time_step INTEGER
    );
    CREATE TABLE passkeys (
      credential_id TEXT PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      name TEXT NOT NULL,
      public_key TEXT NOT NULL,
      counter INTEGER NOT NULL,
      transports TEXT NOT NULL DEFAULT '[]',
      created_at INTEGER NOT NULL,
      last_used_at INTEGER
    );
    CREATE INDEX passkeys_by_uid ON passkeys (uid);
    CREATE TABLE passkey_challenges (
      challenge TEXT PRIMARY KEY,
      uid TEXT,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE password_resets (
      token_hash TEXT PRIMARY KEY,
      uid TEXT NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
    -- Local sessions from before stay signed in, as devices of unknown browser and address.
    INSERT INTO signin_sessions (token_hash, id, uid, created_at, expires_at)
      SELECT token_hash, lower(hex(randomblob(12))), uid, created_at, expires_at FROM sessions;
  `,
  // Webhooks: the endpoints with where each one's delivery stands, the outbox of events (written in the transaction of
  // the change each describes; seq is commit order), and the log of delivery attempts.
  `
    CREATE TABLE webhooks (
      id TEXT PRIMARY KEY,
      url TEXT NOT NULL,
      events TEXT NOT NULL,
      description TEXT,
      enabled INTEGER NOT NULL,
      disabled_reason TEXT,
      secret TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      position INTEGER NOT NULL,
      attempt INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL DEFAULT 0,
      lease_owner TEXT,
      lease_until INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE webhook_events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      at INTEGER NOT NULL,
      customer_id TEXT,
      data TEXT NOT NULL
    );
    CREATE INDEX webhook_events_by_at ON webhook_events (at);
    CREATE TABLE webhook_deliveries (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      webhook_id TEXT NOT NULL,
      event_id TEXT NOT NULL,
      type TEXT NOT NULL,
      attempt INTEGER NOT NULL,
      status INTEGER,
      duration_ms INTEGER,
      at INTEGER NOT NULL,
      ok INTEGER NOT NULL,
      response TEXT
    );
    CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, seq);
    CREATE INDEX webhook_deliveries_by_at ON webhook_deliveries (at);
  `,
  // Sort by any column: each column's order key (domain/ordering.ts) kept beside the name's, each indexed alone: after
  // the status, a bulk change of status would move every row in five more indexes (bench:bulk: one bare UPDATE of
  // 100,000 statuses took 13 s with them). A filter's page walks the column's index and skips the other status.
  (db) => {
    const fields = Object.keys(orderKeyColumns).filter((field) => field !== 'LNAME') as CustomerSortField[];
    // Columns already there are kept: a file set back to an earlier schema version runs this again.
    const present = new Set(
      db
        .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('customers')")
        .all()
        .map(({ name }) => name),
    );
    for (const field of fields) {
      if (!present.has(orderKeyColumns[field]))
        db.exec(`ALTER TABLE customers ADD COLUMN ${orderKeyColumns[field]} TEXT NOT NULL DEFAULT ''`);
    }
    const setKeys = db.prepare(
      `UPDATE customers SET ${fields.map((field) => `${orderKeyColumns[field]} = @${field}`).join(', ')} WHERE id = @id`,
    );
    const rows = db.prepare<
      [],
      { id: string; fname: string; lname: string; email: string; phone: string; address: string; notes: string }
    >('SELECT id, fname, lname, email, phone, address, notes FROM customers');
    for (const row of rows.all())
      setKeys.run({ id: row.id, ...Object.fromEntries(fields.map((field) => [field, customerOrderKey(row, field)])) });
    for (const field of fields)
      db.exec(
        `CREATE INDEX IF NOT EXISTS customers_by_${orderKeyColumns[field]} ON customers (${orderKeyColumns[field]})`,
      );
  },
  // Bulk changes: each one's status and count, and per customer the version it left, for undo (kept if there: a file
  // set back to an earlier schema version runs this again).
  `
    CREATE TABLE IF NOT EXISTS customer_bulk_changes (
      id TEXT PRIMARY KEY,
      status INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      undone_at INTEGER,
      count INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS customer_bulk_records (
      bulk_id TEXT NOT NULL REFERENCES customer_bulk_changes (id),
      customer_id TEXT NOT NULL,
      version INTEGER NOT NULL,
      PRIMARY KEY (bulk_id, customer_id)
    ) WITHOUT ROWID;
  `,
  // Merged duplicates: the customer each removed one was merged into (domain/merge/customerMerge.ts); added only if
  // missing, as a file set back to an earlier schema version runs this again.
  (db) => {
    const present = db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('customers')")
      .all()
      .some(({ name }) => name === 'merged_into');
    if (!present) db.exec('ALTER TABLE customers ADD COLUMN merged_into TEXT');
  },
  // Saved views of the customers list (domain/views/savedView.ts): order and columns as JSON (kept if there, as above).
  `
    CREATE TABLE IF NOT EXISTS saved_views (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      shared INTEGER NOT NULL,
      owner_uid TEXT NOT NULL,
      owner_email TEXT NOT NULL,
      filter TEXT NOT NULL,
      search TEXT,
      order_by TEXT NOT NULL,
      columns TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS saved_views_by_owner ON saved_views (owner_uid);
    CREATE INDEX IF NOT EXISTS saved_views_shared ON saved_views (shared);
  `,
  // Erasing a customer for good finds its import and bulk-change records and its webhook events by its id, not by
  // reading every record (a purge erases many); each erasure's id is kept a day, so that other processes' live lists
  // and clients resuming from before it hear the customer is gone (it leaves no history to follow).
  `
    CREATE TABLE IF NOT EXISTS customer_erasures (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS customer_erasures_by_at ON customer_erasures (at);
    CREATE INDEX IF NOT EXISTS customer_import_records_by_customer ON customer_import_records (customer_id);
    CREATE INDEX IF NOT EXISTS customer_bulk_records_by_customer ON customer_bulk_records (customer_id);
    CREATE INDEX IF NOT EXISTS webhook_events_by_customer ON webhook_events (customer_id) WHERE customer_id IS NOT NULL;
  `,
  // The dashboard's weekly counts: the history rows that added and that removed a customer, by time, so a week's count
  // reads only its own rows of that kind.
  `
    CREATE INDEX IF NOT EXISTS customer_history_added ON customer_history (at) WHERE ${historyStatusChangeSql.added};
    CREATE INDEX IF NOT EXISTS customer_history_removed ON customer_history (at) WHERE ${historyStatusChangeSql.removed};
  `,
  // Erasing a customer clears the mergedInto of those merged into it: found by it, not by reading every customer.
  'CREATE INDEX IF NOT EXISTS customers_by_merged_into ON customers (merged_into) WHERE merged_into IS NOT NULL;',
  // Customers marked as not duplicates of one another (domain/merge/notDuplicates.ts): ids only, no personal data.
  `
    CREATE TABLE IF NOT EXISTS customer_not_duplicates (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_ids TEXT NOT NULL,
      by_uid TEXT,
      at INTEGER NOT NULL
    );
  `,
  // Search with accents and case aside, the same in every language (docs/product.md#calls): the index holds each customer's folded text.
  foldStoredSearchText,
  // A session ended for a reason (a password changed elsewhere) stays, marked, until it would have expired, so its device is told why.
  (db) => {
    if (!hasColumn(db, 'signin_sessions', 'ended_because'))
      db.exec('ALTER TABLE signin_sessions ADD COLUMN ended_because TEXT');
  },
];

/** Whether a table has a column: a migration that adds one skips it when a file set back to an earlier schema version runs it again. */
export function hasColumn(db: Database.Database, table: string, column: string): boolean {
  return db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all(table)
    .some(({ name }) => name === column);
}

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
