// The modules every dashboard screen loads with the shell (web/src/app/DashboardRoute.tsx and all it imports, less
// what the pages' first downloads hold already) in one chunk. Left to itself, the bundler splits them by the sets of
// screens that share each, a dozen files of 1-5 KiB that every dashboard page requested at once as it started
// (docs/decisions/one-shell-chunk.md). The packages keep their own groups (vite.config.ts); antd never comes in by
// a static import (followedChunks.ts).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** What the plugin context gives of the module graph once it is built. */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'> | null;
}

/** Every module `roots` import statically, all the way down, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk of `shellModule`'s own modules, outside node_modules: the plugin finds them once the module graph is
 * built, the group puts them in one chunk. `entryModules`' first downloads (their static imports, and the parts they
 * import dynamically as they start, web/build/stagedEntry.ts) keep theirs.
 */
export function shellChunk(
  shellModule: string,
  entryModules: readonly string[],
): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  const shell = new Set<string>();
  const find = (graph: ModuleGraph, file: string) => {
    const id = [...graph.getModuleIds()].find((candidate) => path.resolve(candidate) === path.resolve(file));
    if (!id) throw new Error(`shell chunk (web/build/shellChunk.ts): ${file} is not in the build`);
    return id;
  };
  return {
    plugin: {
      name: 'crm:shell-chunk',
      apply: 'build',
      buildStart() {
        shell.clear();
      },
      buildEnd(error) {
        if (error) return;
        const graph = this as unknown as ModuleGraph;
        const entries = entryModules.map((file) => find(graph, file));
        const started = entries.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
        const firstDownloads = staticClosure(graph, [...entries, ...started]);
        for (const id of staticClosure(graph, [find(graph, shellModule)]))
          if (!firstDownloads.has(id) && !/[\\/]node_modules[\\/]/.test(id)) shell.add(id);
      },
    },
    // Below the packages' groups; only these modules, not what they import (the first downloads' modules among them).
    group: {
      name: path.basename(shellModule).replace(/\.\w+$/, ''),
      test: (id) => shell.has(id),
      priority: -1,
      includeDependenciesRecursively: false,
    },
  };
}
