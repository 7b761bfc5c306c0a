import type {
  QueuedWebhookEvent,
  StoredWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEvent,
} from '../../domain/webhooks/webhook.ts';
import type { WebhookEventType } from '../../domain/webhooks/webhookEvents.ts';
import type { WebhookOutbox, WebhookPatch, WebhookProgress, WebhookStore } from '../../domain/webhooks/webhookStore.ts';
import type { SqliteDatabase } from './database.ts';
import type { Statement } from 'better-sqlite3';

interface WebhookRow {
  id: string;
  url: string;
  events: string;
  description: string | null;
  enabled: number;
  disabled_reason: string | null;
  secret: string;
  created_at: number;
  position: number;
  attempt: number;
  next_attempt_at: number;
}

interface EventRow {
  seq: number;
  id: string;
  type: WebhookEventType;
  at: number;
  customer_id: string | null;
  data: string;
}

interface DeliveryRow {
  seq: number;
  id: string;
  webhook_id: string;
  event_id: string;
  type: WebhookEventType;
  attempt: number;
  status: number | null;
  duration_ms: number | null;
  at: number;
  ok: number;
  response: string | null;
}

const toWebhook = (row: WebhookRow): StoredWebhook => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events),
  description: row.description,
  enabled: row.enabled === 1,
  disabledReason: row.disabled_reason,
  secret: row.secret,
  createdAt: row.created_at,
  position: String(row.position),
  attempt: row.attempt,
  nextAttemptAt: row.next_attempt_at,
});

const toEvent = (row: EventRow): QueuedWebhookEvent => ({
  id: row.id,
  type: row.type,
  at: row.at,
  customerId: row.customer_id,
  data: JSON.parse(row.data),
  position: String(row.seq),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhookId: row.webhook_id,
  eventId: row.event_id,
  type: row.type,
  attempt: row.attempt,
  status: row.status,
  durationMs: row.duration_ms,
  at: row.at,
  ok: row.ok === 1,
  response: row.response,
});

/** The outbox table: a customer store adds its events on its own connection, inside its write transaction. */
export class SqliteWebhookOutbox implements WebhookOutbox<SqliteDatabase> {
  private readonly inserts = new WeakMap<SqliteDatabase, ReturnType<SqliteDatabase['prepare']>>();
  private readonly anyWebhook = new WeakMap<SqliteDatabase, Statement<[], number>>();

  /**
   * With no webhook at all, nobody will ever read an event written now (a new one starts after the outbox's last):
   * bench:bulk's 100,000 removals wrote 100,000 events and 38 MB of table and index for nothing.
   */
  wanted(db: SqliteDatabase): boolean {
    let any = this.anyWebhook.get(db);
    if (!any) {
      any = db.prepare<[], number>('SELECT 1 FROM webhooks LIMIT 1').pluck();
      this.anyWebhook.set(db, any);
    }
    return any.get() !== undefined;
  }

  add(db: SqliteDatabase, event: WebhookEvent): void {
    let insert = this.inserts.get(db);
    if (!insert) {
      insert = db.prepare(
        'INSERT INTO webhook_events (id, type, at, customer_id, data) VALUES (@id, @type, @at, @customerId, @data)',
      );
      this.inserts.set(db, insert);
    }
    insert.run({
      id: event.id,
      type: event.type,
      at: event.at,
      customerId: event.customerId,
      data: JSON.stringify(event.data),
    });
  }
}

