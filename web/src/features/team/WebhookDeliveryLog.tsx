// One webhook's delivery log on the Team page: each attempt, its answer and how long it took, with "Send again".
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Space, Table, Typography } from 'antd';
import type { WebhookFieldsFragment } from '../../gql/graphql.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useStackedColumns } from './stackedColumns.tsx';
import { useSectionNote, when } from './teamParts.tsx';
import { useRedeliverWebhookMutation } from './useWebhookMutations.ts';
import { WebhookDeliveriesDocument } from './webhookDocuments.ts';

/** How often an open delivery log fetches new attempts */
const logPollMs = 3_000;

export function DeliveryLog({ webhook }: { webhook: WebhookFieldsFragment }) {
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
