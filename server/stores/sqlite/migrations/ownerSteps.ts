// Customer owners (server/domain/customers/customerOwners.ts): each customer's owner, found by it (an owner's list, the
// Team page's count), and what a bulk assignment put where, for its undo. Added only if missing, as a file set back to
// an earlier schema version runs this again.
import type Database from 'better-sqlite3';
import { hasColumn } from '../tableInfo.ts';

export function customerOwners(db: Database.Database): void {
  // Customers from before owners were kept have none until assigned.
  if (!hasColumn(db, 'customers', 'owner_uid')) db.exec('ALTER TABLE customers ADD COLUMN owner_uid TEXT');
  // A bulk change is a status change (kind 'status') or an assignment (kind 'owner', to owner_uid); each assignment's
  // record keeps the owner its customer had before.
  if (!hasColumn(db, 'customer_bulk_changes', 'kind')) {
    db.exec(`ALTER TABLE customer_bulk_changes ADD COLUMN kind TEXT NOT NULL DEFAULT 'status'`);
    db.exec('ALTER TABLE customer_bulk_changes ADD COLUMN owner_uid TEXT');
  }
  if (!hasColumn(db, 'customer_bulk_records', 'owner_before'))
    db.exec('ALTER TABLE customer_bulk_records ADD COLUMN owner_before TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS customers_by_owner ON customers (owner_uid, status) WHERE owner_uid IS NOT NULL');
}

/** A saved view's owner filter (a uid, or "me"); views saved before it have none. */
export function savedViewOwnerColumn(db: Database.Database): void {
  if (!hasColumn(db, 'saved_views', 'customer_owner'))
    db.exec('ALTER TABLE saved_views ADD COLUMN customer_owner TEXT');
}
