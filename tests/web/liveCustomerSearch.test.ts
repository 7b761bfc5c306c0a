// The browser's live customers list without a browser: search giving exactly what the shared rule
// (server/domain/search.ts) gives, sorting by any column as the server does, and orders and search text made ahead in
// slices. Name order, patches and pages are in liveCustomerCollection.test.ts.
import { describe, expect, it } from '@jest/globals';
import {
  compareCustomers,
  customerSortFieldNames,
  sortCustomers,
  type CustomerOrder,
} from '../../server/domain/ordering.ts';
import { matchesCustomerSearch } from '../../server/domain/search.ts';
import {
  LiveCustomerCollection,
  type LiveCustomer,
  type LiveCustomerChange,
} from '../../web/src/features/customers/live/liveCustomerCollection.ts';
import { added, customer, ids, randomCustomer, seeded, word } from './support/liveCustomers.ts';

describe('live customer collection', () => {
  it('searches exactly as matchesCustomerSearch does, on every field, typing on or not, between changes', () => {
    const random = seeded(42);
    const everyone = Array.from({ length: 2000 }, (_, i) => randomCustomer(random, `r${i}`));
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...everyone) });
    const sorted = [...everyone].sort(compareCustomers);
    const searches = [
      'a',
      'ab',
      'abé',
      'AB',
      ' É ',
      'z',
      'Z0',
      '1 ',
      '@',
      '.com',
      'street',
      'e s',
      '555',
      '+1',
      '',
      '   ',
      'nothing at all',
      'a\u0000b',
    ];
    for (let i = 0; i < 200; i++) searches.push(word(random).slice(0, 1 + Math.floor(random() * 3)));
    for (const search of searches) {
      expect(ids(collection, search)).toEqual(
        sorted.filter((item) => matchesCustomerSearch(item, search)).map((item) => item.id),
      );
    }
    // Typing on narrows from the last answer; a change in between must not leave the answer stale.
    expect(ids(collection, 'a')).toEqual(
      sorted.filter((item) => matchesCustomerSearch(item, 'a')).map((item) => item.id),
    );
    const renamed = { ...sorted.find((item) => !matchesCustomerSearch(item, 'ab'))!, notes: 'ABBA' };
    collection.apply({ initial: false, complete: true, changes: [{ type: 'MODIFIED', customer: renamed }] });
    const now = [...sorted.filter((item) => item.id !== renamed.id), renamed].sort(compareCustomers);
    expect(ids(collection, 'ab')).toEqual(
      now.filter((item) => matchesCustomerSearch(item, 'ab')).map((item) => item.id),
    );
    expect(ids(collection, 'ab')).toContain(renamed.id);
  });

  it('finds phones in any format as the server does, keystroke by keystroke, across the switch from text to digits', () => {
    const random = seeded(7);
    const formats = [
      (digits: string) => `0${digits.slice(0, 2)}-${digits.slice(2, 5)} ${digits.slice(5)}`,
      (digits: string) => `+972 ${digits.slice(0, 2)} ${digits.slice(2)}`,
      (digits: string) => `(0${digits.slice(0, 2)}) ${digits.slice(2, 5)}.${digits.slice(5)}`,
    ];
    const everyone = Array.from({ length: 600 }, (_, i) => {
      const digits = `5${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
      const phone = formats[i % formats.length]!(digits);
      return customer(`p${i}`, word(random), word(random), {
        phone,
        phoneNormalized: random() < 0.9 ? `+972${digits}` : null,
      });
    });
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...everyone) });
    const sorted = [...everyone].sort(compareCustomers);
    const target = everyone.find((item) => item.phoneNormalized)!;
    const local = `0${target.phoneNormalized!.slice(4)}`;
    for (const typed of [
      local,
      `+972 ${local.slice(1, 3)}-${local.slice(3)}`,
      `(${local.slice(0, 3)}) ${local.slice(3)}`,
    ]) {
      for (let length = 1; length <= typed.length; length++) {
        const search = typed.slice(0, length);
        expect({ search, found: ids(collection, search) }).toEqual({
          search,
          found: sorted.filter((item) => matchesCustomerSearch(item, search)).map((item) => item.id),
        });
      }
      expect(ids(collection, typed)).toContain(target.id);
    }
  });
  it('sorts by any column either way as the server does, on a search too, and keeps that order as changes arrive one by one or in batches', () => {
    const random = seeded(11);
    const collection = new LiveCustomerCollection();
    const expected = new Map<string, LiveCustomer>();
    const everyone = Array.from({ length: 500 }, (_, i) => randomCustomer(random, `s${i}`));
    for (const item of everyone) expected.set(item.id, item);
    collection.apply({ initial: true, complete: true, changes: added(...everyone) });
    const orders: CustomerOrder[] = customerSortFieldNames.flatMap((field) => [
      { field, direction: 'ASC' as const },
      { field, direction: 'DESC' as const },
    ]);
    for (let round = 0; round < 30; round++) {
      const order = orders[round % orders.length]!;
      const search = round % 3 === 0 ? word(random).slice(0, 1) : '';
      const want = sortCustomers([...expected.values()], order).filter((item) => matchesCustomerSearch(item, search));
      expect({ order, search, ids: collection.view(search, order).customers.map(({ id }) => id) }).toEqual({
        order,
        search,
        ids: want.map(({ id }) => id),
      });
      const changes: LiveCustomerChange[] = [];
      for (let i = 0, batch = round % 2 ? 60 : 2; i < batch; i++) {
        const id = `s${Math.floor(random() * 700)}`;
        const type = random() < 0.2 ? 'REMOVED' : expected.has(id) ? 'MODIFIED' : 'ADDED';
        changes.push({ type, customer: randomCustomer(random, id) });
      }
      for (const change of changes) {
        if (change.type === 'REMOVED') expected.delete(change.customer.id);
        else expected.set(change.customer.id, change.customer);
      }
      collection.apply({ initial: false, complete: true, changes });
      expect(collection.view('', order).customers.map(({ id }) => id)).toEqual(
        sortCustomers([...expected.values()], order).map(({ id }) => id),
      );
    }
    // Back to the name order, and the same view object while nothing changes.
    expect(collection.view('')).toBe(collection.view(''));
    expect(collection.view('').customers).toEqual([...expected.values()].sort(compareCustomers));
    const byEmail = { field: 'EMAIL', direction: 'DESC' } as const;
    expect(collection.view('', byEmail)).toBe(collection.view('', { ...byEmail }));
  });

  it('makes its search text ahead in slices (prepareSearch), starting again when a change comes in between, and searches with it as the rule does', () => {
    const random = seeded(31);
    const everyone = Array.from({ length: 9000 }, (_, i) => randomCustomer(random, `s${i}`));
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...everyone) });
    // Out of time at once: one slice joins a few thousand keys, not all 9,000.
    expect(collection.prepareSearch(() => 0)).toBe(false);
    const renamed = { ...everyone[0]!, lname: 'Zzyzx', phone: '+1 987 654 3210' };
    collection.apply({ initial: false, complete: true, changes: [{ type: 'MODIFIED', customer: renamed }] });
    let slices = 1;
    while (!collection.prepareSearch(() => 0) && slices < 1000) slices += 1;
    expect(slices).toBeGreaterThan(2);
    const now = [renamed, ...everyone.slice(1)].sort(compareCustomers);
    for (const search of ['zzyzx', 'a', 'street', '987654', '987-654-3210', '.com', 'é']) {
      expect({ search, ids: ids(collection, search) }).toEqual({
        search,
        ids: now.filter((item) => matchesCustomerSearch(item, search)).map((item) => item.id),
      });
    }
  });

  it('makes every order ahead looking at the time every few thousand rows, so an input waits for one short slice at most', () => {
    const random = seeded(37);
    const rows = 9000;
    const collection = new LiveCustomerCollection();
    collection.apply({
      initial: true,
      complete: true,
      changes: added(...Array.from({ length: rows }, (_, i) => randomCustomer(random, `t${i}`))),
    });
    // Each slice gets one look at the time that says go on, and stops at its second look.
    let slices = 1;
    let looks = 0;
    while (!collection.prepareOrders(() => (looks++ === 0 ? 1 : 0))) {
      slices += 1;
      looks = 0;
    }
    // A merge sort moves each row once a pass: with a look every 4,096 rows moved,
    // two looks a slice, at least this many slices.
    const passes = Math.ceil(Math.log2(rows));
    expect(slices).toBeGreaterThanOrEqual(Math.floor((customerSortFieldNames.length * rows * passes) / (2 * 4096)));
  });

  it('lays out every order made ahead in slices (prepareOrders) exactly as a sort would, and keeps it as changes arrive', () => {
    const random = seeded(23);
    const collection = new LiveCustomerCollection();
    const expected = new Map<string, LiveCustomer>();
    const everyone = Array.from({ length: 9000 }, (_, i) => randomCustomer(random, `p${i}`));
    for (const item of everyone) expected.set(item.id, item);
    collection.apply({ initial: true, complete: true, changes: added(...everyone) });
    // Slices so short that each order takes many: the merge resumes where it stopped.
    let slices = 0;
    let budget = 0;
    while (!collection.prepareOrders(() => budget--)) {
      budget = 3;
      slices += 1;
    }
    expect(slices).toBeGreaterThan(customerSortFieldNames.length);
    for (const field of customerSortFieldNames) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const order = { field, direction };
        const search = direction === 'DESC' ? 'a' : '';
        const want = sortCustomers([...expected.values()], order).filter((item) => matchesCustomerSearch(item, search));
        expect({ order, search, ids: collection.view(search, order).customers.map(({ id }) => id) }).toEqual({
          order,
          search,
          ids: want.map(({ id }) => id),
        });
      }
    }
    // A change after the orders were made: the next order is sorted as before, and changes keep it.
    const changes: LiveCustomerChange[] = [
      { type: 'MODIFIED', customer: randomCustomer(random, 'p7') },
      { type: 'REMOVED', customer: everyone[8]! },
      { type: 'ADDED', customer: randomCustomer(random, 'new') },
    ];
    collection.apply({ initial: false, complete: true, changes });
    for (const change of changes) {
      if (change.type === 'REMOVED') expected.delete(change.customer.id);
      else expected.set(change.customer.id, change.customer);
    }
    const byPhone = { field: 'PHONE', direction: 'DESC' } as const;
    expect(collection.view('', byPhone).customers.map(({ id }) => id)).toEqual(
      sortCustomers([...expected.values()], byPhone).map(({ id }) => id),
    );
    while (!collection.prepareOrders(() => 1000));
    const byEmail = { field: 'EMAIL', direction: 'ASC' } as const;
    expect(collection.view('', byEmail).customers.map(({ id }) => id)).toEqual(
      sortCustomers([...expected.values()], byEmail).map(({ id }) => id),
    );
    const renamed = randomCustomer(random, 'p9');
    collection.apply({ initial: false, complete: true, changes: [{ type: 'MODIFIED', customer: renamed }] });
    expected.set('p9', renamed);
    expect(collection.view('', byEmail).customers.map(({ id }) => id)).toEqual(
      sortCustomers([...expected.values()], byEmail).map(({ id }) => id),
    );
  });
});
