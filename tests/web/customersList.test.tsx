// The customers list with the real components against a real server: columns and links, filter, search, grey rows,
// remove confirmation and restore. Live changes and virtual rows are in customersListLive.test.tsx.
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { expectSuccessPopup } from './support/crm.tsx';
import {
  customersListServer,
  firstNameColumn,
  firstNames,
  isGrey,
  rowOf,
  rows,
  showsExactly,
} from './support/customersListPage.ts';

const { seed, statusOf, openList } = customersListServer();

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
});
