// Firebase Auth as the identity: password sign-up and sign-in through the Identity Toolkit REST API,
// server sessions as firebase-admin session cookies, Firebase's error codes passed through.
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  sessionLifetimeMs,
  type Identity,
  type ProviderIdentity,
  type Session,
  type User,
} from '../../domain/accounts/account.ts';
import { authMessages } from '../../domain/accounts/accountService.ts';
import { AuthError, type AuthErrorCode } from '../../domain/errors.ts';
import { log } from '../../log.ts';

const appName = 'staff-crm-auth';

// Identity Toolkit error messages (before any ' : detail') and the auth/ codes they are known by.
const toolkitErrors: Record<string, AuthErrorCode> = {
  EMAIL_EXISTS: 'auth/email-already-in-use',
  INVALID_LOGIN_CREDENTIALS: 'auth/invalid-credential',
  EMAIL_NOT_FOUND: 'auth/invalid-credential',
  INVALID_PASSWORD: 'auth/invalid-credential',
  INVALID_IDP_RESPONSE: 'auth/invalid-credential',
  USER_DISABLED: 'auth/user-disabled',
  WEAK_PASSWORD: 'auth/weak-password',
  INVALID_EMAIL: 'auth/invalid-email',
  MISSING_EMAIL: 'auth/invalid-email',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  OPERATION_NOT_ALLOWED: 'auth/operation-not-allowed',
  PASSWORD_LOGIN_DISABLED: 'auth/operation-not-allowed',
  ADMIN_ONLY_OPERATION: 'auth/operation-not-allowed',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  EXPIRED_OOB_CODE: 'auth/invalid-action-code',
};

/** firebase-admin's answers for a token that is not, or is no longer, a session of an active account. */
const refusedTokenCodes = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

const isRefusedToken = (error: unknown) => refusedTokenCodes.has((error as { code?: string }).code ?? '');

/** Logs why Firebase could not check a session (its code and message, never the token), and answers no session. */
function failedCheck(error: unknown): null {
  const { code, message } = error as { code?: string; message?: string };
  log.warn(`Firebase Auth could not check a session: ${code ?? 'no code'} ${message ?? String(error)}`);
  return null;
}

export interface FirebaseIdentityOptions {
  apiKey: string;
  /** FIREBASE_AUTH_EMULATOR_HOST, when the emulator stands in for Firebase Auth */
  emulatorHost?: string;
  /** Where Google sign-in happened, sent to signInWithIdp as requestUri */
  publicUrl: string;
}

interface ToolkitSession {
  idToken: string;
  localId: string;
  email?: string;
}

export class FirebaseIdentity implements Identity {
  private readonly app: App;
  /** Whether this identity initialised the app (then it deletes it on close; one another made stays for its maker) */
  private readonly ownsApp: boolean;
  private readonly auth: Auth;
  private readonly toolkitUrl: string;

  constructor(private readonly options: FirebaseIdentityOptions) {
    const existing = getApps().find((app) => app.name === appName);
    this.ownsApp = !existing;
    this.app = existing ?? initializeApp({ projectId: process.env.GOOGLE_CLOUD_PROJECT }, appName);
    this.auth = getAuth(this.app);
    this.toolkitUrl = options.emulatorHost
      ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1';
  }

  get projectId(): string | undefined {
    return this.app.options.projectId;
  }

  async signUp(email: string, password: string): Promise<Session> {
    return this.sessionFor(await this.toolkit('accounts:signUp', { email, password, returnSecureToken: true }));
  }

