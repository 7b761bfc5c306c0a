// 1. A seeded fuzz of the API (SOAK_SEED replays one, SOAK_FUZZ sets how many inputs), and the store checked after it.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { customerSchema, validate } from '../../server/domain/validation.ts';
import { signInMutation } from '../support/crmServer.ts';
import { report } from './verdicts.ts';
import type { Server } from './soakServer.ts';

export const seed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
const fuzzCount = Number(process.env.SOAK_FUZZ ?? 10_000);

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

export async function fuzz(server: Server, token: string) {
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

export function checkStore(dataDir: string) {
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
