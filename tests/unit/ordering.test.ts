// The shared order's keys (server/domain/ordering.ts): case and accents aside, numbers by value, every column's key
// ending with the name order's; the same key whether a value is plain ASCII or not, and whether the caller hands
// over the name key or not.
import { describe, expect, it } from '@jest/globals';
import {
  customerOrderKey,
  customerSortFieldNames,
  customerSortKey,
  nameSortKey,
} from '../../server/domain/ordering.ts';

const sorted = (names: string[]) =>
  [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0));

describe('the shared order', () => {
  it('reads names with case and accents aside, compatibility forms as their letters, and trims them', () => {
    expect(nameSortKey('Élodie')).toBe(nameSortKey('elodie'));
    expect(nameSortKey('ÅNGSTRÖM')).toBe('angstrom');
    expect(nameSortKey('Ｆｕｌｌ')).toBe('full');
    expect(nameSortKey('ﬁsh')).toBe('fish');
    expect(nameSortKey('  Lee ')).toBe('lee');
    expect(nameSortKey('Café')).toBe(nameSortKey('CAFE'));
  });

  it('orders numbers by value, leading zeros aside, in ASCII and beyond it', () => {
    expect(sorted(['Unit 10', 'Unit 9', 'Unit 007', 'Unit 100'])).toEqual([
      'Unit 007',
      'Unit 9',
      'Unit 10',
      'Unit 100',
    ]);
    expect(sorted(['Rue 10 é', 'Rue 9 é'])).toEqual(['Rue 9 é', 'Rue 10 é']);
    expect(nameSortKey('0')).toBe('010');
    expect(nameSortKey('Flat 000')).toBe('flat 010');
  });

  it("puts 'Lee' before 'Leeds' and a name before the same name with more after it", () => {
    const lee = { id: 'b', fname: 'Ann', lname: 'Lee' };
    const leeds = { id: 'a', fname: 'Ann', lname: 'Leeds' };
    expect(customerSortKey(lee) < customerSortKey(leeds)).toBe(true);
  });

  it('makes the same column key with the name key handed over as without it', () => {
    const customers = [
      {
        id: '1',
        fname: 'Zoë',
        lname: 'Ångström',
        email: 'Zoe@Example.com',
        phone: '555 010 0999',
        address: '10 Rue de la Paix',
        notes: '',
      },
      {
        id: '2',
        fname: 'ann',
        lname: 'lee',
        email: 'ann@example.com',
        phone: '+1 555 0100',
        address: '9 Main St',
        notes: 'Met at Café 7',
      },
    ];
    for (const customer of customers) {
      const nameKey = customerSortKey(customer);
      for (const field of customerSortFieldNames)
        expect(customerOrderKey(customer, field, nameKey)).toBe(customerOrderKey(customer, field));
    }
  });
});
