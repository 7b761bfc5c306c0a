// The webhook section's mutations, as the Team page's others: each answers what happened, in the server's words.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { refusalShownInPlace } from '../../shared/refusals.ts';
import { AuditLogDocument } from './teamDocuments.ts';
import { attempt } from '../../shared/mutationOutcome.ts';
import { WebhookDeliveriesDocument, WebhooksDocument } from './webhookDocuments.ts';

const refetchQueries = [WebhooksDocument, AuditLogDocument];
const options = { refetchQueries, awaitRefetchQueries: true, context: refusalShownInPlace } as const;

const CreateWebhookDocument = graphql(`
  mutation CreateWebhook($url: String!, $events: [String!]!, $description: String) {
    createWebhook(url: $url, events: $events, description: $description) {
      webhook {
        ...WebhookFields
      }
      secret
    }
  }
`);

export function useCreateWebhookMutation() {
  const [mutate] = useMutation(CreateWebhookDocument, options);
  return useCallback(
    (url: string, events: string[], description: string | null) =>
      attempt(async () => (await mutate({ variables: { url, events, description } })).data!.createWebhook),
    [mutate],
  );
}

const UpdateWebhookDocument = graphql(`
  mutation UpdateWebhook($id: ID!, $enabled: Boolean) {
    updateWebhook(id: $id, enabled: $enabled) {
      ...WebhookFields
    }
  }
`);

export function useSetWebhookEnabledMutation() {
  const [mutate] = useMutation(UpdateWebhookDocument, options);
  return useCallback(
    (id: string, enabled: boolean) =>
      attempt(async () => (await mutate({ variables: { id, enabled } })).data!.updateWebhook),
    [mutate],
  );
}

const DeleteWebhookDocument = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

export function useDeleteWebhookMutation() {
  const [mutate] = useMutation(DeleteWebhookDocument, options);
  return useCallback((id: string) => attempt(() => mutate({ variables: { id } })), [mutate]);
}

const RedeliverWebhookDocument = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      pending
    }
  }
`);

export function useRedeliverWebhookMutation() {
  const [mutate] = useMutation(RedeliverWebhookDocument, {
    refetchQueries: [WebhookDeliveriesDocument],
    awaitRefetchQueries: true,
    context: refusalShownInPlace,
  });
  return useCallback(
    (deliveryId: string) => attempt(async () => (await mutate({ variables: { deliveryId } })).data!.redeliverWebhook),
    [mutate],
  );
}
