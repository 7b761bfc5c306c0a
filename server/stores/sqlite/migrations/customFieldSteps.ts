// The team's custom fields (server/domain/customFields/customField.ts) and each customer's values, as a JSON object
// by field key (NULL: none). Added only if missing, as a file set back to an earlier schema version runs this again.
import type Database from 'better-sqlite3';
import { hasColumn } from '../tableInfo.ts';

export function customFields(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS custom_fields (
    id TEXT PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    label TEXT NOT NULL,
    label_key TEXT NOT NULL,
    type TEXT NOT NULL,
    options TEXT NOT NULL DEFAULT '[]',
    required INTEGER NOT NULL DEFAULT 0,
    archived INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  )`);
  if (!hasColumn(db, 'customers', 'custom_fields')) db.exec('ALTER TABLE customers ADD COLUMN custom_fields TEXT');
}

/** A saved view keeps its custom field filters, as JSON (NULL: none, as views saved before). */
export function savedViewFieldFilterColumn(db: Database.Database): void {
  if (!hasColumn(db, 'saved_views', 'field_filters')) db.exec('ALTER TABLE saved_views ADD COLUMN field_filters TEXT');
}
