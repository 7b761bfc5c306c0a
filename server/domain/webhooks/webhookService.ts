// Managing webhooks (owners and admins): endpoints, their delivery log, and sending one delivery again.
import { randomBytes } from 'node:crypto';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import type { Requester } from '../accounts/account.ts';
import type { TeamService } from '../team/teamService.ts';
import type { Viewer } from '../team/teamAccess.ts';
import {
  newWebhookSecret,
  type ShownWebhook,
  type StoredWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
} from './webhook.ts';
import { isWebhookEventType } from './webhookEvents.ts';
import { newDeliveryId, type WebhookDeliverer } from './webhookDelivery.ts';
import type { WebhookPatch, WebhookStore } from './webhookStore.ts';

export const webhookUrlMax = 2_000;
export const webhookDescriptionMax = 500;
/** Endpoints one team may have */
export const webhooksMax = 20;
export const webhookDeliveriesPageMax = 200;

export interface WebhookServiceOptions {
  /** Why a URL may not receive webhooks, or null when it may (server/webhooks/webhookSender.ts) */
  urlProblem(url: string): Promise<string | null>;
  deliverer: Pick<WebhookDeliverer, 'sendAgain'>;
  now?: () => number;
}

/** What a webhook shows: never its secret. */
export const publicWebhook = (
  { id, url, events, description, enabled, createdAt, disabledReason, attempt }: StoredWebhook,
  lastDelivery: WebhookDelivery | null,
): ShownWebhook => ({
  id,
  url,
  events,
  description,
  enabled,
  createdAt,
  disabledReason,
  consecutiveFailures: attempt,
  lastDelivery,
});

/**
 * What an update changed, as the audit log shows it ("url: a → b; enabled: true → false"), or null when nothing did.
 */
export function webhookChanges(before: Webhook, after: Webhook): string | null {
  const fields = ['url', 'events', 'description', 'enabled'] as const;
  const shown = (webhook: Webhook, field: (typeof fields)[number]) =>
    JSON.stringify(field === 'events' ? webhook.events.join(', ') : webhook[field]);
  const changed = fields.filter((field) => shown(before, field) !== shown(after, field));
  return changed.length
    ? changed.map((field) => `${field}: ${shown(before, field)} → ${shown(after, field)}`).join('; ')
    : null;
}

export class WebhookService {
  private readonly now: () => number;

