// The feed client against a real server, no screen: the initial list in pages (rows before it is complete),
// then live changes, each filter its own subscription over the app's one socket.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { compareCustomers } from '../../server/domain/ordering.ts';
import { CustomerFeed } from '../../web/src/features/customers/live/customerFeed.ts';
import { addCustomer, browserSession, removeCustomer, signUp, startServer, type TestServer } from './support/crm.tsx';

let server: TestServer;
let token: string;
const count = 130; // more than the first page (100), so the initial list comes in two sets
beforeAll(async () => {
  server = await startServer();
  token = (await signUp(server)).token;
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        addCustomer(server, token, {
          fname: `First${i + j}`,
          lname: `Last${String(i + j).padStart(3, '0')}`,
          email: `c${i + j}@example.com`,
          phone: '555 000 0000',
          address: `${i + j} Feed Street`,
        }),
      ),
    );
  }
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('customer feed', () => {
  it('fills the collection page by page in name order, says when it is complete, then follows live changes', async () => {
    const { crm } = browserSession(server, token);
    const feed = new CustomerFeed(crm.client, 'ACTIVE');
    const seen: { size: number; complete: boolean }[] = [];
    feed.collection.subscribe(() => seen.push({ size: feed.collection.size, complete: feed.collection.complete }));
    expect(feed.status).toBe('loading');
    const stop = feed.start();
    try {
      await waitFor(() => expect(feed.collection.complete).toBe(true), { timeout: 10_000 });
      expect(seen[0]).toEqual({ size: 100, complete: false });
      expect(seen.at(-1)).toEqual({ size: count, complete: true });
      expect(feed.status).toBe('live');
      const rows = feed.collection.view('').customers;
      expect(rows).toEqual([...rows].sort(compareCustomers));

      const id = await addCustomer(server, token, {
        fname: 'Ada',
        lname: 'Aardvark',
        email: 'ada@example.com',
        phone: '555 000 1234',
        address: '1 Live Street',
      });
      await waitFor(() => expect(feed.collection.window(0, 1)[0]?.id).toBe(id));
      await removeCustomer(server, token, id);
      await waitFor(() => expect(feed.collection.has(id)).toBe(false));
      expect(feed.collection.size).toBe(count);
      expect(feed.collection.view('feed street').customers).toHaveLength(count);
      expect(feed.collection.view('129 feed').customers.map((customer) => customer.fname)).toEqual(['First129']);
    } finally {
      stop();
      await crm.dispose();
    }
  });

  it('gives two feeds of the same filter each their whole list (no shared subscription)', async () => {
    const { crm } = browserSession(server, token);
    const feeds = [
      new CustomerFeed(crm.client, 'ACTIVE'),
      new CustomerFeed(crm.client, 'ACTIVE'),
      new CustomerFeed(crm.client, 'REMOVED'),
    ];
    const stops = feeds.map((feed) => feed.start());
    try {
      await waitFor(() => expect(feeds.map((feed) => feed.status)).toEqual(['live', 'live', 'live']), {
        timeout: 10_000,
      });
      // REMOVED holds Ada, removed by the test above.
      await waitFor(() => expect(feeds.map((feed) => feed.collection.size)).toEqual([count, count, 1]), {
        timeout: 10_000,
      });
    } finally {
      for (const stop of stops) stop();
      await crm.dispose();
    }
  });
  it('after the socket drops, resumes from its cursor: only what changed meanwhile arrives, not the list again', async () => {
    const { crm } = browserSession(server, token);
    const feed = new CustomerFeed(crm.client, 'ACTIVE');
    const applied: Array<{ initial: boolean; changes: number }> = [];
    const apply = feed.collection.apply.bind(feed.collection);
    feed.collection.apply = (set) => {
      applied.push({ initial: set.initial, changes: set.changes.length });
      apply(set);
    };
    const stop = feed.start();
    try {
      await waitFor(() => expect(feed.collection.complete).toBe(true), { timeout: 10_000 });
      const before = feed.collection.size;
      applied.length = 0;
      // The socket goes (as on a network drop); a customer is added before it is back.
      crm.ws.terminate();
      const id = await addCustomer(server, token, {
        fname: 'Away',
        lname: 'Aardvark',
        email: 'away@example.com',
        phone: '555 000 4321',
        address: '2 Gone Street',
      });
      await waitFor(() => expect(feed.collection.has(id)).toBe(true), { timeout: 10_000 });
      expect(applied.some((set) => set.initial)).toBe(false);
      expect(applied.reduce((sum, set) => sum + set.changes, 0)).toBeLessThanOrEqual(2);
      expect(feed.collection.size).toBe(before + 1);
      await removeCustomer(server, token, id);
      await waitFor(() => expect(feed.collection.has(id)).toBe(false));
    } finally {
      stop();
      await crm.dispose();
    }
  });
});
