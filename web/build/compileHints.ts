// V8's explicit compile hint (Chrome 136+): a script whose first line is `//# allFunctionsCalledOnLoad` has all its
// functions compiled as it streams in, on a background thread, instead of each on the main thread at its first call.
// The first download (a page's entry and every chunk it imports: React, the router, Apollo Client) runs nearly all
// its code on load; on Lighthouse's 4x-slowed phone that compiling was most of the long tasks after the first paint.
// Screens' chunks and GraphiQL keep V8's lazy default: much of their code runs only when used.
import type { Plugin, Rolldown } from 'vite';
import { firstDownload } from './stagedEntry.ts';

const hint = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint first in `entry`'s chunk and every chunk it fetches as it starts (web/build/stagedEntry.ts). */
export function hintFirstDownload(bundle: Rolldown.OutputBundle, entry: string): void {
  const main = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.isEntry && output.name === entry,
  );
  if (main?.type !== 'chunk') throw new Error(`compile hints: the bundle has no entry chunk named '${entry}'`);
  for (const chunk of [main, ...firstDownload(bundle, main)])
    if (!chunk.code.startsWith(hint)) chunk.code = hint + chunk.code;
}

/**
 * The hint only counts on a file's first line, and Vite's import analysis puts its preload table (`__vite__mapDeps`)
 * first in a chunk with lazy imports, in its generateBundle (a plain one): the hint goes in after it, in the hook's
 * last step, ahead of the compressed copies (web/build/precompressed.ts, later in the plugin list). File names keep the
 * hash of the code without the hint: the hint changes how V8 compiles, never what runs.
 */
export function compileHints(...entries: string[]): Plugin {
  return {
    name: 'crm:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const entry of entries) hintFirstDownload(bundle, entry);
      },
    },
  };
}
