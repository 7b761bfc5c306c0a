import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { prefetchAccount } from '../features/account/accountDocuments.ts';
import { startLoginCheck } from '../features/auth/useCurrentUser.ts';
import { prefetchWorkers } from '../features/contacts/workersQuery.ts';
import { prefetchCustomerDetails, prefetchCustomerForm } from '../features/customers/customerDocuments.ts';
import { prefetchSavedViews } from '../features/customers/views/viewDocuments.ts';
import { prefetchTeamDay } from '../features/dashboard/dashboardDocuments.ts';
import { prefetchCustomerTasks, prefetchMyTasks } from '../features/tasks/taskDocuments.ts';
import { prefetchImports } from '../features/import/importDocuments.ts';
import { prefetchDuplicates } from '../features/merge/mergeDocuments.ts';
import { prefetchTeam } from '../features/team/teamDocuments.ts';
import { roleMay, type Permission } from '../shared/permissions.tsx';
import { RequirePermission } from '../shared/RequirePermission.tsx';
import { dashboardRoutes, paths } from '../shared/routes.ts';
import { ScreenLoading } from '../shared/ScreenLoading.tsx';
import { RouteFailed } from './RouteFailed.tsx';
import type { MessageDescriptor } from 'react-intl';
import { screenWords } from '../shared/screenWords.ts';
import { editCustomerTitle } from '../features/customers/customerFormWords.ts';

// Every screen is a chunk of its own, fetched when first opened, the login screen too: the page sent at a dashboard
// address (index.html: most visits, as the session is kept) loads nothing of the login screen's form and validation,
// and the one sent at a login address (login.html) has the login screen's code in its first download (login.tsx).

/** Starts reading a screen's data without its code, given the address's parameters (a customer's id, say). */
type PrefetchData = (client: ApolloClient, params: Params) => void;

/** What the route table's handle says of a dashboard screen: how to fetch its code, and its data if it can go early. */
interface ScreenHandle {
  preload(): Promise<unknown>;
  prefetchData?: PrefetchData;
  /** Who may read the screen's data (its RequirePermission): prefetched only once the login check says the role may. */
  readableWith?: Permission;
}

/**
 * A dashboard screen's code, fetched when the screen first renders or when preload() fetches it sooner. Code that is
 * already here (fetched as the page opened) is rendered at once: React.lazy would show the loading frame for a
 * moment even then, and the screen arriving after it pushes the footer down (a layout shift on a phone).
 * `prefetchData`, where given, starts reading the screen's data without its code; `readableWith`, where given, is the
 * permission that data needs (the route's RequirePermission).
 */
function screen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  prefetchData?: PrefetchData,
  readableWith?: Permission,
) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component would render the screen afresh.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload, prefetchData, readableWith };
}

const login = screen(
  () => import('../features/auth/LoginPage.tsx'),
  (module) => module.LoginPage,
);
/** The login screen, with the loading frame while its code arrives (after signing out on a dashboard page, say). */
const loginScreen = (
  <Suspense fallback={<ScreenLoading />}>
    <login.Screen />
  </Suspense>
);

let screenPreloaded = false;
/**
 * The shell's code; the first time it is fetched, the code of the screen at the page's address is fetched beside it,
 * unless the page's start has fetched both already (startDashboardLoad).
 */
