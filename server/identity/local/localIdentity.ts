import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  passwordResetLifetimeMs,
  sessionLifetimeMs,
  type Identity,
  type ProviderIdentity,
  type Session,
  type User,
} from '../../domain/accounts/account.ts';
import { authMessages } from '../../domain/accounts/accountService.ts';
import { AuthError } from '../../domain/errors.ts';
import type { SqliteDatabase } from '../../stores/sqlite/database.ts';
import { Passwords } from './passwords.ts';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Accounts and sessions in the embedded store. The store keeps only a hash of each session token. */
export class LocalIdentity implements Identity {
  private readonly statements;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly now: () => number = Date.now,
    private readonly passwords = new Passwords(),
  ) {
    this.statements = {
      accountByEmail: db.prepare<[string], { uid: string; email: string; password_hash: string | null }>(
        `SELECT uid, email, password_hash FROM accounts WHERE email = ?`,
      ),
      insertAccount: db.prepare(
        `INSERT INTO accounts (uid, email, password_hash, created_at) VALUES (@uid, @email, @passwordHash, @now)
         ON CONFLICT (email) DO NOTHING`,
      ),
      insertSession: db.prepare(`INSERT INTO sessions (token_hash, uid, expires_at, created_at) VALUES (?, ?, ?, ?)`),
      deleteSession: db.prepare<[string]>(`DELETE FROM sessions WHERE token_hash = ?`),
      deleteExpired: db.prepare<[number]>(`DELETE FROM sessions WHERE expires_at <= ?`),
      deleteSessionsOf: db.prepare<[string]>(`DELETE FROM sessions WHERE uid = ?`),
      accounts: db.prepare<[], { uid: string; email: string; createdAt: number }>(
        `SELECT uid, email, created_at AS createdAt FROM accounts ORDER BY created_at, rowid`,
      ),
      accountByUid: db.prepare<[string], { uid: string; email: string; password_hash: string | null }>(
        `SELECT uid, email, password_hash FROM accounts WHERE uid = ?`,
      ),
      setPassword: db.prepare<[string, string]>(`UPDATE accounts SET password_hash = ? WHERE uid = ?`),
      insertReset: db.prepare<[string, string, number, number]>(
        `INSERT INTO password_resets (token_hash, uid, expires_at, created_at) VALUES (?, ?, ?, ?)`,
      ),
      resetByHash: db.prepare<[string], { uid: string; expires_at: number }>(
        `SELECT uid, expires_at FROM password_resets WHERE token_hash = ?`,
      ),
      deleteResetsOf: db.prepare<[string]>(`DELETE FROM password_resets WHERE uid = ?`),
      deleteExpiredResets: db.prepare<[number]>(`DELETE FROM password_resets WHERE expires_at <= ?`),
      userBySession: db.prepare<[string, number], User>(
        `SELECT accounts.uid AS uid, accounts.email AS email FROM sessions JOIN accounts USING (uid)
         WHERE sessions.token_hash = ? AND sessions.expires_at > ?`,
      ),
    };
  }

  async signUp(email: string, password: string): Promise<Session> {
    if (this.statements.accountByEmail.get(email)) throw emailInUse();
    const passwordHash = await this.passwords.hash(password);
    const uid = randomUUID();
    const inserted = this.statements.insertAccount.run({ uid, email, passwordHash, now: this.now() });
    // Two sign-ups of one email can race past the first check; the unique index settles it.
    if (inserted.changes === 0) throw emailInUse();
    return this.newSession({ uid, email });
  }

  async signIn(email: string, password: string): Promise<Session> {
    const account = this.statements.accountByEmail.get(email);
    const valid = account?.password_hash
      ? await this.passwords.verify(password, account.password_hash)
      : await this.passwords.verifyAgainstNothing(password);
    if (!account || !valid) throw new AuthError('auth/invalid-credential', authMessages['auth/invalid-credential']);
    return this.newSession({ uid: account.uid, email: account.email });
  }

  async signInWithProvider({ email }: ProviderIdentity): Promise<Session> {
    // The provider verified this email,
    // so it links to the local account of that email, or starts one without a password.
    this.statements.insertAccount.run({ uid: randomUUID(), email, passwordHash: null, now: this.now() });
    const account = this.statements.accountByEmail.get(email)!;
    return this.newSession({ uid: account.uid, email: account.email });
  }

  async signOut(token: string): Promise<void> {
    this.statements.deleteSession.run(tokenHash(token));
  }

  async userFor(token: string): Promise<User | null> {
    return this.statements.userBySession.get(tokenHash(token), this.now()) ?? null;
  }

  async endSessionsOf(uid: string): Promise<void> {
    this.statements.deleteSessionsOf.run(uid);
  }

  async listAccounts(): Promise<Array<{ uid: string; email: string; createdAt: number }>> {
    return this.statements.accounts.all();
  }

  async isSessionToken(): Promise<boolean> {
    return true;
  }

  async endSession(tokenHash: string): Promise<void> {
    this.statements.deleteSession.run(tokenHash);
  }

  async createPasswordReset(email: string): Promise<string | null> {
    const account = this.statements.accountByEmail.get(email);
    if (!account) return null;
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    this.statements.deleteExpiredResets.run(now);
    this.statements.insertReset.run(tokenHash(token), account.uid, now + passwordResetLifetimeMs, now);
    return token;
  }

  async resetPassword(token: string, password: string): Promise<User> {
    const passwordHash = await this.passwords.hash(password);
    // Read and spent in one transaction: a link works once, even when two requests race.
    const account = this.db.transaction(() => {
      const reset = this.statements.resetByHash.get(tokenHash(token));
      if (!reset || reset.expires_at <= this.now()) return null;
      this.statements.deleteResetsOf.run(reset.uid);
      this.statements.setPassword.run(passwordHash, reset.uid);
      return this.statements.accountByUid.get(reset.uid) ?? null;
    })();
    if (!account) throw new AuthError('auth/invalid-action-code', authMessages['auth/invalid-action-code']);
    return { uid: account.uid, email: account.email };
  }

  async changePassword(user: User, currentPassword: string, password: string): Promise<boolean> {
    const account = this.statements.accountByUid.get(user.uid);
    const valid = account?.password_hash
      ? await this.passwords.verify(currentPassword, account.password_hash)
      : await this.passwords.verifyAgainstNothing(currentPassword);
    if (!account || !valid)
      throw new AuthError('auth/invalid-credential', 'The current password is incorrect.', {
        currentPassword: 'The current password is incorrect.',
      });
    this.statements.setPassword.run(await this.passwords.hash(password), user.uid);
    this.statements.deleteResetsOf.run(user.uid);
    return false;
  }

  async startSession(user: User): Promise<Session> {
    return this.newSession(user);
  }

  private newSession(user: User): Session {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    this.statements.deleteExpired.run(now);
    this.statements.insertSession.run(tokenHash(token), user.uid, now + sessionLifetimeMs, now);
    return { user, token };
  }
}

function emailInUse(): AuthError {
  return new AuthError('auth/email-already-in-use', authMessages['auth/email-already-in-use']);
}
