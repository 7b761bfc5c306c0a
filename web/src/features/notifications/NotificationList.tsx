// The list inside the bell's and the envelope's panels: each notification says who did what, opens what it concerns
// (its customer, or the tasks) and is marked read as it is opened; "Mark all read" marks the panel's unread.
import { CheckSquareOutlined, MessageOutlined, UserAddOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/routes.ts';
import { useWhen } from '../../shared/i18n/formats.ts';
import type { TopBarNotification } from './useNotifications.ts';
import './notifications.css';

const icons: Record<TopBarNotification['kind'], ReactNode> = {
  TASK_DUE: <ClockCircleOutlined />,
  TASK_ASSIGNED: <CheckSquareOutlined />,
  CUSTOMER_ASSIGNED: <UserAddOutlined />,
  MENTIONED: <MessageOutlined />,
};

/** Where a notification leads: the tasks for a task's, else its customer's page; null when it names neither. */
function target({ kind, customer }: TopBarNotification): string | null {
  if (kind === 'TASK_DUE' || kind === 'TASK_ASSIGNED') return paths.tasks;
  return customer ? paths.customerDetails(customer.id) : null;
}

function What({ notification }: { notification: TopBarNotification }) {
  const intl = useIntl();
  const by = (
    <bdi>
      {notification.by?.email ??
        intl.formatMessage({
          defaultMessage: 'Someone',
          id: 'bpx3wu',
          description: 'Notifications: who did it, when the member is no longer known',
        })}
    </bdi>
  );
  switch (notification.kind) {
    case 'TASK_DUE':
      return (
        <FormattedMessage
          defaultMessage="A task of yours is due"
          id="/XiO3e"
          description="Notifications: one of the viewer's tasks reached its due time"
        />
      );
    case 'TASK_ASSIGNED':
      return (
        <FormattedMessage
          defaultMessage="{by} gave you a task"
          id="OXf2rO"
          description="Notifications: someone gave the viewer a task; by is their email"
          values={{ by }}
        />
      );
    case 'CUSTOMER_ASSIGNED':
      return (
        <FormattedMessage
          defaultMessage="{by} made you a customer's owner"
          id="JeVbLT"
          description="Notifications: someone made the viewer the owner of a customer; by is their email"
          values={{ by }}
        />
      );
    default:
      return (
        <FormattedMessage
          defaultMessage="{by} mentioned you"
          id="grBto8"
          description="Notifications: someone mentioned the viewer in a note or activity; by is their email"
          values={{ by }}
        />
      );
  }
}

export function NotificationList({
  nodes,
  unread,
  markRead,
  onOpened,
  mentionsOnly,
}: {
  nodes: readonly TopBarNotification[] | null;
  unread: number;
  markRead: (which: { ids: string[] } | { all: true }) => void;
  onOpened: () => void;
  mentionsOnly: boolean;
}) {
  const navigate = useNavigate();
  const when = useWhen();
  if (!nodes) return <div className="topbar-panel-loading" aria-busy="true" />;
  const open = (notification: TopBarNotification) => {
    if (!notification.read) markRead({ ids: [notification.id] });
    const to = target(notification);
    onOpened();
    if (to) void navigate(to);
  };
  const markAll = () =>
    markRead(mentionsOnly ? { ids: nodes.filter(({ read }) => !read).map(({ id }) => id) } : { all: true });
  return (
    <>
      {nodes.length === 0 ? (
        <p className="notification-empty">
          {mentionsOnly ? (
            <FormattedMessage
              defaultMessage="No one has mentioned you yet."
              id="4Qnb8J"
              description="Messages panel: the viewer has no mentions"
            />
          ) : (
            <FormattedMessage
              defaultMessage="You're all caught up: nothing new."
              id="x7AKwQ"
              description="Alerts panel: the viewer has no notifications"
            />
          )}
        </p>
      ) : (
        <ul className="topbar-panel-list notification-list">
          {nodes.map((notification) => (
            <li key={notification.id} className="topbar-panel-item notification-item">
              <button
                type="button"
                className={`notification-open${notification.read ? '' : ' notification-unread'}`}
                onClick={() => open(notification)}
              >
                <span className="topbar-alert-icon notification-icon" aria-hidden="true">
                  {icons[notification.kind]}
                </span>
                <span className="notification-body">
                  <span className="topbar-panel-text">
                    <What notification={notification} />
                    {!notification.read && (
                      <span className="notification-new">
                        <span className="visually-hidden">
                          <FormattedMessage
                            defaultMessage="(unread)"
                            id="IEWNGv"
                            description="Notifications: after an unread notification's words, for screen readers and as a dot"
                          />
                        </span>
                      </span>
                    )}
                  </span>
                  <span className="topbar-panel-meta">
                    {notification.customer ? (
                      <FormattedMessage
                        defaultMessage="{customer} · {when}"
                        id="DTZsTq"
                        description="Notifications: under one, the customer it concerns and when it came"
                        values={{
                          customer: <bdi>{[notification.customer.fname, notification.customer.lname].join(' ')}</bdi>,
                          when: when(notification.at),
                        }}
                      />
                    ) : (
                      when(notification.at)
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="topbar-panel-footer">
        <button type="button" className="notification-mark-all" disabled={unread === 0} onClick={markAll}>
          <FormattedMessage
            defaultMessage="Mark all read"
            id="j5+5Jw"
            description="Alerts and messages panels: marks every unread notification of the panel read"
          />
        </button>
      </div>
    </>
  );
}
