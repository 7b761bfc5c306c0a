// Webhooks through the real server and a real receiver on port 0 that verifies each delivery with the Standard
// Webhooks library: every event type on each store and the addresses that are refused. Retries, a receiver that is
// down and the rest of delivery are in webhookDeliveries.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, startTestCrm, tempDataDir, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { must, signUp, type Person } from '../support/team.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';
import { allEvents, createWebhook, customer, save } from '../support/webhookCalls.ts';

afterAll(stopStoreEmulator);

describe.each(crmStores)('webhooks on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    crm = await start({ CRM_WEBHOOKS_ALLOW_PRIVATE: 'true' });
    owner = await signUp(crm.url);
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await crm.dispose();
    await receiver.close();
  });

  it('sends every event type a customer write and an import make, each signed so the standard library verifies it', async () => {
    const { secret } = (
      await must<{ createWebhook: { secret: string; webhook: { enabled: boolean; events: string[] } } }>(
        crm.url,
        createWebhook,
        { url: receiver.url, events: allEvents },
        owner.token,
      )
    ).createWebhook;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    receiver.secret = secret;
    // The secret is shown once: the list has no field for it.
    expect(
      (await gql(crm.url, '{ webhooks { id secret } }', {}, { token: owner.token })).body.errors?.[0]?.message,
    ).toMatch(/secret/);

    const { id } = await save(crm.url, owner.token, customer());
    await save(crm.url, owner.token, { ...customer(), id, fname: 'Augusta' });
    await must(crm.url, 'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }', { id }, owner.token);
    await must(crm.url, 'mutation Restore($id: ID!) { restoreCustomer(id: $id) { id } }', { id }, owner.token);
    const imported = await must<{ importCustomers: { importId: string } }>(
      crm.url,
      'mutation Import($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { importId } }',
      { rows: [customer('Imported')] },
      owner.token,
    );
    await must(
      crm.url,
      'mutation Undo($id: ID!) { undoCustomerImport(importId: $id) { removed } }',
      { id: imported.importCustomers.importId },
      owner.token,
    );

    await receiver.until((received) => received.some((r) => r.type === 'import.undone'), 20_000);
    // A later look at the outbox (Firestore's comes every 2 s) sends nothing again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const types = receiver.received.map((r) => r.type);
    expect(types).toEqual([
      'customer.created',
      'customer.updated',
      'customer.removed',
      'customer.restored',
      'customer.created',
      'import.completed',
      // The undo deletes the customer the import created.
      'customer.erased',
      'import.undone',
    ]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(receiver.received.length);
    const [created, updated] = receiver.received;
    expect(created!.data.customer).toMatchObject({ id, fname: 'Ada', status: true, version: 1 });
    expect(updated!.data.changes).toEqual(
      expect.arrayContaining([{ field: 'fname', before: 'Ada', after: 'Augusta' }]),
    );
    expect(receiver.received[5]!.data).toMatchObject({ importId: imported.importCustomers.importId, created: 1 });
    expect(Date.parse(created!.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  }, 40_000);
});

describe('webhook addresses', () => {
  let crm: TestCrm;
  let owner: Person;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_DATA_DIR: tempDataDir() });
    owner = await signUp(crm.url);
  }, 30_000);
  afterAll(() => crm.dispose());

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost:9/hook',
    'http://10.1.2.3/hook',
    'http://192.168.0.10/hook',
    'http://169.254.169.254/latest',
    'http://[::1]:9/hook',
  ])('refuses %s unless private addresses are allowed', async (url) => {
    const refused = await gql(crm.url, createWebhook, { url, events: ['customer.created'] }, { token: owner.token });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: 'Webhooks cannot be sent to private or loopback addresses' },
    });
    expect((await must<{ webhooks: unknown[] }>(crm.url, '{ webhooks { id } }', {}, owner.token)).webhooks).toEqual([]);
  });
});
