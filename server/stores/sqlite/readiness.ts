// /readyz for the embedded store: whether the database answers a read, and whether the last write found the disk full.
import type { SqliteDatabase } from './database.ts';
import type { SqliteCustomerStore } from './sqliteCustomerStore.ts';

export async function sqliteReady(db: SqliteDatabase, customers: SqliteCustomerStore): Promise<string | null> {
  if (customers.diskFull) return 'disk full';
  try {
    db.prepare('SELECT 1 FROM customers LIMIT 1').get();
    return null;
  } catch (error) {
    return `SQLite failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`;
  }
}
