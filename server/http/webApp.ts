import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import compression from 'compression';
import { pickLocale, type Locale } from '../domain/preferences/locales.ts';
import { log } from '../log.ts';
import { readCookie, sessionCookieName } from './cookies.ts';
import { framesWithAnswers, pageDataBlock, type PageAnswer } from './pageData.ts';

/** The language a person last chose in this browser, written by the web app beside its own memory of it. */
export const localeCookieName = 'crm-locale';

/** Hashed build output (`/assets/*`): its name changes with its content, so browsers keep it for good. */
const hashedAssetCaching = 'public, max-age=31536000, immutable';
/** The pages that name the current assets: browsers revalidate them on every load (ETag, 304). */
const pageCaching = 'no-cache';
/** Unhashed public files (favicon, robots.txt). */
const publicFileCaching = 'public, max-age=3600';

type Middleware = (req: express.Request, res: express.Response, next: express.NextFunction) => void;

/**
 * The build's files, precompressed at build time (`.br`, `.gz` beside each, see web/build/precompressed.ts) and chosen
 * by Accept-Encoding through express-static-gzip. It indexes the compressed files when created, so it is created
 * again whenever a new build appears (index.html changes) while the server runs.
 */
function builtFiles(webDir: string): Middleware {
  const index = path.join(webDir, 'index.html');
  let served: { build: number; middleware: Middleware } | undefined;
  return (req, res, next) => {
    const build = fs.statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (served?.build !== build) {
      served = {
        build,
        middleware: expressStaticGzip(webDir, {
          enableBrotli: true,
          orderPreference: ['br', 'gzip'],
          index: false,
          serveStatic: {
            index: false,
            setHeaders: (res, file) => {
              const relative = path.relative(webDir, file);
              // A page is chosen by language as well as by encoding (serveWebApp).
              if (/\.html(\.br|\.gz)?$/.test(file)) res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
              res.setHeader(
                'Cache-Control',
                relative.startsWith(`assets${path.sep}`)
                  ? hashedAssetCaching
                  : /\.html(\.br|\.gz)?$/.test(file)
                    ? pageCaching
                    : publicFileCaching,
              );
            },
          },
        }),
      };
    }
    served.middleware(req, res, next);
  };
}

/**
 * The dashboard's addresses (web/src/shared/routes.ts; tests/api/webApp.test.ts asks each of its addresses): every
 * other client-side address shows the login screen.
 */
const dashboardAddress = /^\/dashboard(\/|$)/;

/**
 * A dashboard screen's own address (`/dashboard/<segment>`, or `/dashboard/<segment>/<id>` for a screen of one
 * record): the build may have drawn its card into a page of its own (`frames/<segment>.html`, or
 * `frames/<segment>-id.html`: web/build/firstFramePages.ts), sent instead of index.html to a visitor with a session.
 * Without one the app goes to the login screen, which that page would only delay.
 */
const screenAddress = /^\/dashboard\/([a-z]+)(\/[\w-]+)?\/?$/;

/**
 * The language of a page sent (docs/languages.md#first-paint): the one last chosen in this browser (its cookie), else
 * the browser's first the app speaks (Accept-Language), else the team's default, as the app itself picks it.
 */
function pageLocale(req: express.Request, teamLocale: () => string): Locale {
  return pickLocale(readCookie(req.headers, localeCookieName), req.acceptsLanguages(), teamLocale());
}

/**
 * The built web app at /, GraphiQL at /graphiql, and a page of the app for every client-side address: index.html at
 * the dashboard's, login.html (the same app, with the login screen's code in its first download) at the others, each
 * in the person's language where the build wrote one (locales/<locale>/, web/build/firstFramePages.ts).
 */
export function serveWebApp(
  app: express.Express,
  webDir: string,
  teamLocale: () => string = () => 'en',
  answers?: (req: express.Request, res: express.Response, segment: string, id?: string) => Promise<PageAnswer[]>,
): void {
  const index = path.join(webDir, 'index.html');
  const login = path.join(webDir, 'login.html');
  const graphiql = path.join(webDir, 'graphiql.html');
  const files = builtFiles(webDir);
  /**
   * Answers with one built page (compressed like every other file), whatever path was asked for: `inLanguage`, the
   * person's language's copy when there is one.
   */
  /** A built page (`/frames/users.html`) in `locale`, where the build wrote that language's copy; else as built. */
  const pageIn = (page: string, locale: string): string => {
    const translated = `/locales/${locale}${page}`;
    return locale !== 'en' && fs.existsSync(path.join(webDir, translated)) ? translated : page;
  };
  const sendPage =
    (page: string, inLanguage = false): Middleware =>
    (req, res, next) => {
      const asked = req.url;
      req.url = pageIn(page, inLanguage ? pageLocale(req, teamLocale) : 'en');
      files(req, res, (error?: unknown) => {
        req.url = asked;
        next(error);
      });
    };
  const compressed = compression();
  const answeredFrame = framesWithAnswers(webDir, process.env.NODE_ENV === 'production');
  /** The app's root as built, to hold a frame rendered with its answers instead. */
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  /**
   * A frame with the answers to its screen's first queries in it (server/http/pageData.ts): made for each request,
   * so compressed as it is sent, and never kept by a cache, since it holds the person's data.
   */
  const sendPageWithAnswers =
    (segment: string, id?: string): Middleware =>
    (req, res, next) => {
      const locale = pageLocale(req, teamLocale);
      const page = path.join(webDir, pageIn(`/frames/${segment}.html`, locale));
      // Answers that could not be had leave the app to ask, as it does on any other page.
      answers!(req, res, segment, id)
        .catch((error: unknown) => {
          log.error(`the answers of a ${segment} page could not be had`, error);
          return [];
        })
        .then(async (found) => {
          const frame = await answeredFrame(segment, locale, found);
          const built = fs.readFileSync(page, 'utf8');
          const framed = frame ? built.replace(root, (_, end: string) => `<div id="root">${frame}</div>${end}`) : built;
          // A function, so no `$&` in a customer's value is read as a replacement pattern.
          const html = framed.replace('</body>', () => `${pageDataBlock(found)}</body>`);
          res.set({ 'Cache-Control': 'no-store', Vary: 'Accept-Encoding, Accept-Language, Cookie' });
          compressed(req, res, () => res.type('html').send(html));
        })
        .catch(next);
    };
  const graphiqlPage = sendPage('/graphiql.html');
  const appPage = sendPage('/index.html', true);
  const loginPage = sendPage('/login.html', true);

  app.get('/graphiql', (req, res, next) => {
    if (fs.existsSync(graphiql)) graphiqlPage(req, res, next);
    else res.status(503).type('text/plain').send('GraphiQL is part of the web build: run `npm run build`.');
  });
  app.use(files);
  app.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/assets/')) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`, then reload.');
      return;
    }
    const [, screen, id] = screenAddress.exec(req.path) ?? [];
    const segment = screen && (id ? `${screen}-id` : screen);
    const framed =
      segment && readCookie(req.headers, sessionCookieName) && path.join(webDir, 'frames', `${segment}.html`);
    if (
      framed &&
      answers &&
      fs.existsSync(framed) &&
      fs.existsSync(path.join(webDir, 'frames', `${segment}.queries.json`))
    )
      sendPageWithAnswers(segment, id?.slice(1))(req, res, next);
    else if (framed && fs.existsSync(framed)) sendPage(`/frames/${segment}.html`, true)(req, res, next);
    // A build without login.html (one made before it existed) draws the login screen from index.html too.
    else (dashboardAddress.test(req.path) || !fs.existsSync(login) ? appPage : loginPage)(req, res, next);
  });
}
