// What an import's duplicate choices change and what its undo leaves, through the real server on each store: RESTORE
// leaves active customers as they are, a customer is changed by one row of an import across its batches, an undone
// import leaves no row under Deleted customers (the same file imports again), and undone work counts neither way on
// the dashboard.
import { afterAll, describe, expect, it } from '@jest/globals';
import { collect, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { importCrm, type StoredCustomer } from '../support/importCalls.ts';

interface Stats {
  customerStats: {
    active: number;
    removed: number;
    addedThisWeek: number;
    weeks: Array<{ added: number; removed: number }>;
  };
}
interface ChangeSet {
  customerChanges: { initial: boolean; changes: Array<{ type: string; customer: { id: string } }> };
}

afterAll(stopStoreEmulator);

describe.each(crmStores)('import choices and undo on %s', (storeName, start) => {
  let crm: TestCrm;
  let token: string;
  const { call, importRows, undo, withLastName, family } = importCrm(
    start,
    `Undo${storeName}`,
    (running) => ({ crm, token } = running),
  );
  const fieldsOf = (customers: StoredCustomer[]) =>
    customers.map(({ fname, address, notes, status }) => ({ fname, address, notes, status }));

  it('RESTORE brings back removed customers and leaves active ones as they are; a customer is changed by one row of an import, across its batches', async () => {
    const { lname, row } = family();
    const [active, removed] = [row('Active', { notes: 'Kept notes' }), row('Removed')];
    await importRows([active, removed]);
    const removedId = (await withLastName(lname)).find(({ fname }) => fname === 'Removed')!.id;
    await call('mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id: removedId });

    const restoring = await importRows(
      [
        { ...active, address: '2 Overwritten Road', notes: 'Overwritten' },
        { ...removed, address: '3 Back Lane' },
        // The same removed customer twice more, by its phone and by its email.
        { ...removed, fname: 'ByPhone', email: `byphone.${lname.toLowerCase()}@example.com`, address: '4 Second Row' },
        { ...removed, address: '5 Third Row' },
      ],
      'RESTORE',
    );
    expect(restoring).toMatchObject({
      created: 0,
      updated: 1,
      skipped: 3,
      duplicatesInFile: 2,
      restored: 1,
      stillRemoved: 0,
      failed: [],
    });
    expect(fieldsOf(await withLastName(lname))).toEqual([
      { fname: 'Active', address: '1 Import Lane', notes: 'Kept notes', status: true },
      { fname: 'Removed', address: '3 Back Lane', notes: '', status: true },
    ]);

    // A later batch of the same import: the restored customer is not changed again;
    // the active one, untouched so far, is.
    const later = await importRows(
      [
        { ...removed, address: '6 Later Lane' },
        { ...active, address: '7 Updated Road' },
      ],
      'UPDATE',
      restoring.importId,
    );
    expect(later).toMatchObject({ created: 0, updated: 1, skipped: 1, duplicatesInFile: 1 });
    expect(fieldsOf(await withLastName(lname))).toEqual([
      { fname: 'Active', address: '7 Updated Road', notes: 'Kept notes', status: true },
      { fname: 'Removed', address: '3 Back Lane', notes: '', status: true },
    ]);
  });

  it('an undone import leaves no row under Deleted customers, live lists hear its customers go, and the same file imports again', async () => {
    const { lname, row } = family();
    const rows = [row('Ann'), row('Ben'), row('Cid')];
    const first = await importRows(rows);
    const ids = (await withLastName(lname)).map(({ id }) => id);
    const socket = wsClient(crm.url, { token });
    const feed = collect<ChangeSet>(
      socket.client,
      'subscription { customerChanges(filter: ALL) { initial changes { type customer { id } } } }',
    );
    try {
      await feed.until(1);
      expect((await undo(first.importId)).data!.undoCustomerImport).toEqual({
        removed: 3,
        reverted: 0,
        keptChangedSince: [],
      });
      await feed.until(2, 10_000);
      const gone = feed.results.slice(1).flatMap((result) => result.data!.customerChanges.changes);
      expect(gone.map(({ type, customer }) => [type, customer.id]).sort()).toEqual(
        ids.map((id) => ['REMOVED', id]).sort(),
      );
    } finally {
      feed.dispose();
      await socket.client.dispose();
    }
    expect(await withLastName(lname)).toEqual([]);
    const removedList = await call<{ customers: Array<{ lname: string }> }>(
      'query ($search: String) { customers(filter: REMOVED, search: $search) { lname } }',
      {
        search: lname,
      },
    );
    expect(removedList.data!.customers.filter((customer) => customer.lname === lname)).toEqual([]);

    expect(await importRows(rows)).toMatchObject({ created: 3, updated: 0, skipped: 0 });
    expect((await withLastName(lname)).map(({ fname, status }) => [fname, status])).toEqual([
      ['Ann', true],
      ['Ben', true],
      ['Cid', true],
    ]);
  });

  it('an undone import and an undone bulk removal count neither way on the dashboard; a real removal does', async () => {
    const stats = async () =>
      (await call<Stats>('{ customerStats { active removed addedThisWeek weeks { added removed } } }', {})).data!
        .customerStats;
    const before = await stats();
    const { lname, row } = family();
    // The one real removal: a customer added by hand and removed.
    const byHand = row('Hand');
    const saved = await call<{ saveCustomer: { id: string } }>(
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input: byHand },
    );
    await call('mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id: saved.data!.saveCustomer.id });

    const first = await importRows([row('Ann'), row('Ben'), row('Cid'), row('Dee')]);
    const [ann, ben, , dee] = (await withLastName(lname)).filter(({ status }) => status);
    const bulk = await call<{ removeCustomers: { id: string; count: number } }>(
      'mutation ($selection: CustomerSelection!) { removeCustomers(selection: $selection) { id count } }',
      { selection: { ids: [ann!.id, ben!.id] } },
    );
    expect(bulk.data!.removeCustomers.count).toBe(2);
    const undoBulk = await call('mutation ($id: ID!) { undoBulkChange(id: $id) { reverted } }', {
      id: bulk.data!.removeCustomers.id,
    });
    expect(undoBulk.data).toEqual({ undoBulkChange: { reverted: 2 } });
    // Someone edits one imported customer: the undo keeps it, and it stays added.
    await call('mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }', {
      input: {
        id: dee!.id,
        fname: 'Dee',
        lname,
        email: dee!.email,
        phone: dee!.phone,
        address: dee!.address,
        notes: 'Called back',
      },
    });
    expect((await undo(first.importId)).data!.undoCustomerImport).toMatchObject({
      removed: 3,
      reverted: 0,
      keptChangedSince: [{ fname: 'Dee' }],
    });

    const after = await stats();
    const week = (stats: Stats['customerStats']) => stats.weeks.at(-1)!;
    expect({
      active: after.active - before.active,
      removed: after.removed - before.removed,
      addedThisWeek: after.addedThisWeek - before.addedThisWeek,
      weekAdded: week(after).added - week(before).added,
      weekRemoved: week(after).removed - week(before).removed,
    }).toEqual({ active: 1, removed: 1, addedThisWeek: 2, weekAdded: 2, weekRemoved: 1 });
  });
});
