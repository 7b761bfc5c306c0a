// The retention purge: with the team's removedRetentionDays set, each server process erases customers removed longer
// ago than that, when it starts and then on an interval. Several processes may purge at once: each customer is erased
// in a transaction that checks it again, so it is erased once and counted once.
import { retentionCutoff } from './customerErasure.ts';
import type { CustomerService } from './customerService.ts';
import { RecurringJob } from '../recurringJob.ts';

export const defaultPurgeIntervalMs = 60 * 60 * 1000;

export interface RetentionPurgeOptions {
  /** The team's setting now: a number of days, or null when the purge is off */
  days(): number | null;
  /** Records one customers.purged audit entry for a run that erased `count` customers */
  audit(count: number, days: number): Promise<void>;
  onError(error: unknown): void;
  /** The clock, injectable so a test need not wait N days */
  now?: () => number;
  intervalMs?: number;
}

export class RetentionPurge {
  private readonly now: () => number;
  private readonly job: RecurringJob<number>;

  constructor(
    private readonly customers: CustomerService,
    private readonly options: RetentionPurgeOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.job = new RecurringJob(() => this.purge(), {
      intervalMs: options.intervalMs ?? defaultPurgeIntervalMs,
      onError: options.onError,
    });
  }

  /** Purges now and then every interval. */
  start(): void {
    this.job.start();
  }

  /** Stops the interval and waits for a run under way. */
  close(): Promise<void> {
    return this.job.close();
  }

  /** One run: how many customers it erased (0 when the setting is off). Runs of one process never overlap. */
  run(): Promise<number> {
    return this.job.run();
  }

  private async purge(): Promise<number> {
    const days = this.options.days();
    if (days === null) return 0;
    const count = await this.customers.purgeRemovedBefore(retentionCutoff(days, this.now()));
    if (count > 0) await this.options.audit(count, days);
    return count;
  }
}
