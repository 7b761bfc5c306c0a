// The team's companies (server/domain/companies/company.ts) and the company each customer works at, found by it (a
// company's people, the list's company filter). Added only if missing, as a file set back to an earlier schema version
// runs this again.
import type Database from 'better-sqlite3';
import { hasColumn } from '../tableInfo.ts';

export function customerCompanies(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS companies (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    domain TEXT,
    address TEXT,
    phone TEXT,
    notes TEXT,
    created_at INTEGER NOT NULL
  )`);
  if (!hasColumn(db, 'customers', 'company_id')) db.exec('ALTER TABLE customers ADD COLUMN company_id TEXT');
  db.exec(
    'CREATE INDEX IF NOT EXISTS customers_by_company ON customers (company_id, status) WHERE company_id IS NOT NULL',
  );
}

/** A saved view keeps its company filter (a Company.id; NULL: none). */
export function savedViewCompanyColumn(db: Database.Database): void {
  if (!hasColumn(db, 'saved_views', 'company_id')) db.exec('ALTER TABLE saved_views ADD COLUMN company_id TEXT');
}

// Each activity, history entry and task keeps the company its customer works at, so a company's timeline pages along
// one index per kind instead of reading every entry of every person (docs/decisions/company-timeline-keys.md).
// Triggers keep it in step in the write's own transaction: an entry takes its customer's company when written or moved
// to another customer, and a customer's entries follow it to another company.
const companyTimelineTables = [
  { table: 'activities', index: 'activities_by_company', order: 'at DESC, id DESC', moves: true },
  { table: 'customer_history', index: 'customer_history_by_company', order: 'id DESC', moves: false },
  { table: 'tasks', index: 'tasks_by_company', order: 'created_at DESC, id DESC', moves: true },
] as const;

const companyOf = (row: string) => `(SELECT company_id FROM customers WHERE id = ${row}.customer_id)`;

export function companyTimelineKeys(db: Database.Database): void {
  for (const { table, index, order, moves } of companyTimelineTables) {
    if (!hasColumn(db, table, 'company_id')) db.exec(`ALTER TABLE ${table} ADD COLUMN company_id TEXT`);
    db.exec(`
      UPDATE ${table} SET company_id = ${companyOf(table)} WHERE customer_id IS NOT NULL;
      CREATE INDEX IF NOT EXISTS ${index} ON ${table} (company_id, ${order}) WHERE company_id IS NOT NULL;
      DROP TRIGGER IF EXISTS ${table}_company_insert;
      CREATE TRIGGER ${table}_company_insert AFTER INSERT ON ${table} WHEN new.customer_id IS NOT NULL BEGIN
        UPDATE ${table} SET company_id = ${companyOf('new')} WHERE rowid = new.rowid;
      END;
      DROP TRIGGER IF EXISTS ${table}_company_move;`);
    if (moves)
      db.exec(`CREATE TRIGGER ${table}_company_move AFTER UPDATE OF customer_id ON ${table} BEGIN
        UPDATE ${table} SET company_id = ${companyOf('new')} WHERE rowid = new.rowid;
      END;`);
  }
  const follow = companyTimelineTables
    .map(({ table }) => `UPDATE ${table} SET company_id = new.company_id WHERE customer_id = new.id;`)
    .join('\n');
  db.exec(`
    DROP TRIGGER IF EXISTS customers_company_entries;
    CREATE TRIGGER customers_company_entries AFTER UPDATE OF company_id ON customers
      WHEN old.company_id IS NOT new.company_id BEGIN ${follow}
    END;
    DROP TRIGGER IF EXISTS customers_company_entries_insert;
    CREATE TRIGGER customers_company_entries_insert AFTER INSERT ON customers
      WHEN new.company_id IS NOT NULL BEGIN ${follow}
    END;`);
}
