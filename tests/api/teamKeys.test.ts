// API keys and the audit log of the team through the real server on each store: which roles a key may have, where it
// works, and the log of team changes and whole-list exports.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, signInMutation, uniqueEmail, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { closedWithin, codeOf, createApiKey, invite, must, signUp, startTeam, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

describe.each(crmStores)('the team on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  beforeAll(async () => ({ crm, owner, admin } = await startTeam(start)), 60_000);
  afterAll(() => crm.dispose());

  it('API keys: MEMBER or VIEWER only, work over HTTP and the socket, record when last used, and stop at once when revoked', async () => {
    expect(
      await codeOf(crm.url, 'mutation { createApiKey(name: "too strong", role: ADMIN) { secret } }', {}, admin.token),
    ).toBe('BAD_USER_INPUT');
    expect(
      await codeOf(
        crm.url,
        'mutation { createApiKey(name: "late", role: MEMBER, expiresAt: "2001-01-01T00:00:00Z") { secret } }',
        {},
        admin.token,
      ),
    ).toBe('BAD_USER_INPUT');
    const key = await createApiKey(crm.url, admin.token, 'MEMBER');
    expect(key.secret).toMatch(/^crmk_/);
    const saved = await must<{ saveCustomer: { id: string; history: { nodes: Array<{ by: { email: string } }> } } }>(
      crm.url,
      'mutation { saveCustomer(input: { fname: "Keyed", lname: "Client", email: "keyed@example.com", phone: "555 010 0999", address: "1 Key Street" }) { id history { nodes { by { email } } } } }',
      {},
      key.secret,
    );
    expect(saved.saveCustomer.history.nodes[0]!.by.email).toBe('member key (API key)');
    const socket = wsClient(crm.url, { token: key.secret });
    await collect(socket.client, 'subscription { customerChanges { initial } }').until(1);
    const listed = await must<{
      apiKeys: Array<{ id: string; lastUsedAt: string | null; createdBy: { email: string } }>;
    }>(crm.url, '{ apiKeys { id lastUsedAt createdBy { email } } }', {}, admin.token);
    const entry = listed.apiKeys.find((k) => k.id === key.id)!;
    expect(entry.createdBy.email).toBe(admin.email);
    expect(Date.now() - Date.parse(entry.lastUsedAt!)).toBeLessThan(60_000);

    const started = Date.now();
    await must(crm.url, 'mutation Revoke($id: ID!) { revokeApiKey(id: $id) { revoked } }', { id: key.id }, admin.token);
    expect((await closedWithin(socket.closed, started)).code).toBe(4401);
    expect(await codeOf(crm.url, '{ customers { id } }', {}, key.secret)).toBe('UNAUTHENTICATED');
    expect(
      (await fetch(`${crm.url}/export/customers.csv`, { headers: { authorization: `Bearer ${key.secret}` } })).status,
    ).toBe(401);
    await socket.client.dispose();
  });

  it('keeps an audit log of the team and whole-list exports, with who, when and from where, and no secret', async () => {
    const key = await createApiKey(crm.url, admin.token, 'VIEWER');
    const invited = await invite(crm.url, admin.token, uniqueEmail('audited'), 'MEMBER');
    const exported = await fetch(`${crm.url}/export/customers.csv?filter=REMOVED`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    await exported.arrayBuffer();
    const victim = await signUp(crm.url);
    for (let attempt = 0; attempt < 3; attempt++)
      await gql(crm.url, signInMutation, { email: victim.email, password: 'wrong-password' });

    const { auditLog } = await must<{
      auditLog: {
        nodes: Array<{
          at: string;
          actor: { email: string } | null;
          action: string;
          target: string | null;
          address: string | null;
          details: string | null;
        }>;
        pageInfo: { hasNextPage: boolean };
      };
    }>(
      crm.url,
      '{ auditLog(first: 200) { nodes { at actor { email } action target address details } pageInfo { hasNextPage } } }',
      {},
      owner.token,
    );
    const actions = auditLog.nodes.map((entry) => entry.action);
    expect(actions.slice(0, 4)).toEqual(['signin.throttled', 'member.joined', 'customers.exported', 'member.invited']);
    expect(actions).toEqual(
      expect.arrayContaining([
        'api_key.created',
        'api_key.revoked',
        'member.deactivated',
        'member.reactivated',
        'team.settings_changed',
        'member.role_changed',
        'team.ownership_transferred',
        'invitation.revoked',
      ]),
    );
    const exportEntry = auditLog.nodes.find((entry) => entry.action === 'customers.exported')!;
    expect(exportEntry).toMatchObject({ actor: { email: admin.email }, target: 'REMOVED customers' });
    expect(exportEntry.address).toMatch(/127\.0\.0\.1/);
    expect(auditLog.nodes.find((entry) => entry.action === 'signin.throttled')).toMatchObject({
      actor: null,
      target: victim.email,
    });
    const newest = auditLog.nodes.map((entry) => Date.parse(entry.at));
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
    const text = JSON.stringify(auditLog);
    for (const secret of [key.secret, invited.token, owner.token, admin.token, 'wrong-password', 'secret123'])
      expect(text).not.toContain(secret);

    const page = await must<{ auditLog: { nodes: Array<{ id: string }>; pageInfo: { endCursor: string } } }>(
      crm.url,
      '{ auditLog(first: 2) { nodes { id } pageInfo { endCursor } } }',
      {},
      owner.token,
    );
    const next = await must<{ auditLog: { nodes: Array<{ id: string }> } }>(
      crm.url,
      'query Next($after: String) { auditLog(first: 2, after: $after) { nodes { id } } }',
      { after: page.auditLog.pageInfo.endCursor },
      owner.token,
    );
    expect(next.auditLog.nodes.map((n) => n.id)).not.toEqual(
      expect.arrayContaining(page.auditLog.nodes.map((n) => n.id)),
    );
    expect(next.auditLog.nodes).toHaveLength(2);
  });
});
