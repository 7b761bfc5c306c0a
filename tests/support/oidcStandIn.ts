// Runs tests/support/oidcProvider.mjs (oidc-provider is ESM-only) as a child process: the tests' Google.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { GoogleSignInMessage } from '../../server/domain/accounts/account.ts';
import { freePort } from './ports.ts';

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** Reserves the issuer's port first, so the CRM can be configured before the provider knows its redirect URI. */
export async function reserveIssuer(): Promise<{
  port: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
}> {
  const port = await freePort();
  return {
    port,
    issuer: `http://127.0.0.1:${port}`,
    clientId: 'staff-crm-test',
    clientSecret: 'staff-crm-test-secret',
  };
}

export async function startOidcStandIn(
  reserved: Awaited<ReturnType<typeof reserveIssuer>>,
  redirectUri: string,
): Promise<OidcStandIn> {
  const child = spawn(
    process.execPath,
    [
      path.resolve('tests/support/oidcProvider.mjs'),
      String(reserved.port),
      reserved.clientId,
      reserved.clientSecret,
      redirectUri,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (!output.includes('oidc provider ready')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The OpenID stand-in did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    ...reserved,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
    },
  };
}

/**
 * Runs 'Login with Google' as the popup would, without a browser: the CRM's start page, the stand-in's login (any
 * password) and consent forms, then the CRM's callback. Answers what the popup would post to the app.
 */
export async function googleSignInWithoutBrowser(
  crmOrigin: string,
  login: string,
  invitation?: string,
): Promise<GoogleSignInMessage> {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (url: string) =>
    jars.get(new URL(url).origin) ?? jars.set(new URL(url).origin, new Map()).get(new URL(url).origin)!;
  let url = `${crmOrigin}/auth/google/start${invitation ? `?invitation=${invitation}` : ''}`;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const jar = jarOf(url);
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(';')[0]!.split(/=(.*)/s) as [string, string];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    form = undefined;
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).href;
      continue;
    }
    const page = await response.text();
    if (url.startsWith(crmOrigin)) {
      const payload = /const \{ message, origin \} = (.*?);document/s.exec(page);
      if (!payload) throw new Error(`the CRM's popup page carries no message: ${page}`);
      return (JSON.parse(payload[1]!) as { message: GoogleSignInMessage }).message;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`the OpenID stand-in showed no form: ${page}`);
    url = new URL(action, url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt });
  }
  throw new Error('Google sign-in did not finish within 20 steps');
}
