// The morning digest through a real server and a real SMTP server, the server's clock set by the test: one email per
// member per day from the digest hour of the team's time zone, in the recipient's language, none to members without
// tasks due today or deactivated ones, and none again from a restart or a second server on the same data.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestCrm, sleep, type TestCrm } from '../support/crmServer.ts';
import { readMail, startSmtpServer, type TestSmtp } from '../support/smtpServer.ts';
import { deactivate, joinAs, must, signUp, type Person } from '../support/team.ts';
import { addTask } from '../support/taskCalls.ts';

// 6:00 on 10 March 2026 in Tokyo (UTC+9): the digest hour (7) has not come yet.
const beforeHour = Date.parse('2026-03-10T06:00:00+09:00');
const hour = 60 * 60 * 1000;

describe('task digest', () => {
  let smtp: TestSmtp;
  let crm: TestCrm;
  let owner: Person;
  let reader: Person;
  let later: Person;
  let leaver: Person;
  let second: TestCrm;
  let now = beforeHour;
  const started: TestCrm[] = [];
  const start = async (dataDir?: string) => {
    const running = await startTestCrm(
      { CRM_SMTP_URL: smtp.url, CRM_DIGEST_HOUR: '7', ...(dataDir && { CRM_DATA_DIR: dataDir }) },
      { tasks: { now: () => now, digestIntervalMs: 100 } },
    );
    started.push(running);
    return running;
  };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    crm = await start();
    owner = await signUp(crm.url);
    await must(crm.url, 'mutation { updateTeamSettings(timeZone: "Asia/Tokyo") { timeZone } }', {}, owner.token);
    reader = await joinAs(crm.url, owner.token, 'MEMBER');
    later = await joinAs(crm.url, owner.token, 'MEMBER');
    leaver = await joinAs(crm.url, owner.token, 'MEMBER');
    await must(crm.url, 'mutation { updateMyPreferences(locale: "ja") { locale } }', {}, reader.token);
    // Only the digests from here on: the invitations were mail too.
    smtp.messages.splice(0);
  }, 60_000);
  afterAll(async () => {
    // The second server shares the first one’s folder: closed first.
    for (const running of started.reverse()) await running.dispose();
    await smtp.stop();
  });

  const mailsTo = (person: Person) => smtp.messages.filter(({ to }) => to.includes(person.email));

  it('sends nothing before the digest hour, then one mail to each member with tasks due today', async () => {
    await addTask(crm.url, reader.token, { title: 'Call Hanako', dueAt: '2026-03-10T10:00:00+09:00' });
    await addTask(crm.url, reader.token, { title: 'Send the quote', dueAt: '2026-03-10T23:30:00+09:00' });
    await addTask(crm.url, reader.token, { title: 'Done already', dueAt: '2026-03-10T09:00:00+09:00' }).then((task) =>
      must(crm.url, 'mutation($id: ID!) { completeTask(id: $id) { id } }', { id: task.id }, reader.token),
    );
    await addTask(crm.url, later.token, { title: 'Tomorrow', dueAt: '2026-03-11T00:30:00+09:00' });
    await addTask(crm.url, later.token, { title: 'Undated' });
    await addTask(crm.url, leaver.token, { title: 'Left behind', dueAt: '2026-03-10T12:00:00+09:00' });
    await deactivate(crm.url, owner.token, leaver.uid);
    await sleep(500);
    expect(smtp.messages).toEqual([]);

    now = beforeHour + hour + 5 * 60 * 1000;
    const mail = await readMail(await smtp.messageTo(reader.email));
    expect(mail.subject).toBe('今日のタスク（2 件）');
    expect(mail.text).toContain('10:00  Call Hanako');
    expect(mail.text).toContain('23:30  Send the quote');
    expect(mail.text).not.toContain('Done already');
    expect(mail.text).toContain('/dashboard/tasks');
    await sleep(500);
    expect(mailsTo(reader)).toHaveLength(1);
    expect([...mailsTo(later), ...mailsTo(leaver), ...mailsTo(owner)]).toEqual([]);
  });

  it('sends no second one that day from a second server on the same data, nor later that day', async () => {
    second = await start(crm.dataDir);
    now += 3 * hour;
    await sleep(800);
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it('sends the next day’s in the team’s default language to those who chose none', async () => {
    await must(crm.url, 'mutation { updateTeamSettings(defaultLocale: "fr") { defaultLocale } }', {}, owner.token);
    // Both servers send digests: the second must have heard of the new language first.
    const localeThere = async () =>
      (
        await must<{ teamDefaults: { defaultLocale: string } }>(
          second.url,
          '{ teamDefaults { defaultLocale } }',
          {},
          owner.token,
        )
      ).teamDefaults.defaultLocale;
    for (let tries = 0; (await localeThere()) !== 'fr' && tries < 100; tries++) await sleep(50);
    now = beforeHour + 24 * hour + 2 * hour;
    const mail = await readMail(await smtp.messageTo(later.email));
    expect(mail.subject).toBe('Vos tâches du jour (1)');
    expect(mail.text).toContain('00:30  Tomorrow');
    await sleep(500);
    expect(mailsTo(later)).toHaveLength(1);
    // The reader's tasks were all due the day before: nothing for them today.
    expect(mailsTo(reader)).toHaveLength(1);
    expect(mailsTo(leaver)).toEqual([]);
  });
});
