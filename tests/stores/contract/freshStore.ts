// The one set-up of every store contract area: a fresh, empty store per test, its watchers ended and it closed after.
import { afterEach, beforeEach } from '@jest/globals';
import type { CustomerStore, Unsubscribe } from '../../../server/domain/customers/customerStore.ts';
import type { AdapterUnderTest, StoreHarness } from './adapters.ts';
import { recorder } from './fixtures.ts';

export interface FreshStore {
  /** This test's store (a new one before each test) */
  readonly store: StoreHarness;
  readonly customers: CustomerStore;
  /** Watches a filter with a recorder; unsubscribed after the test. */
  watch(filter: Parameters<CustomerStore['watch']>[0]): ReturnType<typeof recorder> & { unsubscribe: Unsubscribe };
  /** Subscriptions of the test's own, ended after it */
  readonly subscriptions: Unsubscribe[];
}

/** Opens a store of the adapter before each test of the calling describe, and closes it after. */
export function freshStoreEachTest(adapter: AdapterUnderTest): FreshStore {
  let store: StoreHarness | null = null;
  const subscriptions: Unsubscribe[] = [];
  const opened = () => {
    if (!store) throw new Error('No store is open outside a test');
    return store;
  };
  beforeEach(async () => {
    store = await adapter.open();
  });
  afterEach(async () => {
    for (const unsubscribe of subscriptions.splice(0)) unsubscribe();
    await opened().close();
    store = null;
  });
  return {
    get store() {
      return opened();
    },
    get customers() {
      return opened().customers;
    },
    watch(filter) {
      const record = recorder();
      const unsubscribe = opened().customers.watch(filter, record.watcher);
      subscriptions.push(unsubscribe);
      return { ...record, unsubscribe };
    },
    subscriptions,
  };
}
