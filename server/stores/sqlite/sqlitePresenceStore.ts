// Presence in the embedded store's file, shared by every server process on one data folder: a row per open page,
// refreshed by its server's heartbeat and deleted when the page's subscription ends. Each put or delete moves
// presence_state.revision in the same statement batch; each process polls the revision (one indexed row) and reads
// the rows again only when it moved. A process's own writes reach its own watchers at once, without the poll.
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { PresenceEntry, PresenceStore } from '../../domain/presence/presence.ts';
import type { SqliteDatabase } from './database.ts';

/** How often a process looks for another's presence change: what another process's page shows lags by at most this. */
export const presencePollMs = 250;

/** How long past its expiry a row is left before a process deletes it (the row of a server that died) */
const sweepAfterMs = 60_000;

interface PresenceRow {
  key: string;
  customer_id: string;
  uid: string;
  email: string;
  editing: number;
  expires_at: number;
}

export class SqlitePresenceStore implements PresenceStore {
  private readonly sql;
  private readonly listeners = new Set<(entries: PresenceEntry[]) => void>();
  private timer: NodeJS.Timeout | null = null;
  private seen = -1;
  private sweptAt = 0;

  constructor(db: SqliteDatabase) {
    const bump = db.prepare('UPDATE presence_state SET revision = revision + 1 WHERE id = 1');
    const put = db.prepare<PresenceRow>(
      'INSERT INTO presence (key, customer_id, uid, email, editing, expires_at) VALUES (@key, @customer_id, @uid, @email, @editing, @expires_at) ' +
        'ON CONFLICT (key) DO UPDATE SET customer_id = excluded.customer_id, uid = excluded.uid, email = excluded.email, editing = excluded.editing, expires_at = excluded.expires_at',
    );
    const remove = db.prepare<[string]>('DELETE FROM presence WHERE key = ?');
    const sweep = db.prepare<[number]>('DELETE FROM presence WHERE expires_at < ?');
    this.sql = {
      revision: db.prepare<[], { revision: number }>('SELECT revision FROM presence_state WHERE id = 1'),
      rows: db.prepare<[], PresenceRow>('SELECT key, customer_id, uid, email, editing, expires_at FROM presence'),
      put: db.transaction((row: PresenceRow) => {
        put.run(row);
        bump.run();
      }),
      remove: db.transaction((key: string) => {
        if (remove.run(key).changes) bump.run();
      }),
      sweep: db.transaction((before: number) => {
        if (sweep.run(before).changes) bump.run();
      }),
    };
  }

  async put({ key, customerId, user, editing, expiresAt }: PresenceEntry): Promise<void> {
    this.sql.put({
      key,
      customer_id: customerId,
      uid: user.uid,
      email: user.email,
      editing: editing ? 1 : 0,
      expires_at: expiresAt,
    });
    this.look();
  }

  async delete(key: string): Promise<void> {
    this.sql.remove(key);
    this.look();
  }

  watch(listener: (entries: PresenceEntry[]) => void): Unsubscribe {
    this.listeners.add(listener);
    listener(this.entries());
    if (!this.timer) {
      this.seen = this.revision();
      this.timer = setInterval(() => this.look(), presencePollMs);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size || !this.timer) return;
      clearInterval(this.timer);
      this.timer = null;
    };
  }

  /** Tells the watchers when the rows changed since they last heard, by this process or another. */
  private look(): void {
    if (!this.listeners.size) return;
    const revision = this.revision();
    if (revision === this.seen) return;
    this.seen = revision;
    const entries = this.entries();
    for (const listener of [...this.listeners]) listener(entries);
  }

  private revision(): number {
    return this.sql.revision.get()?.revision ?? 0;
  }

  private entries(): PresenceEntry[] {
    const now = Date.now();
    if (now - this.sweptAt > sweepAfterMs / 6) {
      this.sweptAt = now;
      this.sql.sweep(now - sweepAfterMs);
    }
    return this.sql.rows.all().map((row) => ({
      key: row.key,
      customerId: row.customer_id,
      user: { uid: row.uid, email: row.email },
      editing: row.editing === 1,
      expiresAt: row.expires_at,
    }));
  }
}
