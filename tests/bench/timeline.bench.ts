// npm run bench:timeline — what a customer's timeline page costs at 10 and at 10,000 entries (nine activities to one
// history entry, as a team's notes and edits come), on SQLite and on the in-process Firestore emulator, through
// TimelineService as the API calls it: the first page of 50 and the page after it, median of BENCH_RUNS, and on
// Firestore the documents each page reads (what Firestore bills), which must not grow with the timeline. The 10-entry
// customer, measured in the same run, is the floor. Figures only.
import { performance } from 'node:perf_hooks';
import { ActivityService } from '../../server/domain/activities/activityService.ts';
import { TimelineService } from '../../server/domain/activities/timelineService.ts';
import { newAutoId } from '../../server/domain/autoId.ts';
import { randomBytes } from 'node:crypto';
import {
  firestoreAdapter,
  sqliteAdapter,
  type AdapterUnderTest,
  type StoreHarness,
} from '../stores/contract/adapters.ts';
import { fields } from '../stores/contract/fixtures.ts';
import { startInProcessEmulator } from '../support/firestoreEmulator.ts';
import { median } from './support/median.ts';

process.env.CRM_LOG_QUIET = 'true';
const sizes = (process.env.BENCH_SIZES ?? '10,10000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 9);
const author = { uid: 'u-bench', email: 'bench@example.com', mayManageOthers: false };

/** A customer with `size` timeline entries: one in ten a history entry (its creation and edits), the rest notes. */
async function seedCustomer(store: StoreHarness, size: number): Promise<string> {
  const id = newAutoId(randomBytes);
  await store.customers.create(id, fields(), author);
  const activities = new ActivityService(store.activities, store.customers, async () => [author]);
  const edits = Math.max(0, Math.round(size / 10) - 1);
  const notes = size - edits - 1;
  const began = performance.now();
  for (let n = 0; n < edits; n++) await store.customers.update(id, fields({ fname: `Edit${n}` }), author);
  const start = Date.UTC(2024, 0, 1);
  for (let n = 0; n < notes; n += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, notes - n) }, (_, k) =>
        activities.add(author, {
          customerId: id,
          body: `Note ${n + k}`,
          at: new Date(start + (n + k) * 60_000).toISOString(),
        }),
      ),
    );
  process.stderr.write(`  seeded ${size} entries in ${Math.round(performance.now() - began)} ms\n`);
  return id;
}

async function measure(adapter: AdapterUnderTest): Promise<void> {
  await adapter.start();
  const store = await adapter.open();
  try {
    const timeline = new TimelineService(store.activities, store.customers, (id) => store.tasks.ofCustomer(id));
    for (const size of sizes) {
      const id = await seedCustomer(store, size);
      const first: number[] = [];
      const second: number[] = [];
      let reads: Record<string, number> = {};
      let nextReads: Record<string, number> = {};
      for (let run = 0; run < runs; run++) {
        store.readsSinceLast?.();
        let began = performance.now();
        const page = await timeline.page(id, 50, null);
        first.push(performance.now() - began);
        reads = store.readsSinceLast?.() ?? {};
        began = performance.now();
        await timeline.page(id, 50, page.endCursor);
        second.push(performance.now() - began);
        nextReads = store.readsSinceLast?.() ?? {};
      }
      const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
      const readText = store.readsSinceLast
        ? `; documents read: first page ${total(reads)} (${JSON.stringify(reads)}), next page ${total(nextReads)}`
        : '';
      console.log(
        `${adapter.name}, ${size.toLocaleString('en-US')} entries: first page of 50 median ${median(first).toFixed(1)} ms, ` +
          `next page ${median(second).toFixed(1)} ms${readText}`,
      );
    }
  } finally {
    await store.close();
    await adapter.stop();
  }
}

await measure(sqliteAdapter());
await measure(firestoreAdapter('Firestore (in-process emulator)', startInProcessEmulator));
process.exit(0);
