// The live list's OWNER order, as the server's (ordering.ts ownerOrderKey): by the owner's email read as names are,
// then the name order; unowned customers last whichever the direction; an assignment moves one row into place.
import { describe, expect, it } from '@jest/globals';
import { LiveCustomerCollection } from '../../web/src/features/customers/live/liveCustomerCollection.ts';
import { added, customer } from './support/liveCustomers.ts';

const owned = (id: string, lname: string, email: string | null) =>
  customer(id, 'A', lname, { owner: email ? { uid: `uid-${email}`, email } : null });

describe('the live list’s owner order', () => {
  const people = [
    owned('1', 'Young', 'zed@example.com'),
    owned('2', 'Old', null),
    owned('3', 'Baker', 'Amy@example.com'),
    owned('4', 'Adams', 'amy@example.com'),
    owned('5', 'Cole', 'bea@example.com'),
  ];
  const ids = (collection: LiveCustomerCollection, direction: 'ASC' | 'DESC') =>
    collection.view('', { field: 'OWNER', direction }).customers.map(({ id }) => id);

  it('sorts by the owner’s email (case aside, then names), unowned last either way', () => {
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...people) });
    expect(ids(collection, 'ASC')).toEqual(['4', '3', '5', '1', '2']);
    expect(ids(collection, 'DESC')).toEqual(['1', '5', '3', '4', '2']);
    // Back and forth between orders gives the same answers (the keys of each direction are kept apart).
    expect(collection.view('', { field: 'LNAME', direction: 'ASC' }).customers[0]!.id).toBe('4');
    expect(ids(collection, 'ASC')).toEqual(['4', '3', '5', '1', '2']);
  });

  it('moves a customer given to someone else into place, one row at a time or in a big set', () => {
    const collection = new LiveCustomerCollection();
    collection.apply({ initial: true, complete: true, changes: added(...people) });
    expect(ids(collection, 'ASC')).toEqual(['4', '3', '5', '1', '2']);
    collection.apply({
      initial: false,
      complete: true,
      changes: [{ type: 'MODIFIED', customer: owned('2', 'Old', 'abe@example.com') }],
    });
    expect(ids(collection, 'ASC')).toEqual(['2', '4', '3', '5', '1']);
    const many = Array.from({ length: 40 }, (_, index) => owned(`n${index}`, `N${index}`, null));
    collection.apply({ initial: false, complete: true, changes: added(...many) });
    const order = ids(collection, 'ASC');
    expect(order.slice(0, 5)).toEqual(['2', '4', '3', '5', '1']);
    expect(order.slice(5).every((id) => id.startsWith('n'))).toBe(true);
  });
});
