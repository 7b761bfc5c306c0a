// A customer's activities and timeline on every store, through ActivityService and TimelineService: the rules of an
// activity, who may change it, its event, paging with the history, the live feed across processes, and erasure.
import { beforeEach, expect, it } from '@jest/globals';
import type { ActivityChange } from '../../../server/domain/activities/activityStore.ts';
import { ActivityService, type ActivityEditor } from '../../../server/domain/activities/activityService.ts';
import { TimelineService } from '../../../server/domain/activities/timelineService.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../server/domain/errors.ts';
import { waitFor } from '../../support/waitFor.ts';
import { addWebhook, fields, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const ann: ActivityEditor = { uid: 'u-ann', email: 'ann@example.com', mayManageOthers: false };
const bob: ActivityEditor = { uid: 'u-bob', email: 'bob@example.com', mayManageOthers: false };
const admin: ActivityEditor = { uid: 'u-admin', email: 'admin@example.com', mayManageOthers: true };
const team = [ann, bob, admin].map(({ uid, email }) => ({ uid, email }));

export function activityContract(fresh: FreshStore): void {
  let activities: ActivityService;
  let timeline: TimelineService;
  let customerId: string;
  beforeEach(async () => {
    activities = new ActivityService(fresh.store.activities, fresh.customers, async () => team);
    timeline = new TimelineService(fresh.store.activities, fresh.customers, (id) => fresh.store.tasks.ofCustomer(id));
    customerId = nextId();
    await fresh.customers.create(customerId, fields(), ann);
  });

  it('keeps an activity whole: its kind (NOTE by default), trimmed text, time, author and the members it mentions', async () => {
    const call = await activities.add(ann, {
      customerId,
      kind: 'CALL',
      body: '  Called about the renewal; @Bob@Example.com will follow up, cc @nobody@example.com\n  ',
      at: '2026-03-01T10:00:00Z',
    });
    expect(call).toEqual({
      id: expect.stringMatching(/^act_/),
      customerId,
      kind: 'CALL',
      body: 'Called about the renewal; @Bob@Example.com will follow up, cc @nobody@example.com',
      at: Date.parse('2026-03-01T10:00:00Z'),
      author: { uid: 'u-ann', email: 'ann@example.com' },
      createdAt: expect.any(Number),
      editedAt: null,
      mentions: ['u-bob'],
    });
    expect(await fresh.store.activities.get(call.id)).toEqual(call);
    const note = await activities.add(bob, { customerId, body: 'A note' });
    expect(note.kind).toBe('NOTE');
    expect(Math.abs(note.at - Date.now())).toBeLessThan(5_000);
    expect(await fresh.store.activities.forCustomer(customerId)).toEqual([call, note]);
  });

  it('refuses bad input naming each field, and an unknown customer, writing nothing', async () => {
    await expect(activities.add(ann, { customerId, body: '  ', at: 'yesterday' })).rejects.toMatchObject(
      new InvalidInputError({ body: 'Please write something', at: 'Please enter a valid date and time' }),
    );
    await expect(activities.add(ann, { customerId, body: 'x'.repeat(10_001) })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(activities.add(ann, { customerId: 'nobody', body: 'Hello' })).rejects.toBeInstanceOf(NotFoundError);
    expect(await fresh.store.activities.forCustomer(customerId)).toEqual([]);
  });

  it('lets its author and an admin change or delete an activity, and nobody else', async () => {
    const note = await activities.add(ann, { customerId, body: 'First words' });
    await expect(activities.update(bob, note.id, 'Not mine')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(activities.remove(bob, note.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(activities.update(ann, note.id, ' ')).rejects.toBeInstanceOf(InvalidInputError);
    expect(await fresh.store.activities.get(note.id)).toEqual(note);
    const edited = await activities.update(ann, note.id, 'Better words for @admin@example.com');
    expect(edited).toMatchObject({ body: 'Better words for @admin@example.com', mentions: ['u-admin'] });
    expect(edited.editedAt).toEqual(expect.any(Number));
    expect(edited.author).toEqual(note.author);
    expect((await activities.update(admin, note.id, 'Tidied')).body).toBe('Tidied');
    expect(await activities.remove(admin, note.id)).toBe(true);
    await expect(activities.remove(ann, note.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('pages the timeline newest first, activities and history merged, with stable ids across pages', async () => {
    await fresh.customers.update(customerId, fields({ fname: 'Renamed' }), ann);
    const older = await activities.add(ann, { customerId, body: 'Long ago', at: '2020-01-01T00:00:00Z' });
    const newer = await activities.add(bob, { customerId, kind: 'MEETING', body: 'Soon', at: '2099-01-01T00:00:00Z' });
    const whole = await timeline.page(customerId, 50, null);
    expect(whole.nodes.map(({ activity, change }) => activity?.body ?? change?.type)).toEqual([
      'Soon',
      'EDITED',
      'CREATED',
      'Long ago',
    ]);
    expect(whole.hasNextPage).toBe(false);
    const ids = whole.nodes.map(({ id }) => id);
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toBe(newer.id);
    expect(ids[3]).toBe(older.id);
    const paged: string[] = [];
    for (let after: string | null = null; ;) {
      const page = await timeline.page(customerId, 1, after);
      paged.push(...page.nodes.map(({ id }) => id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(paged).toEqual(ids);
    await expect(timeline.page('nobody', 10, null)).rejects.toBeInstanceOf(NotFoundError);
    await expect(timeline.page(customerId, 10, 'not a cursor')).rejects.toBeInstanceOf(InvalidInputError);
  });

  it('pages a long timeline from each kind of entry on its own: entries of one millisecond and many changes, each once', async () => {
    for (let n = 0; n < 7; n++) await fresh.customers.update(customerId, fields({ fname: `Name${n}` }), ann);
    const at = '2024-05-01T09:00:00Z';
    for (let n = 0; n < 5; n++) await activities.add(n % 2 ? ann : bob, { customerId, body: `Same ${n}`, at });
    const whole = await timeline.page(customerId, 50, null);
    expect(whole.nodes).toHaveLength(13);
    const paged: string[] = [];
    for (let after: string | null = null; ;) {
      const page = await timeline.page(customerId, 2, after);
      paged.push(...page.nodes.map(({ id }) => id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(paged).toEqual(whole.nodes.map(({ id }) => id));
    const times = whole.nodes.map((entry) => entry.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('tells watchers of a customer of activities written or deleted by another process, and of new history', async () => {
    const heard: ActivityChange[] = [];
    fresh.subscriptions.push(fresh.store.activities.watch(customerId, (change) => heard.push(change)));
    const entries: string[] = [];
    fresh.subscriptions.push(
      timeline.watchEntries(customerId, (entry) => entries.push(entry.activity?.body ?? entry.change?.type ?? 'gone')),
    );
    const other = await fresh.store.another();
    try {
      const elsewhere = new ActivityService(other.activities, other.customers, async () => team);
      const note = await elsewhere.add(bob, { customerId, body: 'From the other server' });
      await waitFor(() => heard.length === 1, 'the other process’s activity');
      expect(heard[0]).toEqual({ id: note.id, customerId, activity: note });
      await elsewhere.remove(bob, note.id);
      await waitFor(() => heard.length === 2, 'the other process’s deletion');
      expect(heard[1]).toEqual({ id: note.id, customerId, activity: null });
      await other.customers.update(customerId, fields({ fname: 'Changed elsewhere' }), bob);
      await waitFor(() => entries.includes('EDITED'), 'the history entry');
      expect(entries).toEqual(['From the other server', 'gone', 'EDITED']);
    } finally {
      await other.close();
    }
  });

  it('adds activity.created to the webhook outbox with the activity, and erasing the customer erases its activities', async () => {
    await addWebhook(fresh.store.webhooks);
    const note = await activities.add(ann, { customerId, body: 'Likes green', at: '2026-03-01T10:00:00Z' });
    const events = (await fresh.store.webhooks.eventsAfter('', 100)).filter(({ type }) => type === 'activity.created');
    expect(events).toEqual([
      expect.objectContaining({
        customerId,
        data: {
          activity: {
            id: note.id,
            customerId,
            kind: 'NOTE',
            body: 'Likes green',
            at: '2026-03-01T10:00:00.000Z',
            author: { uid: 'u-ann', email: 'ann@example.com' },
          },
        },
      }),
    ]);
    expect(await fresh.customers.erase(customerId)).toBe(true);
    expect(await fresh.store.activities.get(note.id)).toBeNull();
    expect(await fresh.store.activities.forCustomer(customerId)).toEqual([]);
    const left = (await fresh.store.stored?.()) ?? [];
    expect(left.filter(({ text }) => text.includes('Likes green'))).toEqual([]);
  });
}
