// antd's theme, locale and App context, around the screens and parts still rendered with antd (app/AppRoutes' antd
// screens, shared/AntdIsland's parts). Each brings it in its own chunk, so the screens rendered without antd never load
// it. antd's own words (a pagination's, an empty table's) and direction follow the page's language; a language's
// antd locale is fetched when it is first shown, English meanwhile.
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/lib/locale';
import enGB from 'antd/locale/en_GB';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useColorScheme } from './ColorSchemeProvider.tsx';
import { directionOf, isLocale, type Locale } from './i18n/locales.ts';
import { themeFor } from './theme.ts';
import 'virtual:antd-styles/base.css';

const antdLocales: Record<Exclude<Locale, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  fr: () => import('antd/locale/fr_FR'),
  de: () => import('antd/locale/de_DE'),
  es: () => import('antd/locale/es_ES'),
  'pt-BR': () => import('antd/locale/pt_BR'),
  ja: () => import('antd/locale/ja_JP'),
  he: () => import('antd/locale/he_IL'),
  ar: () => import('antd/locale/ar_EG'),
};

function useAntdLocale(locale: Locale): AntdLocale {
  const [loaded, setLoaded] = useState<{ locale: Locale; antd: AntdLocale }>({ locale: 'en', antd: enGB });
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    // A locale that does not come leaves antd's few words in English: the page's own are already in `locale`.
    antdLocales[locale]().then(
      (module) => current && setLoaded({ locale, antd: module.default }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded.locale === locale ? loaded.antd : enGB;
}

export function AntdRoot({ children }: { children: ReactNode }) {
  const { scheme } = useColorScheme();
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  const antdLocale = useAntdLocale(locale);
  return (
    <ConfigProvider theme={themeFor(scheme)} locale={antdLocale} direction={directionOf(locale)}>
      <AntApp className="app-root">{children}</AntApp>
    </ConfigProvider>
  );
}
