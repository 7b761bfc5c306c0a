// The top bar of docs/product.md#screens-and-routes in plain elements
// (no antd: it renders with every dashboard screen, on phones too).
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  SettingOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { RefObject } from 'react';
import { useColorScheme } from '../shared/ColorSchemeProvider.tsx';
import { NotificationPanels } from './TopBarPanels.tsx';
import { TopBarSearch } from './TopBarSearch.tsx';
import { MenuButton } from '../shared/MenuButton.tsx';
import { useIntl } from 'react-intl';

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
  const intl = useIntl();
  const dark = scheme === 'dark';
  const toggleIcon = compact ? <MenuOutlined /> : sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;
  return (
    <div className="topbar">
      <button
        ref={toggleRef}
        type="button"
        className="topbar-icon topbar-toggle"
        aria-label={
          sidebarOpen
            ? intl.formatMessage({
                defaultMessage: 'Hide the menu',
                id: 'sjoLIN',
                description: 'Top-bar button that hides the sidebar',
              })
            : intl.formatMessage({
                defaultMessage: 'Show the menu',
                id: 'MCxkuM',
                description: 'Top-bar button that shows the sidebar',
              })
        }
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <span aria-hidden="true">{toggleIcon}</span>
      </button>
      <TopBarSearch compact={compact} />
      <div className="topbar-spacer" />
      <NotificationPanels />
      <div className="topbar-divider" aria-hidden="true" />
      <MenuButton
        label={intl.formatMessage(
          {
            defaultMessage: 'User menu of {email}',
            id: 'CgBszR',
            description: "The top bar's user menu, named by the signed-in email",
          },
          { email },
        )}
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
            ? [
                {
                  key: 'signed-in',
                  icon: <UserOutlined />,
                  label: intl.formatMessage(
                    {
                      defaultMessage: 'Signed in as {email}',
                      id: 'Nd/bb7',
                      description: "The user menu's first line on a phone",
                    },
                    { email },
                  ),
                  disabled: true,
                },
              ]
            : []),
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: intl.formatMessage({ defaultMessage: 'Profile', id: 'uD3ans', description: 'User menu entry' }),
            dividerBefore: compact,
          },
          {
            key: 'settings',
            icon: <SettingOutlined />,
            label: intl.formatMessage({ defaultMessage: 'Settings', id: 'uEmAtj', description: 'User menu entry' }),
          },
          {
            key: 'activity',
            icon: <UnorderedListOutlined />,
            label: intl.formatMessage({ defaultMessage: 'Activity Log', id: 'jSq1cF', description: 'User menu entry' }),
          },
          {
            key: 'dark-theme',
            icon: <MoonOutlined />,
            label: intl.formatMessage({
              defaultMessage: 'Dark theme',
              id: 'C0Ichb',
              description: 'User menu switch for the dark colours',
            }),
            checked: dark,
            onSelect: () => setScheme(dark ? 'light' : 'dark'),
          },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: intl.formatMessage({
              defaultMessage: 'Logout',
              id: 'Nla1RG',
              description: 'User menu entry that signs out',
            }),
            danger: true,
            dividerBefore: true,
            onSelect: onLogout,
          },
        ]}
      />
    </div>
  );
}
