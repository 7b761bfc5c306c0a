// An address with an invitation waiting joins only through its link: a sign-up or Google sign-in without the link is
// refused, so nobody claims the invited role first; and a refused Google sign-in leaves no account behind.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { invitationWaitingMessage } from '../../server/domain/team/teamJoining.ts';
import { gql, signInMutation, signUpMutation, startTestCrm, uniqueEmail, type TestCrm } from '../support/crmServer.ts';
import {
  googleSignInWithoutBrowser,
  reserveIssuer,
  startOidcStandIn,
  type OidcStandIn,
} from '../support/oidcStandIn.ts';
import { invite, must, signUp, signUpInvited, type Person } from '../support/team.ts';

const updatePolicy =
  'mutation Policy($signUpPolicy: SignUpPolicy, $signUpDomains: [String!]) { updateTeamSettings(signUpPolicy: $signUpPolicy, signUpDomains: $signUpDomains) { signUpPolicy } }';

describe('an invited address', () => {
  let crm: TestCrm;
  let google: OidcStandIn;
  let owner: Person;
  let crmOrigin: string;
  beforeAll(async () => {
    const reserved = await reserveIssuer();
    crm = await startTestCrm({
      CRM_OIDC_ISSUER: reserved.issuer,
      CRM_OIDC_CLIENT_ID: reserved.clientId,
      CRM_OIDC_CLIENT_SECRET: reserved.clientSecret,
    });
    crmOrigin = `http://localhost:${crm.port}`;
    google = await startOidcStandIn(reserved, `${crmOrigin}/auth/google/callback`);
    owner = await signUp(crm.url);
  }, 30_000);
  afterAll(async () => {
    await crm.dispose();
    await google.stop();
  });

  const tokenlessSignUp = (email: string) =>
    gql(crm.url, signUpMutation, { email, password: 'secret123', repeatPassword: 'secret123' });
  const roleOf = async (email: string) =>
    (
      await must<{ members: Array<{ email: string; role: string }> }>(
        crm.url,
        '{ members { email role } }',
        {},
        owner.token,
      )
    ).members.find((member) => member.email === email)?.role;

  it.each([
    ['OPEN', []],
    ['DOMAINS', ['example.com']],
  ])(
    'under %s, is refused a sign-up without its link (no account is made), and its link then joins with the invited role',
    async (signUpPolicy, signUpDomains) => {
      await must(crm.url, updatePolicy, { signUpPolicy, signUpDomains }, owner.token);
      const email = uniqueEmail('invited-admin');
      const invitation = await invite(crm.url, owner.token, email, 'ADMIN');

      const claimed = await tokenlessSignUp(email);
      expect(claimed.body.data?.signUp ?? null).toBeNull();
      expect(claimed.body.errors?.[0]).toMatchObject({
        message: invitationWaitingMessage,
        extensions: { code: 'auth/operation-not-allowed' },
      });
      expect(
        (await gql(crm.url, signInMutation, { email, password: 'secret123' })).body.errors?.[0]?.extensions?.code,
      ).toBe('auth/invalid-credential');

      const joined = await signUpInvited(crm.url, email, invitation.token);
      expect(joined.body.data?.signUp.user.role).toBe('ADMIN');
    },
  );

  it('is refused a Google sign-in without its link, and joins by Google from its link with the invited role', async () => {
    await must(crm.url, updatePolicy, { signUpPolicy: 'OPEN' }, owner.token);
    const login = `invited-google-${Date.now()}`;
    const invitation = await invite(crm.url, owner.token, `${login}@example.com`, 'VIEWER');

    expect(await googleSignInWithoutBrowser(crmOrigin, login)).toMatchObject({
      ok: false,
      code: 'auth/operation-not-allowed',
      message: invitationWaitingMessage,
    });
    expect(await roleOf(`${login}@example.com`)).toBeUndefined();

    expect(await googleSignInWithoutBrowser(crmOrigin, login, invitation.token)).toMatchObject({
      ok: true,
      user: { email: `${login}@example.com` },
    });
    expect(await roleOf(`${login}@example.com`)).toBe('VIEWER');
  });

  it('a Google sign-in the policy refuses leaves no account behind: that address’s later invitation works', async () => {
    await must(crm.url, updatePolicy, { signUpPolicy: 'INVITE_ONLY' }, owner.token);
    const login = `stranger-google-${Date.now()}`;
    expect(await googleSignInWithoutBrowser(crmOrigin, login)).toMatchObject({
      ok: false,
      code: 'auth/operation-not-allowed',
    });

    const invitation = await invite(crm.url, owner.token, `${login}@example.com`, 'MEMBER');
    const joined = await signUpInvited(crm.url, `${login}@example.com`, invitation.token);
    expect(joined.body.errors).toBeUndefined();
    expect(joined.body.data?.signUp.user.role).toBe('MEMBER');
  });
});
