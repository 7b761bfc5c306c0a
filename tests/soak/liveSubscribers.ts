// 2. Live subscribers under writes for SOAK_SECONDS (60 by default): each list as the store has it, in order.
import WebSocket from 'ws';
import { gql, sleep, wsUrl } from '../support/crmServer.ts';
import { report } from './verdicts.ts';
import type { Server } from './soakServer.ts';

const subscriberSeconds = Number(process.env.SOAK_SECONDS ?? 60);

interface Message {
  type: string;
  id?: string;
  payload?: {
    data?: {
      customerChanges?: {
        initial: boolean;
        complete: boolean;
        changes: Array<{ type: string; customer: { id: string; notes: string; status: boolean } }>;
      };
    };
  };
}

function subscriber(url: string, token: string) {
  const socket = new WebSocket(wsUrl(url), 'graphql-transport-ws');
  const list = new Map<string, { notes: string; status: boolean }>();
  const seen = new Map<string, number>();
  let misordered = 0;
  let complete = false;
  socket.on('open', () =>
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
  );
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.type === 'connection_ack') {
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          id: '1',
          payload: {
            query:
              'subscription { customerChanges(filter: ALL) { initial complete changes { type customer { id notes status } } } }',
          },
        }),
      );
      return;
    }
    const set = message.payload?.data?.customerChanges;
    if (!set) return;
    if (set.initial) list.clear();
    complete = set.complete;
    for (const { type, customer } of set.changes) {
      // Each write puts a growing counter in notes: a subscriber must never see one go back or repeat.
      const counter = Number(customer.notes.split(' ')[1] ?? 0);
      if (counter < (seen.get(customer.id) ?? 0)) misordered += 1;
      seen.set(customer.id, counter);
      if (type === 'REMOVED') list.delete(customer.id);
      else list.set(customer.id, { notes: customer.notes, status: customer.status });
    }
  });
  return {
    socket,
    list,
    get misordered() {
      return misordered;
    },
    get complete() {
      return complete;
    },
  };
}

export async function liveSubscribers(server: Server, tokens: string[]) {
  const token = tokens[0]!;
  const subscribers = Array.from({ length: 200 }, (_, i) => subscriber(server.url, tokens[Math.floor(i / 50)]!));
  const deadline = Date.now() + 30_000;
  while (subscribers.some((s) => !s.complete) && Date.now() < deadline) await sleep(100);
  const save = 'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
  let writes = 0;
  const until = Date.now() + subscriberSeconds * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async (_, writer) => {
      // Each writer edits only its own customers, so its counters are in commit order.
      const ids: string[] = [];
      const counters = new Map<string, number>();
      while (Date.now() < until) {
        const id = ids.length > 5 && writes % 3 ? ids[(writes * 7) % ids.length]! : undefined;
        const counter = (counters.get(id ?? '') ?? 0) + 1;
        const input = {
          ...(id && { id }),
          fname: 'Soak',
          lname: `Writer${writer}`,
          email: 'soak@example.com',
          phone: '555 0100 200',
          address: '1 Soak Street',
          notes: `n ${counter}`,
        };
        const { body } = await gql<{ saveCustomer: { id: string } }>(server.url, save, { input }, { token });
        const saved = body.data?.saveCustomer.id;
        if (saved) {
          if (!id) ids.push(saved);
          counters.set(saved, counter);
          writes += 1;
        }
        if (writes % 10 === 0 && ids.length) {
          const target = ids[writes % ids.length]!;
          await gql(
            server.url,
            `mutation($id: ID!) { ${writes % 20 ? 'removeCustomer' : 'restoreCustomer'}(id: $id) { id } }`,
            { id: target },
            { token },
          );
        }
        await sleep(20);
      }
    }),
  );
  await sleep(2000);
  const { body } = await gql<{ customers: Array<{ id: string; notes: string; status: boolean }> }>(
    server.url,
    '{ customers(filter: ALL) { id notes status } }',
    {},
    { token },
  );
  const store = new Map(body.data!.customers.map((c) => [c.id, { notes: c.notes, status: c.status }]));
  const differing = subscribers.filter(
    (s) => JSON.stringify([...s.list].sort()) !== JSON.stringify([...store].sort()),
  ).length;
  const misordered = subscribers.reduce((sum, s) => sum + s.misordered, 0);
  for (const s of subscribers) s.socket.terminate();
  report(
    `200 subscribers under writes for ${subscriberSeconds} s`,
    `${writes} writes (${(writes / subscriberSeconds).toFixed(0)}/s); lists differing from the store at the end: ${differing}; changes seen out of order: ${misordered}`,
    differing === 0 && misordered === 0,
  );
}

// ---- 3. kill -9 during acknowledged writes ------------------------------------------------------------------
