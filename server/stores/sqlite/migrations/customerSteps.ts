// The schema steps of the customers and what hangs on them (imports, history, bulk changes, merges, saved views,
// erasure), each exported under its name for migrations.ts's list. A step that has run on someone's file never changes.
import type Database from 'better-sqlite3';
import { customerOrderKey, customerSortKey, type CustomerSortField } from '../../../domain/ordering.ts';
import { historyStatusChangeSql, normalizeStoredPhones, orderKeyColumns, searchIndex } from '../customerColumns.ts';
import { hasColumn } from '../tableInfo.ts';
import type { MigrationOptions } from './migration.ts';

// Name order from an index (the key of domain/ordering.ts), and substring search from a trigram index.
export function customerNameOrder(db: Database.Database): void {
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
}

// Phones in any format (docs/product.md#phones-imports-and-duplicates): the number normalised beside the one typed, its
// digits in the search index, and indexes to find a customer by email (case aside) or by number, for the duplicate
// checks.
export function customerPhones(db: Database.Database, { phoneRegion }: MigrationOptions): void {
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
}

// Spreadsheet imports (docs/product.md#phones-imports-and-duplicates): each import's counts, and per customer it
// touched the customer before its first write and after its last (JSON of the domain's Customer), for undo.
export const customerImportTables = `
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
  `;

// Each customer's history (docs/collaboration.md),
// written in the same transaction as the write it records; newest first by id.
export const customerHistoryTable = `
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
  `;

// Versions (docs/collaboration.md): each customer's grows with every write, and each history entry keeps the version it
// made, so a write on an older version can see which fields others changed since. Customers written before start at 0.
export const customerVersions = `
    ALTER TABLE customers ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE customer_history ADD COLUMN version INTEGER;
    CREATE INDEX customers_by_update ON customers (updated_at);
  `;

// Sort by any column: each column's order key (domain/ordering.ts) kept beside the name's, each indexed alone: after
// the status, a bulk change of status would move every row in five more indexes (bench:bulk: one bare UPDATE of
// 100,000 statuses took 13 s with them). A filter's page walks the column's index and skips the other status.
export function customerSortColumns(db: Database.Database): void {
  const fields = Object.keys(orderKeyColumns).filter((field) => field !== 'LNAME') as CustomerSortField[];
  // Columns already there are kept: a file set back to an earlier schema version runs this again.
  for (const field of fields) {
    if (!hasColumn(db, 'customers', orderKeyColumns[field]))
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
}

// Bulk changes: each one's status and count, and per customer the version it left, for undo (kept if there: a file
// set back to an earlier schema version runs this again).
export const bulkChangeTables = `
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
  `;

// Merged duplicates: the customer each removed one was merged into (domain/merge/customerMerge.ts); added only if
// missing, as a file set back to an earlier schema version runs this again.
export function mergedIntoColumn(db: Database.Database): void {
  if (!hasColumn(db, 'customers', 'merged_into')) db.exec('ALTER TABLE customers ADD COLUMN merged_into TEXT');
}

// Saved views of the customers list (domain/views/savedView.ts): order and columns as JSON (kept if there, as above).
export const savedViewTables = `
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
  `;

// Erasing a customer for good finds its import and bulk-change records and its webhook events by its id, not by
// reading every record (a purge erases many); each erasure's id is kept a day, so that other processes' live lists
// and clients resuming from before it hear the customer is gone (it leaves no history to follow).
export const erasureIndexes = `
    CREATE TABLE IF NOT EXISTS customer_erasures (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS customer_erasures_by_at ON customer_erasures (at);
    CREATE INDEX IF NOT EXISTS customer_import_records_by_customer ON customer_import_records (customer_id);
    CREATE INDEX IF NOT EXISTS customer_bulk_records_by_customer ON customer_bulk_records (customer_id);
    CREATE INDEX IF NOT EXISTS webhook_events_by_customer ON webhook_events (customer_id) WHERE customer_id IS NOT NULL;
  `;

// The dashboard's weekly counts: the history rows that added and that removed a customer, by time, so a week's count
// reads only its own rows of that kind.
export const historyCountIndexes = `
    CREATE INDEX IF NOT EXISTS customer_history_added ON customer_history (at) WHERE ${historyStatusChangeSql.added};
    CREATE INDEX IF NOT EXISTS customer_history_removed ON customer_history (at) WHERE ${historyStatusChangeSql.removed};
  `;

// Erasing a customer clears the mergedInto of those merged into it: found by it, not by reading every customer.
export const mergedIntoIndex =
  'CREATE INDEX IF NOT EXISTS customers_by_merged_into ON customers (merged_into) WHERE merged_into IS NOT NULL;';

// Customers marked as not duplicates of one another (domain/merge/notDuplicates.ts): ids only, no personal data.
export const notDuplicatesTable = `
    CREATE TABLE IF NOT EXISTS customer_not_duplicates (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_ids TEXT NOT NULL,
      by_uid TEXT,
      at INTEGER NOT NULL
    );
  `;
