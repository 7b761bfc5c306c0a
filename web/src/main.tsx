import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App.tsx';
import { createCrmClient } from './app/apolloClient.ts';
import { startDashboardLoad } from './app/AppRoutes.tsx';
import './app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const crm = createCrmClient();
// Opened at a dashboard address: its code, the login check and the screen's data are asked now, all at once.
startDashboardLoad(crm.client, window.location.pathname);

// A data router, for its blockers (a form with unsaved changes asks before leaving); the app's routes stay in AppRoutes.
const router = createBrowserRouter([{ path: '*', element: <App crm={crm} /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
