import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { DialogsProvider } from '../shared/dialogs.tsx';
import { ServerProvider, type ServerAccess } from '../shared/serverContext.tsx';
import { SessionEndedProvider } from '../shared/sessionEnded.tsx';
import type { CrmClient } from './apolloClient.ts';
import { ColorSchemeProvider } from '../shared/ColorSchemeProvider.tsx';
import { LoadingTrackerContext } from './loadingTracker.ts';
import { LocaleProvider, type Shown } from '../shared/i18n/LocaleProvider.tsx';

/**
 * Everything but the router, around the route table's screens (AppRoutes.tsx appRoutes): the browser puts it under a
 * browser data router, tests under a memory one. No antd here: the dashboard brings antd's providers in its own chunk
 * (AntdRoot), and pop-ups fetch theirs when first shown.
 */
export function App({ crm, server, firstLocale }: { crm: CrmClient; server?: ServerAccess; firstLocale?: Shown }) {
  return (
    <LocaleProvider first={firstLocale}>
      <ColorSchemeProvider>
        <ServerProvider access={server}>
          <SessionEndedProvider subscribe={crm.onSessionEnded}>
            <ApolloProvider client={crm.client}>
              <LoadingTrackerContext.Provider value={crm.loading}>
                <DialogsProvider>
                  <Outlet />
                </DialogsProvider>
              </LoadingTrackerContext.Provider>
            </ApolloProvider>
          </SessionEndedProvider>
        </ServerProvider>
      </ColorSchemeProvider>
    </LocaleProvider>
  );
}
