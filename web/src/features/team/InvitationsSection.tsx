// Invitations: a colleague invited with a role (its link shown once), and the pending ones, to revoke.
import { Button, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { Role, TeamQuery } from '../../gql/graphql.ts';
import { assignableRoles, roleLabels } from './roles.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { CopyOnce, Section, useSectionNote } from './teamParts.tsx';
import { useWhen } from '../../shared/i18n/formats.ts';
import { teamWords } from './teamWords.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useInviteMemberMutation, useRevokeInvitationMutation } from './useTeamMutations.ts';

const revoked = defineMessage<{ email: string }>({
  defaultMessage: 'The invitation of {email} was revoked.',
  id: 'RVSEgP',
  description: 'Team page: an invitation was revoked',
});
const revokeLabel = defineMessage<{ email: string }>({
  defaultMessage: 'Revoke the invitation of {email}',
  id: 'Url1y9',
  description: "Team page: accessible name of an invitation's Revoke button",
});
const invited = defineMessage<{ email: string; role: Role }>({
  defaultMessage: '{email} is invited as {role, select, OWNER {owner} ADMIN {admin} MEMBER {member} other {viewer}}.',
  id: 'mupVNz',
  description: 'Team page: an invitation was made',
});
const linkLabel = defineMessage<{ email: string }>({
  defaultMessage: 'Invitation link for {email} (shown once; valid 7 days)',
  id: 'lCP8lD',
  description: 'Team page: label of the invitation link just made',
});

export function InvitationsSection({ invitations }: { invitations: TeamQuery['invitations'] }) {
  const intl = useIntl();
  const when = useWhen();
  const invite = useInviteMemberMutation();
  const revoke = useRevokeInvitationMutation();
  const { note, clear, run } = useSectionNote();
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [form] = Form.useForm<{ email: string; role: Role }>();
  const [sending, setSending] = useState(false);
  const invitationColumns = useStackedColumns<TeamQuery['invitations'][number]>(
    intl.formatMessage({
      defaultMessage: 'Invitation',
      id: 'c0Mopz',
      description: "Team page on a phone: the invitations table's one column",
    }),
    [
      { key: 'email', title: intl.formatMessage(teamWords.email), render: (_, invitation) => invitation.email },
      {
        key: 'role',
        title: intl.formatMessage(teamWords.role),
        width: 100,
        render: (_, invitation) => intl.formatMessage(roleLabels[invitation.role]),
      },
      {
        key: 'invitedBy',
        title: intl.formatMessage({
          defaultMessage: 'Invited by',
          id: '0pEOpa',
          description: 'Team page: who made an invitation',
        }),
        render: (_, invitation) => invitation.invitedBy?.email ?? '—',
      },
      {
        key: 'expires',
        title: intl.formatMessage(teamWords.expires),
        width: 170,
        render: (_, invitation) => when(invitation.expiresAt),
      },
      {
        key: 'revoke',
        title: <span className="visually-hidden">{intl.formatMessage(teamWords.actions)}</span>,
        width: 100,
        render: (_, invitation) => (
          <Button
            size="small"
            danger
            onClick={() => void run(revoke(invitation.id), intl.formatMessage(revoked, { email: invitation.email }))}
            aria-label={intl.formatMessage(revokeLabel, { email: invitation.email })}
          >
            <FormattedMessage {...teamWords.revoke} />
          </Button>
        ),
      },
    ],
  );
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Invitations',
        id: 'cucib8',
        description: "Team page: the invitations section's title",
      })}
      id="team-invitations"
    >
      <Form
        form={form}
        name="invite"
        layout="inline"
        className="team-form"
        initialValues={{ email: '', role: 'MEMBER' }}
        onFinish={async ({ email, role }) => {
          setSending(true);
          setLink(null);
          const outcome = await run(invite(email, role), (invitation) =>
            intl.formatMessage(invited, { email: invitation.email, role: invitation.role }),
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
          label={intl.formatMessage(teamWords.email)}
          rules={[
            {
              required: true,
              type: 'email',
              message: intl.formatMessage({
                defaultMessage: 'Please insert valid email',
                id: 'LAV2Mv',
                description: 'Field rule: the email is not valid',
              }),
            },
          ]}
        >
          <Input
            type="email"
            autoComplete="off"
            placeholder={intl.formatMessage({
              defaultMessage: 'colleague@company.com',
              id: '/GCOCp',
              description: 'Team page: placeholder of the invitation email field, an example address',
            })}
          />
        </Form.Item>
        <Form.Item name="role" label={intl.formatMessage(teamWords.role)}>
          <Select<Role>
            className="team-role-select"
            options={assignableRoles.map((role) => ({ value: role, label: intl.formatMessage(roleLabels[role]) }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            <FormattedMessage defaultMessage="Invite" id="DLHCeV" description="Team page: sends an invitation" />
          </Button>
        </Form.Item>
      </Form>
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {link && (
        <div className="team-once">
          <CopyOnce label={intl.formatMessage(linkLabel, { email: link.email })} value={link.url} />
          <Typography.Paragraph type="secondary" className="team-hint">
            <FormattedMessage
              defaultMessage="Send it to them: they open it, sign up with this email and join with the role you chose. Where email is set up, it was sent to them too."
              id="Oqe32/"
              description="Team page: what to do with the invitation link"
            />
          </Typography.Paragraph>
        </div>
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={invitationColumns.wide ? { x: 640 } : undefined}
        dataSource={invitations}
        aria-label={intl.formatMessage({
          defaultMessage: 'Pending invitations',
          id: 'hYupH2',
          description: "Team page: the invitations table's accessible name",
        })}
        locale={{
          emptyText: intl.formatMessage({
            defaultMessage: 'No pending invitations.',
            id: 'NqQDs7',
            description: 'Team page: there are no pending invitations',
          }),
        }}
        columns={invitationColumns.columns}
      />
    </Section>
  );
}
