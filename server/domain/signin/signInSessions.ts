// Each device's session (docs/security.md): opened after the password, a provider or a passkey (waiting for the
// second factor when one is enrolled), checked on every request, listed, and ended one by one or all but this one.
// The second factor and passwords build on it in signInService.ts.
import { createHash, randomBytes } from 'node:crypto';
import { AuthError, ForbiddenError, NotFoundError, type SessionEndReason } from '../errors.ts';
import { sessionLifetimeMs, type Identity, type Requester, type Session, type User } from '../accounts/account.ts';
import { Throttle, type ThrottleLimits } from '../accounts/throttle.ts';
import type { TeamService } from '../team/teamService.ts';
import type { Mailer, Viewer } from '../team/teamAccess.ts';
import type { SessionRecord, SignInStore } from './signInStore.ts';

/** How long a sign-in may wait for its second factor (the challenge's life) */
export const challengeLifetimeMs = 5 * 60_000;
/** lastActiveAt is written at most this often per session */
const touchEveryMs = 60_000;
/** Reset emails asked for one address per hour, past which no more are sent (the answer stays the same) */
const resetMailsPerEmailPerHour = 3;
const minute = 60_000;

export const signInMessages = {
  secondFactorDue: 'Enter the code from your authenticator app, or one of your recovery codes.',
  wrongCode: 'The code is not correct. Check your authenticator app and try again.',
  challengeGone: 'This sign-in has expired. Sign in again.',
  mustEnrol: 'Your team requires a second factor: set one up on your account page first.',
  notForKeys: 'An API key has no password, devices or second factor of its own.',
  alreadyEnrolled: 'A second factor is already set up. Remove it first to set up another.',
  notEnrolled: 'No second factor is set up.',
  startFirst: 'Start setting up the second factor first.',
  ownerReset: "Only the owner can create a reset link for the owner's account.",
} as const;

export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SignInOptions {
  /** CRM_PUBLIC_URL: the base of reset links */
  publicUrl: () => string;
  mailer: Mailer | null;
  throttle: ThrottleLimits;
  /** Where failures that no request waits for (a reset mail) are told: the server's log */
  reportError: (message: string, error: unknown) => void;
  now?: () => number;
}

/** How a person proved who they are, for the second-factor rule: a passkey is both factors at once. */
export type SignInMethod = 'password' | 'provider' | 'passkey';

export interface SessionView extends SessionRecord {
  current: boolean;
}

export class SignInSessions {
  private readonly touched = new Map<string, number>();
  private readonly endedListeners = new Set<(tokenHash: string) => void>();
  protected readonly codePairFailures: Throttle;
  protected readonly codeAccountFailures: Throttle;
  protected readonly resetClients: Throttle;
  protected readonly resetEmails: Throttle;
  protected readonly now: () => number;

  constructor(
    protected readonly identity: Identity,
    protected readonly store: SignInStore,
    protected readonly team: TeamService,
    protected readonly options: SignInOptions,
  ) {
    this.now = options.now ?? Date.now;
    const limits = options.throttle;
    // Codes are guessed like passwords and stopped alike: per account-and-client pair, so nobody locks the owner out.
    this.codePairFailures = new Throttle(limits.perAccountAndClient, limits.windowMs, this.now);
    this.codeAccountFailures = new Throttle(limits.perAccount, limits.accountWindowMs, this.now);
    this.resetClients = new Throttle(limits.perAccountAndClient, limits.windowMs, this.now);
    this.resetEmails = new Throttle(resetMailsPerEmailPerHour, 60 * minute, this.now);
  }

