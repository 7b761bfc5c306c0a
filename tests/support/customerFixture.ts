// A customer as the store holds it, for the unit tests of small rules: Ada, active, at version 1, unless told otherwise.
import type { Customer } from '../../server/domain/customers/customer.ts';

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'c1',
    fname: 'Ada',
    lname: 'Lovelace',
    email: 'ada@example.com',
    phone: '555 0100',
    phoneNormalized: null,
    address: '1 Engine Row',
    notes: '',
    status: true,
    version: 1,
    ...overrides,
  };
}
