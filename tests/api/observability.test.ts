// What operators read: GET /metrics (Prometheus text, behind CRM_METRICS_TOKEN or on CRM_METRICS_PORT) and one JSON
// log line per request with its id, operation, user and duration, and nothing secret or personal.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  collect,
  gql,
  signUp,
  startTestCrm,
  tempDataDir,
  uniqueEmail,
  wsClient,
  type TestCrm,
} from '../support/crmServer.ts';

const metricsToken = 'metrics-token-for-the-tests';
const importRows = `mutation Import($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { importId created updated skipped failed { row } } }`;
const row = (lname: string, phone: string) => ({
  fname: 'Metric',
  lname,
  email: `${lname.toLowerCase()}@example.com`,
  phone,
  address: '1 Metric Street',
});

/** A metric's value in Prometheus text, by name and labels as written ('' for none). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics behind CRM_METRICS_TOKEN', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_METRICS_TOKEN: metricsToken });
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  const scrape = () => fetch(`${crm.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });

  it('refuses a scrape without the token', async () => {
    expect((await fetch(`${crm.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${crm.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status,
    ).toBe(401);
  });

  it('counts requests and latency by operation, sockets and subscriptions, store calls, sign-in failures and imported rows', async () => {
    await gql(crm.url, 'query Me { me { email } }', {}, { token });
    await gql(
      crm.url,
      'mutation SignIn($email: String!) { signIn(email: $email, password: "not-the-password") { token } }',
      { email: uniqueEmail('nobody') },
    );
    await gql(
      crm.url,
      importRows,
      {
        rows: [
          row('Alpha', '+1 212 555 0101'),
          row('Beta', '+1 212 555 0102'),
          { ...row('Gamma', '+1 212 555 0103'), email: 'not an email' },
        ],
      },
      { token },
    );
    const socket = wsClient(crm.url, { token });
    try {
      const feed = collect(socket.client, 'subscription { customerChanges(filter: ALL) { initial } }');
      await feed.until(1);
      const response = await scrape();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(valueOf(text, 'crm_requests_total{operation="Me",status="200"}')).toBe(1);
      expect(valueOf(text, 'crm_request_duration_seconds_count{operation="Me"}')).toBe(1);
      expect(valueOf(text, 'crm_live_sockets')).toBe(1);
      expect(valueOf(text, 'crm_live_subscriptions')).toBe(1);
      expect(valueOf(text, 'crm_sign_in_failures_total{code="auth/invalid-credential"}')).toBe(1);
      expect(valueOf(text, 'crm_import_rows_total{outcome="created"}')).toBe(2);
      expect(valueOf(text, 'crm_import_rows_total{outcome="failed"}')).toBe(1);
      expect(valueOf(text, 'crm_store_call_duration_seconds_count{store="sqlite",call="importBatch"}')).toBe(1);
      expect(text).toMatch(/^crm_process_resident_memory_bytes \d+/m);
    } finally {
      await socket.client.dispose();
    }
  });
});

describe('GET /metrics on CRM_METRICS_PORT', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_METRICS_PORT: '0', CRM_METRICS_TOKEN: metricsToken });
  });
  afterAll(() => crm.dispose());

  it('is served on that port without a token, and not on the app’s', async () => {
    expect(crm.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await fetch(crm.metricsUrl!);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^# HELP crm_requests_total/m);
    expect((await fetch(`${crm.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).status).toBe(
      404,
    );
  });
});

describe('the request log', () => {
  let server: ChildProcess;
  let url = '';
  const lines: string[] = [];
  const dataDir = tempDataDir();
  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CRM_DATA_DIR: dataDir,
        CRM_LOG_QUIET: 'false',
        CRM_SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const input = createInterface({ input: server.stdout! });
    await new Promise<void>((resolve) => {
      input.on('line', (line) => {
        lines.push(line);
        const match = /listening on (http:\/\/[^;\s)]+)/.exec(line);
        if (match) {
          url = match[1]!;
          resolve();
        }
      });
    });
  }, 60_000);
  afterAll(() => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one JSON line per request with its id, operation, user and duration, and no secret, token or customer field', async () => {
    const password = 'a-password-never-logged';
    const account = await signUp(url, uniqueEmail('logged'), password);
    const customer = {
      fname: 'Secretive',
      lname: 'Personfield',
      email: 'private.person@example.com',
      phone: '+1 212 555 0142',
      address: '42 Hidden Lane',
      notes: 'confidential note',
    };
    const saved = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({
        query: 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        operationName: 'Save',
        variables: { input: customer },
      }),
    });
    const requestId = saved.headers.get('x-request-id');
    await fetch(`${url}/export/customers.csv?search=Secretive`, {
      headers: { authorization: `Bearer ${account.token}` },
    }).then((response) => response.text());
    const deadline = Date.now() + 5000;
    const entries = () =>
      lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = () =>
      entries().some((entry) => entry.requestId === requestId) &&
      entries().some((entry) => entry.route === '/export/customers.csv');
    while (!logged() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const line = entries().find((entry) => entry.requestId === requestId);
    expect(line).toEqual({
      level: 30,
      time: expect.any(String),
      msg: 'request',
      requestId,
      method: 'POST',
      route: '/graphql',
      operation: 'Save',
      userId: account.uid,
      status: 200,
      durationMs: expect.any(Number),
    });
    const everything = lines.join('\n');
    for (const secret of [
      password,
      account.token,
      customer.fname,
      customer.lname,
      customer.email,
      customer.phone,
      customer.address,
      customer.notes,
      'Secretive',
    ]) {
      expect({ secret, logged: everything.includes(secret) }).toEqual({ secret, logged: false });
    }
    expect(
      entries()
        .filter((entry) => entry.route === '/export/customers.csv')
        .map(({ status, userId }) => ({ status, userId })),
    ).toEqual([{ status: 200, userId: null }]);
  });
});
