// The prepared statements of the team's tables (sqliteTeamStore.ts), made once per connection.
import type { Role } from '../../domain/team/team.ts';
import type { SqliteDatabase } from './database.ts';
import type { ApiKeyRow, AuditRow, InvitationRow, MemberRow } from './teamRows.ts';

export function teamStatements(db: SqliteDatabase) {
  return {
    settings: db.prepare<[], { settings: string | null }>('SELECT settings FROM team_settings WHERE id = 1'),
    saveSettings: db.prepare<[string]>('UPDATE team_settings SET settings = ? WHERE id = 1'),
    revision: db.prepare<[], { access_revision: number }>('SELECT access_revision FROM team_settings WHERE id = 1'),
    bump: db.prepare('UPDATE team_settings SET access_revision = access_revision + 1 WHERE id = 1'),
    members: db.prepare<[], MemberRow>('SELECT * FROM members ORDER BY joined_at, rowid'),
    member: db.prepare<[string], MemberRow>('SELECT * FROM members WHERE uid = ?'),
    hasOwner: db.prepare<[], { uid: string }>(`SELECT uid FROM members WHERE role = 'OWNER'`),
    insertMember: db.prepare(
      `INSERT INTO members (uid, email, role, active, pending, joined_at) VALUES (@uid, @email, @role, 1, @pending, @joinedAt)
       ON CONFLICT (uid) DO NOTHING`,
    ),
    setRole: db.prepare<[Role, string]>('UPDATE members SET role = ? WHERE uid = ?'),
    setActive: db.prepare<[number, string]>('UPDATE members SET active = ? WHERE uid = ?'),
    setPending: db.prepare<[number, string]>('UPDATE members SET pending = ? WHERE uid = ?'),
    touchMember: db.prepare<[number, string]>('UPDATE members SET last_active_at = ? WHERE uid = ?'),
    insertInvitation: db.prepare(
      `INSERT INTO invitations (id, token_hash, email, role, expires_at, invited_by_uid, invited_by_email, created_at)
       VALUES (@id, @tokenHash, @email, @role, @expiresAt, @byUid, @byEmail, @createdAt)`,
    ),
    pendingInvitations: db.prepare<[number], InvitationRow>(
      `SELECT * FROM invitations WHERE used_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC`,
    ),
    invitationByHash: db.prepare<[string], InvitationRow>('SELECT * FROM invitations WHERE token_hash = ?'),
    invitationForEmail: db.prepare<[string, number], InvitationRow>(
      `SELECT * FROM invitations WHERE email = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
    ),
    useInvitation: db.prepare<[number, string]>('UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    revokeInvitation: db.prepare<[number, string]>(
      'UPDATE invitations SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    ),
    invitation: db.prepare<[string], InvitationRow>('SELECT * FROM invitations WHERE id = ?'),
    insertApiKey: db.prepare(
      `INSERT INTO api_keys (id, secret_hash, name, role, created_by_uid, created_by_email, created_at, expires_at)
       VALUES (@id, @secretHash, @name, @role, @byUid, @byEmail, @createdAt, @expiresAt)`,
    ),
    apiKeys: db.prepare<[], ApiKeyRow>('SELECT * FROM api_keys ORDER BY created_at DESC'),
    apiKey: db.prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE id = ?'),
    revokeApiKey: db.prepare<[string]>('UPDATE api_keys SET revoked = 1 WHERE id = ?'),
    revokeApiKeysOf: db.prepare<[string]>('UPDATE api_keys SET revoked = 1 WHERE created_by_uid = ?'),
    touchApiKey: db.prepare<[number, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
    insertVerification: db.prepare(
      'INSERT INTO email_verifications (token_hash, uid, email, expires_at) VALUES (?, ?, ?, ?)',
    ),
    takeVerification: db.prepare<[string], { uid: string; email: string; expires_at: number }>(
      'DELETE FROM email_verifications WHERE token_hash = ? RETURNING uid, email, expires_at',
    ),
    auditPage: db.prepare<[number, number], AuditRow>('SELECT * FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?'),
    setLocale: db.prepare<[string | null, string]>('UPDATE members SET locale = ? WHERE uid = ?'),
    setRegion: db.prepare<[string | null, string]>('UPDATE members SET region = ? WHERE uid = ?'),
  };
}

export type TeamStatements = ReturnType<typeof teamStatements>;
