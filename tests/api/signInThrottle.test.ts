// Sign-in throttling stops a guesser without locking the owner out, and counts clients by the address it can trust.
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { defaultThrottleLimits } from '../../server/domain/accounts/throttle.ts';
import {
  signInMutation,
  signUp,
  signUpMutation,
  startTestCrm,
  uniqueEmail,
  type GraphQLResponse,
} from '../support/crmServer.ts';

/** POST /graphql from a chosen loopback address (fetch cannot pick its local address). */
function gqlFrom(
  localAddress: string,
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return new Promise<GraphQLResponse>((resolve, reject) => {
    const body = JSON.stringify({ query, variables });
    const request = http.request(
      `${url}/graphql`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as GraphQLResponse));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const code = (answer: GraphQLResponse) => answer.errors?.[0]?.extensions?.code;

describe('sign-in throttling', () => {
  it('stops a guesser from another client, and the owner still signs in with the right password', async () => {
    const crm = await startTestCrm();
    try {
      const { email } = await signUp(crm.url);
      const answers: Array<string | undefined> = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        answers.push(
          code(await gqlFrom('127.0.0.2', crm.url, signInMutation, { email, password: `guess-${attempt}` })),
        );
      }
      expect(answers.slice(0, 5)).toEqual(Array(5).fill('auth/invalid-credential'));
      expect(answers.slice(5)).toEqual(Array(15).fill('auth/too-many-requests'));
      // Even the right password is refused to the client that has been guessing...
      expect(code(await gqlFrom('127.0.0.2', crm.url, signInMutation, { email, password: 'secret123' }))).toBe(
        'auth/too-many-requests',
      );
      // ...but not to the owner.
      const owner = await gqlFrom('127.0.0.1', crm.url, signInMutation, { email, password: 'secret123' });
      expect(owner.errors).toBeUndefined();
    } finally {
      await crm.dispose();
    }
  });

  it('says when to try again: the time left in the window that stopped the client', async () => {
    const lockout = 'Access has been temporarily disabled because of many failed attempts.';
    const message = (answer: GraphQLResponse) => answer.errors?.[0]?.message;
    const crm = await startTestCrm(
      {},
      { throttle: { ...defaultThrottleLimits, perAccount: 2, signUpsPerClient: 1, signUpWindowMs: 30_000 } },
    );
    try {
      const { email } = await signUp(crm.url);
      const answers: GraphQLResponse[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        answers.push(await gqlFrom('127.0.0.2', crm.url, signInMutation, { email, password: `guess-${attempt}` }));
      // Past the guessing limit for this account and client: its 15-minute window.
      expect(code(answers[5]!)).toBe('auth/too-many-requests');
      expect(message(answers[5]!)).toBe(`${lockout} Try again in 15 minutes.`);
      // Past the account's ceiling (60 minutes): free when this client's own failures end, in 15.
      expect(code(await gqlFrom('127.0.0.3', crm.url, signInMutation, { email, password: 'wrong' }))).toBe(
        'auth/invalid-credential',
      );
      expect(message(await gqlFrom('127.0.0.3', crm.url, signInMutation, { email, password: 'wrong' }))).toBe(
        `${lockout} Try again in 15 minutes.`,
      );
      // Sign-ups: a 30-second window, opened by the sign-up above a moment ago.
      const signUpAgain = await gqlFrom('127.0.0.1', crm.url, signUpMutation, {
        email: uniqueEmail(),
        password: 'secret123',
        repeatPassword: 'secret123',
      });
      const [, seconds] =
        message(signUpAgain)?.match(
          /^Access has been temporarily disabled because of many failed attempts\. Try again in (\d+) seconds\.$/,
        ) ?? [];
      expect(Number(seconds)).toBeGreaterThan(15);
      expect(Number(seconds)).toBeLessThanOrEqual(30);
    } finally {
      await crm.dispose();
    }
  });

  it('past the ceiling for one account, stops every client that has failed on it, but not one that has not', async () => {
    const crm = await startTestCrm({}, { throttle: { ...defaultThrottleLimits, perAccount: 3 } });
    try {
      const { email } = await signUp(crm.url);
      for (const guesser of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
        expect(code(await gqlFrom(guesser, crm.url, signInMutation, { email, password: 'wrong-one' }))).toBe(
          'auth/invalid-credential',
        );
      }
      expect(code(await gqlFrom('127.0.0.2', crm.url, signInMutation, { email, password: 'wrong-two' }))).toBe(
        'auth/too-many-requests',
      );
      expect(
        (await gqlFrom('127.0.0.1', crm.url, signInMutation, { email, password: 'secret123' })).errors,
      ).toBeUndefined();
    } finally {
      await crm.dispose();
    }
  });

  it('limits sign-ups per client', async () => {
    const crm = await startTestCrm({}, { throttle: { ...defaultThrottleLimits, signUpsPerClient: 2 } });
    try {
      const signUpFrom = (address: string) =>
        gqlFrom(address, crm.url, signUpMutation, {
          email: uniqueEmail(),
          password: 'secret123',
          repeatPassword: 'secret123',
        });
      expect((await signUpFrom('127.0.0.2')).errors).toBeUndefined();
      expect((await signUpFrom('127.0.0.2')).errors).toBeUndefined();
      expect(code(await signUpFrom('127.0.0.2'))).toBe('auth/too-many-requests');
      expect((await signUpFrom('127.0.0.3')).errors).toBeUndefined();
    } finally {
      await crm.dispose();
    }
  });
});

describe('the client address behind a proxy', () => {
  const limits = { ...defaultThrottleLimits, perClient: 3 };
  const attempts = async (url: string) => {
    const answers: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const headers = { 'x-forwarded-for': `203.0.113.${attempt}` };
      answers.push(
        code(await gqlFrom('127.0.0.1', url, signInMutation, { email: uniqueEmail(), password: 'whatever1' }, headers)),
      );
    }
    return answers;
  };

  it('ignores X-Forwarded-For by default, so rotating it does not escape the throttle', async () => {
    const crm = await startTestCrm({}, { throttle: limits });
    try {
      expect((await attempts(crm.url)).slice(3)).toEqual(['auth/too-many-requests', 'auth/too-many-requests']);
    } finally {
      await crm.dispose();
    }
  });

  it('believes X-Forwarded-For from the proxies CRM_TRUST_PROXY names', async () => {
    const crm = await startTestCrm({ CRM_TRUST_PROXY: 'loopback' }, { throttle: limits });
    try {
      expect(await attempts(crm.url)).toEqual(Array(5).fill('auth/invalid-credential'));
    } finally {
      await crm.dispose();
    }
  });
});
