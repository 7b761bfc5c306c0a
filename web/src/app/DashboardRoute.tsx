import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { RequireUser } from '../features/auth/RequireUser.tsx';
import { prefetchWorkers } from '../features/contacts/useWorkers.ts';
import { preloadDashboardScreen } from './AppRoutes.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay.tsx';
import { useLoadingTracker } from './loadingTracker.ts';

preloadDashboardScreen(window.location.pathname);

/** The screens whose data is asked for beside the login check when the dashboard is opened on them. */
const screenData: { path: string; prefetch: (client: ApolloClient) => void }[] = [{ path: '/dashboard/workers', prefetch: prefetchWorkers }];

function usePrefetchedScreenData(): void {
  const client = useApolloClient();
  useEffect(() => {
    screenData.find(({ path }) => matchPath(path, window.location.pathname))?.prefetch(client);
  }, [client]);
}

/** 'dashboard': the login check, then the shell, with SPEC §2's loading overlay. One chunk, fetched only when the dashboard is opened. */
export function DashboardRoute() {
  usePrefetchedScreenData();
  return (
    <>
      <GlobalLoadingOverlay tracker={useLoadingTracker()} />
      <RequireUser>{(user) => <DashboardLayout user={user} />}</RequireUser>
    </>
  );
}
