// npm run bench:server — the server side of big lists, each figure beside its floor measured in the same run:
// `customers(filter: ALL)` and `customerPage` throughput at 10,000 customers under 50 connections against a bare
// graphql-js server holding the same customers in memory; one change fanned out to 1,000 and 5,000
// `customerChanges(ALL)` subscribers against a bare `ws` broadcast of the same payload.
// `BENCH_PARTS=processes` (not in the default run) sets two processes on one data folder beside one: the page
// throughput with the clients spread over both, and a change fanned out to subscribers spread over both.
// Figures only; nothing here passes or fails. BENCH_CUSTOMERS, BENCH_SECONDS and BENCH_SUBSCRIBERS change the sizes;
// BENCH_PARTS=throughput or BENCH_PARTS=fanout runs one half.
// The settings and tools are in tests/bench/support/serverListTools.ts.
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../server/domain/autoId.ts';
import { gql, signUp, uniqueEmail, wsUrl } from '../support/crmServer.ts';
import {
  changesQuery,
  connections,
  customerCount,
  fanOut,
  format,
  nextMessage,
  openSockets,
  parts,
  seed,
  startServer,
  stop,
  subscriberCounts,
  throughput,
  throughputWith,
} from './support/serverListTools.ts';

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
