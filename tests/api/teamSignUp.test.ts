// The team's sign-up rules through the real server on each store: the first account is the owner, and the OPEN,
// INVITE_ONLY and DOMAINS policies decide who may join and with which role.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUpMutation, uniqueEmail, type TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { codeOf, invite, must, signIn, signUpInvited, startTeam, type Person } from '../support/team.ts';

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

afterAll(stopStoreEmulator);

describe.each(crmStores)('the team on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  beforeAll(async () => ({ crm, owner, admin } = await startTeam(start)), 60_000);
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
});
