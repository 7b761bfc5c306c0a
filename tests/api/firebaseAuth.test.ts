// CRM_AUTH=firebase against the Firebase Auth emulator, which this file starts itself.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Database from 'better-sqlite3';
import { startAuthEmulator, type AuthEmulator } from '../support/firebaseAuthEmulator.ts';
import {
  collect,
  gql,
  signInMutation,
  signUpMutation,
  sleep,
  startTestCrm,
  uniqueEmail,
  wsClient,
  type TestCrm,
} from '../support/crmServer.ts';

type AuthResult = {
  signUp?: { token: string; user: { uid: string; email: string } };
  signIn?: { token: string; user: { uid: string; email: string } };
};
type Me = { me: { uid: string; email: string } | null };
const meQuery = '{ me { uid email } }';

describe('Firebase Auth identity', () => {
  let emulator: AuthEmulator;
  let crm: TestCrm;

  beforeAll(async () => {
    emulator = await startAuthEmulator();
    // firebase-admin reads these from the environment, as it does in production.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    process.env.GOOGLE_CLOUD_PROJECT = emulator.projectId;
    // No credentials here: keep the Google client from probing for a cloud metadata server.
    process.env.METADATA_SERVER_DETECTION = 'none';
    crm = await startTestCrm({
      CRM_AUTH: 'firebase',
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    });
  }, 90_000);
  afterAll(async () => {
    await crm?.dispose();
    await emulator?.stop();
  });

  it('signs up in Firebase Auth and answers with a session cookie that identifies the user', async () => {
    const email = uniqueEmail();
    const { body, response } = await gql<AuthResult>(crm.url, signUpMutation, {
      email,
      password: 'secret123',
      repeatPassword: 'secret123',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.signUp?.user.email).toBe(email);
    expect(response.headers.get('set-cookie')).toMatch(/^crm_session=[^;]+;.*HttpOnly/i);
    const me = await gql<Me>(crm.url, meQuery, {}, { token: body.data!.signUp!.token });
    expect(me.body.data?.me).toEqual(body.data?.signUp?.user);
  });

  it('signs in with the password, and passes Firebase’s errors through as auth/ codes', async () => {
    const email = uniqueEmail();
    await gql(crm.url, signUpMutation, { email, password: 'secret123', repeatPassword: 'secret123' });
    const ok = await gql<AuthResult>(crm.url, signInMutation, { email, password: 'secret123' });
    expect(ok.body.data?.signIn?.user.email).toBe(email);

    const wrong = await gql(crm.url, signInMutation, { email, password: 'not-the-password' });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('auth/invalid-credential');
    const unknown = await gql(crm.url, signInMutation, { email: uniqueEmail('nobody'), password: 'secret123' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('auth/invalid-credential');
    const again = await gql(crm.url, signUpMutation, { email, password: 'secret123', repeatPassword: 'secret123' });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('auth/email-already-in-use');
  });

  it('accepts a Firebase ID token as a bearer token, over HTTP and WebSocket', async () => {
    // A member of the team (signed up through the CRM) signs in to Firebase itself and sends its ID token.
    const email = uniqueEmail();
    await gql(crm.url, signUpMutation, { email, password: 'secret123', repeatPassword: 'secret123' });
    const signedUp = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret123', returnSecureToken: true }),
      },
    ).then((r) => r.json() as Promise<{ idToken: string }>);
    const me = await gql<Me>(crm.url, meQuery, {}, { token: signedUp.idToken });
    expect(me.body.data?.me?.email).toBe(email);
    const customers = await gql(crm.url, '{ customers { id } }', {}, { token: signedUp.idToken });
    expect(customers.body.errors).toBeUndefined();

    const socket = wsClient(crm.url, { token: signedUp.idToken });
    const subscription = collect(socket.client, 'subscription { customerChanges { initial } }');
    expect((await subscription.until(1))[0]?.data).toEqual({ customerChanges: { initial: true } });
    await socket.client.dispose();
  });

  it('signs out by revoking the user’s refresh tokens: the session cookie stops working', async () => {
    const email = uniqueEmail();
    const { body } = await gql<AuthResult>(crm.url, signUpMutation, {
      email,
      password: 'secret123',
      repeatPassword: 'secret123',
    });
    const token = body.data!.signUp!.token;
    // Revocation compares whole seconds: sign out in a later second than the sign-in.
    await sleep(1100);
    const out = await gql<{ signOut: boolean }>(crm.url, 'mutation { signOut }', {}, { token });
    expect(out.body.data?.signOut).toBe(true);
    expect((await gql<Me>(crm.url, meQuery, {}, { token })).body.data?.me).toBeNull();
    expect((await gql(crm.url, '{ customers { id } }', {}, { token })).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses an ID token of a Firebase user the team never admitted (made straight in Firebase Auth with the public key)', async () => {
    const stranger = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('stranger'), password: 'secret123', returnSecureToken: true }),
      },
    ).then((r) => r.json() as Promise<{ idToken: string }>);
    expect((await gql<Me>(crm.url, meQuery, {}, { token: stranger.idToken })).body.data?.me).toBeNull();
    expect(
      (await gql(crm.url, '{ customers { id } }', {}, { token: stranger.idToken })).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('on a team’s first start, makes the project’s existing Firebase users its members, the earliest its owner', async () => {
    const early = uniqueEmail('existing');
    await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: early, password: 'secret123', returnSecureToken: true }),
    });
    // A second CRM with a data folder of its own: a store that never had a team, on the same Firebase project.
    const fresh = await startTestCrm({
      CRM_AUTH: 'firebase',
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    });
    try {
      const signedIn = await gql<AuthResult>(fresh.url, signInMutation, { email: early, password: 'secret123' });
      const me = await gql<{ me: { role: string } }>(
        fresh.url,
        '{ me { role } }',
        {},
        { token: signedIn.body.data!.signIn!.token },
      );
      expect(me.body.data?.me.role).toBe('MEMBER');
      const db = new Database(path.join(fresh.dataDir, 'crm.sqlite'), { readonly: true });
      const members = db
        .prepare('SELECT email, role, joined_at AS joinedAt FROM members ORDER BY joined_at')
        .all() as Array<{
        email: string;
        role: string;
        joinedAt: number;
      }>;
      db.close();
      expect(members.filter((member) => member.role === 'OWNER')).toEqual([members[0]]);
      expect(members.map((member) => member.email)).toContain(early);
    } finally {
      await fresh.dispose();
    }
  });

  // Last: it stops the emulator.
  it('reads a session Firebase cannot check as signed out, and logs why without the token', async () => {
    const { body } = await gql<AuthResult>(crm.url, signUpMutation, {
      email: uniqueEmail(),
      password: 'secret123',
      repeatPassword: 'secret123',
    });
    const token = body.data!.signUp!.token;
    await emulator.stop();
    const lines: string[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation((...args) => void lines.push(args.join(' ')));
    try {
      expect((await gql<Me>(crm.url, meQuery, {}, { token })).body.data?.me).toBeNull();
    } finally {
      warn.mockRestore();
    }
    const told = lines.filter((line) => line.includes('Firebase Auth could not check a session'));
    expect(told).toHaveLength(1);
    expect(told[0]).not.toContain(token);
  });
});
