// The team's rows in the embedded store's SQLite file, and the domain's shapes they are read into.
import type { PhoneRegion } from '../../domain/phones.ts';
import type { Locale } from '../../domain/preferences/preferences.ts';
import type { AuditInput, Invitation, Member, Role } from '../../domain/team/team.ts';
import type { StoredApiKey } from '../../domain/team/teamStore.ts';

export interface MemberRow {
  uid: string;
  email: string;
  role: Role;
  active: number;
  pending: number;
  joined_at: number;
  last_active_at: number | null;
  locale: Locale | null;
  region: PhoneRegion | null;
}

export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  expires_at: number;
  invited_by_uid: string | null;
  invited_by_email: string | null;
  created_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export interface ApiKeyRow {
  id: string;
  secret_hash: string;
  name: string;
  role: Role;
  created_by_uid: string | null;
  created_by_email: string | null;
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
  revoked: number;
}

export interface AuditRow {
  id: number;
  at: number;
  actor_uid: string | null;
  actor_email: string | null;
  action: AuditInput['action'];
  target: string | null;
  address: string | null;
  details: string | null;
}

export const member = (row: MemberRow): Member => ({
  uid: row.uid,
  email: row.email,
  role: row.role,
  active: row.active === 1,
  pending: row.pending === 1,
  joinedAt: row.joined_at,
  lastActiveAt: row.last_active_at,
  locale: row.locale,
  region: row.region,
});

export const invitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expires_at,
  invitedBy: row.invited_by_uid ? { uid: row.invited_by_uid, email: row.invited_by_email ?? '' } : null,
  createdAt: row.created_at,
  usedAt: row.used_at,
  revokedAt: row.revoked_at,
});

export const apiKey = (row: ApiKeyRow): StoredApiKey => ({
  id: row.id,
  secretHash: row.secret_hash,
  name: row.name,
  role: row.role,
  createdBy: row.created_by_uid ? { uid: row.created_by_uid, email: row.created_by_email ?? '' } : null,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  revoked: row.revoked === 1,
});
