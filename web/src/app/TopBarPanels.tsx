// The top bar's bell (alerts: every notification of the viewer's) and envelope (messages: mentions of them), each with
// its live unread count. The buttons come with the shell; the panels' lists are a chunk of their own, fetched when one
// first opens (features/notifications/NotificationList.tsx).
import { BellOutlined, MailOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNotifications } from '../features/notifications/useNotifications.ts';
import { usePopover } from '../shared/usePopover.ts';

const NotificationList = lazy(() =>
  import('../features/notifications/NotificationList.tsx').then((module) => ({ default: module.NotificationList })),
);

type Notifications = ReturnType<typeof useNotifications>;

function Panel({
  label,
  title,
  icon,
  count,
  children,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  count: number;
  children: (close: () => void) => ReactNode;
}) {
  const { open, trigger, popup, toggle, close } = usePopover<HTMLButtonElement, HTMLDivElement>();
  const id = useId();
  const intl = useIntl();
  // The panel takes focus as it opens, so a screen reader reads it; Escape or a click outside closes it.
  useEffect(() => {
    if (open) popup.current?.focus();
  }, [open, popup]);
  return (
    <div className="topbar-anchor">
      <button
        ref={trigger}
        type="button"
        className="topbar-icon"
        aria-label={intl.formatMessage(
          {
            defaultMessage: '{label}, {count, plural, one {# new} other {# new}}',
            id: 'Hncd2j',
            description: "A top-bar icon's accessible name: its panel and how many new items",
          },
          { label, count },
        )}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
      >
        <span className="topbar-badge">
          <span aria-hidden="true">{icon}</span>
          {count > 0 && (
            <span className="topbar-badge-count" aria-hidden="true">
              {count > 99
                ? intl.formatMessage(
                    {
                      defaultMessage: '{max}+',
                      id: 'aj/t8p',
                      description: "A top-bar icon's count past its most: more than 99",
                    },
                    { max: 99 },
                  )
                : count}
            </span>
          )}
        </span>
      </button>
      {open && (
        <div ref={popup} id={id} className="topbar-popup topbar-panel" role="dialog" aria-label={title} tabIndex={-1}>
          <div className="topbar-panel-title">{title}</div>
          <Suspense fallback={<div className="topbar-panel-loading" aria-busy="true" />}>
            {children(() => close(true))}
          </Suspense>
        </div>
      )}
    </div>
  );
}

function AlertsPanel({ notifications }: { notifications: Notifications }) {
  const intl = useIntl();
  return (
    <Panel
      label={intl.formatMessage({
        defaultMessage: 'Alerts',
        id: 'saaQSm',
        description: 'Top-bar bell icon that opens the alerts',
      })}
      title={intl.formatMessage({
        defaultMessage: 'Alerts Center',
        id: 'JGN9JZ',
        description: 'Title of the alerts panel',
      })}
      icon={<BellOutlined />}
      count={notifications.unread}
    >
      {(close) => (
        <NotificationList
          nodes={notifications.nodes}
          unread={notifications.unread}
          markRead={notifications.markRead}
          onOpened={close}
          mentionsOnly={false}
        />
      )}
    </Panel>
  );
}

function MessagesPanel({ notifications }: { notifications: Notifications }) {
  const intl = useIntl();
  // Unread come first in the page the bar holds, so its unread mentions are all of them (up to the page's size).
  const mentions = notifications.nodes?.filter(({ kind }) => kind === 'MENTIONED') ?? null;
  const unread = mentions?.filter(({ read }) => !read).length ?? 0;
  return (
    <Panel
      label={intl.formatMessage({
        defaultMessage: 'Messages',
        id: 'VgmvrA',
        description: 'Top-bar envelope icon that opens the messages',
      })}
      title={intl.formatMessage({
        defaultMessage: 'Message Center',
        id: 'uGFXXo',
        description: 'Title of the messages panel',
      })}
      icon={<MailOutlined />}
      count={unread}
    >
      {(close) => (
        <NotificationList
          nodes={mentions}
          unread={unread}
          markRead={notifications.markRead}
          onOpened={close}
          mentionsOnly
        />
      )}
    </Panel>
  );
}

/** The bell and the envelope, over one list of the viewer's notifications. */
export function NotificationPanels() {
  const notifications = useNotifications();
  return (
    <>
      <AlertsPanel notifications={notifications} />
      <MessagesPanel notifications={notifications} />
    </>
  );
}
