// npm run bench:fuzz — the server's memory under a stream of bad requests, beside its floor measured in the same run:
// the same number of small good requests. The server runs in its own process (the product, `npm start`'s code) and
// its resident memory is sampled every 50 ms through /proc. Each kind of bad request is one a client can send
// without an account: bodies up to the 1 MB limit of junk, of JSON arrays and objects with hundreds of thousands of
// members, of documents at the token limit, and of variables that do not fit the schema.
// Figures only; nothing here passes or fails. BENCH_REQUESTS (default 10,000) and BENCH_CONCURRENCY (default 50).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startServerProcess } from '../support/serverProcess.ts';
import { tempDataDir } from '../support/crmServer.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 10_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const megabyte = 1024 * 1024;

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** A body just under the 1 MB limit made of `unit` repeated. */
function filled(prefix: string, unit: string, suffix: string): string {
  const room = megabyte - 1024 - prefix.length - suffix.length;
  return prefix + unit.repeat(Math.floor(room / unit.length)).replace(/,$/, '') + suffix;
}

const badBodies: Array<{ name: string; body: string }> = [
  { name: 'junk', body: filled('', 'x{]', '') },
  { name: 'array of numbers', body: filled('{"query":"{ __typename }","variables":{"a":[', '0,', ']}}') },
  { name: 'array of objects', body: filled('{"query":"{ __typename }","variables":{"a":[', '{},', ']}}') },
  {
    name: 'object of keys',
    body: `{"query":"{ __typename }","variables":{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":0`).join(',')}}}`,
  },
  { name: 'document at the token limit', body: JSON.stringify({ query: `{ ${'a '.repeat(20_000)}}` }) },
  {
    name: 'document of unknown fields',
    body: JSON.stringify({ query: `{ ${Array.from({ length: 8_000 }, (_, i) => `f${i}`).join(' ')} }` }),
  },
  {
    name: 'long string',
    body: JSON.stringify({ query: '{ __typename }', variables: { s: 'y'.repeat(megabyte - 100) } }),
  },
  {
    name: 'rows that do not fit',
    body: JSON.stringify({
      query: 'mutation ($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created } }',
      variables: { rows: Array.from({ length: 20_000 }, () => ({ x: 1 })) },
    }),
  },
];
const goodBody = JSON.stringify({ query: '{ __typename }' });

async function run(url: string, pid: number, bodyOf: (index: number) => string) {
  let peak = residentBytes(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const index = next++;
        await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bodyOf(index),
        })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
      }
    }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(pid));
  return { peak, seconds: (performance.now() - started) / 1000 };
}

const mb = (bytes: number) => `${(bytes / megabyte).toFixed(0)} MB`;
const results: string[] = [];
if (process.env.BENCH_EACH) {
  // One kind at a time, to find which holds memory.
  for (const { name, body } of badBodies) {
    const dataDir = tempDataDir();
    const server = await startServerProcess({ CRM_DATA_DIR: dataDir, NODE_ENV: 'production', CRM_SEED_DEMO: 'false' });
    const pid = server.child.pid!;
    const idle = residentBytes(pid);
    const { peak, seconds } = await run(server.url, pid, () => body);
    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    results.push(
      `${name}: peak ${mb(peak)} (idle ${mb(idle)}), ${(requests / seconds).toFixed(0)} req/s, answer ${answer.status} ${(await answer.text()).slice(0, 120)}`,
    );
    console.log(results.at(-1));
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const kind of process.env.BENCH_EACH ? [] : (['good', 'bad'] as const)) {
  const dataDir = tempDataDir();
  const server = await startServerProcess({ CRM_DATA_DIR: dataDir, NODE_ENV: 'production', CRM_SEED_DEMO: 'false' });
  const pid = server.child.pid!;
  const idle = residentBytes(pid);
  const { peak, seconds } = await run(
    server.url,
    pid,
    kind === 'good' ? () => goodBody : (index) => badBodies[index % badBodies.length]!.body,
  );
  results.push(
    `${requests} ${kind} requests, ${concurrency} at a time: peak ${mb(peak)} resident (idle ${mb(idle)}), ${(requests / seconds).toFixed(0)} req/s`,
  );
  console.log(results.at(-1));
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${results.join('\n')}`);
process.exit(0);
