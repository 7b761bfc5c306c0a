// The customers' activities (domain/activities/activity.ts), newest first per customer; and each write or delete of
// one as a numbered change, so that every process on the file hears it (sqliteActivityStore.ts follows them). Tables
// made only if missing, as a file set back to an earlier schema version runs this again.
export const activityTables = `
    CREATE TABLE IF NOT EXISTS activities (
      id TEXT PRIMARY KEY,
      customer_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      body TEXT NOT NULL,
      at INTEGER NOT NULL,
      author_uid TEXT,
      author_email TEXT,
      created_at INTEGER NOT NULL,
      edited_at INTEGER,
      mentions TEXT NOT NULL DEFAULT '[]'
    );
    CREATE INDEX IF NOT EXISTS activities_by_customer ON activities (customer_id, at DESC, id DESC);
    CREATE TABLE IF NOT EXISTS activity_changes (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      activity_id TEXT NOT NULL,
      customer_id TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS activity_changes_by_customer ON activity_changes (customer_id);
    CREATE INDEX IF NOT EXISTS activity_changes_by_at ON activity_changes (at);
  `;
