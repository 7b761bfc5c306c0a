import { Link, useLocation } from 'react-router-dom';
import { usePermissions } from '../shared/permissions.tsx';
import { navigation, navigationKeyFor } from './navigation.tsx';
import { useIntl } from 'react-intl';

/**
 * The sidebar's links, the current screen's marked aria-current. Collapsed, only the icons show; each name stays
 * in the page for screen readers and shows beside its icon on hover or focus.
 */
export function SideMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = navigationKeyFor(pathname);
  const { may } = usePermissions();
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({
        defaultMessage: 'Main',
        id: 'AuhDFP',
        description: 'Accessible name of the sidebar navigation',
      })}
      className={`side-menu${collapsed ? ' side-menu-collapsed' : ''}`}
    >
      <ul className="side-menu-list">
        {navigation
          .filter((entry) => !entry.permission || may(entry.permission))
          .map((entry) => (
            <li key={entry.key}>
              <Link
                to={entry.path}
                className="side-menu-link"
                aria-current={entry.key === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <span className="side-menu-icon" aria-hidden="true">
                  {entry.icon}
                </span>
                <span className="side-menu-label">{intl.formatMessage(entry.label)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
