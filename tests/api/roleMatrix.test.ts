// The role matrix, through the real server on each store: every root field, subscription and HTTP route, asked by
// each role, a visitor, a deactivated member, and revoked, expired and live API keys.
// The matrix itself is in tests/support/roleMatrix.ts.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildSchema } from 'graphql';
import { collect, gql, sleep, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { createApiKey, deactivate, joinAs, must, signUp, type Role } from '../support/team.ts';
import { calls, lowestRole, rank, subscriptions, type Principal } from '../support/roleMatrix.ts';

afterAll(stopStoreEmulator);

it('has a row for every root field of the schema but the visitor ones', () => {
  const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
  const roots = {
    Query: schema.getQueryType()!,
    Mutation: schema.getMutationType()!,
    Subscription: schema.getSubscriptionType()!,
  };
  const fields = Object.entries(roots).flatMap(([type, root]) =>
    Object.keys(root.getFields()).map((field) => `${type}.${field}`),
  );
  const tested = new Set([
    ...Object.keys(lowestRole),
    ...Object.keys(subscriptions).map((name) => name.split(' ')[0]!),
  ]);
  // Signing in, and a person's own password, devices, second factor and passkeys: open to every role (signIn.test.ts);
  // so are one's own language and region (preferences.test.ts).
  const visitorOrSession = [
    'Query.me',
    'Query.invitationByToken',
    'Mutation.signIn',
    'Mutation.signUp',
    'Mutation.signOut',
    'Query.mySessions',
    'Query.passkeys',
    'Query.secondFactor',
    'Mutation.requestPasswordReset',
    'Mutation.resetPassword',
    'Mutation.changePassword',
    'Mutation.startTotpEnrollment',
    'Mutation.confirmTotpEnrollment',
    'Mutation.removeSecondFactor',
    'Mutation.verifySecondFactor',
    'Mutation.passkeyRegistrationOptions',
    'Mutation.registerPasskey',
    'Mutation.removePasskey',
    'Mutation.passkeySignInOptions',
    'Mutation.signInWithPasskey',
    'Mutation.endSession',
    'Mutation.endOtherSessions',
    'Mutation.updateMyPreferences',
  ];
  expect(fields.filter((field) => !tested.has(field) && !visitorOrSession.includes(field))).toEqual([]);
  expect(Object.keys(calls).sort()).toEqual(Object.keys(lowestRole).sort());
});

describe.each(crmStores)('the role matrix on %s', (_store, start) => {
  let crm: TestCrm;
  let principals: Principal[];
  beforeAll(async () => {
    crm = await start();
    const owner = await signUp(crm.url);
    const admin = await joinAs(crm.url, owner.token, 'ADMIN');
    const member = await signUp(crm.url);
    const viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    const leaver = await joinAs(crm.url, owner.token, 'MEMBER');
    const memberKey = await createApiKey(crm.url, admin.token, 'MEMBER');
    const viewerKey = await createApiKey(crm.url, admin.token, 'VIEWER');
    const revokedKey = await createApiKey(crm.url, admin.token, 'MEMBER');
    const expiry = Date.now() + 1500;
    const expiredKey = await createApiKey(crm.url, admin.token, 'MEMBER', new Date(expiry).toISOString());
    // Used once while valid, so what refuses it later is its expiry, not a key never seen.
    expect((await gql(crm.url, '{ customers { id } }', {}, { token: expiredKey.secret })).body.errors).toBeUndefined();
    await must(
      crm.url,
      'mutation Revoke($id: ID!) { revokeApiKey(id: $id) { revoked } }',
      { id: revokedKey.id },
      admin.token,
    );
    await deactivate(crm.url, admin.token, leaver.uid);
    await sleep(Math.max(0, expiry + 50 - Date.now()));
    principals = [
      { name: 'owner', token: owner.token, role: 'OWNER' },
      { name: 'admin', token: admin.token, role: 'ADMIN' },
      { name: 'member', token: member.token, role: 'MEMBER' },
      { name: 'viewer', token: viewer.token, role: 'VIEWER' },
      { name: 'member API key', token: memberKey.secret, role: 'MEMBER' },
      { name: 'viewer API key', token: viewerKey.secret, role: 'VIEWER' },
      { name: 'visitor', role: null },
      { name: 'deactivated member', token: leaver.token, role: null },
      { name: 'revoked API key', token: revokedKey.secret, role: null },
      { name: 'expired API key', token: expiredKey.secret, role: null },
    ];
  }, 60_000);
  afterAll(() => crm.dispose());

  const allowed = (principal: Principal, lowest: Role) =>
    principal.role !== null && rank[principal.role] >= rank[lowest];

  it('answers every query and mutation as the role allows, FORBIDDEN or UNAUTHENTICATED otherwise', async () => {
    const wrong: string[] = [];
    for (const principal of principals) {
      for (const [field, query] of Object.entries(calls)) {
        const { body } = await gql(crm.url, query, {}, { token: principal.token });
        const code = body.errors?.[0]?.extensions?.code ?? 'OK';
        const expected =
          principal.role === null
            ? 'UNAUTHENTICATED'
            : allowed(principal, lowestRole[field]!)
              ? 'let through'
              : 'FORBIDDEN';
        const got = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : 'let through';
        if (got !== expected) wrong.push(`${principal.name} ${field}: expected ${expected}, got ${code}`);
        if (code === 'FORBIDDEN' && !body.errors![0]!.message)
          wrong.push(`${principal.name} ${field}: FORBIDDEN without a message`);
      }
    }
    expect(wrong).toEqual([]);
    // Every field for every principal, one call after another: on the Firestore emulator this passed jest's 30 s.
  }, 180_000);

  it('gives `me` the role, and nothing to those not let in', async () => {
    for (const principal of principals) {
      const { body } = await gql<{ me: { role: Role } | null }>(
        crm.url,
        '{ me { role } }',
        {},
        { token: principal.token },
      );
      expect([principal.name, body.data?.me?.role ?? null]).toEqual([principal.name, principal.role]);
    }
  });

  it('opens subscriptions as the role allows: FORBIDDEN for a viewer editing, no socket at all for those not let in', async () => {
    const wrong: string[] = [];
    for (const principal of principals) {
      const socket = wsClient(crm.url, { token: principal.token });
      for (const [name, { query, lowest, quiet, passed = 'let through' }] of Object.entries(subscriptions)) {
        const feed = collect(socket.client, query);
        let poll: NodeJS.Timeout | undefined;
        const outcome = await Promise.race([
          // A subscription refused as it starts answers one result carrying the error, then completes.
          feed
            .until(1, 5000)
            .then(([first]) =>
              first?.errors?.length ? (first.errors[0]!.extensions?.code ?? 'error') : 'let through',
            ),
          socket.closed.then(({ code }) => `closed ${code}`),
          ...(quiet ? [new Promise<string>((resolve) => setTimeout(() => resolve('let through'), 1000).unref())] : []),
          new Promise<string>((resolve) => {
            poll = setInterval(() => {
              if (!feed.failure) return;
              const errors = feed.failure as Array<{ extensions?: { code?: string } }>;
              resolve(Array.isArray(errors) ? (errors[0]?.extensions?.code ?? 'error') : 'error');
            }, 10);
          }),
        ])
          .catch((error: Error) => `failed: ${error.message}`)
          .finally(() => clearInterval(poll));
        feed.dispose();
        const expected = principal.role === null ? 'closed 4401' : allowed(principal, lowest) ? passed : 'FORBIDDEN';
        if (outcome !== expected) wrong.push(`${principal.name} ${name}: expected ${expected}, got ${outcome}`);
        if (principal.role === null) break;
      }
      await socket.client.dispose();
    }
    expect(wrong).toEqual([]);
  });

  it('serves exports to members and up (403 to viewers), photos to every role, GraphiQL to the signed-in', async () => {
    const wrong: string[] = [];
    for (const principal of principals) {
      const headers: Record<string, string> = principal.token ? { authorization: `Bearer ${principal.token}` } : {};
      const exported = await fetch(`${crm.url}/export/customers.csv?filter=ALL`, { headers });
      await exported.arrayBuffer();
      const expectedExport = principal.role === null ? 401 : allowed(principal, 'MEMBER') ? 200 : 403;
      if (exported.status !== expectedExport)
        wrong.push(`${principal.name} export: expected ${expectedExport}, got ${exported.status}`);
      const photo = await fetch(`${crm.url}/photos/workers/no-such-worker`, { headers });
      const expectedPhoto = principal.role === null ? 401 : 404;
      if (photo.status !== expectedPhoto)
        wrong.push(`${principal.name} photo: expected ${expectedPhoto}, got ${photo.status}`);
      const graphiql = await fetch(`${crm.url}/graphiql`, { headers, redirect: 'manual' });
      const redirected = graphiql.status === 303;
      if (redirected !== (principal.role === null)) wrong.push(`${principal.name} graphiql: ${graphiql.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
