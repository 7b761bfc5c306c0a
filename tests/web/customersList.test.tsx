// The live customers list with the real components against a real server: filter, search, grey rows,
// remove confirmation, restore, live changes from elsewhere (never a refetch), virtual rows.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  addCustomer,
  api,
  cleanupApps,
  expectSuccessPopup,
  removeCustomer,
  renderApp,
  signUp,
  startServer,
  type CustomerSeed,
  type SessionOptions,
  type TestServer,
} from './support/crm.tsx';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startServer();
  token = (await signUp(server)).token;
});
afterEach(async () => {
  await cleanupApps();
  await server.close();
});

const people: CustomerSeed[] = [
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

/** Alice, Bruno, Chen active; Dana, Eve removed. */
async function seed(): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const person of people) ids[person.fname] = await addCustomer(server, token, person);
  await removeCustomer(server, token, ids['Dana'] ?? '');
  await removeCustomer(server, token, ids['Eve'] ?? '');
  return ids;
}

/** Where the first name is in a row: after '#', and the checkbox for a role that writes. */
function firstNameColumn(): number {
  return [...document.querySelectorAll('.customers-table [role="columnheader"]')].findIndex(
    (cell) => cell.textContent === 'First name',
  );
}

function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.customers-table .customer-row')];
}

function firstNames(): string[] {
  return rows().map((row) => row.querySelectorAll('[role="cell"]')[firstNameColumn()]?.textContent ?? '');
}

function rowOf(fname: string): HTMLElement {
  const row = rows().find(
    (candidate) => candidate.querySelectorAll('[role="cell"]')[firstNameColumn()]?.textContent === fname,
  );
  if (!row) throw new Error(`No row for ${fname}; rows: ${firstNames().join(', ')}`);
  return row;
}

function isGrey(fname: string): boolean {
  return rowOf(fname).classList.contains('customer-row-removed');
}

