// The browser app: root web/, built into dist/web (served by the API server), proxied to it in development.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { antdMapTokens } from './antdMapTokens.ts';
import { antdSplitStyles } from './antdSplitStyles.ts';
import { compileHints } from './compileHints.ts';
import { firstFramePages } from './firstFramePages.ts';
import { loginPage } from './loginPage.ts';
import { stagedEntry } from './stagedEntry.ts';
import { tableScrollbarMeasure } from './tableScrollbarMeasure.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const brotli = promisify(zlib.brotliCompress);
// Brotli's best quality (11) costs seconds per megabyte: GraphiQL's multi-megabyte editor chunk gets 9 (10% larger, 20 times faster).
const brotliBySize = (file: zlib.InputType) =>
  brotli(file, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: Buffer.byteLength(file) > 1024 ** 2 ? 9 : 11 } });
const compressedTypes = /\.(html|js|mjs|css|json|svg|ttf)$/;

const apiServer = process.env.CRM_API_URL ?? 'http://127.0.0.1:4000';

/**
 * Chunks whose scripts are not preloaded (build.modulePreload below): antd's providers, the lists' antd tables, and
 * the antd parts the Team, account, import and Duplicates screens draw below their plain card once it has painted.
 * Named by their modules' names: the build stops when one of them makes no chunk (a module renamed would otherwise be
 * preloaded again without a word).
 */
const followedChunks = [
  'AntdRoot',
  'AntdCustomersTable',
  'AntdContactsTable',
  'TeamSections',
  'AccountSections',
  'DuplicateGroups',
  'RecentImports',
  'ImportSteps',
];
const followedImports = new RegExp(`^assets/(${followedChunks.join('|')})-`);

const followedChunksExist: Plugin = {
  name: 'crm:followed-chunks-exist',
  apply: 'build',
  generateBundle(_, bundle) {
    const files = Object.keys(bundle);
    const missing = followedChunks.filter((name) => !files.some((file) => file.startsWith(`assets/${name}-`) && file.endsWith('.js')));
    if (missing.length > 0) this.error(`No chunk is named ${missing.join(', ')}: web/vite.config.ts's followedChunks names modules that are gone or renamed`);
  },
};

export default defineConfig({
  root: webRoot,
  plugins: [
    loginPage(webRoot),
    antdSplitStyles(),
    antdMapTokens(),
    react(),
    // antd's tables measure a scrollbar only where they use its width (web/tableScrollbarMeasure.ts).
    tableScrollbarMeasure(),
    // The first download's scripts are compiled as they stream in, off the main thread (web/compileHints.ts).
    compileHints('main', 'login'),
    stagedEntry('main', 'login'),
    followedChunksExist,
    // A page per screen with the screen's card drawn in it ahead (web/src/app/firstFrames.tsx).
    firstFramePages(),
    // Brotli and gzip copies beside each text file, made once here; the server picks one by Accept-Encoding (server/http/webApp.ts).
    compression({ algorithms: ['gzip'], include: compressedTypes, logLevel: 'silent' }),
    compression({ algorithms: [defineAlgorithm(brotliBySize, {})], filename: '[path][base].br', include: compressedTypes, logLevel: 'silent' }),
  ],
  build: {
    outDir: path.join(webRoot, '..', 'dist', 'web'),
    emptyOutDir: true,
    // GraphiQL's Monaco editor is one large chunk, loaded only on /graphiql.
    chunkSizeWarningLimit: 3000,
    // A dynamic import asks first for every script its module needs, a <link rel="modulepreload"> each, added to the
    // page in the task that imports it (about 0.5-1 ms a link while a page loads). antd's providers, the two lists'
    // antd tables and the screens' antd parts below their cards are asked for only once the screen has painted (the
    // tables take the place of plain ones that work meanwhile): their scripts are left to the browser, which follows
    // their imports itself, and the task that asks for them adds only their stylesheets.
    modulePreload: { resolveDependencies: (filename, deps) => (followedImports.test(filename) ? [] : deps) },
    rolldownOptions: {
      input: {
        // The page sent at dashboard addresses, and the one sent at the login addresses (made from it: web/loginPage.ts).
        main: path.join(webRoot, 'index.html'),
        login: path.join(webRoot, 'login.html'),
        graphiql: path.join(webRoot, 'graphiql.html'),
      },
      output: {
        // Left to itself the bundler puts each module in a chunk by the set of screens that use it, and antd's icons
        // and Apollo Client's hooks, small modules shared in many ways, made many files of 1-2 KiB: a screen's first
        // load asked for a dozen, and a phone on HTTP/1.1 (six connections to a host) pays a round trip per six.
        // Apollo Client is one chunk (every page uses it; GraphiQL, which only needs the graphql modules in it,
        // loads it too), React and React DOM another (index.html's entry evaluates them a part a task: src/main.tsx);
        // the icons are grouped by the set of entries using them (login's own apart), small sets merged.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|ts-invariant)[\\/]/ },
            { name: 'icons', test: /@ant-design[\\/]icons[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 12000 },
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
