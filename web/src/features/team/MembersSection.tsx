// The team's members: their role, status and dates, and what an owner or admin may do to each.
import { Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { MemberFieldsFragment, Role } from '../../gql/graphql.ts';
import { useStackedRows } from '../../shared/listPage.tsx';
import { assignableRoles, roleLabels } from './roles.ts';
import { MemberActions, MemberStatus, useMemberActions } from './MemberActions.tsx';
import { CopyOnce, Section, useSectionNote } from './teamParts.tsx';
import { useWhen } from '../../shared/i18n/formats.ts';
import { teamWords } from './teamWords.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useSetMemberRoleMutation } from './useTeamMutations.ts';

const roleOf = defineMessage<{ email: string }>({
  defaultMessage: 'Role of {email}',
  id: 'J//DOP',
  description: "Team page: accessible name of a member's role chooser",
});
const roleChanged = defineMessage<{ email: string; role: Role }>({
  defaultMessage: '{email} is now {role, select, OWNER {owner} ADMIN {admin} MEMBER {member} other {viewer}}.',
  id: 'qJpkmo',
  description: "Team page: a member's role was changed",
});
const you = defineMessage<{ email: string }>({
  defaultMessage: '{email} (you)',
  id: 'yAtQoH',
  description: "Team page: the signed-in person's own row",
});
const resetLinkLabel = defineMessage<{ email: string }>({
  defaultMessage: 'Password reset link for {email} (works once, for 1 hour)',
  id: 'DfztkN',
  description: 'Team page: label of a password reset link made for a member',
});

export function MembersSection({ members, myUid }: { members: MemberFieldsFragment[]; myUid: string }) {
  const intl = useIntl();
  const when = useWhen();
  const setRole = useSetMemberRoleMutation();
  const handlers = useMemberActions();
  const [resetLink, setResetLink] = useState<{ email: string; url: string } | null>(null);
  const { note, clear, run } = useSectionNote();
  // Below antd's md breakpoint each member is one cell, fields stacked, so nothing hides off a phone's edge.
  const wide = !useStackedRows();
  const status = (member: MemberFieldsFragment) => <MemberStatus member={member} />;
  const memberActions = (member: MemberFieldsFragment) => (
    <MemberActions member={member} myUid={myUid} handlers={handlers} run={run} onResetLink={setResetLink} />
  );
  const roleCell = (member: MemberFieldsFragment) =>
    member.role === 'OWNER' || member.uid === myUid ? (
      intl.formatMessage(roleLabels[member.role])
    ) : (
      <Select<Role>
        aria-label={intl.formatMessage(roleOf, { email: member.email })}
        value={member.role}
        className="team-role-select"
        options={assignableRoles.map((role) => ({ value: role, label: intl.formatMessage(roleLabels[role]) }))}
        onChange={(role) =>
          void run(setRole(member.uid, role), intl.formatMessage(roleChanged, { email: member.email, role }))
        }
      />
    );
  const email = (member: MemberFieldsFragment) =>
    member.uid === myUid ? intl.formatMessage(you, { email: member.email }) : member.email;
  const stackedColumns: TableColumnsType<MemberFieldsFragment> = [
    {
      key: 'member',
      title: intl.formatMessage({
        defaultMessage: 'Member',
        id: 'BCRHhn',
        description: "Team page on a phone: the members table's one column",
      }),
      render: (_, member) => (
        <div className="team-stacked">
          <strong className="team-stacked-email">{email(member)}</strong>
          <span>
            {roleCell(member)} {status(member)}
          </span>
          <span className="team-stacked-dates">
            <FormattedMessage
              defaultMessage="Joined {joined}; last active {lastActive}"
              id="3lihnJ"
              description="Team page on a phone: when a member joined and was last active"
              values={{ joined: when(member.joinedAt), lastActive: when(member.lastActiveAt) }}
            />
          </span>
          {memberActions(member)}
        </div>
      ),
    },
  ];
  const membersWord = intl.formatMessage({
    defaultMessage: 'Members',
    id: 'KF3UU3',
    description: "Team page: the members section's title and table",
  });
  return (
    <Section title={membersWord} id="team-members">
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {resetLink && (
        <div className="team-once">
          <CopyOnce label={intl.formatMessage(resetLinkLabel, { email: resetLink.email })} value={resetLink.url} />
        </div>
      )}
      <Table<MemberFieldsFragment>
        rowKey="uid"
        size="small"
        pagination={false}
        scroll={wide ? { x: 860 } : undefined}
        dataSource={members}
        aria-label={membersWord}
        columns={
          wide
            ? [
                { key: 'email', title: intl.formatMessage(teamWords.email), render: (_, member) => email(member) },
                {
                  key: 'role',
                  title: intl.formatMessage(teamWords.role),
                  width: 150,
                  render: (_, member) => roleCell(member),
                },
                {
                  key: 'status',
                  title: intl.formatMessage(teamWords.status),
                  width: 140,
                  render: (_, member) => status(member),
                },
                {
                  key: 'joined',
                  title: intl.formatMessage({
                    defaultMessage: 'Joined',
                    id: 'ay9UFP',
                    description: 'Team page: when a member joined',
                  }),
                  width: 170,
                  render: (_, member) => when(member.joinedAt),
                },
                {
                  key: 'lastActive',
                  title: intl.formatMessage({
                    defaultMessage: 'Last active',
                    id: 'fn89tG',
                    description: 'Team page: when a member was last active',
                  }),
                  width: 170,
                  render: (_, member) => when(member.lastActiveAt),
                },
                {
                  key: 'actions',
                  title: intl.formatMessage(teamWords.actions),
                  width: 230,
                  render: (_, member) => memberActions(member),
                },
              ]
            : stackedColumns
        }
      />
    </Section>
  );
}
