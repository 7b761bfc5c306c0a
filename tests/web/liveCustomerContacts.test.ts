// The live list's search over a customer's further phones and emails (the feed sends every phone's and email's value,
// the first of each again): exactly what the shared rule (server/domain/search.ts) finds, keystroke by keystroke, and a
// change that drops a further email drops the row from that search.
import { describe, expect, it } from '@jest/globals';
import { compareCustomers } from '../../server/domain/ordering.ts';
import { matchesCustomerSearch } from '../../server/domain/search.ts';
import {
  LiveCustomerCollection,
  type LiveCustomer,
} from '../../web/src/features/customers/live/liveCustomerCollection.ts';
import { added, customer, ids, randomCustomer, seeded, word } from './support/liveCustomers.ts';

/** A random customer, every third with a further phone and email, its phones and emails as the feed sends them. */
function withContacts(random: () => number, id: string, index: number): LiveCustomer {
  const item = randomCustomer(random, id);
  const further = index % 3 === 0;
  return {
    ...item,
    phones: [{ value: item.phone }, ...(further ? [{ value: `(0${Math.floor(random() * 1e8)}) ${index}` }] : [])],
    emails: [{ value: item.email }, ...(further ? [{ value: `${word(random)}.${index}@Élan.example.org` }] : [])],
  };
}

const found = (everyone: readonly LiveCustomer[], search: string) =>
  [...everyone]
    .sort(compareCustomers)
    .filter((item) => matchesCustomerSearch(item, search))
    .map(({ id }) => id);

describe('the live list’s search over further phones and emails', () => {
  it('finds what the shared rule finds, keystroke by keystroke, in text and in phone digits', () => {
    const random = seeded(53);
    const everyone = Array.from({ length: 1500 }, (_, i) => withContacts(random, `c${i}`, i));
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...everyone) });
    const target = everyone[300]!;
    const typed = [target.emails![1]!.value, target.phones![1]!.value, 'elan.example', '@ÉLAN', '.org'];
    for (const whole of typed) {
      for (let length = 1; length <= whole.length; length++) {
        const search = whole.slice(0, length);
        expect({ search, ids: ids(collection, search) }).toEqual({ search, ids: found(everyone, search) });
      }
    }
    expect(ids(collection, target.emails![1]!.value)).toEqual([target.id]);
    expect(ids(collection, target.phones![1]!.value)).toContain(target.id);
    // Not the first email's text: the key holds each value apart, so no search matches across two of them.
    expect(ids(collection, `${target.email}\u0000`)).toEqual(found(everyone, `${target.email}\u0000`));
  });

  it('finds a second email or phone (digits in another format too), and no longer once a change drops it', () => {
    const other = customer('b', 'Bea', 'Other');
    const person = customer('a', 'Ann', 'Lee', {
      phone: '+1 555 010 0001',
      phones: [{ value: '+1 555 010 0001' }, { value: '+44 20 7946 0958' }],
      emails: [{ value: 'a@example.com' }, { value: 'ann.lee@work.example.org' }],
    });
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(person, other) });
    expect(ids(collection, 'ann.lee@work')).toEqual(['a']);
    expect(ids(collection, '020 7946 0958')).toEqual(['a']);
    expect(ids(collection, '7946-0958')).toEqual(['a']);
    const dropped = { ...person, phones: person.phones!.slice(0, 1), emails: person.emails!.slice(0, 1), version: 2 };
    collection.apply({ initial: false, complete: true, changes: [{ type: 'MODIFIED', customer: dropped }] });
    expect(ids(collection, 'ann.lee@work')).toEqual([]);
    expect(ids(collection, '020 7946 0958')).toEqual([]);
    expect(ids(collection, 'a@example.com')).toEqual(['a']);
  });
});
