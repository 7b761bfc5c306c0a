// Any customer's history growing, from whichever process or tool wrote it: one listener per process on the newest
// entry of all customers' histories, shared by every watchHistory caller (the dashboard's live numbers).
import type { Firestore } from 'firebase-admin/firestore';
import type { Unsubscribe } from '../../../domain/customers/customerStore.ts';
import { log } from '../../../log.ts';
import { queryReads, type FirestoreMeter } from '../firestoreMeter.ts';

/** Waits before listening again to the newest history entry after its listener failed */
const historyRetryMs = 5_000;

export class HistoryListener {
  /** One listener per process, shared by every watchHistory caller, while any is left. */
  private historyWatch: { listeners: Set<() => void>; stop(): void } | null = null;

  constructor(
    private readonly db: Firestore,
    private readonly meter: FirestoreMeter,
  ) {}

  watchHistory(listener: () => void): Unsubscribe {
    const watch = (this.historyWatch ??= this.listenToHistory());
    watch.listeners.add(listener);
    return () => {
      watch.listeners.delete(listener);
      if (watch.listeners.size) return;
      watch.stop();
      if (this.historyWatch === watch) this.historyWatch = null;
    };
  }

  /**
   * Listens to the newest history entry of all customers: every write records one, so each new entry is a change.
   * One read when it starts and one per new entry, whichever process or tool wrote it; the customers are not read.
   */
  private listenToHistory(): { listeners: Set<() => void>; stop(): void } {
    const listeners = new Set<() => void>();
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    let retry: NodeJS.Timeout | null = null;
    const attach = (signalFirst: boolean) => {
      let first = true;
      unsubscribe = this.db
        .collectionGroup('history')
        .orderBy('order', 'desc')
        .limit(1)
        .onSnapshot(
          (snapshot) => {
            const changed = snapshot.docChanges().filter(({ type }) => type !== 'removed').length;
            this.meter.record('watchHistory', first ? queryReads(snapshot.size) : changed, 0, Date.now());
            // After a failure, the first snapshot may hold what was missed meanwhile.
            const signal = first ? signalFirst : changed > 0;
            first = false;
            if (signal) for (const listener of [...listeners]) listener();
          },
          (error) => {
            log.warn(`history listener failed: ${error.message}`);
            unsubscribe = null;
            if (stopped) return;
            retry = setTimeout(() => attach(true), historyRetryMs);
            retry.unref();
          },
        );
    };
    attach(false);
    return {
      listeners,
      stop: () => {
        stopped = true;
        unsubscribe?.();
        if (retry) clearTimeout(retry);
      },
    };
  }

  /** Detaches the listener; its callers hear nothing more. */
  close(): void {
    this.historyWatch?.stop();
    this.historyWatch = null;
  }
}
