// Add/Edit customer and Details with the real components against a real server:
// every docs/product.md#validation customer message, Save disabled while invalid, Clear, Cancel, save, unknown ids, failed loads.
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '../../server/domain/validation.ts';
import {
  addCustomer,
  api,
  expectSuccessPopup,
  removeCustomer,
  renderApp,
  signUp,
  startServer,
  type TestServer,
  useFileServer,
} from './support/crm.tsx';

let server: TestServer;
let token: string;
// eslint-disable-next-line react-hooks/rules-of-hooks -- a jest set-up helper (beforeAll, afterEach, afterAll), not a React hook
useFileServer(async (started) => {
  server = started;
  token = (await signUp(server)).token;
});

const fieldLabels = ['First name', 'Last name', 'Address', 'Email', 'Phone', 'Notes'] as const;

function field(label: (typeof fieldLabels)[number]): HTMLInputElement {
  return screen.getByLabelText(label);
}

function saveButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Save' });
}

async function customerById(id: string) {
  const data = await api<{
    customer: { fname: string; lname: string; phone: string; notes: string; status: boolean } | null;
  }>(server, 'query ($id: ID!) { customer(id: $id) { fname lname phone notes status } }', { id }, token);
  return data.customer;
}

const valid = {
  fname: 'Grace',
  lname: 'Hopper',
  address: '1 Navy Yard, Arlington',
  email: 'grace.hopper@example.com',
  phone: '555 0100 200',
};

describe('Add User', () => {
  it('starts empty and quiet, with Save disabled', async () => {
    renderApp(server, '/dashboard/adduser', token);
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeTruthy();
    for (const label of fieldLabels) expect(field(label).value).toBe('');
    expect(saveButton().disabled).toBe(true);
    for (const message of Object.values(messages)) expect(screen.queryByText(message)).toBeNull();
  });

  it('shows every rule message once a field is dirty or touched, and none once the values are valid', async () => {
    const { user } = renderApp(server, '/dashboard/adduser', token);
    await screen.findByRole('heading', { name: 'Add User' });

    await user.type(field('First name'), 'A');
    expect(await screen.findByText(messages.name)).toBeTruthy();
    await user.click(field('Last name'));
    await user.tab();
    await waitFor(() => expect(screen.getAllByText(messages.name)).toHaveLength(2));
    await user.type(field('Address'), 'Rd 1');
    expect(await screen.findByText(messages.address)).toBeTruthy();
    await user.type(field('Email'), 'grace@');
    expect(await screen.findByText(messages.email)).toBeTruthy();
    await user.type(field('Phone'), '12345678');
    expect(await screen.findByText(messages.phone)).toBeTruthy();
    await user.click(field('Notes'));
    await user.tab();
    expect(saveButton().disabled).toBe(true);

    await user.type(field('First name'), 'da');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Address'), '2, London');
    await user.type(field('Email'), 'example.com');
    expect(saveButton().disabled).toBe(true);
    await user.type(field('Phone'), '9');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    for (const message of Object.values(messages)) expect(screen.queryByText(message)).toBeNull();
  });

  it('Clear empties every field and disables Save again', async () => {
    const { user } = renderApp(server, '/dashboard/adduser', token);
    await screen.findByRole('heading', { name: 'Add User' });
    await user.type(field('First name'), valid.fname);
    await user.type(field('Last name'), valid.lname);
    await user.type(field('Address'), valid.address);
    await user.type(field('Email'), valid.email);
    await user.type(field('Phone'), valid.phone);
    await user.type(field('Notes'), 'Met at the conference');
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    for (const label of fieldLabels) expect(field(label).value).toBe('');
    expect(saveButton().disabled).toBe(true);
    for (const message of Object.values(messages)) expect(screen.queryByText(message)).toBeNull();
  });

  it("saves a new active customer, pops up 'User save successfully' (centred, ~1500 ms, no button) and goes to the list", async () => {
    const app = renderApp(server, '/dashboard/adduser', token);
    await screen.findByRole('heading', { name: 'Add User' });
    const email = `ada.${Date.now()}@example.com`;
    await app.user.type(field('First name'), 'Ada');
    await app.user.type(field('Last name'), 'Lovelace');
    await app.user.type(field('Address'), '12 St James Square, London');
    await app.user.type(field('Email'), email);
    await app.user.type(field('Phone'), '020 7946 0000');
    await app.user.type(field('Notes'), 'Analytical engine');
    await app.user.click(saveButton());

    await waitFor(() => expect(app.location()).toBe('/dashboard/users'));
    await expectSuccessPopup('User save successfully');
    const data = await api<{ customers: { email: string; notes: string; status: boolean }[] }>(
      server,
      '{ customers(filter: ALL) { email notes status } }',
      {},
      token,
    );
    expect(data.customers.find((customer) => customer.email === email)).toEqual({
      email,
      notes: 'Analytical engine',
      status: true,
    });
  });

  it('Cancel goes back to where the user came from', async () => {
    const app = renderApp(server, ['/dashboard/workers', '/dashboard/adduser'], token);
    await screen.findByRole('heading', { name: 'Add User' });
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/workers'));
  });
});

