// The schema step of tasks, exported under its name for migrations.ts's list. A step that has run on someone's file
// never changes.

// Tasks (due_sort: the due time, or the largest time for undated ones, so one index orders both), and the digests
// sent, one row per member and day, so no process sends a second one. Safe to run again (a file set back to an
// earlier version, as the upgrade tests do).
export const taskTables = `
    CREATE TABLE IF NOT EXISTS tasks (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      notes TEXT,
      due_at INTEGER,
      due_sort INTEGER NOT NULL,
      assignee_uid TEXT NOT NULL,
      customer_id TEXT,
      done INTEGER NOT NULL,
      done_at INTEGER,
      created_by TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS tasks_by_assignee ON tasks (assignee_uid, done, due_sort, id);
    CREATE INDEX IF NOT EXISTS tasks_by_customer ON tasks (customer_id, done, due_sort, id);
    CREATE TABLE IF NOT EXISTS task_digests (
      uid TEXT NOT NULL,
      day TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      PRIMARY KEY (uid, day)
    );
  `;
