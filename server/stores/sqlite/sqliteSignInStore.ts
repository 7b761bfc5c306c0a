// Sessions and second factors in the embedded store (tables made in migrations.ts).
import type {
  PasskeyChallenge,
  SecondFactorRecord,
  SessionPatch,
  SessionRecord,
  SignInStore,
  StoredPasskey,
} from '../../domain/signin/signInStore.ts';
import type { SessionEndReason } from '../../domain/errors.ts';
import type { SqliteDatabase } from './database.ts';

interface SessionRow {
  token_hash: string;
  id: string;
  uid: string;
  user_agent: string | null;
  address: string | null;
  created_at: number;
  last_active_at: number | null;
  expires_at: number;
  pending_until: number | null;
  must_enrol: number;
  ended_because: SessionEndReason | null;
}

interface FactorRow {
  uid: string;
  secret: string;
  enrolled_at: number | null;
  recovery_code_hashes: string;
  last_time_step: number | null;
}

interface PasskeyRow {
  credential_id: string;
  id: string;
  uid: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: number;
  last_used_at: number | null;
}

const passkey = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  credentialId: row.credential_id,
  uid: row.uid,
  name: row.name,
  publicKey: row.public_key,
  counter: row.counter,
  transports: JSON.parse(row.transports) as string[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

const session = (row: SessionRow): SessionRecord => ({
  id: row.id,
  tokenHash: row.token_hash,
  uid: row.uid,
  userAgent: row.user_agent,
  address: row.address,
  createdAt: row.created_at,
  lastActiveAt: row.last_active_at,
  expiresAt: row.expires_at,
  pendingUntil: row.pending_until,
  mustEnrol: row.must_enrol === 1,
  endedBecause: row.ended_because,
});

const factor = (row: FactorRow): SecondFactorRecord => ({
  uid: row.uid,
  secret: row.secret,
  enrolledAt: row.enrolled_at,
  recoveryCodeHashes: JSON.parse(row.recovery_code_hashes) as string[],
  lastTimeStep: row.last_time_step,
});

export class SqliteSignInStore implements SignInStore {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      insertSession: db.prepare(
        `INSERT INTO signin_sessions (token_hash, id, uid, user_agent, address, created_at, last_active_at, expires_at, pending_until, must_enrol)
         VALUES (@tokenHash, @id, @uid, @userAgent, @address, @createdAt, @lastActiveAt, @expiresAt, @pendingUntil, @mustEnrol)
         ON CONFLICT (token_hash) DO UPDATE SET id = excluded.id, user_agent = excluded.user_agent, address = excluded.address,
           created_at = excluded.created_at, last_active_at = excluded.last_active_at, expires_at = excluded.expires_at,
           pending_until = excluded.pending_until, must_enrol = excluded.must_enrol, ended_because = NULL`,
      ),
      deleteExpired: db.prepare<[number]>(`DELETE FROM signin_sessions WHERE expires_at <= ?`),
      byTokenHash: db.prepare<[string], SessionRow>(`SELECT * FROM signin_sessions WHERE token_hash = ?`),
      ofUid: db.prepare<[string, number], SessionRow>(
        `SELECT * FROM signin_sessions WHERE uid = ? AND expires_at > ? ORDER BY created_at DESC`,
      ),
      completePending: db.prepare<[number, string, number]>(
        `UPDATE signin_sessions SET pending_until = NULL, expires_at = ? WHERE token_hash = ? AND pending_until IS NOT NULL AND pending_until > ?`,
      ),
      deleteSession: db.prepare<[string]>(`DELETE FROM signin_sessions WHERE token_hash = ?`),
      factor: db.prepare<[string], FactorRow>(`SELECT * FROM second_factors WHERE uid = ?`),
      saveFactor: db.prepare(
        `INSERT INTO second_factors (uid, secret, enrolled_at, recovery_code_hashes, last_time_step)
         VALUES (@uid, @secret, @enrolledAt, @hashes, @lastTimeStep)
         ON CONFLICT (uid) DO UPDATE SET secret = excluded.secret, enrolled_at = excluded.enrolled_at,
           recovery_code_hashes = excluded.recovery_code_hashes, last_time_step = excluded.last_time_step`,
      ),
      deleteFactor: db.prepare<[string]>(`DELETE FROM second_factors WHERE uid = ?`),
      setHashes: db.prepare<[string, string]>(`UPDATE second_factors SET recovery_code_hashes = ? WHERE uid = ?`),
      insertPasskey: db.prepare(
        `INSERT INTO passkeys (credential_id, id, uid, name, public_key, counter, transports, created_at, last_used_at)
         VALUES (@credentialId, @id, @uid, @name, @publicKey, @counter, @transportsJson, @createdAt, @lastUsedAt)`,
      ),
      passkeysOf: db.prepare<[string], PasskeyRow>(`SELECT * FROM passkeys WHERE uid = ? ORDER BY created_at DESC`),
      passkeyByCredential: db.prepare<[string], PasskeyRow>(`SELECT * FROM passkeys WHERE credential_id = ?`),
      passkeyOf: db.prepare<[string, string], PasskeyRow>(`SELECT * FROM passkeys WHERE uid = ? AND id = ?`),
      touchPasskey: db.prepare<[number, number, string]>(
        `UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?`,
      ),
      deletePasskey: db.prepare<[string]>(`DELETE FROM passkeys WHERE credential_id = ?`),
      insertChallenge: db.prepare<[string, string | null, number]>(
        `INSERT INTO passkey_challenges (challenge, uid, expires_at) VALUES (?, ?, ?)`,
      ),
      deleteExpiredChallenges: db.prepare<[number]>(`DELETE FROM passkey_challenges WHERE expires_at <= ?`),
      challenge: db.prepare<[string], { uid: string | null; expires_at: number }>(
        `SELECT uid, expires_at FROM passkey_challenges WHERE challenge = ?`,
      ),
      deleteChallenge: db.prepare<[string]>(`DELETE FROM passkey_challenges WHERE challenge = ?`),
      advanceStep: db.prepare<[number, string, number]>(
        `UPDATE second_factors SET last_time_step = ? WHERE uid = ? AND (last_time_step IS NULL OR last_time_step < ?)`,
      ),
    };
  }

  async addSession(record: SessionRecord): Promise<void> {
    this.statements.deleteExpired.run(record.createdAt);
    this.statements.insertSession.run({ ...record, mustEnrol: record.mustEnrol ? 1 : 0 });
  }

  async sessionByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
    const row = this.statements.byTokenHash.get(tokenHash);
    return row ? session(row) : null;
  }

  async sessionsOf(uid: string, now: number): Promise<SessionRecord[]> {
    return this.statements.ofUid.all(uid, now).map(session);
  }

  async updateSession(tokenHash: string, patch: SessionPatch): Promise<void> {
    const columns: Record<keyof SessionPatch, string> = {
      lastActiveAt: 'last_active_at',
      pendingUntil: 'pending_until',
      mustEnrol: 'must_enrol',
      endedBecause: 'ended_because',
    };
    const entries = Object.entries(patch) as Array<[keyof SessionPatch, number | boolean | string | null]>;
    if (!entries.length) return;
    const sets = entries.map(([key]) => `${columns[key]} = @${key}`).join(', ');
    const values = Object.fromEntries(
      entries.map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]),
    );
    this.db.prepare(`UPDATE signin_sessions SET ${sets} WHERE token_hash = @tokenHash`).run({ ...values, tokenHash });
  }

  async completePendingSession(tokenHash: string, now: number, expiresAt: number): Promise<boolean> {
    return this.statements.completePending.run(expiresAt, tokenHash, now).changes === 1;
  }

  async deleteSessions(tokenHashes: string[]): Promise<void> {
    this.db.transaction(() => {
      for (const hash of tokenHashes) this.statements.deleteSession.run(hash);
    })();
  }

  async secondFactor(uid: string): Promise<SecondFactorRecord | null> {
    const row = this.statements.factor.get(uid);
    return row ? factor(row) : null;
  }

  async saveSecondFactor(record: SecondFactorRecord): Promise<void> {
    this.statements.saveFactor.run({ ...record, hashes: JSON.stringify(record.recoveryCodeHashes) });
  }

  async deleteSecondFactor(uid: string): Promise<void> {
    this.statements.deleteFactor.run(uid);
  }

  async takeRecoveryCode(uid: string, codeHash: string): Promise<boolean> {
    return this.db.transaction(() => {
      const row = this.statements.factor.get(uid);
      if (!row) return false;
      const hashes = JSON.parse(row.recovery_code_hashes) as string[];
      if (!hashes.includes(codeHash)) return false;
      this.statements.setHashes.run(JSON.stringify(hashes.filter((hash) => hash !== codeHash)), uid);
      return true;
    })();
  }

  async advanceTimeStep(uid: string, timeStep: number): Promise<boolean> {
    return this.statements.advanceStep.run(timeStep, uid, timeStep).changes === 1;
  }

  async addPasskey(record: StoredPasskey): Promise<void> {
    this.statements.insertPasskey.run({ ...record, transportsJson: JSON.stringify(record.transports) });
  }

  async passkeysOf(uid: string): Promise<StoredPasskey[]> {
    return this.statements.passkeysOf.all(uid).map(passkey);
  }

  async passkeyByCredentialId(credentialId: string): Promise<StoredPasskey | null> {
    const row = this.statements.passkeyByCredential.get(credentialId);
    return row ? passkey(row) : null;
  }

  async touchPasskey(credentialId: string, counter: number, at: number): Promise<void> {
    this.statements.touchPasskey.run(counter, at, credentialId);
  }

  async deletePasskey(uid: string, id: string): Promise<StoredPasskey | null> {
    const row = this.statements.passkeyOf.get(uid, id);
    if (!row) return null;
    this.statements.deletePasskey.run(row.credential_id);
    return passkey(row);
  }

  async addPasskeyChallenge(challenge: string, record: PasskeyChallenge): Promise<void> {
    this.statements.deleteExpiredChallenges.run(Date.now());
    this.statements.insertChallenge.run(challenge, record.uid, record.expiresAt);
  }

  async takePasskeyChallenge(challenge: string): Promise<PasskeyChallenge | null> {
    return this.db.transaction(() => {
      const row = this.statements.challenge.get(challenge);
      if (!row) return null;
      this.statements.deleteChallenge.run(challenge);
      return { uid: row.uid, expiresAt: row.expires_at };
    })();
  }
}
