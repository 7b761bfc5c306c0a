// Starts the real server on port 0 with a temp data folder, and talks to it as a client would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { readConfig } from '../../server/config.ts';
import { startCrm, type CrmOptions, type RunningCrm } from '../../server/crm.ts';
import { testPasswordCost } from './testPasswordCost.ts';

export interface TestCrm extends RunningCrm {
  dataDir: string;
  env: Record<string, string>;
  /** Stops the server and removes its data folder. */
  dispose(): Promise<void>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'crm-test-'));
}

export async function startTestCrm(env: Record<string, string> = {}, options: CrmOptions = {}): Promise<TestCrm> {
  const dataDir = env.CRM_DATA_DIR ?? tempDataDir();
  const fullEnv = { PORT: '0', CRM_DATA_DIR: dataDir, ...env };
  process.env.CRM_LOG_QUIET = 'true';
  const crm = await startCrm(readConfig(fullEnv), { passwordCost: testPasswordCost, ...options });
  return {
    ...crm,
    dataDir,
    env: fullEnv,
    dispose: async () => {
      await crm.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{
    message: string;
    path?: string[];
    extensions?: { code?: string; fields?: Record<string, string>; reason?: string };
  }>;
}

export interface Caller {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  caller: Caller = {},
): Promise<{ body: GraphQLResponse<T>; response: Response }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller.token && { authorization: `Bearer ${caller.token}` }),
      ...(caller.cookie && { cookie: caller.cookie }),
      ...caller.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphQLResponse<T>, response };
}

export const signUpMutation = `mutation SignUp($email: String!, $password: String!, $repeatPassword: String!) {
  signUp(email: $email, password: $password, repeatPassword: $repeatPassword) { token user { uid email } }
}`;

export const signInMutation = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { token user { uid email } }
}`;

let accountCounter = 0;

export function uniqueEmail(prefix = 'staff'): string {
  accountCounter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${accountCounter}@example.com`;
}

/** Signs up a fresh account and returns its bearer token. */
export async function signUp(
  url: string,
  email = uniqueEmail(),
  password = 'secret123',
): Promise<{ token: string; email: string; uid: string }> {
  const { body } = await gql<{ signUp: { token: string; user: { uid: string; email: string } } }>(url, signUpMutation, {
    email,
    password,
    repeatPassword: password,
  });
  if (!body.data?.signUp) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
  return { token: body.data.signUp.token, email: body.data.signUp.user.email, uid: body.data.signUp.user.uid };
}

export function wsUrl(url: string): string {
  return `${url.replace(/^http/, 'ws')}/graphql`;
}

export interface WsOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** A graphql-ws client as an API client (token) or a browser (cookie and Origin headers) would open it. */
export function wsClient(
  url: string,
  { token, headers }: WsOptions = {},
): { client: Client; closed: Promise<{ code: number; reason: string }> } {
  let resolveClosed: (event: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
  class HeaderSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({
    url: wsUrl(url),
    webSocketImpl: HeaderSocket,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
    on: { closed: (event) => resolveClosed(event as { code: number; reason: string }) },
  });
  return { client, closed };
}

/** Collects a subscription's results in order; `next(n)` waits until n results have arrived. */
export function collect<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const results: GraphQLResponse<T>[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let failure: unknown;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        results.push(result as GraphQLResponse<T>);
        for (const waiter of [...waiters]) {
          if (results.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      },
      error: (error) => {
        failure = error;
      },
      complete: () => undefined,
    },
  );
  return {
    results,
    get failure() {
      return failure;
    },
    dispose,
    async until(count: number, timeoutMs = 5000): Promise<GraphQLResponse<T>[]> {
      if (results.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`got ${results.length} of ${count} results: ${JSON.stringify(results)}`)),
            timeoutMs,
          );
          // A test that stopped waiting (its socket closed first, say) must not be kept alive by this timer.
          timer.unref();
          waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
        });
      }
      return results.slice(0, count);
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
