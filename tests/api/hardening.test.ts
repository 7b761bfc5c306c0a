// What attacking the server from outside found: client mistakes answered 400 with a clear message (not 500),
// and the security headers on every response.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

const post = (url: string, body: string) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('requests that attack the server', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('answers an operationName that names no operation in the document with 400 and says so', async () => {
    const response = await post(
      crm.url,
      JSON.stringify({ query: 'query Me { me { email } }', operationName: 'Other' }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]).toMatchObject({
      message: 'Unknown operation named "Other".',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('answers variables nested 100,000 levels deep with 400, not 500', async () => {
    const depth = 100_000;
    const variables = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    // A signed-in customers list: its answer cache keyed on the variables' JSON text overflowed the stack.
    const response = await fetch(`${crm.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"query":"query Q($s: String) { customers(search: $s) { id } }","variables":{"s":"x","deep":${variables}}}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0]!.message).toBe('The request body is nested deeper than the limit of 32 levels.');
    // The server is still there.
    expect((await fetch(`${crm.url}/healthz`)).status).toBe(200);
  });

  it('answers a body of hundreds of thousands of values with 400 before parsing it, and takes a full import batch', async () => {
    // 300,000 empty objects in 1 MB: parsed, each such body held some 30 MB of the server's memory.
    const many = `{"query":"{ __typename }","variables":{"a":[${'{},'.repeat(300_000)}{}]}}`;
    const response = await post(crm.url, many);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]).toEqual({
      message: 'The request body holds more than the limit of 32768 values.',
      extensions: { code: 'BAD_REQUEST' },
    });
    // Commas and brackets inside strings are text, not values; the largest request the app sends still goes through.
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      fname: `Row${i}`,
      lname: 'Many,[{',
      email: `row${i}@example.com`,
      phone: `555 010 ${String(i).padStart(4, '0')}`,
      address: '1 Comma, Bracket [Street]',
      notes: 'a, b, c, {d}',
    }));
    const batch = await fetch(`${crm.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation ($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { created } }',
        variables: { rows },
      }),
    });
    expect(
      ((await batch.json()) as { data: { importCustomers: { created: number } } }).data.importCustomers.created,
    ).toBe(1000);
  });
});

describe('security headers', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm();
  });
  afterAll(() => crm.dispose());

  it("are on every response: a CSP with no inline script but the pages' own (by its hash) and the server's one (by a nonce), that no site may frame, no sniffing, a referrer policy, no HSTS over http", async () => {
    for (const path of ['/healthz', '/graphql', '/', '/graphiql', '/export/customers.csv', '/no-such-page']) {
      const response = await fetch(`${crm.url}${path}`, { redirect: 'manual' });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect({
        path,
        frameAncestors: /frame-ancestors 'none'/.test(csp),
        defaultSelf: /default-src 'self'/.test(csp),
      }).toEqual({
        path,
        frameAncestors: true,
        defaultSelf: true,
      });
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}' 'nonce-[A-Za-z0-9+/=]{24}'(;|$)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add Strict-Transport-Security when CRM_PUBLIC_URL is https', async () => {
    const secure = await startTestCrm({ CRM_PUBLIC_URL: 'https://crm.example.com' });
    try {
      const response = await fetch(`${secure.url}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.dispose();
    }
  });
});
