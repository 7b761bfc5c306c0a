// Webhook deliveries through the real server (SQLite) and a real receiver on port 0: retries with one id, a receiver
// that is down, disabling and enabling again, "send again", who may do it, and two processes on one store.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { codeOf, joinAs, must, signUp, type Person } from '../support/team.ts';
import { startWebhookReceiver } from '../support/webhookReceiver.ts';
import { startSmtpServer } from '../support/smtpServer.ts';
import { startServerProcess } from '../support/serverProcess.ts';
import { addWebhook, createWebhook, customer, deliveries, ofCustomer, save } from '../support/webhookCalls.ts';

describe('webhook deliveries (SQLite)', () => {
  let crm: TestCrm;
  let owner: Person;
  beforeAll(async () => {
    crm = await startTestCrm({
      CRM_WEBHOOKS_ALLOW_PRIVATE: 'true',
      CRM_WEBHOOK_RETRY_SECONDS: '0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2',
    });
    owner = await signUp(crm.url);
  }, 30_000);
  afterAll(() => crm.dispose());

  it('sends an event again with the same id after the receiver answered 500, and logs both attempts', async () => {
    const receiver = await startWebhookReceiver();
    try {
      let failures = 1;
      receiver.answer = () => (failures-- > 0 ? 500 : 200);
      const webhookId = await addWebhook(crm.url, owner.token, receiver, ['customer.created']);
      await save(crm.url, owner.token, customer());
      await receiver.until((received) => received.some((r) => r.answered === 200));
      expect(receiver.received.map((r) => r.answered)).toEqual([500, 200]);
      expect(receiver.received[0]!.id).toBe(receiver.received[1]!.id);
      expect(receiver.received.every((r) => r.verified)).toBe(true);
      const log = await must<{
        webhookDeliveries: { nodes: Array<{ attempt: number; status: number; ok: boolean; eventId: string }> };
      }>(crm.url, deliveries, { id: webhookId }, owner.token);
      expect(log.webhookDeliveries.nodes.map(({ attempt, status, ok }) => ({ attempt, status, ok }))).toEqual([
        { attempt: 2, status: 200, ok: true },
        { attempt: 1, status: 500, ok: false },
      ]);
      expect(log.webhookDeliveries.nodes[0]!.eventId).toBe(receiver.received[0]!.id);
    } finally {
      await receiver.close();
    }
  }, 30_000);

  it('a receiver down for a while gets everything after it returns, in order per customer', async () => {
    const receiver = await startWebhookReceiver();
    try {
      let down = true;
      receiver.answer = () => (down ? 503 : 200);
      await addWebhook(crm.url, owner.token, receiver, ['customer.created', 'customer.updated']);
      const ids: string[] = [];
      for (let n = 0; n < 3; n++) ids.push((await save(crm.url, owner.token, customer())).id);
      // Each customer edited three times, interleaved with the others.
      for (let round = 1; round <= 3; round++)
        for (const id of ids) await save(crm.url, owner.token, { ...customer(), id, notes: `round ${round}` });
      await receiver.until((received) => received.filter((r) => r.answered === 503).length >= 3);
      down = false;
      await receiver.until((received) => received.filter((r) => r.answered === 200).length === 12);
      const delivered = receiver.received.filter((r) => r.answered === 200);
      expect(new Set(delivered.map((r) => r.id)).size).toBe(12);
      for (const id of ids) {
        expect(ofCustomer(delivered, id).map((r) => r.data.customer.version)).toEqual([1, 2, 3, 4]);
      }
    } finally {
      await receiver.close();
    }
  }, 40_000);

  it('disables a receiver that keeps failing, audits it, mails the admins, and delivers what waited once enabled again', async () => {
    const smtp = await startSmtpServer();
    const short = await startTestCrm({
      CRM_WEBHOOKS_ALLOW_PRIVATE: 'true',
      CRM_WEBHOOK_RETRY_SECONDS: '0.1,0.1',
      CRM_SMTP_URL: smtp.url,
    });
    const receiver = await startWebhookReceiver();
    try {
      const admin = await signUp(short.url);
      let up = false;
      receiver.answer = () => (up ? 200 : 500);
      const webhookId = await addWebhook(short.url, admin.token, receiver, ['customer.created']);
      const first = await save(short.url, admin.token, customer());
      await receiver.until((received) => received.length === 3);
      const disabled = async () =>
        (
          await must<{ webhooks: Array<{ id: string; enabled: boolean; disabledReason: string | null }> }>(
            short.url,
            '{ webhooks { id enabled disabledReason } }',
            {},
            admin.token,
          )
        ).webhooks[0]!;
      for (let wait = 0; (await disabled()).enabled && wait < 50; wait++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await disabled()).toMatchObject({
        id: webhookId,
        enabled: false,
        disabledReason: 'Disabled after 3 failed attempts (last: HTTP 500)',
      });
      const audit = await must<{ auditLog: { nodes: Array<{ action: string; target: string; details: string }> } }>(
        short.url,
        '{ auditLog(first: 10) { nodes { action target details } } }',
        {},
        admin.token,
      );
      expect(audit.auditLog.nodes.map((n) => n.action)).toEqual(
        expect.arrayContaining(['webhook.created', 'webhook.disabled']),
      );
      const notice = await smtp.messageTo(admin.email);
      expect(notice.raw).toMatch(/Subject: A webhook was disabled/);
      expect(notice.raw).toContain(receiver.url);

      // While it is off, nothing is sent; what was written waits.
      const second = await save(short.url, admin.token, customer());
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(receiver.received).toHaveLength(3);
      up = true;
      await must(
        short.url,
        'mutation On($id: ID!) { updateWebhook(id: $id, enabled: true) { enabled disabledReason } }',
        { id: webhookId },
        admin.token,
      );
      await receiver.until((received) => received.filter((r) => r.answered === 200).length === 2);
      expect(receiver.received.filter((r) => r.answered === 200).map((r) => r.data.customer.id)).toEqual([
        first.id,
        second.id,
      ]);
    } finally {
      await receiver.close();
      await short.dispose();
      await smtp.stop();
    }
  }, 30_000);

  it('sends one delivery again on request, with the same event id', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const webhookId = await addWebhook(crm.url, owner.token, receiver, ['customer.created']);
      await save(crm.url, owner.token, customer());
      await receiver.until((received) => received.length === 1);
      const log = await must<{ webhookDeliveries: { nodes: Array<{ id: string; attempt: number }> } }>(
        crm.url,
        deliveries,
        { id: webhookId },
        owner.token,
      );
      const again = await must<{ redeliverWebhook: { id: string; attempt: number; pending: boolean } }>(
        crm.url,
        'mutation Again($id: ID!) { redeliverWebhook(deliveryId: $id) { id attempt pending } }',
        { id: log.webhookDeliveries.nodes[0]!.id },
        owner.token,
      );
      // It answers at once, pending; the log shows the outcome under the same id.
      expect(again.redeliverWebhook).toMatchObject({ attempt: 2, pending: true });
      await receiver.until((received) => received.length === 2);
      const latest = async () =>
        (
          await must<{
            webhookDeliveries: { nodes: Array<{ id: string; attempt: number; status: number | null; ok: boolean }> };
          }>(crm.url, deliveries, { id: webhookId }, owner.token)
        ).webhookDeliveries.nodes[0]!;
      for (let looks = 0; looks < 100 && (await latest()).status === null; looks++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await latest()).toMatchObject({ id: again.redeliverWebhook.id, attempt: 2, status: 200, ok: true });
      expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    } finally {
      await receiver.close();
    }
  }, 20_000);

  it('is for owners and admins only, and checks what it is given', async () => {
    const member = await joinAs(crm.url, owner.token, 'MEMBER');
    expect(
      await codeOf(
        crm.url,
        createWebhook,
        { url: 'https://example.com/hook', events: ['customer.created'] },
        member.token,
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(crm.url, '{ webhooks { id } }', {}, member.token)).toBe('FORBIDDEN');
    const bad = await gql(
      crm.url,
      createWebhook,
      { url: 'ftp://example.com/x', events: ['customer.sneezed'] },
      { token: owner.token },
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: expect.stringMatching(/https?:\/\//), events: 'Unknown event: customer.sneezed' },
    });
    expect(
      (await gql(crm.url, createWebhook, { url: 'https://example.com/x', events: [] }, { token: owner.token })).body
        .errors?.[0]?.extensions?.fields,
    ).toEqual({ events: 'Choose at least one event' });
  });

  it('two processes on one store send each attempt at each event once', async () => {
    const second = await startServerProcess({
      CRM_DATA_DIR: crm.dataDir,
      CRM_WEBHOOKS_ALLOW_PRIVATE: 'true',
      CRM_WEBHOOK_RETRY_SECONDS: '0.2',
    });
    const receiver = await startWebhookReceiver();
    try {
      // Every event fails once, then is taken: two attempts each, from whichever process holds the webhook.
      const seen = new Set<string>();
      receiver.answer = (request) => (seen.has(request.id) ? 200 : (seen.add(request.id), 500));
      await addWebhook(crm.url, owner.token, receiver, ['customer.created']);
      await Promise.all(
        Array.from({ length: 30 }, (_, n) => save(n % 2 ? second.url : crm.url, owner.token, customer())),
      );
      await receiver.until((received) => received.filter((r) => r.answered === 200).length >= 30, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const attempts = new Map<string, number>();
      for (const { id } of receiver.received) attempts.set(id, (attempts.get(id) ?? 0) + 1);
      expect(attempts.size).toBe(30);
      expect([...attempts.values()].every((count) => count === 2)).toBe(true);
    } finally {
      await receiver.close();
      await second.stop();
    }
  }, 60_000);
});
