// antd's theme, locale and App context for the dashboard, with SPEC §2's global loading overlay: the dashboard's
// chunk brings them, so the login screen (plain elements) needs none of antd's code.
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { useColorScheme } from './ColorSchemeProvider.tsx';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay.tsx';
import { useLoadingTracker } from './loadingTracker.ts';
import { themeFor } from './theme.ts';
import 'virtual:antd-styles/base.css';

export function AntdRoot({ children }: { children: ReactNode }) {
  const { scheme } = useColorScheme();
  return (
    <ConfigProvider theme={themeFor(scheme)} locale={enGB}>
      <AntApp className="app-root">
        <GlobalLoadingOverlay tracker={useLoadingTracker()} />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
