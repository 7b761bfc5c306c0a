// Firestore only: a customers listener that fails is listened again, or ends its watchers' subscriptions.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Query } from 'firebase-admin/firestore';
import { waitFor } from '../support/waitFor.ts';
import { fields, recorder, shape } from './contract/fixtures.ts';
import { firestoreEachTest } from './firestoreEachTest.ts';

const firestore = firestoreEachTest();

/** Stands between the store and Firestore's onSnapshot to fail listeners as a permanent Firestore error would. */
function listenerFaults() {
  const original = Query.prototype.onSnapshot;
  const live: Array<(error: Error) => void> = [];
  let refusals = 0;
  const failure = () => Object.assign(new Error('7 PERMISSION_DENIED: made to fail by the test'), { code: 7 });
  const spy = jest.spyOn(Query.prototype, 'onSnapshot').mockImplementation(function (this: Query, onNext, onError) {
    if (refusals > 0) {
      refusals -= 1;
      setImmediate(() => onError?.(failure()));
      return () => undefined;
    }
    live.push((error) => onError?.(error));
    return original.call(this, onNext, onError);
  });
  return {
    /** Fails every listener attached so far, as Firestore would report a listener it has ended. */
    breakListeners: () => live.splice(0).forEach((fail) => fail(failure())),
    refuseNext: (count: number) => void (refusals = count),
    restore: () => spy.mockRestore(),
  };
}

describe('a listener that fails', () => {
  let faults: ReturnType<typeof listenerFaults>;
  let logged: string[];
  beforeEach(() => {
    faults = listenerFaults();
    logged = [];
    jest.spyOn(console, 'error').mockImplementation((message: unknown) => void logged.push(String(message)));
  });
  afterEach(() => {
    faults.restore();
    jest.restoreAllMocks();
  });

  it('is logged and listened again, and its watchers resync from a fresh initial set', async () => {
    firestore.open([20, 40, 80]);
    const { stores, emulator } = firestore;
    const { customers } = stores;
    await customers.create('c1', fields());
    const one = recorder();
    const two = recorder();
    const stops = [customers.watch('ACTIVE', one.watcher), customers.watch('ACTIVE', two.watcher)];
    try {
      await one.until(1);
      await two.until(1);

      faults.breakListeners();
      await customers.create('c2', fields({ fname: 'Meanwhile' }));
      expect(await one.shapeOf(2)).toEqual({
        initial: true,
        changes: [
          ['ADDED', 'c1', true],
          ['ADDED', 'c2', true],
        ],
      });
      expect(await two.shapeOf(2)).toEqual({
        initial: true,
        changes: [
          ['ADDED', 'c1', true],
          ['ADDED', 'c2', true],
        ],
      });
      expect(logged.some((line) => line.includes('customers listener (ACTIVE) failed; listening again in 20 ms'))).toBe(
        true,
      );

      await customers.setStatus('c1', false);
      expect(await one.shapeOf(3)).toEqual({ initial: false, changes: [['REMOVED', 'c1', false]] });
      expect(await two.shapeOf(3)).toEqual({ initial: false, changes: [['REMOVED', 'c1', false]] });
      expect(stores.customers.feedStats()).toEqual([{ filter: 'ACTIVE', listening: true, watchers: 2 }]);
      // The failed listener was detached, not left running beside its replacement.
      if (emulator.listenStreams) await waitFor(() => emulator.listenStreams!() === 1, 'one listen stream');
      expect([...one.errors, ...two.errors]).toEqual([]);
    } finally {
      stops.forEach((stop) => stop());
    }
  });

  it('ends its watchers’ subscriptions with an error when it cannot be re-established, and starts afresh for the next watcher', async () => {
    firestore.open([10, 10]);
    const { stores } = firestore;
    const { customers } = stores;
    const watcher = recorder();
    customers.watch('REMOVED', watcher.watcher);
    await watcher.until(1);

    faults.refuseNext(2);
    faults.breakListeners();
    await waitFor(() => watcher.errors.length === 1, 'the watcher to be told');
    expect(watcher.errors[0]!.message).toBe('The live customer list is unavailable; subscribe again later.');
    expect(watcher.sets).toHaveLength(1);
    expect(stores.customers.feedStats()).toEqual([]);
    expect(
      logged.some((line) =>
        line.includes('customers listener (REMOVED) failed 3 times in a row; ending 1 subscriptions'),
      ),
    ).toBe(true);

    await customers.create('c1', fields());
    await customers.setStatus('c1', false);
    const next = recorder();
    const stop = customers.watch('REMOVED', next.watcher);
    expect(await next.shapeOf(1)).toEqual({ initial: true, changes: [['ADDED', 'c1', false]] });
    expect(shape(watcher.sets[0]!)).toEqual({ initial: true, changes: [] });
    stop();
  });
});
