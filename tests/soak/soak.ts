// npm run soak — the product against abuse, from outside, on loopback, bounded in time: a seeded fuzz, live
// subscribers under writes, kill -9 during acknowledged writes, slow readers, and a lockout attempt. Prints each
// figure with its verdict and exits non-zero when one fails. SOAK_SEED replays a fuzz; SOAK_SECONDS sets the
// subscriber run (60 by default); SOAK_FUZZ sets the number of fuzz inputs (10,000 by default).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import { customerSchema, validate } from '../../server/domain/validation.ts';
import { gql, signInMutation, signUp, sleep, tempDataDir, uniqueEmail, wsUrl } from '../support/crmServer.ts';

const seed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
const subscriberSeconds = Number(process.env.SOAK_SECONDS ?? 60);
const fuzzCount = Number(process.env.SOAK_FUZZ ?? 10_000);
const verdicts: Array<{ check: string; figure: string; ok: boolean }> = [];
const report = (check: string, figure: string, ok: boolean) => {
  verdicts.push({ check, figure, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${figure}`);
};

// ---- the server, as `npm start` runs it, in its own process -------------------------------------------------

interface Server {
  url: string;
  child: ChildProcess;
  rssMb(): number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port?: number): Promise<Server> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      CRM_DATA_DIR: dataDir,
      CRM_LOG_QUIET: 'true',
      CRM_API_RATE_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', () => undefined);
  const url = `http://127.0.0.1:${listenPort}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url,
    child,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
  };
}

function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

// ---- a seeded PRNG ------------------------------------------------------------------------------------------

function random(seedValue: number) {
  let state = seedValue >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const text = (length: number) =>
    Array.from({ length }, () =>
      String.fromCharCode(pick([int(95) + 32, int(0xffff), 0xd800 + int(0x400), int(32)])),
    ).join('');
  return { next, int, pick, text };
}

// ---- 1. fuzz ------------------------------------------------------------------------------------------------

const internals = new RegExp(
  `\\bat .*:\\d+:\\d+|${process.cwd().replace(/[/\\\\.]/g, '\\$&')}|node_modules|file://|/work/`,
);

async function fuzz(server: Server, token: string) {
  const r = random(seed);
  const customer = () => ({
    fname: r.text(r.int(3) ? 8 : 200),
    lname: r.text(r.pick([1, 5, 101])),
    email: r.pick(['a@b.co', r.text(10), `${'x'.repeat(70)}@e.com`]),
    phone: r.text(r.pick([9, 12, 41])),
    address: r.text(r.pick([6, 301])),
    notes: r.text(r.pick([0, 10, 5001])),
  });
  const documents = [
    () =>
      `{ ${r.pick(['me { email }', 'customers { id }', 'workers { name }', '__schema { types { name } }', 'nope'])} }`,
    () => `{ ${'customers { id } '.repeat(r.int(3) + 2)} }`,
    () => Array.from({ length: r.int(5000) + 2 }, (_, i) => `query q${i}{__typename}`).join(' '),
    () =>
      `{ ...F0 } ${Array.from({ length: r.int(6000) }, (_, i) => `fragment F${i} on Query { ...F${i + 1} }`).join(' ')}`,
    () => `{ ${'a: me { email } '.repeat(r.int(60))} }`,
    () => `{ ${'__schema { types { fields { type { ofType '.repeat(r.int(8))} name ${'} } } } }'.repeat(r.int(8))}`,
    () => 'subscription { customerChanges { initial } }',
    () => r.text(r.int(200)),
    () => `mutation { saveCustomer(input: ${r.text(30)}) { id } }`,
  ];
  const bodies: Array<
    () => { path: string; body?: string; type?: string; method?: string; auth: boolean; hashing?: boolean }
  > = [
    () => ({ path: '/graphql', body: JSON.stringify({ query: r.pick(documents)() }), auth: r.int(2) === 0 }),
    () => ({
      path: '/graphql',
      body: JSON.stringify({
        query: 'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        variables: { input: customer() },
      }),
      auth: true,
    }),
    () => ({
      path: '/graphql',
      body: JSON.stringify({
        query: 'mutation($id: ID!) { removeCustomer(id: $id) { id } }',
        variables: { id: r.text(20) },
      }),
      auth: r.int(2) === 0,
    }),
    () => ({ path: '/graphql', body: r.text(r.int(100)), auth: r.int(2) === 0 }),
    () => ({ path: '/graphql', body: '{bad', auth: false }),
    () => ({
      path: '/graphql',
      body: JSON.stringify([{ query: '{ me { email } }' }, { query: '{ me { uid } }' }]),
      auth: true,
    }),
    () => ({
      path: '/graphql',
      body: JSON.stringify({ query: `{ me { email } } #${'x'.repeat(1_100_000)}` }),
      auth: false,
    }),
    () => ({
      path: '/graphql',
      body: '{}',
      type: r.pick(['text/plain', 'application/json; charset=latin1', 'application/xml']),
      auth: false,
    }),
    () => ({
      path: '/graphql',
      body: JSON.stringify({
        query: signInMutation,
        variables: { email: r.pick(['a@b.co', r.text(12)]), password: r.text(8) },
      }),
      auth: false,
      hashing: true,
    }),
    () => ({
      path: r.pick([
        '/photos/workers/%E0%A4%A',
        `/photos/workers/${encodeURIComponent(r.text(10).replace(/[\uD800-\uDFFF]/g, '?'))}`,
        '/graphiql',
        '/healthz',
        `/${encodeURIComponent(r.text(5).replace(/[\uD800-\uDFFF]/g, '?'))}`,
        '/assets/none.js',
        '/robots.txt',
      ]),
      method: 'GET',
      auth: r.int(2) === 0,
    }),
  ];
  let serverErrors = 0;
  const examples: string[] = [];
  let leaks = 0;
  let slow = 0;
  let slowest = 0;
  for (let i = 0; i < fuzzCount; i++) {
    const request = r.pick(bodies)();
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.method ?? 'POST',
        headers: {
          ...(request.method !== 'GET' && { 'content-type': request.type ?? 'application/json' }),
          ...(request.auth && { authorization: `Bearer ${token}` }),
        },
        body: request.method === 'GET' ? undefined : request.body,
      });
      const text = await response.text();
      if (response.status >= 500) {
        serverErrors += 1;
        examples.push(`${response.status} ${request.path} ${String(request.body).slice(0, 80)}`);
      }
      if (internals.test(text)) {
        leaks += 1;
        examples.push(`leak ${text.slice(0, 120)}`);
      }
    } catch (error) {
      // A server may answer a too-large body early and close: the client then cannot finish sending it.
      const early = request.body !== undefined && request.body.length > 1024 * 1024;
      if (!early) {
        serverErrors += 1;
        examples.push(`dropped ${request.path} ${String(request.body).slice(0, 80)}: ${String(error)}`);
      }
    }
    const took = performance.now() - started;
    if (!request.hashing) {
      slowest = Math.max(slowest, took);
      if (took > 1000) slow += 1;
    }
  }
  for (const example of examples.slice(0, 5)) console.log(`     ${example}`);
  report(
    'fuzz: HTTP 5xx or dropped connections',
    `${serverErrors} of ${fuzzCount} inputs (seed ${seed})`,
    serverErrors === 0,
  );
  report('fuzz: answers with a stack or a path', `${leaks}`, leaks === 0);
  report('fuzz: requests over 1 s (password hashing aside)', `${slow}; slowest ${slowest.toFixed(0)} ms`, slow === 0);
}

