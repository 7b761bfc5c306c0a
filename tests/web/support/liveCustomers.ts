// Customers for the tests of the live list's collection: one by name, random ones from a seeded generator, and what a
// collection shows.
import type {
  LiveCustomer,
  LiveCustomerChange,
  LiveCustomerCollection,
} from '../../../web/src/features/customers/live/liveCustomerCollection.ts';

export function customer(id: string, fname: string, lname: string, extra: Partial<LiveCustomer> = {}): LiveCustomer {
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
    tags: [],
    fields: [],
    company: null,
    ...extra,
  };
}

export const added = (...customers: LiveCustomer[]): LiveCustomerChange[] =>
  customers.map((item) => ({ type: 'ADDED', customer: item }));
export const names = (collection: LiveCustomerCollection) =>
  collection.view('').customers.map((item) => `${item.fname} ${item.lname}`);
export const ids = (collection: LiveCustomerCollection, search = '') =>
  collection.view(search).customers.map((item) => item.id);

/** A small random word, with some capitals, accents and digits so case, accents and numbers all count. */
export function word(random: () => number): string {
  const letters = 'abcdeéfgAÉBzZ019 ';
  const length = 1 + Math.floor(random() * 6);
  let text = '';
  for (let i = 0; i < length; i++) text += letters[Math.floor(random() * letters.length)];
  return text;
}

/** A seeded generator, so a failure repeats. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function randomCustomer(random: () => number, id: string): LiveCustomer {
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
    tags: [],
    fields: [],
    company: null,
    version: 1,
  };
}
