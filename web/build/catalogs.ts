// npm run i18n: the web app's messages, from the code to the catalogs the page fetches. FormatJS's CLI reads every
// message in web/src (its English default and its description) into web/locales/en.json; each locale's catalog there
// (the same ids, translated) is compiled into web/src/shared/i18n/compiled/, as syntax trees the page does not parse,
// and the pseudo-locale en-XA is made from the English. Translators edit web/locales/; docs/languages.md says how.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** How a message without a written id gets one: a hash of its English and description (the lint writes it in). */
export const idPattern = '[sha512:contenthash:base64:6]';

export const catalogsDir = 'web/locales';
export const compiledDir = 'web/src/shared/i18n/compiled';
const pseudoLocale = 'en-XA';

const formatjs = (args: string[], root: string) =>
  execFileSync(path.join(root, 'node_modules/.bin/formatjs'), args, { cwd: root, encoding: 'utf8' });

/** Every message of the web app's code, as FormatJS extracts it: id → { defaultMessage, description }. */
export function extractMessages(root: string): Record<string, { defaultMessage: string; description?: string }> {
  const out = formatjs(
    [
      'extract',
      'web/src/**/*.{ts,tsx}',
      '--ignore',
      'web/src/gql/**',
      '--ignore',
      '**/*.d.ts',
      '--id-interpolation-pattern',
      idPattern,
      '--throws',
    ],
    root,
  );
  return JSON.parse(out) as Record<string, { defaultMessage: string; description?: string }>;
}

/** A catalog compiled for the page: id → the message's syntax tree. */
export function compileCatalog(root: string, file: string, pseudo?: string): string {
  return formatjs(['compile', file, '--ast', ...(pseudo ? ['--pseudo-locale', pseudo] : [])], root);
}

/** The locales that have a catalog in web/locales/ (English included). */
export function catalogLocales(root: string): string[] {
  return fs
    .readdirSync(path.join(root, catalogsDir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
}

/** The English catalog as extracted from the code, as `npm run i18n` writes it. */
function englishCatalog(root: string): string {
  return `${JSON.stringify(sortKeys(extractMessages(root)), null, 2)}\n`;
}

/** The compiled catalogs, from web/locales/ as it is on disk (the pseudo-locale from its en.json). */
function compiledOutputs(root: string): Map<string, string> {
  const outputs = new Map<string, string>();
  for (const locale of catalogLocales(root).filter((name) => name !== 'en')) {
    outputs.set(
      path.join(compiledDir, `${locale}.json`),
      compileCatalog(root, path.join(catalogsDir, `${locale}.json`)),
    );
  }
  outputs.set(
    path.join(compiledDir, `${pseudoLocale}.json`),
    compileCatalog(root, path.join(catalogsDir, 'en.json'), pseudoLocale),
  );
  return outputs;
}

/** What `npm run i18n` writes: file path → contents, so a test can tell when the committed files are stale. */
export function catalogOutputs(root: string): Map<string, string> {
  return new Map([[path.join(catalogsDir, 'en.json'), englishCatalog(root)], ...compiledOutputs(root)]);
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  fs.mkdirSync(path.join(root, compiledDir), { recursive: true });
  // English first: the pseudo-locale is compiled from it. The code is read once.
  fs.writeFileSync(path.join(root, catalogsDir, 'en.json'), englishCatalog(root));
  for (const [file, contents] of compiledOutputs(root)) fs.writeFileSync(path.join(root, file), contents);
  console.log(`Catalogs written: ${catalogLocales(root).join(', ')} and ${pseudoLocale}.`);
}
