// The rules of signing in beyond the password: each device's session (listed, ended one by one or all but this one),
// the second factor (TOTP with recovery codes, asked after the password or a provider; required team-wide by an admin),
// and password reset and change. Works over any Identity (local accounts, Firebase Auth) and any SignInStore.
import { createHash, randomBytes } from 'node:crypto';
import { AuthError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import { changePasswordSchema, isValidEmail, resetPasswordSchema, validate } from '../validation.ts';
import { sessionLifetimeMs, type Identity, type Requester, type Session, type User } from '../accounts/account.ts';
import { Throttle, type ThrottleLimits } from '../accounts/throttle.ts';
import type { TeamService } from '../team/teamService.ts';
import type { Mailer, Viewer } from '../team/teamAccess.ts';
import { newRecoveryCodes, newTotpSecret, normaliseCode, otpauthUrl, recoveryCodeHash, totpTimeStep } from './secondFactor.ts';
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

export class SignInService {
  private readonly touched = new Map<string, number>();
  private readonly endedListeners = new Set<(tokenHash: string) => void>();
  private readonly codePairFailures: Throttle;
  private readonly codeAccountFailures: Throttle;
  private readonly resetClients: Throttle;
  private readonly resetEmails: Throttle;
  private readonly now: () => number;

  constructor(
    private readonly identity: Identity,
    private readonly store: SignInStore,
    private readonly team: TeamService,
    private readonly options: SignInOptions,
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
    const mustEnrol = !factor && method !== 'passkey' && this.team.requiresSecondFactor() && !(await this.store.passkeysOf(session.user.uid)).length;
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
    if (factor) throw new AuthError('auth/multi-factor-required', signInMessages.secondFactorDue, undefined, session.token);
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
    if (record.uid !== user.uid || record.pendingUntil !== null || record.expiresAt <= now) return null;
    if (now - (this.touched.get(hash) ?? 0) >= touchEveryMs) {
      this.touched.set(hash, now);
      this.store.updateSession(hash, { lastActiveAt: now }).catch(() => this.touched.delete(hash));
    }
    return { mustEnrol: record.mustEnrol };
  }

  // ---- Devices ----

  async sessions(viewer: Viewer, currentToken: string | null): Promise<SessionView[]> {
    this.personOnly(viewer);
    const current = currentToken ? sessionTokenHash(currentToken) : null;
    const records = await this.store.sessionsOf(viewer.uid, this.now());
    return records.filter((record) => record.pendingUntil === null).map((record) => ({ ...record, current: record.tokenHash === current }));
  }

  async endSession(viewer: Viewer, id: string): Promise<boolean> {
    this.personOnly(viewer);
    const record = (await this.store.sessionsOf(viewer.uid, this.now())).find((candidate) => candidate.id === id);
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

  /** Ends every session of a person but `keepToken`'s; answers how many ended. */
  private async endAllOf(uid: string, keepToken: string | null): Promise<number> {
    const keep = keepToken ? sessionTokenHash(keepToken) : null;
    const ending = (await this.store.sessionsOf(uid, this.now())).filter((record) => record.tokenHash !== keep);
    await this.end(ending.map((record) => record.tokenHash));
    return ending.filter((record) => record.pendingUntil === null).length;
  }

  private async end(tokenHashes: string[]): Promise<void> {
    if (!tokenHashes.length) return;
    await this.store.deleteSessions(tokenHashes);
    for (const hash of tokenHashes) {
      await this.identity.endSession(hash);
      for (const listener of this.endedListeners) listener(hash);
    }
    await this.team.sessionsEnded();
  }

  private personOnly(viewer: Viewer): void {
    if (viewer.apiKeyId) throw new ForbiddenError(signInMessages.notForKeys);
  }

  // ---- The second factor ----

  private async enrolledFactor(uid: string) {
    const factor = await this.store.secondFactor(uid);
    return factor?.enrolledAt != null ? factor : null;
  }

  async secondFactorStatus(viewer: Viewer): Promise<{ enrolled: boolean; recoveryCodesLeft: number; required: boolean }> {
    const factor = viewer.apiKeyId ? null : await this.enrolledFactor(viewer.uid);
    return { enrolled: !!factor, recoveryCodesLeft: factor?.recoveryCodeHashes.length ?? 0, required: this.team.requiresSecondFactor() };
  }

  async startTotpEnrollment(viewer: Viewer): Promise<{ secret: string; otpauthUrl: string }> {
    this.personOnly(viewer);
    if (await this.enrolledFactor(viewer.uid)) throw new InvalidInputError({ code: signInMessages.alreadyEnrolled });
    const secret = newTotpSecret();
    await this.store.saveSecondFactor({ uid: viewer.uid, secret, enrolledAt: null, recoveryCodeHashes: [], lastTimeStep: null });
    return { secret, otpauthUrl: otpauthUrl(secret, viewer.email) };
  }

  /** The first right code turns the factor on; answers the recovery codes, which are never shown again. */
  async confirmTotpEnrollment(viewer: Viewer, requester: Requester, code: string, currentToken: string | null): Promise<string[]> {
    this.personOnly(viewer);
    const factor = await this.store.secondFactor(viewer.uid);
    if (!factor) throw new InvalidInputError({ code: signInMessages.startFirst });
    if (factor.enrolledAt !== null) throw new InvalidInputError({ code: signInMessages.alreadyEnrolled });
    this.checkCodeThrottle(viewer.uid, requester);
    const step = await totpTimeStep(factor.secret, normaliseCode(code));
    if (step === null) throw this.codeFailed(viewer.uid, requester);
    const codes = newRecoveryCodes();
    await this.store.saveSecondFactor({ ...factor, enrolledAt: this.now(), recoveryCodeHashes: codes.map(recoveryCodeHash), lastTimeStep: step });
    await this.team.record(viewer, requester, 'second_factor.enrolled', viewer.email, 'authenticator app (TOTP)');
    await this.secondFactorAdded(currentToken);
    return codes;
  }

  /** A session that had to enrol (the team's requirement) is free once a second factor or a passkey is added. */
  async secondFactorAdded(currentToken: string | null): Promise<void> {
    if (!currentToken) return;
    const hash = sessionTokenHash(currentToken);
    await this.store.updateSession(hash, { mustEnrol: false });
  }

  async removeSecondFactor(viewer: Viewer, requester: Requester, code: string): Promise<boolean> {
    this.personOnly(viewer);
    if (!(await this.enrolledFactor(viewer.uid))) throw new InvalidInputError({ code: signInMessages.notEnrolled });
    await this.checkCode(viewer.uid, requester, code);
    await this.store.deleteSecondFactor(viewer.uid);
    await this.team.record(viewer, requester, 'second_factor.removed', viewer.email);
    return true;
  }

  /** Completes a sign-in that waited for its second factor: a TOTP code, or a recovery code (each works once). */
  async verifySecondFactor(challenge: string, code: string, requester: Requester): Promise<Session> {
    const hash = sessionTokenHash(challenge);
    const record = await this.store.sessionByTokenHash(hash);
    const now = this.now();
    if (!record || record.pendingUntil === null || record.pendingUntil <= now) {
      throw new AuthError('auth/invalid-credential', signInMessages.challengeGone);
    }
    await this.checkCode(record.uid, requester, code);
    if (!(await this.store.completePendingSession(hash, now, now + sessionLifetimeMs))) {
      throw new AuthError('auth/invalid-credential', signInMessages.challengeGone);
    }
    const user = await this.identity.userFor(challenge);
    const viewer = user && (await this.team.viewerFor(user));
    if (!viewer) throw new AuthError('auth/invalid-credential', signInMessages.challengeGone);
    return { user: viewer, token: challenge };
  }

  private checkCodeThrottle(uid: string, requester: Requester): void {
    const pair = `${uid} ${requester.ip}`;
    if (this.codePairFailures.isBlocked(pair)) throw tooManyCodes();
    // Past the account's ceiling only clients that have not been failing may try: the owner's own device still gets in.
    if (this.codePairFailures.count(pair) > 0 && this.codeAccountFailures.isBlocked(uid)) throw tooManyCodes();
  }

  private codeFailed(uid: string, requester: Requester): AuthError {
    this.codePairFailures.hit(`${uid} ${requester.ip}`);
    this.codeAccountFailures.hit(uid);
    return new AuthError('auth/invalid-verification-code', signInMessages.wrongCode, { code: signInMessages.wrongCode });
  }

  /** A right TOTP code (not one used before) or an unused recovery code, throttled as passwords are. */
  private async checkCode(uid: string, requester: Requester, typed: string): Promise<void> {
    this.checkCodeThrottle(uid, requester);
    const factor = await this.enrolledFactor(uid);
    const code = normaliseCode(typed);
    if (factor) {
      const step = await totpTimeStep(factor.secret, code);
      if (step !== null ? await this.store.advanceTimeStep(uid, step) : await this.store.takeRecoveryCode(uid, recoveryCodeHash(code))) {
        this.codePairFailures.reset(`${uid} ${requester.ip}`);
        return;
      }
    }
    throw this.codeFailed(uid, requester);
  }

  // ---- Passwords ----

  /** Always answers alike, whether or not the email has an account; the link goes out only where mail is set up. */
  async requestPasswordReset(email: string, requester: Requester): Promise<boolean> {
    if (this.resetClients.isBlocked(requester.ip)) throw tooManyCodes();
    this.resetClients.hit(requester.ip);
    const address = email.trim().toLowerCase();
    if (!isValidEmail(address) || !this.options.mailer || this.resetEmails.isBlocked(address)) return true;
    this.resetEmails.hit(address);
    // Done after answering: the answer comes as fast whether or not the address has an account.
    void this.mailPasswordReset(address, this.options.mailer, requester).catch((error: unknown) => this.options.reportError('Sending a password reset link failed', error));
    return true;
  }

  private async mailPasswordReset(address: string, mailer: Mailer, requester: Requester): Promise<void> {
    const token = await this.identity.createPasswordReset(address);
    if (!token) return;
    const link = this.resetLink(token);
    await mailer.send({
      to: address,
      subject: 'Reset your Staff CRM password',
      text: `Someone asked to reset the password of your Staff CRM account (${address}).\n\nOpen this link within 1 hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    });
    await this.team.record(null, requester, 'password.reset_requested', address, 'emailed link');
  }

  /** A reset link an owner or admin hands to a member themselves (works without mail). */
  async createPasswordResetLink(viewer: Viewer, requester: Requester, uid: string): Promise<string> {
    this.personOnly(viewer);
    const member = await this.team.memberByUid(uid);
    // Whoever holds a reset link can take the account: an admin may not take the owner's.
    if (member.role === 'OWNER' && viewer.role !== 'OWNER') throw new ForbiddenError(signInMessages.ownerReset);
    const token = await this.identity.createPasswordReset(member.email);
    if (!token) throw new NotFoundError('account', uid);
    await this.team.record(viewer, requester, 'password.reset_requested', member.email, 'link created by an administrator');
    return this.resetLink(token);
  }

  private resetLink(token: string): string {
    return `${this.options.publicUrl()}/?reset=${encodeURIComponent(token)}`;
  }

  /** A new password from a reset link: every session of that person ends, and a new one starts (second factor still asked). */
  async resetPassword(token: string, password: string, repeatPassword: string, requester: Requester): Promise<Session> {
    const result = validate(resetPasswordSchema, { password, repeatPassword });
    if (!result.ok) throw new InvalidInputError(result.fields);
    if (this.resetClients.isBlocked(requester.ip)) throw tooManyCodes();
    let user: User;
    try {
      user = await this.identity.resetPassword(token, password);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'auth/invalid-action-code') this.resetClients.hit(requester.ip);
      throw error;
    }
    await this.identity.endSessionsOf(user.uid);
    await this.endAllOf(user.uid, null);
    await this.team.record(null, requester, 'password.reset', user.email);
    const viewer = await this.team.admit(user, 'password', requester);
    const session = await this.identity.startSession(user);
    return this.open({ ...session, user: viewer }, requester, 'password');
  }

  /**
   * The current password first; every other session of the person ends. Where the provider ended them all (Firebase),
   * this device gets a new session in place of its own, whose token is answered for the browser's cookie.
   */
  async changePassword(viewer: Viewer, requester: Requester, currentToken: string | null, input: { currentPassword: string; password: string; repeatPassword: string }): Promise<{ renewedToken: string | null }> {
    this.personOnly(viewer);
    const result = validate(changePasswordSchema, input);
    if (!result.ok) throw new InvalidInputError(result.fields);
    this.checkCodeThrottle(viewer.uid, requester);
    let providerEndedAll: boolean;
    try {
      providerEndedAll = await this.identity.changePassword(viewer, input.currentPassword, input.password);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'auth/invalid-credential') this.codeFailed(viewer.uid, requester);
      throw error;
    }
    await this.endAllOf(viewer.uid, currentToken);
    if (!providerEndedAll || !currentToken) return { renewedToken: null };
    const current = await this.store.sessionByTokenHash(sessionTokenHash(currentToken));
    const renewed = await this.identity.startSession(viewer);
    const now = this.now();
    // The device keeps its place in the list (id, when it signed in); its old token is gone with the provider's revocation.
    if (current) await this.end([current.tokenHash]);
    await this.store.addSession({
      ...(current ?? { id: randomBytes(12).toString('base64url'), uid: viewer.uid, userAgent: requester.userAgent ?? null, address: requester.ip, createdAt: now, pendingUntil: null, mustEnrol: false }),
      tokenHash: sessionTokenHash(renewed.token),
      lastActiveAt: now,
      expiresAt: now + sessionLifetimeMs,
    });
    return { renewedToken: renewed.token };
  }
}

function tooManyCodes(): AuthError {
  return new AuthError('auth/too-many-requests', 'Access has been temporarily disabled because of many failed attempts. Try again later.');
}
