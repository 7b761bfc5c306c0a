// The chunk rule (web/build/followedChunks.ts): modules named *.antd.tsx start chunks whose scripts no import
// preloads, and the build stops where that promise breaks.
import { describe, expect, it } from '@jest/globals';
import { followedChunkProblems, followedChunks, followedFiles } from '../../../web/build/followedChunks.ts';
import { fakeBundle, fakeContext, hookOf } from './fixtures.ts';

const src = '/repo/web/src';
const main = {
  fileName: 'assets/main-a1.js',
  name: 'main',
  isEntry: true,
  moduleIds: [`${src}/main.tsx`],
  dynamicImports: ['assets/boot-b2.js'],
};
const boot = {
  fileName: 'assets/boot-b2.js',
  moduleIds: [`${src}/app/boot.tsx`],
  imports: ['assets/react-c3.js'],
  dynamicImports: ['assets/Team-d4.js'],
};
const react = { fileName: 'assets/react-c3.js', moduleIds: ['/repo/node_modules/react/index.js'] };
const team = {
  fileName: 'assets/Team-d4.js',
  moduleIds: [`${src}/features/team/TeamPage.tsx`],
  dynamicImports: ['assets/TeamSections.antd-e5.js'],
};
const sections = {
  fileName: 'assets/TeamSections.antd-e5.js',
  facadeModuleId: `${src}/features/team/TeamSections.antd.tsx`,
  moduleIds: [`${src}/features/team/TeamSections.antd.tsx`, '/repo/node_modules/antd/es/table/Table.js'],
};

describe('the followed chunks rule', () => {
  it('follows a screen the server paints as well, and names one that starts no chunk of its own', () => {
    const bundle = fakeBundle([main, boot, react, { ...team, facadeModuleId: team.moduleIds[0] }, sections]);
    expect([...followedFiles(bundle, [`${src}/features/team/TeamPage.tsx`])].sort()).toEqual([
      'assets/Team-d4.js',
      'assets/TeamSections.antd-e5.js',
    ]);
    expect(followedChunkProblems(bundle, ['main'], [`${src}/features/team/TeamPage.tsx`])).toEqual([]);
    expect(followedChunkProblems(bundle, ['main'], [`${src}/features/tasks/TasksPage.tsx`])).toEqual([
      expect.stringMatching(/web\/src\/features\/tasks\/TasksPage\.tsx starts no chunk of its own/),
    ]);
  });

  it('follows the chunks that a *.antd.tsx module starts, and finds nothing wrong in a bundle that keeps it', () => {
    const bundle = fakeBundle([main, boot, react, team, sections]);
    expect([...followedFiles(bundle)]).toEqual(['assets/TeamSections.antd-e5.js']);
    expect(followedChunkProblems(bundle, ['main'])).toEqual([]);
  });

  it('names a *.antd.tsx module bundled into a chunk it does not start', () => {
    const merged = { ...team, moduleIds: [...team.moduleIds, sections.facadeModuleId], dynamicImports: [] };
    const problems = followedChunkProblems(fakeBundle([main, boot, react, merged]), ['main']);
    expect(problems).toEqual([
      expect.stringMatching(/TeamSections\.antd\.tsx is bundled into assets\/Team-d4\.js, which is preloaded/),
    ]);
  });

  it("names antd reaching an entry's first download, and an entry that is missing", () => {
    const withAntd = { ...boot, moduleIds: [...boot.moduleIds, '/repo/node_modules/antd/es/button/index.js'] };
    const problems = followedChunkProblems(fakeBundle([main, withAntd, react, team, sections]), ['main', 'login']);
    expect(problems).toEqual([
      expect.stringMatching(
        /^antd \(.*node_modules\/antd\/es\/button\/index\.js\) is in assets\/boot-b2\.js, part of the 'main' entry's first download$/,
      ),
      "no entry chunk is named 'login'",
    ]);
  });

  it('leaves only followed chunks out of the preloads, and stops the build where the rule breaks', () => {
    const plugin = followedChunks(['main']);
    const config = hookOf(plugin, 'config')() as {
      build: { modulePreload: { resolveDependencies: (file: string, deps: string[]) => string[] } };
    };
    const { resolveDependencies } = config.build.modulePreload;
    expect(plugin.generateBundle).toMatchObject({ order: 'pre' });
    hookOf(plugin, 'generateBundle').call(fakeContext(), {}, fakeBundle([main, boot, react, team, sections]));
    expect(resolveDependencies('assets/TeamSections.antd-e5.js', ['assets/antd-f6.js'])).toEqual([]);
    expect(resolveDependencies('assets/Team-d4.js', ['assets/react-c3.js'])).toEqual(['assets/react-c3.js']);
    const broken = fakeBundle([
      main,
      boot,
      react,
      { ...team, moduleIds: [...team.moduleIds, sections.facadeModuleId] },
    ]);
    expect(() => hookOf(plugin, 'generateBundle').call(fakeContext(), {}, broken)).toThrow(
      /^followed chunks \(web\/build\/followedChunks\.ts\): .*is bundled into/,
    );
  });
});
