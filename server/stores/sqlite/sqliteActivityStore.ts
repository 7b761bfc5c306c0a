// Activities in the embedded store: one row each, and a numbered change per write or delete that this process and
// any other on the same file follow while someone watches a timeline (as the customers' change feed follows history).
import type { Activity } from '../../domain/activities/activity.ts';
import type { ActivityChange, ActivityPosition, ActivityStore } from '../../domain/activities/activityStore.ts';
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { WebhookEvent } from '../../domain/webhooks/webhook.ts';
import type { SqliteDatabase } from './database.ts';
import { SqliteWebhookOutbox } from './sqliteWebhookStore.ts';

export interface ActivityRow {
  id: string;
  customer_id: string;
  kind: Activity['kind'];
  body: string;
  at: number;
  author_uid: string | null;
  author_email: string | null;
  created_at: number;
  edited_at: number | null;
  mentions: string;
}

export const toActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  customerId: row.customer_id,
  kind: row.kind,
  body: row.body,
  at: row.at,
  author: row.author_uid === null ? null : { uid: row.author_uid, email: row.author_email ?? '' },
  createdAt: row.created_at,
  editedAt: row.edited_at,
  mentions: JSON.parse(row.mentions),
});

/** How often a watched store looks for other connections' commits (one data_version pragma a look) */
const followIntervalMs = 25;
/** How long the numbered changes are kept: a process follows them within moments */
const changesKeptMs = 3_600_000;

