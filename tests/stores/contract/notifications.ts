// Members' notifications on every store, through NotificationService: each member's own, unread first and newest
// first within, marked read by ids or all, and heard live by another process on the same data.
import { beforeEach, expect, it } from '@jest/globals';
import { InvalidInputError } from '../../../server/domain/errors.ts';
import type { Notification } from '../../../server/domain/notifications/notification.ts';
import { NotificationService } from '../../../server/domain/notifications/notificationService.ts';
import { waitFor } from '../../support/waitFor.ts';
import type { FreshStore } from './freshStore.ts';

export function notificationStoreContract(fresh: FreshStore): void {
  const active = new Set(['u-ann', 'u-bob']);
  let clock = 0;
  let service: NotificationService;
  beforeEach(() => {
    clock = Date.now();
    service = new NotificationService(
      fresh.store.notifications,
      async (uid) => active.has(uid),
      () => (clock += 1000),
    );
  });
  const kinds = (notifications: readonly Notification[]) => notifications.map(({ kind }) => kind);

  it('keeps each notification whole for its member alone, never of their own action nor for a deactivated member', async () => {
    const made = await service.notify({
      uid: 'u-ann',
      kind: 'TASK_ASSIGNED',
      byUid: 'u-bob',
      customerId: 'c-1',
      taskId: 't-1',
    });
    expect(made).toEqual({
      id: expect.stringMatching(/^ntf_/),
      uid: 'u-ann',
      kind: 'TASK_ASSIGNED',
      at: clock,
      read: false,
      byUid: 'u-bob',
      customerId: 'c-1',
      taskId: 't-1',
      activityId: null,
    });
    expect(await service.notify({ uid: 'u-ann', kind: 'MENTIONED', byUid: 'u-ann', activityId: 'a-1' })).toBeNull();
    expect(await service.notify({ uid: 'u-gone', kind: 'MENTIONED', byUid: 'u-ann' })).toBeNull();
    expect(await service.page('u-ann', 20, null)).toEqual({
      nodes: [made],
      unread: 1,
      hasNextPage: false,
      endCursor: expect.any(String),
    });
    expect(await service.page('u-bob', 20, null)).toEqual({
      nodes: [],
      unread: 0,
      hasNextPage: false,
      endCursor: null,
    });
    expect((await service.page('u-gone', 20, null)).nodes).toEqual([]);
  });

  it('lists unread first and newest first within, in pages, and marks read only the member’s own', async () => {
    const make = (kind: Notification['kind'], uid = 'u-ann') => service.notify({ uid, kind, byUid: 'u-other' });
    const oldest = (await make('TASK_DUE'))!;
    const middle = (await make('MENTIONED'))!;
    await make('CUSTOMER_ASSIGNED');
    const bobs = (await make('MENTIONED', 'u-bob'))!;
    await make('TASK_ASSIGNED');

    expect(await service.markRead('u-ann', { ids: [oldest.id, bobs.id, 'ntf_unknown'] })).toBe(1);
    expect(await service.markRead('u-ann', { ids: [oldest.id] })).toBe(0);
    expect((await service.page('u-bob', 20, null)).unread).toBe(1);

    const first = await service.page('u-ann', 2, null);
    expect(kinds(first.nodes)).toEqual(['TASK_ASSIGNED', 'CUSTOMER_ASSIGNED']);
    expect(first).toMatchObject({ unread: 3, hasNextPage: true });
    const second = await service.page('u-ann', 2, first.endCursor);
    expect(kinds(second.nodes)).toEqual(['MENTIONED', 'TASK_DUE']);
    expect(second.nodes.map(({ read }) => read)).toEqual([false, true]);
    expect(second.hasNextPage).toBe(false);
    expect(second.nodes[0]!.id).toBe(middle.id);

    await expect(service.markRead('u-ann', {})).rejects.toThrow(InvalidInputError);
    await expect(service.markRead('u-ann', { ids: [] })).rejects.toThrow(InvalidInputError);
    await expect(service.page('u-ann', 101, null)).rejects.toThrow(InvalidInputError);
    await expect(service.page('u-ann', 2, 'not-a-cursor')).rejects.toThrow(InvalidInputError);

    expect(await service.markRead('u-ann', { all: true })).toBe(3);
    expect(await service.page('u-ann', 20, null)).toMatchObject({ unread: 0 });
    expect((await service.page('u-bob', 20, null)).unread).toBe(1);
  });

  it('tells each member’s watchers of their own new notifications, added by this process or another', async () => {
    service = new NotificationService(fresh.store.notifications, async (uid) => active.has(uid));
    const other = await fresh.store.another();
    try {
      const elsewhere = new NotificationService(other.notifications, async (uid) => active.has(uid));
      const heardByAnn: Notification[] = [];
      const heardByBob: Notification[] = [];
      fresh.subscriptions.push(service.watch('u-ann', (n) => heardByAnn.push(n)));
      fresh.subscriptions.push(service.watch('u-bob', (n) => heardByBob.push(n)));
      const here = await service.notify({ uid: 'u-ann', kind: 'MENTIONED', byUid: 'u-bob' });
      const there = await elsewhere.notify({ uid: 'u-ann', kind: 'TASK_ASSIGNED', byUid: 'u-bob', taskId: 't-9' });
      await waitFor(() => heardByAnn.length >= 2, 'both notifications to reach their member', 15_000);
      expect(heardByAnn.map(({ id }) => id).sort()).toEqual([here!.id, there!.id].sort());
      expect(heardByAnn.find(({ id }) => id === there!.id)).toEqual(there);
      expect(heardByBob).toEqual([]);
    } finally {
      await other.close();
    }
  });
}
