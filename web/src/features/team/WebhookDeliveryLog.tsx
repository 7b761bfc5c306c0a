// One webhook's delivery log on the Team page: each attempt, its answer and how long it took, with "Send again".
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Space, Table, Typography } from 'antd';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { WebhookFieldsFragment } from '../../gql/graphql.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useStackedColumns } from './stackedColumns.tsx';
import { useSectionNote } from './teamParts.tsx';
import { useWhen } from '../../shared/i18n/formats.ts';
import { teamWords } from './teamWords.ts';
import { useRedeliverWebhookMutation } from './useWebhookMutations.ts';
import { WebhookDeliveriesDocument } from './webhookDocuments.ts';

/** How often an open delivery log fetches new attempts */
const logPollMs = 3_000;

const sendAgainLabel = defineMessage<{ type: string; at: string }>({
  defaultMessage: 'Send again: {type} of {at}',
  id: 'AWJ0Fd',
  description: "Team page: accessible name of a delivery's Send again button (its event type and when it was sent)",
});
const httpStatus = defineMessage<{ status: string }>({
  defaultMessage: 'HTTP {status}',
  id: '7pJmWO',
  description: "Team page: the receiver's HTTP status code",
});
const took = defineMessage<{ ms: string }>({
  defaultMessage: '{ms} ms',
  id: '9CEVOK',
  description: 'Team page: how long a delivery took, in milliseconds',
});
const deliveriesTo = defineMessage<{ url: string }>({
  defaultMessage: 'Deliveries to {url}',
  id: 'J9+YFu',
  description: "Team page: the title of a webhook's delivery log",
});
const deliveriesTable = defineMessage<{ url: string }>({
  defaultMessage: 'Deliveries to {url}, newest first',
  id: 'mG5Sw1',
  description: "Team page: accessible name of a webhook's delivery log table",
});

export function DeliveryLog({ webhook }: { webhook: WebhookFieldsFragment }) {
  const { data, loading, error } = useQuery(WebhookDeliveriesDocument, {
    variables: { webhookId: webhook.id, first: 50 },
    pollInterval: logPollMs,
    fetchPolicy: 'cache-and-network',
  });
  const intl = useIntl();
  const when = useWhen();
  const redeliver = useRedeliverWebhookMutation();
  const { note, clear, run } = useSectionNote();
  type Delivery = NonNullable<typeof data>['webhookDeliveries']['nodes'][number];
  const columns = useStackedColumns<Delivery>(
    intl.formatMessage({
      defaultMessage: 'Delivery',
      id: 'XxD23t',
      description: "Team page on a phone: the delivery log's one column",
    }),
    [
      { key: 'at', title: intl.formatMessage(teamWords.when), width: 170, render: (_, delivery) => when(delivery.at) },
      {
        key: 'type',
        title: intl.formatMessage({
          defaultMessage: 'Event',
          id: 'YtUECq',
          description: "Team page: a delivery's event type",
        }),
        render: (_, delivery) => <span className="team-action">{delivery.type}</span>,
      },
      {
        key: 'attempt',
        title: intl.formatMessage({
          defaultMessage: 'Attempt',
          id: 'azV+qH',
          description: "Team page: a delivery's attempt number",
        }),
        width: 80,
        render: (_, delivery) => delivery.attempt,
      },
      {
        key: 'status',
        title: intl.formatMessage(teamWords.status),
        width: 190,
        render: (_, delivery) => (
          <Space size="small">
            {delivery.pending ? (
              <Badge
                status="processing"
                text={intl.formatMessage({
                  defaultMessage: 'Sending',
                  id: 'Iorszc',
                  description: "Team page: a delivery's status",
                })}
              />
            ) : delivery.ok ? (
              <Badge
                status="success"
                text={intl.formatMessage({
                  defaultMessage: 'Delivered',
                  id: '2Bt+tK',
                  description: "Team page: a delivery's status",
                })}
              />
            ) : (
              <Badge
                status="error"
                text={intl.formatMessage({
                  defaultMessage: 'Failed',
                  id: '0gaJUX',
                  description: "Team page: a delivery's status",
                })}
              />
            )}
            {!delivery.pending && (
              <span>
                {delivery.status === null
                  ? intl.formatMessage({
                      defaultMessage: 'No answer',
                      id: 'GZHu8q',
                      description: 'Team page: the receiver did not answer',
                    })
                  : intl.formatMessage(httpStatus, { status: String(delivery.status) })}
              </span>
            )}
          </Space>
        ),
      },
      {
        key: 'duration',
        title: intl.formatMessage({
          defaultMessage: 'Took',
          id: 'whVdyk',
          description: 'Team page: how long a delivery took',
        }),
        width: 80,
        render: (_, delivery) =>
          delivery.durationMs === null ? '—' : intl.formatMessage(took, { ms: String(delivery.durationMs) }),
      },
      {
        key: 'again',
        title: <span className="visually-hidden">{intl.formatMessage(teamWords.actions)}</span>,
        width: 120,
        render: (_, delivery) => (
          <Button
            size="small"
            aria-label={intl.formatMessage(sendAgainLabel, { type: delivery.type, at: when(delivery.at) })}
            onClick={() =>
              void run(
                redeliver(delivery.id),
                intl.formatMessage({
                  defaultMessage: 'Sending again: the attempt shows in this log as soon as the receiver answers.',
                  id: 'mL25lo',
                  description: 'Team page: a delivery is being sent again',
                }),
              )
            }
          >
            <FormattedMessage defaultMessage="Send again" id="ji+hg0" description="Team page: sends a delivery again" />
          </Button>
        ),
      },
    ],
  );
  return (
    <div className="team-webhook-log">
      <Typography.Title level={3} className="team-subtitle">
        {intl.formatMessage(deliveriesTo, { url: webhook.url })}
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
        aria-label={intl.formatMessage(deliveriesTable, { url: webhook.url })}
        locale={{
          emptyText: intl.formatMessage({
            defaultMessage: 'Nothing sent yet: deliveries appear here as customers change.',
            id: '8z8B3i',
            description: "Team page: a webhook's delivery log is empty",
          }),
        }}
        columns={columns.columns}
      />
      <Typography.Paragraph type="secondary" className="team-hint">
        <FormattedMessage
          defaultMessage="Deliveries are kept for 30 days."
          id="4yAe3R"
          description="Team page: under a webhook's delivery log"
        />
      </Typography.Paragraph>
    </div>
  );
}
