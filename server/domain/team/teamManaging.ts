// Managing the team, for owners and admins: the settings, the members and their roles, and handing ownership on.
// What this process holds of the team is in teamAccess.ts, joining in teamJoining.ts; the rest in teamService.ts.
import { ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import type { Requester } from '../accounts/account.ts';
import {
  checkInto,
  checkLocale,
  checkRegion,
  checkTimeZone,
  type MemberPreferences,
} from '../preferences/preferences.ts';
import {
  can,
  permissionMessages,
  roles,
  signUpPolicies,
  type AuditAction,
  type Member,
  type Permission,
  type Role,
  type TeamSettings,
} from './team.ts';
import type { Viewer } from './teamAccess.ts';
import { TeamJoining } from './teamJoining.ts';

const domainPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** What updateSettings is given: the settings' own shapes, but languages, regions and zones as typed, to be checked. */
export type TeamSettingsPatch = Partial<
  Omit<TeamSettings, 'defaultLocale' | 'defaultRegion' | 'timeZone'> &
    Record<'defaultLocale' | 'defaultRegion' | 'timeZone', string>
>;

/** A person's own choices as typed: left out, unchanged; null, cleared (the team's default applies again). */
export type PreferencesPatch = { locale?: string | null; region?: string | null };

function forbidden(permission: Permission): ForbiddenError {
  return new ForbiddenError(permissionMessages[permission]);
}

export class TeamManaging extends TeamJoining {
  // ---- Managing (owners and admins) ----

  protected require(viewer: Viewer, permission: Permission): void {
    if (!can(viewer.role, permission)) throw forbidden(permission);
  }

  protected audited(
    viewer: Viewer,
    requester: Requester,
    action: AuditAction,
    target: string | null,
    details: string | null = null,
  ) {
    return { actor: { uid: viewer.uid, email: viewer.email }, action, target, address: requester.ip, details };
  }

  /** A member by uid, or null (an activity's author who left the team), as the process knows them. */
  async knownMember(uid: string): Promise<Member | null> {
    return this.memberOf(uid);
  }

  /** A member by uid, for the sign-in rules (reset links); NOT_FOUND when there is none. */
  async memberByUid(uid: string): Promise<Member> {
    return this.target(uid);
  }

  settings(viewer: Viewer): TeamSettings {
    this.require(viewer, 'team.manage');
    return this.settingsNow;
  }

  /** The part of the settings every member lives by: language, phone country and time zone. */
  defaults(): Pick<TeamSettings, 'defaultLocale' | 'defaultRegion' | 'timeZone'> {
    const { defaultLocale, defaultRegion, timeZone } = this.settingsNow;
    return { defaultLocale, defaultRegion, timeZone };
  }

  async updateSettings(viewer: Viewer, requester: Requester, patch: TeamSettingsPatch): Promise<TeamSettings> {
    this.require(viewer, 'team.manage');
    const next: TeamSettings = { ...this.settingsNow };
    const fields: Record<string, string> = {};
    if (patch.signUpPolicy != null) {
      if (!signUpPolicies.includes(patch.signUpPolicy))
        fields.signUpPolicy = `Choose one of ${signUpPolicies.join(', ')}.`;
      next.signUpPolicy = patch.signUpPolicy;
    }
    if (patch.signUpDomains != null) {
      const domains = [
        ...new Set(patch.signUpDomains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean)),
      ];
      const bad = domains.filter((domain) => !domainPattern.test(domain));
      if (bad.length) fields.signUpDomains = `Not a domain: ${bad.join(', ')}`;
      next.signUpDomains = domains;
    }
    if (patch.requireSecondFactor != null) next.requireSecondFactor = patch.requireSecondFactor;
    if (patch.removedRetentionDays !== undefined) {
      const days = patch.removedRetentionDays;
      if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650))
        fields.removedRetentionDays = 'Give a whole number of days from 1 to 3650, or none.';
      next.removedRetentionDays = days;
    }
    checkInto(next, fields, 'defaultLocale', patch.defaultLocale, checkLocale);
    checkInto(next, fields, 'defaultRegion', patch.defaultRegion, checkRegion);
    checkInto(next, fields, 'timeZone', patch.timeZone, checkTimeZone);
    if (next.signUpPolicy === 'DOMAINS' && !next.signUpDomains.length)
      fields.signUpDomains ??= 'Name at least one email domain.';
    if (Object.keys(fields).length) throw new InvalidInputError(fields);
    const changed = (Object.keys(next) as (keyof TeamSettings)[]).filter(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(this.settingsNow[key]),
    );
    if (!changed.length) return this.settingsNow;
    const details = changed
      .map((key) => `${key}: ${JSON.stringify(this.settingsNow[key])} → ${JSON.stringify(next[key])}`)
      .join('; ');
    await this.store.saveSettings(next, this.audited(viewer, requester, 'team.settings_changed', null, details));
    await this.reload();
    return this.settingsNow;
  }

  /** A person's own locale and region; none (nulls) for an API key or someone not (yet) in this process's copy. */
  preferencesOf(uid: string): MemberPreferences {
    const member = this.membersByUid.get(uid);
    return { locale: member?.locale ?? null, region: member?.region ?? null };
  }

  /** Changes the viewer's own locale and region, whatever their role; an API key has none to change. */
  async updatePreferences(viewer: Viewer, patch: PreferencesPatch): Promise<MemberPreferences> {
    if (viewer.apiKeyId) throw new ForbiddenError('An API key has no language or region of its own.');
    const next: Partial<MemberPreferences> = {};
    const fields: Record<string, string> = {};
    // null clears a choice; a string is checked first.
    if (patch.locale === null) next.locale = null;
    checkInto(next, fields, 'locale', patch.locale, checkLocale);
    if (patch.region === null) next.region = null;
    checkInto(next, fields, 'region', patch.region, checkRegion);
    if (Object.keys(fields).length) throw new InvalidInputError(fields);
    if (Object.keys(next).length) {
      await this.store.updatePreferences(viewer.uid, next);
      await this.reload();
    }
    return this.preferencesOf(viewer.uid);
  }

  // ---- Customer owners (domain/customers/customerOwners.ts's OwnerDirectory) ----

  /** The active member with this uid, or null: who may own customers. */
  async activeMember(uid: string): Promise<Member | null> {
    const member = await this.memberOf(uid);
    return member?.active && !member.pending ? member : null;
  }

  /** The member with this uid as this process holds the team (a customer's owner as lists show it). */
  memberHeld(uid: string): Member | null {
    return this.membersByUid.get(uid) ?? null;
  }

  /** Every member's email by uid, deactivated ones too: what an owner is shown and ordered by. */
  memberEmails(): ReadonlyMap<string, string> {
    return new Map([...this.membersByUid.values()].map((member) => [member.uid, member.email]));
  }

  /** The member with this email (case aside), active or not: an import's owner column. */
  memberByEmail(email: string): Member | null {
    const wanted = email.trim().toLowerCase();
    for (const member of this.membersByUid.values()) if (member.email.toLowerCase() === wanted) return member;
    return null;
  }

  /**
   * Everyone in the team who has joined (deactivated members too, so a picker can name a past owner), by email: for
   * every signed-in role's pickers, so it says nothing the admin-only members list alone shows.
   */
  async teammates(): Promise<Member[]> {
    return (await this.store.members())
      .filter((member) => !member.pending)
      .sort((a, b) => a.email.localeCompare(b.email));
  }

  async members(viewer: Viewer): Promise<Member[]> {
    this.require(viewer, 'team.manage');
    return (await this.store.members()).sort((a, b) => a.email.localeCompare(b.email));
  }

  protected async target(uid: string): Promise<Member> {
    const member = await this.store.member(uid);
    if (!member) throw new NotFoundError('member', uid);
    return member;
  }

  async setRole(viewer: Viewer, requester: Requester, uid: string, role: Role): Promise<Member> {
    this.require(viewer, 'team.manage');
    if (!roles.includes(role)) throw new InvalidInputError({ role: `Choose one of ${roles.join(', ')}.` });
    const member = await this.target(uid);
    if (member.role === 'OWNER')
      throw new ForbiddenError("The owner's role changes only when the owner hands ownership on.");
    if (role === 'OWNER')
      throw new ForbiddenError('Ownership is handed on by the owner (transferOwnership), not given as a role.');
    if (member.role === role) return member;
    const updated = await this.store.updateMember(
      uid,
      { role },
      this.audited(viewer, requester, 'member.role_changed', member.email, `${member.role} → ${role}`),
    );
    await this.reload();
    return updated;
  }

  async setActive(viewer: Viewer, requester: Requester, uid: string, active: boolean): Promise<Member> {
    this.require(viewer, 'team.manage');
    const member = await this.target(uid);
    if (member.role === 'OWNER' && !active)
      throw new ForbiddenError('The owner cannot be deactivated; the owner may hand ownership on first.');
    if (member.active === active) return member;
    const action = active ? 'member.reactivated' : 'member.deactivated';
    const updated = await this.store.updateMember(
      uid,
      { active },
      this.audited(viewer, requester, action, member.email),
    );
    // The store's change closes their sockets on every process; their sessions end at the provider as well.
    await this.reload();
    if (!active) await this.options.endSessionsOf(uid);
    return updated;
  }

  async approve(viewer: Viewer, requester: Requester, uid: string): Promise<Member> {
    this.require(viewer, 'team.manage');
    const member = await this.target(uid);
    if (!member.pending) return member;
    const updated = await this.store.updateMember(
      uid,
      { pending: false },
      this.audited(viewer, requester, 'member.approved', member.email),
    );
    await this.reload();
    return updated;
  }

  async transferOwnership(viewer: Viewer, requester: Requester, uid: string): Promise<Member> {
    this.require(viewer, 'team.transferOwnership');
    if (viewer.apiKeyId) throw new ForbiddenError('Only the owner, signed in, can hand ownership on.');
    const member = await this.target(uid);
    if (member.uid === viewer.uid) return member;
    if (!member.active || member.pending)
      throw new ForbiddenError('Ownership can go only to an active member of the team.');
    await this.store.transferOwnership(
      viewer.uid,
      uid,
      this.audited(viewer, requester, 'team.ownership_transferred', member.email, `from ${viewer.email}`),
    );
    await this.reload();
    return this.target(uid);
  }
}
