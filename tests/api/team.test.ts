/* eslint-disable max-lines -- its last test reads the audit log of what the tests before it did: one file */
// The team's rules through the real server on each store: the sign-up policy, invitations, deactivation, the owner's
// protections, API keys and the audit log.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultThrottleLimits } from '../../server/domain/accounts/throttle.ts';
import {
  collect,
  gql,
  signInMutation,
  signUpMutation,
  uniqueEmail,
  wsClient,
  type TestCrm,
} from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import {
  codeOf,
  createApiKey,
  deactivate,
  invite,
  joinAs,
  must,
  setRole,
  signUp,
  signUpInvited,
  type Person,
} from '../support/team.ts';

afterAll(stopStoreEmulator);

const policy = (signUpPolicy: string, signUpDomains: string[] = []) => ({ signUpPolicy, signUpDomains });
const updateSettings =
  'mutation Settings($signUpPolicy: SignUpPolicy, $signUpDomains: [String!]) { updateTeamSettings(signUpPolicy: $signUpPolicy, signUpDomains: $signUpDomains) { signUpPolicy signUpDomains } }';

async function signUpAs(url: string, email: string) {
  return gql<{ signUp: { token: string; user: { uid: string; role: string } } }>(
    url,
    signUpMutation.replace('user { uid email }', 'user { uid email role }'),
    {
      email,
      password: 'secret123',
      repeatPassword: 'secret123',
    },
  );
}

async function signIn(url: string, email: string) {
  return gql<{ signIn: { token: string } }>(url, signInMutation, { email, password: 'secret123' });
}

/** Waits for a socket to close and answers its code and how long that took from `since`. */
async function closedWithin(
  closed: Promise<{ code: number }>,
  since: number,
  timeoutMs = 5000,
): Promise<{ code: number; ms: number }> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs).unref(),
  );
  const { code } = await Promise.race([closed, timeout]);
  return { code, ms: Date.now() - since };
}

