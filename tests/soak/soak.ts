// npm run soak — the product against abuse, from outside, on loopback, bounded in time: a seeded fuzz, live
// subscribers under writes, kill -9 during acknowledged writes, slow readers, and a lockout attempt. Prints each
// figure with its verdict and exits non-zero when one fails. SOAK_SEED replays a fuzz; SOAK_SECONDS sets the
// subscriber run (60 by default); SOAK_FUZZ sets the number of fuzz inputs (10,000 by default).
// Each check is a module of its own beside this file.
import fs from 'node:fs';
import { signUp, tempDataDir, uniqueEmail } from '../support/crmServer.ts';
import { checkStore, fuzz, seed } from './fuzz.ts';
import { killDuringWrites } from './killDuringWrites.ts';
import { liveSubscribers } from './liveSubscribers.ts';
import { lockout, slowReaders } from './readersAndLockout.ts';
import { startServer, stopServer } from './soakServer.ts';
import { verdicts } from './verdicts.ts';

// ---- run ----------------------------------------------------------------------------------------------------

const dataDir = tempDataDir();
const server = await startServer(dataDir);
try {
  const { token } = await signUp(server.url, uniqueEmail('soak'));
  // A session may run 50 operations at once on its sockets: 200 subscribers are 4 people's, signed up before the
  // fuzz uses up this address's sign-in attempts.
  const watchers = [token];
  for (let i = 0; i < 3; i++) watchers.push((await signUp(server.url, uniqueEmail('watcher'))).token);
  const { email: owner } = await signUp(server.url, uniqueEmail('owner'));
  console.log(`soak against ${server.url} (seed ${seed})`);
  // Before the fuzz, which spends this address's sign-in attempts (the throttle per client, not a lockout).
  await lockout(server, owner);
  await fuzz(server, token);
  await liveSubscribers(server, watchers);
  await slowReaders(server, token);
} finally {
  await stopServer(server);
}
checkStore(dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });
await killDuringWrites();

const failed = verdicts.filter((verdict) => !verdict.ok);
console.log(`\n${verdicts.length - failed.length} of ${verdicts.length} checks held.`);
process.exit(failed.length ? 1 : 0);
