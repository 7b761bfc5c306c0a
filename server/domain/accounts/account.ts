import type { Role } from '../team/team.ts';

export interface User {
  uid: string;
  email: string;
}

/** A user as the API shows one: the role is known for the viewer (me, signIn, signUp), not for others. */
export interface UserWithRole extends User {
  role?: Role;
}

export interface Session {
  user: User;
  /** The bearer token for API clients; browsers receive it as the session cookie. */
  token: string;
}

/** Who is asking, as far as throttling is concerned. */
export interface Requester {
  ip: string;
}

/** A user whom an OpenID provider (Google) has vouched for, with a verified email. */
export interface ProviderIdentity {
  providerId: 'google.com';
  email: string;
  /** The provider's ID token, already verified (signature, issuer, audience, nonce) */
  idToken: string;
}

/** The port every identity adapter implements (local accounts, Firebase Auth). */
export interface Identity {
  signUp(email: string, password: string, requester: Requester): Promise<Session>;
  signIn(email: string, password: string, requester: Requester): Promise<Session>;
  /** Signs in (creating or linking the account by its verified email) a user an OpenID provider vouched for. */
  signInWithProvider(identity: ProviderIdentity): Promise<Session>;
  signOut(token: string): Promise<void>;
  /** The user a session token belongs to; null when it is unknown, expired or revoked. */
  userFor(token: string): Promise<User | null>;
  /** Ends every session of an account (a deactivated member). */
  endSessionsOf(uid: string): Promise<void>;
  /** Every account the provider holds, for the first start of a team (the earliest becomes its owner). */
  listAccounts(): Promise<Array<{ uid: string; email: string; createdAt: number }>>;
}

/** What the 'Login with Google' popup posts to its opener when the flow ends. */
export type GoogleSignInMessage =
  | { type: 'crm-google-sign-in'; ok: true; user: User }
  | { type: 'crm-google-sign-in'; ok: false; message: string; code: string };

/** GET /auth/google/config: whether the popup can run, and the origin it reports to. */
export interface GoogleSignInConfig {
  configured: boolean;
  origin: string;
}

/** How long a session lasts, with either identity (Firebase's session cookies allow at most two weeks). */
export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;
