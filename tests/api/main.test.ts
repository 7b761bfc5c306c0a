// The server as `npm start` runs it: one start-up line with the URL and the store, nothing secret in its
// output, and a clean exit on SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { gql, signInMutation, signUpMutation, tempDataDir } from '../support/crmServer.ts';

describe('server/main.ts', () => {
  it('prints where it runs, keeps passwords and tokens out of its logs, and exits cleanly on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { ...process.env, PORT: '0', CRM_DATA_DIR: dataDir, CRM_LOG_QUIET: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!/is running at/.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no start-up line:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const line = output.split('\n').find((text) => text.includes('is running at'))!;
      expect(line).toMatch(
        /Staff CRM is running at http:\/\/localhost:\d+ \(listening on http:\/\/127\.0\.0\.1:\d+; store: SQLite at .*crm\.sqlite; accounts: local\)/,
      );
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)![1]!;
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });

      const password = 'Very-Secret-Password-42';
      const signedUp = await gql<{ signUp: { token: string } }>(url, signUpMutation, { email: 'logs@example.com', password, repeatPassword: password });
      const token = signedUp.body.data!.signUp.token;
      await gql(url, signInMutation, { email: 'logs@example.com', password: 'Wrong-Password-99' });
      await gql(url, '{ customers { id } }', {}, { token: 'forged-token-value' });
      await gql(url, 'query { nope }', {}, { token });

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const secret of [password, 'Wrong-Password-99', token, 'forged-token-value']) expect(output).not.toContain(secret);
      expect(output.match(/is running at/g)).toHaveLength(1);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
