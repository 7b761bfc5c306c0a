// The live customers list with the real components against a real server: a remove that comes late, live changes from
// elsewhere (never a refetch), name order as they arrive, and virtual rows. Filter, search and remove are in
// customersList.test.tsx.
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { addCustomer, api, expectSuccessPopup, removeCustomer, type TestServer } from './support/crm.tsx';
import {
  customersListServer,
  firstNameColumn,
  firstNames,
  isGrey,
  people,
  rowOf,
  rows,
  showsExactly,
} from './support/customersListPage.ts';

let server: TestServer;
let token: string;
const { seed, statusOf, openList } = customersListServer((running) => ({ server, token } = running));

describe('Customers list', () => {
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

  // Last in the file: in a cold file the list's Remove, clicked as the list first renders, opened no dialog here.
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
});
