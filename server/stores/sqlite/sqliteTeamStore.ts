// The team in the embedded store's SQLite file. Each audited write and its audit entry commit together; every access
// change moves team_settings.access_revision, which each process on the file polls to notice it.
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { MemberPreferences } from '../../domain/preferences/preferences.ts';
import type {
  AuditInput,
  AuditPage,
  EmailVerification,
  Invitation,
  Member,
  TeamSettings,
} from '../../domain/team/team.ts';
import type { NewMember, StoredApiKey, TeamStore } from '../../domain/team/teamStore.ts';
import type { SqliteDatabase } from './database.ts';
import { SqliteAuditLog } from './auditLog.ts';
import { apiKey, invitation, member } from './teamRows.ts';
import { teamStatements, type TeamStatements } from './teamStatements.ts';

/**
 * How often each process looks for another's access change:
 * a deactivated member's sockets close within this and a reload.
 */
export const accessPollMs = 250;

export class SqliteTeamStore implements TeamStore {
  private readonly sql: TeamStatements;
  private readonly auditLog: SqliteAuditLog;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.auditLog = new SqliteAuditLog(db);
    this.sql = teamStatements(db);
  }

  private writeAudit(entry: AuditInput | null): void {
    if (entry) this.auditLog.add(entry, this.now());
  }

  async settings(): Promise<TeamSettings | null> {
    const row = this.sql.settings.get();
    return row?.settings ? (JSON.parse(row.settings) as TeamSettings) : null;
  }

  async saveSettings(settings: TeamSettings, audit: AuditInput | null): Promise<void> {
    this.db.transaction(() => {
      this.sql.saveSettings.run(JSON.stringify(settings));
      this.sql.bump.run();
      this.writeAudit(audit);
    })();
  }

  async members(): Promise<Member[]> {
    return this.sql.members.all().map(member);
  }

  async member(uid: string): Promise<Member | null> {
    const row = this.sql.member.get(uid);
    return row ? member(row) : null;
  }

  async addMember(added: NewMember, audit: AuditInput | null, invitationId?: string): Promise<Member> {
    return this.db
      .transaction(() => {
        const existing = this.sql.member.get(added.uid);
        if (existing) return member(existing);
        const role = this.sql.hasOwner.get() ? added.role : 'OWNER';
        this.sql.insertMember.run({ ...added, role, pending: role === 'OWNER' ? 0 : added.pending ? 1 : 0 });
        if (invitationId) this.sql.useInvitation.run(this.now(), invitationId);
        this.sql.bump.run();
        this.writeAudit(audit && role === 'OWNER' ? { ...audit, details: 'founded the team as its owner' } : audit);
        return member(this.sql.member.get(added.uid)!);
      })
      .immediate();
  }

  async updateMember(
    uid: string,
    patch: Partial<Pick<Member, 'role' | 'active' | 'pending'>>,
    audit: AuditInput,
  ): Promise<Member> {
    return this.db
      .transaction(() => {
        if (patch.role !== undefined) this.sql.setRole.run(patch.role, uid);
        if (patch.active !== undefined) this.sql.setActive.run(patch.active ? 1 : 0, uid);
        if (patch.active === false) this.sql.revokeApiKeysOf.run(uid);
        if (patch.pending !== undefined) this.sql.setPending.run(patch.pending ? 1 : 0, uid);
        this.sql.bump.run();
        this.writeAudit(audit);
        return member(this.sql.member.get(uid)!);
      })
      .immediate();
  }

  async transferOwnership(fromUid: string, toUid: string, audit: AuditInput): Promise<void> {
    this.db
      .transaction(() => {
        this.sql.setRole.run('ADMIN', fromUid);
        this.sql.setRole.run('OWNER', toUid);
        this.sql.bump.run();
        this.writeAudit(audit);
      })
      .immediate();
  }

  async updatePreferences(uid: string, patch: Partial<MemberPreferences>): Promise<Member> {
    return this.db
      .transaction(() => {
        const row = this.sql.member.get(uid);
        if (!row) throw new NotFoundError('member', uid);
        if (patch.locale !== undefined) this.sql.setLocale.run(patch.locale, uid);
        if (patch.region !== undefined) this.sql.setRegion.run(patch.region, uid);
        this.sql.bump.run();
        return member(this.sql.member.get(uid)!);
      })
      .immediate();
  }

  async touchMember(uid: string, at: number): Promise<void> {
    this.sql.touchMember.run(at, uid);
  }

  async addInvitation(added: Invitation, tokenHash: string, audit: AuditInput): Promise<void> {
    this.db.transaction(() => {
      this.sql.insertInvitation.run({
        id: added.id,
        tokenHash,
        email: added.email,
        role: added.role,
        expiresAt: added.expiresAt,
        byUid: added.invitedBy?.uid ?? null,
        byEmail: added.invitedBy?.email ?? null,
        createdAt: added.createdAt,
      });
      this.writeAudit(audit);
    })();
  }

  async pendingInvitations(now: number): Promise<Invitation[]> {
    return this.sql.pendingInvitations.all(now).map(invitation);
  }

  async invitationByTokenHash(tokenHash: string): Promise<Invitation | null> {
    const row = this.sql.invitationByHash.get(tokenHash);
    return row ? invitation(row) : null;
  }

  async invitationForEmail(email: string, now: number): Promise<Invitation | null> {
    const row = this.sql.invitationForEmail.get(email, now);
    return row ? invitation(row) : null;
  }

  async revokeInvitation(id: string, at: number, audit: AuditInput): Promise<Invitation | null> {
    return this.db.transaction(() => {
      this.sql.revokeInvitation.run(at, id);
      this.writeAudit(audit);
      const row = this.sql.invitation.get(id);
      return row ? invitation(row) : null;
    })();
  }

  async addApiKey(key: StoredApiKey, audit: AuditInput): Promise<void> {
    this.db.transaction(() => {
      this.sql.insertApiKey.run({
        id: key.id,
        secretHash: key.secretHash,
        name: key.name,
        role: key.role,
        byUid: key.createdBy?.uid ?? null,
        byEmail: key.createdBy?.email ?? null,
        createdAt: key.createdAt,
        expiresAt: key.expiresAt,
      });
      this.sql.bump.run();
      this.writeAudit(audit);
    })();
  }

  async apiKeys(): Promise<StoredApiKey[]> {
    return this.sql.apiKeys.all().map(apiKey);
  }

  async revokeApiKey(id: string, audit: AuditInput): Promise<StoredApiKey | null> {
    return this.db.transaction(() => {
      this.sql.revokeApiKey.run(id);
      this.sql.bump.run();
      this.writeAudit(audit);
      const row = this.sql.apiKey.get(id);
      return row ? apiKey(row) : null;
    })();
  }

  async touchApiKey(id: string, at: number): Promise<void> {
    this.sql.touchApiKey.run(at, id);
  }

  async addVerification(tokenHash: string, verification: EmailVerification): Promise<void> {
    this.sql.insertVerification.run(tokenHash, verification.uid, verification.email, verification.expiresAt);
  }

  async takeVerification(tokenHash: string): Promise<EmailVerification | null> {
    const row = this.sql.takeVerification.get(tokenHash);
    return row ? { uid: row.uid, email: row.email, expiresAt: row.expires_at } : null;
  }

  async audit(entry: AuditInput): Promise<void> {
    this.writeAudit(entry);
  }

  async auditPage(first: number, after: string | null): Promise<AuditPage> {
    const before = after && /^\d+$/.test(after) ? Number(after) : Number.MAX_SAFE_INTEGER;
    const rows = this.sql.auditPage.all(before, first + 1);
    const nodes = rows.slice(0, first).map((row) => ({
      id: String(row.id),
      at: row.at,
      actor: row.actor_uid ? { uid: row.actor_uid, email: row.actor_email ?? '' } : null,
      action: row.action,
      target: row.target,
      address: row.address,
      details: row.details,
    }));
    return { nodes, endCursor: nodes.at(-1)?.id ?? null, hasNextPage: rows.length > first };
  }

  async accessChanged(): Promise<void> {
    this.sql.bump.run();
  }

  watchAccess(listener: () => void): Unsubscribe {
    let seen = this.sql.revision.get()?.access_revision ?? 0;
    const timer = setInterval(() => {
      const revision = this.sql.revision.get()?.access_revision ?? 0;
      if (revision === seen) return;
      seen = revision;
      listener();
    }, accessPollMs);
    timer.unref();
    this.timers.add(timer);
    return () => {
      clearInterval(timer);
      this.timers.delete(timer);
    };
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }
}
