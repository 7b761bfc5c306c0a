// API keys of the team's GraphQL clients: one created (its secret shown once, with how to send it), the others listed.
import { Button, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ApiKeyFieldsFragment, Role } from '../../gql/graphql.ts';
import { keyRoles, roleLabels } from './roles.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { ConfirmButton, CopyOnce, Section, useSectionNote, when } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useCreateApiKeyMutation, useRevokeApiKeyMutation } from './useTeamMutations.ts';

export function ApiKeysSection({ apiKeys }: { apiKeys: ApiKeyFieldsFragment[] }) {
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
    {
      key: 'expires',
      title: 'Expires',
      width: 170,
      render: (_, key) => (key.expiresAt ? when(key.expiresAt) : 'Never'),
    },
    {
      key: 'lastUsed',
      title: 'Last used',
      width: 170,
      render: (_, key) => (key.lastUsedAt ? when(key.lastUsedAt) : 'Never'),
    },
    {
      key: 'revoke',
      title: <span className="visually-hidden">Status</span>,
      width: 100,
      render: (_, key) =>
        key.revoked ? (
          <Tag>Revoked</Tag>
        ) : (
          <ConfirmButton
            danger
            label={`Revoke the key ${key.name}`}
            title={`Revoke ${key.name}?`}
            content="Clients using it stop at once."
            okText="Revoke"
            onConfirm={() => run(revoke(key.id), `The key ${key.name} was revoked.`)}
          >
            Revoke
          </ConfirmButton>
        ),
    },
  ]);
  const origin = window.location.origin;
  return (
    <Section title="API keys" id="team-keys">
      <Typography.Paragraph type="secondary" className="team-hint">
        Keys let GraphQL clients and scripts work without a person's password. A key reads (viewer) or reads and writes
        customers (member).
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
          const outcome = await run(
            create(name, role, expiresAt),
            (answer) => `The key ${answer.apiKey.name} was created.`,
          );
          setCreating(false);
          if (outcome.ok) {
            setCreated({ name: outcome.value.apiKey.name, secret: outcome.value.secret });
            form.resetFields();
          }
        }}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Give the key a name.' }]}
        >
          <Input autoComplete="off" placeholder="Reporting script" />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select<Role>
            className="team-role-select"
            options={keyRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
          />
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
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {created && (
        <div className="team-once">
          <CopyOnce label={`Secret of ${created.name} (shown this once: copy it now)`} value={created.secret} />
          <Typography.Paragraph type="secondary" className="team-hint">
            Send it with every request as the header{' '}
            <Typography.Text code>Authorization: Bearer {'<secret>'}</Typography.Text>, for instance:
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
