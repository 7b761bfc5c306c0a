// A store read kept in memory for a moment (the team's tags, custom fields and companies): every customer shown asks
// for it, so a list of 100,000 rows reads it once. Once a read has finished, `now()` gives the value itself, not a
// promise: a field that resolves without a promise costs graphql-js a fraction of one that awaits, per row.

interface Held<T> {
  at: number;
  value: Promise<T>;
  /** Set once the read has finished */
  settled?: { value: T };
  /** The read this one replaced when it went out of date: now() serves it until this one has finished */
  replaced?: { value: T };
}

export class HeldRead<T> {
  private held: Held<T> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    /** How long a read serves (other processes' changes show after at most this, and the next read) */
    private readonly heldForMs: number,
  ) {}

  /** The value as recently read (fresh: read now). */
  get(fresh = false): Promise<T> {
    const held = this.held;
    if (!fresh && held && Date.now() - held.at <= this.heldForMs) return held.value;
    const entry: Held<T> = { at: Date.now(), value: this.read(), replaced: held?.settled ?? held?.replaced };
    this.held = entry;
    entry.value.then(
      (value) => {
        entry.settled = { value };
        delete entry.replaced;
      },
      () => this.held === entry && (this.held = null),
    );
    return entry.value;
  }

  /**
   * The value as recently read, without a promise once a read has finished: a list executing past the moment its
   * read goes out of date is not left awaiting the next one row by row (it gets the value it began with meanwhile).
   */
  now(): T | Promise<T> {
    const value = this.get();
    const held = this.held!;
    const known = held.settled ?? held.replaced;
    return known ? known.value : value;
  }

  /** After this process's own write: the next caller reads again, and nobody is served what was held. */
  forget(): void {
    this.held = null;
  }
}

/** `then` on a value that may be a promise: applied at once to a value, after it to a promise. */
export function whenHeld<T, R>(value: T | Promise<T>, then: (value: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(then) : then(value);
}
