// The login screen with the real forms, against a real server: every docs/product.md#validation message, disabled
// states, the 'Error' alert (message then code), 'You connected!' and the Google warning.
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '../../server/domain/fieldRules.ts';
import { expectSuccessPopup, renderApp, signUp, type TestServer, useFileServer } from './support/crm.tsx';

let server: TestServer;
// eslint-disable-next-line react-hooks/rules-of-hooks -- jest set-up (beforeAll, afterEach, afterAll), not a React hook
useFileServer((started) => {
  server = started;
});

function button(name: string): HTMLButtonElement {
  // Buttons with an icon carry the icon's label first ('google Login with Google').
  return screen.getByRole('button', { name: new RegExp(`(^| )${name}$`) });
}

async function openLogin(path = '/') {
  const app = renderApp(server, path);
  await screen.findByRole('heading', { name: 'Welcome Back!' });
  return app;
}

async function openSignUp() {
  const app = await openLogin();
  await app.user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  await screen.findByRole('button', { name: /^Sign Up$/ });
  return app;
}

describe('Login tab', () => {
  it('shows no message before a field is touched, and keeps Login disabled while invalid', async () => {
    await openLogin();
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(messages.email)).toBeNull();
    expect(screen.queryByText(messages.password)).toBeNull();
    expect(button('Login').disabled).toBe(true);
    expect(button('Login with Google')).toBeTruthy();
  });

  it('shows the email message once the field is dirty and the password message once touched', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(messages.email)).toBeTruthy();
    expect(screen.queryByText(messages.password)).toBeNull();

    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText(messages.password)).toBeTruthy();
    expect(button('Login').disabled).toBe(true);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(screen.queryByText(messages.email)).toBeNull());
    expect(screen.queryByText(messages.password)).toBeNull();
    expect(button('Login').disabled).toBe(false);
  });

  it("shows 'Error' with the provider's message then its code, and logs both", async () => {
    const account = await signUp(server);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(button('Login'));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('The email or password is incorrect. (auth/invalid-credential)')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('The email or password is incorrect.', 'auth/invalid-credential');
    logged.mockRestore();
  });

  it("signs in, pops up 'You connected!' for about 1500 ms without a button, and opens the dashboard", async () => {
    const account = await signUp(server);
    const app = await openLogin('/home');
    await app.user.type(screen.getByLabelText('Email'), account.email);
    await app.user.type(screen.getByLabelText('Password'), account.password);
    await app.user.click(button('Login'));

    // The pop-up first: it may come and go while the dashboard's code is still being read (jsdom requires it lazily).
    await expectSuccessPopup('You connected!');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByText(account.email, { selector: 'strong' })).toBeTruthy();
  });

  it('explains that Google sign-in is not configured on this server', async () => {
    const { user } = await openLogin();
    await user.click(button('Login with Google'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Google sign-in is not configured on this server');
  });
});

describe('Sign Up tab', () => {
  it('shows every sign-up message and keeps Sign Up disabled while invalid', async () => {
    const { user } = await openSignUp();
    expect(button('Sign Up').disabled).toBe(true);
    expect(screen.queryByText(messages.newPassword)).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'nobody@');
    expect(await screen.findByText(messages.email)).toBeTruthy();

    await user.type(screen.getByLabelText('Password'), '123');
    expect(await screen.findByText(messages.newPassword)).toBeTruthy();

    await user.type(screen.getByLabelText('Repeat password'), '12');
    await waitFor(() => expect(screen.getAllByText(messages.newPassword)).toHaveLength(2));

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new.person@example.com');
    await user.type(screen.getByLabelText('Password'), '456');
    await user.type(screen.getByLabelText('Repeat password'), '3457');
    expect(await screen.findByText(messages.samePassword)).toBeTruthy();
    expect(screen.queryByText(messages.newPassword)).toBeNull();
    expect(button('Sign Up').disabled).toBe(true);

    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), '123456');
    await waitFor(() => expect(screen.queryByText(messages.samePassword)).toBeNull());
    expect(button('Sign Up').disabled).toBe(false);
  });

  it('signs up a new account and lands on the dashboard', async () => {
    const app = await openSignUp();
    const email = `fresh.${Date.now()}@example.com`;
    await app.user.type(screen.getByLabelText('Email'), email);
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.type(screen.getByLabelText('Repeat password'), 'secret123');
    await app.user.click(button('Sign Up'));
    expect(await screen.findByRole('dialog', { name: 'You connected!' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(app.jar.token).toBeTruthy();
  });

  it('reports an address already in use with its code', async () => {
    const account = await signUp(server);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Repeat password'), 'secret123');
    await user.click(button('Sign Up'));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(/\(auth\/email-already-in-use\)$/)).toBeTruthy();
    logged.mockRestore();
  });
});
