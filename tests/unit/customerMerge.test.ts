// The merge's rules alone: which ids a merge may name, what it writes on each side, and which customers form a group.
import { describe, expect, it } from '@jest/globals';
import type { Customer } from '../../server/domain/customers/customer.ts';
import { withStatus } from '../../server/domain/customers/customer.ts';
import { duplicateGroups, mergeIdsOf, planMerge } from '../../server/domain/merge/customerMerge.ts';
import { carriedLines, distinctValues, joinedNotes, suggestedKeep } from '../../web/src/features/merge/mergeChoices.ts';
import { customerFixture } from '../support/customerFixture.ts';

const customer = (id: string, overrides: Partial<Customer> = {}) =>
  customerFixture({ id, email: `${id}@example.com`, ...overrides });

describe('mergeIdsOf', () => {
  it('names each id once, refuses none, the kept one, and more than 20', () => {
    expect(mergeIdsOf('k', ['a', 'b', 'a'])).toEqual({ ok: true, ids: ['a', 'b'] });
    expect(mergeIdsOf('k', [])).toMatchObject({ ok: false, fields: { mergeIds: expect.any(String) } });
    expect(mergeIdsOf('k', ['a', 'k'])).toEqual({
      ok: false,
      fields: { mergeIds: 'The kept customer cannot be merged into itself' },
    });
    expect(
      mergeIdsOf(
        'k',
        Array.from({ length: 21 }, (_, i) => `c${i}`),
      ),
    ).toEqual({ ok: false, fields: { mergeIds: 'Merge at most 20 customers at a time' } });
    expect(
      mergeIdsOf(
        'k',
        Array.from({ length: 20 }, (_, i) => `c${i}`),
      ).ok,
    ).toBe(true);
  });
});

describe('planMerge', () => {
  it('gives the kept customer the fields and its status, removes the others pointing at it, each side naming the other', () => {
    const kept = customer('k', { status: false, version: 4 });
    const twin = customer('t', { fname: 'Augusta' });
    const fields = {
      fname: 'Augusta',
      lname: 'Lovelace',
      email: 'k@example.com',
      phone: '555 0199',
      phoneNormalized: '+15550199',
      address: '1 Engine Row',
      notes: 'joined',
    };
    const planned = planMerge(kept, [twin], fields);
    // Every phone and email of both is kept, the chosen first; what else neither the fields nor the notes carry stays
    // as lines in the notes (mergeCarryOver.test.ts).
    const keptFields = {
      ...fields,
      phones: [
        { label: 'work', value: '555 0199', normalized: '+15550199' },
        { label: 'work', value: '555 0100', normalized: kept.phoneNormalized },
      ],
      emails: [
        { label: 'work', value: 'k@example.com' },
        { label: 'work', value: 't@example.com' },
      ],
    };
    expect(planned).toEqual({
      ok: true,
      plan: {
        keptFields,
        kept: {
          before: kept,
          after: { ...kept, ...keptFields, version: 5 },
          extra: [{ field: 'mergedFrom', from: null, to: 't' }],
        },
        merged: [
          {
            before: twin,
            after: { ...twin, status: false, version: 2, mergedInto: 'k' },
            extra: [{ field: 'mergedInto', from: null, to: 'k' }],
          },
        ],
      },
    });
    // Without fields the kept one keeps its own values.
    expect(planMerge(kept, [twin], null)).toMatchObject({
      ok: true,
      plan: {
        kept: {
          after: {
            ...kept,
            version: 5,
            notes: '',
            emails: [
              { label: 'work', value: 'k@example.com' },
              { label: 'work', value: 't@example.com' },
            ],
          },
        },
      },
    });
  });

  it('refuses to keep or merge again a customer merged into another', () => {
    expect(planMerge(customer('k', { mergedInto: 'x', status: false }), [customer('t')], null)).toMatchObject({
      ok: false,
      fields: { keepId: expect.any(String) },
    });
    expect(planMerge(customer('k'), [customer('t', { mergedInto: 'x', status: false })], null)).toEqual({
      ok: false,
      fields: { mergeIds: 'Ada Lovelace was already merged into another customer' },
    });
  });

  it('leaves mergedInto behind when a merged customer is restored, not when it stays removed', () => {
    const merged = customer('t', { status: false, version: 2, mergedInto: 'k' });
    expect(withStatus(merged, true)).toEqual(customer('t', { status: true, version: 3 }));
    expect(withStatus(merged, false)).toEqual({ ...merged, version: 3 });
  });
});

