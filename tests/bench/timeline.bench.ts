// npm run bench:timeline — what a customer's timeline page costs at 10 and at 10,000 entries (nine activities to one
// history entry, as a team's notes and edits come), on SQLite and on the in-process Firestore emulator, through
// TimelineService as the API calls it: the first page of 50 and the page after it, median of BENCH_RUNS, and on
// Firestore the documents each page reads (what Firestore bills), which must not grow with the timeline. The 10-entry
// customer, measured in the same run, is the floor. Then a company's timeline (CompanyTimelineService) at 10 and 300
// people (BENCH_PEOPLE), each with ten entries (its creation, eight notes, a task): what a page costs must not grow with
// the people or their entries (docs/decisions/company-timeline-keys.md). Figures only.
import { performance } from 'node:perf_hooks';
import { ActivityService } from '../../server/domain/activities/activityService.ts';
import { TimelineService } from '../../server/domain/activities/timelineService.ts';
import { CompanyTimelineService } from '../../server/domain/companies/companyTimelineService.ts';
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
const companySizes = (process.env.BENCH_PEOPLE ?? '10,300').split(',').map(Number);
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

/** A company of `people` customers, each with ten timeline entries; its id. */
async function seedCompany(store: StoreHarness, people: number): Promise<string> {
  const companyId = newAutoId(randomBytes);
  await store.companies.save({
    id: companyId,
    name: `Bench ${companyId}`,
    domain: null,
    address: null,
    phone: null,
    notes: null,
    createdAt: 1,
  });
  const activities = new ActivityService(store.activities, store.customers, async () => [author]);
  const began = performance.now();
  const start = Date.UTC(2024, 0, 1);
  for (let n = 0; n < people; n += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, people - n) }, async (_, k) => {
        const id = newAutoId(randomBytes);
        await store.customers.create(id, fields({ fname: `Person${n + k}`, companyId }), author);
        for (let note = 0; note < 8; note++)
          await activities.add(author, {
            customerId: id,
            body: `Note ${note}`,
            at: new Date(start + ((n + k) * 8 + note) * 60_000).toISOString(),
          });
        const at = start + (n + k) * 480_000;
        await store.tasks.put(
          {
            id: `task_${id}`,
            title: 'Call back',
            notes: null,
            dueAt: null,
            assigneeUid: author.uid,
            customerId: id,
            done: false,
            doneAt: null,
            createdBy: author.uid,
            createdAt: at,
            updatedAt: at,
          },
          null,
        );
      }),
    );
  process.stderr.write(
    `  seeded ${people} people (${people * 10} entries) in ${Math.round(performance.now() - began)} ms\n`,
  );
  return companyId;
}

/** A first page of 50 and the one after it, `runs` times: median times, and the documents the last run read. */
async function pages(
  store: StoreHarness,
  read: (first: number, after: string | null) => Promise<{ endCursor: string | null }>,
) {
  const first: number[] = [];
  const second: number[] = [];
  let reads: Record<string, number> = {};
  let nextReads: Record<string, number> = {};
  for (let run = 0; run < runs; run++) {
    store.readsSinceLast?.();
    let began = performance.now();
    const page = await read(50, null);
    first.push(performance.now() - began);
    reads = store.readsSinceLast?.() ?? {};
    began = performance.now();
    await read(50, page.endCursor);
    second.push(performance.now() - began);
    nextReads = store.readsSinceLast?.() ?? {};
  }
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
  const readText = store.readsSinceLast
    ? `; documents read: first page ${total(reads)} (${JSON.stringify(reads)}), next page ${total(nextReads)}`
    : '';
  return `first page of 50 median ${median(first).toFixed(1)} ms, next page ${median(second).toFixed(1)} ms${readText}`;
}

async function measureCompanies(adapter: AdapterUnderTest): Promise<void> {
  await adapter.start();
  const store = await adapter.open();
  try {
    const timeline = new CompanyTimelineService(store.companyTimeline, { exists: async () => true });
    for (const people of companySizes) {
      const companyId = await seedCompany(store, people);
      const figures = await pages(store, (first, after) => timeline.page(companyId, first, after));
      console.log(`${adapter.name}, a company of ${people} people (${people * 10} entries): ${figures}`);
    }
  } finally {
    await store.close();
    await adapter.stop();
  }
}

async function measure(adapter: AdapterUnderTest): Promise<void> {
  await adapter.start();
  const store = await adapter.open();
  try {
    const timeline = new TimelineService(store.activities, store.customers, (id) => store.tasks.ofCustomer(id));
    for (const size of sizes) {
      const id = await seedCustomer(store, size);
      const figures = await pages(store, (first, after) => timeline.page(id, first, after));
      console.log(`${adapter.name}, ${size.toLocaleString('en-US')} entries: ${figures}`);
    }
  } finally {
    await store.close();
    await adapter.stop();
  }
}

if (sizes.some(Boolean)) {
  await measure(sqliteAdapter());
  await measure(firestoreAdapter('Firestore (in-process emulator)', startInProcessEmulator));
}
await measureCompanies(sqliteAdapter());
await measureCompanies(firestoreAdapter('Firestore (in-process emulator)', startInProcessEmulator));
process.exit(0);
