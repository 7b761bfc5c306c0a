// The browser's live customers list without a browser: name order kept as changes arrive, the initial list in
// pages, and search giving exactly what the shared rule (server/domain/search.ts) gives.
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

function customer(id: string, fname: string, lname: string, extra: Partial<LiveCustomer> = {}): LiveCustomer {
  return {
    id,
    fname,
    lname,
    email: `${id}@example.com`,
    phone: '555 000 0000',
    phoneNormalized: null,
    address: '1 Main Street',
    notes: '',
    status: true,
    version: 1,
    ...extra,
  };
}

const added = (...customers: LiveCustomer[]): LiveCustomerChange[] =>
  customers.map((item) => ({ type: 'ADDED', customer: item }));
const names = (collection: LiveCustomerCollection) =>
  collection.view('').customers.map((item) => `${item.fname} ${item.lname}`);
const ids = (collection: LiveCustomerCollection, search = '') =>
  collection.view(search).customers.map((item) => item.id);

/** A small random word, with some capitals, accents and digits so case, accents and numbers all count. */
function word(random: () => number): string {
  const letters = 'abcdeéfgAÉBzZ019 ';
  const length = 1 + Math.floor(random() * 6);
  let text = '';
  for (let i = 0; i < length; i++) text += letters[Math.floor(random() * letters.length)];
  return text;
}

