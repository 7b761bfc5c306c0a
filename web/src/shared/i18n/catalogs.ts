// A locale's messages, compiled ahead of time (npm run i18n: web/locales/ → ./compiled/, parsed into ICU syntax trees so
// the page does not parse them) and fetched only when that locale is shown: a person downloads their own language.
import type { MessageFormatElement } from 'react-intl';
import { sourceLocale, type Locale } from './locales.ts';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * The pseudo-locale, for developers and one browser test: every message accented and made longer, to find clipping and
 * untranslated text.
 */
export const pseudoLocale = 'en-XA';

/** The messages of `locale`; the source locale needs none (each message's default text is its English). */
export async function loadMessages(locale: Locale | typeof pseudoLocale): Promise<Messages> {
  if (locale === sourceLocale) return {};
  const catalog = (await import(`./compiled/${locale}.json`)) as { default: Messages };
  return catalog.default;
}
