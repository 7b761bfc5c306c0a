// Webhooks on the Team page: where other systems are told of changes, the secret they verify deliveries with (shown
// once), and each endpoint's delivery log with "Send again".
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { webhookEventTypes } from '../../../../server/domain/webhooks/webhookEvents.ts';
import type { WebhookFieldsFragment } from '../../gql/graphql.ts';
import { useStackedColumns } from './stackedColumns.tsx';
import { ConfirmButton, CopyOnce, Section, useSectionNote } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { WebhooksDocument } from './webhookDocuments.ts';
import { AddWebhookForm, type CreatedWebhook } from './AddWebhookForm.tsx';
import { DeliveryLog } from './WebhookDeliveryLog.tsx';
import { WebhookStatus } from './WebhookStatus.tsx';
import { useDeleteWebhookMutation, useSetWebhookEnabledMutation } from './useWebhookMutations.ts';

/** How often the list refetches, so a receiver that starts failing shows without a reload */
const listPollMs = 15_000;

export function WebhooksSection() {
  const { data, error } = useQuery(WebhooksDocument, {
    fetchPolicy: useEarlyFetchPolicy(WebhooksDocument, undefined, 'cache-and-network'),
    pollInterval: listPollMs,
  });
  const setEnabled = useSetWebhookEnabledMutation();
  const remove = useDeleteWebhookMutation();
  const { note, clear, run } = useSectionNote();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [shown, setShown] = useState<string | null>(null);
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
      render: (_, webhook) =>
        webhook.events.length === webhookEventTypes.length ? 'All events' : webhook.events.join(', '),
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
      <AddWebhookForm run={run} onCreated={setCreated} />
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
