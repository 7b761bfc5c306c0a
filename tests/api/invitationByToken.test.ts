// An invitation link's page asks, before anyone signs up, whom the link invites: the token answers its email and role
// while it lets someone join, and null otherwise (unknown, used or revoked alike); lookups count with sign-in attempts.
import { describe, expect, it } from '@jest/globals';
import { defaultThrottleLimits } from '../../server/domain/accounts/throttle.ts';
import { gql, signInMutation, startTestCrm, uniqueEmail, type TestCrm } from '../support/crmServer.ts';
import { crmWithOwner, invite, must, signUpInvited, type Person } from '../support/team.ts';

const lookup = 'query Invitation($token: String!) { invitationByToken(token: $token) { email role expiresAt } }';

describe('invitationByToken', () => {
  let crm: TestCrm;
  let owner: Person;
  crmWithOwner((running) => ({ crm, owner } = running));

  const preview = async (token: string) => {
    const { body } = await gql<{ invitationByToken: { email: string; role: string; expiresAt: string } | null }>(
      crm.url,
      lookup,
      { token },
    );
    expect(body.errors).toBeUndefined();
    return body.data?.invitationByToken;
  };

  it("answers a visitor the invitation's email, role and end from its token", async () => {
    const email = uniqueEmail('invited');
    const invitation = await invite(crm.url, owner.token, email, 'ADMIN');
    const answer = await preview(invitation.token);
    expect(answer).toMatchObject({ email, role: 'ADMIN' });
    // Seven days from now, give or take the test's own run.
    expect(Date.parse(answer!.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
  });

  it('answers null for a wrong token, a revoked invitation and a used one alike', async () => {
    const revoked = await invite(crm.url, owner.token, uniqueEmail('revoked'), 'MEMBER');
    await must(
      crm.url,
      'mutation Revoke($id: ID!) { revokeInvitation(id: $id) { id } }',
      { id: revoked.id },
      owner.token,
    );
    const usedEmail = uniqueEmail('used');
    const used = await invite(crm.url, owner.token, usedEmail, 'VIEWER');
    expect((await signUpInvited(crm.url, usedEmail, used.token)).body.errors).toBeUndefined();

    expect(await preview(`${revoked.token.slice(0, -2)}xx`)).toBeNull();
    expect(await preview('')).toBeNull();
    expect(await preview(revoked.token)).toBeNull();
    expect(await preview(used.token)).toBeNull();
  });
});

it('counts token lookups with sign-in attempts: past the per-client limit both answer auth/too-many-requests', async () => {
  const crm = await startTestCrm({}, { throttle: { ...defaultThrottleLimits, perClient: 5 } });
  try {
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { body } = await gql(crm.url, lookup, { token: `guess-${attempt}` });
      codes.push(body.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'auth/too-many-requests']);
    const signIn = await gql(crm.url, signInMutation, { email: uniqueEmail(), password: 'secret123' });
    expect(signIn.body.errors?.[0]?.extensions?.code).toBe('auth/too-many-requests');
  } finally {
    await crm.dispose();
  }
});
