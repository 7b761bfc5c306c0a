// The team's members: their role, status and dates, and what an owner or admin may do to each.
import { Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { MemberFieldsFragment, Role } from '../../gql/graphql.ts';
import { useStackedRows } from '../../shared/listPage.tsx';
import { assignableRoles, roleLabels } from './roles.ts';
import { MemberActions, MemberStatus, useMemberActions } from './MemberActions.tsx';
import { CopyOnce, Section, useSectionNote, when } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useSetMemberRoleMutation } from './useTeamMutations.ts';

export function MembersSection({ members, myUid }: { members: MemberFieldsFragment[]; myUid: string }) {
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
      roleLabels[member.role]
    ) : (
      <Select<Role>
        aria-label={`Role of ${member.email}`}
        value={member.role}
        className="team-role-select"
        options={assignableRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
        onChange={(role) =>
          void run(setRole(member.uid, role), `${member.email} is now ${roleLabels[role].toLowerCase()}.`)
        }
      />
    );
  const email = (member: MemberFieldsFragment) => (member.uid === myUid ? `${member.email} (you)` : member.email);
  const stackedColumns: TableColumnsType<MemberFieldsFragment> = [
    {
      key: 'member',
      title: 'Member',
      render: (_, member) => (
        <div className="team-stacked">
          <strong className="team-stacked-email">{email(member)}</strong>
          <span>
            {roleCell(member)} {status(member)}
          </span>
          <span className="team-stacked-dates">
            Joined {when(member.joinedAt)}; last active {when(member.lastActiveAt)}
          </span>
          {memberActions(member)}
        </div>
      ),
    },
  ];
  return (
    <Section title="Members" id="team-members">
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {resetLink && (
        <div className="team-once">
          <CopyOnce
            label={`Password reset link for ${resetLink.email} (works once, for 1 hour)`}
            value={resetLink.url}
          />
        </div>
      )}
      <Table<MemberFieldsFragment>
        rowKey="uid"
        size="small"
        pagination={false}
        scroll={wide ? { x: 860 } : undefined}
        dataSource={members}
        aria-label="Members"
        columns={
          wide
            ? [
                { key: 'email', title: 'Email', render: (_, member) => email(member) },
                { key: 'role', title: 'Role', width: 150, render: (_, member) => roleCell(member) },
                { key: 'status', title: 'Status', width: 140, render: (_, member) => status(member) },
                { key: 'joined', title: 'Joined', width: 170, render: (_, member) => when(member.joinedAt) },
                {
                  key: 'lastActive',
                  title: 'Last active',
                  width: 170,
                  render: (_, member) => when(member.lastActiveAt),
                },
                { key: 'actions', title: 'Actions', width: 230, render: (_, member) => memberActions(member) },
              ]
            : stackedColumns
        }
      />
    </Section>
  );
}
