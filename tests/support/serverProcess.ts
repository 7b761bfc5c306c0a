// The product as a separate process (`server/main.ts` under tsx), for tests of several processes on one store.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the server on a free port with `env` over this process's environment, and answers once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CRM_LOG_QUIET: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let url: string | undefined;
  for await (const line of createInterface({ input: child.stdout! })) {
    const match = /listening on (http:\/\/[^;\s)]+)/.exec(line);
    if (match) {
      url = match[1]!;
      break;
    }
  }
  if (!url) throw new Error('the server process ended before it listened');
  child.stdout!.resume();
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
