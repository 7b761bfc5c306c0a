// npm run bench:export — an export of 100,000 customers (BENCH_CUSTOMERS) as CSV (compressed, as a browser gets it, and
// not) and as XLSX from the product server in its own process: time to the last byte, bytes on the wire and the
// server's peak RSS growth, beside a floor measured in the same run: the same rows read from the same SQLite file in
// this process and written as CSV to /dev/null.
// Figures only; nothing here passes or fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
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

/**
 * One download as a client sends for it (`accept-encoding`),
 * read as fast as it comes: time to the last byte, bytes on the wire.
 */
async function download(
  format: 'csv' | 'xlsx',
  acceptEncoding: string,
): Promise<{ ms: number; bytes: number; growthMb: number; encoding: string }> {
  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const began = performance.now();
  const { bytes, encoding } = await new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding };
    http
      .get(`${url}/export/customers.${format}?filter=ALL`, { headers }, (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => (received += chunk.length));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ bytes: received, encoding: response.headers['content-encoding'] ?? 'identity' }),
        );
      })
      .on('error', reject);
  });
  const ms = performance.now() - began;
  clearInterval(sampler);
  return { ms, bytes, growthMb: Math.max(peak, rssMb()) - baseline, encoding };
}

const floors: number[] = [];
for (let run = 0; run < runs; run++) floors.push(await floor());
const floorMs = median(floors);
console.log(
  `floor: ${count.toLocaleString('en')} rows read and written as CSV in one process: ${floorMs.toFixed(0)} ms (runs ${floors.map((ms) => ms.toFixed(0)).join(', ')})`,
);
// The CSV as a client that accepts no compression gets it, then as a browser asks (brotli accepted: the CSV comes
// compressed, the XLSX as it is). The first download also warms the server up, which adds to its RSS figure.
for (const [format, acceptEncoding] of [
  ['csv', 'identity'],
  ['csv', 'gzip, deflate, br'],
  ['xlsx', 'gzip, deflate, br'],
] as const) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await download(format, acceptEncoding));
  const ms = median(results.map((result) => result.ms));
  console.log(
    `${format.toUpperCase()} export of ${count.toLocaleString('en')} rows (${results[0]!.encoding}): last byte after ${ms.toFixed(0)} ms (runs ${results.map((result) => result.ms.toFixed(0)).join(', ')}), ` +
      `${(results[0]!.bytes / 1024 / 1024).toFixed(1)} MB on the wire; server RSS +${Math.max(...results.map((result) => result.growthMb)).toFixed(0)} MB at peak; ` +
      `${(ms / floorMs).toFixed(2)}x the floor`,
  );
}
child.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
