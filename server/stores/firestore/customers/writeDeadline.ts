// Firestore writes with a deadline, and after one misses it,
// watching for Firestore's return (docs/stores.md#firestore).
import type { CollectionReference } from 'firebase-admin/firestore';
import { StoreUnavailableError } from '../../../domain/errors.ts';
import { withDeadline } from '../deadline.ts';

/**
 * firebase-admin retries an unreachable Firestore for a minute;
 * a client is told sooner that its write was not confirmed.
 */
export const defaultWriteDeadlineMs = 8_000;
const probeIntervalMs = 1_000;
/** How long /readyz waits for Firestore to answer */
const readyTimeoutMs = 3_000;

export class WriteDeadline {
  private probing = false;
  private closed = false;

  constructor(
    private readonly collection: CollectionReference,
    private readonly writeDeadlineMs: number,
    /** Firestore answers again after an outage (called once per outage, never after close) */
    private readonly onReturn: () => void,
  ) {}

  /** A write with a deadline; one that misses it starts watching for Firestore's return. */
  async write<T>(write: Promise<T>): Promise<T> {
    try {
      const result = await withDeadline(write, this.writeDeadlineMs);
      // A write that got through while we waited for Firestore's return is that return: no need to wait for the probe.
      this.returned();
      return result;
    } catch (error) {
      if (error instanceof StoreUnavailableError) this.watchForReturn();
      throw error;
    }
  }

  /**
   * firebase-admin's listeners back off for up to a minute while Firestore is away. One read at a time waits for its
   * return (the SDK retries it, itself backing off); the first write or probe to get through ends the wait.
   */
  private watchForReturn(): void {
    if (this.probing || this.closed) return;
    this.probing = true;
    const probe = (): void => {
      this.collection
        .limit(1)
        .get()
        .then(
          () => this.returned(),
          // Still away after the SDK's own retries: ask again, unless a write found it back meanwhile.
          () => {
            if (this.closed) this.probing = false;
            else if (this.probing) setTimeout(probe, probeIntervalMs).unref();
          },
        );
    };
    probe();
  }

  /** Firestore answers again after an outage: every feed listens afresh (once), so live lists converge. */
  private returned(): void {
    if (!this.probing) return;
    this.probing = false;
    if (!this.closed) this.onReturn();
  }

  /** null when a one-document read answers within readyTimeoutMs; else why not (/readyz). */
  async ready(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>(
      (resolve) => (timer = setTimeout(() => resolve('Firestore did not answer in time'), readyTimeoutMs)),
    );
    const read = this.collection
      .limit(1)
      .get()
      .then(
        () => null,
        (error: unknown) => `Firestore failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`,
      );
    try {
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** No more probes: the store is closed. */
  close(): void {
    this.closed = true;
  }
}
