import type { Viewer } from '../../domain/team/teamAccess.ts';
import { UnauthenticatedError } from '../../domain/errors.ts';
import { isPendingDelivery } from '../../domain/webhooks/webhook.ts';
import type { Resolvers } from '../generated/resolvers.ts';

/** Webhook fields are reached only past the guard, which has checked the role; this says so to the types. */
function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

const iso = (at: number) => new Date(at).toISOString();

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: (_, __, { services }) => services.webhooks.list(),
    webhookDeliveries: async (_, { webhookId, first, after }, { services }) => {
      const page = await services.webhooks.deliveries(webhookId, first, after);
      return { nodes: page.nodes, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
    },
  },
  Mutation: {
    createWebhook: (_, { url, events, description }, { services, viewer, requester }) =>
      services.webhooks.create(viewerOf(viewer), requester, url, events, description),
    updateWebhook: (_, { id, ...patch }, { services, viewer, requester }) =>
      services.webhooks.update(viewerOf(viewer), requester, id, patch),
    deleteWebhook: (_, { id }, { services, viewer, requester }) =>
      services.webhooks.remove(viewerOf(viewer), requester, id),
    redeliverWebhook: (_, { deliveryId }, { services }) => services.webhooks.redeliver(deliveryId),
  },
  Webhook: {
    createdAt: (webhook) => iso(webhook.createdAt),
    lastDeliveryAt: ({ lastDelivery }) => lastDelivery && iso(lastDelivery.at),
    lastDeliveryOk: ({ lastDelivery }) => (lastDelivery && !isPendingDelivery(lastDelivery) ? lastDelivery.ok : null),
  },
  WebhookDelivery: {
    at: (delivery) => iso(delivery.at),
    pending: (delivery) => isPendingDelivery(delivery),
  },
};
