// Every change to where customer data goes is in the audit log: a webhook created, updated (what changed, from what to
// what) and deleted, with who did it, and never its signing secret.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { must, signUp, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

interface Audited {
  action: string;
  actor: { email: string } | null;
  target: string | null;
  details: string | null;
}

const auditLog = '{ auditLog(first: 20) { nodes { action actor { email } target details } } }';

describe.each(crmStores)('webhook changes in the audit log on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  beforeAll(async () => {
    crm = await start({ CRM_WEBHOOKS_ALLOW_PRIVATE: 'true' });
    owner = await signUp(crm.url);
  }, 60_000);
  afterAll(() => crm.dispose());

  it('records created, each update with its old and new values, and deleted, never the secret', async () => {
    const { createWebhook } = await must<{ createWebhook: { webhook: { id: string }; secret: string } }>(
      crm.url,
      'mutation Create($url: String!, $events: [String!]!) { createWebhook(url: $url, events: $events) { webhook { id } secret } }',
      { url: 'http://127.0.0.1:9/first', events: ['customer.created'] },
      owner.token,
    );
    const { id } = createWebhook.webhook;
    const update =
      'mutation Update($id: ID!, $url: String, $events: [String!], $enabled: Boolean) { updateWebhook(id: $id, url: $url, events: $events, enabled: $enabled) { id } }';
    await must(
      crm.url,
      update,
      { id, url: 'http://127.0.0.1:9/second', events: ['customer.created', 'customer.erased'] },
      owner.token,
    );
    await must(crm.url, update, { id, enabled: false }, owner.token);
    // An update that changes nothing leaves no entry.
    await must(crm.url, update, { id, url: 'http://127.0.0.1:9/second' }, owner.token);
    await must(crm.url, 'mutation Delete($id: ID!) { deleteWebhook(id: $id) }', { id }, owner.token);

    const { auditLog: log } = await must<{ auditLog: { nodes: Audited[] } }>(crm.url, auditLog, {}, owner.token);
    const webhookEntries = log.nodes.filter((entry) => entry.action.startsWith('webhook.')).reverse();
    expect(webhookEntries).toEqual([
      {
        action: 'webhook.created',
        actor: { email: owner.email },
        target: 'http://127.0.0.1:9/first',
        details: 'customer.created',
      },
      {
        action: 'webhook.updated',
        actor: { email: owner.email },
        target: 'http://127.0.0.1:9/second',
        details:
          'url: "http://127.0.0.1:9/first" → "http://127.0.0.1:9/second"; events: "customer.created" → "customer.created, customer.erased"',
      },
      {
        action: 'webhook.updated',
        actor: { email: owner.email },
        target: 'http://127.0.0.1:9/second',
        details: 'enabled: true → false',
      },
      { action: 'webhook.deleted', actor: { email: owner.email }, target: 'http://127.0.0.1:9/second', details: null },
    ]);
    expect(JSON.stringify(log.nodes)).not.toContain(createWebhook.secret);
  }, 30_000);
});
