// Renders the real app (real router, real Apollo Client) against a real Staff CRM server started on port 0.
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { App } from '../../../web/src/app/App.tsx';
import { appRoutes, preloadLoginScreen } from '../../../web/src/app/AppRoutes.tsx';
// Loaded with this file, outside any hook's time limit (loaded in startServer's hook instead, one full run on a busy
// machine saw that hook pass its 30 s): the app's own dynamic import of it (preloadLoginScreen) then finds it here.
import '../../../web/src/features/auth/LoginPage.tsx';
import { createCrmClient, type CrmClient } from '../../../web/src/app/apolloClient.ts';
import type { ServerAccess } from '../../../web/src/shared/serverContext.tsx';
import type { CustomerInput } from '../../../web/src/gql/graphql.ts';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** A worker written straight into a test server's store (the API has no way to add one). */
export interface WorkerSeed {
  id: string;
  name: string;
  phones: string[];
  email: string;
  birthday: string | null;
  photo: null;
}

export interface ServerOptions {
  /** Extra configuration, e.g. `CRM_OIDC_CLIENT_ID` */
  env?: Record<string, string>;
  /** The workers to start with, instead of the demo workers */
  workers?: WorkerSeed[];
}

declare global {
  // Provided by tests/web/support/environment.cjs, from Node's realm.
  var crmTestServers: { start(options?: ServerOptions): Promise<TestServer> };
  var nodeFetch: typeof fetch;
}

export async function startServer(options?: ServerOptions): Promise<TestServer> {
  // The login screen is a chunk of its own: ready before any app renders, as the app's start makes it at a login URL.
  await preloadLoginScreen();
  return globalThis.crmTestServers.start(options);
}

/**
 * One server for the whole test file: started before the first test (`onStarted` then does the file's own set-up,
 * an account say), apps rendered by each test cleaned up after it, the server closed after the last.
 */
export function useFileServer(onStarted: (server: TestServer) => void | Promise<void>): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer();
    await onStarted(server);
  });
  afterEach(() => cleanupApps());
  afterAll(async () => {
    await server?.close();
  });
}

/**
 * Node's fetch failing on a reset connection. Seen on three full runs on a loaded machine, in customerFeed's tests,
 * the last time on all four retries. The likeliest cause: a connection Node's fetch keeps for the next call closed by
 * the server (its idle timeout, a timer in this same process) just as that call is sent on it. So each call has a
 * connection of its own (`connection: close`), and a reset is still asked again up to four times, a little later each
 * time.
 */
const connectionReset = (error: unknown) =>
  error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNRESET';
const resetRetries = 4;

/**
 * Calls the API directly (Node's fetch); throws on GraphQL errors. Asked again,
 * a little later each time, on a connection reset.
 */
export async function api<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const ask = async (retry = 0): Promise<Response> => {
    try {
      return await globalThis.nodeFetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          connection: 'close',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      if (!connectionReset(error) || retry === resetRetries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * (retry + 1)));
      return ask(retry + 1);
    }
  };
  const response = await ask();
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

let accounts = 0;

/** Signs up a fresh account through the API and returns its session token. */
export async function signUp(
  server: TestServer,
  email = `staff${++accounts}.${Date.now()}@example.com`,
  password = 'secret123',
): Promise<{ email: string; password: string; token: string }> {
  const data = await api<{ signUp: { token: string } }>(
    server,
    'mutation ($email: String!, $password: String!) { signUp(email: $email, password: $password, repeatPassword: $password) { token } }',
    { email, password },
  );
  return { email, password, token: data.signUp.token };
}

/** A new customer's fields, as saveCustomer takes them */
export type CustomerSeed = Omit<CustomerInput, 'id' | 'version'>;

export async function addCustomer(server: TestServer, token: string, input: CustomerSeed): Promise<string> {
  const data = await api<{ saveCustomer: { id: string } }>(
    server,
    'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
    { input },
    token,
  );
  return data.saveCustomer.id;
}

export async function removeCustomer(server: TestServer, token: string, id: string): Promise<void> {
  await api(server, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, token);
}

