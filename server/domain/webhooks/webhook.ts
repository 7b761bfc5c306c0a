// Webhooks: other systems told of every change to the customers, in the Standard Webhooks format, never lost.
import { randomBytes } from 'node:crypto';
import type { Customer } from '../customers/customer.ts';
import { customerValueFields, fieldText } from '../customers/customer.ts';
import { customerEmails, customerPhones, type ContactPoint } from '../contactPoints/contactPoints.ts';

/** A changed field's value in an event: phones and emails as their whole lists of labels and values. */
const changedValue = (customer: Customer, field: (typeof customerValueFields)[number]) => {
  if (field === 'phones') return contactPointsOf(customerPhones(customer));
  if (field === 'emails') return contactPointsOf(customerEmails(customer));
  return customer[field] ?? null;
};
import type { CustomerImportUndo } from '../customers/customerImport.ts';
import type { WebhookEventType } from './webhookEvents.ts';

export interface Webhook {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  enabled: boolean;
  createdAt: number;
  /** Why the server turned it off (a receiver that kept failing); null when enabled or turned off by a person */
  disabledReason: string | null;
}

/** A webhook as owners and admins see it: how its deliveries go beside its settings, never its secret. */
export interface ShownWebhook extends Webhook {
  /** Failed attempts in a row at the event it is on: 0 once one is taken, kept while it is disabled for failing */
  consecutiveFailures: number;
  /** Its latest attempt, scheduled or sent again; null before the first */
  lastDelivery: WebhookDelivery | null;
}

/** A webhook as the store keeps it: with its signing secret and where its delivery stands in the outbox. */
export interface StoredWebhook extends Webhook {
  /** whsec_ + base64 of 32 random bytes; signs every delivery */
  secret: string;
  /** The outbox position of the last event handled for it (delivered, or not wanted): opaque to all but its store */
  position: string;
  /** Failed attempts at the event after `position` */
  attempt: number;
  /** When the next attempt is due (ms since the epoch) */
  nextAttemptAt: number;
}

/** One change, as written to the outbox in the same transaction as the change itself. */
export interface WebhookEvent {
  /** The Standard Webhooks message id: the same on every attempt, so receivers can drop repeats */
  id: string;
  type: WebhookEventType;
  at: number;
  /** The customer it is about; events of one customer go out in the order they were committed */
  customerId: string | null;
  data: Record<string, unknown>;
}

/** An event read back from the outbox, with its place in commit order. */
export interface QueuedWebhookEvent extends WebhookEvent {
  position: string;
}

/** One attempt to deliver one event to one webhook, as its log shows it. */
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  eventId: string;
  type: WebhookEventType;
  attempt: number;
  /** The receiver's HTTP status; null when it did not answer (refused, timed out, not allowed) */
  status: number | null;
  /** null while the attempt is under way (isPendingDelivery) */
  durationMs: number | null;
  at: number;
  ok: boolean;
  /** The first bytes of the answer, or why there was none */
  response: string | null;
}

/** A "Send again" attempt logged before its receiver answered: every finished attempt has a duration. */
export const isPendingDelivery = (delivery: WebhookDelivery): boolean => delivery.durationMs === null;

export interface WebhookDeliveryPage {
  nodes: WebhookDelivery[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** How long deliveries are logged and events kept for "send again" */
export const webhookRetentionMs = 30 * 24 * 3_600_000;
/** Bytes of a receiver's answer kept in the log */
export const webhookResponseKeep = 500;

const hours = 3_600;
/** Waits between attempts: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h until three days have passed. */
export const defaultRetrySeconds: readonly number[] = (() => {
  const waits = [5, 5 * 60, 30 * 60, 2 * hours, 5 * hours, 10 * hours];
  const total = (list: number[]) => list.reduce((sum, wait) => sum + wait, 0);
  while (total(waits) + 10 * hours <= 72 * hours) waits.push(10 * hours);
  return waits;
})();

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
export const newWebhookEventId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The customer as GraphQL returns it. */
const customerData = ({
  id,
  fname,
  lname,
  email,
  phone,
  phoneNormalized,
  address,
  notes,
  status,
  version,
  mergedInto,
  ownerUid,
  tagIds,
  fields,
  companyId,
  ...contacts
}: Customer) => ({
  id,
  fname,
  lname,
  email,
  phone,
  phoneNormalized,
  address,
  notes,
  status,
  version,
  ...(ownerUid && { ownerUid }),
  tagIds: tagIds ?? [],
  // Every phone and email with its label, the first being phone and email (contactPoints.ts).
  phones: contactPointsOf(customerPhones({ phone, phoneNormalized, ...contacts, email })),
  emails: contactPointsOf(customerEmails({ phone, email, ...contacts })),
  // Custom field values by key (archived fields' too), as the API's CustomFieldValue.value texts.
  fields: fields ?? {},
  companyId: companyId ?? null,
  ...(mergedInto && { mergedInto }),
});

const contactPointsOf = (points: readonly ContactPoint[]): ContactPoint[] =>
  points.map(({ label, value }) => ({ label, value }));

/**
 * The event a write to one customer makes: created, removed, restored, or updated with its changed fields before and
 * after. `type` names it when the write is more than a save (a merge, an erasure: `after` null when the customer is
 * gone). null when nothing a person sees changed.
 */
export function customerEvent(
  before: Customer | null,
  after: Customer | null,
  at: number,
  type?: WebhookEventType,
): WebhookEvent | null {
  const customer = after ?? before;
  if (!customer) return null;
  const changes =
    before && after
      ? customerValueFields
          .filter((field) => fieldText(before, field) !== fieldText(after, field))
          .map((field) => ({ field, before: changedValue(before, field), after: changedValue(after, field) }))
      : [];
  const kind: WebhookEventType =
    type ??
    (!before
      ? 'customer.created'
      : before.status && after && !after.status
        ? 'customer.removed'
        : !before.status && after?.status
          ? 'customer.restored'
          : changes.length === 1 && changes[0]!.field === 'ownerUid'
            ? 'customer.assigned'
            : 'customer.updated');
  if (!type && before && !changes.length) return null;
  return {
    id: newWebhookEventId(),
    type: kind,
    at,
    customerId: customer.id,
    // An erased customer's fields must not travel on: receivers get only which customer it was.
    data:
      kind === 'customer.erased'
        ? { customer: { id: customer.id } }
        : {
            customer: customerData(after ?? customer),
            ...((kind === 'customer.updated' || kind === 'customer.assigned') && { changes }),
          },
  };
}

export function importCompletedEvent(
  importId: string,
  counts: { created: number; updated: number; skipped: number; failed: number },
  at: number,
): WebhookEvent {
  return { id: newWebhookEventId(), type: 'import.completed', at, customerId: null, data: { importId, ...counts } };
}

export function importUndoneEvent(importId: string, undo: CustomerImportUndo, at: number): WebhookEvent {
  return {
    id: newWebhookEventId(),
    type: 'import.undone',
    at,
    customerId: null,
    data: {
      importId,
      removed: undo.removed,
      reverted: undo.reverted,
      keptChangedSince: undo.keptChangedSince.map(({ id }) => id),
    },
  };
}

/** The body every receiver gets: { type, timestamp, data }. */
export function webhookBody(event: WebhookEvent): string {
  return JSON.stringify({ type: event.type, timestamp: new Date(event.at).toISOString(), data: event.data });
}
