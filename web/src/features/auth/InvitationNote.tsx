import { FormattedMessage } from 'react-intl';
import type { InvitationPreviewQuery } from '../../gql/graphql.ts';

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
      {invitation === null ? (
        <FormattedMessage
          defaultMessage="This invitation link is no longer valid. Ask an administrator of the team for a new one."
          id="YMmxoL"
          description="Sign Up tab: an invitation link that lets nobody join any more"
        />
      ) : invitation ? (
        <FormattedMessage
          defaultMessage="You were invited to join the team as {role, select, OWNER {an owner} ADMIN {an admin} MEMBER {a member} other {a viewer}}. Choose a password to sign up as {email}."
          id="kze6Kw"
          description="Sign Up tab: whom an invitation link invites, and with which role"
          values={{ role: invitation.role, email: <bdi>{invitation.email}</bdi> }}
        />
      ) : (
        <FormattedMessage
          defaultMessage="You were invited to join the team. Sign up with the email address the invitation was sent to."
          id="8WCdeW"
          description="Sign Up tab: an invitation link, while whom it invites is looked up"
        />
      )}
    </p>
  );
}
