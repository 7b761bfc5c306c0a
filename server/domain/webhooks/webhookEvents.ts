// The webhook event types, the one list of them: the server sends and checks these, and the web's webhook form and
// the tests read them from here. Their names are the wire format (a webhook body's `type`, Webhook.events in the
// schema), dots and all, which is why they are Strings in the schema and not a GraphQL enum.

export const webhookEventTypes = [
  'customer.created',
  'customer.updated',
  'customer.removed',
  'customer.restored',
  'customer.merged',
  'customer.erased',
  'customer.assigned',
  'import.completed',
  'import.undone',
  'activity.created',
  'task.created',
  'task.completed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (webhookEventTypes as readonly string[]).includes(type);
}
