// What a WebSocket client can make the server hold: small messages until it authenticates, bounded unread data,
// a bounded number of operations, and pings that must really be answered.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'node:net';
import WebSocket from 'ws';
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../server/domain/autoId.ts';
import { socketLimits } from '../../server/limits.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';
import { collect, signUp, sleep, startTestCrm, tempDataDir, wsClient, type TestCrm } from '../support/crmServer.ts';
import { rawSocket } from '../support/rawSocket.ts';

/** Resolves with the close event, or with 'open' when the socket is still open after `ms`. */
function closedWithin(closed: Promise<{ code: number }>, ms: number) {
  return Promise.race([closed, sleep(ms).then(() => 'open' as const)]);
}

const changes = 'subscription { customerChanges(filter: ALL) { initial complete changes { customer { id notes } } } }';

describe('socket limits', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    // About 4 MB of customers, so a few initial sets pass the bound on unread data.
    const dataDir = tempDataDir();
    const db = openDatabase(dataDir);
    const store = new SqliteCustomerStore(db);
    const notes = 'n'.repeat(4000);
    for (let i = 0; i < 1000; i++) {
      await store.create(newAutoId(randomBytes), {
        fname: `First${i}`,
        lname: `Last${i}`,
        email: `c${i}@example.com`,
        phone: '555 0100 200',
        phoneNormalized: null,
        address: '1 Long Road',
        notes,
      });
    }
    db.close();
    // A client that reads nothing for two seconds counts as stalled here (10 s in production): long enough that the
    // reading client, which shares this process with the server, is not taken for stalled while a busy suite runs.
    crm = await startTestCrm(
      { CRM_DATA_DIR: dataDir },
      { socketTimings: { ...socketLimits, slowReaderGraceMs: 2_000 } },
    );
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('sends a reading client ten 4 MB initial lists at once without closing it', async () => {
    const client = rawSocket(crm.url);
    await client.start(token);
    for (let i = 1; i <= 10; i++) client.send({ type: 'subscribe', id: String(i), payload: { query: changes } });
    for (let i = 1; i <= 10; i++)
      await client.waitFor(
        (message) =>
          message.type === 'next' &&
          message.id === String(i) &&
          JSON.stringify(message.payload).includes('"complete":true'),
        20_000,
      );
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('closes a socket whose message holds more values than a request body may (4400), before parsing it', async () => {
    const client = rawSocket(crm.url);
    await client.start(token);
    client.socket.send(
      `{"type":"subscribe","id":"1","payload":{"query":"{ __typename }","variables":{"a":[${'{},'.repeat(100_000)}{}]}}}`,
    );
    expect(await client.closed).toEqual({ code: 4400, reason: 'Message holds too many values' });
  });

  it('closes a socket that stops reading once its unread data passes the bound (4008)', async () => {
    const client = rawSocket(crm.url);
    await client.start(token);
    const tcp = (client.socket as unknown as { _socket: Socket })._socket;
    tcp.pause();
    for (let i = 1; i <= 10; i++) client.send({ type: 'subscribe', id: String(i), payload: { query: changes } });
    await sleep(4_000);
    tcp.resume();
    expect(await client.closed).toEqual({ code: 4008, reason: 'Slow reader: too much unread data' });
  });

  it('answers an operation beyond 20 at once on one socket with an error, and keeps the socket', async () => {
    const client = rawSocket(crm.url);
    await client.start(token);
    for (let i = 1; i <= 21; i++)
      client.send({
        type: 'subscribe',
        id: String(i),
        payload: { query: 'subscription { customerChanges(filter: REMOVED) { initial } }' },
      });
    const refused = await client.waitFor((message) => message.type === 'error');
    expect(refused).toEqual({
      type: 'error',
      id: '21',
      payload: [expect.objectContaining({ message: 'Too many operations at once on this socket; the limit is 20.' })],
    });
    await client.waitFor((message) => message.type === 'next' && message.id === '20');
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('closes a socket whose first message passes 16 KiB (1009), and allows the HTTP limit once authenticated', async () => {
    const visitor = rawSocket(crm.url);
    await visitor.opened;
    visitor.send({
      type: 'connection_init',
      payload: { authorization: `Bearer ${token}`, padding: 'x'.repeat(100 * 1024) },
    });
    expect((await visitor.closed).code).toBe(1009);

    const member = rawSocket(crm.url);
    await member.start(token);
    const input = {
      fname: 'Big',
      lname: 'Notes',
      email: 'big@example.com',
      phone: '555 0100 200',
      address: '1 Long Road',
      notes: 'n'.repeat(200 * 1024),
    };
    const save = 'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
    member.send({ type: 'subscribe', id: 'big', payload: { query: save, variables: { input } } });
    const answer = await member.waitFor((message) => message.id === 'big' && message.type === 'next');
    expect(JSON.stringify(answer)).toContain('Please insert at most 5000 characters');
    member.send({
      type: 'subscribe',
      id: 'huge',
      payload: { query: save, variables: { input: { ...input, notes: 'n'.repeat(1100 * 1024) } } },
    });
    expect((await member.closed).code).toBe(1009);
  });

  it('answers a fragment chain of 5,000 over the socket with an error, not a crash', async () => {
    const client = rawSocket(crm.url);
    await client.start(token);
    const query = `{ ...F0 } ${Array.from({ length: 5000 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} }`).join(' ')} fragment F5000 on Query { me { email } }`;
    client.send({ type: 'subscribe', id: 'chain', payload: { query } });
    const refused = await client.waitFor((message) => message.id === 'chain');
    expect(refused.type).toBe('error');
    expect(JSON.stringify(refused.payload)).toMatch(/more tha[nt] 1000 tokens/);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('answers signOut over the socket before closing it with 4401', async () => {
    const other = await signUp(crm.url);
    const socket = wsClient(crm.url, { token: other.token });
    const signOut = collect<{ signOut: boolean }>(socket.client, 'mutation { signOut }');
    expect((await signOut.until(1))[0]?.data).toEqual({ signOut: true });
    expect(await socket.closed).toEqual(expect.objectContaining({ code: 4401 }));
    await socket.client.dispose();
  });

  it('counts the Origin’s scheme: https on this http server is a foreign origin (4403)', async () => {
    const host = new URL(crm.url).host;
    const socket = wsClient(crm.url, { headers: { cookie: `crm_session=${token}`, origin: `https://${host}` } });
    collect(socket.client, changes);
    expect(await socket.closed).toEqual(expect.objectContaining({ code: 4403 }));
    await socket.client.dispose();
  });
});

describe('socket keep-alive', () => {
  it('terminates a socket that does not answer pings, whatever pongs it sends on its own', async () => {
    // Pinged every 300 ms instead of 12 s, so the test need not wait long.
    const crm = await startTestCrm({}, { socketTimings: { ...socketLimits, keepAliveMs: 300 } });
    const { token } = await signUp(crm.url);
    const answering = rawSocket(crm.url);
    await answering.start(token);
    const silent = rawSocket(crm.url, { autoPong: false });
    await silent.start(token);
    const unsolicited = setInterval(() => silent.socket.pong('still here'), 100);
    try {
      expect(await closedWithin(silent.closed, 3000)).toEqual(expect.objectContaining({ code: 1006 }));
      expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      clearInterval(unsolicited);
      answering.socket.close();
      await crm.dispose();
    }
  });
});
