// npm run bench:firestore — what each call costs on Firestore in document reads (what Firestore bills), at 2,000 and
// 20,000 customers (BENCH_SIZES=2000,20000), beside the time of the same call on the embedded SQLite store in the same
// run: a page of 100 and the next one, a page of customers carrying a tag, a page of 100 sorted by a custom number field
// and the next one (and the first page past its values), a duplicate check of one contact, a resume after two writes,
// and an import batch of 1,000 rows with its duplicate check. Firestore is the in-process emulator the tests use, cold (no live list open),
// then warm (a live list of the filter open, answering from its listener's memory). The emulator's times are its
// own (it sorts the collection for every query), not Firestore's;
// the reads are what Firestore would bill. Figures only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { newAutoId } from '../../server/domain/autoId.ts';
import { CustomerService } from '../../server/domain/customers/customerService.ts';
import { CustomFieldService } from '../../server/domain/customFields/customFieldService.ts';
import type { CustomFieldStore } from '../../server/domain/customFields/customFieldStore.ts';
import type { CustomerListOrder } from '../../server/domain/ordering.ts';
import type { CustomerInput } from '../../server/domain/customers/customerInput.ts';
import { normalizePhone } from '../../server/domain/phones.ts';
import {
  customerDocument,
  keysMarkerPath,
  storedKeysVersion,
} from '../../server/stores/firestore/customers/customerDocument.ts';
import type { CustomerStore } from '../../server/domain/customers/customerStore.ts';
import { createFirestoreStores, type FirestoreStores } from '../../server/stores/firestore/firestoreStores.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { SqliteCustomFieldStore } from '../../server/stores/sqlite/sqliteCustomFieldStore.ts';
import { tempDataDir } from '../support/crmServer.ts';
import { startInProcessEmulator, uniqueProjectId, useEmulator } from '../support/firestoreEmulator.ts';
import { waitFor } from '../support/waitFor.ts';

process.env.CRM_LOG_QUIET = 'true';
const sizes = (process.env.BENCH_SIZES ?? '2000,20000').split(',').map(Number);

const row = (n: number): CustomerInput => ({
  fname: `First${n}`,
  lname: `Last${String(n).padStart(6, '0')}`,
  email: `customer${n}@example.com`,
  phone: `+1 212 ${String(5_000_000 + n).slice(0, 3)} ${String(5_000_000 + n).slice(3)}`,
  address: `${n} Bench Street`,
  notes: '',
});

/** Grows the store to `size` customers through the import path, 1,000 rows a batch. */
async function seed(service: CustomerService, from: number, size: number): Promise<void> {
  const began = performance.now();
  for (let start = from; start < size; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, size - start) }, (_, index) => row(start + index));
    await service.importBatch(rows, 'CREATE', null);
    process.stderr.write(
      `  seeded ${start + rows.length} (${((performance.now() - began) / 1000).toFixed(1)} s, heap ${process.memoryUsage().heapUsed >> 20} MB)\n`,
    );
  }
}

const benchTag = 'bench';

/** A NUMBER custom field nine customers in ten hold a value of (negative and decimal too), as the bench seeds it. */
const valueField = 'deal_value';
const holdsValue = (n: number) => n % 10 !== 3;
const benchValue = (n: number) => `${((n * 7919) % 20_000) - 5000}.5`;
const byValue: CustomerListOrder = { field: 'CUSTOM', fieldKey: valueField, direction: 'ASC' };
// The cursor of the first customer without a value (a cursor is the order key, base64url: customerListReads.ts).
const pastValues = Buffer.from('\uffff\u0001').toString('base64url');

/** A service over `store` whose team has the NUMBER field the bench sorts by. */
async function benchService(store: CustomerStore, fields: CustomFieldStore): Promise<CustomerService> {
  const customFields = new CustomFieldService(fields);
  await customFields.create({ label: 'Deal value', type: 'NUMBER' });
  return new CustomerService(store, { customFields });
}

interface Figures {
  ms: Record<string, number>;
  reads: Record<string, number>;
}

/**
 * Customer documents as this product writes them (stored keys included), 500 a batch: the emulator slows with every
 * document it holds, and an import would add a record and a history entry per customer.
 */
