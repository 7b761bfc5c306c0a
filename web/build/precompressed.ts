// Brotli and gzip copies beside each text file the build writes, made once here; the server picks one by
// Accept-Encoding (server/http/webApp.ts). Made in the last step of the bundle's generateBundle, after the compile
// hints go in (web/build/compileHints.ts), so a copy holds what its file holds (docs/decisions/compile-hints-hook.md).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli's best quality (11) costs seconds a megabyte:
 * GraphiQL's multi-megabyte editor chunk gets 9 (10% larger, 20 times faster).
 */
const brotliQuality = (file: Buffer) => (file.byteLength > 1024 ** 2 ? 9 : 11);

/** The .gz and .br copies of `source`, each kept only where it is smaller than the file. */
export async function compressedCopies(
  fileName: string,
  source: string | Uint8Array,
): Promise<Array<{ fileName: string; source: Buffer }>> {
  const file = Buffer.from(source);
  const [gzipped, brotlied] = await Promise.all([
    gzip(file, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(file, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } }),
  ]);
  return [
    { fileName: `${fileName}.gz`, source: gzipped },
    { fileName: `${fileName}.br`, source: brotlied },
  ].filter((copy) => copy.source.byteLength < file.byteLength);
}

/** The files of `dir`, however deep, by their names from it. */
function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}

/** Compressed copies of the bundle's files and the public folder's whose names match `include`. */
export function precompressed(include: RegExp): Plugin {
  let publicDir = '';
  return {
    name: 'crm:precompressed',
    apply: 'build',
    configResolved(config) {
      publicDir = config.build.copyPublicDir ? config.publicDir : '';
    },
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const files = Object.values(bundle).map((output) => ({
          fileName: output.fileName,
          source: output.type === 'asset' ? output.source : output.code,
        }));
        const copied = new Set(files.map((file) => file.fileName));
        if (publicDir) {
          for (const fileName of filesIn(publicDir).filter((name) => !copied.has(name))) {
            files.push({ fileName, source: fs.readFileSync(path.join(publicDir, fileName)) });
          }
        }
        const copies = await Promise.all(
          files
            .filter((file) => include.test(file.fileName))
            .map((file) => compressedCopies(file.fileName, file.source)),
        );
        for (const copy of copies.flat())
          this.emitFile({ type: 'asset', fileName: copy.fileName, source: copy.source });
      },
    },
  };
}