describe('Edit User', () => {
  it('loads the customer, saves the change and keeps its status', async () => {
    const id = await addCustomer(server, token, {
      ...valid,
      email: `edit.${Date.now()}@example.com`,
      notes: 'Old notes',
    });
    await removeCustomer(server, token, id);
    const app = renderApp(server, `/dashboard/adduser/${id}`, token);
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeTruthy();
    await waitFor(() => expect(field('First name').value).toBe(valid.fname));
    expect(field('Last name').value).toBe(valid.lname);
    expect(field('Address').value).toBe(valid.address);
    expect(field('Phone').value).toBe(valid.phone);
    expect(field('Notes').value).toBe('Old notes');
    expect(saveButton().disabled).toBe(false);

    await app.user.clear(field('Phone'));
    await app.user.type(field('Phone'), '555 0199 999');
    await app.user.click(saveButton());
    await waitFor(() => expect(app.location()).toBe('/dashboard/users'));
    await expectSuccessPopup('User save successfully');
    expect(await customerById(id)).toEqual({
      fname: valid.fname,
      lname: valid.lname,
      phone: '555 0199 999',
      notes: 'Old notes',
      status: false,
    });
  });

  it('starts from what the server holds now, not a copy cached before someone else changed it', async () => {
    const id = await addCustomer(server, token, {
      fname: 'Marie',
      lname: 'Curie',
      address: '11 Rue Pierre, Paris',
      email: `marie.${Date.now()}@example.com`,
      phone: '555 0300 100',
      notes: 'Radium',
    });
    const app = renderApp(server, '/dashboard/users', token);
    await app.user.click(await screen.findByRole('link', { name: 'Details of Marie Curie' }));
    expect(await screen.findByRole('heading', { name: 'Marie Curie' })).toBeTruthy();
    expect(screen.getByText('555 0300 100')).toBeTruthy();

    // Another user changes the phone; this browser's cache still holds the old one (no live list is open).
    await api(
      server,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      {
        input: {
          id,
          fname: 'Marie',
          lname: 'Curie',
          address: '11 Rue Pierre, Paris',
          email: 'marie@example.com',
          phone: '555 0300 999',
          notes: 'Radium',
        },
      },
      token,
    );
    await app.user.click(screen.getByRole('button', { name: /Edit$/ }));
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeTruthy();
    await waitFor(() => expect(field('Phone').value).toBe('555 0300 999'));
    expect(field('Email').value).toBe('marie@example.com');

    await app.user.clear(field('Notes'));
    await app.user.type(field('Notes'), 'Polonium too');
    await app.user.click(saveButton());
    await waitFor(() => expect(app.location()).toBe('/dashboard/users'));
    expect(await customerById(id)).toEqual({
      fname: 'Marie',
      lname: 'Curie',
      phone: '555 0300 999',
      notes: 'Polonium too',
      status: true,
    });
  });

  it('shows a not-found state for an unknown id, with a way back to the list', async () => {
    const app = renderApp(server, '/dashboard/adduser/no-such-customer', token);
    expect(await screen.findByText('Customer not found')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit User' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Back to list' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/users'));
  });
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

    await app.user.click(screen.getByRole('button', { name: 'Back to list' }));
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
