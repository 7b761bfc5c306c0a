// What the server renders of the web app itself (web/src/app/answeredFrames.tsx: a customer's page with the
// customer in it), built for Node into dist/web-server: React and the other packages come from node_modules as it runs, and
// stylesheets are left out (the page links the app's).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineDocuments } from './build/inlineDocuments.ts';
import * as generatedDocuments from './src/gql/graphql.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [
    inlineDocuments(generatedDocuments),
    react(),
    // antd's parts (modules named *.antd.tsx, and the dialogs' host), which the app fetches when one opens, never
    // render in a frame, and the stylesheets they import are the browser build's: all are empty here.
    {
      name: 'no-antd-parts',
      enforce: 'pre',
      resolveId: (id) =>
        /\.antd\.tsx$|\/DialogHost\.tsx$|^virtual:antd-styles\//.test(id) ? `\0empty:${id}` : undefined,
      load: (id) => (id.startsWith('\0empty:') ? (id.endsWith('.css') ? '' : 'export {};') : undefined),
    },
  ],
  // The app's public files are the browser build's.
  publicDir: false,
  // antd's icons bundled, only those rendered: their package's entry would load every icon as the server starts.
  ssr: {
    noExternal: ['@ant-design/icons', '@ant-design/icons-svg', '@ant-design/colors', '@ant-design/fast-color', 'clsx'],
    // Their modules (es/), which the bundler can leave unused icons out of, not Node's entry (every icon, lib/).
    resolve: { conditions: ['module', 'production'] },
  },
  build: {
    ssr: path.join(webRoot, 'src', 'app', 'answeredFrames.tsx'),
    outDir: path.join(webRoot, '..', 'dist', 'web-server'),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'answeredFrames.js' } },
  },
});
