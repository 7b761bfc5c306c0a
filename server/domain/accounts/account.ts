import type { MemberPreferences } from '../preferences/preferences.ts';
import type { Role } from '../team/team.ts';

export interface User {
  uid: string;
  email: string;
}

/**
 * A user as the API shows one: the role is known for the viewer (me, signIn, signUp), not for others; their own
 * locale and region only on me and updateMyPreferences.
 */
export interface UserWithRole extends User, Partial<MemberPreferences> {
  role?: Role;
  /** On the viewer: the team requires a second factor and this session must add one first */
  mustEnrolSecondFactor?: boolean;
}

export interface Session {
  user: UserWithRole;
  /** The bearer token for API clients; browsers receive it as the session cookie. */
  token: string;
}

/** Who is asking, as far as throttling is concerned. */
export interface Requester {
  ip: string;
  /** The User-Agent header, shown in the person's list of devices */
  userAgent?: string;
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
  /**
   * Whether a token is a session this server issued
   * (then the sign-in store must know it) rather than a provider's own bearer token.
   */
  isSessionToken(token: string): Promise<boolean>;
  /** Starts a session for a person who proved who they are another way (a passkey). */
  startSession(user: User): Promise<Session>;
  /** Ends one session, given the hash of its token (a device signed out from another). */
  endSession(tokenHash: string): Promise<void>;
  /** A single-use password reset token for the account of this email (1 hour); null when there is none. */
  createPasswordReset(email: string): Promise<string | null>;
  /**
   * Sets a new password from a reset token (auth/invalid-action-code when unknown,
   * used or expired); answers whose it was.
   */
  resetPassword(token: string, password: string): Promise<User>;
  /**
   * Checks the current password (auth/invalid-credential), then sets the new one. Answers true when the provider itself
   * ended every session of the account on the change (Firebase Auth does), so the current device needs a new one.
   */
  changePassword(user: User, currentPassword: string, password: string): Promise<boolean>;
}

/** How long a password reset link works */
export const passwordResetLifetimeMs = 60 * 60 * 1000;

/** What the 'Login with Google' popup posts to its opener when the flow ends. */
export type GoogleSignInMessage =
  | { type: 'crm-google-sign-in'; ok: true; user: User }
  | {
      type: 'crm-google-sign-in';
      ok: false;
      message: string;
      code: string;
      /** auth/multi-factor-required: what verifySecondFactor completes */ challenge?: string;
    };

/** GET /auth/google/config: whether the popup can run, and the origin it reports to. */
export interface GoogleSignInConfig {
  configured: boolean;
  origin: string;
}

/** How long a session lasts, with either identity (Firebase's session cookies allow at most two weeks). */
export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;
