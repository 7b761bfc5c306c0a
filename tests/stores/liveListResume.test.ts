// A live list whose store fails to say what changed while a client was away (docs/collaboration.md): the client gets
// the whole list instead, and the server goes on (the failed read once ended the process as an unhandled rejection).
import fs from 'node:fs';
import { afterEach, expect, it } from '@jest/globals';
import type { CustomerFeedSet } from '../../server/domain/customers/customer.ts';
import { CustomerService } from '../../server/domain/customers/customerService.ts';
import { openDatabase, type SqliteDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { tempDataDir } from '../support/crmServer.ts';
import { fields, nextId, recorder } from './contract/fixtures.ts';

let dir = '';
let db: SqliteDatabase | null = null;
afterEach(() => {
  db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('sends the whole list when the store cannot answer a resume from another list’s cursor', async () => {
  dir = tempDataDir();
  db = openDatabase(dir);
  const store = new SqliteCustomerStore(db);
  const id = nextId();
  await store.create(id, fields());
  const first = new CustomerService(store);
  const before = recorder();
  first.watch('ACTIVE', before.watcher);
  const { cursor } = (await before.until(1)) as CustomerFeedSet;
  first.close();

  // The column the store reads changes under it: its read fails.
  db.exec('ALTER TABLE customers RENAME COLUMN updated_at TO updated');
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const second = new CustomerService(store);
  try {
    const back = recorder();
    second.watch('ACTIVE', back.watcher, cursor);
    const whole = await back.until(1);
    expect([whole.initial, whole.changes.map((change) => change.customer.id)]).toEqual([true, [id]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
    second.close();
  }
});
