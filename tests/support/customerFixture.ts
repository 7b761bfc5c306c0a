// Ada, the customer tests make copies of: as the store holds her, for the unit tests of small rules (active, at version
// 1, unless told otherwise), and as a client sends her, for the API tests.
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

/** Ada as a client sends her to saveCustomer or mergeCustomers; `notes` empty unless told otherwise. */
export function adaInput(notes = '') {
  return {
    fname: 'Ada',
    lname: 'Lovelace',
    email: 'ada@example.com',
    phone: '555 010 0100',
    address: '1 Engine Row',
    notes,
  };
}
