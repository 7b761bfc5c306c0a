// What the SQLite file's tables hold now, asked of SQLite itself: for migrations that must tolerate running again.
import type Database from 'better-sqlite3';

/**
 * Whether a table has a column:
 * a migration that adds one skips it when a file set back to an earlier schema version runs it again.
 */
export function hasColumn(db: Database.Database, table: string, column: string): boolean {
  return db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all(table)
    .some(({ name }) => name === column);
}
