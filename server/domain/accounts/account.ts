export interface User {
  uid: string;
  email: string;
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
}
