import type { Unsubscribe } from '../domain/customers/customerStore.ts';

interface Watcher<T> {
  next(value: T): void;
  error(error: Error): void;
}

/**
 * An async iterator that can instead hand its values to one listener as they come, in the same turn: a feed fanned
 * out to thousands of subscribers then costs one call per subscriber, not a chain of promises each
 * (docs/architecture.md#the-live-list).
 */
export interface PushableIterator<T> extends AsyncIterableIterator<T> {
  /**
   * From now on, each value (those waiting first) goes to `listener` instead of next(). Settles when the iterator
   * ends, rejects with the watch's error, or with the listener's own: a listener that throws ends its iterator.
   */
  pushTo(listener: (value: T) => void): Promise<void>;
}

export function isPushable<T>(iterator: unknown): iterator is PushableIterator<T> {
  return (
    typeof iterator === 'object' &&
    iterator !== null &&
    typeof (iterator as Partial<PushableIterator<T>>).pushTo === 'function'
  );
}

/** Adapts a push-style watch (as the stores offer) to the async iterator a GraphQL subscription returns. */
export function watcherIterator<T>(watch: (watcher: Watcher<T>) => Unsubscribe): PushableIterator<T> {
  const queue: T[] = [];
  const waiting: Array<{ resolve: (result: IteratorResult<T>) => void; reject: (error: Error) => void }> = [];
  let failure: Error | null = null;
  let done = false;
  let unsubscribe: Unsubscribe | null = null;
  let pushing: { listener: (value: T) => void; settle: (error: Error | null) => void } | null = null;

  const finish = (): IteratorResult<T> => {
    done = true;
    unsubscribe?.();
    for (const pending of waiting.splice(0)) pending.resolve({ value: undefined, done: true });
    pushing?.settle(null);
    return { value: undefined, done: true };
  };

  const fail = (error: Error) => {
    if (done) return;
    failure = error;
    const pending = waiting.splice(0);
    const pushed = pushing;
    pushing = null;
    finish();
    for (const { reject } of pending) reject(error);
    if (pushed) {
      failure = null;
      pushed.settle(error);
    }
  };

  const push = (value: T) => {
    try {
      pushing!.listener(value);
    } catch (error) {
      // The watch goes on to its other watchers; only this iterator ends.
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  };

  unsubscribe = watch({
    next(value) {
      if (done) return;
      if (pushing) return push(value);
      const pending = waiting.shift();
      if (pending) pending.resolve({ value, done: false });
      else queue.push(value);
    },
    error: fail,
  });
  if (done) unsubscribe();

  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (failure) {
        const error = failure;
        failure = null;
        return Promise.reject(error);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    pushTo(listener) {
      return new Promise<void>((resolve, reject) => {
        pushing = { listener, settle: (error) => (error ? reject(error) : resolve()) };
        while (queue.length && pushing) push(queue.shift()!);
        if (!pushing || !done) return;
        pushing = null;
        if (failure) reject(failure);
        else resolve();
        failure = null;
      });
    },
    return() {
      return Promise.resolve(finish());
    },
    throw(error) {
      finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
