// A job each server process runs when it starts and then on an interval (the retention purge, task reminders, the
// morning digest). Runs of one process never overlap: a run asked for meanwhile answers the one under way. A failed
// run goes to onError and the next interval tries again; the interval never keeps the process alive.

export interface RecurringJobOptions {
  intervalMs: number;
  onError(error: unknown): void;
}

export class RecurringJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly options: RecurringJobOptions,
  ) {}

  /** Runs now and then every interval. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.run().catch(this.options.onError);
    };
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
    tick();
  }

  /** One run, or the one under way. */
  run(): Promise<T> {
    this.running ??= this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops the interval and waits for a run under way. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
