// Add and Edit customer with the real components against a real server:
// every docs/product.md#validation customer message, Save disabled while invalid, Clear, Cancel, save and unknown ids.
// The duplicate warning, Details and failed loads are in customerDetails.test.tsx.
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '../../server/domain/fieldRules.ts';
import {
  addCustomer,
  api,
  expectSuccessPopup,
  removeCustomer,
  renderApp,
  signUp,
  type TestServer,
  useFileServer,
} from './support/crm.tsx';
import { field, fieldLabels, saveButton, valid } from './support/customerFields.ts';

let server: TestServer;
let token: string;
// eslint-disable-next-line react-hooks/rules-of-hooks -- jest set-up (beforeAll, afterEach, afterAll), not a React hook
useFileServer(async (started) => {
  server = started;
  token = (await signUp(server)).token;
});

async function customerById(id: string) {
  const data = await api<{
    customer: { fname: string; lname: string; phone: string; notes: string; status: boolean } | null;
  }>(server, 'query ($id: ID!) { customer(id: $id) { fname lname phone notes status } }', { id }, token);
  return data.customer;
}

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
