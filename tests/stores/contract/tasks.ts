// Tasks on every store, through TaskService: a task kept whole, pages by due date (undated last) with cursors and
// totals, each filter and due bucket, a customer's tasks for its download and erasure, and the digest claimed once.
import { beforeEach, expect, it } from '@jest/globals';
import { ForbiddenError, InvalidInputError } from '../../../server/domain/errors.ts';
import type { Member } from '../../../server/domain/team/team.ts';
import type { Viewer } from '../../../server/domain/team/teamAccess.ts';
import { TaskService } from '../../../server/domain/tasks/taskService.ts';
import type { FreshStore } from './freshStore.ts';

const member = (uid: string, active = true): Member => ({
  uid,
  email: `${uid}@example.com`,
  role: 'MEMBER',
  active,
  pending: false,
  joinedAt: 0,
  lastActiveAt: null,
  locale: null,
  region: null,
});
const team = new Map([
  ['u-ann', member('u-ann')],
  ['u-bob', member('u-bob')],
  ['u-gone', member('u-gone', false)],
]);
const ann: Viewer = { uid: 'u-ann', email: 'u-ann@example.com', role: 'MEMBER' };
const bob: Viewer = { uid: 'u-bob', email: 'u-bob@example.com', role: 'MEMBER' };
const admin: Viewer = { uid: 'u-admin', email: 'u-admin@example.com', role: 'ADMIN' };
// Noon on 10 March 2026 in Sydney (UTC+11).
const noon = Date.parse('2026-03-10T12:00:00+11:00');

export function taskStoreContract(fresh: FreshStore): void {
  let service: TaskService;
  beforeEach(() => {
    service = new TaskService(fresh.store.tasks, {
      memberOf: async (uid) => team.get(uid) ?? null,
      customerExists: async (id) => id.startsWith('c-'),
      timeZone: () => 'Australia/Sydney',
      now: () => noon,
    });
  });
  const titles = (page: { nodes: { title: string }[] }) => page.nodes.map(({ title }) => title);

  it('keeps a task whole and changes it in place', async () => {
    const task = await service.create(ann, { title: ' Call ', notes: 'n', dueAt: '2026-03-10T09:00:00+11:00' });
    expect(await fresh.store.tasks.get(task.id)).toEqual({
      id: task.id,
      title: 'Call',
      notes: 'n',
      dueAt: Date.parse('2026-03-09T22:00:00Z'),
      assigneeUid: 'u-ann',
      customerId: null,
      done: false,
      doneAt: null,
      createdBy: 'u-ann',
      createdAt: noon,
      updatedAt: noon,
    });
    const moved = await service.update(admin, task.id, { title: 'Call back', assigneeUid: 'u-bob', customerId: 'c-1' });
    expect(await fresh.store.tasks.get(task.id)).toEqual(moved);
    expect(moved).toMatchObject({ dueAt: null, assigneeUid: 'u-bob', customerId: 'c-1', createdBy: 'u-ann' });
    expect(await service.complete(bob, task.id, true)).toMatchObject({ done: true, doneAt: noon });
    expect(await fresh.store.tasks.get('task_unknown')).toBeNull();
    await expect(service.create(ann, { title: 'x', assigneeUid: 'u-gone' })).rejects.toThrow(InvalidInputError);
    await expect(service.create(ann, { title: 'x', customerId: 'nope' })).rejects.toThrow(InvalidInputError);
    await expect(service.page(ann, { assigneeUid: 'u-bob' }, 10, null)).rejects.toThrow(ForbiddenError);
  });

  it('pages by due date, undated last, in each bucket of the team’s day, with totals and cursors', async () => {
    const add = (title: string, dueAt: string | null, assigneeUid = 'u-ann', customerId: string | null = null) =>
      service.create(ann, { title, dueAt, assigneeUid, customerId });
    await add('later', '2026-03-12T09:00:00+11:00');
    await add('none 1', null);
    await add('yesterday', '2026-03-09T23:59:00+11:00');
    await add('morning', '2026-03-10T08:00:00+11:00', 'u-ann', 'c-1');
    await add('tonight', '2026-03-10T23:59:00+11:00');
    await add('none 2', null, 'u-ann', 'c-1');
    await add('bob’s', '2026-03-10T10:00:00+11:00', 'u-bob', 'c-1');
    const all: string[] = [];
    for (let after: string | null = null; ;) {
      const page = await service.page(ann, {}, 2, after);
      expect(page.totalCount).toBe(6);
      all.push(...titles(page));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(all.slice(0, 4)).toEqual(['yesterday', 'morning', 'tonight', 'later']);
    expect(all.slice(4).sort()).toEqual(['none 1', 'none 2']);
    expect(titles(await service.page(ann, { due: 'OVERDUE' }, 10, null))).toEqual(['yesterday']);
    expect(titles(await service.page(ann, { due: 'TODAY' }, 10, null))).toEqual(['morning', 'tonight']);
    expect(titles(await service.page(ann, { due: 'UPCOMING' }, 10, null))).toEqual(['later']);
    expect((await service.page(ann, { due: 'NO_DATE' }, 10, null)).totalCount).toBe(2);
    const ofCustomer = await service.page(ann, { customerId: 'c-1' }, 10, null);
    expect(titles(ofCustomer)).toEqual(['morning', 'bob’s', 'none 2']);
    expect(titles(await service.page(admin, { assigneeUid: 'u-bob', due: 'TODAY' }, 10, null))).toEqual(['bob’s']);
    expect((await service.page(ann, { done: true }, 10, null)).totalCount).toBe(0);

    expect((await service.ofCustomer('c-1')).map(({ title }) => title)).toEqual(['morning', 'bob’s', 'none 2']);
    expect(await service.eraseOfCustomer('c-1')).toBe(3);
    expect(await service.ofCustomer('c-1')).toEqual([]);
    expect((await service.page(ann, {}, 10, null)).totalCount).toBe(4);
  });

  it('lets one caller claim a member’s digest of a day, and claim it again once given back', async () => {
    const { tasks } = fresh.store;
    const claims = await Promise.all([1, 2, 3].map(() => tasks.claim('u-ann', '2026-03-10', noon)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await tasks.claim('u-ann', '2026-03-11', noon)).toBe(true);
    expect(await tasks.claim('u-bob', '2026-03-10', noon)).toBe(true);
    await tasks.release('u-ann', '2026-03-10');
    expect(await tasks.claim('u-ann', '2026-03-10', noon)).toBe(true);
  });

  it('deletes a task once', async () => {
    const task = await service.create(ann, { title: 'Gone soon' });
    await expect(service.remove(bob, task.id)).rejects.toThrow(ForbiddenError);
    expect(await service.remove(ann, task.id)).toBe(true);
    expect(await fresh.store.tasks.remove(task.id)).toBe(false);
    expect(await fresh.store.tasks.get(task.id)).toBeNull();
  });

  it('finds the asker\u2019s open tasks by title beyond the first page of them', async () => {
    for (let n = 0; n < 500; n += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, k) =>
          service.create(ann, { title: `Routine ${n + k}`, dueAt: '2026-03-11T09:00:00+11:00' }),
        ),
      );
    // Undated: listed after every dated task, so beyond the first page of 500.
    await service.create(ann, { title: 'Call the Unicorn team' });
    await service.create(bob, { title: 'Unicorn of someone else' });
    expect((await service.findOwn('u-ann', 'unicorn', 5)).map(({ title }) => title)).toEqual(['Call the Unicorn team']);
  });
}
