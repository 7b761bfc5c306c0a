// The languages the app speaks, and which one a person reads: their own choice, else the first of the browser's
// languages the app speaks, else the team's default (docs/languages.md).

import { locales, type Locale } from '../../../../server/domain/preferences/locales.ts';

export { locales, type Locale };

/** The spec's own words: what every message's default text is, and what is shown while another catalog loads. */
export const sourceLocale: Locale = 'en';

const rightToLeft: ReadonlySet<Locale> = new Set(['he', 'ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The app's locale for a browser language tag: the exact one, else the same language (`fr-CA` → `fr`, `pt` → `pt-BR`).
 */
export function matchLocale(tag: string): Locale | undefined {
  if (isLocale(tag)) return tag;
  const language = tag.toLowerCase().split('-')[0];
  // `iw` is Hebrew's old code, still sent by some browsers.
  const base = language === 'iw' ? 'he' : language;
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === base);
}

/** Whose language: the person's own, else the browser's first the app speaks, else the team's, else the source. */
export function pickLocale(
  own: string | null | undefined,
  browserLanguages: readonly string[],
  teamDefault: string | null | undefined,
): Locale {
  if (isLocale(own)) return own;
  for (const tag of browserLanguages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return isLocale(teamDefault) ? teamDefault : sourceLocale;
}

/** Each locale's name in its own language, for the chooser (the same whatever language the page is in). */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  he: 'עברית',
  ar: 'العربية',
};
