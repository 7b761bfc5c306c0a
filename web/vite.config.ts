// The browser app: root web/, built into dist/web (served by the API server), proxied to it in development.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdMapTokens } from './build/antdMapTokens.ts';
import { antdSplitStyles } from './build/antdSplitStyles.ts';
import { compileHints } from './build/compileHints.ts';
import { earlyIntl } from './build/earlyIntl.ts';
import { firstFramePages } from './build/firstFramePages.ts';
import { followedChunks } from './build/followedChunks.ts';
import { inlineDocuments } from './build/inlineDocuments.ts';
import * as generatedDocuments from './src/gql/graphql.ts';
import { loginPage } from './build/loginPage.ts';
import { precompressed } from './build/precompressed.ts';
import { shellChunk } from './build/shellChunk.ts';
import { stagedEntry } from './build/stagedEntry.ts';
import { firstFrames, pageWords } from './src/app/firstFrames.tsx';
import { pageQueryTexts } from './src/app/pageQueries.ts';
import type { Messages } from './src/shared/i18n/catalogs.ts';
import { directionOf, locales } from './src/shared/i18n/locales.ts';
import { intlWarmUp } from '../server/domain/pageScripts.ts';
import { darkTokens, lightTokens } from './src/shared/themeSeeds.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const compressedTypes = /\.(html|js|mjs|css|json|svg|ttf)$/;

// Every dashboard screen's shell, in one chunk (web/build/shellChunk.ts).
const dashboardShell = shellChunk(path.join(webRoot, 'src', 'app', 'DashboardRoute.tsx'), [
  path.join(webRoot, 'src', 'main.tsx'),
  path.join(webRoot, 'src', 'login.tsx'),
]);

const apiServer = process.env.CRM_API_URL ?? 'http://127.0.0.1:4000';

/** A language's compiled catalog (npm run i18n); English needs none. */
const catalog = (locale: string): Messages =>
  locale === 'en'
    ? {}
    : (JSON.parse(
        fs.readFileSync(path.join(webRoot, 'src', 'shared', 'i18n', 'compiled', `${locale}.json`), 'utf8'),
      ) as Messages);

export default defineConfig({
  root: webRoot,
  plugins: [
    inlineDocuments(generatedDocuments),
    dashboardShell.plugin,
    loginPage(webRoot),
    // The browser's date and number formatting set up while the stylesheets download (web/build/earlyIntl.ts).
    earlyIntl(intlWarmUp),
    antdSplitStyles(),
    antdMapTokens({ light: lightTokens, dark: darkTokens }),
    react(),
    // The first download's scripts are compiled as they stream in, off the main thread (web/build/compileHints.ts).
    compileHints('main', 'login'),
    stagedEntry('main', 'login'),
    // antd's parts (modules named *.antd.tsx) are fetched once the screen has painted, their scripts not preloaded; a
    // customer's page's scripts are not preloaded either: the server paints it with the customer in it
    // (src/app/answeredFrames.tsx), and its code only takes over.
    followedChunks(['main', 'login'], [path.join(webRoot, 'src', 'features', 'customers', 'CustomerDetailsPage.tsx')]),
    // A page per screen with the screen's card rendered in it ahead (web/src/app/firstFrames.tsx), in each language,
    // and the queries the server answers in it (web/src/app/pageQueries.ts).
    firstFramePages(
      () =>
        locales.map((locale) => {
          const messages = catalog(locale);
          const pages = { frames: firstFrames(locale, messages), ...pageWords(locale, messages) };
          return { locale, dir: directionOf(locale), ...pages };
        }),
      pageQueryTexts,
    ),
    // Brotli and gzip copies beside each text file, made once here, after the compile hints (web/build/precompressed.ts).
    precompressed(compressedTypes),
  ],
  build: {
    outDir: path.join(webRoot, '..', 'dist', 'web'),
    emptyOutDir: true,
    // GraphiQL's Monaco editor is one large chunk, loaded only on /graphiql.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      input: {
        // The page sent at dashboard addresses, and the one sent at the login addresses (made from it: web/build/loginPage.ts).
        main: path.join(webRoot, 'index.html'),
        login: path.join(webRoot, 'login.html'),
        graphiql: path.join(webRoot, 'graphiql.html'),
      },
      output: {
        // Left to itself the bundler puts each module in a chunk by the set of screens that use it, and antd's icons
        // and Apollo Client's hooks, small modules shared in many ways, made many files of 1-2 KiB: a screen's first
        // load requested a dozen, and a phone on HTTP/1.1 (six connections to a host) pays a round trip per six.
        // Apollo Client is one chunk (every page uses it; GraphiQL, which only needs the graphql modules in it,
        // loads it too), React and React DOM another (index.html's entry evaluates them a part a task: src/main.tsx);
        // the icons are grouped by the set of entries using them (login's own apart), small sets merged; the
        // dashboard's shell is one more (web/build/shellChunk.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|ts-invariant)[\\/]/ },
            {
              name: 'icons',
              test: /@ant-design[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 12000,
            },
            dashboardShell.group,
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's packages start modules with React-compiler directives ("use no memo") that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  // Module workers, so the import worker's XLSX reader (exceljs) is a chunk of its own, fetched only for an .xlsx file.
  worker: { format: 'es' },
  optimizeDeps: {
    // GraphiQL's worker set-up imports `?worker` modules, which cannot be pre-bundled; Vite serves it as it is.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    // Cookies and sockets stay same-origin: the dev server forwards the API paths.
    proxy: {
      '/graphql': { target: apiServer, ws: true, changeOrigin: false },
      '/photos': { target: apiServer },
      '/auth': { target: apiServer },
    },
  },
});
