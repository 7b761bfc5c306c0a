// Slow webhook receivers hold up only themselves: each endpoint has its own queue, an attempt ends at its deadline
// however the receiver trickles, and "Send again" answers at once, its outcome reported in the delivery log.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { must, signUp, type Person } from '../support/team.ts';
import { startSlowReceiver, startWebhookReceiver, type SlowReceiver } from '../support/webhookReceiver.ts';

interface Delivery {
  id: string;
  attempt: number;
  status: number | null;
  ok: boolean;
  pending: boolean;
}

const createWebhook =
  'mutation Create($url: String!) { createWebhook(url: $url, events: ["customer.created"]) { webhook { id } } }';
const deliveries =
  'query Log($id: ID!) { webhookDeliveries(webhookId: $id) { nodes { id attempt status ok pending } } }';
const saveCustomer = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';

let serial = 0;
const customer = () => {
  serial += 1;
  return {
    fname: 'Grace',
    lname: `Hopper${serial}`,
    email: `grace${serial}@example.com`,
    phone: `555 010 ${1000 + serial}`,
    address: '1 Cobol Way',
  };
};

describe('slow webhook receivers', () => {
  let crm: TestCrm;
  let owner: Person;
  const receivers: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    // A deadline long enough that the slow receivers surely still hang when the fast one is served, and no retry soon.
    crm = await startTestCrm({
      CRM_WEBHOOKS_ALLOW_PRIVATE: 'true',
      CRM_WEBHOOK_DEADLINE_SECONDS: '5',
      CRM_WEBHOOK_RETRY_SECONDS: '600',
    });
    owner = await signUp(crm.url);
  }, 30_000);
  afterAll(async () => {
    // Closing the receivers first cuts the attempts they hold, so the server stops without waiting out a deadline.
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await crm.dispose();
  });

  const addWebhook = async (url: string) =>
    (await must<{ createWebhook: { webhook: { id: string } } }>(crm.url, createWebhook, { url }, owner.token))
      .createWebhook.webhook.id;
  const log = async (id: string) =>
    (await must<{ webhookDeliveries: { nodes: Delivery[] } }>(crm.url, deliveries, { id }, owner.token))
      .webhookDeliveries.nodes;
  const logUntil = async (id: string, predicate: (nodes: Delivery[]) => boolean) => {
    for (let looks = 0; looks < 300; looks++) {
      const nodes = await log(id);
      if (predicate(nodes)) return nodes;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the delivery log of ${id} never got there: ${JSON.stringify(await log(id))}`);
  };

  it('a fast receiver gets its event while a silent and a trickling one hang, and the trickling one is cut at the deadline', async () => {
    const silent = await startSlowReceiver('silent');
    const trickling = await startSlowReceiver('trickle');
    const fast = await startWebhookReceiver();
    receivers.push(silent, trickling, fast);
    await addWebhook(silent.url);
    const tricklingId = await addWebhook(trickling.url);
    await addWebhook(fast.url);

    await must(crm.url, saveCustomer, { input: customer() }, owner.token);
    await silent.until((receiver) => receiver.hanging === 1);
    await trickling.until((receiver) => receiver.hanging === 1);
    await fast.until((received) => received.length === 1);
    // The next event reaches the fast receiver while both slow ones still hold their first attempts open.
    await must(crm.url, saveCustomer, { input: customer() }, owner.token);
    await fast.until((received) => received.length === 2);
    expect([silent.hanging, trickling.hanging]).toEqual([1, 1]);

    // A receiver that keeps sending a byte is still cut when the attempt's deadline passes,
    // and the attempt logged as failed.
    await trickling.until((receiver) => receiver.hanging === 0, 15_000);
    expect(await logUntil(tricklingId, (nodes) => nodes.length === 1)).toEqual([
      expect.objectContaining({ attempt: 1, status: null, ok: false, pending: false }),
    ]);
    expect(trickling.arrived).toBe(1);
  }, 40_000);

  it('"Send again" to a silent receiver answers at once with a pending attempt, and the log shows its outcome under the same id', async () => {
    const receiver: SlowReceiver = await startSlowReceiver('answer');
    receivers.push(receiver);
    const webhookId = await addWebhook(receiver.url);
    await must(crm.url, saveCustomer, { input: customer() }, owner.token);
    const [first] = await logUntil(webhookId, (nodes) => nodes.length === 1);
    expect(first).toMatchObject({ attempt: 1, status: 200, ok: true, pending: false });

    receiver.mode = 'silent';
    const { redeliverWebhook: again } = await must<{ redeliverWebhook: Delivery }>(
      crm.url,
      'mutation Again($id: ID!) { redeliverWebhook(deliveryId: $id) { id attempt status ok pending } }',
      { id: first!.id },
      owner.token,
    );
    expect(again).toMatchObject({ attempt: 2, status: null, ok: false, pending: true });
    // The receiver holds the attempt: the answer came before it did, and the log shows the attempt as pending.
    await receiver.until(({ hanging }) => hanging === 1);
    expect((await log(webhookId))[0]).toEqual(again);

    receiver.release();
    const [outcome] = await logUntil(webhookId, (nodes) => !nodes[0]!.pending);
    expect(outcome).toEqual({ id: again.id, attempt: 2, status: 200, ok: true, pending: false });
  }, 40_000);
});
