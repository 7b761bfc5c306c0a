// Invitations: a colleague invited with a role (its link shown once), and the pending ones, to revoke.
import { Button, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import type { Role, TeamQuery } from '../../gql/graphql.ts';
import { assignableRoles, roleLabels } from './roles.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { CopyOnce, Section, useSectionNote, when } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useInviteMemberMutation, useRevokeInvitationMutation } from './useTeamMutations.ts';

export function InvitationsSection({ invitations }: { invitations: TeamQuery['invitations'] }) {
  const invite = useInviteMemberMutation();
  const revoke = useRevokeInvitationMutation();
  const { note, clear, run } = useSectionNote();
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [form] = Form.useForm<{ email: string; role: Role }>();
  const [sending, setSending] = useState(false);
  const invitationColumns = useStackedColumns<TeamQuery['invitations'][number]>('Invitation', [
    { key: 'email', title: 'Email', render: (_, invitation) => invitation.email },
    { key: 'role', title: 'Role', width: 100, render: (_, invitation) => roleLabels[invitation.role] },
    { key: 'invitedBy', title: 'Invited by', render: (_, invitation) => invitation.invitedBy?.email ?? '—' },
    { key: 'expires', title: 'Expires', width: 170, render: (_, invitation) => when(invitation.expiresAt) },
    {
      key: 'revoke',
      title: <span className="visually-hidden">Actions</span>,
      width: 100,
      render: (_, invitation) => (
        <Button
          size="small"
          danger
          onClick={() => void run(revoke(invitation.id), `The invitation of ${invitation.email} was revoked.`)}
          aria-label={`Revoke the invitation of ${invitation.email}`}
        >
          Revoke
        </Button>
      ),
    },
  ]);
  return (
    <Section title="Invitations" id="team-invitations">
      <Form
        form={form}
        name="invite"
        layout="inline"
        className="team-form"
        initialValues={{ email: '', role: 'MEMBER' }}
        onFinish={async ({ email, role }) => {
          setSending(true);
          setLink(null);
          const outcome = await run(
            invite(email, role),
            (invitation) => `${invitation.email} is invited as ${roleLabels[invitation.role].toLowerCase()}.`,
          );
          setSending(false);
          if (outcome.ok) {
            setLink(outcome.value.url ? { email: outcome.value.email, url: outcome.value.url } : null);
            form.resetFields();
          }
        }}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[{ required: true, type: 'email', message: 'Please insert valid email' }]}
        >
          <Input type="email" autoComplete="off" placeholder="colleague@company.com" />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select<Role>
            className="team-role-select"
            options={assignableRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            Invite
          </Button>
        </Form.Item>
      </Form>
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {link && (
        <div className="team-once">
          <CopyOnce label={`Invitation link for ${link.email} (shown once; valid 7 days)`} value={link.url} />
          <Typography.Paragraph type="secondary" className="team-hint">
            Send it to them: they open it, sign up with this email and join with the role you chose. Where email is set
            up, it was sent to them too.
          </Typography.Paragraph>
        </div>
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={invitationColumns.wide ? { x: 640 } : undefined}
        dataSource={invitations}
        aria-label="Pending invitations"
        locale={{ emptyText: 'No pending invitations.' }}
        columns={invitationColumns.columns}
      />
    </Section>
  );
}
