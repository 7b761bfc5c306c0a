// The top bar's notifications: the viewer's own (unread first), each new one as it comes, and marking them read.
import { graphql } from '../../gql/index.ts';

/** How many the bell's panel holds: unread come first, so the envelope's mentions among them are the unread ones. */
export const notificationsShown = 30;

export const NotificationsDocument = graphql(`
  query TopBarNotifications($first: Int) {
    notifications(first: $first) {
      unread
      nodes {
        id
        kind
        at
        read
        customer {
          id
          fname
          lname
        }
        by {
          uid
          email
        }
      }
    }
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
    }
  }
`);

export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);
