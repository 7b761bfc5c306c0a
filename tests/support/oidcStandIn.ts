// Runs tests/support/oidcProvider.mjs (oidc-provider is ESM-only) as a child process: the tests' Google.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './ports.ts';

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** Reserves the issuer's port first, so the CRM can be configured before the provider knows its redirect URI. */
export async function reserveIssuer(): Promise<{ port: number; issuer: string; clientId: string; clientSecret: string }> {
  const port = await freePort();
  return { port, issuer: `http://127.0.0.1:${port}`, clientId: 'staff-crm-test', clientSecret: 'staff-crm-test-secret' };
}

export async function startOidcStandIn(reserved: Awaited<ReturnType<typeof reserveIssuer>>, redirectUri: string): Promise<OidcStandIn> {
  const child = spawn(
    process.execPath,
    [path.resolve('tests/support/oidcProvider.mjs'), String(reserved.port), reserved.clientId, reserved.clientSecret, redirectUri],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (!output.includes('oidc provider ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The OpenID stand-in did not start:\n${output}`);
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
