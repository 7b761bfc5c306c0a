// Sign-in beyond the password, on both identity providers (local accounts; Firebase Auth on its emulator): password
// reset by the emailed link (read from a real SMTP server) and by an admin's link, password change, a TOTP second factor
// with recovery codes and the team's requirement, and each device's session, listed and ended with its sockets.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { generate } from 'otplib';
import { gql, signInMutation, sleep, startTestCrm, uniqueEmail, wsClient, type TestCrm } from '../support/crmServer.ts';
import { startAuthEmulator, type AuthEmulator } from '../support/firebaseAuthEmulator.ts';
import { linkIn, startSmtpServer, type TestSmtp } from '../support/smtpServer.ts';
import { codeOf, must, signUp, type Person } from '../support/team.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';

/** Local accounts with the sign-in store in SQLite or in Firestore; Firebase Auth (with SQLite beside it) */
type Provider = 'local' | 'local on Firestore' | 'firebase';

let emulator: AuthEmulator | null = null;

async function startCrm(provider: Provider, smtp: TestSmtp): Promise<TestCrm> {
  const mail = { CRM_SMTP_URL: smtp.url, CRM_MAIL_FROM: 'Staff CRM <crm@corp.example>' };
  if (provider === 'local') return startTestCrm(mail);
  if (provider === 'local on Firestore') return crmStores.find(([store]) => store === 'Firestore')![1](mail);
  emulator = await startAuthEmulator();
  // firebase-admin reads these from the environment, as it does in production.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.GOOGLE_CLOUD_PROJECT = emulator.projectId;
  process.env.METADATA_SERVER_DETECTION = 'none';
  return startTestCrm({
    ...mail,
    CRM_AUTH: 'firebase',
    FIREBASE_API_KEY: 'test-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  });
}

const signInWithPassword = async (url: string, email: string, password: string, userAgent?: string) =>
  gql<{ signIn: { token: string; user: { uid: string } } }>(
    url,
    signInMutation,
    { email, password },
    { headers: userAgent ? { 'user-agent': userAgent } : {} },
  );

const meQuery = '{ me { uid email mustEnrolSecondFactor } }';
const resetMutation = `mutation Reset($token: String!, $password: String!, $repeatPassword: String!) {
  resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) { token user { uid email } }
}`;
const verifyMutation =
  'mutation Verify($challenge: String!, $code: String!) { verifySecondFactor(challenge: $challenge, code: $code) { token user { email role } } }';

async function isSignedIn(url: string, token: string): Promise<boolean> {
  const { body } = await gql<{ me: { uid: string } | null }>(url, meQuery, {}, { token });
  return !!body.data?.me;
}

/** A TOTP code for the step `stepsAhead` from now (a code is accepted once, so a later sign-in needs the next step's). */
const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

const challengeOf = (extensions: unknown) => (extensions as { challenge: string }).challenge;

async function auditActions(url: string, token: string): Promise<Array<{ action: string; target: string | null }>> {
  const { auditLog } = await must<{ auditLog: { nodes: Array<{ action: string; target: string | null }> } }>(
    url,
    '{ auditLog(first: 100) { nodes { action target } } }',
    {},
    token,
  );
  return auditLog.nodes;
}

afterAll(stopStoreEmulator);

describe.each<Provider>(['local', 'local on Firestore', 'firebase'])('sign-in with %s accounts', (provider) => {
  let smtp: TestSmtp;
  let crm: TestCrm;
  let owner: Person;
  // Firebase makes the same session cookie for two sign-ins of one person within a second: a later second makes another device.
  const signInAs = async (url: string, email: string, password: string, userAgent?: string) => {
    if (provider === 'firebase') await sleep(1100);
    return signInWithPassword(url, email, password, userAgent);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    crm = await startCrm(provider, smtp);
    owner = await signUp(crm.url, uniqueEmail('owner'));
  }, 90_000);
  afterAll(async () => {
    await crm?.dispose();
    await smtp?.stop();
    await emulator?.stop();
    emulator = null;
  });

  it('resets a password by the emailed link, once only, ending every other session and closing its sockets', async () => {
    const person = await signUp(crm.url, uniqueEmail('forgetful'));
    const laptop = await signInAs(crm.url, person.email, 'secret123');
    const laptopToken = laptop.body.data!.signIn.token;
    const socket = wsClient(crm.url, { token: laptopToken });
    await new Promise((resolve) => socket.client.on('connected', resolve));

    expect(
      (
        await must(
          crm.url,
          'mutation Ask($email: String!) { requestPasswordReset(email: $email) }',
          { email: person.email.toUpperCase() },
          '',
        )
      ).requestPasswordReset,
    ).toBe(true);
    // The same answer for an address with no account, and no mail goes to it.
    const stranger = uniqueEmail('nobody');
    expect(
      (await gql(crm.url, 'mutation Ask($email: String!) { requestPasswordReset(email: $email) }', { email: stranger }))
        .body,
    ).toEqual({
      data: { requestPasswordReset: true },
    });

    const link = linkIn(await smtp.messageTo(person.email));
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(new URL('/', crm.url.replace('127.0.0.1', 'localhost')).href);
    const token = url.searchParams.get('reset')!;
    expect(token).toBeTruthy();

    const short = await gql(crm.url, resetMutation, { token, password: 'abc', repeatPassword: 'abc' });
    expect(short.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    if (provider === 'firebase') await sleep(1100); // revocation at Firebase counts whole seconds
    const reset = await gql<{ resetPassword: { token: string; user: { email: string } } }>(crm.url, resetMutation, {
      token,
      password: 'newsecret',
      repeatPassword: 'newsecret',
    });
    expect(reset.body.errors).toBeUndefined();
    expect(reset.body.data?.resetPassword.user.email).toBe(person.email);
    expect(await isSignedIn(crm.url, reset.body.data!.resetPassword.token)).toBe(true);
    expect(await isSignedIn(crm.url, person.token)).toBe(false);
    expect(await isSignedIn(crm.url, laptopToken)).toBe(false);
    expect((await socket.closed).code).toBe(4401);

    const again = await gql(crm.url, resetMutation, { token, password: 'another1', repeatPassword: 'another1' });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('auth/invalid-action-code');
    expect((await signInAs(crm.url, person.email, 'secret123')).body.errors?.[0]?.extensions?.code).toBe(
      'auth/invalid-credential',
    );
    expect((await signInAs(crm.url, person.email, 'newsecret')).body.errors).toBeUndefined();
    expect(smtp.messages.some((message) => message.to.includes(stranger))).toBe(false);
    const actions = await auditActions(crm.url, owner.token);
    expect(actions).toContainEqual({ action: 'password.reset_requested', target: person.email });
    expect(actions).toContainEqual({ action: 'password.reset', target: person.email });
  });

  it('lets an owner create a reset link for a member, which a member may not do', async () => {
    const person = await signUp(crm.url, uniqueEmail('locked.out'));
    const create = 'mutation Link($uid: ID!) { createPasswordResetLink(uid: $uid) }';
    expect(await codeOf(crm.url, create, { uid: owner.uid }, person.token)).toBe('FORBIDDEN');
    const { createPasswordResetLink: link } = await must<{ createPasswordResetLink: string }>(
      crm.url,
      create,
      { uid: person.uid },
      owner.token,
    );
    const token = new URL(link).searchParams.get('reset')!;
    const reset = await gql<{ resetPassword: { token: string } }>(crm.url, resetMutation, {
      token,
      password: 'fromadmin',
      repeatPassword: 'fromadmin',
    });
    expect(reset.body.errors).toBeUndefined();
    const signedIn = reset.body.data!.resetPassword.token;
    expect((await signInAs(crm.url, person.email, 'fromadmin')).body.errors).toBeUndefined();
    expect(await codeOf(crm.url, create, { uid: 'no-such-member' }, owner.token)).toBe('NOT_FOUND');
    // A reset link takes the account: an admin may not take the owner's.
    await must(
      crm.url,
      'mutation Role($uid: ID!) { setMemberRole(uid: $uid, role: ADMIN) { uid } }',
      { uid: person.uid },
      owner.token,
    );
    expect(await codeOf(crm.url, create, { uid: owner.uid }, signedIn)).toBe('FORBIDDEN');
  });

  if (provider !== 'firebase') {
    it('refuses a reset link after its hour', async () => {
      const person = await signUp(crm.url, uniqueEmail('late'));
      const { createPasswordResetLink: link } = await must<{ createPasswordResetLink: string }>(
        crm.url,
        'mutation Link($uid: ID!) { createPasswordResetLink(uid: $uid) }',
        { uid: person.uid },
        owner.token,
      );
      const db = new Database(path.join(crm.dataDir, 'crm.sqlite'));
      db.prepare('UPDATE password_resets SET expires_at = ? WHERE uid = ?').run(Date.now() - 1, person.uid);
      db.close();
      const token = new URL(link).searchParams.get('reset')!;
      expect(
        (await gql(crm.url, resetMutation, { token, password: 'toolate1', repeatPassword: 'toolate1' })).body
          .errors?.[0]?.extensions?.code,
      ).toBe('auth/invalid-action-code');
      expect((await signInAs(crm.url, person.email, 'secret123')).body.errors).toBeUndefined();
    });
  }

  it('lists the devices signed in, ends one (its socket closes at once) and every other one', async () => {
    const person = await signUp(crm.url, uniqueEmail('traveller'));
    const phone = (await signInAs(crm.url, person.email, 'secret123', 'Mozilla/5.0 (iPhone) Mobile Safari')).body.data!
      .signIn.token;
    const tablet = (await signInAs(crm.url, person.email, 'secret123', 'Mozilla/5.0 (iPad) Safari')).body.data!.signIn
      .token;
    type Sessions = {
      mySessions: Array<{
        id: string;
        current: boolean;
        userAgent: string | null;
        address: string | null;
        createdAt: string;
      }>;
    };
    const { mySessions } = await must<Sessions>(
      crm.url,
      '{ mySessions { id current userAgent address createdAt } }',
      {},
      person.token,
    );
    expect(mySessions).toHaveLength(3);
    expect(mySessions.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = mySessions.find((session) => session.userAgent?.includes('iPhone'))!;
    expect(phoneSession.address).toBeTruthy();

    const socket = wsClient(crm.url, { token: phone });
    await new Promise((resolve) => socket.client.on('connected', resolve));
    expect(
      await codeOf(crm.url, 'mutation End($id: ID!) { endSession(id: $id) }', { id: phoneSession.id }, owner.token),
    ).toBe('NOT_FOUND');
    await must(crm.url, 'mutation End($id: ID!) { endSession(id: $id) }', { id: phoneSession.id }, person.token);
    expect((await socket.closed).code).toBe(4401);
    expect(await isSignedIn(crm.url, phone)).toBe(false);
    expect(await isSignedIn(crm.url, tablet)).toBe(true);

    expect(
      (await must<{ endOtherSessions: number }>(crm.url, 'mutation { endOtherSessions }', {}, person.token))
        .endOtherSessions,
    ).toBe(1);
    expect(await isSignedIn(crm.url, tablet)).toBe(false);
    expect(await isSignedIn(crm.url, person.token)).toBe(true);
  });

  it('changes a password with the current one first, ending the other sessions', async () => {
    const person = await signUp(crm.url, uniqueEmail('changer'));
    const other = (await signInAs(crm.url, person.email, 'secret123')).body.data!.signIn.token;
    const change =
      'mutation Change($currentPassword: String!, $password: String!, $repeatPassword: String!) { changePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword) }';
    const wrong = await gql(
      crm.url,
      change,
      { currentPassword: 'not-it', password: 'changed1', repeatPassword: 'changed1' },
      { token: person.token },
    );
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('auth/invalid-credential');
    const mismatch = await gql(
      crm.url,
      change,
      { currentPassword: 'secret123', password: 'changed1', repeatPassword: 'changed2' },
      { token: person.token },
    );
    expect(mismatch.body.errors?.[0]?.extensions?.fields).toEqual({
      repeatPassword: 'Please insert the same password',
    });
    const changed = await gql(
      crm.url,
      change,
      { currentPassword: 'secret123', password: 'changed1', repeatPassword: 'changed1' },
      { token: person.token },
    );
    expect(changed.body.errors).toBeUndefined();
    // Firebase ends every session on a password change: this device's cookie is renewed in its place.
    const renewed = /crm_session=([^;]+)/.exec(changed.response.headers.get('set-cookie') ?? '')?.[1];
    if (provider !== 'firebase') expect(renewed).toBeUndefined();
    expect(await isSignedIn(crm.url, provider === 'firebase' ? decodeURIComponent(renewed!) : person.token)).toBe(true);
    expect(await isSignedIn(crm.url, other)).toBe(false);
    expect((await signInAs(crm.url, person.email, 'changed1')).body.errors).toBeUndefined();
  });

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

describe('codes and reset requests from many clients (local accounts behind a trusted proxy)', () => {
  let crm: TestCrm;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    crm = await startTestCrm({ CRM_TRUST_PROXY: 'loopback', CRM_SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await crm?.dispose();
    await smtp?.stop();
  });

  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('stops a client guessing codes without locking the owner out, and removing the factor takes a code and is audited', async () => {
    const owner = await signUp(crm.url, uniqueEmail('owner'));
    const { startTotpEnrollment } = await must<{ startTotpEnrollment: { secret: string } }>(
      crm.url,
      'mutation { startTotpEnrollment { secret } }',
      {},
      owner.token,
    );
    const { confirmTotpEnrollment: recoveryCodes } = await must<{ confirmTotpEnrollment: string[] }>(
      crm.url,
      'mutation Confirm($code: String!) { confirmTotpEnrollment(code: $code) }',
      { code: await totp(startTotpEnrollment.secret) },
      owner.token,
    );

    // Someone with the owner's password, guessing codes from one address, is stopped there.
    const stolen = await gql(
      crm.url,
      signInMutation,
      { email: owner.email, password: 'secret123' },
      from('203.0.113.9'),
    );
    const attackerChallenge = challengeOf(stolen.body.errors?.[0]?.extensions);
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = await gql(
        crm.url,
        verifyMutation,
        { challenge: attackerChallenge, code: String(100000 + attempt) },
        from('203.0.113.9'),
      );
      expect(guess.body.errors?.[0]?.extensions?.code).toBe('auth/invalid-verification-code');
    }
    expect(
      (await gql(crm.url, verifyMutation, { challenge: attackerChallenge, code: '999999' }, from('203.0.113.9'))).body
        .errors?.[0]?.extensions?.code,
    ).toBe('auth/too-many-requests');

    // The owner, on their own device, still gets in with the right code.
    const own = await gql(crm.url, signInMutation, { email: owner.email, password: 'secret123' }, from('198.51.100.7'));
    const ownChallenge = challengeOf(own.body.errors?.[0]?.extensions);
    const verified = await gql<{ verifySecondFactor: { token: string } }>(
      crm.url,
      verifyMutation,
      { challenge: ownChallenge, code: await totp(startTotpEnrollment.secret, 1) },
      from('198.51.100.7'),
    );
    expect(verified.body.errors).toBeUndefined();
    const token = verified.body.data!.verifySecondFactor.token;

    const remove = 'mutation Remove($code: String!) { removeSecondFactor(code: $code) }';
    expect(await codeOf(crm.url, remove, { code: '000000' }, token)).toBe('auth/invalid-verification-code');
    // A code older than the last one accepted is refused (no replays); a recovery code does it.
    expect(await codeOf(crm.url, remove, { code: await totp(startTotpEnrollment.secret, -1) }, token)).toBe(
      'auth/invalid-verification-code',
    );
    await must(crm.url, remove, { code: recoveryCodes[3] }, token);
    expect(
      (await gql(crm.url, signInMutation, { email: owner.email, password: 'secret123' })).body.errors,
    ).toBeUndefined();
    expect(await auditActions(crm.url, token)).toEqual(
      expect.arrayContaining([
        { action: 'second_factor.enrolled', target: owner.email },
        { action: 'second_factor.removed', target: owner.email },
      ]),
    );
  });

  it('throttles reset requests per client, and mails one address at most three times an hour, answering alike', async () => {
    const person = await signUp(crm.url, uniqueEmail('asks.often'));
    const ask = 'mutation Ask($email: String!) { requestPasswordReset(email: $email) }';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await gql(crm.url, ask, { email: uniqueEmail('nobody') }, from('203.0.113.20'))).body.errors,
      ).toBeUndefined();
    }
    expect(
      (await gql(crm.url, ask, { email: person.email }, from('203.0.113.20'))).body.errors?.[0]?.extensions?.code,
    ).toBe('auth/too-many-requests');
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      expect((await gql(crm.url, ask, { email: person.email }, from(client))).body).toEqual({
        data: { requestPasswordReset: true },
      });
    }
    await smtp.messageTo(person.email);
    await sleep(300);
    expect(smtp.messages.filter((message) => message.to.includes(person.email))).toHaveLength(3);
  });
});
