// The routes of docs/product.md#screens-and-routes and the login check: visitors reach the login screen, signed-in
// users the shell, after Logout the back button cannot reopen the dashboard, a failed Logout keeps the user signed in,
// and a session that ends while the dashboard is open sends the user to login.
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { signOutFailedMessage } from '../../web/src/features/auth/useSignOutMutation.ts';
import { api, renderApp, signUp, startServer, type TestServer, useFileServer } from './support/crm.tsx';

let server: TestServer;
// eslint-disable-next-line react-hooks/rules-of-hooks -- jest set-up (beforeAll, afterEach, afterAll), not a React hook
useFileServer((started) => {
  server = started;
});

async function isSignedIn(token: string): Promise<boolean> {
  const data = await api<{ me: { email: string } | null }>(server, '{ me { email } }', {}, token);
  return data.me !== null;
}

describe('login check', () => {
  it.each(['/dashboard', '/dashboard/users', '/dashboard/adduser/abc', '/dashboard/workers'])(
    'sends a visitor from %s to login',
    async (path) => {
      const app = renderApp(server, path);
      expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
      expect(app.location()).toBe('/');
      expect(screen.queryByRole('heading', { name: 'Customers list' })).toBeNull();
    },
  );

  it('says the server cannot be reached when the login check gets no answer, and offers to try again', async () => {
    const silent = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on port 9 (discard) here: the check's request is refused.
    renderApp({ url: 'http://127.0.0.1:9', close: async () => undefined }, '/dashboard/users', 'a-session');
    expect(await screen.findByText('The server cannot be reached')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Customers list' })).toBeNull();
    silent.mockRestore();
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

  it('shows the shell: brand, sidebar entries, top bar email, search, alerts and messages', async () => {
    const { token, email } = await signUp(server);
    const { user } = renderApp(server, '/dashboard/spinner', token);
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByText('CRM')).toBeTruthy();
    const entries = within(sidebar)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Dashboard', '/dashboard'],
      ['Customers', '/dashboard/users'],
      ['Add customer', '/dashboard/adduser'],
      ['Companies', '/dashboard/companies'],
      ['Tasks', '/dashboard/tasks'],
      ['Contacts', '/dashboard/workers'],
      ['Duplicates', '/dashboard/duplicates'],
      ['Import customers', '/dashboard/import'],
      ['Account', '/dashboard/account'],
    ]);
    expect(screen.getByText(email)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Alerts, 0 new' }));
    expect(await screen.findByRole('dialog', { name: 'Alerts Center' })).toBeTruthy();
    expect(await screen.findByText("You're all caught up: nothing new.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Messages, 0 new' }));
    expect(await screen.findByRole('dialog', { name: 'Message Center' })).toBeTruthy();
    expect(await screen.findByText('No one has mentioned you yet.')).toBeTruthy();

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

  it('goes straight home on Logout from a live list, though the server closes its socket before answering', async () => {
    const { token, email } = await signUp(server);
    // The answer to SignOut comes late, so the socket's 4401 (sent as the session ends) arrives first.
    const app = renderApp(server, '/dashboard/users', token, {
      beforeAnswer: (name) => (name === 'SignOut' ? new Promise((resolve) => setTimeout(resolve, 300)) : undefined),
    });
    expect(await screen.findByText('No customers yet.')).toBeTruthy(); // live
    await app.user.click(screen.getByRole('button', { name: `User menu of ${email}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(app.visited).toEqual(['/dashboard/users', '/home']);
  });

  it('stays signed in and says so when Logout fails', async () => {
    const own = await startServer();
    const { token, email } = await signUp(own);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = renderApp(own, '/dashboard', token);
      expect(await screen.findByRole('heading', { name: 'Welcome to Staff CRM' })).toBeTruthy();
      await own.close(); // the server cannot be reached, so it cannot end the session

      await app.user.click(screen.getByRole('button', { name: `User menu of ${email}` }));
      await app.user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
      expect(await screen.findByText(signOutFailedMessage)).toBeTruthy();
      expect(logged).toHaveBeenCalledWith('Sign-out failed', expect.anything());
      expect(app.location()).toBe('/dashboard');
      expect(screen.getByRole('heading', { name: 'Welcome to Staff CRM' })).toBeTruthy();
      expect(screen.getByRole('button', { name: `User menu of ${email}` })).toBeTruthy();
      expect(app.jar.token).toBe(token);
    } finally {
      logged.mockRestore();
      await own.close();
    }
  });
});

describe('a session that ends while the dashboard is open', () => {
  it('is noticed by the next request (UNAUTHENTICATED): the cache is cleared and the login screen shown', async () => {
    const { token } = await signUp(server);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = renderApp(server, '/dashboard', token);
      expect(await screen.findByRole('heading', { name: 'Welcome to Staff CRM' })).toBeTruthy();
      // Ended elsewhere: e.g. Logout in another tab, or revoked by the server.
      await api(server, 'mutation { signOut }', {}, token);

      await app.user.click(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contacts' }),
      );
      expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
      expect(app.location()).toBe('/');
      expect(app.requests).toContain('Workers');
      await waitFor(() => expect(app.crm.client.cache.extract()).toEqual({}));
    } finally {
      logged.mockRestore();
    }
  });

  it('is noticed by the live list when the server closes its socket (4401), with no request of its own', async () => {
    const { token } = await signUp(server);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = renderApp(server, '/dashboard/users', token);
      expect(await screen.findByRole('heading', { name: 'Customers list' })).toBeTruthy();
      expect(await screen.findByText('No customers yet.')).toBeTruthy(); // live: the first change set arrived
      const sent = app.requests.length;

      await api(server, 'mutation { signOut }', {}, token);
      expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
      expect(app.location()).toBe('/');
      expect(app.requests.slice(sent)).toEqual([]);
      await waitFor(() => expect(app.crm.client.cache.extract()).toEqual({}));
    } finally {
      logged.mockRestore();
    }
  });
});