export interface SessionOptions {
  /** Awaited before the app receives the answer to an HTTP operation: lets a test deliver an answer late. */
  beforeAnswer?: (operationName: string) => Promise<void> | undefined;
}

/**
 * A browser-like session for jsdom: Node's fetch with a one-cookie jar for `crm_session`
 * (jsdom has no cookie jar for it), and the same session handed to the socket as a Bearer token.
 */
export function browserSession(server: TestServer, token?: string, options: SessionOptions = {}) {
  const jar: { token: string | null } = { token: token ?? null };
  /** operationName of every HTTP request, in order */
  const requests: string[] = [];
  const sessionFetch: typeof fetch = async (input, init) => {
    const operationName =
      typeof init?.body === 'string' && init.body.startsWith('{')
        ? String((JSON.parse(init.body) as { operationName?: unknown }).operationName)
        : null;
    if (operationName !== null) requests.push(operationName);
    // Apollo's HttpLink passes its headers as a plain record.
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
    if (jar.token) headers['cookie'] = `crm_session=${jar.token}`;
    // jsdom's AbortSignal is not Node's; the tests never abort a request.
    const response = await globalThis.nodeFetch(input, { ...init, headers, signal: undefined });
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^crm_session=([^;]*)/.exec(cookie);
      if (match) jar.token = match[1] || null;
    }
    if (operationName !== null) await options.beforeAnswer?.(operationName);
    return response;
  };
  const crm = createCrmClient({
    origin: server.url,
    fetch: sessionFetch,
    connectionParams: (): Record<string, string> => (jar.token ? { authorization: `Bearer ${jar.token}` } : {}),
  });
  const access: ServerAccess = { origin: server.url, fetch: sessionFetch };
  return { crm, access, jar, requests };
}

/** Shows the router's path, records every location the app went through, and offers the browser's back button. */
function LocationProbe({ visited }: { visited: string[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    visited.push(location.pathname);
  }, [location, visited]);
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <button type="button" data-testid="history-back" onClick={() => navigate(-1)} />
    </>
  );
}

export interface RenderedApp extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  crm: CrmClient;
  jar: { token: string | null };
  /** operationName of every HTTP request the app sent */
  requests: string[];
  location(): string;
  /** Every path the app has shown, in order */
  visited: string[];
}

const mounted: CrmClient[] = [];

/** Renders the app at `path`; an array is a browser history whose last entry is current. */
export function renderApp(
  server: TestServer,
  path: string | string[],
  token?: string,
  options?: SessionOptions,
): RenderedApp {
  const { crm, access, jar, requests } = browserSession(server, token, options);
  const entries = Array.isArray(path) ? path : [path];
  mounted.push(crm);
  const user = userEvent.setup({ delay: null });
  const visited: string[] = [];
  // zeroRuntime: no CSS-in-JS in jsdom, whose getComputedStyle would match every antd rule on every query.
  const result = render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <RouterProvider
        router={createMemoryRouter(
          appRoutes(
            <>
              <App crm={crm} server={access} />
              <LocationProbe visited={visited} />
            </>,
          ),
          { initialEntries: entries, initialIndex: entries.length - 1 },
        )}
      />
    </ConfigProvider>,
  );
  return {
    ...result,
    user,
    crm,
    jar,
    requests,
    visited,
    location: () => screen.getByTestId('location').textContent ?? '',
  };
}

/** Unmounts and disposes every client (sockets included) rendered by the current test. */
export async function cleanupApps(): Promise<void> {
  const clients = mounted.splice(0);
  await act(async () => {
    await Promise.all(clients.map((crm) => crm.dispose()));
  });
}

/**
 * docs/product.md#limits-and-timings success pop-up: a centred dialog with this title and no button, gone after about
 * 1500 ms. The wait for it to go is generous: jsdom runs antd's close animation on timers that a loaded machine delays
 * (CI once saw it still rendering its opening frame after 3 s).
 */
export async function expectSuccessPopup(title: string): Promise<void> {
  const popup = await screen.findByRole('dialog', { name: title });
  expect(within(popup).queryAllByRole('button')).toHaveLength(0);
  expect(popup.closest('.ant-modal-wrap')?.classList.contains('ant-modal-centered')).toBe(true);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull(), { timeout: 8000 });
}