  constructor(
    private readonly store: WebhookStore,
    private readonly team: TeamService,
    private readonly options: WebhookServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async list(): Promise<ShownWebhook[]> {
    return Promise.all((await this.store.list()).map((hook) => this.shown(hook)));
  }

  private async shown(hook: StoredWebhook): Promise<ShownWebhook> {
    const { nodes } = await this.store.deliveries(hook.id, 1, null);
    return publicWebhook(hook, nodes[0] ?? null);
  }

  private async checked(input: {
    url?: string | null;
    events?: readonly string[] | null;
    description?: string | null;
  }): Promise<WebhookPatch> {
    const errors: Record<string, string> = {};
    const patch: WebhookPatch = {};
    if (input.url != null) {
      const url = input.url.trim();
      const problem =
        url.length > webhookUrlMax
          ? `Keep the URL under ${webhookUrlMax} characters`
          : await this.options.urlProblem(url);
      if (problem) errors.url = problem;
      else patch.url = url;
    }
    if (input.events != null) {
      const unknown = input.events.filter((type) => !isWebhookEventType(type));
      if (!input.events.length) errors.events = 'Choose at least one event';
      else if (unknown.length) errors.events = `Unknown event: ${unknown.join(', ')}`;
      else patch.events = [...new Set(input.events)].filter(isWebhookEventType);
    }
    if (input.description !== undefined) {
      const description = input.description?.trim() ?? '';
      if (description.length > webhookDescriptionMax)
        errors.description = `Keep the description under ${webhookDescriptionMax} characters`;
      else patch.description = description || null;
    }
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    return patch;
  }

  async create(
    viewer: Viewer,
    requester: Requester,
    url: string,
    events: readonly string[],
    description: string | null | undefined,
  ): Promise<{ webhook: ShownWebhook; secret: string }> {
    const patch = await this.checked({ url, events, description: description ?? null });
    if ((await this.store.list()).length >= webhooksMax)
      throw new InvalidInputError({ url: `A team can have at most ${webhooksMax} webhooks` });
    const secret = newWebhookSecret();
    const webhook: Webhook = {
      id: `wh_${randomBytes(9).toString('base64url')}`,
      url: patch.url!,
      events: patch.events!,
      description: patch.description ?? null,
      enabled: true,
      createdAt: this.now(),
      disabledReason: null,
    };
    const stored = await this.store.add(webhook, secret);
    await this.team.record(viewer, requester, 'webhook.created', webhook.url, webhook.events.join(', '));
    return { webhook: publicWebhook(stored, null), secret };
  }

  async update(
    viewer: Viewer,
    requester: Requester,
    id: string,
    input: {
      url?: string | null;
      events?: readonly string[] | null;
      description?: string | null;
      enabled?: boolean | null;
    },
  ): Promise<ShownWebhook> {
    const patch = await this.checked(input);
    if (input.enabled != null) patch.enabled = input.enabled;
    const before = await this.store.get(id);
    const updated = before && (await this.store.update(id, patch));
    if (!before || !updated) throw new NotFoundError('webhook', id);
    // Where customer data goes is the team's business:
    // every change is audited, as it was and as it is (never the secret).
    const changes = webhookChanges(before, updated);
    if (changes) await this.team.record(viewer, requester, 'webhook.updated', updated.url, changes);
    return this.shown(updated);
  }

  async remove(viewer: Viewer, requester: Requester, id: string): Promise<boolean> {
    const hook = await this.store.get(id);
    if (!hook || !(await this.store.remove(id))) throw new NotFoundError('webhook', id);
    await this.team.record(viewer, requester, 'webhook.deleted', hook.url);
    return true;
  }

  async deliveries(webhookId: string, first: number, after: string | null | undefined): Promise<WebhookDeliveryPage> {
    if (!(await this.store.get(webhookId))) throw new NotFoundError('webhook', webhookId);
    if (first < 1 || first > webhookDeliveriesPageMax)
      throw new InvalidInputError({ first: `Ask for 1 to ${webhookDeliveriesPageMax} deliveries at a time` });
    return this.store.deliveries(webhookId, first, after ?? null);
  }

  /**
   * Sends one delivery's event again, now, outside the schedule, as one more attempt. Answers at once with that attempt
   * logged as pending (no status, no duration): a slow receiver never holds the admin's request; the log shows how it
   * went once the receiver answered or the deadline passed.
   */
  async redeliver(deliveryId: string): Promise<WebhookDelivery> {
    const delivery = await this.store.delivery(deliveryId);
    const hook = delivery && (await this.store.get(delivery.webhookId));
    const event = delivery && (await this.store.event(delivery.eventId));
    if (!delivery || !hook || !event) throw new NotFoundError('webhook delivery', deliveryId);
    const pending: WebhookDelivery = {
      id: newDeliveryId(),
      webhookId: hook.id,
      eventId: event.id,
      type: event.type,
      attempt: delivery.attempt + 1,
      status: null,
      durationMs: null,
      at: this.now(),
      ok: false,
      response: null,
    };
    await this.store.addDelivery(pending);
    this.options.deliverer.sendAgain(hook, event, pending);
    return pending;
  }

  /** The delivery worker disabled a webhook: the audit log says so, and owners and admins are told. */
  async disabled(hook: StoredWebhook, reason: string): Promise<void> {
    await this.team.record(null, null, 'webhook.disabled', hook.url, reason);
    await this.team.tellAdmins((words) => words.webhookDisabled({ url: hook.url, reason }));
  }
}
