// The team in Firestore, beside the customers: members keyed by uid (whichever identity provider made the account),
// 'team/settings', 'team/owner' (who owns it, so two first sign-ups cannot both own it), invitations, API keys,
// email verifications and the audit log. Audited writes and their entry go in one transaction; each access change
// writes a new 'team/access' revision, which every process listens to.
import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import type {
  AuditInput,
  AuditPage,
  EmailVerification,
  Invitation,
  Member,
  TeamSettings,
} from '../../domain/team/team.ts';
import type { NewMember, StoredApiKey, TeamStore } from '../../domain/team/teamStore.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { MemberPreferences } from '../../domain/preferences/preferences.ts';
import { log } from '../../log.ts';
import { addAuditEntry, auditPage } from './auditLog.ts';
import { apiKeyFromDocument, invitationFromDocument, memberFromDocument } from './teamDocuments.ts';

export class FirestoreTeamStore implements TeamStore {
  private readonly stops = new Set<Unsubscribe>();

  constructor(
    private readonly db: Firestore,
    private readonly now: () => number = Date.now,
  ) {}

  private get members_() {
    return this.db.collection('members');
  }
  private get invitations_() {
    return this.db.collection('invitations');
  }
  private get apiKeys_() {
    return this.db.collection('apiKeys');
  }
  private doc(name: 'settings' | 'owner' | 'access') {
    return this.db.collection('team').doc(name);
  }

  private audited(transaction: Transaction, entry: AuditInput | null): void {
    if (entry) addAuditEntry(this.db, transaction, entry, this.now());
  }

  async accessChanged(): Promise<void> {
    await this.doc('access').set({ revision: randomBytes(8).toString('hex'), at: this.now() });
  }

  private bump(transaction: Transaction): void {
    transaction.set(this.doc('access'), { revision: randomBytes(8).toString('hex'), at: this.now() });
  }

  async settings(): Promise<TeamSettings | null> {
    const snapshot = await this.doc('settings').get();
    return snapshot.exists ? (snapshot.data() as TeamSettings) : null;
  }

  async saveSettings(settings: TeamSettings, audit: AuditInput | null): Promise<void> {
    await this.db.runTransaction(async (transaction) => {
      transaction.set(this.doc('settings'), settings);
      this.bump(transaction);
      this.audited(transaction, audit);
    });
  }

  async members(): Promise<Member[]> {
    const snapshot = await this.members_.get();
    return snapshot.docs.map((doc) => memberFromDocument(doc.data())).sort((a, b) => a.joinedAt - b.joinedAt);
  }

  async member(uid: string): Promise<Member | null> {
    const snapshot = await this.members_.doc(uid).get();
    return snapshot.exists ? memberFromDocument(snapshot.data()!) : null;
  }

