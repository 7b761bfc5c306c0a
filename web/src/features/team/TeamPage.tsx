// 'dashboard/team', for owners and admins: who is in the team and with which role, who is invited, how others may
// join, the API keys of the team's GraphQL clients, the webhooks that tell other systems of changes, and what was
// done. Each section says the server's answer in place.
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Form, Grid, Input, Radio, Select, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { ApiKeyFieldsFragment, MemberFieldsFragment, Role, SignUpPolicy, TeamQuery } from '../../gql/graphql.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { AuditLogDocument, TeamDocument } from './teamDocuments.ts';
import {
  useCreateApiKeyMutation,
  useCreatePasswordResetLinkMutation,
  useRequireSecondFactorMutation,
  useRemovedRetentionMutation,
  useInviteMemberMutation,
  useMemberActionMutations,
  useRevokeApiKeyMutation,
  useRevokeInvitationMutation,
  useSetMemberRoleMutation,
  useUpdateTeamSettingsMutation,
} from './useTeamMutations.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { ConfirmButton, CopyOnce, NoteAlert, Section, useSectionNote, when } from './teamParts.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';
import './team.css';

const openRisk = 'Anyone who can open this address can sign up and see every customer';

const roleLabels: Record<Role, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member', VIEWER: 'Viewer' };
const assignableRoles: Role[] = ['ADMIN', 'MEMBER', 'VIEWER'];
const keyRoles: Role[] = ['MEMBER', 'VIEWER'];
const policyLabels: Record<SignUpPolicy, string> = {
  OPEN: 'Open: anyone may sign up',
  DOMAINS: 'Domains: emails of these domains, once the address is confirmed',
  INVITE_ONLY: 'Invitation only',
};

function SignUpPolicySection({ settings }: { settings: TeamQuery['teamSettings'] }) {
  const update = useUpdateTeamSettingsMutation();
  const { note, clear, run } = useSectionNote();
  const [policy, setPolicy] = useState<SignUpPolicy>(settings.signUpPolicy);
  const [domains, setDomains] = useState<string[]>(settings.signUpDomains);
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const domainsId = useId();
  const save = async (next: SignUpPolicy, nextDomains: string[]) => {
    setSaving(true);
    const outcome = await run(update(next, nextDomains), 'Sign-up policy saved.');
    setSaving(false);
    if (outcome.ok) setPolicy(next);
  };
  const changed = policy !== settings.signUpPolicy || domains.join() !== settings.signUpDomains.join();
  return (
    <Section title="Sign-up policy" id="team-policy">
      {settings.signUpPolicy === 'OPEN' && (
        <Alert
          className="team-note"
          type="warning"
          showIcon
          title={openRisk}
          description={
            <>
              <p className="team-alert-text">Restrict sign-up to people you invite, or to your company's email domains.</p>
              <Button loading={saving} onClick={() => void save('INVITE_ONLY', domains)}>
                Restrict to invitations
              </Button>
            </>
          }
        />
      )}
      <NoteAlert note={note} onClose={clear} />
      <p id={labelId} className="team-field-label">
        Who may sign up
      </p>
      <Radio.Group aria-labelledby={labelId} value={policy} onChange={(event) => setPolicy(event.target.value as SignUpPolicy)} className="team-policy-options">
        {(Object.keys(policyLabels) as SignUpPolicy[]).map((value) => (
          <Radio key={value} value={value}>
            {policyLabels[value]}
          </Radio>
        ))}
      </Radio.Group>
      {policy === 'DOMAINS' && (
        <div className="team-domains">
          <label htmlFor={domainsId} className="team-field-label">
            Email domains
          </label>
          <Select
            id={domainsId}
            mode="tags"
            value={domains}
            onChange={(values: string[]) => setDomains(values.map((value) => value.trim().replace(/^@/, '').toLowerCase()).filter(Boolean))}
            tokenSeparators={[',', ' ']}
            placeholder="company.com"
            open={false}
            suffixIcon={null}
            className="team-domains-select"
          />
        </div>
      )}
      <Button type="primary" disabled={!changed} loading={saving} onClick={() => void save(policy, domains)} className="team-save">
        Save sign-up policy
      </Button>
    </Section>
  );
}

function SecondFactorSection({ required }: { required: boolean }) {
  const update = useRequireSecondFactorMutation();
  const { note, clear, run } = useSectionNote();
  const [saving, setSaving] = useState(false);
  const switchId = useId();
  const toggle = async (next: boolean) => {
    setSaving(true);
    await run(update(next), next ? 'A second factor is now required: members without one set it up at their next sign-in.' : 'A second factor is no longer required.');
    setSaving(false);
  };
  return (
    <Section title="Second factor" id="team-second-factor">
      <NoteAlert note={note} onClose={clear} />
      <Space align="center">
        <Switch id={switchId} checked={required} loading={saving} onChange={(next) => void toggle(next)} />
        <label htmlFor={switchId}>Require a second factor</label>
      </Space>
      <Typography.Paragraph type="secondary" className="team-hint">
        Everyone then signs in with an authenticator app code or a passkey besides the password. Members without one set it up at their next sign-in.
      </Typography.Paragraph>
    </Section>
  );
}

