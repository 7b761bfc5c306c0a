import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage.tsx';

// The login screen is in the first download (every visit starts there); the shell and each dashboard screen
// are their own chunks, fetched when first opened, so signing in loads nothing the dashboard needs.
const DashboardRoute = lazy(() => import('./DashboardRoute.tsx').then((module) => ({ default: module.DashboardRoute })));
const WelcomePage = lazy(() => import('./WelcomePage.tsx').then((module) => ({ default: module.WelcomePage })));
const SpinnerPage = lazy(() => import('./SpinnerPage.tsx').then((module) => ({ default: module.SpinnerPage })));
const CustomersPage = lazy(() => import('../features/customers/CustomersPage.tsx').then((module) => ({ default: module.CustomersPage })));
const CustomerFormPage = lazy(() => import('../features/customers/CustomerFormPage.tsx').then((module) => ({ default: module.CustomerFormPage })));
const CustomerDetailsPage = lazy(() => import('../features/customers/CustomerDetailsPage.tsx').then((module) => ({ default: module.CustomerDetailsPage })));
const ImportPage = lazy(() => import('../features/import/ImportPage.tsx').then((module) => ({ default: module.ImportPage })));
const ContactsPage = lazy(() => import('../features/contacts/ContactsPage.tsx').then((module) => ({ default: module.ContactsPage })));

/** What shows while a screen's code arrives (the shell stays in place around a dashboard screen): plain elements, as antd may not be here yet. */
export function ScreenLoading() {
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner-ring" aria-hidden="true" />
      <span className="page-spinner-text">Loading…</span>
    </div>
  );
}

/** SPEC §2, path for path: login at '', 'home' and anything unknown; the dashboard behind the login check. */
export const routes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/home', element: <LoginPage /> },
  {
    path: '/dashboard',
    element: (
      <Suspense fallback={<ScreenLoading />}>
        <DashboardRoute />
      </Suspense>
    ),
    children: [
      { index: true, element: <WelcomePage /> },
      { path: 'wellcome', element: <WelcomePage /> },
      { path: 'adduser', element: <CustomerFormPage /> },
      { path: 'adduser/:id', element: <CustomerFormPage /> },
      { path: 'customerdetails/:id', element: <CustomerDetailsPage /> },
      { path: 'users', element: <CustomersPage /> },
      { path: 'spinner', element: <SpinnerPage /> },
      { path: 'workers', element: <ContactsPage /> },
      { path: 'import', element: <ImportPage /> },
    ],
  },
  { path: '*', element: <LoginPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
