// The morning digest: with mail set up, each active member with open tasks due today gets one email a day at the
// digest hour of the team's time zone, in their language. The store records each one sent, so a restart or a second
// process never sends it twice (docs/product.md#tasks).
import { mailTexts } from '../mail/mailTexts.ts';
import type { Locale } from '../preferences/locales.ts';
import { dayBounds, dayIn, hourOfDay } from '../stats/customerStats.ts';
import type { Member } from '../team/team.ts';
import type { Mailer } from '../team/teamAccess.ts';
import { RecurringJob } from '../recurringJob.ts';
import type { TaskStore } from './taskStore.ts';

/** Tasks one digest lists at most; it says how many there are in all. */
const tasksListed = 20;

export interface TaskDigestOptions {
  mailer: Mailer;
  /** CRM_DIGEST_HOUR: the hour (0–23) of the team's day the digest goes out from */
  hour: number;
  members(): Member[];
  localeOf(member: Member): Locale;
  timeZone(): string;
  /** The Tasks screen's address */
  tasksUrl(): string;
  onError(error: unknown): void;
  /** The clock (tests pass their own "now") and how often to look */
  now?: () => number;
  intervalMs?: number;
}

export class TaskDigest {
  private readonly now: () => number;
  private readonly job: RecurringJob<number>;

  constructor(
    private readonly store: TaskStore,
    private readonly options: TaskDigestOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.job = new RecurringJob(() => this.send(), {
      intervalMs: options.intervalMs ?? 60_000,
      onError: options.onError,
    });
  }

  start(): void {
    this.job.start();
  }

  /** Sends today's digests not sent yet, once the digest hour has come; answers how many this run sent. */
  run(): Promise<number> {
    return this.job.run();
  }

  private async send(): Promise<number> {
    const now = this.now();
    const timeZone = this.options.timeZone();
    if (now < hourOfDay(now, timeZone, this.options.hour)) return 0;
    const today = dayBounds(now, timeZone);
    const day = dayIn(now, timeZone);
    let sent = 0;
    for (const member of this.options.members()) {
      if (!member.active || member.pending) continue;
      const query = { assigneeUid: member.uid, customerId: null, done: false, dueFrom: today.start, dueTo: today.end };
      const page = await this.store.page(query, tasksListed, null);
      if (!page.totalCount || !(await this.store.claim(member.uid, day, now))) continue;
      const locale = this.options.localeOf(member);
      const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
      const lines = page.nodes.map((task) => `${time.format(task.dueAt ?? today.start)}  ${task.title}`);
      if (page.totalCount > page.nodes.length) lines.push('…');
      const words = mailTexts(locale).taskDigest({
        count: page.totalCount,
        tasks: lines.join('\n'),
        url: this.options.tasksUrl(),
      });
      try {
        await this.options.mailer.send({ to: member.email, ...words });
        sent++;
      } catch (error) {
        // Not sent: the next run tries again rather than the day passing without one.
        await this.store.release(member.uid, day);
        this.options.onError(error);
      }
    }
    return sent;
  }

  close(): Promise<void> {
    return this.job.close();
  }
}
