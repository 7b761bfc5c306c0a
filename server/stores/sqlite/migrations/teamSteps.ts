// The schema steps of the team, presence and sign-in, each exported under its name for migrations.ts's list. A step
// that has run on someone's file never changes.
import type Database from 'better-sqlite3';
import { hasColumn } from '../tableInfo.ts';

// The team: members and their roles (one owner), how others join, API keys, and the audit log. The secrets of
// invitations, keys and verification links are kept only as hashes. access_revision moves with every change to
// members, keys or settings, so every process on this file notices who lost access (sqliteTeamStore.ts).
export const teamTables = `
    CREATE TABLE team_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      settings TEXT,
      access_revision INTEGER NOT NULL DEFAULT 0
    );
    INSERT INTO team_settings (id, settings, access_revision) VALUES (1, NULL, 0);
    CREATE TABLE members (
      uid TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'MEMBER', 'VIEWER')),
      active INTEGER NOT NULL DEFAULT 1,
      pending INTEGER NOT NULL DEFAULT 0,
      joined_at INTEGER NOT NULL,
      last_active_at INTEGER
    );
    CREATE UNIQUE INDEX members_one_owner ON members (role) WHERE role = 'OWNER';
    CREATE TABLE invitations (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL,
      role TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      invited_by_uid TEXT,
      invited_by_email TEXT,
      created_at INTEGER NOT NULL,
      used_at INTEGER,
      revoked_at INTEGER
    );
    CREATE INDEX invitations_by_email ON invitations (email);
    CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      secret_hash TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      role TEXT NOT NULL,
      created_by_uid TEXT,
      created_by_email TEXT,
      created_at INTEGER NOT NULL,
      expires_at INTEGER,
      last_used_at INTEGER,
      revoked INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE email_verifications (
      token_hash TEXT PRIMARY KEY,
      uid TEXT NOT NULL,
      email TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE audit_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      actor_uid TEXT,
      actor_email TEXT,
      action TEXT NOT NULL,
      target TEXT,
      address TEXT,
      details TEXT
    );
  `;

// Presence in the file, so that every process on one data folder sees who has which customer open: one row per
// open page, and a revision each put or delete moves, which the processes poll.
export const presenceTables = `
    CREATE TABLE presence (
      key TEXT PRIMARY KEY,
      customer_id TEXT NOT NULL,
      uid TEXT NOT NULL,
      email TEXT NOT NULL,
      editing INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE presence_state (id INTEGER PRIMARY KEY CHECK (id = 1), revision INTEGER NOT NULL);
    INSERT INTO presence_state (id, revision) VALUES (1, 0);
  `;

// Sign-in: each device's session (whichever identity issued it), TOTP second factors with hashed recovery codes,
// passkeys, and single-use password reset tokens of local accounts (kept as hashes).
export const signInTables = `
    CREATE TABLE signin_sessions (
      token_hash TEXT PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      user_agent TEXT,
      address TEXT,
      created_at INTEGER NOT NULL,
      last_active_at INTEGER,
      expires_at INTEGER NOT NULL,
      pending_until INTEGER,
      must_enrol INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX signin_sessions_by_uid ON signin_sessions (uid);
    CREATE TABLE second_factors (
      uid TEXT PRIMARY KEY,
      secret TEXT NOT NULL,
      enrolled_at INTEGER,
      recovery_code_hashes TEXT NOT NULL DEFAULT '[]',
      last_time_step INTEGER
    );
    CREATE TABLE passkeys (
      credential_id TEXT PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      name TEXT NOT NULL,
      public_key TEXT NOT NULL,
      counter INTEGER NOT NULL,
      transports TEXT NOT NULL DEFAULT '[]',
      created_at INTEGER NOT NULL,
      last_used_at INTEGER
    );
    CREATE INDEX passkeys_by_uid ON passkeys (uid);
    CREATE TABLE passkey_challenges (
      challenge TEXT PRIMARY KEY,
      uid TEXT,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE password_resets (
      token_hash TEXT PRIMARY KEY,
      uid TEXT NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
    -- Local sessions from before stay signed in, as devices of unknown browser and address.
    INSERT INTO signin_sessions (token_hash, id, uid, created_at, expires_at)
      SELECT token_hash, lower(hex(randomblob(12))), uid, created_at, expires_at FROM sessions;
  `;

// A session ended for a reason (a password changed elsewhere) stays,
// marked, until it would have expired, so its device is told why.
export function sessionEndReasonColumn(db: Database.Database): void {
  if (!hasColumn(db, 'signin_sessions', 'ended_because'))
    db.exec('ALTER TABLE signin_sessions ADD COLUMN ended_because TEXT');
}

// Each member's own locale and region (null: the team's default applies).
export function memberPreferenceColumns(db: Database.Database): void {
  for (const column of ['locale', 'region'])
    if (!hasColumn(db, 'members', column)) db.exec(`ALTER TABLE members ADD COLUMN ${column} TEXT`);
}
