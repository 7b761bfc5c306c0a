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
import { Avatar, Badge, Button, Dropdown, Input, Typography, type DropdownProps, type MenuProps } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useColorScheme } from './ColorSchemeProvider.tsx';
import { sampleAlerts, sampleMessages, type SampleAlert } from './sampleNotifications.ts';

const alertIcons: Record<SampleAlert['tone'], ReactNode> = {
  primary: <FileTextOutlined />,
  success: <DollarOutlined />,
  warning: <WarningOutlined />,
};

/**
 * Slide a wide panel sideways to stay on a phone's screen instead of spilling over its edge.
 * antd merges these options into rc-trigger's overflow handling; its type names only adjustX/adjustY.
 */
const keepInViewport = { shiftX: true, adjustY: 1 } as DropdownProps['autoAdjustOverflow'];

/** Open panels and menus stay inside the top bar's banner landmark rather than loose in <body> (axe: region). */
const inTheBanner = (trigger: HTMLElement): HTMLElement => trigger.closest('header') ?? document.body;

function Panel({ title, footer, children }: { title: string; footer: string; children: ReactNode }) {
  return (
    <div className="topbar-panel" role="dialog" aria-label={title}>
      <div className="topbar-panel-title">{title}</div>
      <ul className="topbar-panel-list">{children}</ul>
      <div className="topbar-panel-footer">{footer}</div>
    </div>
  );
}

/** A top-bar icon with a count that opens a panel of sample content (no product behaviour, SPEC §2). */
function SampleDropdown({ label, icon, count, panel }: { label: string; icon: ReactNode; count: number; panel: () => ReactNode }) {
  return (
    <Dropdown trigger={['click']} placement="bottomRight" autoAdjustOverflow={keepInViewport} popupRender={panel} getPopupContainer={inTheBanner}>
      <Button type="text" shape="circle" aria-label={`${label}, ${count} new`} className="topbar-icon">
        <Badge count={count} size="small" offset={[2, -2]}>
          {icon}
        </Badge>
      </Button>
    </Dropdown>
  );
}

function AlertsDropdown() {
  return (
    <SampleDropdown
      label="Alerts"
      icon={<BellOutlined />}
      count={sampleAlerts.length}
      panel={() => (
        <Panel title="Alerts Center" footer="Show all alerts">
          {sampleAlerts.map((alert) => (
            <li key={alert.key} className="topbar-panel-item">
              <span className={`topbar-alert-icon tone-${alert.tone}`}>{alertIcons[alert.tone]}</span>
              <span>
                <span className="topbar-panel-meta">{alert.date}</span>
                <span className="topbar-panel-text">{alert.text}</span>
              </span>
            </li>
          ))}
        </Panel>
      )}
    />
  );
}

function MessagesDropdown() {
  return (
    <SampleDropdown
      label="Messages"
      icon={<MailOutlined />}
      count={sampleMessages.length}
      panel={() => (
        <Panel title="Message Center" footer="Read more messages">
          {sampleMessages.map((message) => (
            <li key={message.key} className="topbar-panel-item">
              <Badge dot status={message.online ? 'success' : 'default'} offset={[-4, 34]}>
                <Avatar className="topbar-message-avatar">{message.initials}</Avatar>
              </Badge>
              <span>
                <span className="topbar-panel-text topbar-message-text">{message.text}</span>
                <span className="topbar-panel-meta">
                  {message.from} · {message.ago}
                </span>
              </span>
            </li>
          ))}
        </Panel>
      )}
    />
  );
}

function StaticSearch({ compact }: { compact: boolean }) {
  const input = <Input className="topbar-search" placeholder="Search for…" aria-label="Search" prefix={<SearchOutlined />} variant="filled" />;
  if (!compact) return input;
  return (
    <Dropdown trigger={['click']} placement="bottomLeft" autoAdjustOverflow={keepInViewport} popupRender={() => <div className="topbar-search-popup">{input}</div>}>
      <Button type="text" shape="circle" aria-label="Search" className="topbar-icon" icon={<SearchOutlined />} />
    </Dropdown>
  );
}

export interface TopBarProps {
  email: string;
  compact: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

export function TopBar({ email, compact, sidebarOpen, onToggleSidebar, onLogout }: TopBarProps) {
  const { scheme, setScheme } = useColorScheme();
  const userMenuButton = useRef<HTMLButtonElement>(null);
  const dark = scheme === 'dark';
  // An on/off item of the WAI-ARIA menu pattern, its state also written; rc-menu puts role and aria-* on the item, antd's type omits them.
  const darkThemeItem = { key: 'dark-theme', icon: <MoonOutlined />, label: 'Dark theme', extra: dark ? 'On' : 'Off', role: 'menuitemcheckbox', 'aria-checked': dark };
  const userMenu: MenuProps = {
    items: [
      { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
      { key: 'settings', icon: <SettingOutlined />, label: 'Settings' },
      { key: 'activity', icon: <UnorderedListOutlined />, label: 'Activity Log' },
      darkThemeItem,
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', danger: true },
    ],
    onClick: ({ key }) => {
      if (key === 'logout') onLogout();
      if (key === 'dark-theme') {
        setScheme(dark ? 'light' : 'dark');
        // The menu closes with the click: focus goes back to its button instead of falling to <body>, after the key's
        // own keypress (moving it during Enter's keydown would press the button and reopen the menu).
        window.setTimeout(() => userMenuButton.current?.focus(), 0);
      }
    },
  };

  return (
    <div className="topbar">
      <Button
        type="text"
        className="topbar-icon topbar-toggle"
        aria-label={sidebarOpen ? 'Hide the menu' : 'Show the menu'}
        aria-expanded={sidebarOpen}
        icon={compact ? <MenuOutlined /> : sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      <StaticSearch compact={compact} />
      <div className="topbar-spacer" />
      <AlertsDropdown />
      <MessagesDropdown />
      <div className="topbar-divider" aria-hidden="true" />
      {/* autoFocus: the open menu takes focus, so arrow keys move through it (WAI-ARIA menu button); Escape returns to the button. */}
      <Dropdown menu={userMenu} trigger={['click']} placement="bottomRight" autoFocus getPopupContainer={inTheBanner}>
        <Button ref={userMenuButton} type="text" className="topbar-user" aria-label={`User menu of ${email}`}>
          <Typography.Text className="topbar-email" ellipsis>
            {email}
          </Typography.Text>
          <Avatar size={32} className="topbar-avatar" icon={<UserOutlined />} />
        </Button>
      </Dropdown>
    </div>
  );
}
