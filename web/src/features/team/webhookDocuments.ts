import { graphql } from '../../gql/index.ts';

export const WebhookFieldsFragment = graphql(`
  fragment WebhookFields on Webhook {
    id
    url
    events
    description
    enabled
    createdAt
    disabledReason
    lastDeliveryAt
    lastDeliveryOk
    consecutiveFailures
  }
`);

export const WebhooksDocument = graphql(`
  query Webhooks {
    webhooks {
      ...WebhookFields
    }
  }
`);

export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($webhookId: ID!, $first: Int) {
    webhookDeliveries(webhookId: $webhookId, first: $first) {
      nodes {
        id
        eventId
        type
        attempt
        status
        durationMs
        at
        ok
        pending
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
