import { RequireUser } from '../features/auth/RequireUser.tsx';
import { RoleProvider } from '../shared/permissions.tsx';
import { preloadDashboardScreen } from './AppRoutes.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay.tsx';
import { useLoadingTracker } from './loadingTracker.ts';

preloadDashboardScreen(window.location.pathname);

/** 'dashboard': the login check, then the shell, with SPEC §2's loading overlay. One chunk, fetched only when the dashboard is opened. */
export function DashboardRoute() {
  return (
    <>
      <GlobalLoadingOverlay tracker={useLoadingTracker()} />
      <RequireUser>
        {(user) => (
          <RoleProvider role={user.role}>
            <DashboardLayout user={user} />
          </RoleProvider>
        )}
      </RequireUser>
    </>
  );
}
