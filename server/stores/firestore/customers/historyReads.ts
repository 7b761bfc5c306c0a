// A customer's history in Firestore (docs/collaboration.md#history): customers/{id}/history, newest first by `order`;
// and a company's people's, across those collections by the company each entry carries.
import type { CollectionReference, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { CompanyHistoryPage } from '../../../domain/companies/companyTimelineStore.ts';
import type {
  CustomerHistoryEntry,
  CustomerHistoryNode,
  CustomerHistoryPage,
} from '../../../domain/history/customerHistory.ts';
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

  /**
   * Newest first by `order`, then by document id (two processes may give one `order`); a cursor is the entry's padded
   * order and its id. Ranges over `order` alone, which page the same on Firestore and its emulator.
   */
  history(customerId: string, first: number, after: string | null): Promise<CustomerHistoryPage> {
    return this.page('history', this.collection.doc(customerId).collection('history'), first, after, () => ({}));
  }

  /**
   * The history of a company's people (each entry carries its customer's company: ../timelineKeys.ts), as `history`
   * pages one customer's, each entry with its customer's id.
   */
  companyHistory(companyId: string, first: number, after: string | null): Promise<CompanyHistoryPage> {
    const group = this.collection.firestore.collectionGroup('history').where('companyId', '==', companyId);
    return this.page('companyHistory', group, first, after, (doc) => ({ customerId: doc.ref.parent.parent!.id }));
  }

  private async page<T extends object>(
    operation: string,
    history: Query,
    first: number,
    after: string | null,
    extra: (doc: QueryDocumentSnapshot) => T,
  ): Promise<{ nodes: Array<CustomerHistoryNode & T>; endCursor: string | null; hasNextPage: boolean }> {
    const started = Date.now();
    const position = after === null ? null : positionOf(after);
    if (after !== null && !position) return { nodes: [], endCursor: null, hasNextPage: false };
    const group = async (order: unknown) => (await history.where('order', '==', order).get()).docs;
    // The rest of the cursor's own `order`, then the older ones.
    const rest = position ? (await group(position.order)).filter((doc) => doc.id < position.id) : [];
    const older = (
      await (position ? history.where('order', '<', position.order) : history)
        .orderBy('order', 'desc')
        .limit(first + 1)
        .get()
    ).docs;
    let docs = [...rest, ...older];
    let reads = (position ? queryReads(rest.length) : 0) + queryReads(older.length);
    // The limit may cut the last `order` in two: read it whole, so the page ends on a whole one.
    const lastOrder = older.length > first ? older.at(-1)!.get('order') : undefined;
    if (lastOrder !== undefined) {
      const whole = await group(lastOrder);
      reads += queryReads(whole.length);
      docs = [...docs.filter((doc) => doc.get('order') !== lastOrder), ...whole];
    }
    docs.sort((a, b) => (cursorOf(a) < cursorOf(b) ? 1 : -1));
    this.meter.record(operation, reads, 0, started);
    const nodes = docs
      .slice(0, first)
      .map((doc) => ({ ...historyEntryOf(doc.data()), cursor: cursorOf(doc), ...extra(doc) }));
    return { nodes, endCursor: nodes.at(-1)?.cursor ?? null, hasNextPage: docs.length > first };
  }
}

const cursorOf = (doc: QueryDocumentSnapshot) => `${String(doc.get('order')).padStart(20, '0')}:${doc.id}`;

/** A cursor's order and document id; null for text this store did not make. */
function positionOf(cursor: string): { order: number; id: string } | null {
  const colon = cursor.indexOf(':');
  const order = Number(cursor.slice(0, colon));
  return colon > 0 && Number.isSafeInteger(order) ? { order, id: cursor.slice(colon + 1) } : null;
}
