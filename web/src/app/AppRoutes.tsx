import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { antdIsland, loadAntdRoot } from '../shared/AntdIsland.tsx';
import { ScreenLoading } from '../shared/ScreenLoading.tsx';

// The login screen is in the first download (every visit starts there); the shell and each dashboard screen
// are their own chunks, fetched when first opened, so signing in loads nothing the dashboard needs.

/** What the route table's handle says of a dashboard screen: how to fetch its code, and its data if it can go early. */
interface ScreenHandle {
  preload(): Promise<unknown>;
  prefetchData?(client: ApolloClient): void;
}

/**
 * A dashboard screen's code, fetched when the screen first renders or when preload() asks for it sooner. Code that is
 * already here (preloaded beside the login check) is drawn at once: React.lazy would show the loading frame for a
 * moment even then, and the screen arriving after it pushes the footer down (a layout shift on a phone).
 * `data`, where given, starts reading the screen's data; prefetchData() calls it once the code is here.
 */
function screen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType, data?: (module: Module, client: ApolloClient) => void) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component would draw the screen afresh.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  const prefetchData = data && ((client: ApolloClient) => void preload().then((module) => data(module, client), () => undefined));
  return { Screen, preload, prefetchData };
}

/**
 * A screen still drawn with antd: its code and antd's providers (AntdRoot) come together. The lists and the
 * customer form are drawn without antd, so a phone opening them loads and runs none of it.
 */
function antdScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return { Screen: antdIsland(load, pick), preload: () => Promise.all([load(), loadAntdRoot()]) };
}

const DashboardRoute = lazy(() => import('./DashboardRoute.tsx').then((module) => ({ default: module.DashboardRoute })));
const welcome = antdScreen(() => import('./WelcomePage.tsx'), (module) => module.WelcomePage);
const spinner = screen(() => import('./SpinnerPage.tsx'), (module) => module.SpinnerPage);
const customers = screen(() => import('../features/customers/CustomersPage.tsx'), (module) => module.CustomersPage);
const customerForm = screen(() => import('../features/customers/CustomerFormPage.tsx'), (module) => module.CustomerFormPage);
const customerDetails = antdScreen(() => import('../features/customers/CustomerDetailsPage.tsx'), (module) => module.CustomerDetailsPage);
const importScreen = antdScreen(() => import('../features/import/ImportPage.tsx'), (module) => module.ImportPage);
const contacts = screen(
  () => import('../features/contacts/ContactsPage.tsx'),
  (module) => module.ContactsPage,
  (module, client) => module.prefetchWorkers(client),
);

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
      { index: true, element: <welcome.Screen />, handle: welcome },
      { path: 'wellcome', element: <welcome.Screen />, handle: welcome },
      { path: 'adduser', element: <customerForm.Screen />, handle: customerForm },
      { path: 'adduser/:id', element: <customerForm.Screen />, handle: customerForm },
      { path: 'customerdetails/:id', element: <customerDetails.Screen />, handle: customerDetails },
      { path: 'users', element: <customers.Screen />, handle: customers },
      { path: 'spinner', element: <spinner.Screen />, handle: spinner },
      { path: 'workers', element: <contacts.Screen />, handle: contacts },
      { path: 'import', element: <importScreen.Screen />, handle: importScreen },
    ],
  },
  { path: '*', element: <LoginPage /> },
];

/**
 * Starts fetching the code of the dashboard screen at `pathname`. The shell calls it as it arrives, so the screen's
 * code comes while the login check is asked instead of after its answer.
 */
export function preloadDashboardScreen(pathname: string): void {
  // A failed fetch is the screen's to report when it renders (React.lazy asks again).
  screenAt(pathname)?.preload().catch(() => undefined);
}

/**
 * Starts reading the data of the dashboard screen at `pathname`, for the screens that can (their route's handle says
 * how): the shell calls it beside the login check, so a phone opening the screen waits for one round trip less.
 */
export function prefetchDashboardData(client: ApolloClient, pathname: string): void {
  screenAt(pathname)?.prefetchData?.(client);
}

function screenAt(pathname: string): ScreenHandle | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined;
}

export function AppRoutes() {
  return useRoutes(routes);
}
