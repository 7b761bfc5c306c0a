// npm run backup -- <file>
// Copies the embedded store (CRM_DATA_DIR/crm.sqlite) to <file> with SQLite's online backup API: safe while the
// server runs and writes. Restore: stop the server, put the copy at CRM_DATA_DIR/crm.sqlite (removing any
// crm.sqlite-wal and crm.sqlite-shm beside it), start the server.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readConfig } from '../config.ts';
import { databaseFileName } from '../stores/sqlite/database.ts';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Name the file to write: npm run backup -- <file>');
  const config = readConfig();
  const source = path.join(config.dataDir, databaseFileName);
  if (!fs.existsSync(source))
    throw new Error(`There is no store at ${source} (set CRM_DATA_DIR to the server's data folder).`);
  const destination = path.resolve(target);
  if (fs.existsSync(destination)) throw new Error(`${destination} exists already; name a new file.`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(destination);
    const copy = new Database(destination, { readonly: true });
    const { n } = copy.prepare<[], { n: number }>('SELECT count(*) AS n FROM customers').get()!;
    copy.close();
    console.log(`Backed up ${source} to ${destination}: ${totalPages} pages, ${n} customers.`);
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
