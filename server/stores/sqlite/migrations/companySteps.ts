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
