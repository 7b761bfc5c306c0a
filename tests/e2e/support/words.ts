// The app's words in a language, looked up by their English in the committed catalogs (web/locales/): a browser test
// written once in English finds the same button or message in French or Arabic.
import fs from 'node:fs';
import path from 'node:path';

type Catalog = Record<string, { defaultMessage: string; description?: string }>;

const read = (locale: string): Catalog =>
  JSON.parse(fs.readFileSync(path.resolve('web/locales', `${locale}.json`), 'utf8')) as Catalog;

/**
 * `words(english, where?)`: the translation of `english` in `locale`; `where`, a part of the message's description,
 * tells apart the same English said in two places with two translations.
 */
export function wordsIn(locale: string): (english: string, where?: string) => string {
  const english = read('en');
  const catalog = read(locale);
  return (text, where) => {
    const ids = Object.keys(english).filter(
      (id) => english[id]!.defaultMessage === text && (!where || english[id]!.description?.includes(where)),
    );
    const translations = new Set(ids.map((id) => catalog[id]?.defaultMessage ?? text));
    if (translations.size !== 1)
      throw new Error(`"${text}"${where ? ` (${where})` : ''}: ${translations.size} translations in ${locale}`);
    return [...translations][0]!;
  };
}
