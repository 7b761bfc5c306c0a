// The webhook outbox on every store: one event per changed customer in the write's own transaction, and the
// delivery log.
import { expect, it } from '@jest/globals';
import { ConflictError } from '../../../server/domain/errors.ts';
import { fields, nextId, addWebhook } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function webhookOutboxContract(fresh: FreshStore): void {
  it('adds one webhook event per changed customer to the outbox in the write’s own transaction, in commit order; a refused or empty write adds none', async () => {
    const { store, customers } = fresh;
    const [a, b] = [nextId(), nextId()];
    await addWebhook(store.webhooks);
    await customers.create(a, fields());
    await customers.update(a, fields({ fname: 'Augusta' }));
    await customers.update(a, fields({ fname: 'Augusta' }));
    await customers.setStatus(a, false);
    await customers.setStatus(a, true);
    expect(
      await customers.update(a, fields({ fname: 'Stale' }), null, 1).catch((error: unknown) => error),
    ).toBeInstanceOf(ConflictError);
    expect(await customers.update('missing-id', fields())).toBeNull();
    await customers.importBatch(`import-${b}`, [{ kind: 'create', id: b, fields: fields({ fname: 'Imported' }) }], {
      created: 1,
      updated: 0,
      skipped: 0,
      failed: 0,
    });
    await customers.undoImport(`import-${b}`);
    const events = await store.webhooks.eventsAfter('', 100);
    expect(events.map(({ type, customerId }) => [type, customerId])).toEqual([
      ['customer.created', a],
      ['customer.updated', a],
      ['customer.removed', a],
      ['customer.restored', a],
      ['customer.created', b],
      ['import.completed', null],
      ['customer.erased', b],
      ['import.undone', null],
    ]);
    expect(events[1]!.data).toEqual({
      customer: {
        id: a,
        ...fields({ fname: 'Augusta' }),
        status: true,
        version: 2,
        tagIds: [],
        fields: {},
        companyId: null,
        phones: [{ label: 'work', value: '555 0100' }],
        emails: [{ label: 'work', value: 'ada@example.com' }],
      },
      changes: [{ field: 'fname', before: 'Ada', after: 'Augusta' }],
    });
    expect(new Set(events.map(({ id }) => id)).size).toBe(events.length);
    // Positions go on from any event: the rest after the fourth are the last four.
    expect((await store.webhooks.eventsAfter(events[3]!.position, 100)).map(({ id }) => id)).toEqual(
      events.slice(4).map(({ id }) => id),
    );
  });

  it('logs a pending "Send again" attempt and then its outcome under the same id, in its place in the log', async () => {
    const { store } = fresh;
    const webhook = await addWebhook(store.webhooks);
    const pending = {
      id: nextId(),
      webhookId: webhook.id,
      eventId: 'msg_contract',
      type: 'customer.created' as const,
      attempt: 2,
      at: Date.now(),
    };
    await store.webhooks.addDelivery({ ...pending, status: null, durationMs: null, ok: false, response: null });
    await store.webhooks.addDelivery({
      ...pending,
      id: nextId(),
      attempt: 3,
      at: pending.at + 1,
      status: 500,
      durationMs: 5,
      ok: false,
      response: 'later',
    });
    await store.webhooks.addDelivery({ ...pending, status: 200, durationMs: 12, ok: true, response: 'thanks' });
    const { nodes } = await store.webhooks.deliveries(webhook.id, 10, null);
    expect(nodes.map(({ attempt, status, durationMs, ok }) => ({ attempt, status, durationMs, ok }))).toEqual([
      { attempt: 3, status: 500, durationMs: 5, ok: false },
      { attempt: 2, status: 200, durationMs: 12, ok: true },
    ]);
    expect(await store.webhooks.delivery(pending.id)).toMatchObject({ status: 200, ok: true, response: 'thanks' });
  });
}
