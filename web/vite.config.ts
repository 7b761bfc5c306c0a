// The browser app: root web/, built into dist/web (served by the API server), proxied to it in development.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const apiServer = process.env.CRM_API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: path.join(webRoot, '..', 'dist', 'web'),
    emptyOutDir: true,
    // GraphiQL's Monaco editor is one large chunk, loaded only on /graphiql.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      input: {
        main: path.join(webRoot, 'index.html'),
        graphiql: path.join(webRoot, 'graphiql.html'),
      },
      onwarn(warning, warn) {
        // GraphiQL's packages start modules with React-compiler directives ("use no memo") that bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
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