function checkStore(dataDir: string) {
  const db = new Database(path.join(dataDir, 'crm.sqlite'), { readonly: true });
  const integrity = db.pragma('integrity_check', { simple: true });
  const rows = db
    .prepare<[], Record<string, string>>('SELECT fname, lname, email, phone, address, notes FROM customers')
    .all();
  db.close();
  const invalid = rows.filter((row) => !validate(customerSchema, row).ok).length;
  report(
    'store after the fuzz',
    `integrity ${String(integrity)}, ${rows.length} customers, ${invalid} invalid`,
    integrity === 'ok' && invalid === 0,
  );
}

// ---- 2. live subscribers under writes -----------------------------------------------------------------------

interface Message {
  type: string;
  id?: string;
  payload?: {
    data?: {
      customerChanges?: {
        initial: boolean;
        complete: boolean;
        changes: Array<{ type: string; customer: { id: string; notes: string; status: boolean } }>;
      };
    };
  };
}

function subscriber(url: string, token: string) {
  const socket = new WebSocket(wsUrl(url), 'graphql-transport-ws');
  const list = new Map<string, { notes: string; status: boolean }>();
  const seen = new Map<string, number>();
  let misordered = 0;
  let complete = false;
  socket.on('open', () =>
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
  );
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.type === 'connection_ack') {
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          id: '1',
          payload: {
            query:
              'subscription { customerChanges(filter: ALL) { initial complete changes { type customer { id notes status } } } }',
          },
        }),
      );
      return;
    }
    const set = message.payload?.data?.customerChanges;
    if (!set) return;
    if (set.initial) list.clear();
    complete = set.complete;
    for (const { type, customer } of set.changes) {
      // Each write puts a growing counter in notes: a subscriber must never see one go back or repeat.
      const counter = Number(customer.notes.split(' ')[1] ?? 0);
      if (counter < (seen.get(customer.id) ?? 0)) misordered += 1;
      seen.set(customer.id, counter);
      if (type === 'REMOVED') list.delete(customer.id);
      else list.set(customer.id, { notes: customer.notes, status: customer.status });
    }
  });
  return {
    socket,
    list,
    get misordered() {
      return misordered;
    },
    get complete() {
      return complete;
    },
  };
}

