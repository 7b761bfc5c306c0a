// A page's entry (web/src/main.tsx, web/src/login.tsx) imports its first download in parts, with dynamic imports. A
// dynamic import's files are not in the page Vite writes, so the browser would request each part only once the one
// before it had run: this puts them in the page, as the static imports' are (a modulepreload link per script, a
// stylesheet link per stylesheet, in the head), so they all arrive as before.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * Every chunk `entry` fetches as it starts: what it imports, statically or (its first download in parts) dynamically,
 * and, however deep, what those import statically. Their own dynamic imports are screens, fetched later.
 */
export function firstDownload(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const chunks: Rolldown.OutputChunk[] = [];
  const pending = [...entry.imports, ...entry.dynamicImports];
  const seen = new Set<string>([entry.fileName]);
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') continue;
    seen.add(fileName);
    chunks.push(chunk);
    pending.push(...chunk.imports);
  }
  return chunks;
}

/** Names in each page whose entry is one of `entryNames` the files its entry fetches as it starts. */
export function stagedEntry(...entryNames: string[]): Plugin {
  let base = '/';
  return {
    name: 'crm:staged-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        if (!chunk || !entryNames.includes(chunk.name) || !bundle) return html;
        const named = new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
        const tags: HtmlTagDescriptor[] = [];
        const link = (rel: string, href: string) => {
          if (named.has(href)) return;
          named.add(href);
          tags.push({ tag: 'link', attrs: { rel, crossorigin: true, href }, injectTo: 'head' });
        };
        for (const imported of firstDownload(bundle, chunk)) {
          link('modulepreload', `${base}${imported.fileName}`);
          for (const css of imported.viteMetadata?.importedCss ?? []) link('stylesheet', `${base}${css}`);
        }
        return { html, tags };
      },
    },
  };
}
