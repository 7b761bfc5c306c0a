// login.html, the page the server sends at the login addresses (server/http/webApp.ts): index.html with
// web/src/login.tsx as its entry instead of web/src/main.tsx, made from index.html as the build reads it, so that
// the two pages cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function loginPage(webRoot: string): Plugin {
  const index = path.join(webRoot, 'index.html');
  const login = path.join(webRoot, 'login.html');
  return {
    name: 'crm:login-page',
    enforce: 'pre',
    resolveId(id) {
      return id === login ? login : undefined;
    },
    load(id) {
      if (id !== login) return undefined;
      const html = fs.readFileSync(index, 'utf8');
      const withLoginEntry = html.replace('src="/src/main.tsx"', 'src="/src/login.tsx"');
      if (withLoginEntry === html) throw new Error('login page: web/index.html names no /src/main.tsx to replace');
      return withLoginEntry;
    },
  };
}
