// The delivery worker: every process runs one; a lease per webhook makes each attempt go out from one process only.
import { randomBytes, randomUUID } from 'node:crypto';
import { webhookRetentionMs, type StoredWebhook, type WebhookDelivery, type WebhookEvent } from './webhook.ts';
import type { WebhookStore } from './webhookStore.ts';

export interface WebhookSendResult {
  status: number | null;
  durationMs: number;
  ok: boolean;
  response: string | null;
}

/** The HTTP side (server/webhooks/webhookSender.ts): signs and sends one event. */
export interface WebhookSender {
  send(target: { url: string; secret: string }, event: WebhookEvent): Promise<WebhookSendResult>;
  close(): void;
}

export interface WebhookDelivererOptions {
  /** Waits between attempts at one event, in seconds; after the last, the webhook is disabled */
  retrySeconds: readonly number[];
  /** How often the outbox is looked at */
  pollMs: number;
  /** How long a process may deliver to one webhook before it must renew its claim; longer than a send may take */
  leaseMs: number;
  /** Called once a webhook was disabled for failing */
  onDisabled(webhook: StoredWebhook, reason: string): Promise<void>;
  /** A look at the outbox failed (the store did not answer); the next one tries again */
  onError(error: unknown): void;
  now?: () => number;
}

/** Events read from the outbox at a time, and delivered before the webhook's place in it is saved */
const eventsPerRun = 50;
const pruneEveryMs = 3_600_000;

export const newDeliveryId = () => `whd_${randomBytes(12).toString('base64url')}`;

export function deliveryOf(
  webhookId: string,
  event: WebhookEvent,
  attempt: number,
  at: number,
  result: WebhookSendResult,
): WebhookDelivery {
  return { id: newDeliveryId(), webhookId, eventId: event.id, type: event.type, attempt, at, ...result };
}

/**
 * Delivers the outbox to each enabled webhook in commit order: an event is passed only once its receiver took it (or
 * does not want its type), so a receiver that is down, or a process killed mid-send, delays events but loses none.
 * A failure waits the next step of the retry schedule, holding back what follows, so one customer's events keep
 * their order; when the schedule runs out, the webhook is disabled and keeps its place for when it is enabled again.
 */
export class WebhookDeliverer {
  private readonly owner = randomUUID();
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Each endpoint's run in progress: one at a time per endpoint, and none waits on another's */
  private readonly endpoints = new Map<string, Promise<void>>();
  /** "Send again" attempts under way */
  private readonly resends = new Set<Promise<void>>();
  private closed = false;
  private prunedAt = 0;

  constructor(
    private readonly store: WebhookStore,
    private readonly sender: WebhookSender,
    private readonly options: WebhookDelivererOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => {
          this.running = null;
          this.schedule(this.options.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await Promise.all([...this.endpoints.values(), ...this.resends]);
    this.sender.close();
  }

  /** One look at every webhook that is due: each starts its own run, so a slow receiver delays only its own events. */
  async tick(): Promise<void> {
    const now = this.now();
    const hooks = await this.store.list();
    for (const hook of hooks) {
      if (!hook.enabled || hook.nextAttemptAt > now || this.endpoints.has(hook.id)) continue;
      const run = this.deliver(hook)
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => this.endpoints.delete(hook.id));
      this.endpoints.set(hook.id, run);
    }
    if (now - this.prunedAt > pruneEveryMs) {
      this.prunedAt = now;
      await this.store.prune(now - webhookRetentionMs);
    }
  }

  private async deliver(listed: StoredWebhook): Promise<void> {
    const { store, owner } = this;
    const { id } = listed;
    // A look first: claiming is a write, and most looks find nothing waiting.
    if (!(await store.eventsAfter(listed.position, 1)).length) return;
    let leaseUntil = this.now() + this.options.leaseMs;
    if (!(await store.lease(id, owner, this.now(), leaseUntil))) return;
    try {
      // Read again under the lease: another process may have moved it on since the list was read.
      const hook = await store.get(id);
      if (!hook || !hook.enabled || hook.nextAttemptAt > this.now()) return;
      let { position, attempt } = hook;
      // Attempts since the last save: logged with the progress they made, in one write per run of events.
      let attempts: WebhookDelivery[] = [];
      while (!this.closed) {
        const events = await store.eventsAfter(position, eventsPerRun);
        if (!events.length) return;
        for (const event of events) {
          if (!hook.events.includes(event.type)) {
            position = event.position;
            continue;
          }
          // A send must end inside the lease: renew it when less than half is left.
          if (leaseUntil - this.now() < this.options.leaseMs / 2) {
            leaseUntil = this.now() + this.options.leaseMs;
            if (!(await store.lease(id, owner, this.now(), leaseUntil))) return;
          }
          const at = this.now();
          const result = await this.sender.send(hook, event);
          attempt += 1;
          attempts.push(deliveryOf(id, event, attempt, at, result));
          if (result.ok) {
            position = event.position;
            attempt = 0;
            continue;
          }
          await this.failed(hook, position, attempt, result, attempts);
          return;
        }
        if (!(await store.advance(id, owner, { position, attempt: 0, nextAttemptAt: 0 }, attempts))) return;
        attempts = [];
      }
    } finally {
      await store.release(id, owner);
    }
  }

  /**
   * Sends one event again outside the schedule and its endpoint's run; the attempt is logged under `pending`'s id
   * once the receiver answered or the deadline passed. The caller answers at once with `pending`.
   */
  sendAgain(hook: StoredWebhook, event: WebhookEvent, pending: WebhookDelivery): void {
    const resend: Promise<void> = this.sender
      .send(hook, event)
      .then((result) => this.store.addDelivery({ ...pending, ...result }))
      .catch((error: unknown) => this.options.onError(error))
      .finally(() => this.resends.delete(resend));
    this.resends.add(resend);
  }

  /** The attempt at the event after `position` failed: wait the schedule's next step, or disable the webhook. */
  private async failed(
    hook: StoredWebhook,
    position: string,
    attempt: number,
    result: WebhookSendResult,
    attempts: readonly WebhookDelivery[],
  ): Promise<void> {
    const { retrySeconds } = this.options;
    if (attempt <= retrySeconds.length) {
      await this.store.advance(
        hook.id,
        this.owner,
        { position, attempt, nextAttemptAt: this.now() + retrySeconds[attempt - 1]! * 1000 },
        attempts,
      );
      return;
    }
    const last = result.status === null ? (result.response ?? 'no answer') : `HTTP ${result.status}`;
    const reason = `Disabled after ${attempt} failed attempts (last: ${last})`;
    // The failures stay counted while it is off, so the list shows them; enabling it again starts the count anew.
    if (
      await this.store.advance(
        hook.id,
        this.owner,
        { position, attempt, nextAttemptAt: 0, disabledReason: reason },
        attempts,
      )
    ) {
      await this.options.onDisabled(hook, reason);
    }
  }
}
