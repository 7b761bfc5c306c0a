// The team's tags (server/domain/tags/tag.ts) and the tags each customer carries, as a JSON array of ids (sorted; NULL:
// none), and what a bulk tagging took off and put on, for its undo. Added only if missing, as a file set back to an
// earlier schema version runs this again.
import type Database from 'better-sqlite3';
import { hasColumn } from '../tableInfo.ts';

export function customerTags(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS tags (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    color TEXT NOT NULL,
    created_at INTEGER NOT NULL
  )`);
  if (!hasColumn(db, 'customers', 'tag_ids')) db.exec('ALTER TABLE customers ADD COLUMN tag_ids TEXT');
  // A tag filter reads the tagged customers only (tagged.ts), whatever the table's size.
  db.exec('CREATE INDEX IF NOT EXISTS customers_tagged ON customers (status) WHERE tag_ids IS NOT NULL');
  // A bulk change of kind 'tags' keeps per customer the tags it had (a JSON array), which its undo puts back.
  if (!hasColumn(db, 'customer_bulk_records', 'tags_before'))
    db.exec('ALTER TABLE customer_bulk_records ADD COLUMN tags_before TEXT');
  // A saved view keeps its tag filter (JSON array of ids).
  if (!hasColumn(db, 'saved_views', 'tag_ids'))
    db.exec(`ALTER TABLE saved_views ADD COLUMN tag_ids TEXT NOT NULL DEFAULT '[]'`);
}
