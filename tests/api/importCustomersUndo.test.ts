// importCustomers and undoCustomerImport through the real server, on the embedded store and on Firestore: removed
// duplicates as onDuplicate says and undone again, later batches joining the first one's import, and undo and what it
// leaves. Per-row results and the rest are in import.test.ts.
import { afterAll, describe, expect, it } from '@jest/globals';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { importCrm, importMutation, type StoredCustomer } from '../support/importCalls.ts';

afterAll(stopStoreEmulator);

describe.each(crmStores)('importCustomers on %s', (storeName, start) => {
  const { call, importRows, undo, withLastName, family } = importCrm(start, storeName);

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
});
