// The rules of several phones and emails alone: the first is the phone and email, further ones checked, a merge's
// union, an edit that keeps them, and an export's cell read back.
import { describe, expect, it } from '@jest/globals';
import {
  checkedEmails,
  checkedPhones,
  contactListText,
  customerPhones,
  importedContactPoints,
  keptContactPoints,
  mergedContactPoints,
  parseContactList,
  type WithContactPoints,
} from '../../server/domain/contactPoints/contactPoints.ts';

const phone = (label: 'work' | 'mobile' | 'home' | 'other', value: string, normalized: string | null = null) => ({
  label,
  value,
  normalized,
});

describe('reading a customer', () => {
  it('reads one work phone for a customer from before, and the phone field as the first whatever the list says', () => {
    expect(customerPhones({ phone: '555 0100', phoneNormalized: null, email: 'a@example.com' })).toEqual([
      phone('work', '555 0100'),
    ]);
    const listed = {
      phone: '555 0199',
      email: 'a@example.com',
      phones: [phone('mobile', '555 0100'), phone('home', '555 0111')],
    };
    expect(customerPhones(listed).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'mobile: 555 0199',
      'home: 555 0111',
    ]);
  });
});

describe('checking what a save sends', () => {
  it('names the entry that fails, the first differing from the phone, a label it does not know, and a repeat', () => {
    expect(checkedPhones(undefined, '+44 20 7946 0000', 'GB')).toEqual({ ok: true, points: undefined });
    const first = { label: 'work', value: '+44 20 7946 0000' };
    expect(checkedPhones([first, { label: 'home', value: '020 7946 0999' }], '+44 20 7946 0000', 'GB')).toEqual({
      ok: true,
      points: [phone('work', '+44 20 7946 0000', '+442079460000'), phone('home', '020 7946 0999', '+442079460999')],
    });
    expect(
      checkedPhones(
        [
          first,
          { label: 'home', value: '12' },
          { label: 'fax', value: '020 7946 0998' },
          { label: 'work', value: '020 7946 0000' },
        ],
        '+44 20 7946 0000',
        'GB',
      ),
    ).toEqual({
      ok: false,
      fields: {
        'phones.1': 'Please insert valid phone',
        'phones.2': 'Please choose work, mobile, home or other',
        'phones.3': 'This phone is already listed',
      },
    });
    expect(checkedEmails([{ label: 'work', value: 'b@example.com' }], 'a@example.com')).toEqual({
      ok: false,
      fields: { 'emails.0': 'The first email must be the customer’s email' },
    });
    expect(
      checkedEmails(
        [
          { label: 'work', value: 'a@example.com' },
          { label: 'home', value: 'A@Example.com' },
        ],
        'a@example.com',
      ),
    ).toEqual({ ok: false, fields: { 'emails.1': 'This email is already listed' } });
    const many = Array.from({ length: 21 }, (_, i) => ({ label: 'other', value: `e${i}@example.com` }));
    expect(checkedEmails(many, 'e0@example.com')).toEqual({
      ok: false,
      fields: { emails: 'Please keep at most 20 emails' },
    });
  });

  it('keeps the further ones through an edit that sends none, the first following the new phone, a repeat of it dropped', () => {
    const current = {
      phone: '555 0100',
      email: 'a@example.com',
      phones: [phone('mobile', '555 0100', '+15550100'), phone('home', '555 0199', '+15550199')],
    };
    const edit: WithContactPoints = { phone: '555 0199', phoneNormalized: '+15550199', email: 'a@example.com' };
    const kept = keptContactPoints(edit, current);
    expect(kept.phones).toEqual([phone('mobile', '555 0199', '+15550199')]);
    expect(kept.emails).toBeUndefined();
  });
});

describe('a merge', () => {
  it('keeps every phone of them all, the chosen first, each once by its normalised form', () => {
    const kept = { phone: '555 0100', phoneNormalized: '+15550100', email: 'a@example.com' };
    const twin = {
      phone: '(555) 010-0199',
      phoneNormalized: '+15550199',
      email: 'b@example.com',
      phones: [phone('mobile', '(555) 010-0199', '+15550199'), phone('home', '555-0100', '+15550100')],
    };
    const { phones, emails } = mergedContactPoints(kept, [kept, twin]);
    expect(phones.map(({ value }) => value)).toEqual(['555 0100', '(555) 010-0199']);
    expect(emails.map(({ value }) => value)).toEqual(['a@example.com', 'b@example.com']);
  });
});

describe('an export cell read back', () => {
  it('reads `label: value; …`, a bare value as work, and puts the row’s own phone first with its label', () => {
    const cell = contactListText([
      { label: 'home', value: '+44 20 7946 0999' },
      { label: 'mobile', value: '+44 20 7946 0000' },
    ]);
    expect(cell).toBe('home: +44 20 7946 0999; mobile: +44 20 7946 0000');
    expect(parseContactList(`${cell}; +1 212 555 0100`)).toEqual([
      { label: 'home', value: '+44 20 7946 0999' },
      { label: 'mobile', value: '+44 20 7946 0000' },
      { label: 'work', value: '+1 212 555 0100' },
    ]);
    expect(importedContactPoints('+44 20 7946 0000', cell)).toEqual({
      first: '+44 20 7946 0000',
      points: [
        { label: 'mobile', value: '+44 20 7946 0000' },
        { label: 'home', value: '+44 20 7946 0999' },
      ],
    });
    expect(importedContactPoints('', cell).first).toBe('+44 20 7946 0999');
    expect(importedContactPoints('555 0100', '')).toEqual({ first: '555 0100', points: null });
  });
});
