// A customer's history in Firestore (docs/collaboration.md#history): customers/{id}/history, newest first by `order`.
import type { CollectionReference } from 'firebase-admin/firestore';
import type { CustomerHistoryEntry, CustomerHistoryPage } from '../../../domain/history/customerHistory.ts';
import { queryReads, type FirestoreMeter } from '../firestoreMeter.ts';

/** A history document as the store reads it back. */
export function historyEntryOf(data: FirebaseFirestore.DocumentData): CustomerHistoryEntry {
  return {
    at: data.at,
    by: data.byUid ? { uid: data.byUid, email: data.byEmail ?? '' } : null,
    type: data.type,
    changes: data.changes,
  };
}

export class FirestoreHistoryReads {
  constructor(
    private readonly collection: CollectionReference,
    private readonly meter: FirestoreMeter,
  ) {}

  /** Read whole and ordered in memory, as lists are: a customer's history is short, and cursors stay store-agnostic. */
  async history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage> {
    const started = Date.now();
    const snapshot = await this.collection.doc(customerId).collection('history').get();
    this.meter.record('history', queryReads(snapshot.size), 0, started);
    const entries = snapshot.docs
      .map((doc) => ({ key: `${String(doc.get('order')).padStart(20, '0')}:${doc.id}`, data: doc.data() }))
      .sort((a, b) => (a.key < b.key ? 1 : -1));
    const start = after === null ? 0 : entries.findIndex(({ key }) => key < after);
    const page = start === -1 ? [] : entries.slice(start, start + first);
    const nodes = page.map(({ data }) => historyEntryOf(data));
    return { nodes, endCursor: page.at(-1)?.key ?? null, hasNextPage: start !== -1 && start + first < entries.length };
  }
}
