// The stale-write merge alone (docs/collaboration.md#versions-and-conflicts): a write made on an older version merges
// with what others wrote since, field by field; a field both changed, to different values, is a conflict.
import { describe, expect, it } from '@jest/globals';
import type { Customer } from '../../server/domain/customers/customer.ts';
import { ConflictError } from '../../server/domain/errors.ts';
import type { FieldChange } from '../../server/domain/history/customerHistory.ts';
import { isStale, mergeStaleWrite, valuesAfterOthers } from '../../server/domain/conflicts/staleWriteMerge.ts';

const seen: Customer = {
  id: 'c1',
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.com',
  phone: '555 0100',
  phoneNormalized: '+15550100',
  address: '1 Engine Row',
  notes: '',
  status: true,
  version: 3,
};
/** The customer now, after others' writes, and those writes' changes since the version the client saw. */
function othersWrote(changes: Partial<Customer>, writes = 1): { current: Customer; since: FieldChange[][] } {
  const current = { ...seen, ...changes, version: seen.version + writes };
  const fieldChanges = Object.entries(changes)
    .filter(([field]) => field !== 'phoneNormalized')
    .map(([field, to]) => ({ field, from: String(seen[field as keyof Customer]), to: String(to) }));
  return { current, since: [fieldChanges] };
}

describe('isStale', () => {
  it('is stale only when a version was sent and others wrote after it', () => {
    expect(isStale(seen, 2)).toBe(true);
    expect(isStale(seen, 3)).toBe(false);
    expect(isStale(seen, null)).toBe(false);
    expect(isStale(seen, undefined)).toBe(false);
    expect(isStale(null, 1)).toBe(false);
  });
});

describe('mergeStaleWrite', () => {
  it('takes the client’s value for a field nobody else changed', () => {
    const { current, since } = othersWrote({ address: '2 Engine Row' });
    expect(mergeStaleWrite(current, since, { ...seen, fname: 'Augusta', address: seen.address })).toEqual({
      ok: true,
      values: { ...seen, fname: 'Augusta', address: '2 Engine Row' },
    });
  });

  it('keeps the others’ value (a phone with its normalised form) for a field the client left as it saw it', () => {
    const { current, since } = othersWrote({ phone: '555 0199', phoneNormalized: '+15550199' });
    const merged = mergeStaleWrite(current, since, { ...seen, notes: 'called' });
    expect(merged).toEqual({
      ok: true,
      values: { ...seen, notes: 'called', phone: '555 0199', phoneNormalized: '+15550199' },
    });
  });

  it('is a conflict when both changed a field to different values, naming each such field', () => {
    const { current, since } = othersWrote({ fname: 'Augusta', email: 'augusta@example.com' });
    expect(mergeStaleWrite(current, since, { ...seen, fname: 'Ada Augusta', email: 'ada.king@example.com' })).toEqual({
      ok: false,
      fields: ['fname', 'email'],
    });
  });

  it('is no conflict when both changed a field to the same value', () => {
    const { current, since } = othersWrote({ fname: 'Augusta' });
    expect(mergeStaleWrite(current, since, { ...seen, fname: 'Augusta' })).toEqual({
      ok: true,
      values: { ...seen, fname: 'Augusta' },
    });
  });

  it('takes the client’s value for a field others changed and changed back', () => {
    const current = { ...seen, version: 5 };
    const since = [[{ field: 'notes', from: '', to: 'x' }], [{ field: 'notes', from: 'x', to: '' }]];
    expect(mergeStaleWrite(current, since, { notes: 'mine' })).toEqual({ ok: true, values: { notes: 'mine' } });
  });

  it('a remove or restore on an old version stands unless others changed the status otherwise', () => {
    const edited = othersWrote({ notes: 'edited' });
    expect(mergeStaleWrite(edited.current, edited.since, { status: false })).toEqual({
      ok: true,
      values: { status: false },
    });
    const removed = othersWrote({ status: false });
    // Removed by someone else too: the same status, nothing to refuse.
    expect(mergeStaleWrite(removed.current, removed.since, { status: false })).toEqual({
      ok: true,
      values: { status: false },
    });
    // A restore asked on the version before their remove conflicts: a status is requested, never a value left as seen.
    const restoredAfter = othersWrote({ status: false });
    expect(mergeStaleWrite(restoredAfter.current, restoredAfter.since, { status: true })).toEqual({
      ok: false,
      fields: ['status'],
    });
  });

  it('valuesAfterOthers answers the merged values, or throws ConflictError with the customer as it is', () => {
    const { current, since } = othersWrote({ fname: 'Augusta' });
    expect(valuesAfterOthers(current, since, { lname: 'King' })).toEqual({ lname: 'King' });
    let thrown: unknown;
    try {
      valuesAfterOthers(current, since, { fname: 'Ada Augusta' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConflictError);
    expect(thrown).toMatchObject({ customer: current, fields: ['fname'] });
  });
});
