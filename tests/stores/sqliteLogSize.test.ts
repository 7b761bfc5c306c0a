// The SQLite file's write-ahead log does not keep the size a long run of transactions gave it (a bulk change of 100,000
// customers holds its pages there until it ends): once its pages are copied back, the next write shrinks it to 64 MB.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { tempDataDir } from '../support/crmServer.ts';

const megabytes = (file: string) => fs.statSync(file).size / 2 ** 20;

describe('The SQLite write-ahead log', () => {
  it('shrinks back to 64 MB after a run of transactions grew it past that', () => {
    const dataDir = tempDataDir();
    const db = openDatabase(dataDir);
    try {
      db.exec('CREATE TABLE filler (bytes BLOB)');
      db.pragma('wal_autocheckpoint = 0');
      const insert = db.prepare('INSERT INTO filler VALUES (randomblob(1048576))');
      for (let count = 0; count < 96; count++) insert.run();
      const log = path.join(
        dataDir,
        fs.readdirSync(dataDir).find((name) => name.endsWith('-wal'))!,
      );
      expect(megabytes(log)).toBeGreaterThan(90);

      db.pragma('wal_autocheckpoint = 1000');
      db.pragma('wal_checkpoint(PASSIVE)');
      insert.run();
      expect(megabytes(log)).toBeLessThanOrEqual(65);
    } finally {
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
