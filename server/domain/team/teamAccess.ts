// The team as this process holds it: members, API keys and settings, loaded from the TeamStore and reloaded whenever
// any process changes them; and who is asking, for a session's account or an API key's secret.
import { createHash, randomBytes } from 'node:crypto';
import type { Unsubscribe } from '../customers/customerStore.ts';
import type { User } from '../accounts/account.ts';
import type { PhoneRegion } from '../phones.ts';
import type { Locale } from '../preferences/locales.ts';
import { apiKeyPrefix, defaultTeamSettings, lowerRole, type Member, type Role, type TeamSettings } from './team.ts';
import type { StoredApiKey, TeamStore } from './teamStore.ts';

/** Someone signed in, with the role the team gives them; an API key's viewer names the key. */
export interface Viewer extends User {
  role: Role;
  /** Set when the request authenticated with an API key rather than a person's session */
  apiKeyId?: string;
  /** When that API key stops working (ms since the epoch), if it expires */
  apiKeyExpiresAt?: number;
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

export interface TeamOptions {
  /** CRM_PUBLIC_URL: the base of invitation and verification links */
  publicUrl: () => string;
  mailer: Mailer | null;
  /** CRM_SIGNUP_EMAIL_DOMAINS: the policy a team starts with when set (DOMAINS), else OPEN */
  seedDomains: readonly string[];
  /** CRM_DEFAULT_REGION: the team's default region on its first start, and for settings stored before there was one */
  seedRegion?: PhoneRegion;
  /** Ends every session of an account at its identity provider (on deactivation) */
  endSessionsOf: (uid: string) => Promise<void>;
  now?: () => number;
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export const newSecret = () => randomBytes(32).toString('base64url');
export const newId = () => randomBytes(10).toString('hex');
/** lastActiveAt and an API key's lastUsedAt are written at most this often per person or key */
const touchEveryMs = 60_000;

export class TeamAccess {
  protected settingsNow: TeamSettings = defaultTeamSettings;
  protected membersByUid = new Map<string, Member>();
  private keysByHash = new Map<string, StoredApiKey>();
  private readonly touched = new Map<string, number>();
  private readonly accessListeners = new Set<() => void>();
  private stopWatching: Unsubscribe = () => undefined;
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  private lastMissReload = 0;
  /** Whether this start seeded the team's settings (its first start) */
  private seededNow = false;
  protected readonly now: () => number;

  constructor(
    protected readonly store: TeamStore,
    protected readonly options: TeamOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.settingsNow = this.seededSettings;
  }

  /** What a team starts with, and what fills in settings an older version stored without these fields */
  private get seededSettings(): TeamSettings {
    return { ...defaultTeamSettings, defaultRegion: this.options.seedRegion ?? defaultTeamSettings.defaultRegion };
  }

  /** Loads the team; on its first start, seeds the policy and makes the earliest existing account the owner. */
  async start(existingAccounts: () => Promise<ExistingAccount[]>): Promise<void> {
    if (!(await this.store.settings())) {
      const accounts = (await existingAccounts()).sort((a, b) => a.createdAt - b.createdAt);
      for (const account of accounts) {
        await this.store.addMember(
          { uid: account.uid, email: account.email, role: 'MEMBER', pending: false, joinedAt: account.createdAt },
          null,
        );
      }
      const domains = [...this.options.seedDomains];
      await this.store.saveSettings(
        { ...this.seededSettings, signUpPolicy: domains.length ? 'DOMAINS' : 'OPEN', signUpDomains: domains },
        null,
      );
      this.seededNow = true;
    }
    await this.reload();
    this.stopWatching = this.store.watchAccess(() => void this.reload());
  }

