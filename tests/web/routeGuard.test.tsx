// The routes of SPEC §2 and the login check: visitors reach the login screen, signed-in users the shell,
// and after Logout the back button cannot reopen the dashboard.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { api, cleanupApps, renderApp, signUp, startServer, type TestServer } from './support/crm.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await cleanupApps();
});
afterAll(async () => {
  await server.close();
});

async function isSignedIn(token: string): Promise<boolean> {
  const data = await api<{ me: { email: string } | null }>(server, '{ me { email } }', {}, token);
  return data.me !== null;
}

describe('login check', () => {
  it.each(['/dashboard', '/dashboard/users', '/dashboard/adduser/abc', '/dashboard/workers'])('sends a visitor from %s to login', async (path) => {
    const app = renderApp(server, path);
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Customers list' })).toBeNull();
  });

  it.each(['/', '/home', '/no/such/page'])('shows the login screen at %s', async (path) => {
    const app = renderApp(server, path);
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(app.location()).toBe(path);
  });

  it.each([
    ['/dashboard', 'Welcome to Staff CRM'],
    ['/dashboard/wellcome', 'Welcome to Staff CRM'],
    ['/dashboard/users', 'Customers list'],
    ['/dashboard/adduser', 'Add User'],
    ['/dashboard/workers', 'Contacts'],
  ])('opens %s for a signed-in user', async (path, heading) => {
    const { token, email } = await signUp(server);
    renderApp(server, path, token);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: `User menu of ${email}` })).toBeTruthy();
  });

  it('shows the shell: brand, sidebar entries, top bar email, sample dropdowns', async () => {
    const { token, email } = await signUp(server);
    const { user } = renderApp(server, '/dashboard/spinner', token);
    const sidebar = await screen.findByRole('menu');
    expect(screen.getByText('CRM')).toBeTruthy();
    const entries = within(sidebar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Dashboard', '/dashboard'],
      ['Customers', '/dashboard/users'],
      ['Add customer', '/dashboard/adduser'],
      ['Contacts', '/dashboard/workers'],
    ]);
    expect(screen.getByText(email)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    expect(await screen.findByRole('dialog', { name: 'Alerts Center' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('dialog', { name: 'Message Center' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `User menu of ${email}` }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Profile', 'Settings', 'Activity Log', 'Logout']));
  });

  it('logs out: ends the session, goes home, and the back button does not reopen the dashboard', async () => {
    const { token, email } = await signUp(server);
    const app = renderApp(server, ['/dashboard/users', '/dashboard'], token);
    expect(await screen.findByRole('heading', { name: 'Welcome to Staff CRM' })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: `User menu of ${email}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(app.jar.token).toBeNull();
    expect(await isSignedIn(token)).toBe(false);
    expect(app.crm.client.cache.extract()).toEqual({});

    await app.user.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Customers list' })).toBeNull();
  });
});
