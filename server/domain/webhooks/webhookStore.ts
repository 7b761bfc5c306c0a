// The ports webhook adapters implement (SQLite tables, Firestore documents).
import type {
  QueuedWebhookEvent,
  StoredWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEvent,
} from './webhook.ts';

/**
 * Where a customer store writes the events its writes make, inside the same transaction or batch as the write itself,
 * so an event exists exactly when its change was committed. Each store adapter has its own (a table row, a document);
 * every write that changes a customer adds one event per customer it changed (webhook.ts's customerEvent).
 */
export interface WebhookOutbox<Writer> {
  add(writer: Writer, event: WebhookEvent): void;
  /**
   * Whether an event written now could reach any webhook; false lets a writer skip building and writing it (a webhook
   * takes only events written after it was added). Asked inside the write's transaction; absent: always.
   */
  wanted?(writer: Writer): boolean;
}

export type WebhookPatch = Partial<
  Pick<StoredWebhook, 'url' | 'events' | 'description' | 'enabled' | 'disabledReason'>
>;

/**
 * What a delivery run leaves behind: where the webhook stands now, written only while the run still holds the lease.
 */
export interface WebhookProgress {
  position: string;
  attempt: number;
  nextAttemptAt: number;
  /** Set when the webhook is turned off for failing (the run found it kept failing) */
  disabledReason?: string;
}

export interface WebhookStore {
  list(): Promise<StoredWebhook[]>;
  get(id: string): Promise<StoredWebhook | null>;
  /** Adds a webhook whose deliveries start after the outbox's newest event. */
  add(webhook: Webhook, secret: string): Promise<StoredWebhook>;
  /** Re-enabling clears the wait and failures, so what waited goes out at once. */
  update(id: string, patch: WebhookPatch): Promise<StoredWebhook | null>;
  remove(id: string): Promise<boolean>;

  /**
   * Takes (or extends) the right to deliver to a webhook until `until`, unless another owner holds it: two processes on
   * one store never send the same attempt twice.
   */
  lease(id: string, owner: string, now: number, until: number): Promise<boolean>;
  /** Lets others deliver to it at once. */
  release(id: string, owner: string): Promise<void>;
  /**
   * Saves a run's progress and logs its attempts, in one write, if `owner` still holds the lease; false when it lost
   * it (then nothing is saved: the events go out again, and are logged then).
   */
  advance(id: string, owner: string, progress: WebhookProgress, attempts: readonly WebhookDelivery[]): Promise<boolean>;
  /** Up to `limit` events after `position`, in commit order. */
  eventsAfter(position: string, limit: number): Promise<QueuedWebhookEvent[]>;
  event(id: string): Promise<WebhookEvent | null>;

  /**
   * Logs an attempt; one with an id already logged (a pending "Send again") is replaced by its outcome, in its place.
   */
  addDelivery(delivery: WebhookDelivery): Promise<void>;
  delivery(id: string): Promise<WebhookDelivery | null>;
  /** Newest first; `after` is a previous page's endCursor */
  deliveries(webhookId: string, first: number, after: string | null): Promise<WebhookDeliveryPage>;
  /** Forgets events and deliveries from before `before` (ms since the epoch). */
  prune(before: number): Promise<void>;
}
