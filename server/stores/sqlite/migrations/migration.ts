// What one step of the SQLite file's schema is (migrations.ts lists them in order).
import type Database from 'better-sqlite3';
import type { PhoneRegion } from '../../../domain/phones.ts';

/** What a migration may need beyond the file: the region phones saved before normalising are read in. */
export interface MigrationOptions {
  phoneRegion: PhoneRegion;
}

/** SQL to run as it is, or a function that changes the file itself. */
export type Migration = string | ((db: Database.Database, options: MigrationOptions) => void);
