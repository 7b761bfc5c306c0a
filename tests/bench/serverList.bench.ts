// npm run bench:server — the server side of big lists, each figure beside its floor measured in the same run:
// `customers(filter: ALL)` and `customerPage` throughput at 10,000 customers under 50 connections against a bare
// graphql-js server holding the same customers in memory; one change fanned out to 1,000 and 5,000
// `customerChanges(ALL)` subscribers against a bare `ws` broadcast of the same payload.
// `BENCH_PARTS=processes` (not in the default run) sets two processes on one data folder beside one: the page
// throughput with the clients spread over both, and a change fanned out to subscribers spread over both.
// Figures only; nothing here passes or fails. BENCH_CUSTOMERS, BENCH_SECONDS and BENCH_SUBSCRIBERS change the sizes;
// BENCH_PARTS=throughput or BENCH_PARTS=fanout runs one half.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { newAutoId } from '../../server/domain/autoId.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { gql, signUp, sleep, tempDataDir, uniqueEmail, wsUrl } from '../support/crmServer.ts';

const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const subscriberCounts = (process.env.BENCH_SUBSCRIBERS ?? '1000,5000').split(',').map(Number);
const connections = 50;
const parts = (process.env.BENCH_PARTS ?? 'throughput,fanout').split(',');

async function seed(count: number): Promise<string> {
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
async function startServer(mode: string, dataDir = ''): Promise<{ url: string; child: ChildProcess }> {
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

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Requests per second that `connections` concurrent clients get for `seconds`, and how many failed. */
function throughput(url: string, body: string, headers: Record<string, string>) {
  return throughputWith(url, body, headers, connections);
}

async function throughputWith(url: string, body: string, headers: Record<string, string>, clients: number) {
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Opens `count` sockets that each call `onMessage`; `open(socket)` runs once each is connected. */
async function openSockets(
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

function nextMessage(socket: WebSocket, predicate: (text: string) => boolean): Promise<void> {
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
async function fanOut(
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

const changesQuery =
  'subscription { customerChanges(filter: ALL) { initial complete changes { type customer { id fname lname email phone address notes status } } } }';
const format = (n: number, digits = 0) => n.toFixed(digits);

const results: string[] = [];

// Throughput of the list queries.
if (parts.includes('throughput')) {
  console.log(`seeding ${customerCount} customers…`);
  const listData = await seed(customerCount);
  const crm = await startServer('crm', listData);
  const { token } = await signUp(crm.url, uniqueEmail('bench'));
  const bare = await startServer('bare-graphql', listData);
  const auth = { authorization: `Bearer ${token}` };
  const fields = 'id fname lname email phone address notes status';
  for (const [name, query] of [
    ['customers(ALL)', `{ customers(filter: ALL) { ${fields} } }`],
    [
      'customerPage(first: 100)',
      `{ customerPage(filter: ALL, first: 100) { nodes { ${fields} } pageInfo { endCursor hasNextPage } totalCount } }`,
    ],
  ] as const) {
    const body = JSON.stringify({ query });
    await throughput(crm.url, body, auth); // warm-up
    const ours = await throughput(crm.url, body, auth);
    const floor = await throughput(bare.url, body, {});
    results.push(
      `${name} at ${customerCount}, ${connections} connections: ${format(ours.perSecond, 1)} req/s (${ours.failed} failed) vs bare graphql-js ${format(floor.perSecond, 1)} req/s: ${format(ours.perSecond / floor.perSecond, 2)}x`,
    );
    console.log(results.at(-1));
  }
  await stop(crm.child);
  await stop(bare.child);
}

// Fan-out of one change.
const fanData = await seed(100);
for (const count of parts.includes('fanout') ? subscriberCounts : []) {
  const crm = await startServer('crm', fanData);
  const tokens: string[] = [];
  for (let i = 0; i < Math.ceil(count / 50); i++) tokens.push((await signUp(crm.url, uniqueEmail('fan'))).token);
  const sockets = await openSockets(
    wsUrl(crm.url),
    count,
    async (socket, index) => {
      const acknowledged = nextMessage(socket, (text) => text.includes('"connection_ack"'));
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { authorization: `Bearer ${tokens[Math.floor(index / 50)]}` },
        }),
      );
      await acknowledged;
      const ready = nextMessage(socket, (text) => text.includes('"complete":true'));
      socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: changesQuery } }));
      await ready;
    },
    'graphql-transport-ws',
  );
  const save = 'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
  let round = 0;
  const ours = await fanOut(
    sockets,
    (text) => text.includes('"initial":false'),
    () =>
      gql(
        crm.url,
        save,
        {
          input: {
            fname: `Fan${round++}`,
            lname: 'Out',
            email: 'fan@example.com',
            phone: '555 0100 200',
            address: '1 Broadcast Way',
            notes: '',
          },
        },
        { token: tokens[0]! },
      ),
  );
  const payload = JSON.stringify({
    id: '1',
    type: 'next',
    payload: {
      data: {
        customerChanges: {
          initial: false,
          complete: true,
          changes: [
            {
              type: 'ADDED',
              customer: {
                id: newAutoId(randomBytes),
                fname: 'Fan0',
                lname: 'Out',
                email: 'fan@example.com',
                phone: '555 0100 200',
                address: '1 Broadcast Way',
                notes: '',
                status: true,
              },
            },
          ],
        },
      },
    },
  });
  for (const socket of sockets) socket.terminate();
  await stop(crm.child);

  const bare = await startServer('bare-ws');
  const bareSockets = await openSockets(bare.url.replace('http', 'ws'), count, async () => undefined);
  const floor = await fanOut(
    bareSockets,
    () => true,
    () => fetch(bare.url, { method: 'POST', body: payload }),
  );
  for (const socket of bareSockets) socket.terminate();
  await stop(bare.child);
  results.push(
    `fan-out to ${count} subscribers: p50 ${format(ours.p50)} ms, p99 ${format(ours.p99)} ms vs bare ws broadcast p50 ${format(floor.p50)} ms, p99 ${format(floor.p99)} ms: ${format(ours.p50 / floor.p50, 2)}x / ${format(ours.p99 / floor.p99, 2)}x`,
  );
  console.log(results.at(-1));
}

