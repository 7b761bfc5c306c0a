import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { createCrmClient } from './app/apolloClient.ts';
import { startDashboardLoad } from './app/AppRoutes.tsx';
import './app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const crm = createCrmClient();
// Opened at a dashboard address: its code, the login check and the screen's data are asked now, all at once.
startDashboardLoad(crm.client, window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App crm={crm} />
    </BrowserRouter>
  </StrictMode>,
);
