// Renders the real app (real router, real Apollo Client) against a real Staff CRM server started on port 0.
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { App } from '../../../web/src/app/App.tsx';
import { createCrmClient, type CrmClient } from '../../../web/src/app/apolloClient.ts';
import type { ServerAccess } from '../../../web/src/shared/serverContext.tsx';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

declare global {
  // Provided by tests/web/support/environment.cjs, from Node's realm.
  var crmTestServers: { start(): Promise<TestServer> };
  var nodeFetch: typeof fetch;
}

export function startServer(): Promise<TestServer> {
  return globalThis.crmTestServers.start();
}

/** Calls the API directly (Node's fetch); throws on GraphQL errors. */
export async function api<T>(server: TestServer, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await globalThis.nodeFetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

let accounts = 0;

/** Signs up a fresh account through the API and returns its session token. */
export async function signUp(server: TestServer, email = `staff${++accounts}.${Date.now()}@example.com`, password = 'secret123'): Promise<{ email: string; password: string; token: string }> {
  const data = await api<{ signUp: { token: string } }>(
    server,
    'mutation ($email: String!, $password: String!) { signUp(email: $email, password: $password, repeatPassword: $password) { token } }',
    { email, password },
  );
  return { email, password, token: data.signUp.token };
}

export interface CustomerSeed {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  address: string;
  notes?: string;
}

export async function addCustomer(server: TestServer, token: string, input: CustomerSeed): Promise<string> {
  const data = await api<{ saveCustomer: { id: string } }>(server, 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }', { input }, token);
  return data.saveCustomer.id;
}

export async function removeCustomer(server: TestServer, token: string, id: string): Promise<void> {
  await api(server, 'mutation ($id: ID!) { removeCustomer(id: $id) { id } }', { id }, token);
}

/**
 * A browser-like session for jsdom: Node's fetch with a one-cookie jar for `crm_session`
 * (jsdom has no cookie jar for it), and the same session handed to the socket as a Bearer token.
 */
export function browserSession(server: TestServer, token?: string) {
  const jar: { token: string | null } = { token: token ?? null };
  /** operationName of every HTTP request, in order */
  const requests: string[] = [];
  const sessionFetch: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string' && init.body.startsWith('{')) {
      requests.push(String((JSON.parse(init.body) as { operationName?: unknown }).operationName));
    }
    // Apollo's HttpLink passes its headers as a plain record.
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
    if (jar.token) headers['cookie'] = `crm_session=${jar.token}`;
    // jsdom's AbortSignal is not Node's; the tests never abort a request.
    const response = await globalThis.nodeFetch(input, { ...init, headers, signal: undefined });
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^crm_session=([^;]*)/.exec(cookie);
      if (match) jar.token = match[1] || null;
    }
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

/** Shows the router's path, and offers the browser's back button. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
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
}

const mounted: CrmClient[] = [];

/** Renders the app at `path`; an array is a browser history whose last entry is current. */
export function renderApp(server: TestServer, path: string | string[], token?: string): RenderedApp {
  const { crm, access, jar, requests } = browserSession(server, token);
  const entries = Array.isArray(path) ? path : [path];
  mounted.push(crm);
  const user = userEvent.setup({ delay: null });
  // zeroRuntime: no CSS-in-JS in jsdom, whose getComputedStyle would match every antd rule on every query.
  const result = render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <App crm={crm} server={access} />
        <LocationProbe />
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { ...result, user, crm, jar, requests, location: () => screen.getByTestId('location').textContent ?? '' };
}

/** Unmounts and disposes every client (sockets included) rendered by the current test. */
export async function cleanupApps(): Promise<void> {
  const clients = mounted.splice(0);
  await act(async () => {
    await Promise.all(clients.map((crm) => crm.dispose()));
  });
}
