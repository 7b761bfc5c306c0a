// The page's language: chosen as locales.ts says, its catalog fetched before it is shown (the previous language stays
// meanwhile, so switching loses nothing), the page's `lang` and `dir` set with it. A catalog that does not come
// leaves the page in English and says so quietly.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { reportError } from '../reportError.ts';
import { loadMessages, pseudoLocale, type Messages } from './catalogs.ts';
import { directionOf, isLocale, pickLocale, sourceLocale, type Locale } from './locales.ts';

const storageKey = 'crm-locale';
// The team's default, remembered so a browser speaking none of the app's languages opens in it on the next load.
const teamStorageKey = 'crm-team-locale';

export interface Shown {
  locale: Locale;
  /** Whose messages: the locale's own, or the pseudo-locale's (shown as English). */
  catalog: string;
  messages: Messages;
}

interface LocaleChoice {
  /** The language the page is shown in. */
  locale: Locale;
  /** True when the chosen language's catalog could not be fetched and the page fell back to English. */
  catalogFailed: boolean;
  /** The person's own choice (from their account, or just made), or null to follow the browser. */
  setOwnLocale: (locale: string | null) => void;
  /**
   * The account's choice and the team's default, read from the server: the choice as setOwnLocale, except that a
   * pseudo-locale set by hand stays.
   */
  followAccount: (locale: string | null, teamDefault: string | null) => void;
}

const LocaleContext = createContext<LocaleChoice>({
  locale: sourceLocale,
  catalogFailed: false,
  setOwnLocale: () => undefined,
  followAccount: () => undefined,
});

function remembered(key = storageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the account's choice still applies once it is read
  }
}

/** The same choice for the server, which sends the first paint in it (server/http/webApp.ts). */
function rememberForServer(locale: string | null): void {
  const value = locale ? `${encodeURIComponent(locale)}; max-age=31536000` : '; max-age=0';
  document.cookie = `${storageKey}=${value}; path=/; samesite=lax`;
}

function remember(locale: string | null, key = storageKey): void {
  if (key === storageKey) rememberForServer(locale);
  try {
    if (locale) window.localStorage.setItem(key, locale);
    else window.localStorage.removeItem(key);
  } catch {
    // Not remembered for the next page load; applied now all the same.
  }
}

const english: Shown = { locale: sourceLocale, catalog: sourceLocale, messages: {} };

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** Missing messages fall back to their English; anything else wrong with a message is a defect worth reporting. */
const onIntlError: ResolvedIntlConfig['onError'] = (error) => {
  if (error.code !== 'MISSING_TRANSLATION') reportError('A message could not be shown', error);
};

/**
 * The language the page opens in and its messages, fetched beside the first screen's code (boot.tsx) so that the first
 * render is already in it. A catalog that does not come is the provider's to report; the page opens in English.
 */
export async function fetchFirstLocale(): Promise<Shown> {
  const own = remembered();
  const locale = pickLocale(own, browserLanguages(), remembered(teamStorageKey));
  const catalog = own === pseudoLocale ? pseudoLocale : locale;
  const messages = await loadMessages(catalog).catch(() => undefined);
  return messages ? { locale, catalog, messages } : english;
}

export function LocaleProvider({ first, children }: { first?: Shown; children: ReactNode }) {
  // The last choice made in this browser paints the first screen before the account is read.
  const [own, setOwn] = useState<string | null>(remembered);
  const [teamLocale, setTeamLocale] = useState<string | null>(() => remembered(teamStorageKey));
  // The pseudo-locale is chosen only by hand (localStorage crm-locale=en-XA): a developer's and a test's tool.
  const pseudo = own === pseudoLocale;
  const wanted = pickLocale(own, browserLanguages(), teamLocale);
  const wantedCatalog = pseudo ? pseudoLocale : wanted;
  const [shown, setShown] = useState<Shown>(first ?? english);
  const [failedCatalog, setFailedCatalog] = useState<string | null>(null);

  useEffect(() => {
    // Already shown (the first render's, fetched by boot.tsx), or already failed: nothing to fetch.
    if (shown.catalog === wantedCatalog || failedCatalog === wantedCatalog) return;
    let current = true;
    loadMessages(wantedCatalog).then(
      (messages) => {
        if (!current) return;
        setShown({ locale: wanted, catalog: wantedCatalog, messages });
        setFailedCatalog(null);
      },
      (error: unknown) => {
        if (!current) return;
        reportError(`The ${wantedCatalog} catalog could not be fetched`, error);
        setShown(english);
        setFailedCatalog(wantedCatalog);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, wantedCatalog, shown.catalog, failedCatalog]);

  useLayoutEffect(() => {
    document.documentElement.lang = shown.locale;
    document.documentElement.dir = directionOf(shown.locale);
  }, [shown.locale]);

  const setOwnLocale = useCallback((locale: string | null) => {
    const kept = isLocale(locale) || locale === pseudoLocale ? locale : null;
    remember(kept);
    setOwn(kept);
  }, []);
  const followAccount = useCallback(
    (locale: string | null, teamDefault: string | null) => {
      if (own !== pseudoLocale && locale !== own) setOwnLocale(locale);
      const team = isLocale(teamDefault) ? teamDefault : null;
      remember(team, teamStorageKey);
      setTeamLocale(team);
    },
    [own, setOwnLocale],
  );
  const value = useMemo(
    () => ({
      locale: shown.locale,
      catalogFailed: failedCatalog !== null,
      setOwnLocale,
      followAccount,
    }),
    [shown.locale, failedCatalog, setOwnLocale, followAccount],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={shown.locale} defaultLocale={sourceLocale} messages={shown.messages} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocaleChoice(): LocaleChoice {
  return useContext(LocaleContext);
}
