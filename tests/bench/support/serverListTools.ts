// The server list bench's settings and tools: seeded data folders, the servers in their own processes, request
// throughput, and sockets that time a change's fan-out.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { newAutoId } from '../../../server/domain/autoId.ts';
import { openDatabase } from '../../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../../server/stores/sqlite/sqliteCustomerStore.ts';
import { sleep, tempDataDir } from '../../support/crmServer.ts';

export const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const subscriberCounts = (process.env.BENCH_SUBSCRIBERS ?? '1000,5000').split(',').map(Number);
export const connections = 50;
export const parts = (process.env.BENCH_PARTS ?? 'throughput,fanout').split(',');

export async function seed(count: number): Promise<string> {
  const dataDir = tempDataDir();
  const db = openDatabase(dataDir);
  const store = new SqliteCustomerStore(db);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      void store.create(newAutoId(randomBytes), {
        fname: `First${i}`,
        lname: `Last${i % 997}`,
        email: `customer${i}@example.com`,
        phone: `+1 555 ${String(i).padStart(7, '0')}`,
        phoneNormalized: null,
        address: `${i} Maple Street, Springfield`,
        notes: i % 10 === 0 ? 'VIP' : '',
      });
    }
  })();
  db.close();
  return dataDir;
}

/** Starts tests/bench/support/benchServer.ts in its own process; resolves with its URL. */
export async function startServer(mode: string, dataDir = ''): Promise<{ url: string; child: ChildProcess }> {
  // Production mode for both sides: graphql-js and Apollo skip their development checks, as under `npm start`.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/support/benchServer.ts', mode, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const match = /^listening (\S+)/.exec(line);
    if (match) return { url: match[1]!, child };
  }
  throw new Error(`${mode} server exited before listening`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Requests per second that `connections` concurrent clients get for `seconds`, and how many failed. */
export function throughput(url: string, body: string, headers: Record<string, string>) {
  return throughputWith(url, body, headers, connections);
}

export async function throughputWith(url: string, body: string, headers: Record<string, string>, clients: number) {
  let done = 0;
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        try {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          const text = await response.text();
          if (response.ok && !text.includes('"errors"')) done += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const perSecond = done / ((performance.now() - started) / 1000);
  // Requests the clients gave up on still run on the server: wait for them, so the next figure starts clean.
  await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  return { perSecond, failed };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Opens `count` sockets that each call `onMessage`; `open(socket)` runs once each is connected. */
export async function openSockets(
  url: string,
  count: number,
  open: (socket: WebSocket, index: number) => Promise<void>,
  protocol?: string,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let batch = 0; batch < count; batch += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, count - batch) }, async (_, offset) => {
        const socket = new WebSocket(url, protocol);
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        sockets.push(socket);
        await open(socket, batch + offset);
      }),
    );
  }
  return sockets;
}

export function nextMessage(socket: WebSocket, predicate: (text: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const listener = (data: WebSocket.RawData) => {
      if (predicate(String(data))) {
        socket.off('message', listener);
        resolve();
      }
    };
    socket.on('message', listener);
  });
}

/** Latency from each trigger to each socket's receipt, for `rounds` triggers. */
export async function fanOut(
  sockets: WebSocket[],
  isChange: (text: string) => boolean,
  trigger: () => Promise<unknown>,
  rounds = 5,
) {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const arrivals = sockets.map((socket) => nextMessage(socket, isChange).then(() => performance.now()));
    const sent = performance.now();
    await trigger();
    for (const arrived of await Promise.all(arrivals)) latencies.push(arrived - sent);
    await sleep(300);
  }
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export const changesQuery =
  'subscription { customerChanges(filter: ALL) { initial complete changes { type customer { id fname lname email phone address notes status } } } }';
export const format = (n: number, digits = 0) => n.toFixed(digits);
