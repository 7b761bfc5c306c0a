/** A fixed-window counter per key, in memory: enough for one process guarding its sign-in form. */
export class Throttle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const window = this.current(key);
    return window !== undefined && window.count >= this.limit;
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { start: this.now(), count: 1 });
    if (this.windows.size > 10_000) this.sweep();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && this.now() - window.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    for (const key of this.windows.keys()) this.current(key);
  }
}

export interface ThrottleLimits {
  /** Sign-in and sign-up attempts from one IP address per window */
  perIp: number;
  /** Failed sign-ins for one account per window */
  perAccount: number;
  windowMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = { perIp: 100, perAccount: 5, windowMs: 15 * 60_000 };