export class SqliteActivityStore implements ActivityStore {
  private readonly statements;
  private readonly outbox = new SqliteWebhookOutbox();
  private readonly watchers = new Map<string, Set<(change: ActivityChange) => void>>();
  /** Hear every customer's changes (a company's timeline, which picks its people's) */
  private readonly everyChange = new Set<(change: ActivityChange) => void>();
  private seen = 0;
  private follower: NodeJS.Timeout | null = null;
  private followedVersion = -1;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      get: db.prepare<[string], ActivityRow>('SELECT * FROM activities WHERE id = ?'),
      put: db.prepare(`
        INSERT INTO activities (id, customer_id, kind, body, at, author_uid, author_email, created_at, edited_at, mentions)
        VALUES (@id, @customer_id, @kind, @body, @at, @author_uid, @author_email, @created_at, @edited_at, @mentions)
        ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, body = excluded.body, at = excluded.at,
          edited_at = excluded.edited_at, mentions = excluded.mentions`),
      remove: db.prepare<[string], { customer_id: string }>(
        'DELETE FROM activities WHERE id = ? RETURNING customer_id',
      ),
      newest: db.prepare<{ customerId: string; limit: number }, ActivityRow>(
        'SELECT * FROM activities WHERE customer_id = @customerId ORDER BY at DESC, id DESC LIMIT @limit',
      ),
      older: db.prepare<{ customerId: string; at: number; id: string; limit: number }, ActivityRow>(
        `SELECT * FROM activities WHERE customer_id = @customerId AND (at < @at OR (at = @at AND id < @id))
         ORDER BY at DESC, id DESC LIMIT @limit`,
      ),
      forCustomer: db.prepare<[string], ActivityRow>('SELECT * FROM activities WHERE customer_id = ? ORDER BY at, id'),
      addChange: db.prepare(
        'INSERT INTO activity_changes (activity_id, customer_id, at) VALUES (@id, @customerId, @at)',
      ),
      pruneChanges: db.prepare<[number]>('DELETE FROM activity_changes WHERE at < ?'),
      lastChange: db.prepare<[], { seq: number | null }>('SELECT max(seq) AS seq FROM activity_changes'),
      changesAfter: db.prepare<[number], { seq: number; activity_id: string; customer_id: string }>(
        'SELECT seq, activity_id, customer_id FROM activity_changes WHERE seq > ? ORDER BY seq',
      ),
    };
  }

  async get(id: string): Promise<Activity | null> {
    const row = this.statements.get.get(id);
    return row ? toActivity(row) : null;
  }

  async put(activity: Activity, event: WebhookEvent | null = null): Promise<Activity> {
    this.db.transaction(() => {
      this.statements.put.run({
        id: activity.id,
        customer_id: activity.customerId,
        kind: activity.kind,
        body: activity.body,
        at: activity.at,
        author_uid: activity.author?.uid ?? null,
        author_email: activity.author?.email ?? null,
        created_at: activity.createdAt,
        edited_at: activity.editedAt,
        mentions: JSON.stringify(activity.mentions),
      });
      this.changed(activity.id, activity.customerId);
      if (event && this.outbox.wanted(this.db)) this.outbox.add(this.db, event);
    })();
    this.catchUp();
    return activity;
  }

  async remove(id: string): Promise<boolean> {
    const removed = this.db.transaction(() => {
      const row = this.statements.remove.get(id);
      if (row) this.changed(id, row.customer_id);
      return row !== undefined;
    })();
    this.catchUp();
    return removed;
  }

  async page(customerId: string, first: number, before: ActivityPosition | null): Promise<Activity[]> {
    const rows = before
      ? this.statements.older.all({ customerId, at: before.at, id: before.id, limit: first })
      : this.statements.newest.all({ customerId, limit: first });
    return rows.map(toActivity);
  }

  async forCustomer(customerId: string): Promise<Activity[]> {
    return this.statements.forCustomer.all(customerId).map(toActivity);
  }

  watch(customerId: string, listener: (change: ActivityChange) => void): Unsubscribe {
    if (!this.watched()) this.startFollowing();
    const listeners = this.watchers.get(customerId) ?? new Set();
    this.watchers.set(customerId, listeners);
    return this.follow(listeners, listener, () => {
      if (!listeners.size) this.watchers.delete(customerId);
    });
  }

  /** Calls `listener` for each activity of any customer written or deleted from now on, by any process. */
  watchAll(listener: (change: ActivityChange) => void): Unsubscribe {
    if (!this.watched()) this.startFollowing();
    return this.follow(this.everyChange, listener, () => undefined);
  }

  /** Adds a listener (the caller started following if nobody watched); the answer takes it away, and stops following. */
  private follow<T>(listeners: Set<T>, listener: T, forget: () => void): Unsubscribe {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      forget();
      if (!this.watched() && this.follower) {
        clearInterval(this.follower);
        this.follower = null;
      }
    };
  }

  private watched(): boolean {
    return this.watchers.size > 0 || this.everyChange.size > 0;
  }

  private changed(id: string, customerId: string): void {
    const now = Date.now();
    this.statements.addChange.run({ id, customerId, at: now });
    this.statements.pruneChanges.run(now - changesKeptMs);
  }

  /** Tells the watchers of each customer of every change since the last look, ours and other connections' alike. */
  private catchUp(): void {
    if (!this.watched()) return;
    const changes = this.statements.changesAfter.all(this.seen);
    if (!changes.length) return;
    this.seen = changes.at(-1)!.seq;
    for (const { activity_id: id, customer_id: customerId } of changes) {
      const listeners = [...(this.watchers.get(customerId) ?? []), ...this.everyChange];
      if (!listeners.length) continue;
      const row = this.statements.get.get(id);
      const change: ActivityChange = { id, customerId, activity: row ? toActivity(row) : null };
      for (const listener of listeners) listener(change);
    }
  }

  private startFollowing(): void {
    this.seen = this.statements.lastChange.get()!.seq ?? 0;
    this.followedVersion = this.db.pragma('data_version', { simple: true }) as number;
    this.follower = setInterval(() => {
      const version = this.db.pragma('data_version', { simple: true }) as number;
      if (version === this.followedVersion) return;
      this.followedVersion = version;
      this.catchUp();
    }, followIntervalMs);
    this.follower.unref();
  }
}
