// npm run bench:durability — what synchronous=FULL (a commit on disk before it is acknowledged) costs against
// NORMAL (WAL's default: a crash loses nothing, a power loss may lose the last commits), in customer writes per
// second on this machine's disk, each measured twice, alternating; and what the history entry each write keeps
// (docs/collaboration.md) costs,
// against the same writes with the history rows' insert skipped by a RAISE(IGNORE) trigger. Figures only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { newAutoId } from '../../server/domain/autoId.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { tempDataDir } from '../support/crmServer.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);

async function writesPerSecond(synchronous: 'FULL' | 'NORMAL', history = true): Promise<number> {
  const dir = tempDataDir();
  const db = openDatabase(dir);
  db.pragma(`synchronous = ${synchronous}`);
  if (!history)
    db.exec('CREATE TRIGGER bench_no_history BEFORE INSERT ON customer_history BEGIN SELECT RAISE(IGNORE); END');
  const store = new SqliteCustomerStore(db);
  let writes = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    await store.create(newAutoId(randomBytes), {
      fname: 'Ada',
      lname: `Lovelace${writes}`,
      email: 'ada@example.com',
      phone: '555 0100 200',
      phoneNormalized: null,
      address: '12 Analytical Row',
      notes: '',
    });
    writes += 1;
  }
  const perSecond = writes / ((performance.now() - started) / 1000);
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return perSecond;
}

const figures: Record<string, number[]> = { FULL: [], NORMAL: [], 'FULL without history': [] };
for (let round = 0; round < 2; round++) {
  figures.FULL!.push(await writesPerSecond('FULL'));
  figures.NORMAL!.push(await writesPerSecond('NORMAL'));
  figures['FULL without history']!.push(await writesPerSecond('FULL', false));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [mode, values] of Object.entries(figures))
  console.log(`synchronous=${mode}: ${values.map((v) => v.toFixed(0)).join(', ')} writes/s`);
console.log(`FULL costs ${(median(figures.FULL!) / median(figures.NORMAL!)).toFixed(2)}x the writes/s of NORMAL`);
console.log(
  `keeping history: ${(median(figures.FULL!) / median(figures['FULL without history']!)).toFixed(2)}x the writes/s without it`,
);
