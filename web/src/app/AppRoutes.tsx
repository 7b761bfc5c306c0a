import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RequireUser } from '../features/auth/RequireUser.tsx';
import { ContactsPage } from '../features/contacts/ContactsPage.tsx';
import { CustomerDetailsPage } from '../features/customers/CustomerDetailsPage.tsx';
import { CustomerFormPage } from '../features/customers/CustomerFormPage.tsx';
import { CustomersPage } from '../features/customers/CustomersPage.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { SpinnerPage } from './SpinnerPage.tsx';
import { WelcomePage } from './WelcomePage.tsx';

/** SPEC §2, path for path: login at '', 'home' and anything unknown; the dashboard behind the login check. */
export const routes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/home', element: <LoginPage /> },
  {
    path: '/dashboard',
    element: <RequireUser>{(user) => <DashboardLayout user={user} />}</RequireUser>,
    children: [
      { index: true, element: <WelcomePage /> },
      { path: 'wellcome', element: <WelcomePage /> },
      { path: 'adduser', element: <CustomerFormPage /> },
      { path: 'adduser/:id', element: <CustomerFormPage /> },
      { path: 'customerdetails/:id', element: <CustomerDetailsPage /> },
      { path: 'users', element: <CustomersPage /> },
      { path: 'spinner', element: <SpinnerPage /> },
      { path: 'workers', element: <ContactsPage /> },
    ],
  },
  { path: '*', element: <LoginPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
