import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  gql,
  signInMutation,
  signUp,
  signUpMutation,
  startTestCrm,
  uniqueEmail,
  type TestCrm,
} from '../support/crmServer.ts';
import { defaultThrottleLimits } from '../../server/domain/accounts/throttle.ts';

const meQuery = '{ me { uid email } }';
type Me = { me: { uid: string; email: string } | null };
type AuthResult = { signIn?: { token: string }; signUp?: { token: string } };

describe('accounts and sessions', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm({}, { throttle: { ...defaultThrottleLimits, perClient: 1000, perAccountAndClient: 3 } });
  });
  afterAll(() => crm.dispose());

  it('signs up, sets an HttpOnly SameSite=Lax cookie, and knows the user by cookie and by bearer token', async () => {
    const email = uniqueEmail();
    const { body, response } = await gql<{ signUp: { token: string; user: { uid: string; email: string } } }>(
      crm.url,
      signUpMutation,
      {
        email: `  ${email.toUpperCase()} `,
        password: 'secret123',
        repeatPassword: 'secret123',
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.signUp.user.email).toBe(email);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^crm_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = setCookie.split(';')[0]!;

    const byCookie = await gql<Me>(crm.url, meQuery, {}, { cookie });
    expect(byCookie.body.data?.me).toEqual(body.data?.signUp.user);
    const byToken = await gql<Me>(crm.url, meQuery, {}, { token: body.data!.signUp.token });
    expect(byToken.body.data?.me?.email).toBe(email);
  });

  it('answers me with null for a visitor and for an unknown token', async () => {
    expect((await gql<Me>(crm.url, meQuery)).body).toEqual({ data: { me: null } });
    expect((await gql<Me>(crm.url, meQuery, {}, { token: 'not-a-session' })).body).toEqual({ data: { me: null } });
  });

  it('signs in with the right password, case-insensitively by email', async () => {
    const { email } = await signUp(crm.url, uniqueEmail(), 'secret123');
    const { body, response } = await gql<AuthResult>(crm.url, signInMutation, {
      email: email.toUpperCase(),
      password: 'secret123',
    });
    expect(body.errors).toBeUndefined();
    expect(response.headers.get('set-cookie')).toMatch(/crm_session=/);
    const me = await gql<Me>(crm.url, meQuery, {}, { token: body.data!.signIn!.token });
    expect(me.body.data?.me?.email).toBe(email);
  });

  it('gives the same auth/invalid-credential answer for a wrong password and an unknown email', async () => {
    const { email } = await signUp(crm.url);
    const wrong = await gql(crm.url, signInMutation, { email, password: 'wrong-password' });
    const unknown = await gql(crm.url, signInMutation, { email: uniqueEmail('nobody'), password: 'wrong-password' });
    for (const { body } of [wrong, unknown]) {
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('auth/invalid-credential');
      expect(body.errors?.[0]?.message).toBe('The email or password is incorrect.');
    }
  });

  it('refuses a second account for the same email with auth/email-already-in-use', async () => {
    const { email } = await signUp(crm.url);
    const { body } = await gql(crm.url, signUpMutation, {
      email: email.toUpperCase(),
      password: 'other-secret',
      repeatPassword: 'other-secret',
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('auth/email-already-in-use');
  });

  it('refuses a short password with auth/weak-password and the spec message', async () => {
    const { body } = await gql(crm.url, signUpMutation, {
      email: uniqueEmail(),
      password: '12345',
      repeatPassword: '12345',
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'auth/weak-password',
      fields: { password: 'Please insert at least 6 characters password' },
    });
  });

  it('refuses a malformed email with auth/invalid-email on sign-up and sign-in', async () => {
    for (const [query, variables] of [
      [signUpMutation, { email: 'not-an-email', password: 'secret123', repeatPassword: 'secret123' }],
      [signInMutation, { email: 'not-an-email', password: 'secret123' }],
    ] as const) {
      const { body } = await gql(crm.url, query, variables);
      expect(body.errors?.[0]?.extensions).toEqual({
        code: 'auth/invalid-email',
        fields: { email: 'Please insert valid email' },
      });
    }
  });

  it('refuses a repeated password that differs, and an empty sign-in password, with the spec messages', async () => {
    const mismatch = await gql(crm.url, signUpMutation, {
      email: uniqueEmail(),
      password: 'secret123',
      repeatPassword: 'secret124',
    });
    expect(mismatch.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { repeatPassword: 'Please insert the same password' },
    });
    const shortRepeat = await gql(crm.url, signUpMutation, {
      email: uniqueEmail(),
      password: 'secret123',
      repeatPassword: '123',
    });
    expect(shortRepeat.body.errors?.[0]?.extensions?.fields).toEqual({
      repeatPassword: 'Please insert at least 6 characters password',
    });
    const empty = await gql(crm.url, signInMutation, { email: uniqueEmail(), password: '' });
    expect(empty.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { password: 'Please insert your password' },
    });
  });

  it('throttles an account after repeated failures with auth/too-many-requests, even for the right password', async () => {
    const { email } = await signUp(crm.url);
    for (let attempt = 0; attempt < 3; attempt++) {
      const { body } = await gql(crm.url, signInMutation, { email, password: 'wrong-password' });
      expect(body.errors?.[0]?.extensions?.code).toBe('auth/invalid-credential');
    }
    const { body } = await gql(crm.url, signInMutation, { email, password: 'secret123' });
    expect(body.errors?.[0]?.extensions?.code).toBe('auth/too-many-requests');
  });

  it('signs out: the session stops working and the cookie is cleared', async () => {
    const { token } = await signUp(crm.url);
    const { body, response } = await gql<{ signOut: boolean }>(crm.url, 'mutation { signOut }', {}, { token });
    expect(body.data?.signOut).toBe(true);
    expect(response.headers.get('set-cookie')).toMatch(/crm_session=;.*Expires=Thu, 01 Jan 1970/i);
    expect((await gql<Me>(crm.url, meQuery, {}, { token })).body.data?.me).toBeNull();
    const refused = await gql(crm.url, '{ customers { id } }', {}, { token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('per-IP throttle', () => {
  it('answers auth/too-many-requests once one address has used up its attempts', async () => {
    const crm = await startTestCrm({}, { throttle: { ...defaultThrottleLimits, perClient: 2 } });
    try {
      await gql(crm.url, signInMutation, { email: uniqueEmail(), password: 'whatever1' });
      await gql(crm.url, signInMutation, { email: uniqueEmail(), password: 'whatever1' });
      const { body } = await gql(crm.url, signUpMutation, {
        email: uniqueEmail(),
        password: 'secret123',
        repeatPassword: 'secret123',
      });
      expect(body.errors?.[0]?.extensions?.code).toBe('auth/too-many-requests');
    } finally {
      await crm.dispose();
    }
  });
});

describe('restart', () => {
  it('keeps accounts, sessions and customers when the server restarts on the same data folder', async () => {
    const first = await startTestCrm();
    const { token, email } = await signUp(first.url, uniqueEmail(), 'secret123');
    const saved = await gql<{ saveCustomer: { id: string } }>(
      first.url,
      'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      {
        input: {
          fname: 'Ada',
          lname: 'Lovelace',
          email: 'ada@example.com',
          phone: '555 0100 200',
          address: '12 Analytical Row',
        },
      },
      { token },
    );
    await first.close();

    const second = await startTestCrm({ CRM_DATA_DIR: first.dataDir });
    try {
      const me = await gql<Me>(second.url, meQuery, {}, { token });
      expect(me.body.data?.me?.email).toBe(email);
      const customer = await gql<{ customer: { fname: string } | null }>(
        second.url,
        'query($id: ID!) { customer(id: $id) { fname } }',
        { id: saved.body.data!.saveCustomer.id },
        { token },
      );
      expect(customer.body.data?.customer?.fname).toBe('Ada');
      const signIn = await gql(second.url, signInMutation, { email, password: 'secret123' });
      expect(signIn.body.errors).toBeUndefined();
    } finally {
      await second.dispose();
    }
  });
});
