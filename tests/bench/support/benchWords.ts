// The page's words in any of its languages, for a bench that must find or wait for a name it cannot avoid: the English
// is looked up in web/locales/en.json and its id's text in the locale's catalog formatted as the page formats it.
import fs from 'node:fs';
import { createIntl } from 'react-intl';
import { isLocale, type Locale } from '../../../server/domain/preferences/locales.ts';

type Catalog = Record<string, { defaultMessage: string; description?: string }>;

const catalogOf = (locale: string): Catalog =>
  JSON.parse(fs.readFileSync(new URL(`../../../web/locales/${locale}.json`, import.meta.url), 'utf8')) as Catalog;

/** Formats one of the page's messages, named by its English (and, where that is not enough, part of its description). */
export type Words = (english: string, description?: string, values?: Record<string, string | number>) => string;

/** The page's words in `locale`; an English the catalog lacks, or has under more than one id, fails the bench. */
export function wordsIn(locale: string): Words {
  if (!isLocale(locale)) throw new Error(`${locale} is none of the app's languages`);
  const english = catalogOf('en');
  const translated = locale === 'en' ? english : catalogOf(locale);
  const messages = Object.fromEntries(
    Object.entries(translated).map(([id, { defaultMessage }]) => [id, defaultMessage]),
  );
  const intl = createIntl({ locale, defaultLocale: 'en', messages });
  return (text, description, values) => {
    const ids = Object.entries(english)
      .filter(
        ([, message]) => message.defaultMessage === text && (message.description ?? '').includes(description ?? ''),
      )
      .map(([id]) => id);
    if (ids.length !== 1) {
      throw new Error(`"${text}"${description ? ` (${description})` : ''} names ${ids.length} messages in en.json`);
    }
    return intl.formatMessage({ id: ids[0]!, defaultMessage: text }, values);
  };
}

/** The browser language that opens the page in `locale` (its region as a person there would send it). */
export function browserLocale(locale: Locale): string {
  const regions: Partial<Record<Locale, string>> = { en: 'en-US', ar: 'ar-EG', he: 'he-IL', ja: 'ja-JP' };
  return regions[locale] ?? locale;
}
