/** A fixed-window counter per key, in memory: enough for one process guarding its sign-in form. */
export class Throttle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    return this.count(key) >= this.limit;
  }

  /** Hits in the key's current window. */
  count(key: string): number {
    return this.current(key)?.count ?? 0;
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { start: this.now(), count: 1 });
    if (this.windows.size > 10_000) this.sweep();
  }

  /** How long until the key's current window ends and its count starts again from zero; 0 when it has none. */
  retryAfterMs(key: string): number {
    const window = this.current(key);
    return window ? Math.max(0, window.start + this.windowMs - this.now()) : 0;
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

/**
 * Sign-in and sign-up limits that stop guessing without letting anyone lock an owner out: failures count
 * per account-and-client pair, so another client's failures never block the owner's right password.
 */
export interface ThrottleLimits {
  /** Sign-in and sign-up attempts from one client (IP address) per window */
  perClient: number;
  /** Failed sign-ins for one account from one client per window: the guessing limit */
  perAccountAndClient: number;
  windowMs: number;
  /**
   * Failed sign-ins for one account from every client per accountWindowMs;
   * past it, only clients that have not failed on it may try
   */
  perAccount: number;
  accountWindowMs: number;
  /** Sign-ups from one client per signUpWindowMs */
  signUpsPerClient: number;
  signUpWindowMs: number;
}

const minute = 60_000;

export const defaultThrottleLimits: ThrottleLimits = {
  perClient: 100,
  perAccountAndClient: 5,
  windowMs: 15 * minute,
  perAccount: 50,
  accountWindowMs: 60 * minute,
  signUpsPerClient: 30,
  signUpWindowMs: 60 * minute,
};
