import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App.tsx';
import { createCrmClient } from './app/apolloClient.ts';
import { appRoutes, startFirstScreen } from './app/AppRoutes.tsx';
import { fetchFirstLocale } from './shared/i18n/LocaleProvider.tsx';
import 'virtual:antd-styles/icons.css';
import './app/app.css';

/** Starts the app in the page's #root: both pages' entries (main.tsx, login.tsx) call it. */
export function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const crm = createCrmClient();
  // At a dashboard address, its code, the login check and the screen's data are fetched now, all at once; at a login
  // address, the login screen's code, which the first render waits for.
  const firstScreen = startFirstScreen(crm.client, window.location.pathname);
  // The page's language and its catalog (none in English), beside the screen's code: the first render is in it.
  const firstLocale = fetchFirstLocale();

  // Rendered in a transition, which React renders in slices, yielding to the browser between them: the first render of
  // the shell and its screen was a phone's longest task. The page's spinner stays until it is all rendered.
  void Promise.all([firstLocale, firstScreen]).then(([locale]) => {
    // A data router, for its blockers (a form with unsaved changes asks before leaving) and each route's errorElement.
    const router = createBrowserRouter(appRoutes(<App crm={crm} firstLocale={locale} />));
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  });
}