const retentionProblem = 'Give a whole number of days from 1 to 3650, or none.';

function RetentionSection({ days }: { days: number | null }) {
  const update = useRemovedRetentionMutation();
  const { note, clear, run } = useSectionNote();
  const shown = days === null ? '' : String(days);
  const [text, setText] = useState(shown);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const hintId = useId();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the field follows the saved value when it changes
  useEffect(() => setText(shown), [shown]);
  const save = async () => {
    const trimmed = text.trim();
    const next = trimmed === '' ? null : Number(trimmed);
    // Not a whole number: said as the server would say it, without asking it.
    if (next !== null && !Number.isSafeInteger(next)) {
      await run(Promise.resolve({ ok: false as const, problem: retentionProblem }));
      return;
    }
    setSaving(true);
    await run(update(next), next === null ? 'Removed customers are kept until someone erases them.' : `Customers removed more than ${next} ${next === 1 ? 'day' : 'days'} ago are erased for good.`);
    setSaving(false);
  };
  return (
    <Section title="Removed customers" id="team-retention">
      <NoteAlert note={note} onClose={clear} />
      <label htmlFor={inputId} className="team-field-label">
        Erase removed customers for good after (days)
      </label>
      <Space wrap align="center">
        <Input
          id={inputId}
          inputMode="numeric"
          value={text}
          placeholder="Keep them"
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => void save()}
          className="team-retention-days"
        />
        <Button type="primary" loading={saving} disabled={text.trim() === shown} onClick={() => void save()}>
          Save
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" className="team-hint" id={hintId}>
        Leave it empty to keep removed customers until someone erases them. With a number, every server erases customers removed (and not changed since) longer ago than that,
        when it starts and every hour; the audit log records how many.
      </Typography.Paragraph>
    </Section>
  );
}

