// `npm start` serves the web build; build it first when this checkout has none (or it is older than the sources).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = path.join('dist', 'web', 'index.html');
// What the server renders itself (web/vite.server.config.ts), built with the rest.
const builtForServer = path.join('dist', 'web-server', 'answeredFrames.js');

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !fs.existsSync(built) ||
  !fs.existsSync(builtForServer) ||
  fs.statSync(built).mtimeMs < Math.max(newestSource('web'), newestSource(path.join('server', 'domain')));
if (stale && fs.existsSync(path.join('web', 'index.html'))) {
  console.log('Building the web app (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}
