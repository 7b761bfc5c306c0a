// The merge's "nothing is lost" rule alone: which values of the customers go into the kept one's notes, and the limit.
import { describe, expect, it } from '@jest/globals';
import type { Customer, CustomerFields } from '../../server/domain/customers/customer.ts';
import { carriedLine, notesAfterMerge, valuesNotKept } from '../../server/domain/merge/mergeCarryOver.ts';
import { limits } from '../../server/domain/fieldRules.ts';

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
    // Phones and emails stay among the kept customer's (contactPoints.ts), not in the notes.
    expect(valuesNotKept(fieldsOf(kept), kept, [twin, third])).toEqual([
      { field: 'address', value: '2 Mill Lane', from: 'Anita Díaz', merged: true },
      { field: 'notes', value: 'Prefers email', from: 'Anita Díaz', merged: true },
    ]);
    // Choosing the twin's phone keeps the kept customer's own among the phones: no line.
    const after = { ...fieldsOf(kept), phone: twin.phone, phoneNormalized: twin.phoneNormalized };
    expect(valuesNotKept(after, kept, [twin]).filter(({ field }) => field === 'phone')).toEqual([]);
    // Past the 20 phones a customer keeps, the rest go to the notes.
    const many = (from: number) =>
      Array.from({ length: 15 }, (_, i) => {
        const value = `+44 20 7946 ${String(from + i).padStart(4, '0')}`;
        return { label: 'mobile' as const, value, normalized: value.replaceAll(' ', '') };
      });
    const full = customer('f', {
      phones: [{ label: 'work', value: kept.phone, normalized: kept.phoneNormalized }, ...many(1)],
    });
    const other = customer('o', {
      phone: '+44 20 7946 0100',
      phoneNormalized: '+442079460100',
      phones: [{ label: 'work', value: '+44 20 7946 0100', normalized: '+442079460100' }, ...many(101)],
    });
    const lines = valuesNotKept(fieldsOf(full), full, [other]).filter(({ field }) => field === 'phone');
    expect(lines.map(({ value }) => value)).toEqual(
      Array.from({ length: 12 }, (_, i) => `+44 20 7946 ${String(104 + i).padStart(4, '0')}`),
    );
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
    const twin = customer('t', { address: '2 Mill Lane', notes: 'Prefers email' });
    expect(notesAfterMerge(fieldsOf(kept), kept, [twin])).toEqual({
      ok: true,
      notes:
        'Met at the fair\nAlso: address 2 Mill Lane (from merged customer Ana Díaz)\nAlso: notes “Prefers email” (from merged customer Ana Díaz)',
    });
    expect(carriedLine({ field: 'notes', value: 'Prefers email', from: 'Ana Díaz', merged: false })).toBe(
      'Also: notes “Prefers email” (Ana Díaz’s before the merge)',
    );
    expect(notesAfterMerge(fieldsOf(kept), kept, [customer('t')])).toEqual({ ok: true, notes: 'Met at the fair' });
  });

  it('refuses, naming the limit, rather than drop a value past the notes’ length', () => {
    const kept = customer('k', { notes: 'n'.repeat(limits.notesMax - 10) });
    const twin = customer('t', { address: '2 Mill Lane' });
    expect(notesAfterMerge(fieldsOf(kept), kept, [twin])).toEqual({
      ok: false,
      fields: { notes: expect.stringContaining(`at most ${limits.notesMax}`) },
    });
  });
});
