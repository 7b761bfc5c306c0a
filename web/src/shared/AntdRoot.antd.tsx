// antd's theme, locale and App context, around the screens and parts still rendered with antd (app/AppRoutes' antd
// screens, shared/AntdIsland's parts). Each brings it in its own chunk, so the screens rendered without antd never load
// it.
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { useColorScheme } from './ColorSchemeProvider.tsx';
import { themeFor } from './theme.ts';
import 'virtual:antd-styles/base.css';

export function AntdRoot({ children }: { children: ReactNode }) {
  const { scheme } = useColorScheme();
  return (
    <ConfigProvider theme={themeFor(scheme)} locale={enGB}>
      <AntApp className="app-root">{children}</AntApp>
    </ConfigProvider>
  );
}
