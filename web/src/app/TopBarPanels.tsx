// The top bar's two panels of sample content (alerts and messages): no product behaviour yet
// (docs/product.md#screens-and-routes), plain elements like the rest of the top bar.
import { BellOutlined, DollarOutlined, FileTextOutlined, MailOutlined, WarningOutlined } from '@ant-design/icons';
import { useEffect, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sampleAlerts, sampleMessages, type SampleAlert } from './sampleNotifications.ts';
import { usePopover } from '../shared/usePopover.ts';

const alertIcons: Record<SampleAlert['tone'], ReactNode> = {
  primary: <FileTextOutlined />,
  success: <DollarOutlined />,
  warning: <WarningOutlined />,
};

/**
 * A top-bar icon with a count that opens a panel of sample content (no product behaviour,
 * docs/product.md#screens-and-routes).
 */
function SamplePanel({
  label,
  title,
  footer,
  icon,
  count,
  children,
}: {
  label: string;
  title: string;
  footer: string;
  icon: ReactNode;
  count: number;
  children: ReactNode;
}) {
  const { open, trigger, popup, toggle } = usePopover<HTMLButtonElement, HTMLDivElement>();
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
          <span className="topbar-badge-count">{count}</span>
        </span>
      </button>
      {open && (
        <div ref={popup} id={id} className="topbar-popup topbar-panel" role="dialog" aria-label={title} tabIndex={-1}>
          <div className="topbar-panel-title">{title}</div>
          <ul className="topbar-panel-list">{children}</ul>
          <div className="topbar-panel-footer">{footer}</div>
        </div>
      )}
    </div>
  );
}

export function AlertsPanel() {
  const intl = useIntl();
  return (
    <SamplePanel
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
      footer={intl.formatMessage({
        defaultMessage: 'Show all alerts',
        id: 'SgC0Wk',
        description: 'Footer of the alerts panel',
      })}
      icon={<BellOutlined />}
      count={sampleAlerts.length}
    >
      {sampleAlerts.map((alert) => (
        <li key={alert.key} className="topbar-panel-item">
          <span className={`topbar-alert-icon tone-${alert.tone}`} aria-hidden="true">
            {alertIcons[alert.tone]}
          </span>
          <span>
            <span className="topbar-panel-meta">{alert.date}</span>
            <span className="topbar-panel-text">{alert.text}</span>
          </span>
        </li>
      ))}
    </SamplePanel>
  );
}

export function MessagesPanel() {
  const intl = useIntl();
  return (
    <SamplePanel
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
      footer={intl.formatMessage({
        defaultMessage: 'Read more messages',
        id: 'uOyKd8',
        description: 'Footer of the messages panel',
      })}
      icon={<MailOutlined />}
      count={sampleMessages.length}
    >
      {sampleMessages.map((message) => (
        <li key={message.key} className="topbar-panel-item">
          <span className="topbar-message-avatar">
            {message.initials}
            <span className={`topbar-presence${message.online ? ' topbar-presence-online' : ''}`} />
          </span>
          <span>
            <span className="topbar-panel-text topbar-message-text">{message.text}</span>
            <span className="topbar-panel-meta">
              <FormattedMessage
                defaultMessage="{from} · {ago}"
                id="dnZSrL"
                description="Under a message in the messages panel: who sent it and how long ago"
                values={{ from: message.from, ago: message.ago }}
              />
            </span>
          </span>
        </li>
      ))}
    </SamplePanel>
  );
}
