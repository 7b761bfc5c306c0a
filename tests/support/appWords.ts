// The app's words in any of its languages, for a browser test or a bench written once in English: the English is
// looked up in web/locales/en.json and its id's text in the locale's catalog, formatted as the page formats it.
import fs from 'node:fs';
import { createIntl } from 'react-intl';
import { isLocale, type Locale } from '../../server/domain/preferences/locales.ts';

type Catalog = Record<string, { defaultMessage: string; description?: string }>;

const catalogOf = (locale: string): Catalog =>
  JSON.parse(fs.readFileSync(new URL(`../../web/locales/${locale}.json`, import.meta.url), 'utf8')) as Catalog;

/**
 * One of the page's messages, named by its English and, where the same English is said in two places with two
 * translations, a part of its description.
 */
export type Words = (english: string, description?: string, values?: Record<string, string | number>) => string;

/** The page's words in `locale`; an English the catalog lacks, or one with two translations, throws. */
export function wordsIn(locale: string): Words {
  if (!isLocale(locale)) throw new Error(`${locale} is none of the app's languages`);
  const english = catalogOf('en');
  const translated = locale === 'en' ? english : catalogOf(locale);
  const messages = Object.fromEntries(
    Object.entries(translated).map(([id, { defaultMessage }]) => [id, defaultMessage]),
  );
  const intl = createIntl({ locale, defaultLocale: 'en', messages });
  return (text, description, values) => {
    const ids = Object.keys(english).filter(
      (id) => english[id]!.defaultMessage === text && (english[id]!.description ?? '').includes(description ?? ''),
    );
    const said = new Set(ids.map((id) => intl.formatMessage({ id, defaultMessage: text }, values)));
    if (said.size !== 1)
      throw new Error(`"${text}"${description ? ` (${description})` : ''}: ${said.size} translations in ${locale}`);
    return [...said][0]!;
  };
}

/** The browser language that opens the page in `locale` (its region as a person there would send it). */
export function browserLocale(locale: Locale): string {
  const regions: Partial<Record<Locale, string>> = { en: 'en-US', ar: 'ar-EG', he: 'he-IL', ja: 'ja-JP' };
  return regions[locale] ?? locale;
}
