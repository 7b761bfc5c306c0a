// 'Login with Google' in the app, against a server configured for it: the popup itself is the browser's
// (tests/e2e/google.test.ts drives it for real), so here window.open hands back a stand-in and the tests post
// the popup's answer as the server's popup page would.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { generate } from 'otplib';
import type { GoogleSignInConfig, GoogleSignInMessage } from '../../server/domain/accounts/account.ts';
import { useGoogleSignIn } from '../../web/src/features/auth/useGoogleSignIn.ts';
import { ServerProvider } from '../../web/src/shared/serverContext.tsx';
import {
  api,
  browserSession,
  cleanupApps,
  expectSuccessPopup,
  renderApp,
  signUp,
  startServer,
  type TestServer,
} from './support/crm.tsx';

let server: TestServer;
let config: GoogleSignInConfig;
beforeAll(async () => {
  server = await startServer({
    env: { CRM_OIDC_CLIENT_ID: 'web-test-client', CRM_OIDC_CLIENT_SECRET: 'web-test-secret' },
  });
  config = (await (await globalThis.nodeFetch(`${server.url}/auth/google/config`)).json()) as GoogleSignInConfig;
});
afterEach(async () => {
  await cleanupApps();
});
afterAll(async () => {
  await server.close();
});

let popup: { closed: boolean };
let opened: jest.SpiedFunction<typeof window.open>;
beforeEach(() => {
  popup = { closed: false };
  opened = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => {
  opened.mockRestore();
});

function answer(origin: string, data: GoogleSignInMessage) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

function googleButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: /Login with Google$/ });
}

async function signedUpUser() {
  const account = await signUp(server);
  const { me } = await api<{ me: { uid: string; email: string } }>(server, '{ me { uid email } }', {}, account.token);
  return { token: account.token, user: me };
}

describe('Login with Google', () => {
  it('takes the answer only from the origin GET /auth/google/config names, then says You connected!', async () => {
    expect(config.configured).toBe(true);
    // The server's public origin (localhost) is not the address the app reaches it at here (127.0.0.1).
    expect(config.origin).not.toBe(new URL(server.url).origin);
    const { token, user } = await signedUpUser();
    const app = renderApp(server, '/');
    await screen.findByRole('heading', { name: 'Welcome Back!' });
    await app.user.click(googleButton());
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(`${server.url}/auth/google/start`, 'crm-google-sign-in', expect.any(String)),
    );
    expect(googleButton().getAttribute('aria-busy') === 'true').toBe(true);

    // Posted from anywhere else, the same words are ignored.
    answer(new URL(server.url).origin, { type: 'crm-google-sign-in', ok: true, user });
    answer('http://evil.example', { type: 'crm-google-sign-in', ok: true, user });
    expect(app.location()).toBe('/');
    expect(googleButton().getAttribute('aria-busy') === 'true').toBe(true);

    app.jar.token = token; // what the popup's callback did: the session cookie
    answer(config.origin, { type: 'crm-google-sign-in', ok: true, user });
    // The pop-up first: it may come and go while the dashboard's code is still being read (jsdom requires it lazily).
    await expectSuccessPopup('You connected!');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: `User menu of ${user.email}` })).toBeTruthy();
  });

  it("shows a failed sign-in's message and code in a warning alert", async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const app = renderApp(server, '/');
      await screen.findByRole('heading', { name: 'Welcome Back!' });
      await app.user.click(googleButton());
      await waitFor(() => expect(opened).toHaveBeenCalled());
      answer(config.origin, {
        type: 'crm-google-sign-in',
        ok: false,
        message: 'Google did not confirm a verified email address for this account.',
        code: 'auth/unverified-email',
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        'Google did not confirm a verified email address for this account. (auth/unverified-email)',
      );
      expect(googleButton().getAttribute('aria-busy') === 'true').toBe(false);
      expect(app.location()).toBe('/');
    } finally {
      warned.mockRestore();
    }
  });

  it('asks for the second factor when the account has one, and signs in with the code', async () => {
    const { token, user } = await signedUpUser();
    const { startTotpEnrollment } = await api<{ startTotpEnrollment: { secret: string } }>(
      server,
      'mutation { startTotpEnrollment { secret } }',
      {},
      token,
    );
    const now = Math.floor(Date.now() / 1000);
    await api(
      server,
      'mutation Confirm($code: String!) { confirmTotpEnrollment(code: $code) }',
      { code: await generate({ secret: startTotpEnrollment.secret, epoch: now }) },
      token,
    );
    // The challenge a Google sign-in of this person answers
    // (the popup's callback asks the same service a password sign-in does).
    const signIn = await globalThis.nodeFetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { signIn(email: "' + user.email + '", password: "secret123") { token } }',
      }),
    });
    const challenge = ((await signIn.json()) as { errors: Array<{ extensions: { challenge: string } }> }).errors[0]!
      .extensions.challenge;

    const app = renderApp(server, '/');
    await screen.findByRole('heading', { name: 'Welcome Back!' });
    await app.user.click(googleButton());
    await waitFor(() => expect(opened).toHaveBeenCalled());
    answer(config.origin, {
      type: 'crm-google-sign-in',
      ok: false,
      code: 'auth/multi-factor-required',
      message: 'Enter the code from your authenticator app, or one of your recovery codes.',
      challenge,
    });
    await screen.findByRole('heading', { name: 'Two-step verification' });
    await app.user.type(
      screen.getByLabelText('Code'),
      await generate({ secret: startTotpEnrollment.secret, epoch: now + 30 }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: `User menu of ${user.email}` })).toBeTruthy();
  });

  // The button is disabled while a popup is open, so only a caller of the hook can start twice.
  it('keeps the newer attempt pending when an earlier one is replaced, and answers once', async () => {
    const { crm, access } = browserSession(server);
    const onConnected = jest.fn<() => void>();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServerProvider access={access}>
        <ApolloProvider client={crm.client}>{children}</ApolloProvider>
      </ServerProvider>
    );
    const { result, unmount } = renderHook(() => useGoogleSignIn(onConnected), { wrapper });
    try {
      await act(() => result.current.start());
      expect(result.current.pending).toBe(true);
      await act(() => result.current.start());
      expect(opened).toHaveBeenCalledTimes(2);
      expect(result.current.pending).toBe(true);

      const { user } = await signedUpUser();
      answer(config.origin, { type: 'crm-google-sign-in', ok: true, user });
      expect(onConnected).toHaveBeenCalledTimes(1);
      expect(result.current.pending).toBe(false);
    } finally {
      unmount();
      await crm.dispose();
    }
  });

  it('warns when the popup is closed without an answer', async () => {
    const app = renderApp(server, '/');
    await screen.findByRole('heading', { name: 'Welcome Back!' });
    await app.user.click(googleButton());
    await waitFor(() => expect(opened).toHaveBeenCalled());
    popup.closed = true;
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('closed before signing in');
    expect(googleButton().getAttribute('aria-busy') === 'true').toBe(false);
  });
});
