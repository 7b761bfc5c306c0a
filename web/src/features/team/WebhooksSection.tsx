// Webhooks on the Team page: where other systems are told of changes, the secret they verify deliveries with (shown
// once), and each endpoint's delivery log with "Send again".
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { teamWords } from './teamWords.ts';
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

// Each message names the webhook by its address, its one value: {url}.
const words = defineMessages({
  deliveriesLabel: {
    defaultMessage: 'Deliveries to {url}',
    id: 'O+DqT2',
    description: "Team page: accessible name of a webhook's Deliveries button",
  },
  disableLabel: {
    defaultMessage: 'Disable {url}',
    id: 'Nr7Fb5',
    description: "Team page: accessible name of a webhook's Disable button",
  },
  enableLabel: {
    defaultMessage: 'Enable {url}',
    id: 'KXNThP',
    description: "Team page: accessible name of a webhook's Enable button",
  },
  disabled: {
    defaultMessage: '{url} is disabled: events wait for it.',
    id: 'jNBAlk',
    description: 'Team page: a webhook was disabled',
  },
  enabled: {
    defaultMessage: '{url} is enabled: what waited is on its way.',
    id: '/LWryJ',
    description: 'Team page: a webhook was enabled',
  },
  deleteLabel: {
    defaultMessage: 'Delete {url}',
    id: 'BR760l',
    description: "Team page: accessible name of a webhook's Delete button",
  },
  deleteTitle: {
    defaultMessage: 'Delete the webhook to {url}?',
    id: 'zQ6VXW',
    description: 'Team page: title of the dialog that deletes a webhook',
  },
  deleted: {
    defaultMessage: 'The webhook to {url} was deleted.',
    id: 'o3RbrC',
    description: 'Team page: a webhook was deleted',
  },
  secretLabel: {
    defaultMessage: 'Signing secret of {url} (shown this once: copy it now)',
    id: 'oU9qBl',
    description: "Team page: label of a new webhook's signing secret",
  },
});
const buttons = defineMessages({
  disable: { defaultMessage: 'Disable', id: 'u/Q1uG', description: 'Team page: stops sending to a webhook' },
  enable: { defaultMessage: 'Enable', id: '+93oXO', description: 'Team page: sends to a webhook again' },
  delete: { defaultMessage: 'Delete', id: 'd86Tix', description: 'Team page: deletes a webhook (button and dialog)' },
});

export function WebhooksSection() {
  const intl = useIntl();
  const about = (message: MessageDescriptor, url: string) => intl.formatMessage(message, { url });
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
  const columns = useStackedColumns<WebhookFieldsFragment>(
    intl.formatMessage({
      defaultMessage: 'Webhook',
      id: 'CIxNRC',
      description: "Team page on a phone: the webhooks table's one column",
    }),
    [
      {
        key: 'url',
        title: intl.formatMessage({
          defaultMessage: 'URL',
          id: 'dxzn6x',
          description: "Team page: a webhook's address (field and column)",
        }),
        render: (_, webhook) => (
          <div className="team-webhook-url">
            <span>{webhook.url}</span>
            {webhook.description && <Typography.Text type="secondary">{webhook.description}</Typography.Text>}
          </div>
        ),
      },
      {
        key: 'events',
        title: intl.formatMessage({
          defaultMessage: 'Events',
          id: 'yxhZAE',
          description: 'Team page: the events a webhook hears (field and column)',
        }),
        render: (_, webhook) =>
          webhook.events.length === webhookEventTypes.length
            ? intl.formatMessage({
                defaultMessage: 'All events',
                id: 'yELZX6',
                description: 'Team page: a webhook hears every event',
              })
            : webhook.events.join(', '),
      },
      {
        key: 'status',
        title: intl.formatMessage(teamWords.status),
        width: 200,
        render: (_, webhook) => <WebhookStatus webhook={webhook} />,
      },
      {
        key: 'actions',
        title: <span className="visually-hidden">{intl.formatMessage(teamWords.actions)}</span>,
        width: 280,
        render: (_, webhook) => (
          <Space wrap size="small">
            <Button
              size="small"
              aria-expanded={shown === webhook.id}
              aria-label={about(words.deliveriesLabel, webhook.url)}
              onClick={() => setShown(shown === webhook.id ? null : webhook.id)}
            >
              <FormattedMessage
                defaultMessage="Deliveries"
                id="RgmJmI"
                description="Team page: shows a webhook's delivery log"
              />
            </Button>
            <Button
              size="small"
              aria-label={about(webhook.enabled ? words.disableLabel : words.enableLabel, webhook.url)}
              onClick={() =>
                void run(
                  setEnabled(webhook.id, !webhook.enabled),
                  about(webhook.enabled ? words.disabled : words.enabled, webhook.url),
                )
              }
            >
              {intl.formatMessage(webhook.enabled ? buttons.disable : buttons.enable)}
            </Button>
            <ConfirmButton
              danger
              label={about(words.deleteLabel, webhook.url)}
              title={about(words.deleteTitle, webhook.url)}
              content={intl.formatMessage({
                defaultMessage: 'Nothing more is sent to it, and its delivery log is gone.',
                id: 'piZK4P',
                description: 'Team page: what deleting a webhook does (in its dialog)',
              })}
              okText={intl.formatMessage(buttons.delete)}
              onConfirm={() => run(remove(webhook.id), about(words.deleted, webhook.url))}
            >
              <FormattedMessage {...buttons.delete} />
            </ConfirmButton>
          </Space>
        ),
      },
    ],
  );
  const webhooksWord = intl.formatMessage({
    defaultMessage: 'Webhooks',
    id: 'mJJztY',
    description: "Team page: the webhooks section's title and table",
  });
  return (
    <Section title={webhooksWord} id="team-webhooks">
      <Typography.Paragraph type="secondary" className="team-hint">
        <FormattedMessage
          defaultMessage="Tell other systems when customers change: each event is sent to the URL as signed JSON (Standard Webhooks), retried for three days until the receiver takes it."
          id="3RTw3F"
          description="Team page: what webhooks do"
        />
      </Typography.Paragraph>
      <AddWebhookForm run={run} onCreated={setCreated} />
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {error && <Alert className="team-note" type="error" role="alert" title={error.message} />}
      {created && (
        <div className="team-once">
          <CopyOnce label={about(words.secretLabel, created.url)} value={created.secret} />
          <Typography.Paragraph type="secondary" className="team-hint">
            <FormattedMessage
              defaultMessage="The receiver checks each delivery's webhook-signature header with it, using any Standard Webhooks library."
              id="259NKy"
              description="Team page: what the signing secret is for"
            />
          </Typography.Paragraph>
        </div>
      )}
      <Table<WebhookFieldsFragment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={columns.wide ? { x: 860 } : undefined}
        dataSource={webhooks}
        aria-label={webhooksWord}
        locale={{
          emptyText: intl.formatMessage({
            defaultMessage: 'No webhooks yet.',
            id: 'jaLIXz',
            description: 'Team page: the team has no webhooks',
          }),
        }}
        columns={columns.columns}
      />
      {open && <DeliveryLog webhook={open} />}
    </Section>
  );
}
