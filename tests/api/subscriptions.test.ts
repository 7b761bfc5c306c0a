import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, signUp, startTestCrm, wsClient, type TestCrm } from '../support/crmServer.ts';
import { rawSocket, type Message } from '../support/rawSocket.ts';

const changesSubscription = `subscription Changes($filter: CustomerFilter) {
  customerChanges(filter: $filter) { initial changes { type customer { id fname status } } }
}`;
const saveMutation = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;

interface ChangeSet {
  customerChanges: {
    initial: boolean;
    changes: Array<{ type: string; customer: { id: string; fname: string; status: boolean } }>;
  };
}

const input = {
  fname: 'Live',
  lname: 'Watcher',
  email: 'live@example.com',
  phone: '555 000 1111',
  address: '9 Stream Street',
};

/** Waits until the collected results hold `count` sets and returns the last one, shaped for comparison. */
async function setNumber(subscription: ReturnType<typeof collect<ChangeSet>>, count: number) {
  const results = await subscription.until(count);
  const set = results[count - 1]!.data!.customerChanges;
  return {
    initial: set.initial,
    changes: set.changes.map(({ type, customer }) => [type, customer.id, customer.status]),
  };
}

describe('customerChanges', () => {
  let crm: TestCrm;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown>) => gql<T>(crm.url, query, variables, { token });

  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('sends each subscriber its initial set, then ADDED/MODIFIED/REMOVED as customers move in and out of its filter', async () => {
    const existing = (
      await call<{ saveCustomer: { id: string } }>(saveMutation, { input: { ...input, fname: 'Existing' } })
    ).body.data!.saveCustomer.id;

    const active = wsClient(crm.url, { token });
    const removed = wsClient(crm.url, { token });
    const all = wsClient(crm.url, { token });
    const onActive = collect<ChangeSet>(active.client, changesSubscription, { filter: 'ACTIVE' });
    const onRemoved = collect<ChangeSet>(removed.client, changesSubscription, { filter: 'REMOVED' });
    const onAll = collect<ChangeSet>(all.client, changesSubscription, { filter: 'ALL' });
    try {
      expect(await setNumber(onActive, 1)).toEqual({ initial: true, changes: [['ADDED', existing, true]] });
      expect(await setNumber(onRemoved, 1)).toEqual({ initial: true, changes: [] });
      expect(await setNumber(onAll, 1)).toEqual({ initial: true, changes: [['ADDED', existing, true]] });

      // A new customer: ACTIVE and ALL see it added; REMOVED sees nothing.
      const id = (await call<{ saveCustomer: { id: string } }>(saveMutation, { input })).body.data!.saveCustomer.id;
      expect(await setNumber(onActive, 2)).toEqual({ initial: false, changes: [['ADDED', id, true]] });
      expect(await setNumber(onAll, 2)).toEqual({ initial: false, changes: [['ADDED', id, true]] });

      // An edit: modified where it is seen.
      await call(saveMutation, { input: { ...input, id, fname: 'Edited' } });
      expect(await setNumber(onActive, 3)).toEqual({ initial: false, changes: [['MODIFIED', id, true]] });
      expect((await onActive.until(3))[2]!.data!.customerChanges.changes[0]!.customer.fname).toBe('Edited');
      expect(await setNumber(onAll, 3)).toEqual({ initial: false, changes: [['MODIFIED', id, true]] });

      // Removed: it leaves ACTIVE, enters REMOVED, and is modified under ALL.
      await call('mutation($id: ID!) { removeCustomer(id: $id) { id } }', { id });
      expect(await setNumber(onActive, 4)).toEqual({ initial: false, changes: [['REMOVED', id, false]] });
      expect(await setNumber(onRemoved, 2)).toEqual({ initial: false, changes: [['ADDED', id, false]] });
      expect(await setNumber(onAll, 4)).toEqual({ initial: false, changes: [['MODIFIED', id, false]] });

      // Restored: back again.
      await call('mutation($id: ID!) { restoreCustomer(id: $id) { id } }', { id });
      expect(await setNumber(onActive, 5)).toEqual({ initial: false, changes: [['ADDED', id, true]] });
      expect(await setNumber(onRemoved, 3)).toEqual({ initial: false, changes: [['REMOVED', id, true]] });
      expect(await setNumber(onAll, 5)).toEqual({ initial: false, changes: [['MODIFIED', id, true]] });

      // Nothing else arrived: REMOVED saw exactly three sets.
      expect(onRemoved.results).toHaveLength(3);
      // A refused save changes nothing and sends nothing.
      await call(saveMutation, { input: { ...input, fname: '' } });
      await call('mutation($id: ID!) { removeCustomer(id: $id) { id } }', { id: existing });
      expect(await setNumber(onRemoved, 4)).toEqual({ initial: false, changes: [['ADDED', existing, false]] });
      expect(onActive.results).toHaveLength(6);
    } finally {
      for (const socket of [active, removed, all]) await socket.client.dispose();
    }
  });

  it('keeps the subscriptions of one socket apart: each set under its own id, none after the client completed one', async () => {
    const socket = rawSocket(crm.url);
    const isSet = (id: string, initial: boolean) => (message: Message) =>
      message.id === id &&
      message.type === 'next' &&
      (message.payload as { data: ChangeSet }).data.customerChanges.initial === initial;
    try {
      await socket.start(token);
      const fewerFields = 'subscription { customerChanges(filter: ALL) { initial changes { customer { id } } } }';
      socket.send({
        id: 'a',
        type: 'subscribe',
        payload: { query: changesSubscription, variables: { filter: 'ALL' } },
      });
      socket.send({
        id: 'b',
        type: 'subscribe',
        payload: { query: changesSubscription, variables: { filter: 'ALL' } },
      });
      socket.send({ id: 'c', type: 'subscribe', payload: { query: fewerFields } });
      for (const id of ['a', 'b', 'c']) await socket.waitFor(isSet(id, true));
      socket.send({ id: 'a', type: 'complete' });
      // The server handles a socket's messages in order: once the pong is back, 'a' is over.
      socket.send({ type: 'ping' });
      await socket.waitFor((message) => message.type === 'pong');

      const id = (await call<{ saveCustomer: { id: string } }>(saveMutation, { input: { ...input, fname: 'Apart' } }))
        .body.data!.saveCustomer.id;
      const [forB, forC] = [await socket.waitFor(isSet('b', false)), await socket.waitFor(isSet('c', false))];
      expect(forB.payload).toEqual({
        data: {
          customerChanges: {
            initial: false,
            changes: [{ type: 'ADDED', customer: { id, fname: 'Apart', status: true } }],
          },
        },
      });
      expect(forC.payload).toEqual({ data: { customerChanges: { initial: false, changes: [{ customer: { id } }] } } });
      // Each is the protocol's message, field for field and in its order.
      const text = socket.texts[socket.messages.indexOf(forB)];
      expect(text).toBe(JSON.stringify({ id: 'b', type: 'next', payload: forB.payload }));

      // A later set still reaches 'b' and 'c', and still none reaches 'a'.
      await call(saveMutation, { input: { ...input, id, fname: 'Apart again' } });
      await socket.waitFor((message) => message.id === 'c' && socket.messages.filter(isSet('c', false)).length === 2);
      await socket.waitFor((message) => message.id === 'b' && socket.messages.filter(isSet('b', false)).length === 2);
      expect(socket.messages.filter((message) => message.id === 'a' && !isSet('a', true)(message))).toEqual([]);
    } finally {
      socket.socket.close();
    }
  });

  it('defaults to the ACTIVE filter', async () => {
    const socket = wsClient(crm.url, { token });
    const subscription = collect<ChangeSet>(
      socket.client,
      'subscription { customerChanges { initial changes { customer { status } } } }',
    );
    try {
      const [first] = await subscription.until(1);
      expect(first!.data!.customerChanges.changes.every(({ customer }) => customer.status)).toBe(true);
    } finally {
      await socket.client.dispose();
    }
  });
});

