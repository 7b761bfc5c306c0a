// The import page's pure rules (web/src/features/import/importRows.ts): which column of a file feeds which field,
// guessed from its headers, and which rows pass the customer rules or repeat an earlier row of the same file.
import { describe, expect, it } from '@jest/globals';
import { checkRows, guessMapping, type ColumnMapping } from '../../web/src/features/import/importRows.ts';

describe('guessing the columns from the headers', () => {
  it('maps the usual header words whatever their case, spaces and punctuation', () => {
    expect(guessMapping(['First Name', 'Surname', 'E-mail', 'Mobile', 'Street Address', 'Comments'])).toEqual({
      fname: 0,
      lname: 1,
      email: 2,
      phone: 3,
      address: 4,
      notes: 5,
      ownerEmail: null,
      companyName: null,
      tagNames: null,
      phones: null,
      emails: null,
    });
  });

  it('finds the fields in any column order and in other languages’ words', () => {
    expect(guessMapping(['Email', 'Telephone', 'Vorname', 'Nachname'])).toEqual({
      fname: 2,
      lname: 3,
      email: 0,
      phone: 1,
      address: null,
      notes: null,
      ownerEmail: null,
      companyName: null,
      tagNames: null,
      phones: null,
      emails: null,
    });
  });

  it('maps an owner column (an email per row) by its usual header words', () => {
    expect(guessMapping(['Email', 'Account owner']).ownerEmail).toBe(1);
    expect(guessMapping(['Owner', 'Email'])).toMatchObject({ email: 1, ownerEmail: 0 });
    expect(guessMapping(['Email', 'Organisation']).companyName).toBe(1);
    // An export's tags column: the cell goes to the server whole (server/domain/tags/tagCell.ts).
    expect(guessMapping(['email', 'tags', 'company'])).toMatchObject({ email: 0, tagNames: 1, companyName: 2 });
  });

  it('leaves a field empty when no header names it, and never feeds two fields from one column', () => {
    expect(guessMapping(['Shoe size', 'Last', 'Last'])).toEqual({
      fname: null,
      lname: 1,
      email: null,
      phone: null,
      address: null,
      notes: null,
      ownerEmail: null,
      companyName: null,
      tagNames: null,
      phones: null,
      emails: null,
    });
    expect(guessMapping([])).toEqual({
      fname: null,
      lname: null,
      email: null,
      phone: null,
      address: null,
      notes: null,
      ownerEmail: null,
      companyName: null,
      tagNames: null,
      phones: null,
      emails: null,
    });
  });
});

describe('checking the rows', () => {
  const mapping: ColumnMapping = {
    fname: 0,
    lname: 1,
    email: 2,
    phone: 3,
    address: 4,
    notes: null,
    ownerEmail: null,
    companyName: null,
    tagNames: null,
    phones: null,
    emails: null,
  };
  const row = (fname: string, email: string, phone: string, address = '1 Main Street') => [
    fname,
    'Cohen',
    email,
    phone,
    address,
    'a column nobody mapped',
  ];

  it('takes each field from its column, trimmed, and leaves an unmapped field empty', () => {
    const [checked] = checkRows(
      [['  Dana ', ' Cohen', 'dana@example.com ', ' 054-123-4567', '1 Main Street', 'ignored']],
      mapping,
    );
    expect(checked).toEqual({
      values: {
        fname: 'Dana',
        lname: 'Cohen',
        email: 'dana@example.com',
        phone: '054-123-4567',
        address: '1 Main Street',
        notes: '',
        ownerEmail: '',
        companyName: '',
        tagNames: '',
        phones: '',
        emails: '',
      },
      errors: null,
      repeatOf: null,
    });
  });

  it('refuses a row failing a customer rule, with the form’s message for each failing field', () => {
    const checked = checkRows(
      [row('Dana', 'not an email', '054-123-4567'), row('D', 'dana@example.com', '123', 'Road')],
      mapping,
    );
    expect(checked[0]!.errors).toEqual({ email: 'Please insert valid email' });
    expect(checked[1]!.errors).toEqual({
      fname: 'Please insert valid name',
      phone: 'Please insert valid phone',
      address: 'Please insert valid address',
    });
  });

  it('refuses a row whose required column is missing or empty', () => {
    const [checked] = checkRows([['Dana', 'Cohen', 'dana@example.com']], mapping);
    expect(checked!.errors).toEqual({ phone: 'Please insert valid phone', address: 'Please insert valid address' });
  });

  it('marks a row repeating an earlier row’s email (case aside) or phone digits as a repeat of the first one', () => {
    const checked = checkRows(
      [
        row('Dana', 'dana@example.com', '+972 54 123 4567'),
        row('Noa', 'noa@example.com', '054-765-4321'),
        row('Dana', 'DANA@Example.com', '03-555-0000'),
        row('Noa', 'other@example.com', '(054) 765 4321'),
        row('Dana', 'dana@example.com', '054 765 4321'),
      ],
      mapping,
    );
    expect(checked.map(({ repeatOf }) => repeatOf)).toEqual([null, null, 0, 1, 0]);
  });

  it('does not match phones with fewer than seven digits, nor empty emails', () => {
    const short = { ...mapping, email: null };
    const checked = checkRows([row('Dana', '', '12-34'), row('Noa', '', '1234')], short);
    expect(checked.map(({ repeatOf }) => repeatOf)).toEqual([null, null]);
  });
});
