// The owner rules alone: the OWNER order (the owner's email, unowned last either way), an owner's narrowed feed, and
// what undoing an assignment may touch.
import { describe, expect, it } from '@jest/globals';
import { ownerUndoOf } from '../../server/domain/bulk/customerBulk.ts';
import type { CustomerChangeSet } from '../../server/domain/customers/customer.ts';
import { sortInOrder } from '../../server/domain/customers/customerOwners.ts';
import { ownedOnly } from '../../server/domain/customers/ownedFeed.ts';
import { customerFixture } from '../support/customerFixture.ts';

const emails = new Map([
  ['u-zed', 'zed@example.com'],
  ['u-amy', 'Amy@example.com'],
]);

describe('customer owners', () => {
  const zed = customerFixture({ id: 'c1', lname: 'Alpha', ownerUid: 'u-zed' });
  const amy = customerFixture({ id: 'c2', lname: 'Beta', ownerUid: 'u-amy' });
  const none = customerFixture({ id: 'c3', lname: 'Aardvark' });

  it('orders by the owner’s email, case aside, and puts unowned customers last either way', () => {
    const ids = (direction: 'ASC' | 'DESC') =>
      sortInOrder([zed, none, amy], { field: 'OWNER', direction }, { emails, companies: new Map() }).map(
        ({ id }) => id,
      );
    expect(ids('ASC')).toEqual(['c2', 'c1', 'c3']);
    expect(ids('DESC')).toEqual(['c1', 'c2', 'c3']);
  });

  it('orders by the company’s name, accents and case aside, and puts customers of no company last either way', () => {
    const companies = new Map([
      ['co-z', 'zeta Ltd'],
      ['co-a', 'Ácme'],
    ]);
    const at = (customer: typeof zed, companyId: string) => ({ ...customer, companyId });
    const ids = (direction: 'ASC' | 'DESC') =>
      sortInOrder([at(zed, 'co-z'), none, at(amy, 'co-a')], { field: 'COMPANY', direction }, { emails, companies }).map(
        ({ id }) => id,
      );
    expect(ids('ASC')).toEqual(['c2', 'c1', 'c3']);
    expect(ids('DESC')).toEqual(['c1', 'c2', 'c3']);
  });

  it('narrows a filter’s feed to one owner: given to them is ADDED, given away is REMOVED', () => {
    const sets: CustomerChangeSet[] = [];
    const watcher = ownedOnly('u-amy', { next: (set) => void sets.push(set), error: () => undefined });
    watcher.next({
      initial: true,
      complete: true,
      changes: [zed, amy, none].map((customer) => ({ type: 'ADDED', customer })),
    });
    watcher.next({
      initial: false,
      complete: true,
      changes: [
        { type: 'MODIFIED', customer: { ...zed, ownerUid: 'u-amy' } },
        { type: 'MODIFIED', customer: { ...amy, ownerUid: 'u-zed' } },
        { type: 'MODIFIED', customer: { ...none, fname: 'Other' } },
      ],
    });
    expect(sets.map(({ changes }) => changes.map(({ type, customer }) => [type, customer.id]))).toEqual([
      [['ADDED', 'c2']],
      [
        ['ADDED', 'c1'],
        ['REMOVED', 'c2'],
      ],
    ]);
  });

  it('undoes an assignment only for customers nobody wrote since', () => {
    const record = { customerId: 'c1', ownerBefore: null, version: 3 };
    expect(ownerUndoOf({ ...zed, version: 3 }, record, 'u-zed')).toBe('revert');
    expect(ownerUndoOf({ ...zed, version: 4 }, record, 'u-zed')).toBe('kept');
    expect(ownerUndoOf(null, record, 'u-zed')).toBe('gone');
  });
});
