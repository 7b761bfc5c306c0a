// The browser's live customers list without a browser: name order kept as changes arrive, patches, the initial list in
// pages, and one view object while nothing changes. Search, sorting and work made ahead are in
// liveCustomerSearch.test.ts.
import { describe, expect, it } from '@jest/globals';
import { compareCustomers } from '../../server/domain/ordering.ts';
import {
  LiveCustomerCollection,
  type LiveCustomer,
  type LiveCustomerChange,
} from '../../web/src/features/customers/live/liveCustomerCollection.ts';
import { added, customer, ids, names, randomCustomer, seeded } from './support/liveCustomers.ts';

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

  it('gives the same view object while nothing changed, so React sees no change', () => {
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(customer('a', 'Alice', 'Archer')) });
    expect(collection.view('ali')).toBe(collection.view(' ALI '));
    const before = collection.view('');
    collection.apply({ initial: false, complete: true, changes: added(customer('b', 'Bruno', 'Baker')) });
    expect(collection.view('')).not.toBe(before);
  });
});
