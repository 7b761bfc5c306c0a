// Helpers for tests of the team: people with each role,
// invitations and API keys, made through the API as an admin would.
import { defaultThrottleLimits } from '../../server/domain/accounts/throttle.ts';
import { gql, signInMutation, signUp, startTestCrm, uniqueEmail, type TestCrm } from './crmServer.ts';
import { afterAll, beforeAll } from '@jest/globals';
import type { Start } from './crmStores.ts';

export type Role = 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER';

export interface Person {
  token: string;
  email: string;
  uid: string;
}

/** Runs a mutation or query that must succeed, and answers its data. */
export async function must<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const { body } = await gql<T>(url, query, variables, { token });
  if (body.errors?.length || !body.data)
    throw new Error(`${query.trim().split('\n')[0]} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The first error's code, or null when the answer has none. */
export async function codeOf(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<string | null> {
  const { body } = await gql(url, query, variables, { token });
  return body.errors?.[0]?.extensions?.code ?? null;
}

export async function invite(
  url: string,
  adminToken: string,
  email: string,
  role: Role,
): Promise<{ id: string; token: string; url: string }> {
  const { inviteMember } = await must<{ inviteMember: { id: string; url: string } }>(
    url,
    'mutation Invite($email: String!, $role: Role!) { inviteMember(email: $email, role: $role) { id url } }',
    { email, role },
    adminToken,
  );
  return {
    id: inviteMember.id,
    url: inviteMember.url,
    token: new URL(inviteMember.url).searchParams.get('invitation')!,
  };
}

const invitedSignUpMutation = `mutation SignUp($email: String!, $password: String!, $repeatPassword: String!, $invitation: String) {
  signUp(email: $email, password: $password, repeatPassword: $repeatPassword, invitation: $invitation) { token user { uid email role } }
}`;

export async function signUpInvited(url: string, email: string, invitation: string, password = 'secret123') {
  return gql<{ signUp: { token: string; user: { uid: string; email: string; role: Role } } }>(
    url,
    invitedSignUpMutation,
    {
      email,
      password,
      repeatPassword: password,
      invitation,
    },
  );
}

/** Someone who joined through an invitation with `role`. */
export async function joinAs(url: string, adminToken: string, role: Role): Promise<Person> {
  const email = uniqueEmail(role.toLowerCase());
  const { token } = await invite(url, adminToken, email, role);
  const { body } = await signUpInvited(url, email, token);
  if (!body.data) throw new Error(`invited sign-up failed: ${JSON.stringify(body.errors)}`);
  return { token: body.data.signUp.token, email, uid: body.data.signUp.user.uid };
}

export async function createApiKey(
  url: string,
  adminToken: string,
  role: Role,
  expiresAt?: string,
): Promise<{ id: string; secret: string }> {
  const { createApiKey: created } = await must<{ createApiKey: { apiKey: { id: string }; secret: string } }>(
    url,
    'mutation Key($name: String!, $role: Role!, $expiresAt: String) { createApiKey(name: $name, role: $role, expiresAt: $expiresAt) { apiKey { id } secret } }',
    { name: `${role.toLowerCase()} key`, role, expiresAt },
    adminToken,
  );
  return { id: created.apiKey.id, secret: created.secret };
}

export async function setRole(url: string, adminToken: string, uid: string, role: Role): Promise<void> {
  await must(
    url,
    'mutation Role($uid: ID!, $role: Role!) { setMemberRole(uid: $uid, role: $role) { uid } }',
    { uid, role },
    adminToken,
  );
}

export async function deactivate(url: string, adminToken: string, uid: string): Promise<void> {
  await must(url, 'mutation Off($uid: ID!) { deactivateMember(uid: $uid) { uid } }', { uid }, adminToken);
}

/**
 * A CRM from `start` (SQLite unless told) with its owner, made in beforeAll (handed to `started`), closed in afterAll.
 */
export function crmWithOwner(started: (running: { crm: TestCrm; owner: Person }) => void, start: Start = startTestCrm) {
  let crm: TestCrm | undefined;
  beforeAll(async () => {
    crm = await start();
    started({ crm, owner: await signUp(crm.url) });
  });
  afterAll(() => crm?.dispose());
}

/** A CRM from `start` with its owner, and a member and a viewer who joined through invitations. */
export async function startWithMembers(start: Start) {
  const crm = await start();
  const owner = await signUp(crm.url);
  const member = await joinAs(crm.url, owner.token, 'MEMBER');
  const viewer = await joinAs(crm.url, owner.token, 'VIEWER');
  return { crm, owner, member, viewer };
}

/** As startWithMembers, with a fourth who joined as a member and has been deactivated since. */
export async function startWithFormerMember(start: Start) {
  const team = await startWithMembers(start);
  const gone = await joinAs(team.crm.url, team.owner.token, 'MEMBER');
  await deactivate(team.crm.url, team.owner.token, gone.uid);
  return { ...team, gone };
}

/**
 * A CRM from `start` with its owner and an admin, refusing sign-ins after three wrong passwords per account and client.
 */
export async function startTeam(start: Start): Promise<{ crm: TestCrm; owner: Person; admin: Person }> {
  const crm = await start({}, { throttle: { ...defaultThrottleLimits, perAccountAndClient: 3 } });
  const owner = await signUp(crm.url);
  return { crm, owner, admin: await joinAs(crm.url, owner.token, 'ADMIN') };
}

export async function signIn(url: string, email: string) {
  return gql<{ signIn: { token: string } }>(url, signInMutation, { email, password: 'secret123' });
}

/** Waits for a socket to close and answers its code and how long that took from `since`. */
export async function closedWithin(
  closed: Promise<{ code: number }>,
  since: number,
  timeoutMs = 5000,
): Promise<{ code: number; ms: number }> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs).unref(),
  );
  const { code } = await Promise.race([closed, timeout]);
  return { code, ms: Date.now() - since };
}

export { signUp };
