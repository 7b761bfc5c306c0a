// Document reads and writes per Firestore call, counted as Firestore bills them: a query costs the documents it
// returns (at least one), a count one read per 1,000 index entries (at least one), a listener the documents each
// snapshot changes. Totals per operation for /metrics and the bench; the call also reaches the request's log line.
import { requestScope } from '../../requestScope.ts';

export interface FirestoreCall {
  /** The store method, for example 'page' or 'findByContact' */
  operation: string;
  reads: number;
  writes: number;
  ms: number;
}

export interface FirestoreTotals {
  calls: number;
  reads: number;
  writes: number;
}

/** Reads a query of `returned` documents costs: a query that matches nothing still costs one. */
export const queryReads = (returned: number) => Math.max(1, returned);

/** Reads a count aggregation costs: one per batch of up to 1,000 index entries it scans. */
export const countReads = (count: number) => Math.max(1, Math.ceil(count / 1000));

export class FirestoreMeter {
  private readonly totals = new Map<string, FirestoreTotals>();
  private readonly listeners = new Set<(call: FirestoreCall) => void>();

  record(operation: string, reads: number, writes: number, startedAt: number): void {
    const call: FirestoreCall = { operation, reads, writes, ms: Date.now() - startedAt };
    const total = this.totals.get(operation) ?? { calls: 0, reads: 0, writes: 0 };
    total.calls += 1;
    total.reads += reads;
    total.writes += writes;
    this.totals.set(operation, total);
    const scope = requestScope.getStore();
    if (scope) {
      scope.firestoreReads += reads;
      scope.firestoreWrites += writes;
    }
    for (const listener of this.listeners) listener(call);
  }

  /** Every call from now on, as it finishes (metrics, the bench). */
  onCall(listener: (call: FirestoreCall) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Totals per operation since the store opened (or since `reset`). */
  snapshot(): Record<string, FirestoreTotals> {
    return Object.fromEntries([...this.totals].map(([operation, total]) => [operation, { ...total }]));
  }

  reset(): void {
    this.totals.clear();
  }
}
