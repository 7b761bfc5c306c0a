import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { reportError } from '../../shared/reportError.ts';
import { useIdleAfterPaint } from '../../shared/useIdleAfterPaint.ts';
import {
  MarkNotificationsReadDocument,
  NotificationAddedDocument,
  NotificationsDocument,
  notificationsShown,
} from './notificationDocuments.ts';

/**
 * The viewer's notifications for the top bar, asked for once the screen has painted (the bar is in the first frame),
 * and again whenever one is added (the subscription, from any process) or marked read. Background: no loading overlay.
 */
export function useNotifications() {
  const idle = useIdleAfterPaint();
  const { data, refetch } = useQuery(NotificationsDocument, {
    variables: { first: notificationsShown },
    skip: !idle,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
    context: { background: true },
  });
  const refresh = useCallback(() => {
    refetch().catch((failure: unknown) => reportError('Refreshing the notifications failed', failure));
  }, [refetch]);
  useSubscription(NotificationAddedDocument, {
    skip: !idle,
    fetchPolicy: 'no-cache',
    context: { background: true },
    onData: refresh,
  });
  const [mark] = useMutation(MarkNotificationsReadDocument, { context: { background: true } });
  const markRead = useCallback(
    (which: { ids: string[] } | { all: true }) => {
      mark({ variables: which })
        .then(refresh)
        .catch((failure: unknown) => reportError('Marking notifications read failed', failure));
    },
    [mark, refresh],
  );
  const nodes = data?.notifications.nodes ?? null;
  return { nodes, unread: data?.notifications.unread ?? 0, markRead };
}

export type TopBarNotification = NonNullable<ReturnType<typeof useNotifications>['nodes']>[number];
