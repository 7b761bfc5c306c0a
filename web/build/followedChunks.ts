// A dynamic import first requests every script its module needs, a <link rel="modulepreload"> each, added to the page
// in the task that imports it (about 0.5-1 ms a link while a page loads). antd's providers, the two lists' antd tables
// and the screens' antd parts below their cards are fetched only once the screen has painted (the tables take the
// place of plain ones that work meanwhile): their scripts are left to the browser, which follows their imports itself,
// and the task that fetches them adds only their stylesheets. Such a module is named `*.antd.tsx`; the build checks
// that the name keeps its promise (docs/architecture.md). A screen the server paints with its data is followed too:
// its code only takes over what is shown (docs/decisions/answered-screen-follows-its-imports.md).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { firstDownload } from './stagedEntry.ts';

/** A module whose chunk the browser follows by itself: never preloaded, never in a first download. */
export const followedModule = /\.antd\.tsx$/;
const antdModule = /[\\/]node_modules[\\/]antd[\\/]/;

const chunksOf = (bundle: Rolldown.OutputBundle) => Object.values(bundle).filter((output) => output.type === 'chunk');
const shown = (id: string) => path.relative(process.cwd(), id).replaceAll('\\', '/');

/** Whether `chunk` is the one that one of `modules` (file paths) starts. */
function startedBy(chunk: Rolldown.OutputChunk, modules: readonly string[]): boolean {
  const facade = chunk.facadeModuleId;
  return facade !== null && modules.some((file) => path.resolve(file) === path.resolve(facade));
}

/** The files of the chunks a followed module starts, and of those `screens` (module paths) start. */
export function followedFiles(bundle: Rolldown.OutputBundle, screens: readonly string[] = []): Set<string> {
  return new Set(
    chunksOf(bundle)
      .filter(
        (chunk) =>
          (chunk.facadeModuleId !== null && followedModule.test(chunk.facadeModuleId)) || startedBy(chunk, screens),
      )
      .map((chunk) => chunk.fileName),
  );
}

/**
 * What breaks the rule: a followed module bundled into a chunk it does not start (that chunk is preloaded, and the
 * module with it), a screen among `screens` that starts no chunk, or antd in a chunk that an entry among `entryNames`
 * fetches as it starts.
 */
export function followedChunkProblems(
  bundle: Rolldown.OutputBundle,
  entryNames: string[],
  screens: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const screen of screens.filter((file) => !chunksOf(bundle).some((chunk) => startedBy(chunk, [file]))))
    problems.push(`${shown(screen)} starts no chunk of its own: import it only dynamically`);
  for (const chunk of chunksOf(bundle)) {
    for (const id of chunk.moduleIds.filter(
      (moduleId) => followedModule.test(moduleId) && moduleId !== chunk.facadeModuleId,
    )) {
      problems.push(
        `${shown(id)} is bundled into ${chunk.fileName}, which is preloaded: import a *.antd.tsx module only dynamically`,
      );
    }
  }
  for (const entryName of entryNames) {
    const entry = chunksOf(bundle).find((chunk) => chunk.isEntry && chunk.name === entryName);
    if (!entry) {
      problems.push(`no entry chunk is named '${entryName}'`);
      continue;
    }
    for (const chunk of [entry, ...firstDownload(bundle, entry)]) {
      const antd = chunk.moduleIds.find((id) => antdModule.test(id));
      if (antd)
        problems.push(
          `antd (${shown(antd)}) is in ${chunk.fileName}, part of the '${entryName}' entry's first download`,
        );
    }
  }
  return problems;
}

/**
 * Leaves followed chunks' scripts out of their importers' preloads, and stops the build where the rule is broken.
 * `screens`: the modules of the screens the server paints with their data, whose chunks are followed as well.
 */
export function followedChunks(entryNames: string[], screens: readonly string[] = []): Plugin {
  let followed = new Set<string>();
  return {
    name: 'crm:followed-chunks',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (filename: string, deps: string[]) => (followed.has(filename) ? [] : deps),
        },
      },
    }),
    // Before Vite's import analysis (a plain generateBundle) writes the preloads with resolveDependencies above.
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        const problems = followedChunkProblems(bundle, entryNames, screens);
        if (problems.length > 0) this.error(`followed chunks (web/build/followedChunks.ts): ${problems.join('; ')}`);
        followed = followedFiles(bundle, screens);
      },
    },
  };
}
