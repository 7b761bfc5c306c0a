// Who may do what on the team and what was done: invitations, API keys and the audit log, over a TeamStore. What this
// process holds of the team is in teamAccess.ts, joining in teamJoining.ts, settings and members in teamManaging.ts.
import { ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import { isValidEmail } from '../fieldRules.ts';
import { mailTexts, type MailText, type MailTexts } from '../mail/mailTexts.ts';
import type { Requester } from '../accounts/account.ts';
import {
  apiKeyPrefix,
  atLeast,
  invitationLifetimeMs,
  roles,
  type ApiKey,
  type AuditAction,
  type AuditPage,
  type Invitation,
  type Role,
} from './team.ts';
import { newId, newSecret, secretHash, type Viewer } from './teamAccess.ts';
import { TeamManaging } from './teamManaging.ts';
import type { StoredApiKey } from './teamStore.ts';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
export const apiKeyNameMax = 100;

/** Inviting an address that already belongs to a member. */
export const alreadyMemberMessage = 'This person is already a member of the team.';

export class TeamService extends TeamManaging {
  // ---- Invitations ----

  async invite(
    viewer: Viewer,
    requester: Requester,
    email: string,
    role: Role,
  ): Promise<{ invitation: Invitation; url: string }> {
    this.require(viewer, 'team.manage');
    const address = email.trim().toLowerCase();
    if (!isValidEmail(address)) throw new InvalidInputError({ email: 'Please insert valid email' });
    if (role === 'OWNER')
      throw new ForbiddenError('Nobody is invited as owner; the owner hands ownership on once the person has joined.');
    if (!roles.includes(role)) throw new InvalidInputError({ role: `Choose one of ${roles.join(', ')}.` });
    if ((await this.store.members()).some((member) => member.email === address)) {
      throw new InvalidInputError({ email: alreadyMemberMessage });
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
    await this.store.addInvitation(
      invitation,
      secretHash(token),
      this.audited(viewer, requester, 'member.invited', address, `as ${role}`),
    );
    const url = `${this.options.publicUrl()}/?invitation=${token}`;
    if (this.options.mailer) {
      const words = mailTexts(this.mailLocaleOf(address));
      await this.options.mailer.send({
        to: address,
        ...words.invitation({ inviter: viewer.email, role: words.roles[role], address, url }),
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
    const revoked = await this.store.revokeInvitation(
      id,
      this.now(),
      this.audited(viewer, requester, 'invitation.revoked', pending.email),
    );
    return revoked ?? pending;
  }

  // ---- API keys ----

  async createApiKey(
    viewer: Viewer,
    requester: Requester,
    name: string,
    role: Role,
    expiresAt: string | null | undefined,
  ): Promise<{ apiKey: ApiKey; secret: string }> {
    this.require(viewer, 'team.manage');
    const fields: Record<string, string> = {};
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > apiKeyNameMax)
      fields.name = `Give the key a name of 1 to ${apiKeyNameMax} characters.`;
    if (role !== 'MEMBER' && role !== 'VIEWER')
      fields.role = 'A key is a MEMBER or a VIEWER: it reads, or reads and writes customers.';
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
    await this.store.addApiKey(
      key,
      this.audited(viewer, requester, 'api_key.created', trimmed, `${role}${expiry ? `, expires ${iso(expiry)}` : ''}`),
    );
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

  /**
   * Records what a viewer (or, for sign-in throttling, nobody yet) did; entries of team writes go with those writes.
   */
  async record(
    viewer: Viewer | null,
    requester: Requester | null,
    action: AuditAction,
    target: string | null,
    details: string | null = null,
  ): Promise<void> {
    await this.store.audit({
      actor: viewer && { uid: viewer.uid, email: viewer.email },
      action,
      target,
      address: requester?.ip ?? null,
      details,
    });
  }

  /** Mails the owner and the active admins, when mail is set up (something the server did that they must act on). */
  async tellAdmins(compose: (words: MailTexts) => MailText): Promise<void> {
    const { mailer } = this.options;
    if (!mailer) return;
    const admins = (await this.store.members()).filter(
      (member) => member.active && !member.pending && atLeast(member.role, 'ADMIN'),
    );
    await Promise.all(
      admins.map((admin) =>
        mailer
          .send({ to: admin.email, ...compose(mailTexts(admin.locale ?? this.settingsNow.defaultLocale)) })
          .catch(() => undefined),
      ),
    );
  }

  async auditLog(viewer: Viewer, first: number, after: string | null | undefined): Promise<AuditPage> {
    this.require(viewer, 'team.manage');
    if (!Number.isInteger(first) || first < 1 || first > 500)
      throw new InvalidInputError({ first: 'Ask for 1 to 500 entries.' });
    return this.store.auditPage(first, after ?? null);
  }
}

function withoutHash({ secretHash: _hash, ...key }: StoredApiKey): ApiKey {
  return key;
}