describe('duplicateGroups', () => {
  it('groups customers sharing an email (case aside) or a normalised phone, through one another, and says what they share', () => {
    const a = customer('a', { email: 'Ada@example.com', phoneNormalized: '+15550100' });
    const b = customer('b', { email: 'ada@example.com ' });
    const c = customer('c', { phoneNormalized: '+15550100' });
    const alone = customer('d', { phoneNormalized: '+15550999' });
    const e = customer('e', { email: 'grace@example.com' });
    const f = customer('f', { email: 'GRACE@example.com' });
    expect(duplicateGroups([a, alone, b, e, c, f])).toEqual([
      { customers: [a, b, c], emails: ['ada@example.com'], phones: ['+15550100'] },
      { customers: [e, f], emails: ['grace@example.com'], phones: [] },
    ]);
    expect(duplicateGroups([alone, customer('x')])).toEqual([]);
  });
});

describe('the merge dialog’s choices', () => {
  it('offers each distinct value once (no empty note), and joins every note once', () => {
    const values = (fname: string, notes: string) => ({
      fname,
      lname: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 0100',
      address: '1 Engine Row',
      notes,
    });
    const customers = [
      values('Ada', 'Met at the fair'),
      values('Augusta ', ''),
      values('Ada', 'Prefers email'),
      values('Ada', 'Met at the fair'),
    ];
    expect(distinctValues(customers, 'fname')).toEqual(['Ada', 'Augusta']);
    expect(distinctValues(customers, 'lname')).toEqual(['Lovelace']);
    expect(distinctValues(customers, 'notes')).toEqual(['Met at the fair', 'Prefers email']);
    expect(joinedNotes(customers)).toBe('Met at the fair\n\nPrefers email');
  });

  it('suggests keeping the oldest (one older than history first), then the one with the most history, then the first given', () => {
    const made = (id: string, at: string | null, entries: number) => ({
      id,
      historySummary: { created: at === null ? null : { at }, entries },
    });
    const newer = made('newer', '2026-01-02T00:00:00.000Z', 9);
    const older = made('older', '2026-01-01T00:00:00.000Z', 1);
    expect(suggestedKeep([newer, older])?.id).toBe('older');
    expect(suggestedKeep([newer, older, made('before-history', null, 1)])?.id).toBe('before-history');
    expect(
      suggestedKeep([made('less', '2026-01-01T00:00:00.000Z', 1), made('more', '2026-01-01T00:00:00.000Z', 3)])?.id,
    ).toBe('more');
    expect(suggestedKeep([made('first', null, 1), made('second', null, 1)])?.id).toBe('first');
    expect(suggestedKeep([])).toBeNull();
  });

  it('previews the lines the server adds to the notes for the values left out', () => {
    const candidate = (id: string, phone: string, phoneNormalized: string) => ({
      ...customer(id),
      fname: 'Ana',
      lname: 'Díaz',
      email: 'ana@example.com',
      phone,
      phoneNormalized,
    });
    const kept = candidate('k', '555 0100', '+15550100');
    const twin = candidate('t', '+44 20 7946 0999', '+442079460999');
    // Phones and emails are all kept among the kept customer's: none goes to the notes.
    expect(carriedLines({ ...kept }, kept, [twin])).toEqual([]);
    expect(carriedLines({ ...kept, phone: twin.phone }, kept, [twin])).toEqual([]);
    expect(carriedLines({ ...kept }, kept, [{ ...twin, address: '3 Old Lane' }])).toEqual([
      'Also: address 3 Old Lane (from merged customer Ana Díaz)',
    ]);
  });
});
