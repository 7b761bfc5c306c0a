// npm run bench:export — an export of 100,000 customers (BENCH_CUSTOMERS) as CSV and as XLSX from the product server
// in its own process: time to the last byte and the server's peak RSS growth, beside a floor measured in the same
// run: the same rows read from the same SQLite file in this process and written as CSV to /dev/null.
// Figures only; nothing here passes or fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { csvRecord, exportCells, exportColumns } from '../../server/domain/customers/customerExport.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { signUp, tempDataDir } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';
import { median } from './support/median.ts';

const count = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const runs = 3;

const dataDir = tempDataDir();
const started = performance.now();
await seedCustomers(dataDir, count);
console.log(`seeded ${count.toLocaleString('en')} customers in ${(performance.now() - started).toFixed(0)} ms`);

/** The floor: the store's batches, formatted as the server formats them, written to /dev/null. */
async function floor(): Promise<number> {
  const db = openDatabase(dataDir);
  const out = fs.openSync('/dev/null', 'w');
  const began = performance.now();
  fs.writeSync(out, csvRecord(exportColumns));
  for await (const batch of new SqliteCustomerStore(db).batches('ALL', null, 1000))
    fs.writeSync(out, batch.map((customer) => csvRecord(exportCells(customer))).join(''));
  const took = performance.now() - began;
  fs.closeSync(out);
  db.close();
  return took;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/support/benchServer.ts', 'crm', dataDir], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
});
let url = '';
for await (const line of createInterface({ input: child.stdout! })) {
  const match = /^listening (\S+)/.exec(line);
  if (match) {
    url = match[1]!;
    break;
  }
}
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
const { token } = await signUp(url);

async function download(format: 'csv' | 'xlsx'): Promise<{ ms: number; bytes: number; growthMb: number }> {
  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const began = performance.now();
  const response = await fetch(`${url}/export/customers.${format}?filter=ALL`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  const ms = performance.now() - began;
  clearInterval(sampler);
  return { ms, bytes, growthMb: Math.max(peak, rssMb()) - baseline };
}

const floors: number[] = [];
for (let run = 0; run < runs; run++) floors.push(await floor());
const floorMs = median(floors);
console.log(
  `floor: ${count.toLocaleString('en')} rows read and written as CSV in one process: ${floorMs.toFixed(0)} ms (runs ${floors.map((ms) => ms.toFixed(0)).join(', ')})`,
);
for (const format of ['csv', 'xlsx'] as const) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await download(format));
  const ms = median(results.map((result) => result.ms));
  console.log(
    `${format.toUpperCase()} export of ${count.toLocaleString('en')} rows: last byte after ${ms.toFixed(0)} ms (runs ${results.map((result) => result.ms.toFixed(0)).join(', ')}), ` +
      `${(results[0]!.bytes / 1024 / 1024).toFixed(1)} MB; server RSS +${Math.max(...results.map((result) => result.growthMb)).toFixed(0)} MB at peak; ` +
      `${(ms / floorMs).toFixed(2)}x the floor`,
  );
}
child.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
