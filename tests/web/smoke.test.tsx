import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { cleanupApps, renderApp, startServer, type TestServer } from './support/crm.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await cleanupApps();
  await server.close();
});

it('renders the login screen', async () => {
  renderApp(server, '/');
  expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
});
