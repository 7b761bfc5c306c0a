// A server for the server bench, in its own process so the load it serves does not share a thread with the load
// generator: `crm <dataDir>` (the product), `bare-graphql <dataDir>` (graphql-js over the same customers held in
// memory) or `bare-ws` (a `ws` broadcast). Prints `listening <url>` once ready.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';
import { WebSocketServer } from 'ws';
import { readConfig } from '../../../server/config.ts';
import { startCrm } from '../../../server/crm.ts';
import { defaultThrottleLimits } from '../../../server/domain/accounts/throttle.ts';
import { openDatabase } from '../../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../../server/stores/sqlite/sqliteCustomerStore.ts';

const [mode, dataDir] = process.argv.slice(2);
process.env.CRM_LOG_QUIET = 'true';

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

if (mode === 'crm') {
  // The bench signs up many accounts (5,000 sockets need 100 sessions of 50 operations each).
  const crm = await startCrm(readConfig({ PORT: '0', CRM_DATA_DIR: dataDir!, CRM_SEED_DEMO: 'false' }), {
    throttle: { ...defaultThrottleLimits, perClient: 1_000_000, signUpsPerClient: 1_000_000 },
    // The load is the point here: no API budget in its way.
    apiBudget: { perMinute: 1_000_000_000 },
  });
  console.log(`listening ${crm.url}`);
} else if (mode === 'bare-graphql') {
  const db = openDatabase(dataDir!);
  const customers = await new SqliteCustomerStore(db).list('ALL');
  db.close();
  const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
  const rootValue = {
    customers: () => customers,
    customerPage: ({ first }: { first: number }) => ({
      nodes: customers.slice(0, first),
      pageInfo: { endCursor: null, hasNextPage: customers.length > first },
      totalCount: customers.length,
    }),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', async () => {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
      const result = await graphql({ schema, source: query, rootValue, variableValues: variables });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(result));
    });
  });
  console.log(`listening ${await listen(server)}`);
} else if (mode === 'bare-ws') {
  const server = http.createServer();
  const sockets = new WebSocketServer({ server });
  server.on('request', (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      for (const socket of sockets.clients) socket.send(body);
      res.end('sent');
    });
  });
  console.log(`listening ${await listen(server)}`);
} else {
  throw new Error(`usage: benchServer.ts crm|bare-graphql|bare-ws [dataDir]`);
}
