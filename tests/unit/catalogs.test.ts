// The web app's catalogs (web/locales/, docs/languages.md): what `npm run i18n` writes is what is committed, every
// locale has a message for each id the code uses and none the code does not, and a translation keeps its English's
// placeholders (a name, a count, a tag) so that no value goes missing in another language.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogLocales, catalogOutputs, catalogsDir } from '../../web/build/catalogs.ts';
import { locales } from '../../web/src/shared/i18n/locales.ts';

const root = path.resolve(import.meta.dirname, '../..');
type Catalog = Record<string, { defaultMessage: string; description?: string }>;
const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, catalogsDir, `${locale}.json`), 'utf8')) as Catalog;

/** The argument and tag names a message uses, plural branches included. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
      found.add(element.value);
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

describe('the catalogs', () => {
  it('are current (run `npm run i18n` when this fails)', () => {
    for (const [file, contents] of catalogOutputs(root)) {
      expect([file, fs.readFileSync(path.join(root, file), 'utf8')]).toEqual([file, contents]);
    }
  }, 60_000);

  it('exist for every locale the app offers, and only those', () => {
    expect(catalogLocales(root)).toEqual([...locales].sort());
  });

  const english = read('en');
  describe.each(locales.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const catalog = read(locale);
    it('has a message for every id the code uses, and none it does not', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    });
    it("keeps each English message's placeholders", () => {
      for (const [id, { defaultMessage }] of Object.entries(english)) {
        const translated = catalog[id]?.defaultMessage ?? '';
        expect([id, [...placeholders(parse(translated))].sort()]).toEqual([
          id,
          [...placeholders(parse(defaultMessage))].sort(),
        ]);
      }
    });
  });
});