async function seedDocuments(stores: FirestoreStores, size: number): Promise<void> {
  const began = performance.now();
  // Every document carries the stored keys, as after npm run backfill-keys: the store reads by them.
  await stores.db.doc(keysMarkerPath).set({ version: storedKeysVersion, at: Date.now() });
  for (let start = 0; start < size; start += 500) {
    const batch = stores.db.batch();
    for (let n = start; n < Math.min(size, start + 500); n++) {
      // No undefined fields: Firestore refuses them (the rows have no further phones or emails).
      const { phones: _phones, emails: _emails, fields: _fields, ...input } = row(n);
      const customer = {
        ...input,
        id: newAutoId(randomBytes),
        phoneNormalized: normalizePhone(input.phone, 'US'),
        notes: '',
        status: true,
        version: 1,
        tagIds: n % 10 === 0 ? [benchTag] : [],
        ...(holdsValue(n) && { fields: { [valueField]: benchValue(n) } }),
      };
      batch.set(stores.db.collection('customers').doc(customer.id), customerDocument(customer, Date.now()));
    }
    await batch.commit();
    if ((start + 500) % 5000 === 0)
      process.stderr.write(`  stored ${start + 500} (${((performance.now() - began) / 1000).toFixed(1)} s)\n`);
  }
}

/** Each call once, timed; reads from the meter when the store has one. */
async function measure(
  store: CustomerStore,
  service: CustomerService,
  size: number,
  readsOf: () => Record<string, number>,
  withWrites = true,
): Promise<Figures> {
  const ms: Record<string, number> = {};
  const reads: Record<string, number> = {};
  const call = async (name: string, run: () => Promise<unknown>) => {
    readsOf();
    process.stderr.write(`  ${name}…\n`);
    const started = performance.now();
    await run();
    ms[name] = performance.now() - started;
    reads[name] = Object.values(readsOf()).reduce((sum, value) => sum + value, 0);
  };
  let cursor: string | null = null;
  await call('page of 100', async () => (cursor = (await service.page('ACTIVE', null, 100, null)).pageInfo.endCursor));
  await call('next page of 100, without totalCount', () =>
    service.page('ACTIVE', null, 100, cursor, null, { total: false }),
  );
  // A tenth of the customers carry the tag 'bench' (seeded so).
  await call('page of 100 carrying a tag (a tenth do)', () =>
    service.page('ACTIVE', null, 100, null, null, { scope: { tagIds: [benchTag] } }),
  );
  let valueCursor: string | null = null;
  await call(
    'page of 100 by a custom NUMBER field (9 in 10 hold a value)',
    async () => (valueCursor = (await service.page('ACTIVE', null, 100, null, byValue)).pageInfo.endCursor),
  );
  await call('next page of 100 by the custom field, without totalCount', () =>
    service.page('ACTIVE', null, 100, valueCursor, byValue, { total: false }),
  );
  await call('first page of 100 past its values (the tenth without one), without totalCount', () =>
    service.page('ACTIVE', null, 100, pastValues, byValue, { total: false }),
  );
  await call('duplicate check (one contact)', () =>
    service.duplicates([{ email: `CUSTOMER${size >> 1}@example.com`, phone: row(size >> 2).phone }]),
  );
  if (!withWrites) return { ms, reads };
  const mark = Date.now();
  await service.save(row(size + 1));
  await service.save(row(size + 2));
  await call('resume (2 changed)', () => store.changedSince(mark, 100_000));
  await call('import batch of 1,000 (SKIP, with its duplicate check)', () =>
    service.importBatch(
      Array.from({ length: 1000 }, (_, index) => row(size + 10 + index)),
      'SKIP',
      null,
    ),
  );
  return { ms, reads };
}