function MembersSection({ members, myUid }: { members: MemberFieldsFragment[]; myUid: string }) {
  const { canTransferOwnership } = usePermissions();
  const setRole = useSetMemberRoleMutation();
  const actions = useMemberActionMutations();
  const createResetLink = useCreatePasswordResetLinkMutation();
  const [resetLink, setResetLink] = useState<{ email: string; url: string } | null>(null);
  const { note, clear, run } = useSectionNote();
  // Below antd's md breakpoint each member is one cell, fields stacked, so nothing hides off a phone's edge.
  const wide = Grid.useBreakpoint().md !== false;
  const status = (member: MemberFieldsFragment) =>
    !member.active ? <Badge status="default" text="Deactivated" /> : member.pending ? <Badge status="warning" text="Pending" /> : <Badge status="success" text="Active" />;
  const memberActions = (member: MemberFieldsFragment) => {
    if (member.role === 'OWNER' || member.uid === myUid) return null;
    return (
      <Space wrap size="small">
        {member.pending && member.active && (
          <Button size="small" onClick={() => void run(actions.approve(member.uid), `${member.email} may now sign in.`)} aria-label={`Approve ${member.email}`}>
            Approve
          </Button>
        )}
        {member.active ? (
          <ConfirmButton danger label={`Deactivate ${member.email}`} title={`Deactivate ${member.email}?`} content="Their sessions, API keys and open screens end at once." okText="Deactivate" onConfirm={() => run(actions.deactivate(member.uid), `${member.email} was deactivated.`)}>
            Deactivate
          </ConfirmButton>
        ) : (
          <Button size="small" onClick={() => void run(actions.reactivate(member.uid), `${member.email} was reactivated.`)} aria-label={`Reactivate ${member.email}`}>
            Reactivate
          </Button>
        )}
        {member.active && (
          <Button
            size="small"
            aria-label={`Create reset link for ${member.email}`}
            onClick={() =>
              void run(createResetLink(member.uid)).then((outcome) => setResetLink(outcome.ok ? { email: member.email, url: outcome.value } : null))
            }
          >
            Create reset link
          </Button>
        )}
        {canTransferOwnership && member.active && !member.pending && (
          <ConfirmButton label={`Make owner: ${member.email}`} title={`Make ${member.email} the owner?`} content="You become an admin." okText="Make owner" onConfirm={() => run(actions.makeOwner(member.uid), `${member.email} is now the owner.`)}>
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
        onChange={(role) => void run(setRole(member.uid, role), `${member.email} is now ${roleLabels[role].toLowerCase()}.`)}
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
      <NoteAlert note={note} onClose={clear} />
      {resetLink && (
        <div className="team-once">
          <CopyOnce label={`Password reset link for ${resetLink.email} (works once, for 1 hour)`} value={resetLink.url} />
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
                { key: 'lastActive', title: 'Last active', width: 170, render: (_, member) => when(member.lastActiveAt) },
                { key: 'actions', title: 'Actions', width: 230, render: (_, member) => memberActions(member) },
              ]
            : stackedColumns
        }
      />
    </Section>
  );
}

function InvitationsSection({ invitations }: { invitations: TeamQuery['invitations'] }) {
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
        <Button size="small" danger onClick={() => void run(revoke(invitation.id), `The invitation of ${invitation.email} was revoked.`)} aria-label={`Revoke the invitation of ${invitation.email}`}>
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
          const outcome = await run(invite(email, role), (invitation) => `${invitation.email} is invited as ${roleLabels[invitation.role].toLowerCase()}.`);
          setSending(false);
          if (outcome.ok) {
            setLink(outcome.value.url ? { email: outcome.value.email, url: outcome.value.url } : null);
            form.resetFields();
          }
        }}
      >
        <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email', message: 'Please insert valid email' }]}>
          <Input type="email" autoComplete="off" placeholder="colleague@company.com" />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select<Role> className="team-role-select" options={assignableRoles.map((role) => ({ value: role, label: roleLabels[role] }))} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            Invite
          </Button>
        </Form.Item>
      </Form>
      <NoteAlert note={note} onClose={clear} />
      {link && (
        <div className="team-once">
          <CopyOnce label={`Invitation link for ${link.email} (shown once; valid 7 days)`} value={link.url} />
          <Typography.Paragraph type="secondary" className="team-hint">
            Send it to them: they open it, sign up with this email and join with the role you chose. Where email is set up, it was sent to them too.
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

function ApiKeysSection({ apiKeys }: { apiKeys: ApiKeyFieldsFragment[] }) {
  const create = useCreateApiKeyMutation();
  const revoke = useRevokeApiKeyMutation();
  const { note, clear, run } = useSectionNote();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [form] = Form.useForm<{ name: string; role: Role; expires: string }>();
  const [creating, setCreating] = useState(false);
  const keyColumns = useStackedColumns<ApiKeyFieldsFragment>('API key', [
    { key: 'name', title: 'Name', render: (_, key) => key.name },
    { key: 'role', title: 'Role', width: 90, render: (_, key) => roleLabels[key.role] },
    { key: 'createdBy', title: 'Created by', render: (_, key) => key.createdBy?.email ?? '—' },
    { key: 'created', title: 'Created', width: 170, render: (_, key) => when(key.createdAt) },
    { key: 'expires', title: 'Expires', width: 170, render: (_, key) => (key.expiresAt ? when(key.expiresAt) : 'Never') },
    { key: 'lastUsed', title: 'Last used', width: 170, render: (_, key) => (key.lastUsedAt ? when(key.lastUsedAt) : 'Never') },
    {
      key: 'revoke',
      title: <span className="visually-hidden">Status</span>,
      width: 100,
      render: (_, key) =>
        key.revoked ? (
          <Tag>Revoked</Tag>
        ) : (
          <ConfirmButton danger label={`Revoke the key ${key.name}`} title={`Revoke ${key.name}?`} content="Clients using it stop at once." okText="Revoke" onConfirm={() => run(revoke(key.id), `The key ${key.name} was revoked.`)}>
            Revoke
          </ConfirmButton>
        ),
    },
  ]);
  const origin = window.location.origin;
  return (
    <Section title="API keys" id="team-keys">
      <Typography.Paragraph type="secondary" className="team-hint">
        Keys let GraphQL clients and scripts work without a person's password. A key reads (viewer) or reads and writes customers (member).
      </Typography.Paragraph>
      <Form
        form={form}
        name="apiKey"
        layout="inline"
        className="team-form"
        initialValues={{ name: '', role: 'VIEWER', expires: '' }}
        onFinish={async ({ name, role, expires }) => {
          setCreating(true);
          setCreated(null);
          // The end of the chosen day, in the browser's time zone.
          const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
          const outcome = await run(create(name, role, expiresAt), (answer) => `The key ${answer.apiKey.name} was created.`);
          setCreating(false);
          if (outcome.ok) {
            setCreated({ name: outcome.value.apiKey.name, secret: outcome.value.secret });
            form.resetFields();
          }
        }}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give the key a name.' }]}>
          <Input autoComplete="off" placeholder="Reporting script" />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select<Role> className="team-role-select" options={keyRoles.map((role) => ({ value: role, label: roleLabels[role] }))} />
        </Form.Item>
        <Form.Item name="expires" label="Expires (optional)">
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={creating}>
            Create key
          </Button>
        </Form.Item>
      </Form>
      <NoteAlert note={note} onClose={clear} />
      {created && (
        <div className="team-once">
          <CopyOnce label={`Secret of ${created.name} (shown this once: copy it now)`} value={created.secret} />
          <Typography.Paragraph type="secondary" className="team-hint">
            Send it with every request as the header <Typography.Text code>Authorization: Bearer {'<secret>'}</Typography.Text>, for instance:
          </Typography.Paragraph>
          <pre className="team-code">{`curl -H 'Authorization: Bearer ${created.secret}' -H 'Content-Type: application/json' \\\n  -d '{"query":"{ customers { id fname lname } }"}' ${origin}/graphql`}</pre>
          <Typography.Paragraph type="secondary" className="team-hint">
            Over the live socket, pass it as connectionParams.authorization.
          </Typography.Paragraph>
        </div>
      )}
      <Table<ApiKeyFieldsFragment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={keyColumns.wide ? { x: 860 } : undefined}
        dataSource={apiKeys}
        aria-label="API keys"
        locale={{ emptyText: 'No API keys yet.' }}
        columns={keyColumns.columns}
      />
    </Section>
  );
}

const auditPageSize = 50;

function AuditLogSection() {
  const { data, loading, error, fetchMore } = useQuery(AuditLogDocument, { variables: { first: auditPageSize }, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState(false);
  const page = data?.auditLog;
  type Entry = NonNullable<typeof page>['nodes'][number];
  const auditColumns = useStackedColumns<Entry>('Entry', [
    { key: 'at', title: 'When', width: 170, render: (_, entry) => when(entry.at) },
    { key: 'actor', title: 'Who', render: (_, entry) => entry.actor?.email ?? '—' },
    { key: 'address', title: 'Address', width: 130, render: (_, entry) => entry.address ?? '—' },
    { key: 'action', title: 'Action', width: 200, render: (_, entry) => <span className="team-action">{entry.action}</span> },
    { key: 'target', title: 'Target', render: (_, entry) => entry.target ?? '—' },
    { key: 'details', title: 'Details', render: (_, entry) => entry.details ?? '—' },
  ]);
  return (
    <Section title="Audit log" id="team-audit">
      {error && <Alert className="team-note" type="error" role="alert" title={error.message} />}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={auditColumns.wide ? { x: 980 } : undefined}
        tableLayout="fixed"
        className="team-audit"
        loading={loading && !data}
        dataSource={page?.nodes ?? []}
        aria-label="Audit log, newest first"
        locale={{ emptyText: 'Nothing recorded yet.' }}
        columns={auditColumns.columns}
      />
      {page?.pageInfo.hasNextPage && (
        <Button
          className="team-more"
          loading={more}
          onClick={async () => {
            setMore(true);
            try {
              await fetchMore({
                variables: { first: auditPageSize, after: page.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  auditLog: { ...fetchMoreResult.auditLog, nodes: [...previous.auditLog.nodes, ...fetchMoreResult.auditLog.nodes] },
                }),
              });
            } finally {
              setMore(false);
            }
          }}
        >
          Load more
        </Button>
      )}
    </Section>
  );
}

export function TeamPage() {
  const { data, loading, error } = useQuery(TeamDocument, { fetchPolicy: 'cache-and-network' });
  // The shell's outlet context carries the signed-in person: their own row offers no role change or deactivation.
  const { user } = useOutletContext<{ user: { uid: string } }>();
  return (
    <div className="team-page">
      <Card
        className="page-card"
        variant="borderless"
        title={
          <Typography.Title level={1} className="page-title">
            Team
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary" className="team-lead">
          Who may see and change your customers: members and their roles, invitations, how people may sign up, API keys, webhooks, and a record of what was done.
        </Typography.Paragraph>
        {error && !data && <Alert type="error" role="alert" title={error.message} />}
        {loading && !data && <Typography.Paragraph>Loading the team…</Typography.Paragraph>}
      </Card>
      {data && (
        <>
          <SignUpPolicySection settings={data.teamSettings} />
          <SecondFactorSection required={data.teamSettings.requireSecondFactor} />
          <RetentionSection days={data.teamSettings.removedRetentionDays ?? null} />
          <MembersSection members={data.members} myUid={user.uid} />
          <InvitationsSection invitations={data.invitations} />
          <ApiKeysSection apiKeys={data.apiKeys} />
          <WebhooksSection />
        </>
      )}
      <AuditLogSection />
    </div>
  );
}
