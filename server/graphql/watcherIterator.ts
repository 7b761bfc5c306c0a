import type { Unsubscribe } from '../domain/customers/customerStore.ts';

interface Watcher<T> {
  next(value: T): void;
  error(error: Error): void;
}

/** Adapts a push-style watch (as the stores offer) to the async iterator a GraphQL subscription returns. */
export function watcherIterator<T>(watch: (watcher: Watcher<T>) => Unsubscribe): AsyncIterableIterator<T> {
  const queue: T[] = [];
  const waiting: Array<{ resolve: (result: IteratorResult<T>) => void; reject: (error: Error) => void }> = [];
  let failure: Error | null = null;
  let done = false;
  let unsubscribe: Unsubscribe | null = null;

  const finish = (): IteratorResult<T> => {
    done = true;
    unsubscribe?.();
    for (const pending of waiting.splice(0)) pending.resolve({ value: undefined, done: true });
    return { value: undefined, done: true };
  };

  unsubscribe = watch({
    next(value) {
      if (done) return;
      const pending = waiting.shift();
      if (pending) pending.resolve({ value, done: false });
      else queue.push(value);
    },
    error(error) {
      if (done) return;
      failure = error;
      const pending = waiting.splice(0);
      finish();
      for (const { reject } of pending) reject(error);
    },
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
