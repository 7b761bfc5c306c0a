// The locales the product speaks: one list for the server's checks and the web app's chooser (no imports, so the
// web build takes it alone).
export const locales = ['en', 'fr', 'de', 'es', 'pt-BR', 'ja', 'he', 'ar'] as const;
export type Locale = (typeof locales)[number];
