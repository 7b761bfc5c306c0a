// The team's members: their role, status and dates, and what an owner or admin may do to each.
import { Badge, Button, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { MemberFieldsFragment, Role } from '../../gql/graphql.ts';
import { useStackedRows } from '../../shared/listPage.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { assignableRoles, roleLabels } from './roles.ts';
import { ConfirmButton, CopyOnce, Section, useSectionNote, when } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import {
  useCreatePasswordResetLinkMutation,
  useMemberActionMutations,
  useSetMemberRoleMutation,
} from './useTeamMutations.ts';

export function MembersSection({ members, myUid }: { members: MemberFieldsFragment[]; myUid: string }) {
  const { canTransferOwnership } = usePermissions();
  const setRole = useSetMemberRoleMutation();
  const actions = useMemberActionMutations();
  const createResetLink = useCreatePasswordResetLinkMutation();
  const [resetLink, setResetLink] = useState<{ email: string; url: string } | null>(null);
  const { note, clear, run } = useSectionNote();
  // Below antd's md breakpoint each member is one cell, fields stacked, so nothing hides off a phone's edge.
  const wide = !useStackedRows();
  const status = (member: MemberFieldsFragment) =>
    !member.active ? (
      <Badge status="default" text="Deactivated" />
    ) : member.pending ? (
      <Badge status="warning" text="Pending" />
    ) : (
      <Badge status="success" text="Active" />
    );
  const memberActions = (member: MemberFieldsFragment) => {
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
                setResetLink(outcome.ok ? { email: member.email, url: outcome.value } : null),
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
  };
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
