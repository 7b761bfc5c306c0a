// What a hostile or broken HTTP request gets: a clear 4xx with no stack or path, and no work beyond the limits.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

// A stack frame, an absolute path of this machine, or a module folder: nothing a client should ever see.
const internals = new RegExp(`\\bat .*:\\d+|${process.cwd().replace(/[/\\\\.]/g, '\\$&')}|node_modules|file://`);

async function post(url: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { response, text: await response.text() };
}

describe('HTTP requests beyond the limits', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('refuses a document of 40,000 tiny operations at parse, by its token count', async () => {
    const query = Array.from({ length: 40_000 }, (_, i) => `query q${i}{__typename}`).join(' ');
    const { response, text } = await post(crm.url, JSON.stringify({ query, operationName: 'q1' }));
    expect(response.status).toBe(400);
    expect(JSON.parse(text).errors[0].message).toMatch(/Document contains more tha[nt] 1000 tokens/);
    expect((await fetch(`${crm.url}/healthz`)).status).toBe(200);
  });

  it('answers one operation per request', async () => {
    const { body } = await gql(crm.url, 'query A { me { email } } query B { me { uid } }', {}, { token });
    expect(body.errors?.[0]?.message).toBe('Send one operation per request; this document holds more.');
  });

  it('refuses too many directives', async () => {
    const { body } = await gql(crm.url, `{ me { email ${'@include(if: true) '.repeat(51)} } }`, {}, { token });
    expect(body.errors?.map((error) => error.message)).toContain('The operation uses 51 directives; the limit is 50.');
  });

  it.each([
    [
      'a fragment chain of 5,000',
      `{ ...F0 } ${Array.from({ length: 5000 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} }`).join(' ')} fragment F5000 on Query { me { email } }`,
    ],
    [
      'a fragment cycle of 10,000',
      `{ ...F0 } ${Array.from({ length: 10_000 }, (_, i) => `fragment F${i} on Query { ...F${(i + 1) % 10_000} }`).join(' ')}`,
    ],
  ])('answers %s with a 400, not a crash', async (_name, query) => {
    const { response, text } = await post(crm.url, JSON.stringify({ query }));
    expect(response.status).toBe(400);
    expect(text).toMatch(/more tha[nt] 1000 tokens/);
    expect(text).not.toMatch(/call stack/i);
  });

  it('answers a subscription sent over HTTP with a clear 400, to visitors too', async () => {
    for (const caller of [{ token }, {}]) {
      const { body, response } = await gql(crm.url, 'subscription { customerChanges { initial } }', {}, caller);
      expect(response.status).toBe(400);
      expect(body.errors?.[0]?.message).toBe(
        'Subscriptions are served over the WebSocket at /graphql (graphql-ws), not over HTTP.',
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('keeps introspection for signed-in users', async () => {
    const visitor = await gql(crm.url, '{ __schema { types { name } } }');
    expect(visitor.response.status).toBe(200);
    expect(visitor.body.data).toBeUndefined();
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const aliased = await gql(crm.url, '{ t: __type(name: "Customer") { name } }');
    expect(aliased.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const signedIn = await gql<{ __schema: { types: unknown[] } }>(
      crm.url,
      '{ __schema { types { name } } }',
      {},
      { token },
    );
    expect(signedIn.body.data?.__schema.types.length).toBeGreaterThan(5);
    expect((await gql(crm.url, '{ __typename me { email } }')).body.errors).toBeUndefined();
  });

  it('sends a visitor from /graphiql to the login screen, and a signed-in user through', async () => {
    const visitor = await fetch(`${crm.url}/graphiql`, { redirect: 'manual' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/');
    const signedIn = await fetch(`${crm.url}/graphiql`, {
      redirect: 'manual',
      headers: { cookie: `crm_session=${token}` },
    });
    expect(signedIn.status).not.toBe(303);
  });
});

describe('HTTP error answers', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm();
  });
  afterAll(() => crm.dispose());

  it.each([
    ['malformed JSON', () => post(crm.url, '{bad'), 400, 'The request body is not valid JSON.'],
    [
      'a body over 1 MB',
      () => post(crm.url, JSON.stringify({ query: `{ me { email } } #${'x'.repeat(1024 * 1024)}` })),
      413,
      'The request body is larger than the limit of 1 MB.',
    ],
    [
      'a charset other than UTF-8',
      () => post(crm.url, '{}', 'application/json; charset=latin1'),
      415,
      'The request body must be UTF-8 JSON.',
    ],
  ])('answers %s with JSON naming the problem, and nothing internal', async (_name, send, status, message) => {
    const { response, text } = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    expect(text).not.toMatch(internals);
  });

  it('answers bad %-encoding in a photo path with plain text and nothing internal', async () => {
    const response = await fetch(`${crm.url}/photos/workers/%E0%A4%A`);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).not.toMatch(internals);
  });

  it('logs one short line per bad request, naming its id', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = [
      jest.spyOn(console, 'log').mockImplementation(capture),
      jest.spyOn(console, 'warn').mockImplementation(capture),
      jest.spyOn(console, 'error').mockImplementation(capture),
    ];
    const quiet = process.env.CRM_LOG_QUIET;
    process.env.CRM_LOG_QUIET = 'false';
    try {
      const { response } = await post(crm.url, '{bad');
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(id);
      expect(lines[0]!.length).toBeLessThan(200);
    } finally {
      process.env.CRM_LOG_QUIET = quiet;
      for (const spy of spies) spy.mockRestore();
    }
  });
});
