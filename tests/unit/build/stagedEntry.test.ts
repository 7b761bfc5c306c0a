// The staged entry (web/build/stagedEntry.ts): the page names every file its entry fetches as it starts, so the
// parts it imports dynamically arrive together, and leaves the screens' chunks to be fetched later.
import { describe, expect, it } from '@jest/globals';
import type { HtmlTagDescriptor } from 'vite';
import { firstDownload, stagedEntry } from '../../../web/build/stagedEntry.ts';
import { fakeBundle, hookOf } from './fixtures.ts';

const bundle = fakeBundle([
  {
    fileName: 'assets/main-a1.js',
    name: 'main',
    isEntry: true,
    imports: ['assets/react-c3.js'],
    dynamicImports: ['assets/boot-b2.js'],
  },
  {
    fileName: 'assets/boot-b2.js',
    imports: ['assets/react-c3.js'],
    dynamicImports: ['assets/Team-d4.js'],
    importedCss: ['assets/boot-b2.css'],
  },
  { fileName: 'assets/react-c3.js' },
  { fileName: 'assets/Team-d4.js', importedCss: ['assets/Team-d4.css'] },
]);
const main = bundle['assets/main-a1.js'] as Parameters<typeof firstDownload>[1];

describe('the staged entry', () => {
  it("finds the entry's first download: its imports, its dynamic imports, and their static imports, once each", () => {
    expect(firstDownload(bundle, main).map((chunk) => chunk.fileName)).toEqual([
      'assets/boot-b2.js',
      'assets/react-c3.js',
    ]);
  });

  it('names in the page the scripts and stylesheets of the first download that it does not name yet', () => {
    const plugin = stagedEntry('main');
    hookOf(plugin, 'configResolved')({ base: '/' });
    const html = '<head><link rel="modulepreload" crossorigin href="/assets/react-c3.js"></head>';
    const { tags } = hookOf(plugin, 'transformIndexHtml')(html, { chunk: main, bundle }) as {
      tags: HtmlTagDescriptor[];
    };
    expect(tags.map(({ attrs }) => [attrs!.rel, attrs!.href])).toEqual([
      ['modulepreload', '/assets/boot-b2.js'],
      ['stylesheet', '/assets/boot-b2.css'],
    ]);
  });

  it('leaves the pages of other entries as they are', () => {
    const plugin = stagedEntry('login');
    expect(hookOf(plugin, 'transformIndexHtml')('<head></head>', { chunk: main, bundle })).toBe('<head></head>');
  });
});
