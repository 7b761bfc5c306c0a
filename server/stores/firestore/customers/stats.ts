// The dashboard's numbers from Firestore (domain/stats/customerStats.ts): counts by status, status changes by week
// from count aggregations over every customer's history, and the latest changes.
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import type { FieldChange } from '../../../domain/history/customerHistory.ts';
import {
  addedChange,
  removedChange,
  type RecentChange,
  type StatusCounts,
  type TimeWindow,
  type WindowCounts,
} from '../../../domain/stats/customerCounts.ts';
import { countReads, queryReads, type FirestoreMeter } from '../firestoreMeter.ts';
import { customerFromDocument } from './customerDocument.ts';
import type { FirestoreCustomerReads } from './customerReads.ts';
import type { FilterListeners } from './filterListener.ts';
import { historyEntryOf } from './historyReads.ts';

export class FirestoreCustomerStats {
  constructor(
    private readonly db: Firestore,
    private readonly collection: CollectionReference,
    private readonly meter: FirestoreMeter,
    private readonly listeners: FilterListeners,
    private readonly reads: FirestoreCustomerReads,
  ) {}

  /**
   * Counts from a live list's memory where this process has one (no read), else a count aggregation each: one read
   * per 1,000 customers of the status.
   */
  async statusCounts(): Promise<StatusCounts> {
    const started = Date.now();
    let reads = 0;
    const [active, removed] = await Promise.all(
      (['ACTIVE', 'REMOVED'] as const).map(async (filter) => {
        const remembered = this.listeners.remembered(filter);
        if (remembered) return remembered.length;
        const count = await this.reads.count(filter);
        reads += countReads(count);
        return count;
      }),
    );
    this.meter.record('statusCounts', reads, 0, started);
    return { active: active!, removed: removed! };
  }

  /**
   * Two count aggregations per window over every customer's history (a collection group query on the entry's
   * status change and time, firestore.indexes.json): one read per 1,000 entries counted, at least one each, so a
   * quiet window costs 2 reads. The history itself is never read.
   */
  async statusChanges(windows: readonly TimeWindow[]): Promise<WindowCounts[]> {
    const started = Date.now();
    const history = this.db.collectionGroup('history');
    let reads = 0;
    const count = async (change: FieldChange, { from, to }: TimeWindow) => {
      const counted = (
        await history
          .where('changes', 'array-contains', change)
          .where('at', '>=', from)
          .where('at', '<', to)
          .count()
          .get()
      ).data().count;
      reads += countReads(counted);
      return counted;
    };
    const counts = await Promise.all(
      windows.map(async (window) => ({
        added: await count(addedChange, window),
        removed: await count(removedChange, window),
      })),
    );
    this.meter.record('statusChanges', reads, 0, started);
    return counts;
  }

  /**
   * The newest `first` entries of every customer's history by `order` (a collection group query, single-field index
   * in firestore.indexes.json), then their customers at once: at most 2 × first reads.
   */
  async recentChanges(first: number): Promise<RecentChange[]> {
    const started = Date.now();
    const snapshot = await this.db.collectionGroup('history').orderBy('order', 'desc').limit(first).get();
    // Only customers' histories: another collection called 'history' elsewhere would be no customer's.
    const entries = snapshot.docs.filter((doc) => doc.ref.parent.parent?.parent.id === this.collection.id);
    const ids = [...new Set(entries.map((doc) => doc.ref.parent.parent!.id))];
    const customers = ids.length ? await this.db.getAll(...ids.map((id) => this.collection.doc(id))) : [];
    this.meter.record('recentChanges', queryReads(snapshot.size) + customers.length, 0, started);
    const byId = new Map(
      customers.map((doc) => [doc.id, doc.exists ? customerFromDocument(doc.id, doc.data()) : null]),
    );
    return entries.map((doc) => {
      const customerId = doc.ref.parent.parent!.id;
      return { customerId, customer: byId.get(customerId) ?? null, entry: historyEntryOf(doc.data()) };
    });
  }
}
