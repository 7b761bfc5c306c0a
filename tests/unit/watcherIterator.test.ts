// The iterator a subscription resolver returns, pulled (graphql-ws's own loop) or pushed (the socket's fan-out path).
import { describe, expect, it } from '@jest/globals';
import { buildSchema, parse, type ExecutionResult } from 'graphql';
import { createSharedSubscribe } from '../../server/graphql/sharedSubscriptions.ts';
import { isPushable, watcherIterator } from '../../server/graphql/watcherIterator.ts';

/** A watch source like the stores': every watcher hears every value. */
function source<T>() {
  const watchers = new Set<{ next(value: T): void; error(error: Error): void }>();
  return {
    watch: (watcher: { next(value: T): void; error(error: Error): void }) => {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    next: (value: T) => [...watchers].forEach((watcher) => watcher.next(value)),
    error: (error: Error) => [...watchers].forEach((watcher) => watcher.error(error)),
    get size() {
      return watchers.size;
    },
  };
}

describe('watcherIterator', () => {
  it('pulls values in order, those that came before the pull first', async () => {
    const feed = source<number>();
    const iterator = watcherIterator(feed.watch);
    feed.next(1);
    expect(await iterator.next()).toEqual({ value: 1, done: false });
    const second = iterator.next();
    feed.next(2);
    expect(await second).toEqual({ value: 2, done: false });
    await iterator.return!();
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('pushes the waiting values at once, then each later one in the turn it comes', async () => {
    const feed = source<number>();
    const iterator = watcherIterator(feed.watch);
    feed.next(1);
    feed.next(2);
    const received: number[] = [];
    const ended = iterator.pushTo((value) => received.push(value));
    expect(received).toEqual([1, 2]);
    feed.next(3);
    expect(received).toEqual([1, 2, 3]);
    await iterator.return!();
    await expect(ended).resolves.toBeUndefined();
    expect(feed.size).toBe(0);
    feed.next(4);
    expect(received).toEqual([1, 2, 3]);
  });

  it('pushes what came before the watch failed, then rejects with its error', async () => {
    const feed = source<number>();
    const iterator = watcherIterator(feed.watch);
    feed.next(1);
    feed.error(new Error('store away'));
    const received: number[] = [];
    await expect(iterator.pushTo((value) => received.push(value))).rejects.toThrow('store away');
    expect(received).toEqual([1]);

    const live = watcherIterator(feed.watch);
    const ended = live.pushTo(() => undefined);
    feed.error(new Error('store away again'));
    await expect(ended).rejects.toThrow('store away again');
  });

  it('ends only the iterator whose listener throws; the watch goes on to its other watchers', async () => {
    const feed = source<number>();
    const failing = watcherIterator(feed.watch);
    const other = watcherIterator(feed.watch);
    const failed = failing.pushTo(() => {
      throw new Error('send failed');
    });
    const received: number[] = [];
    void other.pushTo((value) => received.push(value));
    feed.next(1);
    feed.next(2);
    await expect(failed).rejects.toThrow('send failed');
    expect(received).toEqual([1, 2]);
    expect(feed.size).toBe(1);
    await other.return!();
  });
});

describe('createSharedSubscribe', () => {
  const schema = buildSchema(`
    type Query { unused: Int }
    type Subscription { ticks: Int!  slowTicks: Int! }
  `);
  type Tick = { ticks: number; slowTicks: Promise<number> };

  it('pushes the results of a pushable source, in event order even when some execute later than others', async () => {
    const feed = source<Tick>();
    const subscribe = createSharedSubscribe();
    const rootValue = {
      ticks: () => watcherIterator<Tick>(feed.watch),
      slowTicks: () => watcherIterator<Tick>(feed.watch),
    };

    const fast = await subscribe({ schema, document: parse('subscription { ticks }'), rootValue });
    const slow = await subscribe({ schema, document: parse('subscription { slowTicks }'), rootValue });
    if (!isPushable<ExecutionResult>(fast) || !isPushable<ExecutionResult>(slow))
      throw new Error('expected pushable results');

    const fastResults: unknown[] = [];
    const slowResults: unknown[] = [];
    void fast.pushTo((result) => fastResults.push(result.data));
    const slowEnded = slow.pushTo((result) => slowResults.push(result.data));
    let releaseFirst!: (value: number) => void;
    feed.next({ ticks: 1, slowTicks: new Promise((resolve) => (releaseFirst = resolve)) });
    feed.next({ ticks: 2, slowTicks: Promise.resolve(2) });
    expect(fastResults).toEqual([{ ticks: 1 }, { ticks: 2 }]);

    releaseFirst(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(slowResults).toEqual([{ slowTicks: 1 }, { slowTicks: 2 }]);
    await slow.return!();
    await fast.return!();
    await expect(slowEnded).resolves.toBeUndefined();
  });

  it('executes an event once for every subscription of the same document', async () => {
    const feed = source<{ ticks: () => number }>();
    const subscribe = createSharedSubscribe();
    let executions = 0;
    const rootValue = { ticks: () => watcherIterator(feed.watch) };
    const subscriptions = await Promise.all(
      [1, 2, 3].map(() => subscribe({ schema, document: parse('subscription { ticks }'), rootValue })),
    );
    const results: unknown[] = [];
    for (const subscription of subscriptions) {
      if (!isPushable<ExecutionResult>(subscription)) throw new Error('expected pushable results');
      void subscription.pushTo((result) => results.push(result));
    }
    feed.next({ ticks: () => (executions += 1) });
    expect(executions).toBe(1);
    expect(results).toHaveLength(3);
    expect(new Set(results).size).toBe(1);
  });
});
