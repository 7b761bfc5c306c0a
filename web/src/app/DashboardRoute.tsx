import { lazy, Suspense } from 'react';
import { RequireUser } from '../features/auth/RequireUser.tsx';
import { useSignOutMutation } from '../features/auth/useSignOutMutation.ts';
import { antdIsland } from '../shared/AntdIsland.tsx';
import { ScreenLoading } from '../shared/ScreenLoading.tsx';
import { RoleProvider } from '../shared/permissions.tsx';
import { CustomerSectionsProvider } from '../shared/customerSections.tsx';
import { CompanySectionsProvider, type CompanySection } from '../shared/companySections.tsx';
import { customerSections } from './customerPageSections.ts';
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

// Fetched with the first company page opened, not with the dashboard.
const CompanyTimeline = lazy(() =>
  import('../features/customers/timeline/CompanyTimeline.tsx').then((module) => ({ default: module.CompanyTimeline })),
);

/** What a company's page shows below its people, from other areas: the timeline of all of them. */
const companySections: readonly CompanySection[] = [
  (props) => (
    <Suspense fallback={null}>
      <CompanyTimeline {...props} />
    </Suspense>
  ),
];

/**
 * 'dashboard': the login check, then the shell, with docs/product.md#screens-and-routes loading overlay. One chunk,
 * fetched only when the dashboard is opened.
 */
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
                <CompanySectionsProvider sections={companySections}>
                  <DashboardLayout user={user} />
                </CompanySectionsProvider>
              </CustomerSectionsProvider>
            </RoleProvider>
          )
        }
      </RequireUser>
    </>
  );
}