  /**
   * The sign-up policy in force, in words, when CRM_SIGNUP_EMAIL_DOMAINS asks for another one: the variable seeds only
   * a team's first start, afterwards the stored policy wins. Null when it is unset, was just used, or agrees.
   */
  ignoredSeedPolicy(): string | null {
    const seed = this.options.seedDomains;
    const { signUpPolicy, signUpDomains } = this.settingsNow;
    if (this.seededNow || !seed.length) return null;
    if (
      signUpPolicy === 'DOMAINS' &&
      seed.length === signUpDomains.length &&
      seed.every((domain) => signUpDomains.includes(domain))
    )
      return null;
    return signUpPolicy === 'DOMAINS'
      ? `DOMAINS (${signUpDomains.map((domain) => `@${domain}`).join(', ')})`
      : signUpPolicy;
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

  protected async reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          const [settings, members, keys] = await Promise.all([
            this.store.settings(),
            this.store.members(),
            this.store.apiKeys(),
          ]);
          this.settingsNow = { ...this.seededSettings, ...settings };
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

  protected async memberOf(uid: string): Promise<Member | null> {
    // Someone who joined through another process a moment ago may not have reached this one's copy yet.
    const known = this.membersByUid.get(uid);
    if (known) return known;
    const stored = await this.store.member(uid);
    if (stored) this.membersByUid.set(uid, stored);
    return stored;
  }

  /** The member of this uid (active or not), or null when none. */
  member(uid: string): Promise<Member | null> {
    return this.memberOf(uid);
  }

  /** Whether this account is an active member now (not deactivated, nor still waiting to be let in). */
  async isActiveMember(uid: string): Promise<boolean> {
    const member = await this.memberOf(uid);
    return !!member?.active && !member.pending;
  }

  // ---- Customer owners ----

  /** The member a caller acts for: themselves, or an API key's creator (a new customer's default owner). */
  memberUidOf(viewer: Viewer): string | null {
    if (!viewer.apiKeyId) return viewer.uid;
    for (const key of this.keysByHash.values()) if (key.id === viewer.apiKeyId) return key.createdBy?.uid ?? null;
    return null;
  }

  // ---- Who is asking ----

  /** The viewer a signed-in account is, or null when it is no active member of the team. */
  async viewerFor(user: User): Promise<Viewer | null> {
    const member = await this.memberOf(user.uid);
    if (!member?.active || member.pending) return null;
    this.touch(`member ${member.uid}`, () => this.store.touchMember(member.uid, this.now()));
    return { uid: user.uid, email: user.email, role: member.role };
  }

  /** A member by uid, deactivated or not (who a task is assigned to, who made it), or null when none has it. */
  memberOrNull(uid: string): Promise<Member | null> {
    return this.memberOf(uid);
  }

  /** The members who may sign in now (not deactivated, not waiting): the daily digest's recipients. */
  activeMembers(): Member[] {
    return [...this.membersByUid.values()].filter((member) => member.active && !member.pending);
  }

  /** Whether this account is a member the team deactivated (not one still waiting, nor one unknown). */
  async isDeactivated(uid: string): Promise<boolean> {
    const member = await this.memberOf(uid);
    return !!member && !member.active && !member.pending;
  }

  isApiKeySecret(token: string): boolean {
    return token.startsWith(apiKeyPrefix);
  }

  /** The viewer an API key's secret stands for: its role, never above what its creator may do now. */
  async viewerForApiKey(secret: string): Promise<Viewer | null> {
    const hash = secretHash(secret);
    // A key made a moment ago through another process may not have reached this one's copy:
    // look again, at most once a second.
    if (!this.keysByHash.has(hash) && this.now() - this.lastMissReload >= 1000) {
      this.lastMissReload = this.now();
      await this.reload();
    }
    const key = this.keysByHash.get(hash);
    if (!key || !this.apiKeyUsable(key)) return null;
    const creator = key.createdBy ? this.membersByUid.get(key.createdBy.uid) : undefined;
    if (!creator) return null;
    this.touch(`key ${key.id}`, () => this.store.touchApiKey(key.id, this.now()));
    const viewer: Viewer = {
      uid: `apikey:${key.id}`,
      email: `${key.name} (API key)`,
      role: lowerRole(key.role, creator.role),
      apiKeyId: key.id,
    };
    return key.expiresAt === null ? viewer : { ...viewer, apiKeyExpiresAt: key.expiresAt };
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

  /** Days a removed customer is kept before the retention purge erases it; null: kept until someone erases it */
  retentionDays(): number | null {
    return this.settingsNow.removedRetentionDays;
  }

  /** The region a person's phones without a country code are read in: their own, else the team's default. */
  phoneRegionOf(uid: string | null | undefined): PhoneRegion {
    return (uid && this.membersByUid.get(uid)?.region) || this.settingsNow.defaultRegion;
  }

  /** The language mail to `email` goes out in: the member's own, else (members and strangers) the team's default. */
  mailLocaleOf(email: string): Locale {
    for (const member of this.membersByUid.values())
      if (member.email === email) return member.locale ?? this.settingsNow.defaultLocale;
    return this.settingsNow.defaultLocale;
  }

  /** Whether the team asks everyone for a second factor at sign-in */
  requiresSecondFactor(): boolean {
    return this.settingsNow.requireSecondFactor;
  }
}
