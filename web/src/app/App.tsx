import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { ServerProvider, type ServerAccess } from '../shared/serverContext.tsx';
import { SessionEndedProvider } from '../shared/sessionEnded.tsx';
import type { CrmClient } from './apolloClient.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay.tsx';
import { ColorSchemeProvider } from './ColorSchemeProvider.tsx';
import { themeFor } from './theme.ts';

/** Everything but the router: the browser wraps it in a BrowserRouter, tests in a MemoryRouter. */
export function App({ crm, server }: { crm: CrmClient; server?: ServerAccess }) {
  return (
    <ColorSchemeProvider>
      {(scheme) => (
        <ConfigProvider theme={themeFor(scheme)} locale={enGB}>
          <AntApp className="app-root">
            <ServerProvider access={server}>
              <SessionEndedProvider subscribe={crm.onSessionEnded}>
                <ApolloProvider client={crm.client}>
                  <GlobalLoadingOverlay tracker={crm.loading} />
                  <AppRoutes />
                </ApolloProvider>
              </SessionEndedProvider>
            </ServerProvider>
          </AntApp>
        </ConfigProvider>
      )}
    </ColorSchemeProvider>
  );
}
