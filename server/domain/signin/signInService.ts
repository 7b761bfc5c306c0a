// The rules of signing in beyond the password: the second factor (TOTP with recovery codes, asked after the password
// or a provider; required team-wide by an admin), and password reset and change, over each device's session
// (signInSessions.ts). Works over any Identity (local accounts, Firebase Auth) and any SignInStore.
import { randomBytes } from 'node:crypto';
import { AuthError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import { isValidEmail } from '../fieldRules.ts';
import { changePasswordSchema, resetPasswordSchema, validate } from '../validation.ts';
import { sessionLifetimeMs, type Requester, type Session, type User } from '../accounts/account.ts';
import type { Mailer, Viewer } from '../team/teamAccess.ts';
import { mailTexts } from '../mail/mailTexts.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  otpauthUrl,
  recoveryCodeHash,
  totpTimeStep,
} from './secondFactor.ts';
import { SignInSessions, sessionTokenHash, signInMessages } from './signInSessions.ts';

export class SignInService extends SignInSessions {
  // ---- The second factor ----

  async secondFactorStatus(
    viewer: Viewer,
  ): Promise<{ enrolled: boolean; recoveryCodesLeft: number; required: boolean }> {
    const factor = viewer.apiKeyId ? null : await this.enrolledFactor(viewer.uid);
    return {
      enrolled: !!factor,
      recoveryCodesLeft: factor?.recoveryCodeHashes.length ?? 0,
      required: this.team.requiresSecondFactor(),
    };
  }

  async startTotpEnrollment(viewer: Viewer): Promise<{ secret: string; otpauthUrl: string }> {
    this.personOnly(viewer);
    if (await this.enrolledFactor(viewer.uid)) throw new InvalidInputError({ code: signInMessages.alreadyEnrolled });
    const secret = newTotpSecret();
    await this.store.saveSecondFactor({
      uid: viewer.uid,
      secret,
      enrolledAt: null,
      recoveryCodeHashes: [],
      lastTimeStep: null,
    });
    return { secret, otpauthUrl: otpauthUrl(secret, viewer.email) };
  }

  /** The first right code turns the factor on; answers the recovery codes, which are never shown again. */
  async confirmTotpEnrollment(
    viewer: Viewer,
    requester: Requester,
    code: string,
    currentToken: string | null,
  ): Promise<string[]> {
    this.personOnly(viewer);
    const factor = await this.store.secondFactor(viewer.uid);
    if (!factor) throw new InvalidInputError({ code: signInMessages.startFirst });
    if (factor.enrolledAt !== null) throw new InvalidInputError({ code: signInMessages.alreadyEnrolled });
    this.checkCodeThrottle(viewer.uid, requester);
    const step = await totpTimeStep(factor.secret, normaliseCode(code));
    if (step === null) throw this.codeFailed(viewer.uid, requester);
    const codes = newRecoveryCodes();
    await this.store.saveSecondFactor({
      ...factor,
      enrolledAt: this.now(),
      recoveryCodeHashes: codes.map(recoveryCodeHash),
      lastTimeStep: step,
    });
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
    return new AuthError('auth/invalid-verification-code', signInMessages.wrongCode, {
      code: signInMessages.wrongCode,
    });
  }

  /** A right TOTP code (not one used before) or an unused recovery code, throttled as passwords are. */
  private async checkCode(uid: string, requester: Requester, typed: string): Promise<void> {
    this.checkCodeThrottle(uid, requester);
    const factor = await this.enrolledFactor(uid);
    const code = normaliseCode(typed);
    if (factor) {
      const step = await totpTimeStep(factor.secret, code);
      if (
        step !== null
          ? await this.store.advanceTimeStep(uid, step)
          : await this.store.takeRecoveryCode(uid, recoveryCodeHash(code))
      ) {
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
    void this.mailPasswordReset(address, this.options.mailer, requester).catch((error: unknown) =>
      this.options.reportError('Sending a password reset link failed', error),
    );
    return true;
  }

  private async mailPasswordReset(address: string, mailer: Mailer, requester: Requester): Promise<void> {
    const token = await this.identity.createPasswordReset(address);
    if (!token) return;
    const link = this.resetLink(token);
    await mailer.send({ to: address, ...mailTexts(this.team.mailLocaleOf(address)).passwordReset({ address, link }) });
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
    await this.team.record(
      viewer,
      requester,
      'password.reset_requested',
      member.email,
      'link created by an administrator',
    );
    return this.resetLink(token);
  }

  private resetLink(token: string): string {
    return `${this.options.publicUrl()}/?reset=${encodeURIComponent(token)}`;
  }

  /**
   * A new password from a reset link: every session of that person ends,
   * and a new one starts (second factor still asked).
   */
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
    await this.endAllOf(user.uid, null, 'PASSWORD_CHANGED');
    await this.team.record(null, requester, 'password.reset', user.email);
    const viewer = await this.team.admit(user, 'password', requester);
    const session = await this.identity.startSession(user);
    return this.open({ ...session, user: viewer }, requester, 'password');
  }

  /**
   * The current password first; every other session of the person ends. Where the provider ended them all (Firebase),
   * this device gets a new session in place of its own, whose token is answered for the browser's cookie.
   */
  async changePassword(
    viewer: Viewer,
    requester: Requester,
    currentToken: string | null,
    input: { currentPassword: string; password: string; repeatPassword: string },
  ): Promise<{ renewedToken: string | null }> {
    this.personOnly(viewer);
    const result = validate(changePasswordSchema, input);
    if (!result.ok) throw new InvalidInputError(result.fields);
    this.checkCodeThrottle(viewer.uid, requester);
    let providerEndedAll: boolean;
    try {
      providerEndedAll = await this.identity.changePassword(viewer, input.currentPassword, input.password);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'auth/invalid-credential')
        this.codeFailed(viewer.uid, requester);
      throw error;
    }
    await this.endAllOf(viewer.uid, currentToken, 'PASSWORD_CHANGED');
    if (!providerEndedAll || !currentToken) return { renewedToken: null };
    const current = await this.store.sessionByTokenHash(sessionTokenHash(currentToken));
    const renewed = await this.identity.startSession(viewer);
    const now = this.now();
    // The device keeps its place in the list (id, when it signed in);
    // its old token is gone with the provider's revocation.
    if (current) await this.end([current.tokenHash]);
    await this.store.addSession({
      ...(current ?? {
        id: randomBytes(12).toString('base64url'),
        uid: viewer.uid,
        userAgent: requester.userAgent ?? null,
        address: requester.ip,
        createdAt: now,
        pendingUntil: null,
        mustEnrol: false,
      }),
      tokenHash: sessionTokenHash(renewed.token),
      lastActiveAt: now,
      expiresAt: now + sessionLifetimeMs,
    });
    return { renewedToken: renewed.token };
  }
}

function tooManyCodes(): AuthError {
  return new AuthError(
    'auth/too-many-requests',
    'Access has been temporarily disabled because of many failed attempts. Try again later.',
  );
}
