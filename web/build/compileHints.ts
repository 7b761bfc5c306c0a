// V8's explicit compile hint (Chrome 136+): a script whose first line is `//# allFunctionsCalledOnLoad` has all its
// functions compiled as it streams in, on a background thread, instead of each on the main thread at its first call.
// The first download (a page's entry and every chunk it imports: React, the router, Apollo Client) runs nearly all
// its code on load; on Lighthouse's 4x-slowed phone that compiling was most of the long tasks after the first paint.
// Screens' chunks and GraphiQL keep V8's lazy default: much of their code runs only when used.
import type { Plugin, Rolldown } from 'vite';
import { firstDownload } from './stagedEntry.ts';

const hint = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint first in `entry`'s chunk and every chunk it asks for as it starts (web/build/stagedEntry.ts). */
function hintFirstDownload(bundle: Rolldown.OutputBundle, entry: string): void {
  const main = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === entry);
  if (main?.type !== 'chunk') throw new Error(`compile hints: the bundle has no entry chunk named '${entry}'`);
  for (const chunk of [main, ...firstDownload(bundle, main)]) if (!chunk.code.startsWith(hint)) chunk.code = hint + chunk.code;
}

/**
 * The hint only counts on a file's first line, and Vite's import analysis puts its preload table (`__vite__mapDeps`)
 * first in a chunk with lazy imports, in its generateBundle. So the hint goes in right after that step, as the
 * compression plugin's copies are made after it too (vite-plugin-compression2 hooks the same step the same way).
 * File names keep the hash of the code without the hint: the hint changes how V8 compiles, never what runs.
 */
export function compileHints(...entries: string[]): Plugin {
  return {
    name: 'crm:compile-hints',
    apply: 'build',
    configResolved(config) {
      const importAnalysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const step = importAnalysis?.generateBundle;
      if (!importAnalysis || !step) throw new Error("compile hints: Vite's build-import-analysis step was not found");
      const original = typeof step === 'function' ? step : step.handler;
      const handler: typeof original = async function (this: ThisParameterType<typeof original>, options, bundle, isWrite) {
        await original.call(this, options, bundle, isWrite);
        for (const entry of entries) hintFirstDownload(bundle, entry);
      };
      if (typeof step === 'function') importAnalysis.generateBundle = handler;
      else step.handler = handler;
    },
  };
}
