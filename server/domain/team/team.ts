// The team that owns a store's customers: who belongs to it, with which role, how others may join, and what was done.
import { defaultPhoneRegion, type PhoneRegion } from '../phones.ts';
import { defaultLocale, defaultTimeZone, type Locale, type MemberPreferences } from '../preferences/preferences.ts';

export const roles = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export type Role = (typeof roles)[number];

/** Higher ranks may do everything lower ones may. */
const roleRank: Record<Role, number> = { OWNER: 3, ADMIN: 2, MEMBER: 1, VIEWER: 0 };

export function atLeast(role: Role, floor: Role): boolean {
  return roleRank[role] >= roleRank[floor];
}

/** The lower of two roles: an API key never does more than the person who made it may do now. */
export function lowerRole(a: Role, b: Role): Role {
  return roleRank[a] <= roleRank[b] ? a : b;
}

/** What a role may do. Every GraphQL field and HTTP route names one of these (graphql/fieldAccess.ts). */
export const permissions = [
  'customers.read',
  'customers.write',
  'customers.transfer',
  'customers.erase',
  'team.manage',
  'team.transferOwnership',
] as const;
export type Permission = (typeof permissions)[number];

/** The lowest role that holds each permission. */
const permissionFloor: Record<Permission, Role> = {
  // Lists, details, history, presence, contacts
  'customers.read': 'VIEWER',
  // Add, edit, remove, restore
  'customers.write': 'MEMBER',
  // Import and export: a whole list in or out
  'customers.transfer': 'MEMBER',
  // Erase a customer for good: nothing is left to undo it with
  'customers.erase': 'ADMIN',
  // Members, invitations, the sign-up policy, API keys, the audit log
  'team.manage': 'ADMIN',
  'team.transferOwnership': 'OWNER',
};

export function can(role: Role, permission: Permission): boolean {
  return atLeast(role, permissionFloor[permission]);
}

export const permissionMessages: Record<Permission, string> = {
  'customers.read': 'Your role does not allow reading customers.',
  'customers.write': 'Your role (viewer) can read customers but not change them.',
  'customers.transfer': 'Your role (viewer) can read customers but not import or export them.',
  'customers.erase': 'Only the owner and admins can erase customers for good.',
  'team.manage': 'Only the owner and admins can manage the team.',
  'team.transferOwnership': 'Only the owner can hand ownership on.',
};

export const signUpPolicies = ['OPEN', 'DOMAINS', 'INVITE_ONLY'] as const;
export type SignUpPolicy = (typeof signUpPolicies)[number];

export interface TeamSettings {
  signUpPolicy: SignUpPolicy;
  /** Lower case, without '@' */
  signUpDomains: string[];
  requireSecondFactor: boolean;
  removedRetentionDays: number | null;
  /** The locale of those who chose none */
  defaultLocale: Locale;
  /** Where a phone without a country code is from, for those who chose no region; CRM_DEFAULT_REGION seeds it */
  defaultRegion: PhoneRegion;
  /** An IANA time zone, or UTC */
  timeZone: string;
}

export const defaultTeamSettings: TeamSettings = {
  signUpPolicy: 'OPEN',
  signUpDomains: [],
  requireSecondFactor: false,
  removedRetentionDays: null,
  defaultLocale,
  defaultRegion: defaultPhoneRegion,
  timeZone: defaultTimeZone,
};

export interface Member extends MemberPreferences {
  uid: string;
  email: string;
  role: Role;
  /** false once deactivated: no session, key or socket of theirs works */
  active: boolean;
  /** Signed up under DOMAINS without proving the address yet: waits for the emailed link or an admin's approval */
  pending: boolean;
  joinedAt: number;
  lastActiveAt: number | null;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  expiresAt: number;
  invitedBy: { uid: string; email: string } | null;
  createdAt: number;
  /** Set once used or revoked: it no longer lets anyone join */
  usedAt: number | null;
  revokedAt: number | null;
}

export interface ApiKey {
  id: string;
  name: string;
  role: Role;
  createdBy: { uid: string; email: string } | null;
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  revoked: boolean;
}

/** An email-ownership proof under DOMAINS: the link's token is stored hashed, as every secret here. */
export interface EmailVerification {
  uid: string;
  email: string;
  expiresAt: number;
}

export const auditActions = [
  'team.settings_changed',
  'member.invited',
  'member.joined',
  'member.approved',
  'invitation.revoked',
  'member.role_changed',
  'member.deactivated',
  'member.reactivated',
  'team.ownership_transferred',
  'api_key.created',
  'api_key.revoked',
  'customers.exported',
  'signin.throttled',
  'passkey.added',
  'passkey.removed',
  'second_factor.enrolled',
  'second_factor.removed',
  'password.reset_requested',
  'password.reset',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.disabled',
  'customer.erased',
  'customers.purged',
  'customers.removed',
  'customers.restored',
  'customers.assigned',
  'customers.tagged',
  'tag.created',
  'tag.updated',
  'tag.deleted',
  'custom_field.created',
  'custom_field.updated',
  'custom_field.archived',
  'bulk_change.undone',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One thing done to the team or its data. Never holds a password, token or secret. */
export interface AuditInput {
  actor: { uid: string; email: string } | null;
  action: AuditAction;
  /** What it was done to: an email, a key's name, a list */
  target?: string | null;
  /** The client's address */
  address?: string | null;
  /** A short description of what changed */
  details?: string | null;
}

export interface AuditEntry extends AuditInput {
  id: string;
  at: number;
}

export interface AuditPage {
  nodes: AuditEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** How long an invitation link and an email-verification link last */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
export const verificationLifetimeMs = 24 * 60 * 60 * 1000;
/** API key secrets start with this, so they are told apart from session tokens at a glance (and by secret scanners) */
export const apiKeyPrefix = 'crmk_';
