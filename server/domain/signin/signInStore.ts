// The port every sign-in adapter implements (SQLite tables, Firestore documents): the sessions a person holds on their
// devices, whichever identity provider issued them, and their second factor. Secrets are kept only as hashes, except
// the TOTP secret, which the server needs to check codes.
import type { SessionEndReason } from '../errors.ts';

/** One signed-in device. Keyed by the hash of its session token; `id` is what the API shows. */
export interface SessionRecord {
  id: string;
  tokenHash: string;
  uid: string;
  userAgent: string | null;
  address: string | null;
  createdAt: number;
  lastActiveAt: number | null;
  expiresAt: number;
  /**
   * Until when the session waits for its second factor
   * (then it is a sign-in challenge, not yet a session); null once complete
   */
  pendingUntil: number | null;
  /** The team requires a second factor and this person had none at sign-in: only enrolling is open to this session */
  mustEnrol: boolean;
  /**
   * Why the session ended, kept until it would have expired so its device can be told; absent or null while it lasts
   */
  endedBecause?: SessionEndReason | null;
}

export interface SecondFactorRecord {
  uid: string;
  /** Base32 TOTP secret */
  secret: string;
  /** null while enrolment waits for the first code */
  enrolledAt: number | null;
  /** sha-256 of each unused recovery code */
  recoveryCodeHashes: string[];
  /** The last TOTP time step accepted, so a code is not accepted twice */
  lastTimeStep: number | null;
}

/** A WebAuthn credential of a member: a discoverable passkey, found by its credential id at sign-in. */
export interface StoredPasskey {
  /** What the API shows and removes it by */
  id: string;
  /** The authenticator's credential id, base64url */
  credentialId: string;
  uid: string;
  name: string;
  /** COSE public key, base64url */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
}

/** A WebAuthn challenge handed out with options: for adding a passkey (uid) or signing in with one (uid null). */
export interface PasskeyChallenge {
  uid: string | null;
  expiresAt: number;
}

export type SessionPatch = Partial<Pick<SessionRecord, 'lastActiveAt' | 'pendingUntil' | 'mustEnrol' | 'endedBecause'>>;

export interface SignInStore {
  /**
   * Records a session, replacing one with the same token: Firebase makes the same session cookie for two sign-ins of
   * one person within a second, and the later sign-in's state (waiting for a code, say) is the one that holds.
   */
  addSession(session: SessionRecord): Promise<void>;
  sessionByTokenHash(tokenHash: string): Promise<SessionRecord | null>;
  /** Every session of a person, expired ones aside */
  sessionsOf(uid: string, now: number): Promise<SessionRecord[]>;
  updateSession(tokenHash: string, patch: SessionPatch): Promise<void>;
  /**
   * Takes a pending session out of waiting (pendingUntil to null,
   * the full expiry set) once: false when it was not pending at `now`
   */
  completePendingSession(tokenHash: string, now: number, expiresAt: number): Promise<boolean>;
  deleteSessions(tokenHashes: string[]): Promise<void>;

  secondFactor(uid: string): Promise<SecondFactorRecord | null>;
  saveSecondFactor(record: SecondFactorRecord): Promise<void>;
  deleteSecondFactor(uid: string): Promise<void>;
  /** Removes one unused recovery code, in one write: false when it was not there (unknown, or used already) */
  takeRecoveryCode(uid: string, codeHash: string): Promise<boolean>;
  /** Records an accepted TOTP time step, in one write: false when that step or a later one was accepted already */
  advanceTimeStep(uid: string, timeStep: number): Promise<boolean>;

  addPasskey(passkey: StoredPasskey): Promise<void>;
  /** Newest first */
  passkeysOf(uid: string): Promise<StoredPasskey[]>;
  passkeyByCredentialId(credentialId: string): Promise<StoredPasskey | null>;
  /** After a sign-in with it: the authenticator's new signature counter and when */
  touchPasskey(credentialId: string, counter: number, at: number): Promise<void>;
  /** The passkey removed; null when this person has none of that id */
  deletePasskey(uid: string, id: string): Promise<StoredPasskey | null>;
  addPasskeyChallenge(challenge: string, record: PasskeyChallenge): Promise<void>;
  /** The challenge's record, deleted as it is read: a challenge works once */
  takePasskeyChallenge(challenge: string): Promise<PasskeyChallenge | null>;
}
