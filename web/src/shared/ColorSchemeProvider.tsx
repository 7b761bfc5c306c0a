// Light or dark: the system setting (prefers-color-scheme)
// unless the user chose one in the user menu, kept in localStorage.
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export type ColorScheme = 'light' | 'dark';

const storageKey = 'crm-color-scheme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
/** A choice made while storage is blocked still holds until the page reloads. */
let chosenThisPage: ColorScheme | undefined;

function storedChoice(): ColorScheme | undefined {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined; // storage blocked (private mode, policy): follow the system
  }
}

function currentScheme(): ColorScheme {
  if (typeof window === 'undefined') return 'light';
  return storedChoice() ?? chosenThisPage ?? (window.matchMedia?.(darkQuery).matches ? 'dark' : 'light');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window === 'undefined' ? undefined : window.matchMedia?.(darkQuery);
  media?.addEventListener('change', listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

function choose(scheme: ColorScheme): void {
  try {
    window.localStorage.setItem(storageKey, scheme);
  } catch {
    // Not remembered, but still applied below for this page.
  }
  chosenThisPage = scheme;
  for (const listener of listeners) listener();
}

interface ColorSchemeValue {
  scheme: ColorScheme;
  setScheme: (scheme: ColorScheme) => void;
}

const ColorSchemeContext = createContext<ColorSchemeValue>({ scheme: 'light', setScheme: () => undefined });

export function ColorSchemeProvider({ children }: { children: ReactNode }) {
  const scheme = useSyncExternalStore(subscribe, currentScheme, () => 'light' as const);
  // The page outside React (body background, scroll bars, form controls) follows too.
  useLayoutEffect(() => {
    document.documentElement.dataset.colorScheme = scheme;
    document.documentElement.style.colorScheme = scheme;
  }, [scheme]);
  const setScheme = useCallback((next: ColorScheme) => choose(next), []);
  const value = useMemo(() => ({ scheme, setScheme }), [scheme, setScheme]);
  return <ColorSchemeContext.Provider value={value}>{children}</ColorSchemeContext.Provider>;
}

export function useColorScheme(): ColorSchemeValue {
  return useContext(ColorSchemeContext);
}