const shell = screen(
  () => {
    if (!screenPreloaded) {
      screenPreloaded = true;
      preloadScreen(screenOf(matchRoutes(routes, window.location.pathname)));
    }
    return import('./DashboardRoute.tsx');
  },
  (module) => module.DashboardRoute,
);
const welcome = screen(
  () => import('./WelcomePage.tsx'),
  (module) => module.WelcomePage,
  (client) => {
    prefetchMyTasks(client);
    prefetchTeamDay(client);
  },
);
const spinner = screen(
  () => import('./SpinnerPage.tsx'),
  (module) => module.SpinnerPage,
);
const customers = screen(
  () => import('../features/customers/CustomersPage.tsx'),
  (module) => module.CustomersPage,
  prefetchSavedViews,
);
const customerForm = screen(
  () => import('../features/customers/CustomerFormPage.tsx'),
  (module) => module.CustomerFormPage,
  (client, { id }) => prefetchCustomerForm(client, id),
);
const customerDetails = screen(
  () => import('../features/customers/CustomerDetailsPage.tsx'),
  (module) => module.CustomerDetailsPage,
  (client, { id }) => {
    if (id) [prefetchCustomerDetails, prefetchCustomerTasks].forEach((prefetch) => prefetch(client, id));
  },
);
const duplicates = screen(
  () => import('../features/merge/DuplicatesPage.tsx'),
  (module) => module.DuplicatesPage,
  prefetchDuplicates,
);
const importScreen = screen(
  () => import('../features/import/ImportPage.tsx'),
  (module) => module.ImportPage,
  prefetchImports,
  'customers.transfer',
);
const account = screen(
  () => import('../features/account/AccountPage.tsx'),
  (module) => module.AccountPage,
  prefetchAccount,
);
const team = screen(
  () => import('../features/team/TeamPage.tsx'),
  (module) => module.TeamPage,
  prefetchTeam,
  'team.manage',
);
const tasks = screen(
  () => import('../features/tasks/TasksPage.tsx'),
  (module) => module.TasksPage,
  prefetchMyTasks,
);
const companies = screen(
  () => import('../features/companies/CompaniesPage.tsx'),
  (module) => module.CompaniesPage,
);
const company = screen(
  () => import('../features/companies/CompanyPage.tsx'),
  (module) => module.CompanyPage,
);
const contacts = screen(
  () => import('../features/contacts/ContactsPage.tsx'),
  (module) => module.ContactsPage,
  prefetchWorkers,
);

const search = screen(
  () => import('../features/search/SearchPage.tsx'),
  (module) => module.SearchPage,
);

const screenFailed = <RouteFailed part="screen" />;

/**
 * A dashboard screen's route at `where` (its path, or the index): the screen, behind `guard` (the permission it needs
 * and the title its refusal shows) where given, with the screen's handle and errorElement.
 */
function screenRoute(
  where: { index: true } | { path: string },
  handle: ReturnType<typeof screen>,
  guard?: [permission: Permission, title: MessageDescriptor],
): RouteObject {
  const element = guard ? (
    <RequirePermission permission={guard[0]} title={guard[1]}>
      <handle.Screen />
    </RequirePermission>
  ) : (
    <handle.Screen />
  );
  return { ...where, element, handle, errorElement: screenFailed };
}

/**
 * docs/product.md#screens-and-routes, path for path: login at '', 'home' and anything unknown; the dashboard behind the
 * login check. Each screen has its own errorElement, rendered inside the shell, and the shell one of its own: a screen
 * that throws (its code not arriving, say) leaves the sidebar and top bar working (docs/architecture.md#errors).
 */
export const routes: RouteObject[] = [
  { path: paths.login, element: loginScreen, errorElement: screenFailed },
  { path: paths.home, element: loginScreen, errorElement: screenFailed },
  {
    path: paths.dashboard,
    element: (
      <Suspense fallback={<ScreenLoading />}>
        <shell.Screen />
      </Suspense>
    ),
    errorElement: <RouteFailed part="shell" />,
    children: [
      screenRoute({ index: true }, welcome),
      screenRoute({ path: dashboardRoutes.welcome }, welcome),
      screenRoute({ path: dashboardRoutes.addCustomer }, customerForm, [
        'customers.write',
        screenWords.addCustomerTitle,
      ]),
      screenRoute({ path: dashboardRoutes.editCustomer }, customerForm, ['customers.write', editCustomerTitle]),
      screenRoute({ path: dashboardRoutes.customerDetails }, customerDetails),
      screenRoute({ path: dashboardRoutes.customers }, customers),
      screenRoute({ path: dashboardRoutes.duplicates }, duplicates),
      screenRoute({ path: dashboardRoutes.spinner }, spinner),
      screenRoute({ path: dashboardRoutes.contacts }, contacts),
      screenRoute({ path: dashboardRoutes.import }, importScreen, ['customers.transfer', screenWords.importTitle]),
      screenRoute({ path: dashboardRoutes.account }, account),
      screenRoute({ path: dashboardRoutes.search }, search),
      screenRoute({ path: dashboardRoutes.team }, team, ['team.manage', screenWords.teamTitle]),
      screenRoute({ path: dashboardRoutes.tasks }, tasks),
      screenRoute({ path: dashboardRoutes.companies }, companies),
      screenRoute({ path: dashboardRoutes.company }, company),
    ],
  },
  { path: '*', element: loginScreen, errorElement: screenFailed },
];

