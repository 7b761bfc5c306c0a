// What the customers list's tests share: a server started and signed up to for each test, five customers to seed it
// with, and the table's rows as a person reads them.
import { afterEach, beforeEach, expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import {
  addCustomer,
  api,
  cleanupApps,
  removeCustomer,
  renderApp,
  signUp,
  startServer,
  type CustomerSeed,
  type SessionOptions,
  type TestServer,
} from './crm.tsx';

export const people: CustomerSeed[] = [
  {
    fname: 'Alice',
    lname: 'Archer',
    email: 'alice@example.com',
    phone: '555 000 0001',
    address: '1 Maple Street, Springfield',
    notes: 'VIP',
  },
  {
    fname: 'Bruno',
    lname: 'Baker',
    email: 'bruno@example.com',
    phone: '555 000 0002',
    address: '2 Oak Avenue, Riverton',
  },
  {
    fname: 'Chen',
    lname: 'Carter',
    email: 'chen@example.com',
    phone: '555 000 0003',
    address: '3 Pine Road, Lakeside',
    notes: 'Prefers MAPLE syrup',
  },
  {
    fname: 'Dana',
    lname: 'Dixon',
    email: 'dana@example.com',
    phone: '555 000 0004',
    address: '4 Cedar Lane, Fairview',
  },
  {
    fname: 'Eve',
    lname: 'Evans',
    email: 'eve@example.com',
    phone: '555 000 0005',
    address: '5 Elm Street, Greenville',
  },
];

/**
 * Starts a server and signs up before each test (handed to `started`, if given) and closes both after it; answers
 * the steps that use them.
 */
export function customersListServer(
  started: (running: { server: TestServer; token: string }) => void = () => undefined,
) {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startServer();
    token = (await signUp(server)).token;
    started({ server, token });
  });
  afterEach(async () => {
    await cleanupApps();
    await server.close();
  });

  /** Alice, Bruno, Chen active; Dana, Eve removed. */
  async function seed(): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    for (const person of people) ids[person.fname] = await addCustomer(server, token, person);
    await removeCustomer(server, token, ids['Dana'] ?? '');
    await removeCustomer(server, token, ids['Eve'] ?? '');
    return ids;
  }

  async function statusOf(id: string): Promise<boolean | undefined> {
    const data = await api<{ customer: { status: boolean } | null }>(
      server,
      'query ($id: ID!) { customer(id: $id) { status } }',
      { id },
      token,
    );
    return data.customer?.status;
  }

  async function openList(options?: SessionOptions) {
    const app = renderApp(server, '/dashboard/users', token, options);
    expect(await screen.findByRole('heading', { name: 'Customers list' })).toBeTruthy();
    return app;
  }

  return { seed, statusOf, openList };
}

/** Where the first name is in a row: after '#', and the checkbox for a role that writes. */
export function firstNameColumn(): number {
  return [...document.querySelectorAll('.customers-table [role="columnheader"]')].findIndex(
    (cell) => cell.textContent === 'First name',
  );
}

export function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.customers-table .customer-row')];
}

export function firstNames(): string[] {
  return rows().map((row) => row.querySelectorAll('[role="cell"]')[firstNameColumn()]?.textContent ?? '');
}

export function rowOf(fname: string): HTMLElement {
  const row = rows().find(
    (candidate) => candidate.querySelectorAll('[role="cell"]')[firstNameColumn()]?.textContent === fname,
  );
  if (!row) throw new Error(`No row for ${fname}; rows: ${firstNames().join(', ')}`);
  return row;
}

export function isGrey(fname: string): boolean {
  return rowOf(fname).classList.contains('customer-row-removed');
}

export async function showsExactly(names: string[]) {
  await waitFor(() => expect(firstNames().sort()).toEqual([...names].sort()));
}
