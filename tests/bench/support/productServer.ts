// The product for the browser benches, in its own process (benchServer.ts), so the browser's driver does not share
// its thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * BENCH_PROF=<folder>: the server writes a CPU profile there when it stops
 * (node --cpu-prof), to see where a figure goes.
 */
export async function startProductServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'tests/bench/support/benchServer.ts', 'crm', dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  // Read on to the end: a pipe nobody reads fills, and the server's next write to it would fail.
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^listening (\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    lines.on('close', () => reject(new Error('the server exited before listening')));
  });
  return { url, child };
}

export function stopProductServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