async function liveSubscribers(server: Server, tokens: string[]) {
  const token = tokens[0]!;
  const subscribers = Array.from({ length: 200 }, (_, i) => subscriber(server.url, tokens[Math.floor(i / 50)]!));
  const deadline = Date.now() + 30_000;
  while (subscribers.some((s) => !s.complete) && Date.now() < deadline) await sleep(100);
  const save = 'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
  let writes = 0;
  const until = Date.now() + subscriberSeconds * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async (_, writer) => {
      // Each writer edits only its own customers, so its counters are in commit order.
      const ids: string[] = [];
      const counters = new Map<string, number>();
      while (Date.now() < until) {
        const id = ids.length > 5 && writes % 3 ? ids[(writes * 7) % ids.length]! : undefined;
        const counter = (counters.get(id ?? '') ?? 0) + 1;
        const input = {
          ...(id && { id }),
          fname: 'Soak',
          lname: `Writer${writer}`,
          email: 'soak@example.com',
          phone: '555 0100 200',
          address: '1 Soak Street',
          notes: `n ${counter}`,
        };
        const { body } = await gql<{ saveCustomer: { id: string } }>(server.url, save, { input }, { token });
        const saved = body.data?.saveCustomer.id;
        if (saved) {
          if (!id) ids.push(saved);
          counters.set(saved, counter);
          writes += 1;
        }
        if (writes % 10 === 0 && ids.length) {
          const target = ids[writes % ids.length]!;
          await gql(
            server.url,
            `mutation($id: ID!) { ${writes % 20 ? 'removeCustomer' : 'restoreCustomer'}(id: $id) { id } }`,
            { id: target },
            { token },
          );
        }
        await sleep(20);
      }
    }),
  );
  await sleep(2000);
  const { body } = await gql<{ customers: Array<{ id: string; notes: string; status: boolean }> }>(
    server.url,
    '{ customers(filter: ALL) { id notes status } }',
    {},
    { token },
  );
  const store = new Map(body.data!.customers.map((c) => [c.id, { notes: c.notes, status: c.status }]));
  const differing = subscribers.filter(
    (s) => JSON.stringify([...s.list].sort()) !== JSON.stringify([...store].sort()),
  ).length;
  const misordered = subscribers.reduce((sum, s) => sum + s.misordered, 0);
  for (const s of subscribers) s.socket.terminate();
  report(
    `200 subscribers under writes for ${subscriberSeconds} s`,
    `${writes} writes (${(writes / subscriberSeconds).toFixed(0)}/s); lists differing from the store at the end: ${differing}; changes seen out of order: ${misordered}`,
    differing === 0 && misordered === 0,
  );
}

// ---- 3. kill -9 during acknowledged writes ------------------------------------------------------------------

