// Sign-in beyond the password, on both identity providers (local accounts; Firebase Auth on its emulator): each
// device's session, listed and ended with its sockets; and, behind a trusted proxy, codes and reset requests throttled
// per client. Password reset and second factors have files of their own (passwordReset, secondFactor).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signInMutation, sleep, startTestCrm, uniqueEmail, wsClient, type TestCrm } from '../support/crmServer.ts';
import { stopStoreEmulator } from '../support/crmStores.ts';
import {
  auditActions,
  challengeOf,
  isSignedIn,
  providers,
  signInCrm,
  totp,
  verifyMutation,
} from '../support/signInCalls.ts';
import { startSmtpServer, type TestSmtp } from '../support/smtpServer.ts';
import { codeOf, must, signUp, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

describe.each(providers)('sign-in with %s accounts', (provider) => {
  let crm: TestCrm;
  let owner: Person;
  const { signInAs } = signInCrm(provider, (running) => ({ crm, owner } = running));

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
