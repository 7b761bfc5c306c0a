// Fair limits for API clients, through the real server: a key or account past its request budget gets 429 with the
// IETF draft's RateLimit fields and Retry-After, and gets through again after it; writes, imports and exports (by their
// rows) cost more than reads; sockets and every session of an account spend the same budget (RATE_LIMITED with
// retryAfter); an account holds a bounded number of live sessions. The budget's window is two seconds here (a minute in
// production) so the test can wait it out.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  gql,
  signInMutation,
  sleep,
  startTestCrm,
  tempDataDir,
  uniqueEmail,
  wsClient,
  type TestCrm,
} from '../support/crmServer.ts';
import { createApiKey, signUp } from '../support/team.ts';
import { apiBudgetCosts, socketCloseCodes, socketLimits } from '../../server/limits.ts';
import { seedCustomers } from '../support/seedCustomers.ts';

const budget = 6;
const windowSeconds = 2;
const read = '{ customers { id } }';
const save = 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const input = (n: number) => ({
  fname: 'Rita',
  lname: `Limit${n}`,
  email: `rita${n}@example.com`,
  phone: `555 030 ${String(1000 + n)}`,
  address: '1 Budget Lane',
});

describe('API request budgets', () => {
  let crm: TestCrm;
  let ownerToken: string;
  beforeAll(async () => {
    crm = await startTestCrm({}, { apiBudget: { perMinute: budget, windowSeconds } });
    ownerToken = (await signUp(crm.url)).token;
  });
  afterAll(() => crm.dispose());

  it('answers a key past its budget with 429, RateLimit, RateLimit-Policy and Retry-After, and lets it through after Retry-After', async () => {
    const key = await createApiKey(crm.url, ownerToken, 'VIEWER');
    for (let n = 1; n <= budget; n++) {
      const { response } = await gql(crm.url, read, {}, { token: key.secret });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toBe(`"default";q=${budget};w=${windowSeconds}`);
      expect(response.headers.get('ratelimit')).toMatch(new RegExp(`^"default";r=${budget - n};t=[12]$`));
    }
    const { body, response } = await gql(crm.url, read, {}, { token: key.secret });
    expect(response.status).toBe(429);
    expect(response.headers.get('ratelimit')).toMatch(/^"default";r=0;t=[12]$/);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter });
    expect(body.data ?? null).toBeNull();

    await sleep(retryAfter * 1000 + 100);
    const again = await gql(crm.url, read, {}, { token: key.secret });
    expect(again.response.status).toBe(200);
    expect(again.body.errors).toBeUndefined();
  });

  it('counts writes and imports higher than reads, per account, apart from other accounts', async () => {
    const { token } = await signUp(crm.url, uniqueEmail('writer'));
    const first = await gql(crm.url, save, { input: input(1) }, { token });
    expect(first.response.headers.get('ratelimit')).toMatch(new RegExp(`^"default";r=${budget - 2};`));
    const imported = await gql(
      crm.url,
      'mutation ($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created } }',
      { rows: Array.from({ length: 150 }, (_, n) => input(100 + n)) },
      { token },
    );
    // Two for the write, and one per hundred rows.
    expect(imported.response.headers.get('ratelimit')).toMatch(/^"default";r=0;/);
    expect((await gql(crm.url, read, {}, { token })).response.status).toBe(429);
    // Another session's budget is its own.
    expect((await gql(crm.url, read, {}, { token: ownerToken })).response.status).toBe(200);
  });

  it('spends the same budget over the socket: an operation past it gets RATE_LIMITED with retryAfter', async () => {
    const { token } = await signUp(crm.url, uniqueEmail('socket'));
    for (let n = 0; n < budget; n++) await gql(crm.url, read, {}, { token });
    const { client } = wsClient(crm.url, { token });
    try {
      const error = await new Promise<unknown>((resolve) =>
        client.subscribe({ query: read }, { next: () => resolve(null), error: resolve, complete: () => undefined }),
      );
      expect(error).toEqual([
        expect.objectContaining({ extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) } }),
      ]);
    } finally {
      await client.dispose();
    }
  });
});

