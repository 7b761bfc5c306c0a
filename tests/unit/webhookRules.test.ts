// The small rules of webhooks and request budgets, alone: which event a write makes, the retry schedule, which
// addresses count as private, and what an operation costs.
import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import type { Customer } from '../../server/domain/customers/customer.ts';
import { customerEvent, defaultRetrySeconds, webhookBody } from '../../server/domain/webhooks/webhook.ts';
import { operationCost } from '../../server/http/apiBudget.ts';
import { isPrivateAddress } from '../../server/webhooks/webhookAddresses.ts';
import { httpWebhookSender, webhookUrlProblem } from '../../server/webhooks/webhookSender.ts';
import { startWebhookReceiver } from '../support/webhookReceiver.ts';
import { customerFixture } from '../support/customerFixture.ts';

const ada: Customer = customerFixture();

describe('customerEvent', () => {
  it('names a write by what it did to the customer', () => {
    expect(customerEvent(null, ada, 1)?.type).toBe('customer.created');
    expect(customerEvent(ada, { ...ada, status: false, version: 2 }, 1)?.type).toBe('customer.removed');
    expect(customerEvent({ ...ada, status: false }, { ...ada, version: 2 }, 1)?.type).toBe('customer.restored');
    expect(customerEvent(ada, { ...ada, notes: 'VIP', version: 2 }, 1)).toMatchObject({
      type: 'customer.updated',
      data: { changes: [{ field: 'notes', before: '', after: 'VIP' }] },
    });
    expect(customerEvent(ada, { ...ada, fname: 'Augusta', version: 3 }, 1, 'customer.merged')?.type).toBe(
      'customer.merged',
    );
    // An erasure names the customer and carries none of its fields.
    expect(customerEvent(ada, null, 1, 'customer.erased')).toMatchObject({
      type: 'customer.erased',
      customerId: 'c1',
      data: { customer: { id: 'c1' } },
    });
  });

  it('makes no event for a write that changed nothing a person sees, and a new id for each event', () => {
    expect(customerEvent(ada, { ...ada, version: 2 }, 1)).toBeNull();
    expect(customerEvent(null, ada, 1)!.id).not.toBe(customerEvent(null, ada, 1)!.id);
    expect(customerEvent(null, ada, 1)!.id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
  });

  it('sends { type, timestamp, data } with the customer as GraphQL returns it', () => {
    const event = customerEvent(null, ada, Date.UTC(2026, 0, 2, 3, 4, 5))!;
    expect(JSON.parse(webhookBody(event))).toEqual({
      type: 'customer.created',
      timestamp: '2026-01-02T03:04:05.000Z',
      // The body carries the customer's tag ids (none here), custom field values and every phone and email.
      data: {
        customer: {
          ...ada,
          tagIds: [],
          fields: {},
          companyId: null,
          phones: [{ label: 'work', value: ada.phone }],
          emails: [{ label: 'work', value: ada.email }],
        },
      },
    });
    // Custom field values by key, and a change of them named as one field.
    const valued = { ...ada, version: 2, fields: { contract_value: '1200.50', stage: 'Won' } };
    const changed = customerEvent(ada, valued, 1)!;
    expect(changed.data).toMatchObject({ customer: { fields: { contract_value: '1200.50', stage: 'Won' } } });
    expect(changed.data).toMatchObject({
      changes: [{ field: 'fields', before: null, after: { contract_value: '1200.50', stage: 'Won' } }],
    });
  });
});

it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h up to three days', () => {
  expect(defaultRetrySeconds.slice(0, 7)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
  const total = defaultRetrySeconds.reduce((sum, wait) => sum + wait, 0);
  expect(total).toBeLessThanOrEqual(72 * 3600);
  expect(total + 36000).toBeGreaterThan(72 * 3600);
});

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    'not an address',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
  it('refuses URLs that are not http(s) or carry credentials, and private hosts unless allowed', async () => {
    expect(await webhookUrlProblem('ftp://example.com/x', true)).toMatch(/http/);
    expect(await webhookUrlProblem('https://user:pw@example.com/x', true)).toMatch(/passwords/);
    expect(await webhookUrlProblem('http://127.0.0.1:8080/x', false)).toBe(
      'Webhooks cannot be sent to private or loopback addresses',
    );
    expect(await webhookUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(await webhookUrlProblem('https://93.184.216.34/hook', false)).toBeNull();
  });
  it('refuses at send time a name that now points at a private address, and sends nothing', async () => {
    const receiver = await startWebhookReceiver();
    const sender = httpWebhookSender({ allowPrivate: false });
    try {
      const byName = receiver.url.replace('127.0.0.1', 'localhost');
      const event = customerEvent(null, ada, Date.now())!;
      expect(await sender.send({ url: byName, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, event)).toMatchObject(
        {
          ok: false,
          status: null,
          response: 'Refused: a private or loopback address',
        },
      );
      expect(
        await sender.send({ url: receiver.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, event),
      ).toMatchObject({ ok: false, status: null });
      expect(receiver.received).toEqual([]);
    } finally {
      sender.close();
      await receiver.close();
    }
  });
});

describe('operationCost', () => {
  it('charges reads 1, writes 2, and imports one more per 100 rows', () => {
    expect(operationCost(parse('{ customers { id } }'), null, {})).toBe(1);
    expect(operationCost(parse('subscription { customerChanges { initial } }'), null, {})).toBe(1);
    expect(operationCost(parse('mutation { removeCustomer(id: "x") { id } }'), null, {})).toBe(2);
    expect(
      operationCost(parse('mutation ($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created } }'), null, {
        rows: new Array(250).fill({}),
      }),
    ).toBe(5);
    expect(operationCost(parse('query A { me { email } } mutation B { signOut }'), 'B', {})).toBe(2);
  });
});
