// What an owner or admin may do to one member of the team (Approve, Deactivate, a reset link, Make owner), and the
// member's status as a badge.
import { Badge, Button, Space } from 'antd';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { MemberFieldsFragment } from '../../gql/graphql.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { ConfirmButton, type useSectionNote } from './teamParts.tsx';
import { useCreatePasswordResetLinkMutation, useMemberActionMutations } from './useTeamMutations.ts';

export function MemberStatus({ member }: { member: MemberFieldsFragment }) {
  const intl = useIntl();
  return !member.active ? (
    <Badge
      status="default"
      text={intl.formatMessage({
        defaultMessage: 'Deactivated',
        id: 'wARs9X',
        description: "Team page: a member's status",
      })}
    />
  ) : member.pending ? (
    <Badge
      status="warning"
      text={intl.formatMessage({
        defaultMessage: 'Pending',
        id: 'fSBzB5',
        description: "Team page: a member's status, not approved yet",
      })}
    />
  ) : (
    <Badge
      status="success"
      text={intl.formatMessage({ defaultMessage: 'Active', id: 'M9TGme', description: "Team page: a member's status" })}
    />
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

// Each message names the member by the address, its one value: {email}.
const words = defineMessages({
  approved: {
    defaultMessage: '{email} may now sign in.',
    id: 'uyw/pQ',
    description: 'Team page: a pending member was approved',
  },
  approve: {
    defaultMessage: 'Approve {email}',
    id: 'X0ID30',
    description: "Team page: accessible name of a member's Approve button",
  },
  deactivateLabel: {
    defaultMessage: 'Deactivate {email}',
    id: 'G2LCow',
    description: "Team page: accessible name of a member's Deactivate button",
  },
  deactivateTitle: {
    defaultMessage: 'Deactivate {email}?',
    id: 'xQjE1F',
    description: 'Team page: title of the deactivation dialog',
  },
  deactivated: {
    defaultMessage: '{email} was deactivated.',
    id: 'igfRIc',
    description: 'Team page: a member was deactivated',
  },
  reactivated: {
    defaultMessage: '{email} was reactivated.',
    id: 'o/Vg8c',
    description: 'Team page: a member was reactivated',
  },
  reactivate: {
    defaultMessage: 'Reactivate {email}',
    id: 'TtwBp5',
    description: "Team page: accessible name of a member's Reactivate button",
  },
  resetLink: {
    defaultMessage: 'Create reset link for {email}',
    id: 'XMEwSz',
    description: "Team page: accessible name of a member's Create reset link button",
  },
  makeOwnerLabel: {
    defaultMessage: 'Make owner: {email}',
    id: 'myitXE',
    description: "Team page: accessible name of a member's Make owner button",
  },
  makeOwnerTitle: {
    defaultMessage: 'Make {email} the owner?',
    id: 'fxZziV',
    description: 'Team page: title of the ownership transfer dialog',
  },
  madeOwner: {
    defaultMessage: '{email} is now the owner.',
    id: 'lUm6Z/',
    description: 'Team page: the ownership was transferred',
  },
});
const actionWords = defineMessages({
  deactivate: {
    defaultMessage: 'Deactivate',
    id: '+oQo93',
    description: 'Team page: deactivates a member (button and dialog)',
  },
  makeOwner: {
    defaultMessage: 'Make owner',
    id: '0honq4',
    description: 'Team page: transfers the ownership (button and dialog)',
  },
});

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
  const intl = useIntl();
  if (member.role === 'OWNER' || member.uid === myUid) return null;
  const say = (message: MessageDescriptor) => intl.formatMessage(message, { email: member.email });
  return (
    <Space wrap size="small">
      {member.pending && member.active && (
        <Button
          size="small"
          onClick={() => void run(actions.approve(member.uid), say(words.approved))}
          aria-label={say(words.approve)}
        >
          <FormattedMessage
            defaultMessage="Approve"
            id="DHL+5S"
            description="Team page: lets a pending member sign in"
          />
        </Button>
      )}
      {member.active ? (
        <ConfirmButton
          danger
          label={say(words.deactivateLabel)}
          title={say(words.deactivateTitle)}
          content={intl.formatMessage({
            defaultMessage: 'Their sessions, API keys and open screens end at once.',
            id: 'b97G66',
            description: 'Team page: what deactivating a member does (in its dialog)',
          })}
          okText={intl.formatMessage(actionWords.deactivate)}
          onConfirm={() => run(actions.deactivate(member.uid), say(words.deactivated))}
        >
          <FormattedMessage {...actionWords.deactivate} />
        </ConfirmButton>
      ) : (
        <Button
          size="small"
          onClick={() => void run(actions.reactivate(member.uid), say(words.reactivated))}
          aria-label={say(words.reactivate)}
        >
          <FormattedMessage
            defaultMessage="Reactivate"
            id="cTxl6E"
            description="Team page: reactivates a deactivated member"
          />
        </Button>
      )}
      {member.active && (
        <Button
          size="small"
          aria-label={say(words.resetLink)}
          onClick={() =>
            void run(createResetLink(member.uid)).then((outcome) =>
              onResetLink(outcome.ok ? { email: member.email, url: outcome.value } : null),
            )
          }
        >
          <FormattedMessage
            defaultMessage="Create reset link"
            id="aRZNbe"
            description="Team page: makes a password reset link for a member"
          />
        </Button>
      )}
      {canTransferOwnership && member.active && !member.pending && (
        <ConfirmButton
          label={say(words.makeOwnerLabel)}
          title={say(words.makeOwnerTitle)}
          content={intl.formatMessage({
            defaultMessage: 'You become an admin.',
            id: 'rBp5T2',
            description: 'Team page: what transferring the ownership does to the owner (in its dialog)',
          })}
          okText={intl.formatMessage(actionWords.makeOwner)}
          onConfirm={() => run(actions.makeOwner(member.uid), say(words.madeOwner))}
        >
          <FormattedMessage {...actionWords.makeOwner} />
        </ConfirmButton>
      )}
    </Space>
  );
}
