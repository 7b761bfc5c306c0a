// Who may join, who may do what, and what was done: the rules of the team, over a TeamStore.
import { createHash, randomBytes } from 'node:crypto';
import { AuthError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import { isValidEmail } from '../validation.ts';
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { Requester, User } from '../accounts/account.ts';
import {
  apiKeyPrefix,
  atLeast,
  can,
  defaultTeamSettings,
  invitationLifetimeMs,
  lowerRole,
  permissionMessages,
  roles,
  signUpPolicies,
  verificationLifetimeMs,
  type ApiKey,
  type AuditAction,
  type AuditPage,
  type Invitation,
  type Member,
  type Permission,
  type Role,
  type TeamSettings,
} from './team.ts';
import type { StoredApiKey, TeamStore } from './teamStore.ts';

/** Someone signed in, with the role the team gives them; an API key's viewer names the key. */
export interface Viewer extends User {
  role: Role;
  /** Set when the request authenticated with an API key rather than a person's session */
  apiKeyId?: string;
  /** The team requires a second factor and this session must add one before anything else */
  mustEnrolSecondFactor?: boolean;
}

/** Outgoing mail (invitations, address verification); absent when no SMTP server is configured. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** An account the identity provider already holds, for the first start of a team. */
export interface ExistingAccount {
  uid: string;
  email: string;
  createdAt: number;
}

/** How a person proved who they are when joining: a password proves nothing about the email address. */
export type JoinMethod = 'password' | 'provider';

export interface TeamOptions {
  /** CRM_PUBLIC_URL: the base of invitation and verification links */
  publicUrl: () => string;
  mailer: Mailer | null;
  /** CRM_SIGNUP_EMAIL_DOMAINS: the policy a team starts with when set (DOMAINS), else OPEN */
  seedDomains: readonly string[];
  /** Ends every session of an account at its identity provider (on deactivation) */
  endSessionsOf: (uid: string) => Promise<void>;
  now?: () => number;
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

const newSecret = () => randomBytes(32).toString('base64url');
const newId = () => randomBytes(10).toString('hex');
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
/** lastActiveAt and an API key's lastUsedAt are written at most this often per person or key */
const touchEveryMs = 60_000;
const domainPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
export const apiKeyNameMax = 100;

function forbidden(permission: Permission): ForbiddenError {
  return new ForbiddenError(permissionMessages[permission]);
}

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

export class TeamService {
  private settingsNow: TeamSettings = defaultTeamSettings;
  private membersByUid = new Map<string, Member>();
  private keysByHash = new Map<string, StoredApiKey>();
  private readonly touched = new Map<string, number>();
  private readonly accessListeners = new Set<() => void>();
  private stopWatching: Unsubscribe = () => undefined;
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  private lastMissReload = 0;
  private readonly now: () => number;

  constructor(
    private readonly store: TeamStore,
    private readonly options: TeamOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Loads the team; on its first start, seeds the policy and makes the earliest existing account the owner. */
  async start(existingAccounts: () => Promise<ExistingAccount[]>): Promise<void> {
    if (!(await this.store.settings())) {
      const accounts = (await existingAccounts()).sort((a, b) => a.createdAt - b.createdAt);
      for (const account of accounts) {
        await this.store.addMember({ uid: account.uid, email: account.email, role: 'MEMBER', pending: false, joinedAt: account.createdAt }, null);
      }
      const domains = [...this.options.seedDomains];
      await this.store.saveSettings({ ...defaultTeamSettings, signUpPolicy: domains.length ? 'DOMAINS' : 'OPEN', signUpDomains: domains }, null);
    }
    await this.reload();
    this.stopWatching = this.store.watchAccess(() => void this.reload());
  }

  close(): void {
    this.stopWatching();
    this.store.close();
  }

  /**
   * Tells every process on the store that sessions ended (signed out, ended from another device, a new password), so
   * each checks its live sockets' sessions again at once instead of at its next periodic check.
   */
  sessionsEnded(): Promise<void> {
    return this.store.accessChanged();
  }

  /** Called after members, keys or settings changed anywhere, once this process holds the new state. */
  onAccessChanged(listener: () => void): Unsubscribe {
    this.accessListeners.add(listener);
    return () => this.accessListeners.delete(listener);
  }

  private async reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          const [settings, members, keys] = await Promise.all([this.store.settings(), this.store.members(), this.store.apiKeys()]);
          this.settingsNow = settings ?? defaultTeamSettings;
          this.membersByUid = new Map(members.map((member) => [member.uid, member]));
          this.keysByHash = new Map(keys.map((key) => [key.secretHash, key]));
        } while (this.reloadAgain);
      } finally {
        this.reloading = null;
      }
      for (const listener of this.accessListeners) listener();
    })();
    return this.reloading;
  }

  private async memberOf(uid: string): Promise<Member | null> {
    // Someone who joined through another process a moment ago may not have reached this one's copy yet.
    const known = this.membersByUid.get(uid);
    if (known) return known;
    const stored = await this.store.member(uid);
    if (stored) this.membersByUid.set(uid, stored);
    return stored;
  }

  // ---- Who is asking ----

  /** The viewer a signed-in account is, or null when it is no active member of the team. */
  async viewerFor(user: User): Promise<Viewer | null> {
    const member = await this.memberOf(user.uid);
    if (!member?.active || member.pending) return null;
    this.touch(`member ${member.uid}`, () => this.store.touchMember(member.uid, this.now()));
    return { uid: user.uid, email: user.email, role: member.role };
  }

  isApiKeySecret(token: string): boolean {
    return token.startsWith(apiKeyPrefix);
  }

  /** The viewer an API key's secret stands for: its role, never above what its creator may do now. */
  async viewerForApiKey(secret: string): Promise<Viewer | null> {
    const hash = secretHash(secret);
    // A key made a moment ago through another process may not have reached this one's copy: look again, at most once a second.
    if (!this.keysByHash.has(hash) && this.now() - this.lastMissReload >= 1000) {
      this.lastMissReload = this.now();
      await this.reload();
    }
    const key = this.keysByHash.get(hash);
    if (!key || !this.apiKeyUsable(key)) return null;
    const creator = key.createdBy ? this.membersByUid.get(key.createdBy.uid) : undefined;
    if (!creator) return null;
    this.touch(`key ${key.id}`, () => this.store.touchApiKey(key.id, this.now()));
    return { uid: `apikey:${key.id}`, email: `${key.name} (API key)`, role: lowerRole(key.role, creator.role), apiKeyId: key.id };
  }

  /** Whether a viewer found earlier still has access (for live sockets, after an access change). */
  stillAllowed(viewer: Viewer): boolean {
    if (viewer.apiKeyId) {
      const key = [...this.keysByHash.values()].find((candidate) => candidate.id === viewer.apiKeyId);
      return !!key && this.apiKeyUsable(key);
    }
    const member = this.membersByUid.get(viewer.uid);
    return !!member && member.active && !member.pending;
  }

  private apiKeyUsable(key: StoredApiKey): boolean {
    if (key.revoked || (key.expiresAt !== null && key.expiresAt <= this.now())) return false;
    const creator = key.createdBy ? this.membersByUid.get(key.createdBy.uid) : undefined;
    return !!creator && creator.active && !creator.pending;
  }

  private touch(key: string, write: () => Promise<void>): void {
    const now = this.now();
    if (now - (this.touched.get(key) ?? 0) < touchEveryMs) return;
    this.touched.set(key, now);
    write().catch(() => this.touched.delete(key));
  }

  // ---- Joining ----

  /**
   * Before an account is made for a sign-up: refuses an email the policy does not admit, so no account is created for it.
   * Answers the invitation that admits it, if any.
   */
  async checkSignUp(email: string, invitationToken: string | null | undefined): Promise<Invitation | null> {
    if (invitationToken) {
      const invitation = await this.usableInvitation(invitationToken);
      if (invitation.email !== email) throw notAllowed('This invitation is for another email address.');
      return invitation;
    }
    if (!(await this.hasMembers())) {
      // The first account founds the team and owns it; only the domains the team started with apply to it.
      this.checkDomain(email);
      return null;
    }
    const { signUpPolicy } = this.settingsNow;
    if (signUpPolicy === 'INVITE_ONLY') throw notAllowed('Sign-up is by invitation only. Ask an administrator of the team for an invitation.');
    if (signUpPolicy === 'DOMAINS') this.checkDomain(email);
    return null;
  }

  private async hasMembers(): Promise<boolean> {
    return this.membersByUid.size > 0 || (await this.store.members()).length > 0;
  }

  private checkDomain(email: string): void {
    const { signUpPolicy, signUpDomains } = this.settingsNow;
    if (signUpPolicy === 'DOMAINS' && !signUpDomains.includes(domainOf(email))) {
      throw notAllowed(`Sign-up is open to ${signUpDomains.map((domain) => `@${domain}`).join(', ')} addresses only.`);
    }
  }

  private async usableInvitation(token: string): Promise<Invitation> {
    const invitation = await this.store.invitationByTokenHash(secretHash(token));
    if (!invitation || invitation.usedAt !== null || invitation.revokedAt !== null || invitation.expiresAt <= this.now()) {
      throw notAllowed('This invitation link is no longer valid. Ask an administrator of the team for a new one.');
    }
    return invitation;
  }

  /**
   * Makes an account a member when it first signs in or up, as the policy and any invitation say; throws when it may
   * not join or not yet (deactivated, or its address still unproven). A member already known is only checked.
   */
  async admit(user: User, method: JoinMethod, requester: Requester, invitation: Invitation | null = null): Promise<Viewer> {
    let member = await this.memberOf(user.uid);
    if (!member) {
      let first = false;
      const email = user.email.toLowerCase();
      invitation ??= await this.store.invitationForEmail(email, this.now());
      if (invitation && invitation.email !== email) invitation = null;
      if (!invitation) {
        first = !(await this.hasMembers());
        if (!first && this.settingsNow.signUpPolicy === 'INVITE_ONLY') {
          throw notAllowed('Sign-up is by invitation only. Ask an administrator of the team for an invitation.');
        }
        this.checkDomain(email);
      }
      // Under DOMAINS, a password proves nothing about the address: it waits for the emailed link or an admin.
      const pending = !invitation && method === 'password' && this.settingsNow.signUpPolicy === 'DOMAINS' && !first;
      member = await this.store.addMember(
        { uid: user.uid, email, role: invitation?.role ?? 'MEMBER', pending, joinedAt: this.now() },
        { actor: { uid: user.uid, email }, action: 'member.joined', target: email, address: requester.ip, details: invitation ? `invited as ${invitation.role}` : null },
        invitation?.id,
      );
      this.membersByUid.set(member.uid, member);
      if (member.pending) await this.askToVerify(member);
    }
    if (!member.active) throw new AuthError('auth/user-disabled', 'This account has been deactivated by an administrator of the team.');
    if (member.pending) {
      throw new AuthError(
        'auth/unverified-email',
        this.options.mailer
          ? `Confirm your email address first: we sent a link to ${member.email}.`
          : 'An administrator of the team must approve this account before you can sign in.',
      );
    }
    return { uid: member.uid, email: user.email, role: member.role };
  }

  private async askToVerify(member: Member): Promise<void> {
    if (!this.options.mailer) return;
    const token = newSecret();
    await this.store.addVerification(secretHash(token), { uid: member.uid, email: member.email, expiresAt: this.now() + verificationLifetimeMs });
    const link = `${this.options.publicUrl()}/auth/verify-email?token=${token}`;
    await this.options.mailer.send({
      to: member.email,
      subject: 'Confirm your email address for Staff CRM',
      text: `Open this link within 24 hours to confirm your address and finish joining the team:\n\n${link}\n\nIf you did not sign up, ignore this message.`,
    });
  }

  /** The emailed link's answer: the address is proven, the member joins. False when the link is unknown, used or expired. */
  async verifyEmail(token: string, requester: Requester): Promise<boolean> {
    const verification = await this.store.takeVerification(secretHash(token));
    if (!verification || verification.expiresAt <= this.now()) return false;
    const member = await this.store.member(verification.uid);
    if (!member?.pending) return !!member;
    await this.store.updateMember(member.uid, { pending: false }, {
      actor: { uid: member.uid, email: member.email },
      action: 'member.approved',
      target: member.email,
      address: requester.ip,
      details: 'email address confirmed',
    });
    await this.reload();
    return true;
  }

  // ---- Managing (owners and admins) ----

  private require(viewer: Viewer, permission: Permission): void {
    if (!can(viewer.role, permission)) throw forbidden(permission);
  }

  private audited(viewer: Viewer, requester: Requester, action: AuditAction, target: string | null, details: string | null = null) {
    return { actor: { uid: viewer.uid, email: viewer.email }, action, target, address: requester.ip, details };
  }

  /** Days a removed customer is kept before the retention purge erases it; null: kept until someone erases it */
  retentionDays(): number | null {
    return this.settingsNow.removedRetentionDays;
  }

  /** Whether the team asks everyone for a second factor at sign-in */
  requiresSecondFactor(): boolean {
    return this.settingsNow.requireSecondFactor;
  }

  /** A member by uid, for the sign-in rules (reset links); NOT_FOUND when there is none. */
  async memberByUid(uid: string): Promise<Member> {
    return this.target(uid);
  }

  settings(viewer: Viewer): TeamSettings {
    this.require(viewer, 'team.manage');
    return this.settingsNow;
  }

  async updateSettings(viewer: Viewer, requester: Requester, patch: Partial<TeamSettings>): Promise<TeamSettings> {
    this.require(viewer, 'team.manage');
    const next: TeamSettings = { ...this.settingsNow };
    const fields: Record<string, string> = {};
    if (patch.signUpPolicy != null) {
      if (!signUpPolicies.includes(patch.signUpPolicy)) fields.signUpPolicy = `Choose one of ${signUpPolicies.join(', ')}.`;
      next.signUpPolicy = patch.signUpPolicy;
    }
    if (patch.signUpDomains != null) {
      const domains = [...new Set(patch.signUpDomains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))];
      const bad = domains.filter((domain) => !domainPattern.test(domain));
      if (bad.length) fields.signUpDomains = `Not a domain: ${bad.join(', ')}`;
      next.signUpDomains = domains;
    }
    if (patch.requireSecondFactor != null) next.requireSecondFactor = patch.requireSecondFactor;
    if (patch.removedRetentionDays !== undefined) {
      const days = patch.removedRetentionDays;
      if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650)) fields.removedRetentionDays = 'Give a whole number of days from 1 to 3650, or none.';
      next.removedRetentionDays = days;
    }
    if (next.signUpPolicy === 'DOMAINS' && !next.signUpDomains.length) fields.signUpDomains ??= 'Name at least one email domain.';
    if (Object.keys(fields).length) throw new InvalidInputError(fields);
    const changed = (Object.keys(next) as (keyof TeamSettings)[]).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(this.settingsNow[key]));
    if (!changed.length) return this.settingsNow;
    const details = changed.map((key) => `${key}: ${JSON.stringify(this.settingsNow[key])} → ${JSON.stringify(next[key])}`).join('; ');
    await this.store.saveSettings(next, this.audited(viewer, requester, 'team.settings_changed', null, details));
    await this.reload();
    return this.settingsNow;
  }

  async members(viewer: Viewer): Promise<Member[]> {
    this.require(viewer, 'team.manage');
    return (await this.store.members()).sort((a, b) => a.email.localeCompare(b.email));
  }

  private async target(uid: string): Promise<Member> {
    const member = await this.store.member(uid);
    if (!member) throw new NotFoundError('member', uid);
    return member;
  }

  async setRole(viewer: Viewer, requester: Requester, uid: string, role: Role): Promise<Member> {
    this.require(viewer, 'team.manage');
    if (!roles.includes(role)) throw new InvalidInputError({ role: `Choose one of ${roles.join(', ')}.` });
    const member = await this.target(uid);
    if (member.role === 'OWNER') throw new ForbiddenError("The owner's role changes only when the owner hands ownership on.");
    if (role === 'OWNER') throw new ForbiddenError('Ownership is handed on by the owner (transferOwnership), not given as a role.');
    if (member.role === role) return member;
    const updated = await this.store.updateMember(uid, { role }, this.audited(viewer, requester, 'member.role_changed', member.email, `${member.role} → ${role}`));
    await this.reload();
    return updated;
  }

  async setActive(viewer: Viewer, requester: Requester, uid: string, active: boolean): Promise<Member> {
    this.require(viewer, 'team.manage');
    const member = await this.target(uid);
    if (member.role === 'OWNER' && !active) throw new ForbiddenError('The owner cannot be deactivated; the owner may hand ownership on first.');
    if (member.active === active) return member;
    const action = active ? 'member.reactivated' : 'member.deactivated';
    const updated = await this.store.updateMember(uid, { active }, this.audited(viewer, requester, action, member.email));
    // The store's change closes their sockets on every process; their sessions end at the provider as well.
    await this.reload();
    if (!active) await this.options.endSessionsOf(uid);
    return updated;
  }

  async approve(viewer: Viewer, requester: Requester, uid: string): Promise<Member> {
    this.require(viewer, 'team.manage');
    const member = await this.target(uid);
    if (!member.pending) return member;
    const updated = await this.store.updateMember(uid, { pending: false }, this.audited(viewer, requester, 'member.approved', member.email));
    await this.reload();
    return updated;
  }

  async transferOwnership(viewer: Viewer, requester: Requester, uid: string): Promise<Member> {
    this.require(viewer, 'team.transferOwnership');
    if (viewer.apiKeyId) throw new ForbiddenError('Only the owner, signed in, can hand ownership on.');
    const member = await this.target(uid);
    if (member.uid === viewer.uid) return member;
    if (!member.active || member.pending) throw new ForbiddenError('Ownership can go only to an active member of the team.');
    await this.store.transferOwnership(viewer.uid, uid, this.audited(viewer, requester, 'team.ownership_transferred', member.email, `from ${viewer.email}`));
    await this.reload();
    return this.target(uid);
  }

  // ---- Invitations ----

  async invite(viewer: Viewer, requester: Requester, email: string, role: Role): Promise<{ invitation: Invitation; url: string }> {
    this.require(viewer, 'team.manage');
    const address = email.trim().toLowerCase();
    if (!isValidEmail(address)) throw new InvalidInputError({ email: 'Please insert valid email' });
    if (role === 'OWNER') throw new ForbiddenError('Nobody is invited as owner; the owner hands ownership on once the person has joined.');
    if (!roles.includes(role)) throw new InvalidInputError({ role: `Choose one of ${roles.join(', ')}.` });
    if ((await this.store.members()).some((member) => member.email === address)) {
      throw new InvalidInputError({ email: 'This person is already a member of the team.' });
    }
    const token = newSecret();
    const now = this.now();
    const invitation: Invitation = {
      id: newId(),
      email: address,
      role,
      expiresAt: now + invitationLifetimeMs,
      invitedBy: { uid: viewer.uid, email: viewer.email },
      createdAt: now,
      usedAt: null,
      revokedAt: null,
    };
    await this.store.addInvitation(invitation, secretHash(token), this.audited(viewer, requester, 'member.invited', address, `as ${role}`));
    const url = `${this.options.publicUrl()}/?invitation=${token}`;
    if (this.options.mailer) {
      await this.options.mailer.send({
        to: address,
        subject: `${viewer.email} invited you to Staff CRM`,
        text: `${viewer.email} invited you to join the team on Staff CRM as ${role.toLowerCase()}.\n\nOpen this link within 7 days and sign up with this email address (${address}), or use Login with Google:\n\n${url}\n`,
      });
    }
    return { invitation, url };
  }

  async invitations(viewer: Viewer): Promise<Invitation[]> {
    this.require(viewer, 'team.manage');
    return this.store.pendingInvitations(this.now());
  }

  async revokeInvitation(viewer: Viewer, requester: Requester, id: string): Promise<Invitation> {
    this.require(viewer, 'team.manage');
    const pending = (await this.store.pendingInvitations(this.now())).find((invitation) => invitation.id === id);
    if (!pending) throw new NotFoundError('pending invitation', id);
    const revoked = await this.store.revokeInvitation(id, this.now(), this.audited(viewer, requester, 'invitation.revoked', pending.email));
    return revoked ?? pending;
  }

  // ---- API keys ----

  async createApiKey(viewer: Viewer, requester: Requester, name: string, role: Role, expiresAt: string | null | undefined): Promise<{ apiKey: ApiKey; secret: string }> {
    this.require(viewer, 'team.manage');
    const fields: Record<string, string> = {};
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > apiKeyNameMax) fields.name = `Give the key a name of 1 to ${apiKeyNameMax} characters.`;
    if (role !== 'MEMBER' && role !== 'VIEWER') fields.role = 'A key is a MEMBER or a VIEWER: it reads, or reads and writes customers.';
    let expiry: number | null = null;
    if (expiresAt) {
      expiry = Date.parse(expiresAt);
      if (Number.isNaN(expiry)) fields.expiresAt = 'Give the expiry as a date and time (ISO 8601).';
      else if (expiry <= this.now()) fields.expiresAt = 'The expiry must be in the future.';
    }
    if (Object.keys(fields).length) throw new InvalidInputError(fields);
    if (viewer.apiKeyId) throw new ForbiddenError('An API key cannot create other keys.');
    const secret = `${apiKeyPrefix}${newSecret()}`;
    const key: StoredApiKey = {
      id: newId(),
      name: trimmed,
      role,
      createdBy: { uid: viewer.uid, email: viewer.email },
      createdAt: this.now(),
      expiresAt: expiry,
      lastUsedAt: null,
      revoked: false,
      secretHash: secretHash(secret),
    };
    await this.store.addApiKey(key, this.audited(viewer, requester, 'api_key.created', trimmed, `${role}${expiry ? `, expires ${iso(expiry)}` : ''}`));
    await this.reload();
    return { apiKey: withoutHash(key), secret };
  }

  async apiKeys(viewer: Viewer): Promise<ApiKey[]> {
    this.require(viewer, 'team.manage');
    return (await this.store.apiKeys()).map(withoutHash).sort((a, b) => b.createdAt - a.createdAt);
  }

  async revokeApiKey(viewer: Viewer, requester: Requester, id: string): Promise<ApiKey> {
    this.require(viewer, 'team.manage');
    const key = (await this.store.apiKeys()).find((candidate) => candidate.id === id);
    if (!key) throw new NotFoundError('API key', id);
    if (key.revoked) return withoutHash(key);
    const revoked = await this.store.revokeApiKey(id, this.audited(viewer, requester, 'api_key.revoked', key.name));
    await this.reload();
    return withoutHash(revoked ?? { ...key, revoked: true });
  }

  // ---- The audit log ----

  /** Records what a viewer (or, for sign-in throttling, nobody yet) did; entries of team writes go with those writes. */
  async record(viewer: Viewer | null, requester: Requester | null, action: AuditAction, target: string | null, details: string | null = null): Promise<void> {
    await this.store.audit({ actor: viewer && { uid: viewer.uid, email: viewer.email }, action, target, address: requester?.ip ?? null, details });
  }

  /** Mails the owner and the active admins, when mail is set up (something the server did that they must act on). */
  async tellAdmins(subject: string, text: string): Promise<void> {
    const { mailer } = this.options;
    if (!mailer) return;
    const admins = (await this.store.members()).filter((member) => member.active && !member.pending && atLeast(member.role, 'ADMIN'));
    await Promise.all(admins.map((admin) => mailer.send({ to: admin.email, subject, text }).catch(() => undefined)));
  }

  async auditLog(viewer: Viewer, first: number, after: string | null | undefined): Promise<AuditPage> {
    this.require(viewer, 'team.manage');
    if (!Number.isInteger(first) || first < 1 || first > 500) throw new InvalidInputError({ first: 'Ask for 1 to 500 entries.' });
    return this.store.auditPage(first, after ?? null);
  }
}

function withoutHash({ secretHash: _hash, ...key }: StoredApiKey): ApiKey {
  return key;
}

function notAllowed(message: string): AuthError {
  return new AuthError('auth/operation-not-allowed', message);
}
