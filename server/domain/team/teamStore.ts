// The port every team adapter implements (SQLite tables, Firestore documents). Every write that the audit log records
// takes its audit entry and writes both at once (one transaction or batch), and moves the access revision.
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { MemberPreferences } from '../preferences/preferences.ts';
import type {
  ApiKey,
  AuditInput,
  AuditPage,
  EmailVerification,
  Invitation,
  Member,
  Role,
  TeamSettings,
} from './team.ts';

export interface NewMember {
  uid: string;
  email: string;
  role: Role;
  pending: boolean;
  joinedAt: number;
}

export interface StoredApiKey extends ApiKey {
  /** The sha-256 of the secret; the secret itself is never stored */
  secretHash: string;
}

export interface TeamStore {
  /** The stored settings; null before the first start of a team (then TeamService seeds them) */
  settings(): Promise<TeamSettings | null>;
  saveSettings(settings: TeamSettings, audit: AuditInput | null): Promise<void>;

  members(): Promise<Member[]>;
  member(uid: string): Promise<Member | null>;
  /**
   * Adds a member unless one with this uid exists (then answers it unchanged). The first member of a store becomes
   * OWNER whatever `role` says, decided inside the write, so two first sign-ups cannot both own it. With
   * `invitationId`, that invitation is marked used in the same write.
   */
  addMember(member: NewMember, audit: AuditInput | null, invitationId?: string): Promise<Member>;
  /** Changes a member; deactivating also revokes every API key they created, in the same write. */
  updateMember(
    uid: string,
    patch: Partial<Pick<Member, 'role' | 'active' | 'pending'>>,
    audit: AuditInput,
  ): Promise<Member>;
  /** The owner becomes an admin and `toUid` the owner, in one write. */
  transferOwnership(fromUid: string, toUid: string, audit: AuditInput): Promise<void>;
  /**
   * Sets a member's own locale and region, those `patch` names (null clears one). Not audited; it moves the access
   * revision so every process reads phones in the new region. Answers the member as changed.
   */
  updatePreferences(uid: string, patch: Partial<MemberPreferences>): Promise<Member>;
  /** Records when a member was last seen (not audited, not an access change). */
  touchMember(uid: string, at: number): Promise<void>;

  addInvitation(invitation: Invitation, tokenHash: string, audit: AuditInput): Promise<void>;
  /** Invitations not used, not revoked and not expired at `now`, newest first */
  pendingInvitations(now: number): Promise<Invitation[]>;
  invitationByTokenHash(tokenHash: string): Promise<Invitation | null>;
  /** The newest usable invitation for an email (lower case) */
  invitationForEmail(email: string, now: number): Promise<Invitation | null>;
  revokeInvitation(id: string, at: number, audit: AuditInput): Promise<Invitation | null>;

  addApiKey(key: StoredApiKey, audit: AuditInput): Promise<void>;
  apiKeys(): Promise<StoredApiKey[]>;
  revokeApiKey(id: string, audit: AuditInput): Promise<StoredApiKey | null>;
  touchApiKey(id: string, at: number): Promise<void>;

  addVerification(tokenHash: string, verification: EmailVerification): Promise<void>;
  /** The verification of this token, deleted as it is read: a link works once */
  takeVerification(tokenHash: string): Promise<EmailVerification | null>;

  audit(entry: AuditInput): Promise<void>;
  /** Newest first; `after` is a previous page's endCursor */
  auditPage(first: number, after: string | null): Promise<AuditPage>;

  /**
   * Calls `listener` soon after members, API keys or settings change, from this process or any other on the same
   * store, so each process drops what it holds for someone who lost access.
   */
  watchAccess(listener: () => void): Unsubscribe;
  /** Moves the access revision with no change of its own: sessions ended, which every process then checks again. */
  accessChanged(): Promise<void>;
  close(): void;
}