// Tests that need not wait a window out get a long one, so a slow machine cannot refill the budget halfway through.
describe('API request budgets spent by exports and shared by sessions', () => {
  const longWindowSeconds = 60;
  let crm: TestCrm;
  let ownerToken: string;
  /** Two export points' worth, so the test sees the rows priced */
  const seeded = 2 * apiBudgetCosts.exportRowsPerPoint;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    await seedCustomers(dataDir, seeded);
    crm = await startTestCrm(
      { CRM_DATA_DIR: dataDir },
      { apiBudget: { perMinute: budget, windowSeconds: longWindowSeconds } },
    );
    ownerToken = (await signUp(crm.url)).token;
  });
  afterAll(() => crm.dispose());

  it('prices exports by their rows, and refuses a key past its budget every download with 429 and the RateLimit fields', async () => {
    const key = await createApiKey(crm.url, ownerToken, 'MEMBER');
    const download = (path: string) =>
      fetch(`${crm.url}${path}`, { headers: { authorization: `Bearer ${key.secret}` } });
    const exported = await download('/export/customers.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('ratelimit')).toMatch(new RegExp(`^"default";r=${budget - 1};`));
    // The seeded customers and the earlier tests' few: a read, then one point per exportRowsPerPoint rows sent (two
    // here), so the next read leaves budget - 4.
    const rows = (await exported.text()).trim().split('\n').length - 1;
    expect(Math.floor(rows / apiBudgetCosts.exportRowsPerPoint)).toBe(2);
    expect((await gql(crm.url, read, {}, { token: key.secret })).response.headers.get('ratelimit')).toMatch(
      new RegExp(`^"default";r=${budget - 4};`),
    );
    for (let n = 0; n < budget - 4; n++) await gql(crm.url, read, {}, { token: key.secret });

    const customerId = ((await gql<{ customers: Array<{ id: string }> }>(crm.url, read, {}, { token: ownerToken })).body
      .data?.customers ?? [])[0]!.id;
    for (const path of ['/export/customers.csv', '/export/customers.xlsx', `/export/customers/${customerId}.json`]) {
      const refused = await download(path);
      expect([path, refused.status, await refused.text()]).toEqual([
        path,
        429,
        expect.stringMatching(/^Too many requests/),
      ]);
      expect(refused.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/);
      expect(refused.headers.get('ratelimit-policy')).toBe(`"default";q=${budget};w=${longWindowSeconds}`);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('shares one budget among all the sessions of an account: signing in again brings no fresh budget', async () => {
    const { email, token } = await signUp(crm.url, uniqueEmail('twice'));
    // Signed in again first: a sign-in takes longer than this test's two-second window.
    const again = await gql<{ signIn: { token: string } }>(crm.url, signInMutation, { email, password: 'secret123' });
    const second = again.body.data!.signIn.token;
    for (let n = 0; n < budget; n++) await gql(crm.url, read, {}, { token });
    expect((await gql(crm.url, read, {}, { token: second })).response.status).toBe(429);
    expect(
      (await fetch(`${crm.url}/export/customers.csv`, { headers: { authorization: `Bearer ${second}` } })).status,
    ).toBe(429);
  });
});

describe('live sessions per account', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm();
  });
  afterAll(() => crm.dispose());

  it(`closes a socket of one session more than ${socketLimits.sessionsPerAccount} per account with ${socketCloseCodes.tooManySessions}`, async () => {
    const { email } = await signUp(crm.url);
    const tokens: string[] = [];
    for (let n = 0; n <= socketLimits.sessionsPerAccount; n++) {
      const { body } = await gql<{ signIn: { token: string } }>(crm.url, signInMutation, {
        email,
        password: 'secret123',
      });
      tokens.push(body.data!.signIn.token);
    }
    const sockets = tokens.slice(0, socketLimits.sessionsPerAccount).map((token) => wsClient(crm.url, { token }));
    try {
      for (const { client } of sockets)
        await new Promise((resolve) =>
          client.subscribe({ query: '{ me { email } }' }, { next: resolve, error: resolve, complete: () => undefined }),
        );
      const extra = wsClient(crm.url, { token: tokens.at(-1)! });
      const { code, reason } = await extra.closed;
      expect({ code, reason }).toEqual({
        code: socketCloseCodes.tooManySessions,
        reason: 'Too many live sessions for this account',
      });
      // A session that already holds sockets may open more.
      const more = wsClient(crm.url, { token: tokens[0]! });
      const answer = await new Promise((resolve) =>
        more.client.subscribe(
          { query: '{ me { email } }' },
          { next: resolve, error: resolve, complete: () => undefined },
        ),
      );
      expect(answer).toEqual({ data: { me: { email } } });
      await more.client.dispose();
    } finally {
      for (const { client } of sockets) await client.dispose();
    }
  }, 60_000);

  it(`answers a live operation past ${socketLimits.operationsPerAccount} on one account's sockets with an error`, async () => {
    const { email } = await signUp(crm.url);
    const perSocket = socketLimits.operationsPerSocket;
    const sessions = Math.ceil(socketLimits.operationsPerAccount / (2 * perSocket)) + 1;
    const clients = [];
    try {
      const outcomes: Array<Promise<string>> = [];
      for (let n = 0; n < sessions; n++) {
        const { body } = await gql<{ signIn: { token: string } }>(crm.url, signInMutation, {
          email,
          password: 'secret123',
        });
        for (let socket = 0; socket < 2; socket++) {
          const { client } = wsClient(crm.url, { token: body.data!.signIn.token });
          clients.push(client);
          for (let op = 0; op < perSocket && outcomes.length <= socketLimits.operationsPerAccount; op++) {
            outcomes.push(
              new Promise((resolve) =>
                client.subscribe(
                  { query: 'subscription { customerChanges { initial } }' },
                  {
                    next: () => resolve('live'),
                    error: (error) => resolve(JSON.stringify(error)),
                    complete: () => undefined,
                  },
                ),
              ),
            );
            // One at a time, so the count each sees is the one before it.
            await outcomes.at(-1);
          }
        }
      }
      const results = await Promise.all(outcomes);
      expect(results.filter((result) => result === 'live')).toHaveLength(socketLimits.operationsPerAccount);
      expect(results.at(-1)).toContain(
        `Too many operations at once on this account's sockets; the limit is ${socketLimits.operationsPerAccount}.`,
      );
    } finally {
      for (const client of clients) await client.dispose();
    }
  }, 60_000);
});
