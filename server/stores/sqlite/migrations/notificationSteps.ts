// Members' notifications (domain/notifications/notification.ts). seq orders additions across processes: each process
// polls for rows past the last seq it saw (sqliteNotificationStore.ts), as presence polls its revision.
export const notificationTables = `
    CREATE TABLE IF NOT EXISTS notifications (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      kind TEXT NOT NULL,
      at INTEGER NOT NULL,
      read INTEGER NOT NULL DEFAULT 0,
      by_uid TEXT,
      customer_id TEXT,
      task_id TEXT,
      activity_id TEXT
    );
    CREATE INDEX IF NOT EXISTS notifications_by_member ON notifications (uid, read, at DESC, id);
  `;