/** A seeded generator, so a failure repeats. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomCustomer(random: () => number, id: string): LiveCustomer {
  return {
    id,
    fname: word(random),
    lname: word(random),
    email: `${word(random)}@${word(random)}.com`,
    phone: `+1 ${Math.floor(random() * 1e9)}`,
    phoneNormalized: null,
    address: `${Math.floor(random() * 100)} ${word(random)} Street`,
    notes: random() < 0.3 ? word(random) : '',
    status: random() < 0.8,
    version: 1,
  };
}

describe('live customer collection', () => {
  it('keeps name order (last name, then first name; case, accents and numbers as people read them) whatever order rows arrive in', () => {
    const collection = new LiveCustomerCollection();
    const people = [
      customer('1', 'Zoe', 'Adams'),
      customer('2', 'anna', 'adams'),
      customer('3', 'Émile', 'Zola'),
      customer('4', 'Unit', 'Block 10'),
      customer('5', 'Unit', 'Block 9'),
      customer('6', 'Bob', 'Évans'),
      customer('7', 'Al', 'Evans'),
    ];
    collection.apply({ initial: true, complete: true, changes: added(...people) });
    expect(collection.view('').customers).toEqual([...people].sort(compareCustomers));
    expect(names(collection)).toEqual([
      'anna adams',
      'Zoe Adams',
      'Unit Block 9',
      'Unit Block 10',
      'Al Evans',
      'Bob Évans',
      'Émile Zola',
    ]);

    // One at a time (the incremental path) ends in the same order.
    const oneByOne = new LiveCustomerCollection();
    oneByOne.apply({ initial: true, complete: true, changes: [] });
    for (const person of [...people].reverse())
      oneByOne.apply({ initial: false, complete: true, changes: added(person) });
    expect(names(oneByOne)).toEqual(names(collection));
  });

  it('patches: ADDED inserts in order, MODIFIED replaces in place or moves a renamed row, REMOVED drops; an unknown REMOVED is ignored', () => {
    const collection = new LiveCustomerCollection();
    collection.apply({
      initial: true,
      complete: true,
      changes: added(customer('a', 'Alice', 'Archer'), customer('c', 'Chen', 'Carter'), customer('e', 'Eve', 'Evans')),
    });
    const version = collection.version;

    collection.apply({ initial: false, complete: true, changes: added(customer('d', 'Dana', 'Dixon')) });
    expect(ids(collection)).toEqual(['a', 'c', 'd', 'e']);
    expect(collection.version).toBe(version + 1);

    collection.apply({
      initial: false,
      complete: true,
      changes: [{ type: 'MODIFIED', customer: customer('c', 'Chen', 'Carter', { status: false, phone: '555 999' }) }],
    });
    expect(ids(collection)).toEqual(['a', 'c', 'd', 'e']);
    expect(collection.view('').customers[1]).toMatchObject({ status: false, phone: '555 999' });

    // A rename moves the row to where its new name sorts.
    collection.apply({
      initial: false,
      complete: true,
      changes: [{ type: 'MODIFIED', customer: customer('a', 'Alice', 'Zimmer') }],
    });
    expect(ids(collection)).toEqual(['c', 'd', 'e', 'a']);

    collection.apply({
      initial: false,
      complete: true,
      changes: [{ type: 'REMOVED', customer: customer('d', 'Dana', 'Dixon') }],
    });
    expect(ids(collection)).toEqual(['c', 'e', 'a']);
    expect(collection.has('d')).toBe(false);

    collection.apply({
      initial: false,
      complete: true,
      changes: [{ type: 'REMOVED', customer: customer('nobody', 'No', 'Body') }],
    });
    expect(ids(collection)).toEqual(['c', 'e', 'a']);

    // The same customer twice in one set: the last change wins.
    collection.apply({
      initial: false,
      complete: true,
      changes: [
        ...added(customer('b', 'Bruno', 'Baker')),
        { type: 'REMOVED', customer: customer('b', 'Bruno', 'Baker') },
      ],
    });
    expect(ids(collection)).toEqual(['c', 'e', 'a']);
    collection.apply({
      initial: false,
      complete: true,
      changes: added(customer('e', 'Eve', 'Evans', { notes: 'again' })),
    });
    expect(ids(collection)).toEqual(['c', 'e', 'a']);
    expect(collection.size).toBe(3);
  });

  it('takes the initial list in pages: the first page shows at once, complete only with the last page, and a new initial set replaces the list', () => {
    const collection = new LiveCustomerCollection();
    const everyone = Array.from({ length: 250 }, (_, i) =>
      customer(`id${i}`, `First${i}`, `Last${String(i).padStart(3, '0')}`),
    ).sort(compareCustomers);
    let notified = 0;
    collection.subscribe(() => (notified += 1));

    collection.apply({ initial: true, complete: false, changes: added(...everyone.slice(0, 100)) });
    expect(collection.size).toBe(100);
    expect(collection.complete).toBe(false);
    collection.apply({ initial: false, complete: false, changes: added(...everyone.slice(100, 200)) });
    // A live change may come between pages: it lands in order among what has arrived.
    collection.apply({
      initial: false,
      complete: false,
      changes: [{ type: 'MODIFIED', customer: { ...everyone[5]!, notes: 'changed' } }],
    });
    collection.apply({ initial: false, complete: true, changes: added(...everyone.slice(200)) });
    expect(collection.complete).toBe(true);
    expect(notified).toBe(4);
    expect(ids(collection)).toEqual(everyone.map((item) => item.id));
    expect(collection.view('').customers[5]?.notes).toBe('changed');
    expect(collection.window(0, 3).map((item) => item.id)).toEqual(everyone.slice(0, 3).map((item) => item.id));
    expect(collection.window(248, 300)).toHaveLength(2);

    // Re-subscribing (a reconnect) starts again from a new initial set.
    collection.apply({ initial: true, complete: false, changes: added(customer('x', 'Xavier', 'Xu')) });
    expect(ids(collection)).toEqual(['x']);
    expect(collection.complete).toBe(false);
  });

  it('moves rows one by one and in big batches alike (the merge path), matching a full sort', () => {
    const random = seeded(7);
    const collection = new LiveCustomerCollection();
    const expected = new Map<string, LiveCustomer>();
    collection.apply({ initial: true, complete: true, changes: [] });
    for (let round = 0; round < 40; round++) {
      const batch = 1 + Math.floor(random() * (round % 2 ? 100 : 5));
      const changes: LiveCustomerChange[] = [];
      for (let i = 0; i < batch; i++) {
        const id = `c${Math.floor(random() * 300)}`;
        const type = random() < 0.2 ? 'REMOVED' : expected.has(id) ? 'MODIFIED' : 'ADDED';
        const item = randomCustomer(random, id);
        changes.push({ type, customer: item });
      }
      for (const change of changes) {
        if (change.type === 'REMOVED') expected.delete(change.customer.id);
        else expected.set(change.customer.id, change.customer);
      }
      collection.apply({ initial: false, complete: true, changes });
      expect(collection.view('').customers).toEqual([...expected.values()].sort(compareCustomers));
    }
  });

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

  it('gives the same view object while nothing changed, so React sees no change', () => {
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(customer('a', 'Alice', 'Archer')) });
    expect(collection.view('ali')).toBe(collection.view(' ALI '));
    const before = collection.view('');
    collection.apply({ initial: false, complete: true, changes: added(customer('b', 'Bruno', 'Baker')) });
    expect(collection.view('')).not.toBe(before);
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
    // A merge sort moves each row once a pass: with a look every 4,096 rows moved, two looks a slice, at least this many slices.
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
