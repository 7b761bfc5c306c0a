// Who may join the team: the sign-up policy (open, by domain, by invitation), invitations, and the emailed link that
// proves an address.
import type { Requester, User } from '../accounts/account.ts';
import { AuthError } from '../errors.ts';
import { mailTexts } from '../mail/mailTexts.ts';
import { verificationLifetimeMs, type Invitation, type Member } from './team.ts';
import { newSecret, secretHash, TeamAccess, type Viewer } from './teamAccess.ts';

/** How a person proved who they are when joining: a password proves nothing about the email address. */
export type JoinMethod = 'password' | 'provider';

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

function notAllowed(message: string): AuthError {
  return new AuthError('auth/operation-not-allowed', message);
}

/** An invited address joins only through its link, so nobody else claims the invited role by signing up first. */
export const invitationWaitingMessage =
  'This address has an invitation waiting: use the link in the invitation email to join.';

export class TeamJoining extends TeamAccess {
  /**
   * Before an account is made for a sign-up: refuses an email the policy does not admit, so no account is created for
   * it. Answers the invitation that admits it, if any.
   */
  async checkSignUp(email: string, invitationToken: string | null | undefined): Promise<Invitation | null> {
    if (invitationToken) {
      const invitation = await this.usableInvitation(invitationToken);
      if (invitation.email !== email) throw notAllowed('This invitation is for another email address.');
      return invitation;
    }
    await this.refuseWaitingInvitation(email);
    if (!(await this.hasMembers())) {
      // The first account founds the team and owns it; only the domains the team started with apply to it.
      this.checkDomain(email);
      return null;
    }
    const { signUpPolicy } = this.settingsNow;
    if (signUpPolicy === 'INVITE_ONLY')
      throw notAllowed('Sign-up is by invitation only. Ask an administrator of the team for an invitation.');
    if (signUpPolicy === 'DOMAINS') this.checkDomain(email);
    return null;
  }

  /**
   * Before an account is made for a sign-in through a provider (Google): a known member's account is only linked; a
   * newcomer must pass the same rules as a sign-up, so a refused one leaves no account behind.
   */
  async checkProviderSignIn(email: string, invitationToken: string | null | undefined): Promise<Invitation | null> {
    const known =
      [...this.membersByUid.values()].some((member) => member.email === email) ||
      (await this.store.members()).some((member) => member.email === email);
    return known ? null : this.checkSignUp(email, invitationToken);
  }

  private async refuseWaitingInvitation(email: string): Promise<void> {
    if (await this.store.invitationForEmail(email, this.now())) throw notAllowed(invitationWaitingMessage);
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
    const invitation = await this.invitationByToken(token);
    if (!invitation)
      throw notAllowed('This invitation link is no longer valid. Ask an administrator of the team for a new one.');
    return invitation;
  }

  /**
   * The invitation a link's token stands for while it still lets someone join;
   * null when unknown, used, revoked or expired alike.
   */
  async invitationByToken(token: string): Promise<Invitation | null> {
    const invitation = await this.store.invitationByTokenHash(secretHash(token));
    if (
      !invitation ||
      invitation.usedAt !== null ||
      invitation.revokedAt !== null ||
      invitation.expiresAt <= this.now()
    )
      return null;
    return invitation;
  }

  /**
   * Makes an account a member when it first signs in or up, as the policy and any invitation say; throws when it may
   * not join or not yet (deactivated, or its address still unproven). A member already known is only checked.
   */
  async admit(
    user: User,
    method: JoinMethod,
    requester: Requester,
    invitation: Invitation | null = null,
  ): Promise<Viewer> {
    let member = await this.memberOf(user.uid);
    if (!member) {
      let first = false;
      const email = user.email.toLowerCase();
      if (invitation && invitation.email !== email) invitation = null;
      if (!invitation) {
        await this.refuseWaitingInvitation(email);
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
        {
          actor: { uid: user.uid, email },
          action: 'member.joined',
          target: email,
          address: requester.ip,
          details: invitation ? `invited as ${invitation.role}` : null,
        },
        invitation?.id,
      );
      this.membersByUid.set(member.uid, member);
      if (member.pending) await this.askToVerify(member);
    }
    if (!member.active)
      throw new AuthError('auth/user-disabled', 'This account has been deactivated by an administrator of the team.');
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
    await this.store.addVerification(secretHash(token), {
      uid: member.uid,
      email: member.email,
      expiresAt: this.now() + verificationLifetimeMs,
    });
    const link = `${this.options.publicUrl()}/auth/verify-email?token=${token}`;
    await this.options.mailer.send({
      to: member.email,
      ...mailTexts(member.locale ?? this.settingsNow.defaultLocale).confirmAddress({ link }),
    });
  }

  /**
   * The emailed link's answer: the address is proven,
   * the member joins. False when the link is unknown, used or expired.
   */
  async verifyEmail(token: string, requester: Requester): Promise<boolean> {
    const verification = await this.store.takeVerification(secretHash(token));
    if (!verification || verification.expiresAt <= this.now()) return false;
    const member = await this.store.member(verification.uid);
    if (!member?.pending) return !!member;
    await this.store.updateMember(
      member.uid,
      { pending: false },
      {
        actor: { uid: member.uid, email: member.email },
        action: 'member.approved',
        target: member.email,
        address: requester.ip,
        details: 'email address confirmed',
      },
    );
    await this.reload();
    return true;
  }
}