async function sqliteFigures(size: number): Promise<Figures> {
  const dir = tempDataDir();
  const db = openDatabase(dir);
  const store = new SqliteCustomerStore(db);
  const service = await benchService(store, new SqliteCustomFieldStore(db));
  try {
    await seed(service, 0, size);
    db.prepare(`UPDATE customers SET tag_ids = '["${benchTag}"]' WHERE rowid % 10 = 0`).run();
    const values = db.prepare('UPDATE customers SET custom_fields = ? WHERE rowid = ?');
    db.transaction(() => {
      for (let n = 0; n < size; n++)
        if (holdsValue(n)) values.run(JSON.stringify({ [valueField]: benchValue(n) }), n + 1);
    })();
    return await measure(store, service, size, () => ({}));
  } finally {
    service.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function firestoreFigures(size: number): Promise<{ cold: Figures; warm: Figures; seedSeconds: number }> {
  const projectId = uniqueProjectId();
  // The emulator slows as it fills (it scans its whole state for each query); a write may take longer than the
  // deadline a client is held to in production.
  const stores: FirestoreStores = createFirestoreStores({ appName: projectId, projectId, writeDeadlineMs: 600_000 });
  const service = await benchService(stores.customers, stores.customFields);
  const readsOf = () => {
    const reads = Object.fromEntries(
      Object.entries(stores.customers.meter.snapshot()).map(([operation, total]) => [operation, total.reads]),
    );
    stores.customers.meter.reset();
    return reads;
  };
  try {
    const started = performance.now();
    await seedDocuments(stores, size);
    const seedSeconds = (performance.now() - started) / 1000;
    const cold = await measure(stores.customers, service, size, readsOf);
    process.stderr.write(`  cold: ${JSON.stringify(cold)}\n`);
    let loaded = false;
    const stop = service.watch('ACTIVE', {
      next: (set) => void (set.complete && (loaded = true)),
      error: () => undefined,
    });
    await waitFor(() => loaded, 'the live list', 120_000);
    // Its listener's first snapshot is the one whole read a warm server makes.
    const listen = readsOf().listen ?? 0;
    // No writes while the listener is open: for every document written the in-process emulator runs the listener's
    // whole query again and compares it with the last (quadratic): at 20,000 customers one save holds it for minutes.
    // Resume and import read the same whether a list is open or not.
    const warm = await measure(stores.customers, service, size, readsOf, false);
    warm.reads['(live list loaded once)'] = listen;
    stop();
    return { cold, warm, seedSeconds };
  } finally {
    service.close();
    await stores.close();
  }
}

/**
 * A whole spreadsheet's import into an empty project, 1,000 rows a batch as the import page sends them (SKIP, with
 * each batch's duplicate check): its time and what it read and wrote, beside the rows.
 */
async function wholeImport(rows: number): Promise<void> {
  const projectId = uniqueProjectId();
  const stores: FirestoreStores = createFirestoreStores({ appName: projectId, projectId, writeDeadlineMs: 600_000 });
  const service = new CustomerService(stores.customers);
  try {
    const began = performance.now();
    for (let start = 0; start < rows; start += 1000) {
      await service.importBatch(
        Array.from({ length: Math.min(1000, rows - start) }, (_, index) => row(start + index)),
        'SKIP',
        null,
      );
      if ((start + 1000) % 10_000 === 0)
        process.stderr.write(`  imported ${start + 1000} (${((performance.now() - began) / 1000).toFixed(0)} s)\n`);
    }
    const seconds = (performance.now() - began) / 1000;
    const totals = Object.values(stores.customers.meter.snapshot()).reduce(
      (sum, { reads, writes }) => ({ reads: sum.reads + reads, writes: sum.writes + writes }),
      { reads: 0, writes: 0 },
    );
    console.log(
      `import of ${rows.toLocaleString('en')} rows on the Firestore emulator: ${seconds.toFixed(0)} s, ${totals.reads.toLocaleString('en')} reads (${(totals.reads / rows).toFixed(2)} per row), ${totals.writes.toLocaleString('en')} writes`,
    );
  } finally {
    service.close();
    await stores.close();
  }
}

const emulator = await startInProcessEmulator();
useEmulator(emulator);
try {
  // BENCH_IMPORT_ROWS=100000: only the whole import (it takes minutes on the emulator).
  if (process.env.BENCH_IMPORT_ROWS) await wholeImport(Number(process.env.BENCH_IMPORT_ROWS));
  for (const size of process.env.BENCH_IMPORT_ROWS ? [] : sizes) {
    const sqlite = await sqliteFigures(size);
    const { cold, warm, seedSeconds } = await firestoreFigures(size);
    console.log(`\n${size.toLocaleString('en')} customers (Firestore emulator filled in ${seedSeconds.toFixed(1)} s)`);
    console.log('| call | Firestore reads, cold | Firestore reads, warm | Firestore emulator ms, cold | SQLite ms |');
    console.log('|---|---|---|---|---|');
    for (const name of Object.keys(cold.ms)) {
      console.log(
        `| ${name} | ${cold.reads[name]} | ${warm.reads[name] ?? '(as cold)'} | ${cold.ms[name]!.toFixed(0)} | ${sqlite.ms[name]!.toFixed(1)} |`,
      );
    }
    console.log(`| (a warm server's live list, loaded once) | | ${warm.reads['(live list loaded once)']} | | |`);
  }
} finally {
  await emulator.stop();
}
