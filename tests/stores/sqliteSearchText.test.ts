// A SQLite file from before folded search keeps its customers findable: opening it gives every customer its folded
// search text (server/stores/sqlite/customerColumns.ts's foldStoredSearchText), with no backfill to run.
import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { foldStoredSearchText, searchIndex } from '../../server/stores/sqlite/customerColumns.ts';
import { versionBefore } from '../../server/stores/sqlite/migrations.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { tempDataDir } from '../support/crmServer.ts';
import { fields } from './contract/fixtures.ts';

describe('A SQLite file from before folded search', () => {
  it('finds its customers accents and case aside once opened', async () => {
    const dataDir = tempDataDir();
    try {
      const before = openDatabase(dataDir);
      await new SqliteCustomerStore(before).create('carla', fields({ fname: 'Carla', lname: 'Díaz' }));
      // The file as the step before left it: the fields as written in the index, no folded text.
      before.exec(`
        DROP TRIGGER customers_search_insert;
        DROP TRIGGER customers_search_delete;
        DROP TRIGGER customers_search_update;
        DROP TABLE customers_search;
        ALTER TABLE customers DROP COLUMN search_text;
        ${searchIndex('address, phone, email, notes, fname, lname, phone_digits')}
      `);
      before.pragma(`user_version = ${versionBefore(foldStoredSearchText)}`);
      const indexed = before.prepare<[], { found: number }>(
        `SELECT count(*) AS found FROM customers_search WHERE customers_search MATCH '"diaz"'`,
      );
      expect(indexed.get()!.found).toBe(0);
      before.close();

      const after = openDatabase(dataDir);
      try {
        expect((await new SqliteCustomerStore(after).list('ALL', 'DIAZ')).map(({ id }) => id)).toEqual(['carla']);
      } finally {
        after.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