export class SqliteWebhookStore implements WebhookStore {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      list: db.prepare<[], WebhookRow>('SELECT * FROM webhooks ORDER BY created_at, id'),
      get: db.prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?'),
      insert: db.prepare(
        `INSERT INTO webhooks (id, url, events, description, enabled, secret, created_at, position)
         VALUES (@id, @url, @events, @description, @enabled, @secret, @createdAt, (SELECT coalesce(max(seq), 0) FROM webhook_events))`,
      ),
      remove: db.prepare('DELETE FROM webhooks WHERE id = ?'),
      // Enabling again clears the failures and the wait, so what waited goes out at once.
      update: db.prepare(
        `UPDATE webhooks SET url = @url, events = @events, description = @description, enabled = @enabled, disabled_reason = @disabledReason,
           attempt = CASE WHEN @reenabled THEN 0 ELSE attempt END, next_attempt_at = CASE WHEN @reenabled THEN 0 ELSE next_attempt_at END
         WHERE id = @id`,
      ),
      lease: db.prepare(
        `UPDATE webhooks SET lease_owner = @owner, lease_until = @until WHERE id = @id AND (lease_owner = @owner OR lease_until <= @now OR lease_owner IS NULL)`,
      ),
      release: db.prepare(
        'UPDATE webhooks SET lease_owner = NULL, lease_until = 0 WHERE id = @id AND lease_owner = @owner',
      ),
      advance: db.prepare(
        `UPDATE webhooks SET position = @position, attempt = @attempt, next_attempt_at = @nextAttemptAt,
           enabled = CASE WHEN @disabledReason IS NULL THEN enabled ELSE 0 END, disabled_reason = coalesce(@disabledReason, disabled_reason)
         WHERE id = @id AND lease_owner = @owner`,
      ),
      eventsAfter: db.prepare<{ position: number; limit: number }, EventRow>(
        'SELECT * FROM webhook_events WHERE seq > @position ORDER BY seq LIMIT @limit',
      ),
      event: db.prepare<[string], EventRow>('SELECT * FROM webhook_events WHERE id = ?'),
      addDelivery: db.prepare(
        `INSERT INTO webhook_deliveries (id, webhook_id, event_id, type, attempt, status, duration_ms, at, ok, response)
         VALUES (@id, @webhookId, @eventId, @type, @attempt, @status, @durationMs, @at, @ok, @response)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, duration_ms = excluded.duration_ms, ok = excluded.ok, response = excluded.response`,
      ),
      delivery: db.prepare<[string], DeliveryRow>('SELECT * FROM webhook_deliveries WHERE id = ?'),
      deliveries: db.prepare<{ webhookId: string; before: number; limit: number }, DeliveryRow>(
        'SELECT * FROM webhook_deliveries WHERE webhook_id = @webhookId AND seq < @before ORDER BY seq DESC LIMIT @limit',
      ),
      pruneEvents: db.prepare('DELETE FROM webhook_events WHERE at < ?'),
      pruneDeliveries: db.prepare('DELETE FROM webhook_deliveries WHERE at < ?'),
    };
  }

  async list(): Promise<StoredWebhook[]> {
    return this.statements.list.all().map(toWebhook);
  }

  async get(id: string): Promise<StoredWebhook | null> {
    const row = this.statements.get.get(id);
    return row ? toWebhook(row) : null;
  }

  async add(webhook: Webhook, secret: string): Promise<StoredWebhook> {
    this.statements.insert.run({
      id: webhook.id,
      url: webhook.url,
      events: JSON.stringify(webhook.events),
      description: webhook.description,
      enabled: webhook.enabled ? 1 : 0,
      secret,
      createdAt: webhook.createdAt,
    });
    return (await this.get(webhook.id))!;
  }

  async update(id: string, patch: WebhookPatch): Promise<StoredWebhook | null> {
    return this.db
      .transaction(() => {
        const row = this.statements.get.get(id);
        if (!row) return null;
        const current = toWebhook(row);
        const next = { ...current, ...patch };
        const reenabled = next.enabled && !current.enabled;
        this.statements.update.run({
          id,
          url: next.url,
          events: JSON.stringify(next.events),
          description: next.description,
          enabled: next.enabled ? 1 : 0,
          disabledReason: next.enabled ? null : next.disabledReason,
          reenabled: reenabled ? 1 : 0,
        });
        return toWebhook(this.statements.get.get(id)!);
      })
      .immediate();
  }

  async remove(id: string): Promise<boolean> {
    return this.statements.remove.run(id).changes > 0;
  }

  async lease(id: string, owner: string, now: number, until: number): Promise<boolean> {
    return this.statements.lease.run({ id, owner, now, until }).changes > 0;
  }

  async release(id: string, owner: string): Promise<void> {
    this.statements.release.run({ id, owner });
  }

  async advance(
    id: string,
    owner: string,
    progress: WebhookProgress,
    attempts: readonly WebhookDelivery[],
  ): Promise<boolean> {
    const { position, attempt, nextAttemptAt, disabledReason } = progress;
    return this.db
      .transaction(() => {
        const saved =
          this.statements.advance.run({
            id,
            owner,
            position: Number(position),
            attempt,
            nextAttemptAt,
            disabledReason: disabledReason ?? null,
          }).changes > 0;
        if (saved)
          for (const delivery of attempts) this.statements.addDelivery.run({ ...delivery, ok: delivery.ok ? 1 : 0 });
        return saved;
      })
      .immediate();
  }

  async eventsAfter(position: string, limit: number): Promise<QueuedWebhookEvent[]> {
    return this.statements.eventsAfter.all({ position: Number(position), limit }).map(toEvent);
  }

  async event(id: string): Promise<WebhookEvent | null> {
    const row = this.statements.event.get(id);
    return row ? toEvent(row) : null;
  }

  async addDelivery(delivery: WebhookDelivery): Promise<void> {
    this.statements.addDelivery.run({ ...delivery, ok: delivery.ok ? 1 : 0 });
  }

  async delivery(id: string): Promise<WebhookDelivery | null> {
    const row = this.statements.delivery.get(id);
    return row ? toDelivery(row) : null;
  }

  async deliveries(webhookId: string, first: number, after: string | null): Promise<WebhookDeliveryPage> {
    const before = after === null ? Number.MAX_SAFE_INTEGER : Number(after);
    const rows = Number.isSafeInteger(before)
      ? this.statements.deliveries.all({ webhookId, before, limit: first + 1 })
      : [];
    const nodes = rows.slice(0, first);
    return {
      nodes: nodes.map(toDelivery),
      endCursor: nodes.length ? String(nodes.at(-1)!.seq) : null,
      hasNextPage: rows.length > first,
    };
  }

  async prune(before: number): Promise<void> {
    this.statements.pruneEvents.run(before);
    this.statements.pruneDeliveries.run(before);
  }
}
