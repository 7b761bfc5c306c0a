import { AuthError, InvalidInputError } from '../errors.ts';
import { isValidEmail, limits, loginSchema, messages, signUpSchema, validate } from '../validation.ts';
import type { Identity, ProviderIdentity, Requester, Session, User } from './account.ts';
import { Throttle, type ThrottleLimits } from './throttle.ts';

export const authMessages = {
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/weak-password': `Password should be at least ${limits.passwordMin} characters.`,
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/too-many-requests': 'Access has been temporarily disabled because of many failed attempts. Try again later.',
  'auth/operation-not-allowed': 'Sign-up is not allowed for this email address.',
} as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface AccountRules {
  /** When set, only these email domains may sign up (lower case). */
  signupEmailDomains: readonly string[];
  throttle: ThrottleLimits;
}

/** Checks the spec's form rules before an identity adapter is asked, so every adapter answers alike. */
export class AccountService {
  private readonly clientAttempts: Throttle;
  private readonly pairFailures: Throttle;
  private readonly accountFailures: Throttle;
  private readonly clientSignUps: Throttle;
  private readonly sessionEndedListeners = new Set<(token: string) => void>();

  constructor(
    private readonly identity: Identity,
    private readonly rules: AccountRules,
  ) {
    const limits = rules.throttle;
    this.clientAttempts = new Throttle(limits.perClient, limits.windowMs);
    this.pairFailures = new Throttle(limits.perAccountAndClient, limits.windowMs);
    this.accountFailures = new Throttle(limits.perAccount, limits.accountWindowMs);
    this.clientSignUps = new Throttle(limits.signUpsPerClient, limits.signUpWindowMs);
  }

  async signUp(email: string, password: string, repeatPassword: string, requester: Requester): Promise<Session> {
    this.countAttempt(requester);
    if (this.clientSignUps.isBlocked(requester.ip)) throw tooManyRequests(this.clientSignUps.retryAfterMs(requester.ip));
    if (!isValidEmail(email)) throw new AuthError('auth/invalid-email', authMessages['auth/invalid-email'], { email: messages.email });
    if (password.length < limits.passwordMin) {
      throw new AuthError('auth/weak-password', authMessages['auth/weak-password'], { password: messages.newPassword });
    }
    const result = validate(signUpSchema, { email, password, repeatPassword });
    if (!result.ok) throw new InvalidInputError(result.fields);
    const normalised = normaliseEmail(email);
    if (!this.allowsDomain(normalised)) {
      throw new AuthError('auth/operation-not-allowed', authMessages['auth/operation-not-allowed']);
    }
    this.clientSignUps.hit(requester.ip);
    return this.identity.signUp(normalised, password, requester);
  }

  async signIn(email: string, password: string, requester: Requester): Promise<Session> {
    if (!isValidEmail(email)) throw new AuthError('auth/invalid-email', authMessages['auth/invalid-email'], { email: messages.email });
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
    try {
      const session = await this.identity.signIn(account, password, requester);
      this.pairFailures.reset(pair);
      return session;
    } catch (error) {
      if (error instanceof AuthError && error.code === 'auth/invalid-credential') {
        this.pairFailures.hit(pair);
        this.accountFailures.hit(account);
      }
      throw error;
    }
  }

  private countAttempt(requester: Requester): void {
    if (this.clientAttempts.isBlocked(requester.ip)) throw tooManyRequests(this.clientAttempts.retryAfterMs(requester.ip));
    this.clientAttempts.hit(requester.ip);
  }

  async signInWithProvider(identity: ProviderIdentity, requester: Requester): Promise<Session> {
    this.countAttempt(requester);
    const email = normaliseEmail(identity.email);
    if (!this.allowsDomain(email)) throw new AuthError('auth/operation-not-allowed', authMessages['auth/operation-not-allowed']);
    return this.identity.signInWithProvider({ ...identity, email });
  }

  async signOut(token: string): Promise<void> {
    await this.identity.signOut(token);
    for (const listener of this.sessionEndedListeners) listener(token);
  }

  /** Called with the token of every session that signs out, so open sockets on it can be closed. */
  onSessionEnded(listener: (token: string) => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  userFor(token: string): Promise<User | null> {
    return this.identity.userFor(token);
  }

  allowsDomain(email: string): boolean {
    if (!this.rules.signupEmailDomains.length) return true;
    const domain = email.slice(email.lastIndexOf('@') + 1);
    return this.rules.signupEmailDomains.includes(domain);
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
  return new AuthError('auth/too-many-requests', authMessages['auth/too-many-requests'].replace('Try again later.', tryAgainIn(waitMs)));
}
