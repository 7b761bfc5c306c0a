// Webhooks on the Team page: where other systems are told of changes, the secret they verify deliveries with (shown
// once), and each endpoint's delivery log with "Send again".
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { WebhookFieldsFragment } from '../../gql/graphql.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { ConfirmButton, CopyOnce, Section, useSectionNote, when } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { WebhookDeliveriesDocument, WebhooksDocument } from './webhookDocuments.ts';
import { WebhookStatus } from './WebhookStatus.tsx';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useRedeliverWebhookMutation,
  useSetWebhookEnabledMutation,
} from './useWebhookMutations.ts';

const eventTypes = [
  'customer.created',
  'customer.updated',
  'customer.removed',
  'customer.restored',
  'customer.merged',
  'customer.erased',
  'import.completed',
  'import.undone',
];
/** How often an open delivery log fetches new attempts */
const logPollMs = 3_000;
/** How often the list refetches, so a receiver that starts failing shows without a reload */
const listPollMs = 15_000;

function DeliveryLog({ webhook }: { webhook: WebhookFieldsFragment }) {
  const { data, loading, error } = useQuery(WebhookDeliveriesDocument, {
    variables: { webhookId: webhook.id, first: 50 },
    pollInterval: logPollMs,
    fetchPolicy: 'cache-and-network',
  });
  const redeliver = useRedeliverWebhookMutation();
  const { note, clear, run } = useSectionNote();
  type Delivery = NonNullable<typeof data>['webhookDeliveries']['nodes'][number];
  const columns = useStackedColumns<Delivery>('Delivery', [
    { key: 'at', title: 'When', width: 170, render: (_, delivery) => when(delivery.at) },
    { key: 'type', title: 'Event', render: (_, delivery) => <span className="team-action">{delivery.type}</span> },
    { key: 'attempt', title: 'Attempt', width: 80, render: (_, delivery) => delivery.attempt },
    {
      key: 'status',
      title: 'Status',
      width: 190,
      render: (_, delivery) => (
        <Space size="small">
          {delivery.pending ? (
            <Badge status="processing" text="Sending" />
          ) : delivery.ok ? (
            <Badge status="success" text="Delivered" />
          ) : (
            <Badge status="error" text="Failed" />
          )}
          {!delivery.pending && <span>{delivery.status === null ? 'No answer' : `HTTP ${delivery.status}`}</span>}
        </Space>
      ),
    },
    {
      key: 'duration',
      title: 'Took',
      width: 80,
      render: (_, delivery) => (delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`),
    },
    {
      key: 'again',
      title: <span className="visually-hidden">Actions</span>,
      width: 120,
      render: (_, delivery) => (
        <Button
          size="small"
          aria-label={`Send again: ${delivery.type} of ${when(delivery.at)}`}
          onClick={() =>
            void run(
              redeliver(delivery.id),
              'Sending again: the attempt shows in this log as soon as the receiver answers.',
            )
          }
        >
          Send again
        </Button>
      ),
    },
  ]);
  return (
    <div className="team-webhook-log">
      <Typography.Title level={3} className="team-subtitle">
        Deliveries to {webhook.url}
      </Typography.Title>
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {error && <Alert className="team-note" type="error" role="alert" title={error.message} />}
      <Table<Delivery>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={columns.wide ? { x: 800 } : undefined}
        loading={loading && !data}
        dataSource={data?.webhookDeliveries.nodes ?? []}
        aria-label={`Deliveries to ${webhook.url}, newest first`}
        locale={{ emptyText: 'Nothing sent yet: deliveries appear here as customers change.' }}
        columns={columns.columns}
      />
      <Typography.Paragraph type="secondary" className="team-hint">
        Deliveries are kept for 30 days.
      </Typography.Paragraph>
    </div>
  );
}

export function WebhooksSection() {
  const { data, error } = useQuery(WebhooksDocument, {
    fetchPolicy: useEarlyFetchPolicy(WebhooksDocument, undefined, 'cache-and-network'),
    pollInterval: listPollMs,
  });
  const create = useCreateWebhookMutation();
  const setEnabled = useSetWebhookEnabledMutation();
  const remove = useDeleteWebhookMutation();
  const { note, clear, run } = useSectionNote();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm<{ url: string; events: string[]; description: string }>();
  const [creating, setCreating] = useState(false);
  const webhooks = data?.webhooks ?? [];
  const open = webhooks.find((webhook) => webhook.id === shown) ?? null;
  const columns = useStackedColumns<WebhookFieldsFragment>('Webhook', [
    {
      key: 'url',
      title: 'URL',
      render: (_, webhook) => (
        <div className="team-webhook-url">
          <span>{webhook.url}</span>
          {webhook.description && <Typography.Text type="secondary">{webhook.description}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'events',
      title: 'Events',
      render: (_, webhook) => (webhook.events.length === eventTypes.length ? 'All events' : webhook.events.join(', ')),
    },
    {
      key: 'status',
      title: 'Status',
      width: 200,
      render: (_, webhook) => <WebhookStatus webhook={webhook} />,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Actions</span>,
      width: 280,
      render: (_, webhook) => (
        <Space wrap size="small">
          <Button
            size="small"
            aria-expanded={shown === webhook.id}
            aria-label={`Deliveries to ${webhook.url}`}
            onClick={() => setShown(shown === webhook.id ? null : webhook.id)}
          >
            Deliveries
          </Button>
          <Button
            size="small"
            aria-label={`${webhook.enabled ? 'Disable' : 'Enable'} ${webhook.url}`}
            onClick={() =>
              void run(
                setEnabled(webhook.id, !webhook.enabled),
                webhook.enabled
                  ? `${webhook.url} is disabled: events wait for it.`
                  : `${webhook.url} is enabled: what waited is on its way.`,
              )
            }
          >
            {webhook.enabled ? 'Disable' : 'Enable'}
          </Button>
          <ConfirmButton
            danger
            label={`Delete ${webhook.url}`}
            title={`Delete the webhook to ${webhook.url}?`}
            content="Nothing more is sent to it, and its delivery log is gone."
            okText="Delete"
            onConfirm={() => run(remove(webhook.id), `The webhook to ${webhook.url} was deleted.`)}
          >
            Delete
          </ConfirmButton>
        </Space>
      ),
    },
  ]);
  return (
    <Section title="Webhooks" id="team-webhooks">
      <Typography.Paragraph type="secondary" className="team-hint">
        Tell other systems when customers change: each event is sent to the URL as signed JSON (Standard Webhooks),
        retried for three days until the receiver takes it.
      </Typography.Paragraph>
      <Form
        form={form}
        name="webhook"
        layout="vertical"
        className="team-webhook-form"
        initialValues={{ url: '', events: eventTypes, description: '' }}
        onFinish={async ({ url, events, description }) => {
          setCreating(true);
          setCreated(null);
          const outcome = await run(
            create(url.trim(), events, description.trim() || null),
            (answer) => `The webhook to ${answer.webhook.url} was added.`,
          );
          setCreating(false);
          if (outcome.ok) {
            setCreated({ url: outcome.value.webhook.url, secret: outcome.value.secret });
            form.resetFields();
          }
        }}
      >
        <Form.Item
          name="url"
          label="URL"
          rules={[{ required: true, whitespace: true, message: 'Enter the URL that receives the events.' }]}
        >
          <Input type="url" autoComplete="off" placeholder="https://example.com/webhooks/crm" />
        </Form.Item>
        <Form.Item
          name="events"
          label="Events"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event.' }]}
        >
          <Select mode="multiple" options={eventTypes.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        <Form.Item name="description" label="Description (optional)">
          <Input autoComplete="off" placeholder="Mailing list sync" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={creating}>
            Add webhook
          </Button>
        </Form.Item>
      </Form>
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {error && <Alert className="team-note" type="error" role="alert" title={error.message} />}
      {created && (
        <div className="team-once">
          <CopyOnce label={`Signing secret of ${created.url} (shown this once: copy it now)`} value={created.secret} />
          <Typography.Paragraph type="secondary" className="team-hint">
            The receiver checks each delivery's webhook-signature header with it, using any Standard Webhooks library.
          </Typography.Paragraph>
        </div>
      )}
      <Table<WebhookFieldsFragment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={columns.wide ? { x: 860 } : undefined}
        dataSource={webhooks}
        aria-label="Webhooks"
        locale={{ emptyText: 'No webhooks yet.' }}
        columns={columns.columns}
      />
      {open && <DeliveryLog webhook={open} />}
    </Section>
  );
}
