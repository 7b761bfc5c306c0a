// Tasks tell people through the real server, its clock set by the test: a task someone else gives you is a
// TASK_ASSIGNED notification (none for your own, one more when it is handed on); at a task's due time its assignee gets
// one TASK_DUE, from one of two servers on the same data; and the customer's timeline lists its tasks.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sleep, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { joinAs, must, signUp, type Person } from '../support/team.ts';
import { addTask, updateTask } from '../support/taskCalls.ts';

const notificationsQuery =
  'query { notifications(first: 50) { unread nodes { kind by { uid } task { id title } customer { id } } } }';

interface Shown {
  kind: string;
  by: { uid: string } | null;
  task: { id: string; title: string } | null;
  customer: { id: string } | null;
}

describe('notifications from tasks', () => {
  let crm: TestCrm;
  let second: TestCrm;
  let owner: Person;
  let member: Person;
  let colleague: Person;
  let now = Date.parse('2026-03-10T09:00:00Z');
  beforeAll(async () => {
    const options = { tasks: { now: () => now, reminderIntervalMs: 50 } };
    crm = await startTestCrm({}, options);
    second = await startTestCrm({ CRM_DATA_DIR: crm.dataDir }, options);
    owner = await signUp(crm.url);
    member = await joinAs(crm.url, owner.token, 'MEMBER');
    colleague = await joinAs(crm.url, owner.token, 'MEMBER');
  }, 60_000);
  afterAll(async () => {
    await second.dispose();
    await crm.dispose();
  });

  const notificationsOf = async (person: Person) =>
    (await must<{ notifications: { nodes: Shown[] } }>(crm.url, notificationsQuery, {}, person.token)).notifications
      .nodes;

  it('tells the assignee a task someone else gave them, not one they gave themselves, and the next assignee too', async () => {
    await addTask(crm.url, member.token, { title: 'My own' });
    expect(await notificationsOf(member)).toEqual([]);
    const given = await addTask(crm.url, member.token, { title: 'Yours', assigneeUid: colleague.uid });
    expect(await notificationsOf(colleague)).toEqual([
      { kind: 'TASK_ASSIGNED', by: { uid: member.uid }, task: { id: given.id, title: 'Yours' }, customer: null },
    ]);
    await must(crm.url, updateTask, { id: given.id, input: { title: 'Yours', assigneeUid: owner.uid } }, member.token);
    expect((await notificationsOf(owner)).map(({ kind, task }) => [kind, task?.id])).toEqual([
      ['TASK_ASSIGNED', given.id],
    ]);
    expect(await notificationsOf(colleague)).toHaveLength(1);
  });

  it("tells the assignee once at the task's due time, from one of two servers", async () => {
    const due = await addTask(crm.url, member.token, { title: 'Call back', dueAt: '2026-03-10T09:30:00Z' });
    await sleep(300);
    expect((await notificationsOf(member)).filter(({ kind }) => kind === 'TASK_DUE')).toEqual([]);
    now = Date.parse('2026-03-10T09:31:00Z');
    const dueOnes = async () => (await notificationsOf(member)).filter(({ kind }) => kind === 'TASK_DUE');
    for (let waited = 0; (await dueOnes()).length === 0 && waited < 5000; waited += 100) await sleep(100);
    await sleep(300);
    expect(await dueOnes()).toEqual([
      { kind: 'TASK_DUE', by: null, task: { id: due.id, title: 'Call back' }, customer: null },
    ]);
  });

  it("lists a customer's tasks in its timeline", async () => {
    const { saveCustomer } = await must<{ saveCustomer: { id: string } }>(
      crm.url,
      'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      {
        input: { fname: 'Tia', lname: 'Line', email: 'tia@example.com', phone: '+12125550123', address: '1 Main St' },
      },
      member.token,
    );
    const task = await addTask(crm.url, member.token, { title: 'Send the offer', customerId: saveCustomer.id });
    const { customerTimeline } = await must<{ customerTimeline: { nodes: { task: { id: string } | null }[] } }>(
      crm.url,
      'query($id: ID!) { customerTimeline(customerId: $id) { nodes { task { id } } } }',
      { id: saveCustomer.id },
      member.token,
    );
    expect(customerTimeline.nodes.filter((entry) => entry.task)).toEqual([{ task: { id: task.id } }]);
  });
});
