// The top bar of docs/product.md#screens-and-routes in plain elements
// (no antd: it renders with every dashboard screen, on phones too).
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  SearchOutlined,
  SettingOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useEffect, type RefObject } from 'react';
import { useColorScheme } from '../shared/ColorSchemeProvider.tsx';
import { AlertsPanel, MessagesPanel } from './TopBarPanels.tsx';
import { usePopover } from '../shared/usePopover.ts';
import { MenuButton } from '../shared/MenuButton.tsx';
import { defineMessage, useIntl } from 'react-intl';

const searchLabel = defineMessage({
  defaultMessage: 'Search',
  id: 'M70fEj',
  description: "Accessible name of the top bar's search",
});

function SearchField() {
  const intl = useIntl();
  return (
    <span className="topbar-search">
      <SearchOutlined aria-hidden="true" className="topbar-search-icon" />
      <input
        type="text"
        placeholder={intl.formatMessage({
          defaultMessage: 'Search for…',
          id: 'GcHf+2',
          description: "The top bar's search field",
        })}
        aria-label={intl.formatMessage(searchLabel)}
      />
    </span>
  );
}

/**
 * docs/product.md#screens-and-routes static search box; on a narrow screen behind a button, in a popup under it that
 * opens focused on the field.
 */
function StaticSearch({ compact }: { compact: boolean }) {
  const { open, trigger, popup, toggle } = usePopover<HTMLButtonElement, HTMLDivElement>();
  const intl = useIntl();
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
        aria-label={intl.formatMessage(searchLabel)}
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
      <StaticSearch compact={compact} />
      <div className="topbar-spacer" />
      <AlertsPanel />
      <MessagesPanel />
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
