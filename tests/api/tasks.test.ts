// Tasks through the real server on each store: who may make, change, complete and delete which task and look at whose
// list, bad input refused with its field and nothing changed, the due buckets of a non-UTC team day around midnight,
// paging by due date (undated last), and the task.created and task.completed webhooks.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestCrm } from '../support/crmServer.ts';
import { crmStores, stopStoreEmulator } from '../support/crmStores.ts';
import { deactivate, joinAs, must, signUp, type Person } from '../support/team.ts';
import {
  addTask,
  completeTask,
  createTask,
  deleteTask,
  refusal,
  tasksOf,
  tasksQuery,
  updateTask,
} from '../support/taskCalls.ts';
import { addWebhook, customer, save } from '../support/webhookCalls.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';

afterAll(stopStoreEmulator);

// 23:30 on 10 March 2026 in New York (EDT, UTC-4): already 11 March in UTC.
const lateEvening = Date.parse('2026-03-10T23:30:00-04:00');

describe.each(crmStores)('tasks on %s', (_store, start) => {
  let crm: TestCrm;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let colleague: Person;
  let viewer: Person;
  let receiver: WebhookReceiver;
  let now = lateEvening;
  beforeAll(async () => {
    crm = await start({ CRM_WEBHOOKS_ALLOW_PRIVATE: 'true' }, { tasks: { now: () => now } });
    owner = await signUp(crm.url);
    admin = await joinAs(crm.url, owner.token, 'ADMIN');
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    colleague = await joinAs(crm.url, owner.token, 'MEMBER');
    viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    await must(crm.url, 'mutation { updateTeamSettings(timeZone: "America/New_York") { timeZone } }', {}, owner.token);
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await crm.dispose();
    await receiver.close();
  });

  it('makes a task for the caller by default, trimmed, and another member may be given one', async () => {
    const { id: customerId } = await save(crm.url, owner.token, customer('Grace'));
    const mine = await addTask(crm.url, member.token, { title: '  Call back  ', notes: 'About the invoice' });
    expect(mine).toMatchObject({
      title: 'Call back',
      notes: 'About the invoice',
      dueAt: null,
      done: false,
      assignee: { uid: member.uid, email: member.email },
      createdBy: { uid: member.uid },
      customer: null,
    });
    const given = await addTask(crm.url, member.token, {
      title: 'Send the contract',
      dueAt: '2026-03-12T09:00:00Z',
      assigneeUid: colleague.uid,
      customerId,
    });
    expect(given).toMatchObject({
      dueAt: '2026-03-12T09:00:00.000Z',
      assignee: { uid: colleague.uid },
      customer: { id: customerId, fname: 'Grace' },
    });
    const ofCustomer = await tasksOf(crm.url, viewer.token, { customerId });
    expect(ofCustomer.nodes.map(({ id }) => id)).toEqual([given.id]);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await tasksOf(crm.url, member.token, {})).totalCount;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Due', dueAt: 'tomorrow' }, 'dueAt'],
      [{ title: 'Due', dueAt: '2026-02-30T09:00:00' }, 'dueAt'],
      [{ title: 'Whose', assigneeUid: 'nobody' }, 'assigneeUid'],
      [{ title: 'About', customerId: 'no-such-customer' }, 'customerId'],
    ];
    for (const [input, field] of cases)
      expect(await refusal(crm.url, createTask, { input }, member.token)).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [field],
      });
    const task = await addTask(crm.url, member.token, { title: 'Keep me' });
    expect(
      await refusal(crm.url, updateTask, { id: task.id, input: { title: 'Moved', dueAt: 'soon' } }, member.token),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: ['dueAt'] });
    const after = await tasksOf(crm.url, member.token, {});
    expect(after.totalCount).toBe(before + 1);
    expect(after.nodes.find(({ id }) => id === task.id)?.title).toBe('Keep me');
  });

  it('lets viewers read only, members change their own and admins any; no task for a deactivated member', async () => {
    const theirs = await addTask(crm.url, colleague.token, { title: 'Colleague’s' });
    expect((await refusal(crm.url, createTask, { input: { title: 'No' } }, viewer.token)).code).toBe('FORBIDDEN');
    expect((await refusal(crm.url, completeTask, { id: theirs.id }, viewer.token)).code).toBe('FORBIDDEN');
    expect((await refusal(crm.url, completeTask, { id: theirs.id }, member.token)).code).toBe('FORBIDDEN');
    expect((await refusal(crm.url, deleteTask, { id: theirs.id }, member.token)).code).toBe('FORBIDDEN');
    expect(
      (await refusal(crm.url, updateTask, { id: theirs.id, input: { title: 'Mine now' } }, member.token)).code,
    ).toBe('FORBIDDEN');
    expect((await refusal(crm.url, tasksQuery, { filter: { assigneeUid: colleague.uid } }, member.token)).code).toBe(
      'FORBIDDEN',
    );
    const seen = await tasksOf(crm.url, admin.token, { assigneeUid: colleague.uid });
    expect(seen.nodes.map(({ id }) => id)).toContain(theirs.id);
    const edited = await must<{ updateTask: { title: string; assignee: { uid: string } } }>(
      crm.url,
      updateTask,
      { id: theirs.id, input: { title: 'Checked by admin' } },
      admin.token,
    );
    expect(edited.updateTask).toMatchObject({ title: 'Checked by admin', assignee: { uid: colleague.uid } });
    // Given to the member, they may now complete it; the creator too.
    const given = await addTask(crm.url, colleague.token, { title: 'For member', assigneeUid: member.uid });
    expect(
      (await must<{ completeTask: { done: boolean } }>(crm.url, completeTask, { id: given.id }, member.token))
        .completeTask.done,
    ).toBe(true);
    expect(
      (await must<{ deleteTask: boolean }>(crm.url, deleteTask, { id: given.id }, colleague.token)).deleteTask,
    ).toBe(true);
    expect((await refusal(crm.url, deleteTask, { id: given.id }, owner.token)).code).toBe('NOT_FOUND');

    const leaver = await joinAs(crm.url, owner.token, 'MEMBER');
    await deactivate(crm.url, owner.token, leaver.uid);
    expect(await refusal(crm.url, createTask, { input: { title: 'X', assigneeUid: leaver.uid } }, owner.token)).toEqual(
      { code: 'BAD_USER_INPUT', fields: ['assigneeUid'] },
    );
  });

  it("sorts into overdue, today, upcoming and no date by the team's day, around its midnight", async () => {
    const person = await joinAs(crm.url, owner.token, 'MEMBER');
    const add = (title: string, dueAt: string | null) => addTask(crm.url, person.token, { title, dueAt });
    const earlierToday = await add('Earlier today', '2026-03-10T08:00:00-04:00');
    const beforeMidnight = await add('Before midnight', '2026-03-10T23:59:00-04:00');
    const afterMidnight = await add('After midnight', '2026-03-11T00:30:00-04:00');
    const yesterday = await add('Yesterday', '2026-03-09T23:59:00-04:00');
    const undated = await add('Some day', null);
    const bucket = async (due: string) =>
      (await tasksOf(crm.url, person.token, { due })).nodes.map(({ title }) => title);
    now = lateEvening;
    expect(await bucket('OVERDUE')).toEqual([yesterday.title]);
    expect(await bucket('TODAY')).toEqual([earlierToday.title, beforeMidnight.title]);
    expect(await bucket('UPCOMING')).toEqual([afterMidnight.title]);
    expect(await bucket('NO_DATE')).toEqual([undated.title]);
    expect(await bucket('ALL')).toEqual([
      yesterday.title,
      earlierToday.title,
      beforeMidnight.title,
      afterMidnight.title,
      undated.title,
    ]);
    // An hour later it is 11 March in New York: yesterday's tasks are overdue, the one after midnight is today's.
    now = lateEvening + 60 * 60 * 1000;
    expect(await bucket('OVERDUE')).toEqual([yesterday.title, earlierToday.title, beforeMidnight.title]);
    expect(await bucket('TODAY')).toEqual([afterMidnight.title]);
    // Done tasks leave the open lists and show under done: true.
    await must(crm.url, completeTask, { id: afterMidnight.id }, person.token);
    expect(await bucket('TODAY')).toEqual([]);
    expect((await tasksOf(crm.url, person.token, { done: true })).nodes.map(({ id }) => id)).toEqual([
      afterMidnight.id,
    ]);
    now = lateEvening;
  });

  it('pages by due date, undated last, with the total', async () => {
    const person = await joinAs(crm.url, owner.token, 'MEMBER');
    const dues = ['2026-04-03T10:00:00Z', null, '2026-04-01T10:00:00Z', null, '2026-04-02T10:00:00Z'];
    for (const [index, dueAt] of dues.entries()) await addTask(crm.url, person.token, { title: `T${index}`, dueAt });
    const titles: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const {
        tasks,
      }: {
        tasks: {
          nodes: { title: string }[];
          pageInfo: { endCursor: string; hasNextPage: boolean };
          totalCount: number;
        };
      } = await must(crm.url, tasksQuery, { first: 2, after }, person.token);
      expect(tasks.totalCount).toBe(5);
      titles.push(...tasks.nodes.map(({ title }) => title));
      if (!tasks.pageInfo.hasNextPage) break;
      after = tasks.pageInfo.endCursor;
    }
    expect(titles.slice(0, 3)).toEqual(['T2', 'T4', 'T0']);
    expect(titles.slice(3).sort()).toEqual(['T1', 'T3']);
  });

  it("puts a customer's tasks in its data download, and erases them with it", async () => {
    const { id: customerId } = await save(crm.url, owner.token, customer('Erin'));
    const task = await addTask(crm.url, member.token, { title: 'Visit Erin', customerId });
    const download = await fetch(`${crm.url}/export/customers/${customerId}.json`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const body = (await download.json()) as { tasks: Array<{ id: string; title: string }> };
    expect(body.tasks).toEqual([expect.objectContaining({ id: task.id, title: 'Visit Erin', customerId })]);
    await must(crm.url, 'mutation Erase($id: ID!) { eraseCustomer(id: $id) }', { id: customerId }, owner.token);
    expect((await tasksOf(crm.url, owner.token, { customerId })).totalCount).toBe(0);
    expect((await refusal(crm.url, completeTask, { id: task.id }, member.token)).code).toBe('NOT_FOUND');
  });

  it('sends task.created and task.completed to webhooks', async () => {
    await addWebhook(crm.url, owner.token, receiver, ['task.created', 'task.completed']);
    const task = await addTask(crm.url, member.token, { title: 'Hooked', dueAt: '2026-03-10T15:00:00Z' });
    await must(crm.url, completeTask, { id: task.id }, member.token);
    // Opening it again and completing it again is a second completion.
    await must(crm.url, completeTask, { id: task.id, done: false }, member.token);
    await receiver.until((received) => received.length >= 2, 20_000);
    expect(receiver.received.map(({ type }) => type)).toEqual(['task.created', 'task.completed']);
    expect(receiver.received[0]!.data.task).toMatchObject({
      id: task.id,
      title: 'Hooked',
      dueAt: '2026-03-10T15:00:00.000Z',
      assigneeUid: member.uid,
      done: false,
    });
    expect(receiver.received[1]!.data.task).toMatchObject({ id: task.id, done: true });
    expect(receiver.received.every(({ verified }) => verified)).toBe(true);
  }, 40_000);
});
