// What the sign-in API tests share: a CRM with mail on each identity provider, and the calls and codes they make.
import { afterAll, beforeAll } from '@jest/globals';
import { generate } from 'otplib';
import { gql, signInMutation, sleep, startTestCrm, uniqueEmail, type TestCrm } from './crmServer.ts';
import { crmStores } from './crmStores.ts';
import { startAuthEmulator, type AuthEmulator } from './firebaseAuthEmulator.ts';
import { startSmtpServer, type TestSmtp } from './smtpServer.ts';
import { must, signUp, type Person } from './team.ts';

/** Local accounts with the sign-in store in SQLite or in Firestore; Firebase Auth (with SQLite beside it) */
export type Provider = 'local' | 'local on Firestore' | 'firebase';
export const providers: Provider[] = ['local', 'local on Firestore', 'firebase'];

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

export const signInWithPassword = async (url: string, email: string, password: string, userAgent?: string) =>
  gql<{ signIn: { token: string; user: { uid: string } } }>(
    url,
    signInMutation,
    { email, password },
    { headers: userAgent ? { 'user-agent': userAgent } : {} },
  );

export interface SignInCrm {
  smtp: TestSmtp;
  crm: TestCrm;
  owner: Person;
}

/**
 * Starts a mail server and a CRM on `provider` with its owner in beforeAll (handed to `started`) and stops them in
 * afterAll; answers the password sign-in the tests use.
 */
export function signInCrm(provider: Provider, started: (running: SignInCrm) => void) {
  let running: Partial<SignInCrm> = {};
  // Firebase makes the same session cookie for two sign-ins of one person within a second:
  // a later second makes another device.
  const signInAs = async (url: string, email: string, password: string, userAgent?: string) => {
    if (provider === 'firebase') await sleep(1100);
    return signInWithPassword(url, email, password, userAgent);
  };

  beforeAll(async () => {
    running.smtp = await startSmtpServer();
    running.crm = await startCrm(provider, running.smtp);
    running.owner = await signUp(running.crm.url, uniqueEmail('owner'));
    started(running as SignInCrm);
  }, 90_000);
  afterAll(async () => {
    await running.crm?.dispose();
    await running.smtp?.stop();
    await emulator?.stop();
    emulator = null;
    running = {};
  });
  return { signInAs };
}

export const meQuery = '{ me { uid email mustEnrolSecondFactor } }';
export const resetMutation = `mutation Reset($token: String!, $password: String!, $repeatPassword: String!) {
  resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) { token user { uid email } }
}`;
export const verifyMutation =
  'mutation Verify($challenge: String!, $code: String!) { verifySecondFactor(challenge: $challenge, code: $code) { token user { email role } } }';

export async function isSignedIn(url: string, token: string): Promise<boolean> {
  const { body } = await gql<{ me: { uid: string } | null }>(url, meQuery, {}, { token });
  return !!body.data?.me;
}

/**
 * A TOTP code for the step `stepsAhead` from now (a code is accepted once, so a later sign-in needs the next step's).
 */
export const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

export const challengeOf = (extensions: unknown) => (extensions as { challenge: string }).challenge;

export async function auditActions(
  url: string,
  token: string,
): Promise<Array<{ action: string; target: string | null }>> {
  const { auditLog } = await must<{ auditLog: { nodes: Array<{ action: string; target: string | null }> } }>(
    url,
    '{ auditLog(first: 100) { nodes { action target } } }',
    {},
    token,
  );
  return auditLog.nodes;
}