  /** Called with the token hash of every session that ends, so open sockets on it can be closed. */
  onSessionEnded(listener: (tokenHash: string) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  // ---- Opening and checking sessions ----

  /**
   * Records a session the identity started and the team admitted. With a second factor enrolled (and no passkey used),
   * the session waits for it: auth/multi-factor-required carries the challenge that verifySecondFactor completes.
   */
  async open(session: Session, requester: Requester, method: SignInMethod): Promise<Session> {
    const now = this.now();
    const factor = method === 'passkey' ? null : await this.enrolledFactor(session.user.uid);
    // A passkey held counts as the second factor the team asks for, though this sign-in did not use it.
    const mustEnrol =
      !factor &&
      method !== 'passkey' &&
      this.team.requiresSecondFactor() &&
      !(await this.store.passkeysOf(session.user.uid)).length;
    const record: SessionRecord = {
      id: randomBytes(12).toString('base64url'),
      tokenHash: sessionTokenHash(session.token),
      uid: session.user.uid,
      userAgent: requester.userAgent?.slice(0, 500) ?? null,
      address: requester.ip,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: factor ? now + challengeLifetimeMs : now + sessionLifetimeMs,
      pendingUntil: factor ? now + challengeLifetimeMs : null,
      mustEnrol,
    };
    await this.store.addSession(record);
    // The challenge is the waiting session's own token: it works for nothing else until the code completes it.
    if (factor)
      throw new AuthError('auth/multi-factor-required', signInMessages.secondFactorDue, undefined, session.token);
    return record.mustEnrol ? { ...session, user: { ...session.user, mustEnrolSecondFactor: true } } : session;
  }

  /**
   * Whether a token the identity accepted is a live, complete session here: null when it ended, still waits for its
   * second factor, or is a provider's own bearer token of someone who has a second factor (which that token skips).
   */
  async check(token: string, user: User): Promise<{ mustEnrol: boolean } | null> {
    const hash = sessionTokenHash(token);
    // Read on every request, not cached: a device signed out through any process is out at once.
    const record = await this.store.sessionByTokenHash(hash);
    const now = this.now();
    if (!record) {
      if (await this.identity.isSessionToken(token)) return null;
      return (await this.enrolledFactor(user.uid)) ? null : { mustEnrol: false };
    }
    if (record.uid !== user.uid || record.pendingUntil !== null || record.expiresAt <= now || record.endedBecause)
      return null;
    if (now - (this.touched.get(hash) ?? 0) >= touchEveryMs) {
      this.touched.set(hash, now);
      this.store.updateSession(hash, { lastActiveAt: now }).catch(() => this.touched.delete(hash));
    }
    return { mustEnrol: record.mustEnrol };
  }

  /**
   * Why a session token lets nobody in any more, when its record says so:
   * ended with a reason, or its member deactivated.
   */
  async endReason(token: string): Promise<SessionEndReason | null> {
    const record = await this.store.sessionByTokenHash(sessionTokenHash(token));
    if (!record || record.expiresAt <= this.now()) return null;
    if (record.endedBecause) return record.endedBecause;
    return (await this.team.isDeactivated(record.uid)) ? 'DEACTIVATED' : null;
  }

  // ---- Devices ----

  async sessions(viewer: Viewer, currentToken: string | null): Promise<SessionView[]> {
    this.personOnly(viewer);
    const current = currentToken ? sessionTokenHash(currentToken) : null;
    const records = await this.liveSessionsOf(viewer.uid);
    return records
      .filter((record) => record.pendingUntil === null)
      .map((record) => ({ ...record, current: record.tokenHash === current }));
  }

  async endSession(viewer: Viewer, id: string): Promise<boolean> {
    this.personOnly(viewer);
    const record = (await this.liveSessionsOf(viewer.uid)).find((candidate) => candidate.id === id);
    if (!record) throw new NotFoundError('session', id);
    await this.end([record.tokenHash]);
    return true;
  }

  async endOtherSessions(viewer: Viewer, currentToken: string | null): Promise<number> {
    this.personOnly(viewer);
    return this.endAllOf(viewer.uid, currentToken);
  }

  /** Signing out: this session only, whichever identity issued it. */
  async signOut(token: string): Promise<void> {
    await this.end([sessionTokenHash(token)]);
  }

  /**
   * Ends every session of a person but `keepToken`'s (`reason`: what their devices are told); answers how many ended.
   */
  protected async endAllOf(
    uid: string,
    keepToken: string | null,
    reason: SessionEndReason | null = null,
  ): Promise<number> {
    const keep = keepToken ? sessionTokenHash(keepToken) : null;
    const ending = (await this.liveSessionsOf(uid)).filter((record) => record.tokenHash !== keep);
    await this.end(
      ending.map((record) => record.tokenHash),
      reason,
    );
    return ending.filter((record) => record.pendingUntil === null).length;
  }

  /** A person's sessions that have neither expired nor ended. */
  private async liveSessionsOf(uid: string): Promise<SessionRecord[]> {
    return (await this.store.sessionsOf(uid, this.now())).filter((record) => !record.endedBecause);
  }

  /**
   * Ends sessions; with a reason their records stay, marked,
   * until they would have expired, so their devices can be told why.
   */
  protected async end(tokenHashes: string[], reason: SessionEndReason | null = null): Promise<void> {
    if (!tokenHashes.length) return;
    if (reason) for (const hash of tokenHashes) await this.store.updateSession(hash, { endedBecause: reason });
    else await this.store.deleteSessions(tokenHashes);
    for (const hash of tokenHashes) {
      await this.identity.endSession(hash);
      for (const listener of this.endedListeners) listener(hash);
    }
    await this.team.sessionsEnded();
  }

  protected personOnly(viewer: Viewer): void {
    if (viewer.apiKeyId) throw new ForbiddenError(signInMessages.notForKeys);
  }

  /** The second factor a person has turned on; null when none is (or it is still being set up). */
  protected async enrolledFactor(uid: string) {
    const factor = await this.store.secondFactor(uid);
    return factor?.enrolledAt != null ? factor : null;
  }
}
