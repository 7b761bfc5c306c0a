// The team's documents in Firestore (firestoreTeamStore.ts), read into the domain's shapes: tolerant of fields an
// older version did not write.
import type { DocumentData } from 'firebase-admin/firestore';
import type { PhoneRegion } from '../../domain/phones.ts';
import type { Locale } from '../../domain/preferences/preferences.ts';
import type { Invitation, Member } from '../../domain/team/team.ts';
import type { StoredApiKey } from '../../domain/team/teamStore.ts';

export const memberFromDocument = (data: DocumentData): Member => ({
  uid: String(data.uid),
  email: String(data.email ?? ''),
  role: data.role,
  active: data.active !== false,
  pending: data.pending === true,
  joinedAt: Number(data.joinedAt) || 0,
  lastActiveAt: typeof data.lastActiveAt === 'number' ? data.lastActiveAt : null,
  locale: typeof data.locale === 'string' ? (data.locale as Locale) : null,
  region: typeof data.region === 'string' ? (data.region as PhoneRegion) : null,
});

export const invitationFromDocument = (data: DocumentData): Invitation => ({
  id: String(data.id),
  email: String(data.email),
  role: data.role,
  expiresAt: Number(data.expiresAt),
  invitedBy: data.invitedBy ?? null,
  createdAt: Number(data.createdAt),
  usedAt: typeof data.usedAt === 'number' ? data.usedAt : null,
  revokedAt: typeof data.revokedAt === 'number' ? data.revokedAt : null,
});

export const apiKeyFromDocument = (data: DocumentData): StoredApiKey => ({
  id: String(data.id),
  secretHash: String(data.secretHash),
  name: String(data.name),
  role: data.role,
  createdBy: data.createdBy ?? null,
  createdAt: Number(data.createdAt),
  expiresAt: typeof data.expiresAt === 'number' ? data.expiresAt : null,
  lastUsedAt: typeof data.lastUsedAt === 'number' ? data.lastUsedAt : null,
  revoked: data.revoked === true,
});
