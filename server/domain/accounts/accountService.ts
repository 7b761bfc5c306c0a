import { AuthError, InvalidInputError, type SessionEndReason } from '../errors.ts';
import { isValidEmail, limits, messages } from '../fieldRules.ts';
import { loginSchema, signUpSchema, validate } from '../validation.ts';
import type { TeamService } from '../team/teamService.ts';
import type { Invitation } from '../team/team.ts';
import type { Viewer } from '../team/teamAccess.ts';
import type { SignInService } from '../signin/signInService.ts';
import type { Identity, ProviderIdentity, Requester, Session, User } from './account.ts';
import { Throttle, type ThrottleLimits } from './throttle.ts';

export const authMessages = {
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/weak-password': `Password should be at least ${limits.passwordMin} characters.`,
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/too-many-requests': 'Access has been temporarily disabled because of many failed attempts. Try again later.',
  'auth/operation-not-allowed': 'Sign-up is not allowed for this email address.',
  'auth/user-disabled': 'This account has been deactivated by an administrator of the team.',
  'auth/unverified-email': 'This email address is not confirmed yet.',
  'auth/multi-factor-required': 'Enter the code from your authenticator app, or one of your recovery codes.',
  'auth/invalid-verification-code': 'The code is not correct. Check your authenticator app and try again.',
  'auth/invalid-action-code': 'This password reset link is no longer valid. Ask for a new one.',
} as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface AccountRules {
  throttle: ThrottleLimits;
}

/** Checks the spec's form rules before an identity adapter is asked, so every adapter answers alike. */
export class AccountService {
  private readonly clientAttempts: Throttle;
  private readonly pairFailures: Throttle;
  private readonly accountFailures: Throttle;
  private readonly clientSignUps: Throttle;

  constructor(
    private readonly identity: Identity,
    private readonly team: TeamService,
    rules: AccountRules,
    /** Sessions per device and the second factor, over the same identity */
    private readonly signIns: SignInService,
  ) {
    const limits = rules.throttle;
    this.clientAttempts = new Throttle(limits.perClient, limits.windowMs);
    this.pairFailures = new Throttle(limits.perAccountAndClient, limits.windowMs);
    this.accountFailures = new Throttle(limits.perAccount, limits.accountWindowMs);
    this.clientSignUps = new Throttle(limits.signUpsPerClient, limits.signUpWindowMs);
  }

  async signUp(
    email: string,
    password: string,
    repeatPassword: string,
    requester: Requester,
    invitationToken?: string | null,
  ): Promise<Session> {
    this.countAttempt(requester);
    if (this.clientSignUps.isBlocked(requester.ip))
      throw tooManyRequests(this.clientSignUps.retryAfterMs(requester.ip));
    if (!isValidEmail(email))
      throw new AuthError('auth/invalid-email', authMessages['auth/invalid-email'], { email: messages.email });
    if (password.length < limits.passwordMin) {
      throw new AuthError('auth/weak-password', authMessages['auth/weak-password'], { password: messages.newPassword });
    }
    const result = validate(signUpSchema, { email, password, repeatPassword });
    if (!result.ok) throw new InvalidInputError(result.fields);
    const normalised = normaliseEmail(email);
    const invitation = await this.team.checkSignUp(normalised, invitationToken);
    this.clientSignUps.hit(requester.ip);
    const session = await this.identity.signUp(normalised, password, requester);
    return this.signIns.open(await this.admitted(session, 'password', requester, invitation), requester, 'password');
  }

  /** A session the team admits; else the session is ended at once and the reason thrown. */
  private async admitted(
    session: Session,
    method: 'password' | 'provider',
    requester: Requester,
    invitation: Parameters<TeamService['admit']>[3] = null,
  ): Promise<Session> {
    try {
      const viewer = await this.team.admit(session.user, method, requester, invitation);
      return { ...session, user: viewer };
    } catch (error) {
      await this.identity.signOut(session.token);
      throw error;
    }
  }