  async addMember(added: NewMember, audit: AuditInput | null, invitationId?: string): Promise<Member> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.members_.doc(added.uid);
      const [existing, owner] = await Promise.all([transaction.get(ref), transaction.get(this.doc('owner'))]);
      if (existing.exists) return memberFromDocument(existing.data()!);
      const role = owner.exists ? added.role : 'OWNER';
      const stored: Member = {
        uid: added.uid,
        email: added.email,
        role,
        active: true,
        pending: role === 'OWNER' ? false : added.pending,
        joinedAt: added.joinedAt,
        lastActiveAt: null,
        locale: null,
        region: null,
      };
      if (role === 'OWNER') transaction.set(this.doc('owner'), { uid: added.uid });
      transaction.set(ref, stored);
      if (invitationId) transaction.update(this.invitations_.doc(invitationId), { usedAt: this.now() });
      this.bump(transaction);
      this.audited(
        transaction,
        audit && role === 'OWNER' ? { ...audit, details: 'founded the team as its owner' } : audit,
      );
      return stored;
    });
  }

  async updateMember(
    uid: string,
    patch: Partial<Pick<Member, 'role' | 'active' | 'pending'>>,
    audit: AuditInput,
  ): Promise<Member> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.members_.doc(uid);
      const current = await transaction.get(ref);
      // A team holds few keys: all are read, so no index on the nested creator is needed.
      const keys =
        patch.active === false
          ? (await transaction.get(this.apiKeys_)).docs.filter((key) => key.get('createdBy')?.uid === uid)
          : [];
      const updated = { ...memberFromDocument(current.data()!), ...patch };
      transaction.set(ref, updated);
      for (const key of keys) transaction.update(key.ref, { revoked: true });
      this.bump(transaction);
      this.audited(transaction, audit);
      return updated;
    });
  }

  async transferOwnership(fromUid: string, toUid: string, audit: AuditInput): Promise<void> {
    await this.db.runTransaction(async (transaction) => {
      transaction.update(this.members_.doc(fromUid), { role: 'ADMIN' });
      transaction.update(this.members_.doc(toUid), { role: 'OWNER' });
      transaction.set(this.doc('owner'), { uid: toUid });
      this.bump(transaction);
      this.audited(transaction, audit);
    });
  }

  async updatePreferences(uid: string, patch: Partial<MemberPreferences>): Promise<Member> {
    return this.db.runTransaction(async (transaction) => {
      const current = await transaction.get(this.members_.doc(uid));
      if (!current.exists) throw new NotFoundError('member', uid);
      transaction.update(current.ref, patch);
      this.bump(transaction);
      return { ...memberFromDocument(current.data()!), ...patch };
    });
  }

  async touchMember(uid: string, at: number): Promise<void> {
    await this.members_.doc(uid).update({ lastActiveAt: at });
  }

  async addInvitation(added: Invitation, tokenHash: string, audit: AuditInput): Promise<void> {
    await this.db.runTransaction(async (transaction) => {
      transaction.set(this.invitations_.doc(added.id), { ...added, tokenHash });
      this.audited(transaction, audit);
    });
  }

  async pendingInvitations(now: number): Promise<Invitation[]> {
    // A team holds few invitations; reading them all avoids an index on a field that is often missing.
    const snapshot = await this.invitations_.get();
    return snapshot.docs
      .map((doc) => invitationFromDocument(doc.data()))
      .filter((found) => found.usedAt === null && found.revokedAt === null && found.expiresAt > now)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  async invitationByTokenHash(tokenHash: string): Promise<Invitation | null> {
    const snapshot = await this.invitations_.where('tokenHash', '==', tokenHash).limit(1).get();
    return snapshot.empty ? null : invitationFromDocument(snapshot.docs[0]!.data());
  }

  async invitationForEmail(email: string, now: number): Promise<Invitation | null> {
    const snapshot = await this.invitations_.where('email', '==', email).get();
    return (
      snapshot.docs
        .map((doc) => invitationFromDocument(doc.data()))
        .filter((found) => found.usedAt === null && found.revokedAt === null && found.expiresAt > now)
        .sort((a, b) => b.createdAt - a.createdAt)[0] ?? null
    );
  }

  async revokeInvitation(id: string, at: number, audit: AuditInput): Promise<Invitation | null> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.invitations_.doc(id);
      const current = await transaction.get(ref);
      if (!current.exists) return null;
      transaction.update(ref, { revokedAt: at });
      this.audited(transaction, audit);
      return { ...invitationFromDocument(current.data()!), revokedAt: at };
    });
  }

  async addApiKey(key: StoredApiKey, audit: AuditInput): Promise<void> {
    await this.db.runTransaction(async (transaction) => {
      transaction.set(this.apiKeys_.doc(key.id), key);
      this.bump(transaction);
      this.audited(transaction, audit);
    });
  }

  async apiKeys(): Promise<StoredApiKey[]> {
    const snapshot = await this.apiKeys_.get();
    return snapshot.docs.map((doc) => apiKeyFromDocument(doc.data())).sort((a, b) => b.createdAt - a.createdAt);
  }

  async revokeApiKey(id: string, audit: AuditInput): Promise<StoredApiKey | null> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.apiKeys_.doc(id);
      const current = await transaction.get(ref);
      if (!current.exists) return null;
      transaction.update(ref, { revoked: true });
      this.bump(transaction);
      this.audited(transaction, audit);
      return { ...apiKeyFromDocument(current.data()!), revoked: true };
    });
  }

  async touchApiKey(id: string, at: number): Promise<void> {
    await this.apiKeys_.doc(id).update({ lastUsedAt: at });
  }

  async addVerification(tokenHash: string, verification: EmailVerification): Promise<void> {
    await this.db.collection('emailVerifications').doc(tokenHash).set(verification);
  }

  async takeVerification(tokenHash: string): Promise<EmailVerification | null> {
    return this.db.runTransaction(async (transaction) => {
      const ref = this.db.collection('emailVerifications').doc(tokenHash);
      const current = await transaction.get(ref);
      if (!current.exists) return null;
      transaction.delete(ref);
      const data = current.data()!;
      return { uid: String(data.uid), email: String(data.email), expiresAt: Number(data.expiresAt) };
    });
  }

  async audit(entry: AuditInput): Promise<void> {
    await this.db.runTransaction(async (transaction) => this.audited(transaction, entry));
  }

  auditPage(first: number, after: string | null): Promise<AuditPage> {
    return auditPage(this.db, first, after);
  }

  watchAccess(listener: () => void): Unsubscribe {
    let first = true;
    const stop = this.doc('access').onSnapshot(
      () => {
        // The first snapshot is the state this process just loaded.
        if (first) first = false;
        else listener();
      },
      (error) => log.warn(`team access listener failed: ${error.message}`),
    );
    this.stops.add(stop);
    return () => {
      stop();
      this.stops.delete(stop);
    };
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.stops.clear();
  }
}
