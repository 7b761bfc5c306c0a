import { RequireUser } from '../features/auth/RequireUser.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';

/** 'dashboard': the login check, then the shell. One chunk, fetched only when the dashboard is opened. */
export function DashboardRoute() {
  return <RequireUser>{(user) => <DashboardLayout user={user} />}</RequireUser>;
}
