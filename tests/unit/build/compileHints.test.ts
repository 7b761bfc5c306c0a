// The compile hint (web/build/compileHints.ts) goes first in the first download's chunks, after Vite's import analysis
// has put its preload table there, and nowhere else.
import { describe, expect, it } from '@jest/globals';
import type { Rolldown } from 'vite';
import { compileHints } from '../../../web/build/compileHints.ts';
import { fakeBundle, fakeContext, hookOf } from './fixtures.ts';

const hint = '//# allFunctionsCalledOnLoad\n';
const mapDeps = 'const __vite__mapDeps=(i)=>i;\n';
const bundle = () =>
  fakeBundle([
    {
      fileName: 'assets/main-a1.js',
      name: 'main',
      isEntry: true,
      dynamicImports: ['assets/boot-b2.js'],
      code: `${mapDeps}import('./boot-b2.js');`,
    },
    {
      fileName: 'assets/boot-b2.js',
      imports: ['assets/react-c3.js'],
      dynamicImports: ['assets/Team-d4.js'],
      code: 'boot();',
    },
    { fileName: 'assets/react-c3.js', code: 'react();' },
    { fileName: 'assets/Team-d4.js', code: 'team();' },
    { fileName: 'assets/graphiql-e5.js', name: 'graphiql', isEntry: true, code: 'graphiql();' },
  ]);
const codeOf = (output: Rolldown.OutputBundle, fileName: string) => (output[fileName] as Rolldown.OutputChunk).code;

describe('the compile hints', () => {
  it("run in generateBundle's last step, after Vite's import analysis", () => {
    expect(compileHints('main').generateBundle).toMatchObject({ order: 'post' });
  });

  it("go first in the entry's chunk and those it fetches as it starts, once, and nowhere else", () => {
    const output = bundle();
    const generateBundle = hookOf(compileHints('main'), 'generateBundle');
    generateBundle.call(fakeContext(), {}, output);
    generateBundle.call(fakeContext(), {}, output);
    expect(codeOf(output, 'assets/main-a1.js')).toBe(`${hint}${mapDeps}import('./boot-b2.js');`);
    expect(codeOf(output, 'assets/boot-b2.js')).toBe(`${hint}boot();`);
    expect(codeOf(output, 'assets/react-c3.js')).toBe(`${hint}react();`);
    expect(codeOf(output, 'assets/Team-d4.js')).toBe('team();');
    expect(codeOf(output, 'assets/graphiql-e5.js')).toBe('graphiql();');
  });

  it('stop the build when an entry is missing', () => {
    expect(() => hookOf(compileHints('login'), 'generateBundle').call(fakeContext(), {}, bundle())).toThrow(
      "no entry chunk named 'login'",
    );
  });
});
