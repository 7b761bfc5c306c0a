// The dashboard's shell is one chunk (web/build/shellChunk.ts): the modules it imports statically, all the way down,
// less the packages and what the pages' first downloads hold; the screens it opens dynamically keep their own.
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { shellChunk } from '../../../web/build/shellChunk.ts';
import { fakeContext, hookOf } from './fixtures.ts';

const src = (file: string) => path.resolve('/app/web/src', file);
const packageModule = path.resolve('/app/node_modules/react-intl/index.js');

/** A module graph: by module, what it imports statically and dynamically. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [src('main.tsx')]: { importedIds: [src('stages.ts')], dynamicallyImportedIds: [src('boot.tsx')] },
  [src('login.tsx')]: { importedIds: [src('boot.tsx')], dynamicallyImportedIds: [] },
  [src('stages.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [src('boot.tsx')]: { importedIds: [src('shared/words.ts')], dynamicallyImportedIds: [src('DashboardRoute.tsx')] },
  [src('shared/words.ts')]: { importedIds: [packageModule], dynamicallyImportedIds: [] },
  [src('DashboardRoute.tsx')]: {
    importedIds: [src('TopBar.tsx'), src('shared/words.ts')],
    dynamicallyImportedIds: [src('CustomersPage.tsx')],
  },
  [src('TopBar.tsx')]: { importedIds: [src('shared/menu.ts'), packageModule], dynamicallyImportedIds: [] },
  [src('shared/menu.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [src('CustomersPage.tsx')]: { importedIds: [src('shared/menu.ts')], dynamicallyImportedIds: [] },
  [packageModule]: { importedIds: [], dynamicallyImportedIds: [] },
};
const context = () => ({
  ...fakeContext(),
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => graph[id] ?? null,
});

describe("the dashboard shell's chunk", () => {
  it("holds the shell's own modules, not the packages, the first downloads' modules or the screens it opens", () => {
    const { plugin, group } = shellChunk(src('DashboardRoute.tsx'), [src('main.tsx'), src('login.tsx')]);
    hookOf(plugin, 'buildStart').call(context());
    hookOf(plugin, 'buildEnd').call(context());
    const test = group.test as (id: string) => boolean;
    expect(Object.keys(graph).filter((id) => test(id))).toEqual([
      src('DashboardRoute.tsx'),
      src('TopBar.tsx'),
      src('shared/menu.ts'),
    ]);
    expect(group).toMatchObject({ name: 'DashboardRoute', includeDependenciesRecursively: false });
  });

  it('stops the build when the shell is not in it', () => {
    const { plugin } = shellChunk(src('Missing.tsx'), [src('main.tsx')]);
    expect(() => hookOf(plugin, 'buildEnd').call(context())).toThrow(`${src('Missing.tsx')} is not in the build`);
  });
});