async function showsExactly(names: string[]) {
  await waitFor(() => expect(firstNames().sort()).toEqual([...names].sort()));
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

describe('Customers list', () => {
  it('shows the active customers by default, with the columns and links of the spec', async () => {
    const ids = await seed();
    await openList();
    await showsExactly(['Alice', 'Bruno', 'Chen']);
    expect((screen.getByRole('radio', { name: 'Active customers' }) as HTMLInputElement).checked).toBe(true);
    const headers = [...document.querySelectorAll('.customers-table [role="columnheader"]')].map(
      (cell) => cell.textContent,
    );
    expect(headers).toEqual(
      expect.arrayContaining(['#', 'First name', 'Last name', 'Email', 'Phone', 'Address', 'Details', 'Edit']),
    );

    const alice = within(rowOf('Alice'));
    expect(alice.getByText('1')).toBeTruthy();
    expect(alice.getByText('Archer')).toBeTruthy();
    expect(alice.getByText('555 000 0001')).toBeTruthy();
    expect(alice.getByText('1 Maple Street, Springfield')).toBeTruthy();
    expect(alice.getByRole('link', { name: 'alice@example.com' }).getAttribute('href')).toBe(
      'mailto:alice@example.com',
    );
    expect(alice.getByRole('link', { name: 'Details of Alice Archer' }).getAttribute('href')).toBe(
      `/dashboard/customerdetails/${ids['Alice']}`,
    );
    expect(alice.getByRole('link', { name: 'Edit Alice Archer' }).getAttribute('href')).toBe(
      `/dashboard/adduser/${ids['Alice']}`,
    );
    expect(alice.getByRole('button', { name: 'Remove Alice Archer' })).toBeTruthy();
    expect(alice.queryByRole('button', { name: /^Restore/ })).toBeNull();
    expect(isGrey('Alice')).toBe(false);
  });

  it('filters by status: deleted customers are grey with Restore, all customers mixes both', async () => {
    await seed();
    const { user } = await openList();
    await showsExactly(['Alice', 'Bruno', 'Chen']);

    await user.click(screen.getByRole('radio', { name: 'Deleted customers' }));
    await showsExactly(['Dana', 'Eve']);
    for (const [name, lname] of [
      ['Dana', 'Dixon'],
      ['Eve', 'Evans'],
    ] as const) {
      expect(isGrey(name)).toBe(true);
      expect(within(rowOf(name)).getByRole('button', { name: `Restore ${name} ${lname}` })).toBeTruthy();
      expect(within(rowOf(name)).queryByRole('button', { name: /^Remove/ })).toBeNull();
    }

    await user.click(screen.getByRole('radio', { name: 'All customers' }));
    await showsExactly(['Alice', 'Bruno', 'Chen', 'Dana', 'Eve']);
    expect(
      rows()
        .filter((row) => row.classList.contains('customer-row-removed'))
        .map((row) => row.querySelectorAll('[role="cell"]')[firstNameColumn()]?.textContent)
        .sort(),
    ).toEqual(['Dana', 'Eve']);
  });

  it('searches as the user types, case-insensitively, across the spec fields', async () => {
    await seed();
    const { user } = await openList();
    await showsExactly(['Alice', 'Bruno', 'Chen']);
    const search = screen.getByRole('textbox', { name: 'Search customers' });

    await user.type(search, 'maple');
    await showsExactly(['Alice', 'Chen']); // Alice by address, Chen by notes
    await user.clear(search);
    await user.type(search, 'BRUNO@');
    await showsExactly(['Bruno']);
    await user.clear(search);
    await user.type(search, '0003');
    await showsExactly(['Chen']);
    await user.clear(search);
    await user.type(search, 'nobody at all');
    await showsExactly([]);
    expect(screen.getByText('No customer matches your search.')).toBeTruthy();

    await user.clear(search);
    await user.click(screen.getByRole('radio', { name: 'All customers' }));
    await user.type(search, 'street');
    await showsExactly(['Alice', 'Eve']);
  });

  it("asks before removing: Cancel keeps the customer, Remove removes it with the 'Customer removed' pop-up", async () => {
    const ids = await seed();
    const { user } = await openList();
    await showsExactly(['Alice', 'Bruno', 'Chen']);

    await user.click(within(rowOf('Bruno')).getByRole('button', { name: /^Remove/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove the customer?' });
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Are you sure you want to remove the customer?' })).toBeNull(),
    );
    expect(firstNames()).toContain('Bruno');
    expect(await statusOf(ids['Bruno'] ?? '')).toBe(true);

    await user.click(within(rowOf('Bruno')).getByRole('button', { name: /^Remove/ }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove the customer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await showsExactly(['Alice', 'Chen']);
    await expectSuccessPopup('Customer removed');
    expect(await statusOf(ids['Bruno'] ?? '')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Deleted customers' }));
    await showsExactly(['Bruno', 'Dana', 'Eve']);
  });

  it('restores a removed customer at once, without a confirmation', async () => {
    const ids = await seed();
    const { user } = await openList();
    await user.click(screen.getByRole('radio', { name: 'Deleted customers' }));
    await showsExactly(['Dana', 'Eve']);

    await user.click(within(rowOf('Dana')).getByRole('button', { name: /^Restore/ }));
    await showsExactly(['Eve']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await statusOf(ids['Dana'] ?? '')).toBe(true);
  });

  // Under Active the feed decides who is in the list; under All it decides how a customer shows (grey or not).
  const lateRemoveCases = [
    {
      filter: 'Active customers',
      what: 'list',
      removed: () => showsExactly(['Alice', 'Chen']),
      restored: () => showsExactly(['Alice', 'Bruno', 'Chen']),
    },
    {
      filter: 'All customers',
      what: 'customer',
      removed: () => waitFor(() => expect(isGrey('Bruno')).toBe(true)),
      restored: () => waitFor(() => expect(isGrey('Bruno')).toBe(false)),
    },
  ];
  it.each(lateRemoveCases)(
    "keeps the $what the live feed shows under $filter when a remove's own answer arrives after a newer change",
    async ({ filter, removed, restored }) => {
      const ids = await seed();
      let deliver = () => {};
      const late = new Promise<void>((resolve) => (deliver = resolve));
      const { user } = await openList({
        beforeAnswer: (operationName) => (operationName === 'RemoveCustomer' ? late : undefined),
      });
      await user.click(screen.getByRole('radio', { name: filter }));
      await waitFor(() => rowOf('Bruno'));

      await user.click(within(rowOf('Bruno')).getByRole('button', { name: /^Remove/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove the customer?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await removed(); // the feed reports the remove; its answer is still on the way
      // Meanwhile another user restores Bruno, and the feed says so.
      await api(server, 'mutation ($id: ID!) { restoreCustomer(id: $id) { id } }', { id: ids['Bruno'] }, token);
      await restored();

      deliver();
      await expectSuccessPopup('Customer removed');
      await restored();
      expect(await statusOf(ids['Bruno'] ?? '')).toBe(true);
    },
  );

  it('follows changes made elsewhere live, through the subscription, never by refetching', async () => {
    const ids = await seed();
    const app = await openList();
    await showsExactly(['Alice', 'Bruno', 'Chen']);

    const frank = await addCustomer(server, token, {
      fname: 'Frank',
      lname: 'Fisher',
      email: 'frank@example.com',
      phone: '555 000 0006',
      address: '6 Birch Way, Salem',
    });
    await showsExactly(['Alice', 'Bruno', 'Chen', 'Frank']);
    await api(
      server,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input: { ...people[0], id: ids['Alice'], fname: 'Alicia' } },
      token,
    );
    await showsExactly(['Alicia', 'Bruno', 'Chen', 'Frank']);
    await removeCustomer(server, token, frank);
    await showsExactly(['Alicia', 'Bruno', 'Chen']);

    await app.user.click(screen.getByRole('radio', { name: 'Deleted customers' }));
    await showsExactly(['Dana', 'Eve', 'Frank']);
    expect(app.requests.filter((name) => name === 'CustomerList' || name.startsWith('Customer'))).toEqual([]);
  });

  it('keeps the list in name order (last name, then first name) as customers arrive and change live', async () => {
    const ids = await seed();
    await openList();
    await waitFor(() => expect(firstNames()).toEqual(['Alice', 'Bruno', 'Chen']));

    await addCustomer(server, token, {
      fname: 'Aaron',
      lname: 'Baines',
      email: 'aaron@example.com',
      phone: '555 000 0007',
      address: '7 Ash Court, Salem',
    });
    await waitFor(() => expect(firstNames()).toEqual(['Alice', 'Aaron', 'Bruno', 'Chen']));
    await api(
      server,
      'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input: { ...people[0], id: ids['Alice'], lname: 'Young' } },
      token,
    );
    await waitFor(() => expect(firstNames()).toEqual(['Aaron', 'Bruno', 'Chen', 'Alice']));
    expect(rows().map((row) => row.querySelectorAll('[role="cell"]')[firstNameColumn() - 1]?.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('renders only the visible rows of a long list', async () => {
    await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        addCustomer(server, token, {
          fname: `Person${index}`,
          lname: 'Many',
          email: `p${index}@example.com`,
          phone: `555 100 ${String(index).padStart(4, '0')}`,
          address: `${index} Long Road`,
        }),
      ),
    );
    await openList();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.getByText('80')).toBeTruthy(); // the count tag: all 80 are in the list
    expect(rows().length).toBeLessThan(30);
  });
});
