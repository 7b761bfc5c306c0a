// The locales the product speaks and how a page's language is picked among them: one module for the server's checks,
// the pages it sends, and the web app (no imports, so the web build takes it alone).
export const locales = ['en', 'fr', 'de', 'es', 'pt-BR', 'ja', 'he', 'ar'] as const;
export type Locale = (typeof locales)[number];

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
  return isLocale(teamDefault) ? teamDefault : 'en';
}
