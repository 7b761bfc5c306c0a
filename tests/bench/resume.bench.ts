// npm run bench:resume — what a reconnect costs at 100,000 customers (BENCH_CUSTOMERS): a live-list client
// that was away 10 s, while another wrote 10 customers a second, resumes from its cursor; beside it, in the same run,
// the whole list it would otherwise get again (the floor a client without a cursor pays). Bytes on the socket and time
// from subscribe to the list being current, each measured twice, over loopback against the product server in its own
// process. Figures only; nothing here passes or fails.
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { gql, signUp, tempDataDir, wsUrl } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';
import { startProductServer, stopProductServer } from './support/productServer.ts';

const count = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const awayMs = 10_000;
const writesPerSecond = 10;

const dataDir = tempDataDir();
const began = performance.now();
await seedCustomers(dataDir, count);
console.log(`seeded ${count.toLocaleString('en')} customers in ${(performance.now() - began).toFixed(0)} ms`);
const { url, child } = await startProductServer(dataDir);
const { token } = await signUp(url);

interface Set {
  initial: boolean;
  complete: boolean;
  cursor: string;
  changes: unknown[];
}

/**
 * Subscribes to the ACTIVE list (from `after`) until it is current: bytes received, ms, customers sent, last cursor.
 */
async function listUntilCurrent(
  after: string | null,
): Promise<{ bytes: number; ms: number; customers: number; cursor: string }> {
  let bytes = 0;
  class CountingSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.on('message', (data: Buffer) => (bytes += data.length));
    }
  }
  const client = createClient({
    url: wsUrl(url),
    webSocketImpl: CountingSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
  });
  const started = performance.now();
  let customers = 0;
  const cursor = await new Promise<string>((resolve, reject) => {
    client.subscribe<{ customerChanges: Set }>(
      {
        query:
          'subscription ($after: String) { customerChanges(after: $after) { initial complete cursor changes { type customer { id fname lname email phone address notes status version } } } }',
        variables: { after },
      },
      {
        next: ({ data }) => {
          const set = data!.customerChanges;
          customers += set.changes.length;
          if (set.complete) resolve(set.cursor);
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
  const ms = performance.now() - started;
  await client.dispose();
  return { bytes, ms, customers, cursor };
}

/** Another client's writes while the first is away: edits to existing customers and new ones. */
async function writeWhileAway(): Promise<number> {
  let writes = 0;
  const until = performance.now() + awayMs;
  while (performance.now() < until) {
    const input = {
      fname: `Away${writes}`,
      lname: 'Writer',
      email: `away${writes}@example.com`,
      phone: `555 010 ${String(writes).padStart(4, '0')}`,
      address: '1 Elsewhere',
    };
    await gql(url, 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }', { input }, { token });
    writes += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000 / writesPerSecond));
  }
  return writes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
try {
  for (let round = 1; round <= 2; round++) {
    const whole = await listUntilCurrent(null);
    const writes = await writeWhileAway();
    const resumed = await listUntilCurrent(whole.cursor);
    console.log(
      `round ${round}: whole list ${whole.customers.toLocaleString('en')} customers, ${kb(whole.bytes)} in ${whole.ms.toFixed(0)} ms; ` +
        `resume after ${awayMs / 1000} s (${writes} writes meanwhile): ${resumed.customers} customers, ${kb(resumed.bytes)} in ${resumed.ms.toFixed(0)} ms ` +
        `(${((resumed.bytes / whole.bytes) * 100).toFixed(2)}% of the bytes, ${(resumed.ms / whole.ms).toFixed(3)}x the time)`,
    );
  }
} finally {
  await stopProductServer(child);
}