// Two processes on one data folder beside one: what a second process behind the same address does to the page
// throughput (clients spread over both) and to fan-out (subscribers spread over both, the change saved on the first).
if (parts.includes('processes')) {
  const count = subscriberCounts[0]!;
  const listData = await seed(customerCount);
  const body = JSON.stringify({
    query:
      '{ customerPage(filter: ALL, first: 100) { nodes { id fname lname email phone address notes status } pageInfo { endCursor hasNextPage } totalCount } }',
  });
  const spread = async (urls: string[], auth: Record<string, string>) => {
    const shares = await Promise.all(urls.map((url) => throughputWith(url, body, auth, connections / urls.length)));
    return {
      perSecond: shares.reduce((sum, { perSecond }) => sum + perSecond, 0),
      failed: shares.reduce((sum, { failed }) => sum + failed, 0),
    };
  };
  const first = await startServer('crm', listData);
  const { token } = await signUp(first.url, uniqueEmail('bench'));
  const auth = { authorization: `Bearer ${token}` };
  await spread([first.url], auth); // warm-up
  const one = await spread([first.url], auth);
  const second = await startServer('crm', listData);
  await spread([second.url], auth); // warm-up
  const two = await spread([first.url, second.url], auth);
  results.push(
    `customerPage(first: 100) at ${customerCount}, ${connections} connections: two processes ${format(two.perSecond, 1)} req/s (${two.failed} failed) vs one ${format(one.perSecond, 1)} req/s: ${format(two.perSecond / one.perSecond, 2)}x`,
  );
  console.log(results.at(-1));

  await stop(first.child);
  await stop(second.child);

  // Fan-out on the fan-out's own 100 customers (a subscriber's first set is the whole list: 10,000 customers to each
  // of 1,000 subscribers would measure that, not the change), two processes on one data folder as above.
  const fanFirst = await startServer('crm', fanData);
  const fanSecond = await startServer('crm', fanData);
  const tokens: string[] = [];
  for (let i = 0; i < Math.ceil(count / 50); i++) tokens.push((await signUp(fanFirst.url, uniqueEmail('fan'))).token);
  const subscribe = async (urls: string[]) =>
    (
      await Promise.all(
        urls.map((url, part) =>
          openSockets(
            wsUrl(url),
            count / urls.length,
            async (socket, index) => {
              const acknowledged = nextMessage(socket, (text) => text.includes('"connection_ack"'));
              socket.send(
                JSON.stringify({
                  type: 'connection_init',
                  payload: {
                    authorization: `Bearer ${tokens[Math.floor((part * count) / urls.length / 50) + Math.floor(index / 50)]}`,
                  },
                }),
              );
              await acknowledged;
              const ready = nextMessage(socket, (text) => text.includes('"complete":true'));
              socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: changesQuery } }));
              await ready;
            },
            'graphql-transport-ws',
          ),
        ),
      )
    ).flat();
  const save = 'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
  let round = 0;
  const trigger = () =>
    gql(
      fanFirst.url,
      save,
      {
        input: {
          fname: `Fan${round++}`,
          lname: 'Out',
          email: 'fan@example.com',
          phone: '555 0100 200',
          address: '1 Broadcast Way',
          notes: '',
        },
      },
      { token: tokens[0]! },
    );
  const isChange = (text: string) => text.includes('"initial":false');
  let sockets = await subscribe([fanFirst.url]);
  const alone = await fanOut(sockets, isChange, trigger);
  for (const socket of sockets) socket.terminate();
  sockets = await subscribe([fanFirst.url, fanSecond.url]);
  const together = await fanOut(sockets, isChange, trigger);
  for (const socket of sockets) socket.terminate();
  await stop(fanFirst.child);
  await stop(fanSecond.child);
  results.push(
    `fan-out to ${count} subscribers: two processes p50 ${format(together.p50)} ms, p99 ${format(together.p99)} ms vs one p50 ${format(alone.p50)} ms, p99 ${format(alone.p99)} ms: ${format(together.p50 / alone.p50, 2)}x / ${format(together.p99 / alone.p99, 2)}x`,
  );
  console.log(results.at(-1));
}

console.log(`\n${results.join('\n')}`);
process.exit(0);
