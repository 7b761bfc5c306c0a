// importCustomers through the real server, on the embedded store and on Firestore: per-row results with the spec's
// messages, duplicates as onDuplicate says, one change set per batch, the row limit, and (SQLite) one transaction per
// batch. Removed duplicates and undo are in importCustomersUndo.test.ts.
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import path from 'node:path';
import { messages } from '../../server/domain/fieldRules.ts';
import { collect, gql, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { importCrm, importMutation } from '../support/importCalls.ts';

interface ChangeSet {
  customerChanges: { initial: boolean; changes: Array<{ type: string; customer: { id: string; fname: string } }> };
}

afterAll(stopStoreEmulator);

describe.each(crmStores)('importCustomers on %s', (storeName, start) => {
  let crm: TestCrm;
  let token: string;
  const { call, importRows, undo, withLastName, family } = importCrm(
    start,
    storeName,
    (running) => ({ crm, token } = running),
  );

  it('creates the valid rows as active customers and answers the others by row with the spec’s messages', async () => {
    const { lname, row } = family();
    const batch = await importRows([
      row('Alpha', { notes: 'From the sheet' }),
      row('B', { email: 'not an email', phone: '12' }),
      row('Gamma', { phone: '+1 (212) 555-7001' }),
      row('Delta', { id: 'abc' }),
    ]);
    expect(batch).toEqual({
      importId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      created: 2,
      updated: 0,
      skipped: 0,
      duplicatesInFile: 0,
      restored: 0,
      stillRemoved: 0,
      failed: [
        {
          row: 1,
          fields: [
            { field: 'fname', message: messages.name },
            { field: 'email', message: messages.email },
            { field: 'phone', message: messages.phone },
          ],
        },
        {
          row: 3,
          fields: [{ field: 'id', message: 'An imported row is a new customer or a duplicate; leave id out' }],
        },
      ],
    });
    expect((await withLastName(lname)).map(({ fname, notes, status }) => ({ fname, notes, status }))).toEqual([
      { fname: 'Alpha', notes: 'From the sheet', status: true },
      { fname: 'Gamma', notes: '', status: true },
    ]);
  });

  it('skips duplicates by default: an existing email in another case, an existing phone in another format, a repeat within the batch', async () => {
    const { lname, row } = family();
    await importRows([row('Existing', { phone: '(212) 555-0199' })]);
    const batch = await importRows([
      row('Upper', { email: `EXISTING.${lname.toUpperCase()}@example.com`, phone: '+1 646 555 0101' }),
      row('Phone', { email: `phone.${lname}@example.com`, phone: '212.555.0199' }),
      row('Fresh'),
      row('Again', { email: `fresh.${lname.toLowerCase()}@example.com` }),
    ]);
    expect(batch).toMatchObject({ created: 1, updated: 0, skipped: 3, duplicatesInFile: 1, failed: [] });
    expect((await withLastName(lname)).map(({ fname }) => fname)).toEqual(['Existing', 'Fresh']);
  });

  it('UPDATE gives the existing customer the row’s fields, keeping its notes when the row has none and its status; CREATE adds anyway', async () => {
    const { lname, row } = family();
    const first = await importRows([row('Kept', { notes: 'Original notes' }), row('Gone', { notes: 'Gone notes' })]);
    const [gone] = (await withLastName(lname)).filter(({ fname }) => fname === 'Gone');
    await call('mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id: gone!.id });

    const updated = await importRows(
      [
        row('Renamed', { email: `kept.${lname.toLowerCase()}@example.com`, address: '2 New Street' }),
        row('Gone', { notes: 'New notes' }),
      ],
      'UPDATE',
    );
    expect(updated).toMatchObject({ created: 0, updated: 2, skipped: 0 });
    const now = await withLastName(lname);
    expect(now.map(({ fname, notes, status }) => ({ fname, notes, status }))).toEqual([
      { fname: 'Gone', notes: 'New notes', status: false },
      { fname: 'Renamed', notes: 'Original notes', status: true },
    ]);

    expect(await importRows([row('Gone')], 'CREATE', first.importId)).toMatchObject({
      created: 1,
      updated: 0,
      skipped: 0,
    });
    expect((await withLastName(lname)).map(({ fname }) => fname)).toEqual(['Gone', 'Gone', 'Renamed']);
  });

  it('reaches a live list as one change set per batch', async () => {
    const { lname, row } = family();
    const socket = wsClient(crm.url, { token });
    const feed = collect<ChangeSet>(
      socket.client,
      'subscription { customerChanges(filter: ALL) { initial changes { type customer { id fname } } } }',
    );
    try {
      await feed.until(1);
      await importRows(['Ann', 'Ben', 'Cid', 'Dee', 'Eve'].map((name) => row(name)));
      const [, set] = await feed.until(2);
      expect(
        set!.data!.customerChanges.changes.map(({ type, customer }) => `${type} ${customer.fname}`).sort(),
      ).toEqual(['ADDED Ann', 'ADDED Ben', 'ADDED Cid', 'ADDED Dee', 'ADDED Eve']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(feed.results).toHaveLength(2);
      expect(await withLastName(lname)).toHaveLength(5);
    } finally {
      await socket.client.dispose();
    }
  });

  it('refuses more than 1,000 rows and an unknown import, writing nothing', async () => {
    const { lname, row } = family();
    const tooMany = await call(importMutation, {
      rows: Array.from({ length: 1001 }, (_, i) => row(`Row${i}`, { email: `r${i}.${lname}@example.com` })),
    });
    expect(tooMany.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { rows: 'Import at most 1000 rows at a time' },
    });
    const unknown = await call(importMutation, { rows: [row('Lost')], importId: 'no-such-import' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await undo('no-such-import')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await withLastName(lname)).toEqual([]);
  });

  it('asks for a session', async () => {
    const { body } = await gql(crm.url, importMutation, { rows: [] });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  if (storeName === 'SQLite') {
    it('writes a batch in one transaction: a row the database refuses leaves none of the batch behind', async () => {
      const { lname, row } = family();
      // A real refusal from the store, as a full disk or a broken constraint would give: a trigger on the data file.
      const db = new Database(path.join(crm.dataDir, 'crm.sqlite'));
      db.exec(
        `CREATE TRIGGER refuse_boom BEFORE INSERT ON customers WHEN new.fname = 'Boom' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      );
      try {
        const body = await call(importMutation, { rows: [row('Before'), row('Boom'), row('After')] });
        expect(body.data).toBeNull();
        expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
        expect(JSON.stringify(body)).not.toMatch(/refused|sqlite|\/tmp\//i);
        expect(await withLastName(lname)).toEqual([]);
        expect(
          db
            .prepare(
              'SELECT count(*) AS n FROM customer_imports WHERE created > 0 AND id NOT IN (SELECT import_id FROM customer_import_records)',
            )
            .get(),
        ).toEqual({ n: 0 });
      } finally {
        db.exec('DROP TRIGGER refuse_boom');
        db.close();
      }
    });
  }
});