describe('WebSocket sign-in', () => {
  let crm: TestCrm;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_ALLOWED_ORIGINS: 'https://admin.example.com' });
    ({ token } = await signUp(crm.url));
    cookie = `crm_session=${token}`;
  });
  afterAll(() => crm.dispose());

  const subscribeAs = async (headers: Record<string, string>, withToken?: string) => {
    const socket = wsClient(crm.url, { headers, token: withToken });
    const subscription = collect<ChangeSet>(socket.client, changesSubscription);
    const outcome = await Promise.race([subscription.until(1).then(() => 'subscribed' as const), socket.closed]);
    await socket.client.dispose();
    return outcome;
  };

  it('accepts the session cookie from the page’s own origin, the public URL and an allowed origin', async () => {
    const host = new URL(crm.url).host;
    expect(await subscribeAs({ cookie, origin: `http://${host}` })).toBe('subscribed');
    expect(await subscribeAs({ cookie, origin: 'https://admin.example.com' })).toBe('subscribed');
  });

  it('refuses a cookie sent from a foreign Origin with 4403', async () => {
    expect(await subscribeAs({ cookie, origin: 'https://evil.example.net' })).toEqual(
      expect.objectContaining({ code: 4403 }),
    );
  });

  it('refuses a cookie without any Origin (not a browser: it must bring its token)', async () => {
    expect(await subscribeAs({ cookie })).toEqual(expect.objectContaining({ code: 4401 }));
    expect(await subscribeAs({}, token)).toBe('subscribed');
  });

  it('closes a live socket with 4401 as soon as its session signs out', async () => {
    const other = await signUp(crm.url);
    const socket = wsClient(crm.url, { token: other.token });
    const subscription = collect<ChangeSet>(socket.client, changesSubscription);
    await subscription.until(1);
    await gql(crm.url, 'mutation { signOut }', {}, { token: other.token });
    expect(await socket.closed).toEqual(expect.objectContaining({ code: 4401 }));
    await socket.client.dispose();
  });

  it('refuses a socket whose session has ended', async () => {
    const other = await signUp(crm.url);
    await gql(crm.url, 'mutation { signOut }', {}, { token: other.token });
    expect(await subscribeAs({}, other.token)).toEqual(expect.objectContaining({ code: 4401 }));
  });
});
