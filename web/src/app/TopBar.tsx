// The top bar of docs/product.md#screens-and-routes in plain elements
// (no antd: it renders with every dashboard screen, on phones too).
import {
  BellOutlined,
  DollarOutlined,
  FileTextOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  SearchOutlined,
  SettingOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { useColorScheme } from '../shared/ColorSchemeProvider.tsx';
import { sampleAlerts, sampleMessages, type SampleAlert } from './sampleNotifications.ts';
import { usePopover } from '../shared/usePopover.ts';
import { MenuButton } from '../shared/MenuButton.tsx';

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
        aria-label={`${label}, ${count} new`}
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

function AlertsPanel() {
  return (
    <SamplePanel
      label="Alerts"
      title="Alerts Center"
      footer="Show all alerts"
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

function MessagesPanel() {
  return (
    <SamplePanel
      label="Messages"
      title="Message Center"
      footer="Read more messages"
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
              {message.from} · {message.ago}
            </span>
          </span>
        </li>
      ))}
    </SamplePanel>
  );
}

function SearchField() {
  return (
    <span className="topbar-search">
      <SearchOutlined aria-hidden="true" className="topbar-search-icon" />
      <input type="text" placeholder="Search for…" aria-label="Search" />
    </span>
  );
}

/**
 * docs/product.md#screens-and-routes static search box;
 * on a narrow screen behind a button, in a popup under it that opens focused on the field.
 */
function StaticSearch({ compact }: { compact: boolean }) {
  const { open, trigger, popup, toggle } = usePopover<HTMLButtonElement, HTMLDivElement>();
  useEffect(() => {
    if (open) popup.current?.querySelector('input')?.focus();
  }, [open, popup]);
  if (!compact) return <SearchField />;
  return (
    <div className="topbar-anchor topbar-anchor-start">
      <button
        ref={trigger}
        type="button"
        className="topbar-icon"
        aria-label="Search"
        aria-expanded={open}
        onClick={toggle}
      >
        <SearchOutlined aria-hidden="true" />
      </button>
      {open && (
        <div ref={popup} className="topbar-popup topbar-search-popup">
          <SearchField />
        </div>
      )}
    </div>
  );
}

export interface TopBarProps {
  email: string;
  compact: boolean;
  sidebarOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

export function TopBar({ email, compact, sidebarOpen, toggleRef, onToggleSidebar, onLogout }: TopBarProps) {
  const { scheme, setScheme } = useColorScheme();
  const dark = scheme === 'dark';
  const toggleIcon = compact ? <MenuOutlined /> : sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;
  return (
    <div className="topbar">
      <button
        ref={toggleRef}
        type="button"
        className="topbar-icon topbar-toggle"
        aria-label={sidebarOpen ? 'Hide the menu' : 'Show the menu'}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <span aria-hidden="true">{toggleIcon}</span>
      </button>
      <StaticSearch compact={compact} />
      <div className="topbar-spacer" />
      <AlertsPanel />
      <MessagesPanel />
      <div className="topbar-divider" aria-hidden="true" />
      <MenuButton
        label={`User menu of ${email}`}
        button={
          <>
            {/* A phone has no room for it beside the icons: the menu's first line names it whole. */}
            {!compact && <bdi className="topbar-email">{email}</bdi>}
            <span className="topbar-avatar" aria-hidden="true">
              <UserOutlined />
            </span>
          </>
        }
        items={[
          ...(compact
            ? [{ key: 'signed-in', icon: <UserOutlined />, label: `Signed in as ${email}`, disabled: true }]
            : []),
          { key: 'profile', icon: <UserOutlined />, label: 'Profile', dividerBefore: compact },
          { key: 'settings', icon: <SettingOutlined />, label: 'Settings' },
          { key: 'activity', icon: <UnorderedListOutlined />, label: 'Activity Log' },
          {
            key: 'dark-theme',
            icon: <MoonOutlined />,
            label: 'Dark theme',
            checked: dark,
            onSelect: () => setScheme(dark ? 'light' : 'dark'),
          },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: 'Logout',
            danger: true,
            dividerBefore: true,
            onSelect: onLogout,
          },
        ]}
      />
    </div>
  );
}
