// importCustomers and undoCustomerImport through the real server, on the embedded store and on Firestore:
// per-row results with the spec's messages, duplicates as onDuplicate says, one change set per batch, later batches
// joining the first one's import, the row limit, undo and what it leaves, and (SQLite) one transaction per batch.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import path from 'node:path';
import { messages } from '../../server/domain/validation.ts';
import { collect, gql, signUp, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { importCalls, importMutation, type StoredCustomer } from '../support/importCalls.ts';

interface ChangeSet {
  customerChanges: { initial: boolean; changes: Array<{ type: string; customer: { id: string; fname: string } }> };
}

afterAll(stopStoreEmulator);

describe.each(crmStores)('importCustomers on %s', (storeName, start) => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await start();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());
  const { call, importRows, undo, withLastName, family } = importCalls(
    () => crm,
    () => token,
    storeName,
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

  it('names removed duplicates: SKIP leaves them, UPDATE changes them and says they stay removed, RESTORE brings them back; undo removes them again', async () => {
    const { lname, row } = family();
    const rows = [row('Ann', { notes: 'First time' }), row('Ben'), row('Cid')];
    const first = await importRows(rows);
    expect(first).toMatchObject({ created: 3, restored: 0, stillRemoved: 0 });
    const ids = (await withLastName(lname)).map(({ id }) => id);
    await call('mutation ($selection: CustomerSelection!) { removeCustomers(selection: $selection) { count } }', {
      selection: { ids },
    });

    const duplicates = await call<{
      customerDuplicates: Array<{ index: number; match: string; customer: { fname: string; status: boolean } }>;
    }>(
      'query ($contacts: [CustomerContactInput!]!) { customerDuplicates(contacts: $contacts) { index match customer { fname status } } }',
      { contacts: rows.map(({ email, phone }) => ({ email, phone })) },
    );
    expect(duplicates.data!.customerDuplicates).toEqual(
      rows.map(({ fname }, index) => ({ index, match: 'EMAIL', customer: { fname, status: false } })),
    );

    expect(await importRows(rows)).toMatchObject({ created: 0, updated: 0, skipped: 3, restored: 0, stillRemoved: 0 });
    const changed = rows.map((one) => ({ ...one, address: '2 Changed Lane' }));
    expect(await importRows(changed, 'UPDATE')).toMatchObject({
      created: 0,
      updated: 3,
      skipped: 0,
      restored: 0,
      stillRemoved: 3,
    });
    expect((await withLastName(lname)).map(({ address, status }) => ({ address, status }))).toEqual(
      Array(3).fill({ address: '2 Changed Lane', status: false }),
    );

    // An active duplicate in the same batch is left as it is (skipped); the removed ones come back in one step.
    const { id: benId } = (await withLastName(lname)).find(({ fname }) => fname === 'Ben')!;
    await call('mutation ($id: ID!) { restoreCustomer(id: $id) { id } }', { id: benId });
    const restoring = await importRows(rows, 'RESTORE');
    expect(restoring).toMatchObject({
      created: 0,
      updated: 2,
      skipped: 1,
      duplicatesInFile: 0,
      restored: 2,
      stillRemoved: 0,
      failed: [],
    });
    expect(
      (await withLastName(lname)).map(({ fname, address, notes, status }) => ({ fname, address, notes, status })),
    ).toEqual([
      { fname: 'Ann', address: '1 Import Lane', notes: 'First time', status: true },
      { fname: 'Ben', address: '2 Changed Lane', notes: '', status: true },
      { fname: 'Cid', address: '1 Import Lane', notes: '', status: true },
    ]);
    const active = await call<{ customers: StoredCustomer[] }>(
      'query ($search: String) { customers(search: $search) { id lname } }',
      { search: lname },
    );
    expect(active.data!.customers.filter((customer) => customer.lname === lname)).toHaveLength(3);

    const undone = await undo(restoring.importId);
    expect(undone.data!.undoCustomerImport).toEqual({ removed: 0, reverted: 2, keptChangedSince: [] });
    expect((await withLastName(lname)).map(({ fname, address, status }) => ({ fname, address, status }))).toEqual([
      { fname: 'Ann', address: '2 Changed Lane', status: false },
      { fname: 'Ben', address: '2 Changed Lane', status: true },
      { fname: 'Cid', address: '2 Changed Lane', status: false },
    ]);
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

  it('undoes an import: deletes what it created, reverts what it updated, leaves and names what someone changed since; once', async () => {
    const { lname, row } = family();
    const before = await importRows([
      row('Updated', { notes: 'Before the import', address: '9 Old Road' }),
      row('Touched', { notes: 'Before too' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later start time than the import before
    const first = await importRows([row('Created1'), row('Created2'), row('Edited')]);
    const second = await importRows(
      [row('Updated', { address: '10 New Road' }), row('Touched', { address: '11 New Road' })],
      'UPDATE',
      first.importId,
    );
    expect(second).toMatchObject({ updated: 2 });
    const byName = Object.fromEntries((await withLastName(lname)).map((customer) => [customer.fname, customer]));
    // Someone edits one customer the import created and one it updated.
    for (const [name, notes] of [
      ['Edited', 'Called back'],
      ['Touched', 'Changed by hand'],
    ] as const) {
      const { id, fname, email, phone } = byName[name]!;
      const saved = await call('mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }', {
        input: { id, fname, lname, email, phone, address: `${name} Street 1`, notes },
      });
      expect(saved.errors).toBeUndefined();
    }

    const undone = await undo(first.importId);
    expect(undone.errors).toBeUndefined();
    const { removed, reverted, keptChangedSince } = undone.data!.undoCustomerImport;
    expect({ removed, reverted, kept: keptChangedSince.map(({ fname }) => fname) }).toEqual({
      removed: 2,
      reverted: 1,
      kept: ['Edited', 'Touched'],
    });
    const after = Object.fromEntries((await withLastName(lname)).map((customer) => [customer.fname, customer]));
    // Deleted: no row under Deleted customers.
    expect(after.Created1).toBeUndefined();
    expect(after.Created2).toBeUndefined();
    expect(after.Edited).toMatchObject({ status: true, notes: 'Called back' });
    expect(after.Updated).toMatchObject({ status: true, notes: 'Before the import', address: '9 Old Road' });
    expect(after.Touched).toMatchObject({ notes: 'Changed by hand' });
    expect(before.importId).not.toBe(first.importId);

    const again = await undo(first.importId);
    expect(again.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { importId: 'This import was already undone' },
    });
    const joined = await call(importMutation, { rows: [row('Late')], importId: first.importId });
    expect(joined.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { importId: 'This import was undone; start a new one' },
    });

    const listed = await call<{ customerImports: Array<Record<string, unknown>> }>(
      '{ customerImports { id at created updated skipped failed undone } }',
      {},
    );
    const ids = listed.data!.customerImports.map(({ id }) => id);
    expect(ids.indexOf(first.importId)).toBeLessThan(ids.indexOf(before.importId));
    expect(listed.data!.customerImports.find(({ id }) => id === first.importId)).toEqual({
      id: first.importId,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      created: 3,
      updated: 2,
      skipped: 0,
      failed: 0,
      undone: true,
    });
    expect(listed.data!.customerImports.find(({ id }) => id === before.importId)).toMatchObject({
      created: 2,
      undone: false,
    });
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
