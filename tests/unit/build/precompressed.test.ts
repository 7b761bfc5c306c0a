// The compressed copies (web/build/precompressed.ts): a .gz and a .br beside each text file of the bundle and of the
// public folder, holding the file as it is at the end of generateBundle, and none that would be larger.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { precompressed } from '../../../web/build/precompressed.ts';
import { fakeBundle, fakeContext, hookOf } from './fixtures.ts';

const script = `//# allFunctionsCalledOnLoad\n${'export const customers = [];\n'.repeat(50)}`;

async function copiesOf(bundle: ReturnType<typeof fakeBundle>, publicFiles: Record<string, string> = {}) {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-public-'));
  for (const [name, text] of Object.entries(publicFiles)) fs.writeFileSync(path.join(publicDir, name), text);
  const plugin = precompressed(/\.(html|js|svg)$/);
  hookOf(plugin, 'configResolved')({ publicDir, build: { copyPublicDir: true } });
  const context = fakeContext();
  await hookOf(plugin, 'generateBundle').call(context, {}, bundle);
  fs.rmSync(publicDir, { recursive: true });
  return new Map(context.emitted.map((file) => [file.fileName, file.source as Buffer]));
}

describe('the compressed copies', () => {
  it("are made in generateBundle's last step, after the compile hints", () => {
    expect(precompressed(/\.js$/).generateBundle).toMatchObject({ order: 'post' });
  });

  it('hold each matching file of the bundle and of the public folder, in gzip and in brotli', async () => {
    const bundle = fakeBundle([{ fileName: 'assets/main-a1.js', code: script }], {
      'index.html': `<p>${'Customers '.repeat(40)}</p>`,
      'robots.png': 'x'.repeat(200),
    });
    const copies = await copiesOf(bundle, {
      'favicon.svg': `<svg>${'<path d="M0 0h16v16H0z"/>'.repeat(10)}</svg>`,
      'robots.txt': 'User-agent: *\n'.repeat(10),
    });
    expect([...copies.keys()].sort()).toEqual([
      'assets/main-a1.js.br',
      'assets/main-a1.js.gz',
      'favicon.svg.br',
      'favicon.svg.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(zlib.gunzipSync(copies.get('assets/main-a1.js.gz')!).toString()).toBe(script);
    expect(zlib.brotliDecompressSync(copies.get('assets/main-a1.js.br')!).toString()).toBe(script);
  });

  it('leave out a copy that would not be smaller than its file', async () => {
    const copies = await copiesOf(fakeBundle([{ fileName: 'assets/tiny-b2.js', code: 'a();' }]));
    expect([...copies.keys()]).toEqual([]);
  });
});
