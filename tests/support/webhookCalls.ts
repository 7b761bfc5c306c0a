// What the webhook API tests share: the events, the calls that make webhooks and customers, and a filter by customer.
import type { ReceivedWebhook, WebhookReceiver } from './webhookReceiver.ts';
import { must } from './team.ts';
import { webhookEventTypes } from '../../server/domain/webhooks/webhookEvents.ts';

/** Every event type, as a client sends them to ask for all. */
export const allEvents: string[] = [...webhookEventTypes];
export const createWebhook =
  'mutation Create($url: String!, $events: [String!]!, $description: String) { createWebhook(url: $url, events: $events, description: $description) { webhook { id url events enabled disabledReason } secret } }';
export const saveCustomer = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id version } }';
export const deliveries =
  'query Log($id: ID!) { webhookDeliveries(webhookId: $id) { nodes { id eventId type attempt status ok durationMs at } pageInfo { hasNextPage } } }';

let serial = 0;
export const customer = (fname = 'Ada') => {
  serial += 1;
  return {
    fname,
    lname: `Lovelace${serial}`,
    email: `ada${serial}-${Date.now()}@example.com`,
    phone: `555 010 ${String(1000 + serial).slice(-4)}`,
    address: '12 Analytical St',
    notes: '',
  };
};

export async function addWebhook(url: string, token: string, receiver: WebhookReceiver, events = allEvents) {
  const { createWebhook: created } = await must<{ createWebhook: { webhook: { id: string }; secret: string } }>(
    url,
    createWebhook,
    { url: receiver.url, events, description: 'test receiver' },
    token,
  );
  receiver.secret = created.secret;
  return created.webhook.id;
}

export async function save(url: string, token: string, input: Record<string, unknown>) {
  return (await must<{ saveCustomer: { id: string; version: number } }>(url, saveCustomer, { input }, token))
    .saveCustomer;
}

export const ofCustomer = (received: ReceivedWebhook[], id: string) =>
  received.filter((r) => r.data.customer?.id === id);
