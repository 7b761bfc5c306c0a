// Password reset on both identity providers (local accounts; Firebase Auth on its emulator): by the emailed link (read
// from a real SMTP server) and by an admin's link, a link past its hour, and a password change ending other sessions.
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { gql, sleep, uniqueEmail, wsClient, type TestCrm } from '../support/crmServer.ts';
import { stopStoreEmulator } from '../support/crmStores.ts';
import { auditActions, isSignedIn, providers, resetMutation, signInCrm } from '../support/signInCalls.ts';
import { linkIn, type TestSmtp } from '../support/smtpServer.ts';
import { codeOf, must, signUp, type Person } from '../support/team.ts';

afterAll(stopStoreEmulator);

describe.each(providers)('sign-in with %s accounts', (provider) => {
  let smtp: TestSmtp;
  let crm: TestCrm;
  let owner: Person;
  const { signInAs } = signInCrm(provider, (running) => ({ smtp, crm, owner } = running));

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
});
