// The keys a company's timeline reads on Firestore (docs/decisions/company-timeline-keys.md): each activity, history
// entry and task carries `companyId`, its customer's company, and pages by a position string (activities `position`,
// tasks `timelinePosition`). A write of an entry reads its customer in its own transaction, so it carries the company
// as it stands. A write that moves a customer to another company leaves a marker (timelineMoves/{customerId}) in its
// own batch; the customer's entries are then re-keyed from the marker by the next company timeline read (or
// npm run backfill-keys), so a crash in between leaves work to do, never a customer's entries lost for good.
import type { DocumentReference, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { ActivityPosition } from '../../domain/activities/activityStore.ts';
import { queryReads, type FirestoreMeter } from './firestoreMeter.ts';

/**
 * An entry's place in a timeline as one string that sorts as the timeline does (by time, then id): a range over one
 * field pages the same on Firestore and its emulator, which ignores cursors on several fields. Shifted so that times
 * before 1970 stay positive and sort by their digits.
 */
export const positionKey = ({ at, id }: ActivityPosition) => `${String(at + 1e14).padStart(16, '0')}:${id}`;

/** A task's place in a timeline: when it was made, then its id. */
export const taskPositionKey = (task: { createdAt: number; id: string }) =>
  positionKey({ at: task.createdAt, id: task.id });

/** Where a moved customer's marker waits: timelineMoves/{customerId} */
export const movesCollection = 'timelineMoves';
/** Documents per batch of re-keyed entries (Firestore bounds a batch's size) */
const batchSize = 400;

/** The company of the customer an entry is about, read in the entry's transaction (null: none, or no customer). */
export async function companyOfCustomer(
  db: Firestore,
  transaction: Transaction,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const customer = await transaction.get(db.collection('customers').doc(customerId));
  const companyId: unknown = customer.get('companyId');
  return typeof companyId === 'string' && companyId ? companyId : null;
}

/** In a write that moves a customer to another company (or out of one): its entries are to be re-keyed. */
export function markMoved(db: Firestore, writer: WriteBatch | Transaction, customerId: string, at: number): void {
  (writer as WriteBatch).set(db.collection(movesCollection).doc(customerId), { at });
}

/**
 * Writes the customer's company now into each of its activities, history entries and tasks that carry another (and a
 * task's timelinePosition where it has none); then takes its marker away unless it moved again meanwhile.
 */
export async function rekeyEntries(db: Firestore, customerId: string): Promise<{ reads: number; writes: number }> {
  const customerRef = db.collection('customers').doc(customerId);
  const customer = await customerRef.get();
  const companyOf = (data: unknown) => (typeof data === 'string' && data ? data : null);
  const companyId = companyOf(customer.get('companyId'));
  const [activities, history, tasks] = await Promise.all([
    db.collection('activities').where('customerId', '==', customerId).get(),
    customerRef.collection('history').get(),
    db.collection('tasks').where('customerId', '==', customerId).get(),
  ]);
  const updates: Array<{ ref: DocumentReference; data: Record<string, unknown> }> = [];
  for (const doc of [...activities.docs, ...history.docs, ...tasks.docs]) {
    const data: Record<string, unknown> = {};
    if (companyOf(doc.get('companyId')) !== companyId) data.companyId = companyId;
    if (doc.ref.parent.id === 'tasks' && typeof doc.get('timelinePosition') !== 'string')
      data.timelinePosition = taskPositionKey({ createdAt: Number(doc.get('createdAt')) || 0, id: doc.id });
    if (Object.keys(data).length) updates.push({ ref: doc.ref, data });
  }
  for (let start = 0; start < updates.length; start += batchSize) {
    const batch = db.batch();
    for (const { ref, data } of updates.slice(start, start + batchSize)) batch.update(ref, data);
    await batch.commit();
  }
  const marker = db.collection(movesCollection).doc(customerId);
  await db.runTransaction(async (transaction) => {
    const [now, mark] = await Promise.all([transaction.get(customerRef), transaction.get(marker)]);
    if (mark.exists && companyOf(now.get('companyId')) === companyId) transaction.delete(marker);
  });
  const reads = 3 + queryReads(activities.size) + queryReads(history.size) + queryReads(tasks.size);
  return { reads, writes: updates.length };
}

/** Re-keys the customers that moved, before a company timeline reads: one read when none did. */
export class TimelineMoves {
  private settling: Promise<void> | null = null;

  constructor(
    private readonly db: Firestore,
    private readonly meter: FirestoreMeter,
  ) {}

  /** Every moved customer's entries re-keyed; calls meanwhile share the one pass. */
  settle(): Promise<void> {
    this.settling ??= this.settleNow().finally(() => (this.settling = null));
    return this.settling;
  }

  private async settleNow(): Promise<void> {
    const started = Date.now();
    // A few rounds at most: a customer moving again meanwhile keeps its marker for the next read.
    for (let round = 0; round < 5; round++) {
      const moved = await this.db.collection(movesCollection).limit(20).get();
      let reads = queryReads(moved.size);
      let writes = 0;
      for (const doc of moved.docs) {
        const done = await rekeyEntries(this.db, doc.id);
        reads += done.reads;
        writes += done.writes;
      }
      this.meter.record('timelineMoves', reads, writes, started);
      if (moved.size < 20) return;
    }
  }
}
