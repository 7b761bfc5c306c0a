// At a task's due time its assignee is told (a TASK_DUE notification). Every process looks every half minute for open
// tasks that fell due since it last looked (since a day ago when it starts, so a restart misses none); the store's
// claim, keyed by the task and its due time, lets one process alone tell, and a task moved to a new time be told again.
import type { NotifyInput } from '../notifications/notificationService.ts';
import { RecurringJob } from '../recurringJob.ts';
import type { TaskStore } from './taskStore.ts';

/** Tasks told at most per look; the rest wait for the next look. */
const perLook = 500;
const dayMs = 24 * 60 * 60 * 1000;

export interface TaskRemindersOptions {
  notify(input: NotifyInput): Promise<unknown>;
  onError(error: unknown): void;
  now?: () => number;
  intervalMs?: number;
}

export class TaskReminders {
  private readonly now: () => number;
  private readonly job: RecurringJob<number>;
  private lookedAt: number;

  constructor(
    private readonly store: TaskStore,
    private readonly options: TaskRemindersOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lookedAt = this.now() - dayMs;
    this.job = new RecurringJob(() => this.look(), {
      intervalMs: options.intervalMs ?? 30_000,
      onError: options.onError,
    });
  }

  start(): void {
    this.job.start();
  }

  /** Tells the assignee of each open task due since the last look; answers how many this look told. */
  run(): Promise<number> {
    return this.job.run();
  }

  private async look(): Promise<number> {
    const now = this.now();
    const query = { assigneeUid: null, customerId: null, done: false, dueFrom: this.lookedAt, dueTo: now + 1 };
    const page = await this.store.page(query, perLook, null);
    let told = 0;
    for (const task of page.nodes) {
      if (task.dueAt === null || !task.assigneeUid) continue;
      // Claimed by the task and its due time: one process tells, once per due time.
      if (!(await this.store.claim(`due:${task.id}`, String(task.dueAt), now))) continue;
      await this.options.notify({
        uid: task.assigneeUid,
        kind: 'TASK_DUE',
        byUid: null,
        customerId: task.customerId,
        taskId: task.id,
      });
      told++;
    }
    const last = page.nodes.at(-1);
    this.lookedAt = page.hasNextPage && last?.dueAt ? last.dueAt : now + 1;
    return told;
  }

  close(): Promise<void> {
    return this.job.close();
  }
}
