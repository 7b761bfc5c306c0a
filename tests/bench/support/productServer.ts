// The product for the browser benches, in its own process (benchServer.ts), so the browser's driver does not share
// its thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export async function startProductServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/support/benchServer.ts', 'crm', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    const match = /^listening (\S+)/.exec(line);
    if (match) return { url: match[1]!, child };
  }
  throw new Error('the server exited before listening');
}

export function stopProductServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
