import { Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { navigation, navigationKeyFor } from './navigation.tsx';

export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <div className={`brand${collapsed ? ' brand-collapsed' : ''}`}>
      <span className="brand-mark" aria-hidden="true">
        S
      </span>
      {!collapsed && (
        <span className="brand-name">
          Staff <strong>CRM</strong>
        </span>
      )}
    </div>
  );
}

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Menu
      theme="dark"
      mode="inline"
      className="side-menu"
      // The links are the tab stops; the list itself, focusable by default, was a stop that showed nothing.
      tabIndex={-1}
      selectedKeys={[navigationKeyFor(pathname)]}
      items={navigation.map((entry) => ({ key: entry.key, icon: entry.icon, label: <Link to={entry.path}>{entry.label}</Link> }))}
      onClick={() => onNavigate?.()}
    />
  );
}