async function killDuringWrites() {
  const dataDir = tempDataDir();
  let server = await startServer(dataDir);
  const { token } = await signUp(server.url, uniqueEmail('kill'));
  const acknowledged: Array<{ id: string; notes: string }> = [];
  for (let round = 0; round < 4; round++) {
    const writing = (async () => {
      for (let i = 0; ; i++) {
        const notes = `round ${round} write ${i}`;
        try {
          const { body } = await gql<{ saveCustomer: { id: string } }>(
            server.url,
            'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
            {
              input: {
                fname: 'Kill',
                lname: 'Nine',
                email: 'kill@example.com',
                phone: '555 0100 200',
                address: '9 Signal Road',
                notes,
              },
            },
            { token },
          );
          if (body.data?.saveCustomer) acknowledged.push({ id: body.data.saveCustomer.id, notes });
        } catch {
          return;
        }
      }
    })();
    await sleep(700 + round * 300);
    await stopServer(server, 'SIGKILL');
    await writing;
    server = await startServer(dataDir);
  }
  const { body } = await gql<{ customers: Array<{ id: string; notes: string }> }>(
    server.url,
    '{ customers(filter: ALL) { id notes } }',
    {},
    { token },
  );
  const stored = new Map(body.data!.customers.map((c) => [c.id, c.notes]));
  const lost = acknowledged.filter((write) => stored.get(write.id) !== write.notes).length;
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  report(
    'kill -9 during acknowledged writes (4 kills)',
    `${acknowledged.length} acknowledged, ${lost} lost`,
    lost === 0 && acknowledged.length > 0,
  );
}

// ---- 4. slow readers ----------------------------------------------------------------------------------------

async function slowReaders(server: Server, token: string) {
  // A few MB of customers, so every initial list is big.
  const save = 'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
  for (let i = 0; i < 600; i++) {
    const input = {
      fname: 'Big',
      lname: `Notes${i}`,
      email: 'big@example.com',
      phone: '555 0100 200',
      address: '1 Heavy Lane',
      notes: 'n'.repeat(4900),
    };
    // fetch may reuse a kept-alive connection just as the server closes it for idling (a loaded machine's timers run
    // late); that is no finding here, and one more customer of this filler does not matter, so send it again.
    await gql(server.url, save, { input }, { token }).catch(() => gql(server.url, save, { input }, { token }));
  }
  await sleep(1000);
  const baseline = server.rssMb();
  const closeCodes: number[] = [];
  const sockets: WebSocket[] = [];
  for (let i = 0; i < 2; i++) {
    const socket = new WebSocket(wsUrl(server.url), 'graphql-transport-ws', { autoPong: i === 0 });
    sockets.push(socket);
    socket.on('close', (code) => closeCodes.push(code));
    socket.on('error', () => undefined);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      setTimeout(() => {
        for (let id = 1; id <= 100; id++)
          socket.send(
            JSON.stringify({
              type: 'subscribe',
              id: String(id),
              payload: {
                query: 'subscription { customerChanges(filter: ALL) { initial changes { customer { id notes } } } }',
              },
            }),
          );
        // Never read again; the second also sends unrequested pongs.
        (socket as unknown as { _socket: net.Socket })._socket.pause();
        if (i === 1) setInterval(() => socket.readyState === WebSocket.OPEN && socket.pong('unasked'), 5000).unref();
      }, 300);
    });
  }
  let peak = baseline;
  let slowestHealth = 0;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${server.url}/healthz`);
    slowestHealth = Math.max(slowestHealth, performance.now() - started);
    peak = Math.max(peak, server.rssMb());
    await sleep(1000);
  }
  for (const socket of sockets) socket.terminate();
  const growth = peak - baseline;
  report(
    'slow readers (2 sockets, 100 subscribe messages each, never read, one sending unasked pongs, 60 s)',
    `server RSS +${growth.toFixed(0)} MB at peak; slowest /healthz ${slowestHealth.toFixed(0)} ms; close codes seen ${JSON.stringify(closeCodes)}`,
    growth < 50,
  );
}

// ---- 5. lockout attempt -------------------------------------------------------------------------------------

function signInFrom(localAddress: string, url: string, email: string, password: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () =>
          resolve(
            (JSON.parse(text) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code,
          ),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ query: signInMutation, variables: { email, password } }));
  });
}

async function lockout(server: Server, email: string) {
  const attackerCodes = new Map<string, number>();
  for (let attempt = 0; attempt < 25; attempt++) {
    const code = (await signInFrom('127.0.0.2', server.url, email, `guess-${attempt}`)) ?? 'ok';
    attackerCodes.set(code, (attackerCodes.get(code) ?? 0) + 1);
  }
  const owner = await signInFrom('127.0.0.1', server.url, email, 'secret123');
  report(
    'lockout attempt (25 wrong passwords from 127.0.0.2)',
    `attacker got ${JSON.stringify(Object.fromEntries(attackerCodes))}; the owner from 127.0.0.1 ${owner ? `was refused: ${owner}` : 'signed in'}`,
    owner === undefined,
  );
}

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
