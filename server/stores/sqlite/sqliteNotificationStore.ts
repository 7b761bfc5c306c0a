// Notifications in the embedded store's file. Every process on the file polls for rows past the last seq it saw, so a
// notification added by one reaches the sockets of another within a poll; a process's own reach its watchers at once.
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { Notification, NotificationCursor, NotificationKind } from '../../domain/notifications/notification.ts';
import type { NotificationStore } from '../../domain/notifications/notificationStore.ts';
import type { SqliteDatabase } from './database.ts';

/** How often a process looks for notifications another added */
export const notificationPollMs = 250;

interface NotificationRow {
  seq: number;
  id: string;
  uid: string;
  kind: NotificationKind;
  at: number;
  read: number;
  by_uid: string | null;
  customer_id: string | null;
  task_id: string | null;
  activity_id: string | null;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  uid: row.uid,
  kind: row.kind,
  at: row.at,
  read: row.read === 1,
  byUid: row.by_uid,
  customerId: row.customer_id,
  taskId: row.task_id,
  activityId: row.activity_id,
});

const columns = 'seq, id, uid, kind, at, read, by_uid, customer_id, task_id, activity_id';
const order = 'ORDER BY read ASC, at DESC, id ASC';

export class SqliteNotificationStore implements NotificationStore {
  private readonly sql;
  private readonly listeners = new Set<(notification: Notification) => void>();
  private timer: NodeJS.Timeout | null = null;
  private seen = 0;

  constructor(private readonly db: SqliteDatabase) {
    this.sql = {
      add: db.prepare(
        'INSERT INTO notifications (id, uid, kind, at, read, by_uid, customer_id, task_id, activity_id) ' +
          'VALUES (@id, @uid, @kind, @at, @read, @by_uid, @customer_id, @task_id, @activity_id)',
      ),
      first: db.prepare<{ uid: string; limit: number }, NotificationRow>(
        `SELECT ${columns} FROM notifications WHERE uid = @uid ${order} LIMIT @limit`,
      ),
      // Past the cursor in (read, at DESC, id) order.
      after: db.prepare<{ uid: string; limit: number; read: number; at: number; id: string }, NotificationRow>(
        `SELECT ${columns} FROM notifications WHERE uid = @uid AND (read > @read OR (read = @read AND (at < @at OR (at = @at AND id > @id)))) ${order} LIMIT @limit`,
      ),
      unread: db.prepare<{ uid: string }, { count: number }>(
        'SELECT count(*) AS count FROM notifications WHERE uid = @uid AND read = 0',
      ),
      readAll: db.prepare<{ uid: string }>('UPDATE notifications SET read = 1 WHERE uid = @uid AND read = 0'),
      readOne: db.prepare<{ uid: string; id: string }>(
        'UPDATE notifications SET read = 1 WHERE uid = @uid AND id = @id AND read = 0',
      ),
      newest: db.prepare<[], { seq: number | null }>('SELECT max(seq) AS seq FROM notifications'),
      since: db.prepare<{ seq: number }, NotificationRow>(
        `SELECT ${columns} FROM notifications WHERE seq > @seq ORDER BY seq LIMIT 500`,
      ),
    };
  }

  async add(n: Notification): Promise<void> {
    this.sql.add.run({
      id: n.id,
      uid: n.uid,
      kind: n.kind,
      at: n.at,
      read: n.read ? 1 : 0,
      by_uid: n.byUid,
      customer_id: n.customerId,
      task_id: n.taskId,
      activity_id: n.activityId,
    });
    this.look();
  }

  async list(uid: string, limit: number, after: NotificationCursor | null): Promise<Notification[]> {
    const rows = after
      ? this.sql.after.all({ uid, limit, read: after.read ? 1 : 0, at: after.at, id: after.id })
      : this.sql.first.all({ uid, limit });
    return rows.map(toNotification);
  }

  async unreadCount(uid: string): Promise<number> {
    return this.sql.unread.get({ uid })!.count;
  }

  async markRead(uid: string, ids: readonly string[] | null): Promise<number> {
    if (ids === null) return this.sql.readAll.run({ uid }).changes;
    return this.db.transaction(() =>
      ids.reduce((changed, id) => changed + this.sql.readOne.run({ uid, id }).changes, 0),
    )();
  }

  watch(listener: (notification: Notification) => void): Unsubscribe {
    if (!this.listeners.size) this.seen = this.sql.newest.get()?.seq ?? 0;
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => this.look(), notificationPollMs);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size || !this.timer) return;
      clearInterval(this.timer);
      this.timer = null;
    };
  }

  /** Tells the watchers of every row added since they last heard, by this process or another, in order. */
  private look(): void {
    if (!this.listeners.size) return;
    for (let rows = this.sql.since.all({ seq: this.seen }); rows.length; rows = this.sql.since.all({ seq: this.seen }))
      for (const row of rows) {
        this.seen = row.seq;
        const notification = toNotification(row);
        for (const listener of [...this.listeners]) listener(notification);
      }
  }
}
