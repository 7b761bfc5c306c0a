// The dashboard's figures and latest changes (server/domain/stats/customerStats.ts) on every store, through the
// port only.
import { expect, it } from '@jest/globals';
import { waitFor } from '../../support/waitFor.ts';
import { CustomerStatsService, weekMs, weekStartOf, weeksShown } from '../../../server/domain/stats/customerStats.ts';
import { fields, nextId, dana } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function customerStatsContract(fresh: FreshStore): void {
  it('counts active and removed customers, and per window the history entries that added and removed one', async () => {
    const { customers } = fresh;
    const began = Date.now();
    const [a, b, c, d] = [nextId(), nextId(), nextId(), nextId()];
    await customers.create(a, fields(), dana);
    await customers.create(b, fields({ fname: 'Grace' }));
    await customers.importBatch(
      'stats-import',
      [
        { kind: 'create', id: c, fields: fields({ fname: 'Imported' }) },
        { kind: 'update', id: a, fields: fields({ phone: '555 0199' }) },
      ],
      { created: 1, updated: 1, skipped: 0, failed: 0 },
    );
    await customers.create(d, fields({ fname: 'Alan' }));
    await customers.setStatus(b, false, dana);
    await customers.bulkSetStatus('stats-bulk', [c, d], false);
    await customers.setStatus(d, true);
    await customers.update(a, fields({ notes: 'edited, not added' }));

    expect(await customers.statusCounts()).toEqual({ active: 2, removed: 2 });
    const now = Date.now() + 1;
    const [all, before, split] = await customers.statusChanges([
      { from: began, to: now },
      { from: began - 365 * 24 * 3600 * 1000, to: began },
      { from: now, to: now + 1000 },
    ]);
    // Four created (one by the import), three removed (one by hand,
    // two in bulk); the import's update and the edit add none.
    expect(all).toEqual({ added: 4, removed: 3 });
    expect(before).toEqual({ added: 0, removed: 0 });
    expect(split).toEqual({ added: 0, removed: 0 });
  });

  it('gives the last 52 weeks, Monday to Monday in UTC, the current one last, and this week’s additions (CustomerStatsService)', async () => {
    const { customers } = fresh;
    const service = new CustomerStatsService(customers);
    await customers.create(nextId(), fields());
    await customers.setStatus((await customers.list('ACTIVE'))[0]!.id, false);
    await customers.create(nextId(), fields({ fname: 'Grace' }));
    const stats = await service.stats();
    expect(stats).toMatchObject({ active: 1, removed: 1, addedThisWeek: 2 });
    expect(stats.weeks).toHaveLength(weeksShown);
    expect(
      stats.weeks.every(
        ({ weekStart }) => new Date(weekStart).getUTCDay() === 1 && weekStart % (24 * 3600 * 1000) === 0,
      ),
    ).toBe(true);
    expect(stats.weeks.at(-1)).toEqual({ weekStart: weekStartOf(Date.now()), added: 2, removed: 1 });
    expect(stats.weeks.at(-1)!.weekStart - stats.weeks[0]!.weekStart).toBe(51 * weekMs);
    expect(stats.weeks.slice(0, -1).every(({ added, removed }) => added === 0 && removed === 0)).toBe(true);
    // Asked again after a write, the current week and the counts move.
    await customers.create(nextId(), fields({ fname: 'Alan' }));
    expect(await service.stats()).toMatchObject({ active: 2, removed: 1, addedThisWeek: 3 });
  });

  it('lists the latest changes of all customers, newest first, each with its customer as it is now', async () => {
    const { customers } = fresh;
    const [a, b] = [nextId(), nextId()];
    await customers.create(a, fields(), dana);
    await customers.create(b, fields({ fname: 'Grace', lname: 'Hopper' }));
    await customers.update(b, fields({ fname: 'Grace', lname: 'Hopper', phone: '555 0199' }), dana);
    await customers.setStatus(a, false, { uid: 'u-eve', email: 'eve@example.com' });
    const recent = await customers.recentChanges(3);
    expect(
      recent.map(({ customerId, customer, entry }) => ({
        customerId,
        status: customer?.status,
        type: entry.type,
        by: entry.by?.email ?? null,
        changes: entry.changes,
      })),
    ).toEqual([
      {
        customerId: a,
        status: false,
        type: 'REMOVED',
        by: 'eve@example.com',
        changes: [{ field: 'status', from: 'true', to: 'false' }],
      },
      {
        customerId: b,
        status: true,
        type: 'EDITED',
        by: 'dana@example.com',
        changes: [{ field: 'phone', from: '555 0100', to: '555 0199' }],
      },
      { customerId: b, status: true, type: 'CREATED', by: null, changes: expect.any(Array) },
    ]);
    expect(recent[1]!.customer).toMatchObject({ id: b, lname: 'Hopper', phone: '555 0199' });
    expect(recent[0]!.entry.at).toBeGreaterThanOrEqual(recent[1]!.entry.at);
    expect(await customers.recentChanges(10)).toHaveLength(4);
  });

  it('tells history watchers of each write, until they leave', async () => {
    const { customers } = fresh;
    const heard: number[] = [];
    const stop = customers.watchHistory(() => heard.push(Date.now()));
    // Time for a listener to attach before the write it should hear of.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    const id = nextId();
    await customers.create(id, fields());
    await waitFor(() => heard.length >= 1, 'a signal after the create');
    const count = heard.length;
    await customers.setStatus(id, false);
    await waitFor(() => heard.length > count, 'a signal after the removal');
    stop();
    const after = heard.length;
    await customers.setStatus(id, true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.length).toBe(after);
  });

  // 150 customers written, then two count aggregations a week for 52 weeks on the in-process emulator.
  it('reads a bounded number of documents whatever the number of customers, where reads are billed', async () => {
    const { store, customers } = fresh;
    if (!store.readsSinceLast) return;
    const size = 150;
    const ids = Array.from({ length: size }, () => nextId());
    await customers.importBatch(
      'stats-many',
      ids.map((id) => ({ kind: 'create' as const, id, fields: fields() })),
      { created: size, updated: 0, skipped: 0, failed: 0 },
    );
    await customers.bulkSetStatus('stats-many-bulk', ids.slice(0, 20), false);
    const service = new CustomerStatsService(customers);
    store.readsSinceLast();
    expect(await service.stats()).toMatchObject({ active: 130, removed: 20, addedThisWeek: size });
    // Two count aggregations for the counts, two per week: none reads the customers or the history.
    const first = store.readsSinceLast();
    expect((first.statusCounts ?? 0) + (first.statusChanges ?? 0)).toBeLessThanOrEqual(2 + 2 * weeksShown);
    await service.stats();
    // Weeks that ended are counted once: then only the counts and the current week.
    const again = store.readsSinceLast();
    expect((again.statusCounts ?? 0) + (again.statusChanges ?? 0)).toBeLessThanOrEqual(4);
    expect(await customers.recentChanges(5)).toHaveLength(5);
    expect(store.readsSinceLast().recentChanges).toBeLessThanOrEqual(10);
  }, 120_000);
}
