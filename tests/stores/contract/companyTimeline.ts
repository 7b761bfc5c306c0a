// A company's timeline on every store, through CompanyTimelineService: the activities, tasks and history of all its
// people newest first, each naming its customer, paged a few entries at a time; a person joining or leaving the
// company brings or takes its entries; live from another process.
import { beforeEach, expect, it } from '@jest/globals';
import { ActivityService, type ActivityEditor } from '../../../server/domain/activities/activityService.ts';
import type { TimelineEntry } from '../../../server/domain/activities/timeline.ts';
import { CompanyService } from '../../../server/domain/companies/companyService.ts';
import { CompanyTimelineService } from '../../../server/domain/companies/companyTimelineService.ts';
import { InvalidInputError, NotFoundError } from '../../../server/domain/errors.ts';
import type { Task } from '../../../server/domain/tasks/task.ts';
import { waitFor } from '../../support/waitFor.ts';
import { fields, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const ann: ActivityEditor = { uid: 'u-ann', email: 'ann@example.com', mayManageOthers: false };
const team = [{ uid: ann.uid, email: ann.email }];

const task = (customerId: string, title: string, createdAt: number): Task => ({
  id: nextId(),
  title,
  notes: null,
  dueAt: null,
  assigneeUid: ann.uid,
  customerId,
  done: false,
  doneAt: null,
  createdBy: ann.uid,
  createdAt,
  updatedAt: createdAt,
});

/** What an entry is, for comparing lists: its kind and words, and whose it is. */
const shown = ({ activity, task, change, customerId }: TimelineEntry) =>
  `${customerId}:${activity ? `${activity.kind} ${activity.body}` : task ? `TASK ${task.title}` : change?.type}`;

export function companyTimelineContract(fresh: FreshStore): void {
  let activities: ActivityService;
  let timeline: CompanyTimelineService;
  let acme: string;
  let globex: string;
  beforeEach(async () => {
    const companies = new CompanyService(fresh.store.companies, fresh.customers);
    activities = new ActivityService(fresh.store.activities, fresh.customers, async () => team);
    timeline = new CompanyTimelineService(fresh.store.companyTimeline, companies);
    acme = (await companies.save({ name: `Acme ${nextId()}` })).id;
    globex = (await companies.save({ name: `Globex ${nextId()}` })).id;
  });

  /** Every entry of the company's timeline, `size` a page, checking each page's cursor leads to the next. */
  async function allPages(companyId: string, size: number): Promise<TimelineEntry[]> {
    const entries: TimelineEntry[] = [];
    for (let after: string | null = null; ;) {
      const page = await timeline.page(companyId, size, after);
      expect(page.nodes.length).toBeLessThanOrEqual(size);
      entries.push(...page.nodes);
      if (!page.hasNextPage) return entries;
      after = page.endCursor;
    }
  }

  it("pages its people's activities, tasks and history newest first, each naming its customer, and no one else's", async () => {
    const [ada, bo, other, alone] = [nextId(), nextId(), nextId(), nextId()];
    await fresh.customers.create(ada, fields({ fname: 'Ada', companyId: acme }), ann);
    await fresh.customers.create(bo, fields({ fname: 'Bo', companyId: acme }), ann);
    await fresh.customers.create(other, fields({ fname: 'Other', companyId: globex }), ann);
    await fresh.customers.create(alone, fields({ fname: 'Alone' }), ann);
    const day = (n: number) => `2024-05-0${n}T09:00:00Z`;
    await activities.add(ann, { customerId: ada, kind: 'CALL', body: 'Called Ada', at: day(3) });
    await activities.add(ann, { customerId: bo, kind: 'MEETING', body: 'Met Bo', at: day(5) });
    await activities.add(ann, { customerId: bo, body: 'Same time as Ada', at: day(3) });
    await activities.add(ann, { customerId: other, body: 'Globex only', at: day(4) });
    await activities.add(ann, { customerId: alone, body: 'Nobody’s', at: day(4) });
    await fresh.store.tasks.put(task(ada, 'Send Ada the offer', Date.parse(day(4))), null);
    await fresh.store.tasks.put(task(other, 'Globex task', Date.parse(day(6))), null);
    await fresh.customers.update(bo, fields({ fname: 'Bob', companyId: acme }), ann);

    const whole = await timeline.page(acme, 50, null);
    expect(whole.hasNextPage).toBe(false);
    const newestFirst = [...whole.nodes].sort((a, b) => b.at - a.at);
    expect(whole.nodes.map(({ at }) => at)).toEqual(newestFirst.map(({ at }) => at));
    // The history is now: newer than every activity dated in May 2024; the two of one time in either order.
    expect(whole.nodes.map(shown)).toEqual([
      `${bo}:EDITED`,
      `${bo}:CREATED`,
      `${ada}:CREATED`,
      `${bo}:MEETING Met Bo`,
      `${ada}:TASK Send Ada the offer`,
      expect.stringMatching(/CALL Called Ada|NOTE Same time as Ada/),
      expect.stringMatching(/CALL Called Ada|NOTE Same time as Ada/),
    ]);
    expect(new Set(whole.nodes.map(({ id }) => id)).size).toBe(7);

    for (const size of [1, 2, 3])
      expect((await allPages(acme, size)).map(({ id }) => id)).toEqual(whole.nodes.map(({ id }) => id));
    expect((await timeline.page(globex, 50, null)).nodes.map(shown)).toEqual([
      `${other}:CREATED`,
      `${other}:TASK Globex task`,
      `${other}:NOTE Globex only`,
    ]);
    await expect(timeline.page('no-such-company', 10, null)).rejects.toBeInstanceOf(NotFoundError);
    await expect(timeline.page(acme, 10, 'not a cursor')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(timeline.page(acme, 0, null)).rejects.toBeInstanceOf(InvalidInputError);
  }, 60_000);

  it("brings a person's entries in when it joins the company and takes them out when it leaves", async () => {
    const [stays, joins] = [nextId(), nextId()];
    await fresh.customers.create(stays, fields({ fname: 'Stays', companyId: acme }), ann);
    await fresh.customers.create(joins, fields({ fname: 'Joins' }), ann);
    await activities.add(ann, { customerId: joins, body: 'Before joining', at: '2023-01-01T00:00:00Z' });
    await fresh.store.tasks.put(task(joins, 'Older task', Date.parse('2023-02-01T00:00:00Z')), null);
    expect((await timeline.page(acme, 50, null)).nodes.map(shown)).toEqual([`${stays}:CREATED`]);

    await fresh.customers.update(joins, fields({ fname: 'Joins', companyId: acme }), ann);
    const joined = (await timeline.page(acme, 50, null)).nodes.map(shown);
    expect(joined.slice(0, 1)).toEqual([`${joins}:EDITED`]);
    expect(joined.slice(1).sort()).toEqual(
      [`${stays}:CREATED`, `${joins}:CREATED`, `${joins}:TASK Older task`, `${joins}:NOTE Before joining`].sort(),
    );
    // Written after joining: the company's at once.
    await activities.add(ann, { customerId: joins, kind: 'EMAIL', body: 'Now at Acme', at: '2023-03-01T00:00:00Z' });
    expect((await timeline.page(acme, 50, null)).nodes.map(shown)).toContain(`${joins}:EMAIL Now at Acme`);

    await fresh.customers.update(joins, fields({ fname: 'Joins', companyId: globex }), ann);
    expect((await timeline.page(acme, 50, null)).nodes.map(shown)).toEqual([`${stays}:CREATED`]);
    // All six of its entries go with it: created, joined, moved on, and the three written about it.
    expect((await timeline.page(globex, 50, null)).nodes.map(shown).slice(0, 3)).toEqual([
      `${joins}:EDITED`,
      `${joins}:EDITED`,
      `${joins}:CREATED`,
    ]);
    expect((await timeline.page(globex, 50, null)).nodes).toHaveLength(6);
    await fresh.customers.update(stays, fields({ fname: 'Stays', companyId: null }), ann);
    expect((await timeline.page(acme, 50, null)).nodes).toEqual([]);
  }, 60_000);

  it("tells a company's watchers of its people's activities and history written by another process, not others'", async () => {
    const [ada, other] = [nextId(), nextId()];
    await fresh.customers.create(ada, fields({ fname: 'Ada', companyId: acme }), ann);
    await fresh.customers.create(other, fields({ fname: 'Other', companyId: globex }), ann);
    const heard: string[] = [];
    fresh.subscriptions.push(
      timeline.watchEntries(acme, (entry) => heard.push(entry.deleted ? `${entry.customerId}:gone` : shown(entry))),
    );
    const elsewhere = await fresh.store.another();
    try {
      const theirs = new ActivityService(elsewhere.activities, elsewhere.customers, async () => team);
      await theirs.add(ann, { customerId: other, body: 'Not for Acme' });
      const note = await theirs.add(ann, { customerId: ada, body: 'From the other server' });
      await waitFor(() => heard.length >= 1, 'the other process’s activity');
      await theirs.remove(ann, note.id);
      await waitFor(() => heard.length >= 2, 'the other process’s deletion');
      await elsewhere.customers.update(ada, fields({ fname: 'Ada B', companyId: acme }), ann);
      await waitFor(() => heard.includes(`${ada}:EDITED`), 'the history entry');
      await elsewhere.customers.update(other, fields({ fname: 'Other B', companyId: globex }), ann);
      await theirs.add(ann, { customerId: ada, kind: 'CALL', body: 'Last' });
      await waitFor(() => heard.length >= 4, 'the last activity');
      expect(heard).toEqual([`${ada}:NOTE From the other server`, `${ada}:gone`, `${ada}:EDITED`, `${ada}:CALL Last`]);
    } finally {
      await elsewhere.close();
    }
  }, 60_000);
}
