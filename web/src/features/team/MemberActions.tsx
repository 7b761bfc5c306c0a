// What an owner or admin may do to one member of the team (Approve, Deactivate, a reset link, Make owner), and the
// member's status as a badge.
import { Badge, Button, Space } from 'antd';
import type { MemberFieldsFragment } from '../../gql/graphql.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { ConfirmButton, type useSectionNote } from './teamParts.tsx';
import { useCreatePasswordResetLinkMutation, useMemberActionMutations } from './useTeamMutations.ts';

export function MemberStatus({ member }: { member: MemberFieldsFragment }) {
  return !member.active ? (
    <Badge status="default" text="Deactivated" />
  ) : member.pending ? (
    <Badge status="warning" text="Pending" />
  ) : (
    <Badge status="success" text="Active" />
  );
}

/** The mutations a member's buttons run, made once for the whole list. */
export function useMemberActions() {
  return {
    actions: useMemberActionMutations(),
    createResetLink: useCreatePasswordResetLinkMutation(),
    canTransferOwnership: usePermissions().canTransferOwnership,
  };
}

/**
 * A member's buttons; none for the owner or oneself. `run` says the outcome in the section's note; `onResetLink`
 * hears a reset link made (null when it could not be).
 */
export function MemberActions({
  member,
  myUid,
  handlers: { actions, createResetLink, canTransferOwnership },
  run,
  onResetLink,
}: {
  member: MemberFieldsFragment;
  myUid: string;
  handlers: ReturnType<typeof useMemberActions>;
  run: ReturnType<typeof useSectionNote>['run'];
  onResetLink: (link: { email: string; url: string } | null) => void;
}) {
  if (member.role === 'OWNER' || member.uid === myUid) return null;
  return (
    <Space wrap size="small">
      {member.pending && member.active && (
        <Button
          size="small"
          onClick={() => void run(actions.approve(member.uid), `${member.email} may now sign in.`)}
          aria-label={`Approve ${member.email}`}
        >
          Approve
        </Button>
      )}
      {member.active ? (
        <ConfirmButton
          danger
          label={`Deactivate ${member.email}`}
          title={`Deactivate ${member.email}?`}
          content="Their sessions, API keys and open screens end at once."
          okText="Deactivate"
          onConfirm={() => run(actions.deactivate(member.uid), `${member.email} was deactivated.`)}
        >
          Deactivate
        </ConfirmButton>
      ) : (
        <Button
          size="small"
          onClick={() => void run(actions.reactivate(member.uid), `${member.email} was reactivated.`)}
          aria-label={`Reactivate ${member.email}`}
        >
          Reactivate
        </Button>
      )}
      {member.active && (
        <Button
          size="small"
          aria-label={`Create reset link for ${member.email}`}
          onClick={() =>
            void run(createResetLink(member.uid)).then((outcome) =>
              onResetLink(outcome.ok ? { email: member.email, url: outcome.value } : null),
            )
          }
        >
          Create reset link
        </Button>
      )}
      {canTransferOwnership && member.active && !member.pending && (
        <ConfirmButton
          label={`Make owner: ${member.email}`}
          title={`Make ${member.email} the owner?`}
          content="You become an admin."
          okText="Make owner"
          onConfirm={() => run(actions.makeOwner(member.uid), `${member.email} is now the owner.`)}
        >
          Make owner
        </ConfirmButton>
      )}
    </Space>
  );
}
