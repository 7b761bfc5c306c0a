import { RequireUser } from '../features/auth/RequireUser.tsx';
import { AntdRoot } from './AntdRoot.tsx';
import { preloadDashboardScreen } from './AppRoutes.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';

preloadDashboardScreen(window.location.pathname);

/** 'dashboard': antd's providers, the login check, then the shell. One chunk, fetched only when the dashboard is opened. */
export function DashboardRoute() {
  return (
    <AntdRoot>
      <RequireUser>{(user) => <DashboardLayout user={user} />}</RequireUser>
    </AntdRoot>
  );
}
