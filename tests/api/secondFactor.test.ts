// Second factors on both identity providers (local accounts; Firebase Auth on its emulator): TOTP with recovery codes,
// passkey options and the answers refused, and the team's requirement that members enrol at their next sign-in.
import { afterAll, describe, expect, it } from '@jest/globals';
import { gql, uniqueEmail, type TestCrm } from '../support/crmServer.ts';
import { stopStoreEmulator } from '../support/crmStores.ts';
import {
  auditActions,
  challengeOf,
  isSignedIn,
  meQuery,
  providers,
  signInCrm,
  totp,
  verifyMutation,
} from '../support/signInCalls.ts';
import { codeOf, must, signUp, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

describe.each(providers)('sign-in with %s accounts', (provider) => {
  let crm: TestCrm;
  let owner: Person;
  const { signInAs } = signInCrm(provider, (running) => ({ crm, owner } = running));

  it('asks for a TOTP code or a recovery code after the password once enrolled, each working once, and throttles wrong ones', async () => {
    const person = await signUp(crm.url, uniqueEmail('careful'));
    const { startTotpEnrollment } = await must<{ startTotpEnrollment: { secret: string; otpauthUrl: string } }>(
      crm.url,
      'mutation { startTotpEnrollment { secret otpauthUrl } }',
      {},
      person.token,
    );
    expect(startTotpEnrollment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Staff%20CRM:/);
    const confirm = 'mutation Confirm($code: String!) { confirmTotpEnrollment(code: $code) }';
    expect(await codeOf(crm.url, confirm, { code: '000000' }, person.token)).toBe('auth/invalid-verification-code');
    const enrolCode = await totp(startTotpEnrollment.secret);
    const { confirmTotpEnrollment: recoveryCodes } = await must<{ confirmTotpEnrollment: string[] }>(
      crm.url,
      confirm,
      { code: enrolCode },
      person.token,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await auditActions(crm.url, owner.token)).toContainEqual({
      action: 'second_factor.enrolled',
      target: person.email,
    });

    const first = await signInAs(crm.url, person.email, 'secret123');
    const error = first.body.errors?.[0];
    expect(error?.extensions?.code).toBe('auth/multi-factor-required');
    const challenge = challengeOf(error?.extensions);
    expect(first.response.headers.get('set-cookie')).toBeNull();
    // The challenge is no session until the code completes it.
    expect(await isSignedIn(crm.url, challenge)).toBe(false);
    // The code used to enrol does not work twice.
    expect(await codeOf(crm.url, verifyMutation, { challenge, code: enrolCode })).toBe(
      'auth/invalid-verification-code',
    );
    const verified = await gql<{ verifySecondFactor: { token: string; user: { email: string; role: string } } }>(
      crm.url,
      verifyMutation,
      {
        challenge,
        code: await totp(startTotpEnrollment.secret, 1),
      },
    );
    expect(verified.body.errors).toBeUndefined();
    expect(verified.body.data?.verifySecondFactor.user).toEqual({ email: person.email, role: 'MEMBER' });
    expect(verified.response.headers.get('set-cookie')).toMatch(/^crm_session=/);
    expect(await isSignedIn(crm.url, verified.body.data!.verifySecondFactor.token)).toBe(true);
    expect(await codeOf(crm.url, verifyMutation, { challenge, code: recoveryCodes[0] })).toBe(
      'auth/invalid-credential',
    );

    const second = challengeOf((await signInAs(crm.url, person.email, 'secret123')).body.errors?.[0]?.extensions);
    expect(
      (await gql(crm.url, verifyMutation, { challenge: second, code: recoveryCodes[0]!.toUpperCase() })).body.errors,
    ).toBeUndefined();
    const third = challengeOf((await signInAs(crm.url, person.email, 'secret123')).body.errors?.[0]?.extensions);
    expect(await codeOf(crm.url, verifyMutation, { challenge: third, code: recoveryCodes[0] })).toBe(
      'auth/invalid-verification-code',
    );
    const { secondFactor } = await must<{ secondFactor: { enrolled: boolean; recoveryCodesLeft: number } }>(
      crm.url,
      '{ secondFactor { enrolled recoveryCodesLeft } }',
      {},
      person.token,
    );
    expect(secondFactor).toEqual({ enrolled: true, recoveryCodesLeft: 9 });

    // Five wrong codes from one client stop it, even with the right code after.
    for (let attempt = 1; attempt < 5; attempt++) {
      expect(await codeOf(crm.url, verifyMutation, { challenge: third, code: '123456' })).toBe(
        'auth/invalid-verification-code',
      );
    }
    expect(await codeOf(crm.url, verifyMutation, { challenge: third, code: recoveryCodes[1] })).toBe(
      'auth/too-many-requests',
    );
  });

  it('hands out passkey options for CRM_PUBLIC_URL (discoverable, verified user) and refuses answers it cannot check', async () => {
    const person = await signUp(crm.url, uniqueEmail('passkey.api'));
    const { passkeyRegistrationOptions } = await must<{ passkeyRegistrationOptions: string }>(
      crm.url,
      'mutation { passkeyRegistrationOptions }',
      {},
      person.token,
    );
    const registration = JSON.parse(passkeyRegistrationOptions) as {
      rp: { id: string };
      user: { name: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
      challenge: string;
    };
    expect(registration.rp.id).toBe('localhost');
    expect(registration.user.name).toBe(person.email);
    expect(registration.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const { passkeySignInOptions } = await must<{ passkeySignInOptions: string }>(
      crm.url,
      'mutation { passkeySignInOptions }',
      {},
      '',
    );
    expect(JSON.parse(passkeySignInOptions)).toMatchObject({ rpId: 'localhost', userVerification: 'required' });

    const register =
      'mutation Register($name: String!, $response: String!) { registerPasskey(name: $name, response: $response) { id } }';
    expect(await codeOf(crm.url, register, { name: 'Laptop', response: 'not json' }, person.token)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(crm.url, register, { name: ' ', response: '{}' }, person.token)).toBe('BAD_USER_INPUT');
    const forged = JSON.stringify({
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    });
    expect(await codeOf(crm.url, register, { name: 'Laptop', response: forged }, person.token)).toBe('BAD_USER_INPUT');
    const signIn = 'mutation SignIn($response: String!) { signInWithPasskey(response: $response) { token } }';
    expect(await codeOf(crm.url, signIn, { response: forged })).toBe('auth/invalid-credential');
    expect((await must<{ passkeys: unknown[] }>(crm.url, '{ passkeys { id } }', {}, person.token)).passkeys).toEqual(
      [],
    );
  });

  it('asks a member without a second factor to enrol at the next sign-in once the team requires one', async () => {
    const person = await signUp(crm.url, uniqueEmail('asked'));
    const settings =
      'mutation Require($on: Boolean!) { updateTeamSettings(requireSecondFactor: $on) { requireSecondFactor } }';
    expect(await codeOf(crm.url, settings, { on: true }, person.token)).toBe('FORBIDDEN');
    await must(crm.url, settings, { on: true }, owner.token);
    try {
      const signedIn = await signInAs(crm.url, person.email, 'secret123');
      const token = signedIn.body.data!.signIn.token;
      const { me } = await must<{ me: { mustEnrolSecondFactor: boolean } }>(crm.url, meQuery, {}, token);
      expect(me.mustEnrolSecondFactor).toBe(true);
      expect(await codeOf(crm.url, '{ customers { id } }', {}, token)).toBe('FORBIDDEN');
      // Nor do the HTTP routes: the export, before enrolling, says why.
      const exported = await fetch(`${crm.url}/export/customers.csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect([exported.status, await exported.text()]).toEqual([
        403,
        'Your team requires a second factor: set one up on your account page first.',
      ]);
      const { startTotpEnrollment } = await must<{ startTotpEnrollment: { secret: string } }>(
        crm.url,
        'mutation { startTotpEnrollment { secret } }',
        {},
        token,
      );
      await must(
        crm.url,
        'mutation Confirm($code: String!) { confirmTotpEnrollment(code: $code) }',
        { code: await totp(startTotpEnrollment.secret) },
        token,
      );
      expect((await gql(crm.url, '{ customers { id } }', {}, { token })).body.errors).toBeUndefined();
      expect(
        (await fetch(`${crm.url}/export/customers.csv`, { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(200);
      expect(
        (await must<{ me: { mustEnrolSecondFactor: boolean | null } }>(crm.url, meQuery, {}, token)).me
          .mustEnrolSecondFactor,
      ).toBeFalsy();
    } finally {
      await must(crm.url, settings, { on: false }, owner.token);
    }
  });
});