  async signIn(email: string, password: string): Promise<Session> {
    return this.sessionFor(
      await this.toolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true }),
    );
  }

  async signInWithProvider({ providerId, idToken }: ProviderIdentity): Promise<Session> {
    const result = await this.toolkit('accounts:signInWithIdp', {
      postBody: new URLSearchParams({ id_token: idToken, providerId }).toString(),
      requestUri: this.options.publicUrl,
      returnSecureToken: true,
      returnIdpCredential: true,
    });
    return this.sessionFor(result);
  }

  async signOut(token: string): Promise<void> {
    const user = await this.userFor(token);
    if (user) await this.auth.revokeRefreshTokens(user.uid);
  }

  /**
   * A session cookie (browsers and API clients) or a Firebase ID token (API clients), checked for revocation. A check
   * Firebase could not make (it failed or did not answer) also reads as no session, and is logged: it is not the
   * token's fault.
   */
  async userFor(token: string): Promise<User | null> {
    try {
      const claims = await this.auth.verifySessionCookie(token, true);
      return { uid: claims.uid, email: claims.email ?? '' };
    } catch (error) {
      if (!isRefusedToken(error)) return failedCheck(error);
      try {
        const claims = await this.auth.verifyIdToken(token, true);
        return { uid: claims.uid, email: claims.email ?? '' };
      } catch (error) {
        return isRefusedToken(error) ? null : failedCheck(error);
      }
    }
  }

  async endSessionsOf(uid: string): Promise<void> {
    // Session cookies are verified with revocation checked, so revoking the refresh tokens ends them all.
    await this.auth.revokeRefreshTokens(uid);
  }

  async listAccounts(): Promise<Array<{ uid: string; email: string; createdAt: number }>> {
    const accounts: Array<{ uid: string; email: string; createdAt: number }> = [];
    let pageToken: string | undefined;
    do {
      const page = await this.auth.listUsers(1000, pageToken);
      for (const user of page.users) {
        accounts.push({
          uid: user.uid,
          email: (user.email ?? '').toLowerCase(),
          createdAt: Date.parse(user.metadata.creationTime) || 0,
        });
      }
      pageToken = page.pageToken;
    } while (pageToken);
    return accounts;
  }

  async isSessionToken(token: string): Promise<boolean> {
    try {
      await this.auth.verifySessionCookie(token);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Without a password: a custom token, exchanged for an ID token, makes the session cookie as a password sign-in does.
   */
  async startSession(user: User): Promise<Session> {
    const customToken = await this.auth.createCustomToken(user.uid);
    return this.sessionFor(
      await this.toolkit('accounts:signInWithCustomToken', { token: customToken, returnSecureToken: true }),
    );
  }

  async endSession(): Promise<void> {
    // A single session cookie cannot be revoked at Firebase; the sign-in store forgets it, and that refuses it.
  }

  /**
   * Firebase's own reset flow: its action code (an oobCode, single use, 1 hour) is the token of the CRM's reset link.
   */
  async createPasswordReset(email: string): Promise<string | null> {
    try {
      const link = await this.auth.generatePasswordResetLink(email);
      return new URL(link).searchParams.get('oobCode');
    } catch (error) {
      if (['auth/user-not-found', 'auth/email-not-found'].includes((error as { code?: string }).code ?? ''))
        return null;
      throw error;
    }
  }

  async resetPassword(token: string, password: string): Promise<User> {
    const result = (await this.toolkit('accounts:resetPassword', {
      oobCode: token,
      newPassword: password,
    })) as ToolkitSession;
    const user = await this.auth.getUserByEmail(result.email ?? '');
    return { uid: user.uid, email: user.email ?? '' };
  }

  async changePassword(user: User, currentPassword: string, password: string): Promise<boolean> {
    try {
      await this.toolkit('accounts:signInWithPassword', {
        email: user.email,
        password: currentPassword,
        returnSecureToken: true,
      });
    } catch (error) {
      if (error instanceof AuthError && error.code === 'auth/invalid-credential') {
        throw new AuthError('auth/invalid-credential', 'The current password is incorrect.', {
          currentPassword: 'The current password is incorrect.',
        });
      }
      throw error;
    }
    // Firebase revokes every refresh token of the account when its password changes, which ends every session cookie.
    await this.auth.updateUser(user.uid, { password });
    return true;
  }

  async close(): Promise<void> {
    if (this.ownsApp) await deleteApp(this.app);
  }

  private async sessionFor(result: ToolkitSession): Promise<Session> {
    const token = await this.auth.createSessionCookie(result.idToken, { expiresIn: sessionLifetimeMs });
    return { user: { uid: result.localId, email: result.email ?? '' }, token };
  }

  private async toolkit(method: string, body: Record<string, unknown>): Promise<ToolkitSession> {
    const response = await fetch(`${this.toolkitUrl}/${method}?key=${encodeURIComponent(this.options.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as ToolkitSession & { error?: { message?: string } };
    if (response.ok) return json;
    const reason = json.error?.message ?? `HTTP ${response.status}`;
    const code = toolkitErrors[reason.split(/\s*:\s*/)[0]!];
    if (code) throw new AuthError(code, authMessages[code]);
    log.error(`Firebase Auth ${method} failed: ${reason}`);
    throw new Error(`Firebase Auth ${method} failed`);
  }
}