describe.each(crmStores)('the team on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  beforeAll(async () => {
    crm = await start({}, { throttle: { ...defaultThrottleLimits, perAccountAndClient: 3 } });
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
  }, 60_000);
  afterAll(() => crm.dispose());

  it('makes the first account the owner, and later sign-ups members while sign-up is OPEN', async () => {
    expect((await must<{ me: { role: string } }>(crm.url, '{ me { role } }', {}, owner.token)).me.role).toBe('OWNER');
    const later = await signUpAs(crm.url, uniqueEmail());
    expect(later.body.data?.signUp.user.role).toBe('MEMBER');
    expect(
      (
        await must<{ teamSettings: unknown }>(
          crm.url,
          '{ teamSettings { signUpPolicy signUpDomains } }',
          {},
          admin.token,
        )
      ).teamSettings,
    ).toEqual(policy('OPEN'));
  });

  it('INVITE_ONLY: a stranger is refused with auth/operation-not-allowed and no account is made; the invited join with their role', async () => {
    await must(crm.url, updateSettings, policy('INVITE_ONLY'), admin.token);
    try {
      const stranger = uniqueEmail('stranger');
      const refused = await signUpAs(crm.url, stranger);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('auth/operation-not-allowed');
      expect(refused.body.errors?.[0]?.message).toMatch(/invitation/);
      expect((await signIn(crm.url, stranger)).body.errors?.[0]?.extensions?.code).toBe('auth/invalid-credential');

      const colleague = uniqueEmail('colleague');
      const invitation = await invite(crm.url, admin.token, colleague, 'VIEWER');
      expect(invitation.url).toBe(`${crm.url.replace('127.0.0.1', 'localhost')}/?invitation=${invitation.token}`);
      const pending = await must<{ invitations: Array<{ email: string; role: string; url: string | null }> }>(
        crm.url,
        '{ invitations { email role url } }',
        {},
        admin.token,
      );
      expect(pending.invitations).toContainEqual({ email: colleague, role: 'VIEWER', url: null });
      // The link is for that email only, and works once.
      expect(
        (await signUpInvited(crm.url, uniqueEmail('someone-else'), invitation.token)).body.errors?.[0]?.extensions
          ?.code,
      ).toBe('auth/operation-not-allowed');
      const joined = await signUpInvited(crm.url, colleague.toUpperCase(), invitation.token);
      expect(joined.body.data?.signUp.user.role).toBe('VIEWER');
      const again = await signUpInvited(crm.url, uniqueEmail('colleague'), invitation.token);
      expect(again.body.errors?.[0]?.extensions?.code).toBe('auth/operation-not-allowed');
      expect(
        (
          await must<{ invitations: Array<{ email: string }> }>(crm.url, '{ invitations { email } }', {}, admin.token)
        ).invitations.map((i) => i.email),
      ).not.toContain(colleague);

      // A revoked invitation lets nobody in.
      const revokedEmail = uniqueEmail('revoked');
      const revoked = await invite(crm.url, admin.token, revokedEmail, 'MEMBER');
      await must(
        crm.url,
        'mutation Revoke($id: ID!) { revokeInvitation(id: $id) { id } }',
        { id: revoked.id },
        admin.token,
      );
      expect((await signUpInvited(crm.url, revokedEmail, revoked.token)).body.errors?.[0]?.extensions?.code).toBe(
        'auth/operation-not-allowed',
      );
      expect(
        await codeOf(crm.url, 'mutation { inviteMember(email: "x@example.com", role: OWNER) { id } }', {}, admin.token),
      ).toBe('FORBIDDEN');
    } finally {
      await must(crm.url, updateSettings, policy('OPEN'), admin.token);
    }
  });

  it('DOMAINS without mail: other domains are refused, a matching password sign-up waits for an admin to approve it', async () => {
    await must(crm.url, updateSettings, policy('DOMAINS', ['@Corp.Example']), admin.token);
    try {
      expect(
        (
          await must<{ teamSettings: unknown }>(
            crm.url,
            '{ teamSettings { signUpPolicy signUpDomains } }',
            {},
            admin.token,
          )
        ).teamSettings,
      ).toEqual(policy('DOMAINS', ['corp.example']));
      expect((await signUpAs(crm.url, uniqueEmail('outsider'))).body.errors?.[0]?.extensions?.code).toBe(
        'auth/operation-not-allowed',
      );
      const email = `someone.${Date.now()}@corp.example`;
      const waiting = await signUpAs(crm.url, email.toUpperCase());
      expect(waiting.body.errors?.[0]?.extensions?.code).toBe('auth/unverified-email');
      expect(waiting.body.errors?.[0]?.message).toMatch(/administrator/);
      expect((await signIn(crm.url, email)).body.errors?.[0]?.extensions?.code).toBe('auth/unverified-email');
      const { members } = await must<{ members: Array<{ uid: string; email: string; pending: boolean }> }>(
        crm.url,
        '{ members { uid email pending } }',
        {},
        admin.token,
      );
      const member = members.find((m) => m.email === email)!;
      expect(member.pending).toBe(true);
      await must(
        crm.url,
        'mutation Approve($uid: ID!) { approveMember(uid: $uid) { uid } }',
        { uid: member.uid },
        admin.token,
      );
      const signedIn = await signIn(crm.url, email);
      expect(signedIn.body.errors).toBeUndefined();
      expect(
        (await must<{ me: { role: string } }>(crm.url, '{ me { role } }', {}, signedIn.body.data!.signIn.token)).me
          .role,
      ).toBe('MEMBER');
    } finally {
      await must(crm.url, updateSettings, policy('OPEN'), admin.token);
    }
  });

  it('deactivation ends sessions, keys and open sockets at once, and the next sign-in gets auth/user-disabled; reactivation lets them in again', async () => {
    const leaver = await joinAs(crm.url, owner.token, 'ADMIN');
    const key = await createApiKey(crm.url, leaver.token, 'MEMBER');
    const socket = wsClient(crm.url, { token: leaver.token });
    const keySocket = wsClient(crm.url, { token: key.secret });
    await collect(socket.client, 'subscription { customerChanges { initial } }').until(1);
    await collect(keySocket.client, 'subscription { customerChanges { initial } }').until(1);

    const started = Date.now();
    await deactivate(crm.url, admin.token, leaver.uid);
    expect((await closedWithin(socket.closed, started)).code).toBe(4401);
    expect((await closedWithin(keySocket.closed, started)).code).toBe(4401);
    expect(
      (await gql<{ me: unknown }>(crm.url, '{ me { uid } }', {}, { token: leaver.token })).body.data?.me,
    ).toBeNull();
    expect(await codeOf(crm.url, '{ customers { id } }', {}, key.secret)).toBe('UNAUTHENTICATED');
    const refused = await signIn(crm.url, leaver.email);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('auth/user-disabled');
    const keys = await must<{ apiKeys: Array<{ id: string; revoked: boolean }> }>(
      crm.url,
      '{ apiKeys { id revoked } }',
      {},
      admin.token,
    );
    expect(keys.apiKeys.find((k) => k.id === key.id)?.revoked).toBe(true);

    await must(
      crm.url,
      'mutation On($uid: ID!) { reactivateMember(uid: $uid) { active } }',
      { uid: leaver.uid },
      admin.token,
    );
    expect((await signIn(crm.url, leaver.email)).body.errors).toBeUndefined();
    await socket.client.dispose();
    await keySocket.client.dispose();
  });

  it('protects the owner: nobody deactivates or demotes them, only they hand ownership on', async () => {
    expect(
      await codeOf(
        crm.url,
        'mutation Off($uid: ID!) { deactivateMember(uid: $uid) { uid } }',
        { uid: owner.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        crm.url,
        'mutation Role($uid: ID!) { setMemberRole(uid: $uid, role: MEMBER) { uid } }',
        { uid: owner.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        crm.url,
        'mutation Role($uid: ID!) { setMemberRole(uid: $uid, role: OWNER) { uid } }',
        { uid: admin.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        crm.url,
        'mutation Give($uid: ID!) { transferOwnership(uid: $uid) { uid } }',
        { uid: admin.uid },
        admin.token,
      ),
    ).toBe('FORBIDDEN');

    const heir = await joinAs(crm.url, owner.token, 'ADMIN');
    await must(
      crm.url,
      'mutation Give($uid: ID!) { transferOwnership(uid: $uid) { uid } }',
      { uid: heir.uid },
      owner.token,
    );
    const roles = async () =>
      Object.fromEntries(
        (
          await must<{ members: Array<{ uid: string; role: string }> }>(
            crm.url,
            '{ members { uid role } }',
            {},
            heir.token,
          )
        ).members.map((m) => [m.uid, m.role]),
      );
    expect(await roles()).toMatchObject({ [owner.uid]: 'ADMIN', [heir.uid]: 'OWNER' });
    await must(
      crm.url,
      'mutation Give($uid: ID!) { transferOwnership(uid: $uid) { uid } }',
      { uid: owner.uid },
      heir.token,
    );
    expect(await roles()).toMatchObject({ [owner.uid]: 'OWNER', [heir.uid]: 'ADMIN' });
  });

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

  it('changes roles only through an admin, and a changed role applies to the next request', async () => {
    const person = await signUp(crm.url);
    await setRole(crm.url, admin.token, person.uid, 'VIEWER');
    expect(
      await codeOf(
        crm.url,
        'mutation { saveCustomer(input: { fname: "", lname: "", email: "", phone: "", address: "" }) { id } }',
        {},
        person.token,
      ),
    ).toBe('FORBIDDEN');
    await setRole(crm.url, admin.token, person.uid, 'MEMBER');
    expect(
      await codeOf(
        crm.url,
        'mutation { saveCustomer(input: { fname: "", lname: "", email: "", phone: "", address: "" }) { id } }',
        {},
        person.token,
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      await codeOf(
        crm.url,
        'mutation Role($uid: ID!) { setMemberRole(uid: $uid, role: ADMIN) { uid } }',
        { uid: person.uid },
        person.token,
      ),
    ).toBe('FORBIDDEN');
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
