import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { readConfig } from '../../server/config.ts';
import { gql, signUp, startTestCrm, wsClient, collect, type TestCrm } from '../support/crmServer.ts';

describe('the HTTP server', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());

  it('answers /healthz', async () => {
    const response = await fetch(`${crm.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the store answers', async () => {
    const response = await fetch(`${crm.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('does not serve Apollo’s CDN landing page at /graphql', async () => {
    const response = await fetch(`${crm.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/apollo-server-landing-page|embeddable-sandbox|cdn\.apollographql/);
  });

  it('keeps CSRF prevention on: a simple cross-site GET query is refused', async () => {
    const response = await fetch(`${crm.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
      headers: { cookie: `crm_session=${token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
  });

  it('gives field suggestions to signed-in users only, so a visitor cannot rebuild the closed schema from them', async () => {
    expect((await gql(crm.url, '{ custmers { id } }')).body.errors?.[0]?.message).toBe(
      'Cannot query field "custmers" on type "Query".',
    );
    expect(JSON.stringify((await gql(crm.url, '{ me { emial } }')).body)).not.toMatch(/Did you mean/);
    expect((await gql(crm.url, '{ custmers { id } }', {}, { token })).body.errors?.[0]?.message).toMatch(
      /Did you mean "customers"/,
    );
  });

  it('answers a GET query carrying an Authorization header (urql’s default), and still refuses a mutation over GET', async () => {
    const get = (query: string) =>
      fetch(`${crm.url}/graphql?query=${encodeURIComponent(query)}`, { headers: { authorization: `Bearer ${token}` } });
    const read = await get('{ me { email } }');
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { me: { email: string } } }).data.me.email).toMatch(/@example\.com$/);
    const write = await get('mutation { signOut }');
    expect(write.status).toBe(405);
    // The session still works: the mutation did not run.
    expect((await gql(crm.url, '{ me { email } }', {}, { token })).body.data).toMatchObject({
      me: { email: expect.stringMatching(/@/) },
    });
  });

  it('refuses operations nested too deep or with too many aliases, over HTTP and WebSocket', async () => {
    const nested = (levels: number) =>
      `{ __schema { types { fields { type ${'{ ofType '.repeat(levels - 5)}{ name }${' }'.repeat(levels - 5)} } } } }`;
    expect((await gql(crm.url, nested(20), {}, { token })).body.errors).toBeUndefined();
    const tooDeep = await gql(crm.url, nested(21), {}, { token });
    expect(tooDeep.body.errors?.[0]?.message).toBe('The operation is nested 21 levels deep; the limit is 20.');
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: me { email }`).join(' ')} }`;
    const tooMany = await gql(crm.url, aliases, {}, { token });
    expect(tooMany.body.errors?.[0]?.message).toMatch(/uses 31 aliases; the limit is 30/);

    const socket = wsClient(crm.url, { token });
    const subscription = collect(
      socket.client,
      `subscription { ${Array.from({ length: 31 }, (_, i) => `a${i}: customerChanges { initial }`).join(' ')} }`,
    );
    await expect(async () => subscription.until(1, 1000)).rejects.toThrow();
    expect(JSON.stringify(subscription.failure)).toMatch(/aliases; the limit is 30/);
    await socket.client.dispose();
  });

  const explorerQuery = getIntrospectionQuery({
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
    oneOf: true,
  });

  it('lets the full introspection query of explorers such as GraphiQL through the limits', async () => {
    const { body } = await gql<{ __schema: { types: unknown[] } }>(crm.url, explorerQuery, {}, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema.types.length).toBeGreaterThan(10);
  });

  it('describes every type, field, argument, input field and enum value it shows the explorer', async () => {
    const { body } = await gql<IntrospectionQuery>(crm.url, explorerQuery, {}, { token });
    const undescribed: string[] = [];
    const check = (place: string, described: { description?: string | null }) => {
      if (!described.description?.trim()) undescribed.push(place);
    };
    for (const type of body.data!.__schema.types.filter((candidate) => !candidate.name.startsWith('__'))) {
      check(type.name, type);
      if (type.kind === 'OBJECT' || type.kind === 'INTERFACE') {
        for (const field of type.fields) {
          check(`${type.name}.${field.name}`, field);
          for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg);
        }
      }
      if (type.kind === 'INPUT_OBJECT')
        for (const field of type.inputFields) check(`${type.name}.${field.name}`, field);
      if (type.kind === 'ENUM') for (const value of type.enumValues) check(`${type.name}.${value.name}`, value);
    }
    for (const directive of body.data!.__schema.directives) check(`@${directive.name}`, directive);
    expect(undescribed).toEqual([]);
  });

  it('hides unexpected errors and never leaks a stack trace', async () => {
    const { body } = await gql(crm.url, '{ customers(filter: NOPE) { id } }', {}, { token });
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('closes sockets and stops listening on close', async () => {
    const other = await startTestCrm();
    const { token: otherToken } = await signUp(other.url);
    const socket = wsClient(other.url, { token: otherToken });
    collect(socket.client, 'subscription { customerChanges { initial } }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await other.dispose();
    expect((await socket.closed).code).toBeGreaterThanOrEqual(1000);
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow();
    await socket.client.dispose();
  });
});

describe('configuration', () => {
  it('names the variable when a value is bad', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/^PORT: /);
    expect(() => readConfig({ CRM_STORE: 'mongo' })).toThrow(/^CRM_STORE: must be one of sqlite, firestore/);
    expect(() => readConfig({ CRM_AUTH: 'ldap' })).toThrow(/^CRM_AUTH: /);
    expect(() => readConfig({ CRM_SEED_DEMO: 'maybe' })).toThrow(/^CRM_SEED_DEMO: /);
    expect(() => readConfig({ CRM_PUBLIC_URL: 'ftp://x' })).toThrow(/^CRM_PUBLIC_URL: /);
    expect(() => readConfig({ CRM_ALLOWED_ORIGINS: 'https://ok.example.com, nonsense' })).toThrow(
      /^CRM_ALLOWED_ORIGINS: /,
    );
  });

  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      store: 'sqlite',
      auth: 'local',
      seedDemo: true,
      publicUrl: 'http://localhost:4000',
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });
});

describe('operation limits', () => {
  it('measures a document of fragments that spread each other twice in linear time, and refuses it', async () => {
    const crm = await startTestCrm();
    try {
      // 40 fragments, each spreading the next twice: 2^40 fields if expanded naively.
      const fragments = Array.from({ length: 40 }, (_, i) =>
        i === 39 ? `fragment F${i} on Query { me { email } }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
      ).join('\n');
      // Measured naively this would run for hours, far past the test's time limit.
      const { body } = await gql(crm.url, `query Bomb { ...F0 }\n${fragments}`);
      expect(body.errors?.[0]?.message).toMatch(/^'Bomb' selects \d+ fields; the limit is 2000\.$/);
    } finally {
      await crm.dispose();
    }
  });
});
