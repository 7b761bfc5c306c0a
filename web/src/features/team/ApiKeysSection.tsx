// API keys of the team's GraphQL clients: one created (its secret shown once, with how to send it), the others listed.
import { Button, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { ApiKeyFieldsFragment, Role } from '../../gql/graphql.ts';
import { keyRoles, roleLabels } from './roles.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { ConfirmButton, CopyOnce, Section, useSectionNote } from './teamParts.tsx';
import { useWhen } from '../../shared/i18n/formats.ts';
import { teamWords } from './teamWords.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useCreateApiKeyMutation, useRevokeApiKeyMutation } from './useTeamMutations.ts';

/** Code, the same in every language. */
const bearerHeader = 'Authorization: Bearer <secret>';
const curlExample = (secret: string, origin: string) =>
  `curl -H 'Authorization: Bearer ${secret}' -H 'Content-Type: application/json' \\\n  -d '{"query":"{ customers { id fname lname } }"}' ${origin}/graphql`;

const revokeLabel = defineMessage<{ name: string }>({
  defaultMessage: 'Revoke the key {name}',
  id: '8XrOS9',
  description: "Team page: accessible name of an API key's Revoke button",
});
const revokeTitle = defineMessage<{ name: string }>({
  defaultMessage: 'Revoke {name}?',
  id: '52yB+e',
  description: 'Team page: title of the dialog that revokes an API key',
});
const revoked = defineMessage<{ name: string }>({
  defaultMessage: 'The key {name} was revoked.',
  id: 'iqZS0w',
  description: 'Team page: an API key was revoked',
});
const createdWords = defineMessage<{ name: string }>({
  defaultMessage: 'The key {name} was created.',
  id: 'ug3KSc',
  description: 'Team page: an API key was created',
});
const secretLabel = defineMessage<{ name: string }>({
  defaultMessage: 'Secret of {name} (shown this once: copy it now)',
  id: 'ImCi5V',
  description: "Team page: label of a new API key's secret",
});

export function ApiKeysSection({ apiKeys }: { apiKeys: ApiKeyFieldsFragment[] }) {
  const intl = useIntl();
  const when = useWhen();
  const create = useCreateApiKeyMutation();
  const revoke = useRevokeApiKeyMutation();
  const { note, clear, run } = useSectionNote();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [form] = Form.useForm<{ name: string; role: Role; expires: string }>();
  const [creating, setCreating] = useState(false);
  const never = intl.formatMessage(teamWords.never);
  const keyColumns = useStackedColumns<ApiKeyFieldsFragment>(
    intl.formatMessage({
      defaultMessage: 'API key',
      id: 'WT/WGh',
      description: "Team page on a phone: the API keys table's one column",
    }),
    [
      { key: 'name', title: intl.formatMessage(teamWords.name), render: (_, key) => key.name },
      {
        key: 'role',
        title: intl.formatMessage(teamWords.role),
        width: 90,
        render: (_, key) => intl.formatMessage(roleLabels[key.role]),
      },
      {
        key: 'createdBy',
        title: intl.formatMessage({
          defaultMessage: 'Created by',
          id: 'r5xgli',
          description: 'Team page: who created an API key',
        }),
        render: (_, key) => key.createdBy?.email ?? '—',
      },
      {
        key: 'created',
        title: intl.formatMessage({
          defaultMessage: 'Created',
          id: '+yVEQR',
          description: 'Team page: when an API key was created',
        }),
        width: 170,
        render: (_, key) => when(key.createdAt),
      },
      {
        key: 'expires',
        title: intl.formatMessage(teamWords.expires),
        width: 170,
        render: (_, key) => (key.expiresAt ? when(key.expiresAt) : never),
      },
      {
        key: 'lastUsed',
        title: intl.formatMessage({
          defaultMessage: 'Last used',
          id: 'nODQGa',
          description: 'Team page: when an API key was last used',
        }),
        width: 170,
        render: (_, key) => (key.lastUsedAt ? when(key.lastUsedAt) : never),
      },
      {
        key: 'revoke',
        title: <span className="visually-hidden">{intl.formatMessage(teamWords.status)}</span>,
        width: 100,
        render: (_, key) =>
          key.revoked ? (
            <Tag>
              <FormattedMessage
                defaultMessage="Revoked"
                id="K7mLEF"
                description="Team page: tag on a revoked API key"
              />
            </Tag>
          ) : (
            <ConfirmButton
              danger
              label={intl.formatMessage(revokeLabel, { name: key.name })}
              title={intl.formatMessage(revokeTitle, { name: key.name })}
              content={intl.formatMessage({
                defaultMessage: 'Clients using it stop at once.',
                id: 'fkdO9M',
                description: 'Team page: what revoking an API key does (in its dialog)',
              })}
              okText={intl.formatMessage(teamWords.revoke)}
              onConfirm={() => run(revoke(key.id), intl.formatMessage(revoked, { name: key.name }))}
            >
              <FormattedMessage {...teamWords.revoke} />
            </ConfirmButton>
          ),
      },
    ],
  );
  const origin = window.location.origin;
  const apiKeysWord = intl.formatMessage({
    defaultMessage: 'API keys',
    id: 'oQP5QM',
    description: "Team page: the API keys section's title and table",
  });
  return (
    <Section title={apiKeysWord} id="team-keys">
      <Typography.Paragraph type="secondary" className="team-hint">
        <FormattedMessage
          defaultMessage="Keys let GraphQL clients and scripts work without a person's password. A key reads (viewer) or reads and writes customers (member)."
          id="f1rDR5"
          description="Team page: what API keys are for"
        />
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
          const outcome = await run(create(name, role, expiresAt), (answer) =>
            intl.formatMessage(createdWords, { name: answer.apiKey.name }),
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
          label={intl.formatMessage(teamWords.name)}
          rules={[
            {
              required: true,
              whitespace: true,
              message: intl.formatMessage({
                defaultMessage: 'Give the key a name.',
                id: 'GkS/nt',
                description: "Team page: an API key's name is empty",
              }),
            },
          ]}
        >
          <Input
            autoComplete="off"
            placeholder={intl.formatMessage({
              defaultMessage: 'Reporting script',
              id: '4yaJE6',
              description: "Team page: an example of an API key's name",
            })}
          />
        </Form.Item>
        <Form.Item name="role" label={intl.formatMessage(teamWords.role)}>
          <Select<Role>
            className="team-role-select"
            options={keyRoles.map((role) => ({ value: role, label: intl.formatMessage(roleLabels[role]) }))}
          />
        </Form.Item>
        <Form.Item
          name="expires"
          label={intl.formatMessage({
            defaultMessage: 'Expires (optional)',
            id: 'ubjwck',
            description: "Team page: label of a new API key's expiry day",
          })}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={creating}>
            <FormattedMessage defaultMessage="Create key" id="oWXaxB" description="Team page: creates an API key" />
          </Button>
        </Form.Item>
      </Form>
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {created && (
        <div className="team-once">
          <CopyOnce label={intl.formatMessage(secretLabel, { name: created.name })} value={created.secret} />
          <Typography.Paragraph type="secondary" className="team-hint">
            <FormattedMessage
              defaultMessage="Send it with every request as the header {header}, for instance:"
              id="7oob7M"
              description="Team page: how to send a new API key ({header} is the HTTP header, as code)"
              values={{ header: <Typography.Text code>{bearerHeader}</Typography.Text> }}
            />
          </Typography.Paragraph>
          <pre className="team-code">{curlExample(created.secret, origin)}</pre>
          <Typography.Paragraph type="secondary" className="team-hint">
            <FormattedMessage
              defaultMessage="Over the live socket, pass it as connectionParams.authorization."
              id="EJuZMg"
              description="Team page: how to send an API key over the live socket"
            />
          </Typography.Paragraph>
        </div>
      )}
      <Table<ApiKeyFieldsFragment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={keyColumns.wide ? { x: 860 } : undefined}
        dataSource={apiKeys}
        aria-label={apiKeysWord}
        locale={{
          emptyText: intl.formatMessage({
            defaultMessage: 'No API keys yet.',
            id: 'PnIiia',
            description: 'Team page: the team has no API keys',
          }),
        }}
        columns={keyColumns.columns}
      />
    </Section>
  );
}
