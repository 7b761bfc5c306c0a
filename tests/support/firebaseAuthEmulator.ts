// Starts the Firebase Auth emulator (firebase-tools, offline) on free ports for one test file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

export async function startAuthEmulator(projectId = 'demo-staff-crm'): Promise<AuthEmulator> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-auth-emulator-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const firebase = path.resolve('node_modules/.bin/firebase');
  const child = spawn(firebase, ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const host = `127.0.0.1:${auth}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Firebase Auth emulator exited:\n${output}`);
    const ready = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`The Firebase Auth emulator did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host,
    projectId,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
        clearTimeout(timer);
        if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      }
      child.stdout.destroy();
      child.stderr.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
