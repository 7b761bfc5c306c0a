// The merge's "nothing is lost" rule alone: which values of the customers go into the kept one's notes, and the limit.
import { describe, expect, it } from '@jest/globals';
import type { Customer, CustomerFields } from '../../server/domain/customers/customer.ts';
import { carriedLine, notesAfterMerge, valuesNotKept } from '../../server/domain/merge/mergeCarryOver.ts';
import { limits } from '../../server/domain/validation.ts';

const customer = (id: string, overrides: Partial<Customer> = {}): Customer => ({
  id,
  fname: 'Ana',
  lname: 'Díaz',
  email: 'ana@example.com',
  phone: '+44 20 7946 0000',
  phoneNormalized: '+442079460000',
  address: '1 Engine Row',
  notes: '',
  status: true,
  version: 1,
  ...overrides,
});
const fieldsOf = ({
  id: _id,
  status: _status,
  version: _version,
  mergedInto: _mergedInto,
  ...fields
}: Customer): CustomerFields => fields;

describe('valuesNotKept', () => {
  it('lists each other email, phone, address and note once, the kept customer’s replaced ones too, and skips what the kept one carries', () => {
    const kept = customer('k', { notes: 'Met at the fair' });
    const twin = customer('t', {
      fname: 'Anita',
      email: 'ANA@example.com ',
      phone: '+44 20 7946 0999',
      phoneNormalized: '+442079460999',
      address: '2 Mill Lane',
      notes: 'Prefers email',
    });
    // The same phone typed otherwise, and a note the kept notes hold already: nothing more to keep.
    const third = customer('x', { phone: '020 7946 0999', phoneNormalized: '+442079460999', notes: 'met at the fair' });
    expect(valuesNotKept(fieldsOf(kept), kept, [twin, third])).toEqual([
      { field: 'phone', value: '+44 20 7946 0999', from: 'Anita Díaz', merged: true },
      { field: 'address', value: '2 Mill Lane', from: 'Anita Díaz', merged: true },
      { field: 'notes', value: 'Prefers email', from: 'Anita Díaz', merged: true },
    ]);
    // Choosing the twin's phone keeps the kept customer's own as a line instead.
    const after = { ...fieldsOf(kept), phone: twin.phone, phoneNormalized: twin.phoneNormalized };
    expect(valuesNotKept(after, kept, [twin]).filter(({ field }) => field === 'phone')).toEqual([
      { field: 'phone', value: '+44 20 7946 0000', from: 'Ana Díaz', merged: false },
    ]);
  });

  it('counts a value the notes already mention as carried, so merging again adds no second line', () => {
    const kept = customer('k', { notes: 'Also: phone +44 20 7946 0999 (from merged customer Anita Díaz)' });
    const twin = customer('t', { phone: '+44 20 7946 0999', phoneNormalized: '+442079460999' });
    expect(valuesNotKept(fieldsOf(kept), kept, [twin])).toEqual([]);
  });
});

describe('notesAfterMerge', () => {
  it('adds one line a value after the notes', () => {
    const kept = customer('k', { notes: 'Met at the fair' });
    const twin = customer('t', {
      email: 'ana.diaz@example.com',
      phone: '+44 20 7946 0999',
      phoneNormalized: '+442079460999',
    });
    expect(notesAfterMerge(fieldsOf(kept), kept, [twin])).toEqual({
      ok: true,
      notes:
        'Met at the fair\nAlso: email ana.diaz@example.com (from merged customer Ana Díaz)\nAlso: phone +44 20 7946 0999 (from merged customer Ana Díaz)',
    });
    expect(carriedLine({ field: 'notes', value: 'Prefers email', from: 'Ana Díaz', merged: false })).toBe(
      'Also: notes “Prefers email” (Ana Díaz’s before the merge)',
    );
    expect(notesAfterMerge(fieldsOf(kept), kept, [customer('t')])).toEqual({ ok: true, notes: 'Met at the fair' });
  });

  it('refuses, naming the limit, rather than drop a value past the notes’ length', () => {
    const kept = customer('k', { notes: 'n'.repeat(limits.notesMax - 10) });
    const twin = customer('t', { email: 'ana.diaz@example.com' });
    expect(notesAfterMerge(fieldsOf(kept), kept, [twin])).toEqual({
      ok: false,
      fields: { notes: expect.stringContaining(`at most ${limits.notesMax}`) },
    });
  });
});
