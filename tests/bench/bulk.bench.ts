// npm run bench:bulk — removeCustomers of every active customer (100,000, BENCH_SIZE) through GraphQL against the
// product server in its own process on SQLite, with a live list open (a customerChanges subscriber over a socket):
// the answer, and the last change set reaching the live list; then undoBulkChange the same two ways; then tagCustomers
// of them all. Floors from the same run: the same status change, and the same tagging, as one bare UPDATE of every row
// in one transaction, on the same file.
// Target: within 10 s to the last live list. Figures only; nothing here passes or fails.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { startProductServer, stopProductServer } from './support/productServer.ts';
import { collect, gql, signUp, tempDataDir, uniqueEmail, wsClient } from '../support/crmServer.ts';
import { seedCustomers } from '../support/seedCustomers.ts';

const size = Number(process.env.BENCH_SIZE ?? 100_000);
const ms = (value: number) => (value < 10_000 ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(1)} s`);

interface ChangeSet {
  customerChanges: { initial: boolean; complete: boolean; changes: Array<{ type: string }> };
}

const dataDir = tempDataDir();
let started = performance.now();
await seedCustomers(dataDir, size);
console.log(`seeded ${size.toLocaleString('en')} customers in ${ms(performance.now() - started)}`);

const server = await startProductServer(dataDir);
try {
  const { token } = await signUp(server.url, uniqueEmail('bench-bulk'));
  const { client } = wsClient(server.url, { token });
  const feed = collect<ChangeSet>(client, 'subscription { customerChanges { initial complete changes { type } } }');
  const heard = () =>
    feed.results.reduce(
      (sum, { data }) => sum + (data!.customerChanges.initial ? 0 : data!.customerChanges.changes.length),
      0,
    );
  const waitForLive = async (count: number) => {
    while (heard() < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  // The whole initial list first.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const last = feed.results.at(-1)?.data?.customerChanges;
    if (last?.complete) break;
  }

  started = performance.now();
  const removed = await gql<{ removeCustomers: { id: string; count: number } }>(
    server.url,
    'mutation { removeCustomers(selection: { filter: ACTIVE }) { id count } }',
    {},
    { token },
  );
  const answered = performance.now() - started;
  await waitForLive(size);
  const live = performance.now() - started;
  const sets = feed.results.filter(({ data }) => !data!.customerChanges.initial).length;
  console.log(
    `removeCustomers of ${removed.body.data!.removeCustomers.count.toLocaleString('en')}: answered after ${ms(answered)}, the live list had every removal after ${ms(live)} (${sets} change sets); target 10 s`,
  );

  started = performance.now();
  const undone = await gql<{ undoBulkChange: { reverted: number } }>(
    server.url,
    'mutation ($id: ID!) { undoBulkChange(id: $id) { reverted } }',
    { id: removed.body.data!.removeCustomers.id },
    { token },
  );
  const undoAnswered = performance.now() - started;
  await waitForLive(2 * size);
  console.log(
    `undoBulkChange of ${undone.body.data!.undoBulkChange.reverted.toLocaleString('en')}: answered after ${ms(undoAnswered)}, the live list had them all back after ${ms(performance.now() - started)}`,
  );

  // Tagging every active customer, as the list's selection bar's Add tag does.
  const tag = await gql<{ createTag: { id: string } }>(
    server.url,
    'mutation { createTag(name: "Bench", color: "blue") { id } }',
    {},
    { token },
  );
  const before = heard();
  started = performance.now();
  const tagged = await gql<{ tagCustomers: { count: number } }>(
    server.url,
    'mutation ($tag: ID!) { tagCustomers(selection: { filter: ACTIVE }, add: [$tag]) { count } }',
    { tag: tag.body.data!.createTag.id },
    { token },
  );
  const tagAnswered = performance.now() - started;
  await waitForLive(before + size);
  console.log(
    `tagCustomers of ${tagged.body.data!.tagCustomers.count.toLocaleString('en')}: answered after ${ms(tagAnswered)}, the live list had every tag after ${ms(performance.now() - started)}; target 10 s`,
  );
  feed.dispose();
  await client.dispose();
} finally {
  await stopProductServer(server.child);
}

// The floor: the same change of status as one bare UPDATE in one transaction (the indexes on status included).
const db = new Database(path.join(dataDir, 'crm.sqlite'));
started = performance.now();
const changed = db.transaction(() => db.prepare('UPDATE customers SET status = 0 WHERE status = 1').run().changes)();
console.log(
  `floor: one bare UPDATE of ${changed.toLocaleString('en')} rows in one transaction took ${ms(performance.now() - started)}`,
);
started = performance.now();
const retagged = db.transaction(
  () => db.prepare(`UPDATE customers SET tag_ids = '["bench"]' WHERE status = 0`).run().changes,
)();
console.log(
  `floor: one bare UPDATE of ${retagged.toLocaleString('en')} rows' tags in one transaction took ${ms(performance.now() - started)}`,
);
db.close();