  async signIn(email: string, password: string, requester: Requester): Promise<Session> {
    if (!isValidEmail(email))
      throw new AuthError('auth/invalid-email', authMessages['auth/invalid-email'], { email: messages.email });
    const result = validate(loginSchema, { email, password });
    if (!result.ok) throw new InvalidInputError(result.fields);
    const account = normaliseEmail(email);
    this.countAttempt(requester);
    const pair = `${account} ${requester.ip}`;
    const failures = this.pairFailures.count(pair);
    // A client that has been failing is stopped; one that has not still gets in with the right password.
    if (this.pairFailures.isBlocked(pair)) throw tooManyRequests(this.pairFailures.retryAfterMs(pair));
    // Stopped by the account's ceiling: free again when either its window or this client's failures end.
    if (failures > 0 && this.accountFailures.isBlocked(account)) {
      throw tooManyRequests(Math.min(this.pairFailures.retryAfterMs(pair), this.accountFailures.retryAfterMs(account)));
    }
    let session: Session;
    try {
      session = await this.identity.signIn(account, password, requester);
      this.pairFailures.reset(pair);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'auth/invalid-credential') {
        this.pairFailures.hit(pair);
        this.accountFailures.hit(account);
        // Once per window, when this failure is the one that stops the client: the audit log is not a second throttle.
        if (this.pairFailures.count(pair) === this.pairFailures.limit) {
          await this.team.record(
            null,
            requester,
            'signin.throttled',
            account,
            `${this.pairFailures.limit} failed sign-ins from this address`,
          );
        }
      }
      throw error;
    }
    return this.signIns.open(await this.admitted(session, 'password', requester), requester, 'password');
  }

  /**
   * What an invitation link's page shows before sign-up (its email and role), or null for a link that lets nobody in.
   * Counted with sign-in and sign-up attempts, so a client cannot try tokens faster than passwords.
   */
  async invitationByToken(token: string, requester: Requester): Promise<Invitation | null> {
    this.countAttempt(requester);
    return this.team.invitationByToken(token);
  }

  private countAttempt(requester: Requester): void {
    if (this.clientAttempts.isBlocked(requester.ip))
      throw tooManyRequests(this.clientAttempts.retryAfterMs(requester.ip));
    this.clientAttempts.hit(requester.ip);
  }

  /**
   * `invitationToken`: the invitation link the sign-in started from,
   * if any; the policy is checked before any account is made.
   */
  async signInWithProvider(
    identity: ProviderIdentity,
    requester: Requester,
    invitationToken?: string | null,
  ): Promise<Session> {
    this.countAttempt(requester);
    const email = normaliseEmail(identity.email);
    const invitation = await this.team.checkProviderSignIn(email, invitationToken);
    const session = await this.admitted(
      await this.identity.signInWithProvider({ ...identity, email }),
      'provider',
      requester,
      invitation,
    );
    return this.signIns.open(session, requester, 'provider');
  }

  async signOut(token: string): Promise<void> {
    await this.signIns.signOut(token);
  }

  /**
   * Called with the token hash of every session that ends (signed out,
   * or ended from another device), so open sockets on it can be closed.
   */
  onSessionEnded(listener: (tokenHash: string) => void): () => void {
    return this.signIns.onSessionEnded(listener);
  }

  /**
   * Why a token lets nobody in any more, when that is known:
   * an API key not valid, a member deactivated, a password changed elsewhere.
   */
  async sessionEndReason(token: string): Promise<SessionEndReason | null> {
    if (this.team.isApiKeySecret(token)) return 'API_KEY_INVALID';
    return this.signIns.endReason(token);
  }

  /** Who a session token or API key secret stands for: null when unknown, expired, revoked or no active member. */
  async viewerFor(token: string): Promise<Viewer | null> {
    if (this.team.isApiKeySecret(token)) return this.team.viewerForApiKey(token);
    const user: User | null = await this.identity.userFor(token);
    const session = user && (await this.signIns.check(token, user));
    const viewer = session && (await this.team.viewerFor(user));
    return viewer && (session.mustEnrol ? { ...viewer, mustEnrolSecondFactor: true } : viewer);
  }
}

/** When to try again, as the lockout message says it: seconds under a minute, else whole minutes rounded up. */
export function tryAgainIn(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The lockout, saying when the throttle's window lets this client try again. */
function tooManyRequests(waitMs: number): AuthError {
  return new AuthError(
    'auth/too-many-requests',
    authMessages['auth/too-many-requests'].replace('Try again later.', tryAgainIn(waitMs)),
  );
}
