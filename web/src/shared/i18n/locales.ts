// The languages the app speaks, and which one a person reads: their own choice, else the first of the browser's
// languages the app speaks, else the team's default (docs/languages.md).

import {
  directionOf,
  isLocale,
  locales,
  matchLocale,
  pickLocale,
  type Locale,
} from '../../../../server/domain/preferences/locales.ts';

export { directionOf, isLocale, locales, matchLocale, pickLocale, type Locale };

/** The spec's own words: what every message's default text is, and what is shown while another catalog loads. */
export const sourceLocale: Locale = 'en';

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
