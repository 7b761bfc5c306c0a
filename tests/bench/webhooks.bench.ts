// npm run bench:webhooks — what webhooks cost a customer write, and how fast the outbox drains, through the real
// server on port 0 with real receivers on this machine. Writes per second (saveCustomer one at a time over HTTP) with
// 0 and with 3 endpoints, beside the floor of the same writes with the outbox insert skipped (a RAISE(IGNORE)
// trigger); then events delivered per second to one receiver, beside plain POSTs per second to the same receiver
// sent one at a time; then a fast receiver's delivery time (save to arrival) with a silent receiver beside it, against
// the same with none. Figures only.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { databaseFileName } from '../../server/stores/sqlite/database.ts';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { startSlowReceiver, startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import path from 'node:path';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const backlog = Number(process.env.BENCH_EVENTS ?? 2000);
const timedEvents = Number(process.env.BENCH_TIMED_EVENTS ?? 10);
const env = { CRM_WEBHOOKS_ALLOW_PRIVATE: 'true', CRM_SEED_DEMO: 'false' };
const saveMutation = 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }';

let serial = 0;
const input = () => {
  serial += 1;
  return {
    fname: 'Bench',
    lname: `Writer${serial}`,
    email: `bench${serial}@example.com`,
    phone: '555 0100 200',
    address: '1 Bench Row',
  };
};

async function createWebhook(crm: TestCrm, token: string, url: string): Promise<string> {
  const { body } = await gql<{ createWebhook: { webhook: { id: string } } }>(
    crm.url,
    'mutation ($url: String!) { createWebhook(url: $url, events: ["customer.created"]) { webhook { id } } }',
    { url },
    { token },
  );
  return body.data!.createWebhook.webhook.id;
}

async function writesPerSecond(crm: TestCrm, token: string): Promise<number> {
  let writes = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    const { body } = await gql(crm.url, saveMutation, { input: input() }, { token });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    writes += 1;
  }
  return writes / ((performance.now() - started) / 1000);
}

/** A server of its own per measurement, so one's outbox does not slow the next. */
async function measureWrites(endpoints: number, outbox = true): Promise<number> {
  const crm = await startTestCrm(env, { apiBudget: { perMinute: 1_000_000_000 } });
  const receivers: WebhookReceiver[] = [];
  try {
    const { token } = await signUp(crm.url);
    if (!outbox) {
      const db = new Database(path.join(crm.dataDir, databaseFileName));
      db.exec('CREATE TRIGGER bench_no_outbox BEFORE INSERT ON webhook_events BEGIN SELECT RAISE(IGNORE); END');
      db.close();
    }
    for (let n = 0; n < endpoints; n++) {
      const receiver = await startWebhookReceiver();
      receivers.push(receiver);
      await createWebhook(crm, token, receiver.url);
    }
    return await writesPerSecond(crm, token);
  } finally {
    await crm.dispose();
    for (const receiver of receivers) await receiver.close();
  }
}

async function eventsPerSecond(): Promise<number> {
  const crm = await startTestCrm(env, { apiBudget: { perMinute: 1_000_000_000 } });
  const receiver = await startWebhookReceiver();
  try {
    const { token } = await signUp(crm.url);
    const id = await createWebhook(crm, token, receiver.url);
    await gql(crm.url, 'mutation ($id: ID!) { updateWebhook(id: $id, enabled: false) { id } }', { id }, { token });
    for (let n = 0; n < backlog; n++) await gql(crm.url, saveMutation, { input: input() }, { token });
    const started = performance.now();
    await gql(crm.url, 'mutation ($id: ID!) { updateWebhook(id: $id, enabled: true) { id } }', { id }, { token });
    await receiver.until((received) => received.length >= backlog, 120_000);
    return backlog / ((performance.now() - started) / 1000);
  } finally {
    await crm.dispose();
    await receiver.close();
  }
}

/** The receiver's own pace: signed-size JSON POSTs, one at a time over one kept-alive connection. */
async function plainPostsPerSecond(): Promise<number> {
  const receiver = await startWebhookReceiver();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = JSON.stringify({
    type: 'customer.created',
    timestamp: new Date().toISOString(),
    data: { customer: input() },
  });
  try {
    const started = performance.now();
    for (let n = 0; n < backlog; n++) {
      await new Promise<void>((resolve, reject) => {
        const request = http.request(
          receiver.url,
          { method: 'POST', agent, headers: { 'content-type': 'application/json', 'webhook-id': `msg_${n}` } },
          (response) => {
            response.resume();
            response.on('end', resolve);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    }
    return backlog / ((performance.now() - started) / 1000);
  } finally {
    agent.destroy();
    await receiver.close();
  }
}

/**
 * Milliseconds from each save to the fast receiver's arrival,
 * one event at a time; beside it a silent receiver, or none.
 */
async function fastDeliveryMs(besideSilent: boolean): Promise<number[]> {
  const crm = await startTestCrm(env, { apiBudget: { perMinute: 1_000_000_000 } });
  const fast = await startWebhookReceiver();
  const silent = besideSilent ? await startSlowReceiver('silent') : null;
  try {
    const { token } = await signUp(crm.url);
    if (silent) await createWebhook(crm, token, silent.url);
    await createWebhook(crm, token, fast.url);
    const times: number[] = [];
    for (let n = 1; n <= timedEvents; n++) {
      const started = performance.now();
      await gql(crm.url, saveMutation, { input: input() }, { token });
      await fast.until((received) => received.length >= n, 120_000);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    // Closing the silent receiver first cuts the attempt it holds, so the server stops at once.
    await silent?.close();
    await crm.dispose();
    await fast.close();
  }
}

const figures: Record<string, number[]> = { 'no outbox (floor)': [], '0 endpoints': [], '3 endpoints': [] };
for (let round = 0; round < 2; round++) {
  figures['no outbox (floor)']!.push(await measureWrites(0, false));
  figures['0 endpoints']!.push(await measureWrites(0));
  figures['3 endpoints']!.push(await measureWrites(3));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [name, values] of Object.entries(figures))
  console.log(`writes/s, ${name}: ${values.map((v) => v.toFixed(0)).join(', ')}`);
console.log(
  `with 3 endpoints a write costs ${(median(figures['no outbox (floor)']!) / median(figures['3 endpoints']!)).toFixed(2)}x the floor's time`,
);
const delivered = await eventsPerSecond();
const posts = await plainPostsPerSecond();
console.log(
  `events delivered/s to one local receiver (a backlog of ${backlog}): ${delivered.toFixed(0)}; floor, plain POSTs/s one at a time to the same receiver: ${posts.toFixed(0)}`,
);
const spread = (values: number[]) => `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
const alone = await fastDeliveryMs(false);
const besideSilent = await fastDeliveryMs(true);
console.log(
  `fast receiver, save to arrival over ${timedEvents} events: alone ${spread(alone)}; beside a silent receiver ${spread(besideSilent)}`,
);
