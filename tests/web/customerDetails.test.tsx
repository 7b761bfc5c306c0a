// The duplicate warning, Details and failed loads with the real components against a real server. Add and Edit are in
// customerForm.test.tsx.
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { addCustomer, renderApp, signUp, startServer, type TestServer, useFileServer } from './support/crm.tsx';
import { field, saveButton, valid } from './support/customerFields.ts';

let server: TestServer;
let token: string;
// eslint-disable-next-line react-hooks/rules-of-hooks -- jest set-up (beforeAll, afterEach, afterAll), not a React hook
useFileServer(async (started) => {
  server = started;
  token = (await signUp(server)).token;
});

describe('the duplicate warning', () => {
  it('names the customer who already has the email (case aside) or the phone (any format), links to it, and does not block Save', async () => {
    const email = `ada.byron.${Date.now()}@example.com`;
    const id = await addCustomer(server, token, {
      fname: 'Ada',
      lname: 'Byron',
      address: '12 St James Square',
      email,
      phone: '(212) 555-0142',
      notes: '',
    });
    const app = renderApp(server, '/dashboard/adduser', token);
    await screen.findByRole('heading', { name: 'Add User' });
    await app.user.type(field('First name'), 'Augusta');
    await app.user.type(field('Last name'), 'King');
    await app.user.type(field('Address'), 'Ockham Park');
    await app.user.type(field('Email'), email.toUpperCase());
    const notice = () =>
      screen.getByText('This may be a customer you already have').closest<HTMLElement>('[role=status]')!;
    await screen.findByText('This may be a customer you already have', {}, { timeout: 5000 });
    expect(notice().textContent).toContain('Ada Byron has this email');

    await app.user.clear(field('Email'));
    await app.user.type(field('Email'), 'augusta.king@example.com');
    await app.user.type(field('Phone'), '+1 212.555.0142');
    await waitFor(() => expect(notice().textContent).toContain('Ada Byron has this phone number'), { timeout: 5000 });
    expect(saveButton().disabled).toBe(false);

    // The form has unsaved changes: following the link asks first.
    await app.user.click(within(notice()).getByRole('link', { name: 'Ada Byron' }));
    await app.user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(app.location()).toBe(`/dashboard/customerdetails/${id}`));
  });

  it('says nothing about the customer being edited itself', async () => {
    const id = await addCustomer(server, token, {
      fname: 'Solo',
      lname: 'Entry',
      address: '1 Lone Road',
      email: `solo.${Date.now()}@example.com`,
      phone: '(646) 555-0199',
      notes: '',
    });
    const app = renderApp(server, `/dashboard/adduser/${id}`, token);
    await waitFor(() => expect(field('Phone').value).toBe('(646) 555-0199'));
    await app.user.type(field('Notes'), 'Still alone');
    // Past the pause before the check, and its answer.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByText('This may be a customer you already have')).toBeNull();
  });
});

describe('Customer details', () => {
  it('shows every field read-only, and Back to list goes to the list', async () => {
    const id = await addCustomer(server, token, {
      ...valid,
      email: `details.${Date.now()}@example.com`,
      notes: 'Prefers phone calls',
    });
    const app = renderApp(server, `/dashboard/customerdetails/${id}`, token);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    const details = document.querySelector('.details-list') as HTMLElement;
    for (const text of [
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Address',
      'Notes',
      'Status',
      valid.fname,
      valid.lname,
      valid.address,
      valid.phone,
      'Prefers phone calls',
      'Active',
    ]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    const mail = within(details).getByRole('link', { name: /details\.\d+@example\.com/ });
    expect(mail.getAttribute('href')).toMatch(/^mailto:details\.\d+@example\.com$/);
    expect(details.querySelector('input, textarea')).toBeNull();

    await app.user.click(await screen.findByRole('button', { name: 'Back to list' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/users'));
  });

  it('shows a not-found state for an unknown id', async () => {
    renderApp(server, '/dashboard/customerdetails/missing', token);
    expect(await screen.findByText('Customer not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to list' })).toBeTruthy();
  });
});

describe('a customer that cannot be loaded', () => {
  it.each(['customerdetails', 'adduser'])(
    'on %s: says it could not be loaded, logs why, and does not call it unknown',
    async (page) => {
      const own = await startServer();
      const account = await signUp(own);
      const id = await addCustomer(own, account.token, valid);
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        // The dashboard opens while the server is up; the customer is fetched after it went away.
        const app = renderApp(own, [`/dashboard/${page}/${id}`, '/dashboard'], account.token);
        expect(await screen.findByRole('heading', { name: 'Welcome to Staff CRM' })).toBeTruthy();
        await own.close();
        await app.user.click(screen.getByTestId('history-back'));

        expect(await screen.findByText('The customer could not be loaded')).toBeTruthy();
        expect(screen.queryByText('Customer not found')).toBeNull();
        expect(screen.queryByText(/mistyped/)).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Edit User' })).toBeNull();
        expect(logged).toHaveBeenCalledWith('Loading the customer failed', expect.anything());
        expect(screen.getByRole('button', { name: 'Back to list' })).toBeTruthy();
      } finally {
        logged.mockRestore();
        await own.close();
      }
    },
  );
});
