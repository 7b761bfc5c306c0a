import type { Notification } from '../../domain/notifications/notification.ts';
import { UnauthenticatedError } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/team/teamAccess.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { watcherIterator } from '../watcherIterator.ts';

/** Past the guard every viewer is signed in; this says so to the types. */
function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_, { first, after }, { services, viewer }) => {
      const page = await services.notifications.page(viewerOf(viewer).uid, first ?? 20, after);
      return page;
    },
    search: (_, { text, first }, { services, viewer }) => services.search.search(text, first ?? 20, viewer),
  },
  Mutation: {
    markNotificationsRead: (_, { ids, all }, { services, viewer }) =>
      services.notifications.markRead(viewerOf(viewer).uid, { ids, all }),
  },
  NotificationPage: {
    pageInfo: (page) => ({ endCursor: page.endCursor, hasNextPage: page.hasNextPage }),
  },
  Notification: {
    at: (notification) => new Date(notification.at).toISOString(),
    customer: (notification, _, { services }) =>
      notification.customerId ? services.customers.get(notification.customerId) : null,
    activity: (notification, _, { services }) =>
      notification.activityId ? services.activities.get(notification.activityId) : null,
    by: async (notification, _, { services }) => {
      const by = notification.byUid ? await services.team.member(notification.byUid) : null;
      return (
        by && {
          ...by,
          joinedAt: new Date(by.joinedAt).toISOString(),
          lastActiveAt: by.lastActiveAt === null ? null : new Date(by.lastActiveAt).toISOString(),
        }
      );
    },
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_, __, { services, viewer }) => {
        const uid = viewerOf(viewer).uid;
        return watcherIterator<Notification>((watcher) => services.notifications.watch(uid, (n) => watcher.next(n)));
      },
      resolve: (notification: Notification) => notification,
    },
  },
};
