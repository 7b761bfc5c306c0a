// The web build as browsers get it: brotli or gzip by Accept-Encoding, hashed assets cached for good, the pages
// revalidated, a real robots.txt, and the 503 that says to build when there is no build.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { serveWebApp } from '../../server/http/webApp.ts';
import { paths } from '../../web/src/shared/routes.ts';
import { signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { decoded, rawGet } from '../support/rawHttp.ts';

const webDir = path.resolve('dist/web');

/** The scripts a page's first download names (the entry, and the chunks it preloads), each name with a content hash. */
function firstDownload(page: 'index.html' | 'login.html'): string[] {
  const html = fs.readFileSync(path.join(webDir, page), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

/** The largest script of index.html's first download: the app's own start (the entry itself is a few bytes). */
function entryScript(): string {
  const bySize = firstDownload('index.html').sort(
    (a, b) => fs.statSync(path.join(webDir, b)).size - fs.statSync(path.join(webDir, a)).size,
  );
  if (!bySize[0]) throw new Error('index.html names no module script');
  return bySize[0];
}

describe('the web build', () => {
  let crm: TestCrm;
  let cookie: string;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDir, 'index.html')))
      throw new Error('The web app is not built: run `npm run build` (npm test does this first).');
    crm = await startTestCrm();
    cookie = `crm_session=${(await signUp(crm.url)).token}`;
  });
  afterAll(() => crm.dispose());

  it.each([
    ['br', 'br, gzip, deflate'],
    ['gzip', 'gzip, deflate'],
  ])(
    'sends a hashed script %s-compressed to a client accepting %s, cached for a year as immutable',
    async (encoding, accepted) => {
      const script = entryScript();
      const response = await rawGet(`${crm.url}${script}`, { 'accept-encoding': accepted });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const original = fs.readFileSync(path.join(webDir, script));
      expect(response.body.length).toBeLessThan(original.length / 2);
      expect(decoded(response).equals(original)).toBe(true);
    },
  );

  it("asks V8 to compile the first download's scripts as they arrive: each starts with the compile hint, as sent in every encoding", async () => {
    const scripts = [...new Set([...firstDownload('index.html'), ...firstDownload('login.html')])];
    expect(scripts).toContain(entryScript());
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await rawGet(`${crm.url}${script}`, { 'accept-encoding': encoding });
        expect([script, encoding, decoded(response).toString('utf8', 0, 29)]).toEqual([
          script,
          encoding,
          '//# allFunctionsCalledOnLoad\n',
        ]);
      }
    }
    // A screen's own code is compiled as V8 chooses: much of it runs only when used.
    const screen = fs.readdirSync(path.join(webDir, 'assets')).find((name) => /^CustomersPage-.*\.js$/.test(name));
    expect(screen).toBeDefined();
    expect(fs.readFileSync(path.join(webDir, 'assets', screen!), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  });

  it.each(['index.html', 'login.html'])(
    'names in %s every script and stylesheet its entry asks for as it starts, so none waits for the one before it',
    (page) => {
      const html = fs.readFileSync(path.join(webDir, page), 'utf8');
      const entry = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(entry).toBeDefined();
      // Vite lists what the entry's imports need in the entry itself (its preload table).
      const needed = [
        ...fs.readFileSync(path.join(webDir, entry!), 'utf8').matchAll(/"(assets\/[^"]+\.(?:js|css))"/g),
      ].map((match) => `/${match[1]}`);
      expect(needed.length).toBeGreaterThan(3);
      expect(needed.filter((file) => !html.includes(`href="${file}"`))).toEqual([]);
    },
  );

  it('prefers brotli when a client accepts both, whatever their order', async () => {
    const response = await rawGet(`${crm.url}${entryScript()}`, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const script = entryScript();
    const response = await rawGet(`${crm.url}${script}`, { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body.equals(fs.readFileSync(path.join(webDir, script)))).toBe(true);
  });

  it('sends the app page for a client-side route compressed, to be revalidated on every load: login.html at the login addresses, index.html at the dashboard', async () => {
    for (const [route, encoding, page] of [
      ['/', 'br', 'login.html'],
      ['/home', 'gzip', 'login.html'],
      ['/no/such/address', 'br', 'login.html'],
      ['/dashboard', 'br', 'index.html'],
      ['/dashboard/users', 'gzip', 'index.html'],
      ['/dashboardx', 'br', 'login.html'],
    ] as const) {
      const response = await rawGet(`${crm.url}${route}`, { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect([route, decoded(response).toString()]).toEqual([route, fs.readFileSync(path.join(webDir, page), 'utf8')]);
    }
  });

  it("sends, at every address of the web app's route table, the page its screen's code comes with: index.html at a dashboard screen's, login.html at the login screen's", async () => {
    const id = 'OZ2w0rHXjljeSajPCGjt';
    const addresses = [
      ...Object.values(paths).filter((address) => typeof address === 'string'),
      paths.editCustomer(id),
      paths.customerDetails(id),
      paths.mergeDuplicates([id, id]),
    ];
    const pages = ['index.html', 'login.html'].map(
      (page) => [page, fs.readFileSync(path.join(webDir, page), 'utf8')] as const,
    );
    const pageAt = async (address: string) => {
      const sent = decoded(await rawGet(`${crm.url}${address}`, { 'accept-encoding': 'br' })).toString();
      return [address, pages.find(([, html]) => html === sent)?.[0] ?? 'another page'];
    };
    const expected = addresses.map((address) => [
      address,
      address === paths.login || address === paths.home ? 'login.html' : 'index.html',
    ]);
    expect(await Promise.all(addresses.map(pageAt))).toEqual(expected);
  });

  it("sends each page in the person's language: the one last chosen in the browser, else the browser's, else English", async () => {
    const pageAt = async (address: string, headers: Record<string, string>) => {
      const response = await rawGet(`${crm.url}${address}`, { 'accept-encoding': 'br', ...headers });
      expect(response.headers.vary).toMatch(/Accept-Language/);
      return decoded(response).toString();
    };
    const arabic = await pageAt(paths.customers, { cookie, 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<h1 class="page-title">قائمة العملاء</h1>');
    // The browser's last choice (the web app's cookie) comes before its languages.
    const chosen = await pageAt(paths.import, { cookie: `${cookie}; crm-locale=fr`, 'accept-language': 'ar' });
    expect(chosen).toContain('<html lang="fr" dir="ltr">');
    expect(chosen).toContain('<h1 class="page-title">Importer des clients</h1>');
    const login = await pageAt(paths.login, { 'accept-language': 'de-AT' });
    expect(login).toContain('<html lang="de" dir="ltr">');
    expect(login).toContain('<span class="page-spinner-text">Wird geladen…</span>');
    const unknown = await pageAt(paths.login, { 'accept-language': 'it' });
    expect(unknown).toBe(fs.readFileSync(path.join(webDir, 'login.html'), 'utf8'));
  });

  it("sends a visitor with a session, at the customers list's, the Team page's, the Duplicates view's, the import page's, the add form's and a customer's page's addresses, index.html with that screen's card rendered in place of the spinner", async () => {
    const index = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
    const pageAt = async (address: string, headers: Record<string, string>) =>
      decoded(await rawGet(`${crm.url}${address}`, { 'accept-encoding': 'br', ...headers })).toString();
    for (const [address, words] of [
      [paths.customers, 'placeholder="Search by name, email, phone, address or notes"'],
      [`${paths.team}/`, '<p class="team-lead">Who may see and change your customers:'],
      [paths.duplicates, '<p class="duplicates-intro">Active customers who share'],
      [paths.import, '<p class="import-intro">Choose a CSV or Excel'],
      [paths.addCustomer, '<h1 class="page-title">Add User</h1>'],
      [paths.customerDetails('OZ2w0rHXjljeSajPCGjt'), '<h1 class="page-title">Customer details</h1>'],
    ] as const) {
      const page = await pageAt(address, { cookie });
      expect([address, page.includes(words), page.includes('page-spinner')]).toEqual([address, true, false]);
      expect(page).toMatch(/<div class="shell first-frame" inert="" aria-hidden="true">/);
      // The same scripts and stylesheets as index.html (some held until the frame has painted, in the head's
      // template), and the shell's and the screen's stylesheets besides.
      const links = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
      const [framed, indexed] = [links(page), links(index)];
      expect(framed.filter((file) => indexed.includes(file)).sort()).toEqual([...indexed].sort());
      const added = framed.filter((file) => !indexed.includes(file));
      expect(added.every((file) => file.endsWith('.css') && fs.existsSync(path.join(webDir, file)))).toBe(true);
      // Without a session the app goes to the login screen: the spinner page, as before.
      expect([address, await pageAt(address, {})]).toEqual([address, index]);
    }
    // A screen without a frame of its own, and any other address under the dashboard, get index.html as it is.
    for (const address of [
      paths.contacts,
      paths.dashboard,
      `${paths.customers}/x`,
      `${paths.customerDetails('OZ2w0rHXjljeSajPCGjt')}/more`,
      paths.editCustomer('OZ2w0rHXjljeSajPCGjt'),
    ]) {
      expect([address, await pageAt(address, { cookie })]).toEqual([address, index]);
    }
  });

  it("keeps the login screen's code out of the dashboard page's first download, and puts it in the login page's", () => {
    const loginScreen = (script: string) => /\/LoginPage-[^/]+\.js$/.test(script);
    expect(firstDownload('login.html').filter(loginScreen)).toHaveLength(1);
    expect(firstDownload('index.html').filter(loginScreen)).toEqual([]);
    // Its form's validation (yup) too: the shared chunk that holds it comes with the login page only.
    const withYup = (page: 'index.html' | 'login.html') =>
      firstDownload(page).filter((script) =>
        fs.readFileSync(path.join(webDir, script), 'utf8').includes('ValidationError'),
      );
    expect(withYup('login.html').length).toBeGreaterThan(0);
    expect(withYup('index.html')).toEqual([]);
  });

  it('revalidates the app page with its ETag (304 when the build has not changed)', async () => {
    const first = await rawGet(`${crm.url}/dashboard`, { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await rawGet(`${crm.url}/dashboard`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('sends the GraphiQL page compressed, to be revalidated on every load', async () => {
    const response = await rawGet(`${crm.url}/graphiql`, { 'accept-encoding': 'br', cookie });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response).toString()).toBe(fs.readFileSync(path.join(webDir, 'graphiql.html'), 'utf8'));
  });

  it('answers /robots.txt with a robots file in plain text, not the app', async () => {
    const response = await fetch(`${crm.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/graphql$/m);
    // Lighthouse's is-crawlable audit fails any screen a Disallow covers: only what is not a page is kept out.
    expect(text).not.toMatch(/^Disallow: \/(dashboard|$)/m);
    expect(text).not.toMatch(/<html/i);
  });

  it('answers 404 for a missing hashed asset instead of the app page', async () => {
    const response = await fetch(`${crm.url}/assets/missing-0000.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });
});

describe('without a web build', () => {
  let server: http.Server;
  let url: string;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-no-build-'));
    const app = express();
    serveWebApp(app, emptyDir);
    server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('says how to build, for the app and for GraphiQL', async () => {
    const app = await fetch(`${url}/dashboard/users`);
    expect(app.status).toBe(503);
    expect(await app.text()).toBe('The web app is not built yet: run `npm run build`, then reload.');
    const graphiql = await fetch(`${url}/graphiql`);
    expect(graphiql.status).toBe(503);
    expect(await graphiql.text()).toBe('GraphiQL is part of the web build: run `npm run build`.');
  });

  it('serves a build that appears while the server runs, compressed', async () => {
    fs.writeFileSync(path.join(emptyDir, 'index.html'), '<!doctype html><title>late build</title>');
    fs.writeFileSync(
      path.join(emptyDir, 'index.html.br'),
      zlib.brotliCompressSync('<!doctype html><title>late build</title>'),
    );
    const response = await rawGet(`${url}/dashboard`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response).toString()).toContain('late build');
  });
});
