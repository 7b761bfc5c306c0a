import { Suspense } from 'react';
import { RequireUser } from '../features/auth/RequireUser.tsx';
import { useSignOutMutation } from '../features/auth/useSignOutMutation.ts';
import { antdIsland } from '../shared/AntdIsland.tsx';
import { ScreenLoading } from '../shared/ScreenLoading.tsx';
import { RoleProvider } from '../shared/permissions.tsx';
import { CustomerSectionsProvider, type CustomerSection } from '../shared/customerSections.tsx';
import { CustomerTasks } from '../features/tasks/CustomerTasks.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay.tsx';
import { useLoadingTracker } from './loadingTracker.ts';

const EnrolSecondFactorPage = antdIsland(
  () => import('../features/account/EnrolSecondFactorPage.tsx'),
  (module) => module.EnrolSecondFactorPage,
);

/** The team requires a second factor and this session has none yet: setting one up comes before the dashboard. */
function EnrolFirst() {
  const { signOut } = useSignOutMutation();
  return (
    <Suspense fallback={<ScreenLoading />}>
      <EnrolSecondFactorPage onSignOut={() => void signOut()} />
    </Suspense>
  );
}

/**
 * 'dashboard': the login check, then the shell, with docs/product.md#screens-and-routes loading overlay. One chunk,
 * fetched only when the dashboard is opened.
 */
/** What a customer's page shows below its fields, from other areas. */
const customerSections: readonly CustomerSection[] = [CustomerTasks];

export function DashboardRoute() {
  return (
    <>
      <GlobalLoadingOverlay tracker={useLoadingTracker()} />
      <RequireUser>
        {(user) =>
          user.mustEnrolSecondFactor ? (
            <EnrolFirst />
          ) : (
            <RoleProvider role={user.role}>
              <CustomerSectionsProvider sections={customerSections}>
                <DashboardLayout user={user} />
              </CustomerSectionsProvider>
            </RoleProvider>
          )
        }
      </RequireUser>
    </>
  );
}