/**
 * Starts fetching a dashboard screen's code. The shell's loader calls it as the shell is first fetched (after signing
 * in, say), so the screen's code comes beside the shell's instead of after it.
 */
function preloadScreen(screen: ScreenHandle | undefined): void {
  // A failed fetch is the screen's to report when it renders (React.lazy fetches it again).
  screen?.preload().catch(() => undefined);
}

/**
 * What the app's first render waits for, fetched as the page's first download runs (boot.tsx); it settles when the
 * first render may start. The route table is matched against `pathname` once, here.
 *
 * At a dashboard address, everything the screen's first render waits for is fetched at once: the shell's code, the
 * screen's code, the login check and the screen's data, where its route's handle says how. Otherwise each waits for
 * the one before (the shell's code starts the login check, whose answer renders the screen, which fetches its data),
 * and a phone on a slow link pays a round trip for each. The first render waits for the two codes (the page's own
 * spinner shows meanwhile): rendered first with a Suspense fallback, the screen would be held back by React until 300
 * ms after that fallback appeared (its throttling of revealed content), however soon its code came.
 *
 * At a login address, the login screen's code, for the first render to render the login screen rather than a loading
 * frame (login.html's first download holds it: this waits for the import to settle). A failed fetch is the screen's
 * to report when it renders (React.lazy fetches it again).
 */
export function startFirstScreen(client: ApolloClient, pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname);
  if (!matches?.some(({ route }) => route.path === paths.dashboard)) return preloadLoginScreen();
  return startDashboardLoad(client, matches);
}

/** The login screen's code; settles (whether or not it came) once the import has. */
export function preloadLoginScreen(): Promise<unknown> {
  return login.preload().catch(() => undefined);
}

/** Fetches everything at once; settles (whether or not it came) once the shell's code and the screen's have. */
function startDashboardLoad(
  client: ApolloClient,
  matches: NonNullable<ReturnType<typeof matchRoutes>>,
): Promise<unknown> {
  const screen = screenOf(matches);
  screenPreloaded = true;
  // The data first: over HTTP/1.1 (six connections to a host) a request waits for a free connection, and the shell's
  // and the screen's files, a dozen or more, would otherwise all be requested before it.
  const role = startLoginCheck(client);
  const params = matches.at(-1)?.params ?? {};
  const prefetch = screen?.prefetchData;
  if (prefetch) {
    const { readableWith } = screen;
    // In a task of its own, as the login check's: a slow phone's main thread is never held long. Data only some roles
    // may read waits for the check: the server would refuse anyone else (and the screen shows them why instead).
    if (!readableWith) setTimeout(() => prefetch(client, params));
    else void role.then((known) => known && roleMay(known, readableWith) && prefetch(client, params));
  }
  // Then the shell's code and the screen's, side by side (the shell's loader would fetch the screen's again
  // otherwise), each in a task of its own. Each import requests its files by inserting a link per file into the page
  // (Vite's preload helper), a few ms a link on a slow phone: with the start's other work, one long task of its main
  // thread.
  const afterTask = () => new Promise((resolve) => setTimeout(resolve));
  return afterTask()
    .then(() => Promise.all([shell.preload(), afterTask().then(() => screen?.preload())]))
    .catch(() => undefined);
}

function screenOf(matches: ReturnType<typeof matchRoutes>): ScreenHandle | undefined {
  return matches?.at(-1)?.route.handle as ScreenHandle | undefined;
}

/** The router's whole table (boot.tsx, and the web tests' memory router): the app's providers around `routes`. */
export function appRoutes(app: ReactNode): RouteObject[] {
  return [{ element: app, errorElement: <RouteFailed part="app" />, children: routes }];
}
