import type { InvitationPreviewQuery } from '../../gql/graphql.ts';
import type { Role } from '../../shared/permissions.tsx';

const asRole: Record<Role, string> = { OWNER: 'an owner', ADMIN: 'an admin', MEMBER: 'a member', VIEWER: 'a viewer' };

/**
 * What the Sign Up tab says above the form on an invitation link's page: whom it invites and as what; the general
 * words while that is looked up (or could not be); that the link is spent when it lets nobody join.
 */
export function InvitationNote({
  invitation,
}: {
  invitation: InvitationPreviewQuery['invitationByToken'] | undefined;
}) {
  return (
    <p className="login-note" role="status">
      {invitation === null
        ? 'This invitation link is no longer valid. Ask an administrator of the team for a new one.'
        : invitation
          ? `You were invited to join the team as ${asRole[invitation.role]}. Choose a password to sign up as ${invitation.email}.`
          : 'You were invited to join the team. Sign up with the email address the invitation was sent to.'}
    </p>
  );
}
