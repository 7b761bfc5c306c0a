// npm run dev — the API server restarting on change (port 4000) and the web app with hot reload
// (Vite on port 5173, proxying the API), together; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  ['api', ['tsx', 'watch', 'server/main.ts']],
  ['web', ['vite', '--config', 'web/vite.config.ts']],
].map(([name, args]) => {
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code}); stopping`);
    stop();
  });
  return child;
});

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = 0;
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
