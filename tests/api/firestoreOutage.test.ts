// CRM_STORE=firestore when Firestore goes away for 10 s mid-run and comes back: writes during the outage fail
// clearly (UNAVAILABLE, never a false acknowledgement), and a live list converges after its return. Converging
// takes 0.2-1.3 s on an idle machine (the 5 s goal); the bound here is wide, since timing belongs in
// benchmarks and CI runs this beside browser tests on two cores (it once took more than 5 s there).
// The emulator and the server each run in a process of their own, as in production: the emulator's gRPC
// server really goes, and firebase-admin's channels and retries live and die with the server process.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { collect, gql, signUp, sleep, tempDataDir, wsClient } from '../support/crmServer.ts';
import { uniqueProjectId } from '../support/firestoreEmulator.ts';

interface ChangeSet {
  customerChanges: { initial: boolean; changes: Array<{ type: string; customer: { id: string; fname: string } }> };
}
const saveCustomer = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const customer = (fname: string) => ({
  fname,
  lname: 'Outage',
  email: 'outage@example.com',
  phone: '555 0100 200',
  address: '1 Failover Road',
});
const outageMs = 10_000;
const convergenceMs = 30_000;

/** A child process whose output lines can be awaited one pattern at a time, each wait bounded. */
function started(
  child: ChildProcess,
  label: string,
): { next(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray> } {
  const lines: string[] = [];
  let seen = 0;
  let wake = () => {};
  const read = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      wake();
    });
  read(child.stdout!);
  read(child.stderr!);
  child.on('exit', () => wake());
  return {
    async next(pattern, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (seen < lines.length) {
          const match = pattern.exec(lines[seen++]!);
          if (match) return match;
        }
        const ended = child.exitCode !== null || child.signalCode !== null;
        if (ended || Date.now() > deadline) {
          const why = ended ? 'ended' : `printed nothing matching in ${timeoutMs} ms`;
          throw new Error(`the ${label} ${why} before ${pattern}; its output:\n${lines.join('\n')}`);
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 250);
        });
      }
    },
  };
}

function tsxProcess(script: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('CRM_STORE=firestore while Firestore is away for 10 s', () => {
  let emulator: ChildProcess;
  let emulatorOutput: ReturnType<typeof started>;
  let server: ChildProcess;
  let url: string;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    emulator = tsxProcess('tests/support/firestoreEmulatorProcess.ts');
    emulatorOutput = started(emulator, 'emulator process');
    const [, host] = await emulatorOutput.next(/^listening (\S+)/);
    server = tsxProcess('server/main.ts', {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      CRM_DATA_DIR: dataDir,
      CRM_STORE: 'firestore',
      FIRESTORE_EMULATOR_HOST: host!,
      GOOGLE_CLOUD_PROJECT: uniqueProjectId(),
      METADATA_SERVER_DETECTION: 'none',
      // The start-up line below is an info line, which the test support's quiet setting would hide.
      CRM_LOG_QUIET: 'false',
    });
    [, url] = (await started(server, 'server').next(/listening on (http:\/\/[^;\s)]+)/)) as [string, string];
  }, 120_000);

  afterAll(async () => {
    await Promise.all([killed(server), killed(emulator)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses writes during the outage, and the live list follows the store after its return', async () => {
    const { token } = await signUp(url);
    const socket = wsClient(url, { token });
    const feed = collect<ChangeSet>(
      socket.client,
      'subscription { customerChanges(filter: ALL) { initial changes { type customer { id fname } } } }',
    );
    await feed.until(1);
    /** The names the subscriber's list holds now, from every change set it has been sent. */
    const liveNames = () => {
      const names = new Map<string, string>();
      for (const result of feed.results) {
        const set = result.data!.customerChanges;
        if (set.initial) names.clear();
        for (const change of set.changes) {
          if (change.type === 'REMOVED') names.delete(change.customer.id);
          else names.set(change.customer.id, change.customer.fname);
        }
      }
      return [...names.values()].sort();
    };
    const storedNames = async () => {
      const { body } = await gql<{ customers: Array<{ fname: string }> }>(
        url,
        '{ customers(filter: ALL) { fname } }',
        {},
        { token },
      );
      return body.data!.customers.map((stored) => stored.fname).sort();
    };
    expect((await gql(url, saveCustomer, { input: customer('Before') }, { token })).body.errors).toBeUndefined();
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    while (!liveNames().includes('Before')) await sleep(50);

    emulator.stdin!.write('stop\n');
    await emulatorOutput.next(/^stopped$/);
    const outageStarted = Date.now();
    const during = await gql(url, saveCustomer, { input: customer('During') }, { token });
    // Nothing saved, and said so: the session's own read may be the first to miss Firestore
    // (then there is no data at all).
    expect(during.body).toMatchObject({ errors: [{ extensions: { code: 'UNAVAILABLE' } }] });
    expect(during.body.data ?? null).toBeNull();
    const notReady = await fetch(`${url}/readyz`);
    expect([notReady.status, await notReady.json()]).toEqual([
      503,
      { status: 'unavailable', store: 'Firestore did not answer in time' },
    ]);
    await sleep(outageMs - (Date.now() - outageStarted));
    emulator.stdin!.write('start\n');
    await emulatorOutput.next(/^started$/);
    const returned = Date.now();

    expect((await gql(url, saveCustomer, { input: customer('After') }, { token })).body.errors).toBeUndefined();
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // The write that missed its deadline may still land later
    // (the SDK retries it): the list follows the store either way.
    let stored = await storedNames();
    expect(stored).toEqual(expect.arrayContaining(['Before', 'After']));
    while (JSON.stringify(liveNames()) !== JSON.stringify(stored) && Date.now() - returned < convergenceMs) {
      await sleep(100);
      stored = await storedNames();
    }
    expect(liveNames()).toEqual(stored);
    expect(Date.now() - returned).toBeLessThan(convergenceMs);
    await socket.client.dispose();
  }, 90_000);
});
