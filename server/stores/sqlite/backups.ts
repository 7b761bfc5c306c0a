// Scheduled backups of the embedded store (CRM_BACKUP_DIR, CRM_BACKUP_EVERY, CRM_BACKUP_KEEP): SQLite's online backup
// API into a new file, verified by opening it (integrity check, customers counted) before it counts, the oldest
// removed past the count to keep. Restoring one is copying it back (README, Backup and restore).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { log } from '../../log.ts';
import type { SqliteDatabase } from './database.ts';

export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
}

export interface Backup {
  file: string;
  pages: number;
  customers: number;
}

const backupName = /^crm-\d{8}T\d{9}Z\.sqlite$/;

/** crm-20261125T014200123Z.sqlite: names that sort by time. */
function nameAt(date: Date): string {
  return `crm-${date.toISOString().replace(/[-:.]/g, '')}.sqlite`;
}

/** The files SQLite may keep beside a database in WAL mode: its log and shared-memory index. */
const sideFiles = (file: string) => [`${file}-wal`, `${file}-shm`];

/** Copies the store to `file` (which must not exist) and opens the copy to check it; a copy that fails is removed. */
export async function backupTo(db: SqliteDatabase, file: string): Promise<Backup> {
  const partial = `${file}.partial`;
  try {
    const { totalPages } = await db.backup(partial);
    const copy = new Database(partial, { fileMustExist: true });
    try {
      // The copy inherits WAL mode, and opening it would leave -wal and -shm files beside it: a backup is one file.
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
      const { n } = copy.prepare<[], { n: number }>('SELECT count(*) AS n FROM customers').get()!;
      copy.close();
      fs.renameSync(partial, file);
      return { file, pages: totalPages, customers: n };
    } finally {
      if (copy.open) copy.close();
    }
  } catch (error) {
    for (const leftover of [partial, ...sideFiles(partial)]) fs.rmSync(leftover, { force: true });
    throw error;
  }
}

/** The verified backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => backupName.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Backs up every `everyMs`, keeping the latest `keep`; a failed backup is logged and tried again at the next turn. */
export function scheduleBackups(db: SqliteDatabase, schedule: BackupSchedule): { stop(): Promise<void> } {
  fs.mkdirSync(schedule.dir, { recursive: true });
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      const backup = await backupTo(db, path.join(schedule.dir, nameAt(new Date())));
      log.info(
        `backed up the embedded store to ${backup.file}: ${backup.pages} pages, ${backup.customers} customers, verified`,
      );
      const all = listBackups(schedule.dir);
      for (const old of all.slice(0, Math.max(0, all.length - schedule.keep))) fs.rmSync(old, { force: true });
    } catch (error) {
      log.error(`backup to ${schedule.dir} failed`, error);
    }
  };
  const timer = setInterval(() => {
    // One at a time: a slow disk makes the next turn wait, not pile up.
    if (!running) running = run().finally(() => (running = null));
  }, schedule.everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
