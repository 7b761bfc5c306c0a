// Presence (docs/collaboration.md): who has a customer open, and whether they are editing it. Each open page is an
// entry that its server refreshes while the page's subscription lasts and deletes when it ends; an entry whose server
// went away without deleting it expires. The store is shared by every process on the data: the SQLite file or
// Firestore.
import type { User } from '../accounts/account.ts';
import type { Unsubscribe } from '../customers/customerStore.ts';

export interface PresenceEntry {
  /** One per open page (subscription) */
  key: string;
  customerId: string;
  user: User;
  editing: boolean;
  /** ms since the epoch; after it, the entry no longer counts */
  expiresAt: number;
}

export interface PresenceStore {
  put(entry: PresenceEntry): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every entry, at once and after each change (expired ones included: PresenceService drops them). */
  watch(listener: (entries: PresenceEntry[]) => void): Unsubscribe;
}

/** Presence of one process, for the presence rules' own tests. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly entries = new Map<string, PresenceEntry>();
  private readonly listeners = new Set<(entries: PresenceEntry[]) => void>();

  async put(entry: PresenceEntry): Promise<void> {
    this.entries.set(entry.key, entry);
    this.changed();
  }

  async delete(key: string): Promise<void> {
    if (this.entries.delete(key)) this.changed();
  }

  watch(listener: (entries: PresenceEntry[]) => void): Unsubscribe {
    this.listeners.add(listener);
    listener([...this.entries.values()]);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    const entries = [...this.entries.values()];
    for (const listener of this.listeners) listener(entries);
  }
}

export interface PresenceTimings {
  /** How often an open page's entry is refreshed */
  heartbeatMs: number;
  /** How long an entry counts without a refresh */
  ttlMs: number;
}

/** A closed tab's entry goes at once; one of a server that died goes within ttl plus a heartbeat (30 s). */
export const defaultPresenceTimings: PresenceTimings = { heartbeatMs: 10_000, ttlMs: 20_000 };

export interface Viewer {
  user: User;
  editing: boolean;
}

/** The entries that count now, by customer: each user once, editing if any of their pages is, in email order. */
function viewersByCustomer(entries: readonly PresenceEntry[], now: number): Map<string, PresenceEntry[]> {
  const byCustomer = new Map<string, PresenceEntry[]>();
  for (const entry of entries) {
    if (entry.expiresAt <= now) continue;
    byCustomer.set(entry.customerId, [...(byCustomer.get(entry.customerId) ?? []), entry]);
  }
  return byCustomer;
}

/** Each user once, editing if any of their pages is, in email order; less the page `exceptKey`. */
function viewersOf(entries: readonly PresenceEntry[], exceptKey?: string): Viewer[] {
  const viewers = new Map<string, Viewer>();
  for (const entry of entries) {
    if (entry.key === exceptKey) continue;
    const known = viewers.get(entry.user.uid);
    viewers.set(entry.user.uid, { user: entry.user, editing: entry.editing || (known?.editing ?? false) });
  }
  return [...viewers.values()].sort((a, b) => a.user.email.localeCompare(b.user.email));
}

/** Announces open pages and tells watchers who has which customer open, dropping entries as they expire. */
export class PresenceService {
  private readonly timings: PresenceTimings;
  private entries: readonly PresenceEntry[] = [];
  /** The unexpired entries by customer, worked out once per change for every watcher */
  private byCustomer = new Map<string, PresenceEntry[]>();
  private readonly listeners = new Set<() => void>();
  private stopWatching: Unsubscribe | null = null;
  private expiryTimer: NodeJS.Timeout | null = null;
  private nextKey = 0;
  private readonly prefix = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private readonly store: PresenceStore,
    timings: Partial<PresenceTimings> = {},
  ) {
    this.timings = { ...defaultPresenceTimings, ...timings };
  }

  /**
   * Puts `user` on customer `customerId` until `leave` is called; the key names the entry. Its writes go one after
   * another, so a refresh under way cannot land after the delete and bring a closed page back.
   */
  join(customerId: string, user: User, editing: boolean): { key: string; leave: () => void } {
    const key = `${this.prefix}-${(this.nextKey += 1)}`;
    let writes: Promise<void> = Promise.resolve();
    const queue = (write: () => Promise<void>) => {
      writes = writes.then(write).catch(() => undefined);
    };
    const put = () =>
      queue(() =>
        this.store.put({
          key,
          customerId,
          user: { uid: user.uid, email: user.email },
          editing,
          expiresAt: Date.now() + this.timings.ttlMs,
        }),
      );
    put();
    const heartbeat = setInterval(put, this.timings.heartbeatMs);
    heartbeat.unref();
    return {
      key,
      leave: () => {
        clearInterval(heartbeat);
        queue(() => this.store.delete(key));
      },
    };
  }

  /** Calls `listener` now and whenever who has which customer open may have changed. */
  watch(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    if (!this.stopWatching) {
      this.stopWatching = this.store.watch((entries) => {
        this.entries = entries;
        this.changed();
      });
      // Entries expire without a change to tell of it: look again as often as one could.
      this.expiryTimer = setInterval(() => this.changed(), Math.min(5_000, this.timings.ttlMs / 4));
      this.expiryTimer.unref();
    }
    listener();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size) return;
      this.stopWatching?.();
      this.stopWatching = null;
      if (this.expiryTimer) clearInterval(this.expiryTimer);
      this.expiryTimer = null;
    };
  }

  /** Who has customer `customerId` open now, less the page `exceptKey` (the asking page's own). */
  viewers(customerId: string, exceptKey?: string): Viewer[] {
    return viewersOf(this.byCustomer.get(customerId) ?? [], exceptKey);
  }

  /** Every customer someone is editing now, with who. */
  editors(): Array<{ customerId: string; user: User }> {
    return [...this.byCustomer].flatMap(([customerId, entries]) =>
      viewersOf(entries)
        .filter(({ editing }) => editing)
        .map(({ user }) => ({ customerId, user })),
    );
  }

  private changed(): void {
    this.byCustomer = viewersByCustomer(this.entries, Date.now());
    for (const listener of [...this.listeners]) listener();
  }
}
