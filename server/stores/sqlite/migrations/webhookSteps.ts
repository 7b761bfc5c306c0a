// The schema step of webhooks, exported under its name for migrations.ts's list. A step that has run on someone's
// file never changes.

// Webhooks: the endpoints with where each one's delivery stands, the outbox of events (written in the transaction of
// the change each describes; seq is commit order), and the log of delivery attempts.
export const webhookTables = `
    CREATE TABLE webhooks (
      id TEXT PRIMARY KEY,
      url TEXT NOT NULL,
      events TEXT NOT NULL,
      description TEXT,
      enabled INTEGER NOT NULL,
      disabled_reason TEXT,
      secret TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      position INTEGER NOT NULL,
      attempt INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL DEFAULT 0,
      lease_owner TEXT,
      lease_until INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE webhook_events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      at INTEGER NOT NULL,
      customer_id TEXT,
      data TEXT NOT NULL
    );
    CREATE INDEX webhook_events_by_at ON webhook_events (at);
    CREATE TABLE webhook_deliveries (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      webhook_id TEXT NOT NULL,
      event_id TEXT NOT NULL,
      type TEXT NOT NULL,
      attempt INTEGER NOT NULL,
      status INTEGER,
      duration_ms INTEGER,
      at INTEGER NOT NULL,
      ok INTEGER NOT NULL,
      response TEXT
    );
    CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, seq);
    CREATE INDEX webhook_deliveries_by_at ON webhook_deliveries (at);
  `;
