// What a merge checks on every store: a stale choice of fields, an erased kept customer, missing or merged ids, and
// the "not duplicates" marks.
import { expect, it } from '@jest/globals';
import { ConflictError } from '../../../server/domain/errors.ts';
import { waitFor } from '../../support/waitFor.ts';
import { fields, nextId, dana, addWebhook } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function mergeCheckContract(fresh: FreshStore): void {
  it('merges fields chosen on an older version of the kept customer with what others saved since; a field both changed is a conflict and nothing is written', async () => {
    const { customers } = fresh;
    const [keep, twin] = [nextId(), nextId()];
    await customers.create(keep, fields({ notes: 'first' }));
    await customers.create(twin, fields({ fname: 'Augusta', notes: 'second' }));
    // The merge was chosen on version 1; meanwhile someone saved a new phone on the kept customer.
    await customers.update(keep, fields({ phone: '555 0199', notes: 'first' }), null, 1);
    const outcome = await customers.merge(keep, [twin], fields({ fname: 'Augusta', notes: 'first\nsecond' }), dana, 1);
    // The twin's phone stays among the kept customer's phones.
    const phones = [
      { label: 'work' as const, value: '555 0199', normalized: null },
      { label: 'work' as const, value: '555 0100', normalized: null },
    ];
    const emails = [{ label: 'work' as const, value: 'ada@example.com' }];
    const notes = 'first\nsecond';
    expect(outcome).toEqual({
      kept: {
        id: keep,
        ...fields({ fname: 'Augusta', phone: '555 0199', notes, phones, emails }),
        status: true,
        version: 3,
      },
    });
    expect(await customers.get(keep)).toEqual((outcome as { kept: unknown }).kept);

    const [other, otherTwin] = [nextId(), nextId()];
    await customers.create(other, fields());
    await customers.create(otherTwin, fields({ fname: 'Augusta' }));
    await customers.update(other, fields({ phone: '555 0199' }), null, 1);
    // Both changed the phone, to different values: CONFLICT with the customer as it is, as for a save.
    const refused = await customers
      .merge(other, [otherTwin], fields({ phone: '555 0222' }), dana, 1)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({ fields: ['phone'], customer: { id: other, phone: '555 0199', version: 2 } });
    expect(await customers.get(other)).toEqual({
      id: other,
      ...fields({ phone: '555 0199' }),
      status: true,
      version: 2,
    });
    expect(await customers.get(otherTwin)).toEqual({
      id: otherTwin,
      ...fields({ fname: 'Augusta' }),
      status: true,
      version: 1,
    });
    expect((await customers.history(otherTwin, 5, null)).nodes.map(({ type }) => type)).toEqual(['CREATED']);
    // On the version it is now, the merge goes through.
    expect(await customers.merge(other, [otherTwin], fields({ phone: '555 0222' }), dana, 2)).toMatchObject({
      kept: { phone: '555 0222', version: 3 },
    });
  });

  it('clears the mergedInto of customers merged into one that is erased; they can still be restored', async () => {
    const { customers, watch } = fresh;
    const [keep, one, two] = [nextId(), nextId(), nextId()];
    for (const id of [keep, one, two]) await customers.create(id, fields({ fname: `Twin ${id}` }));
    await customers.merge(keep, [one, two], null, dana);
    const removedList = watch('REMOVED');
    await removedList.until(1);

    expect(await customers.erase(keep)).toBe(true);

    for (const id of [one, two]) {
      const left = await customers.get(id);
      // Only the pointer goes: no write of theirs, so the same version and no history entry.
      expect(left).toEqual({ id, ...fields({ fname: `Twin ${id}` }), status: false, version: 2 });
      expect((await customers.history(id, 5, null)).nodes.map(({ type }) => type)).toEqual(['MERGED', 'CREATED']);
    }
    expect((await customers.list('REMOVED')).filter(({ mergedInto }) => mergedInto)).toEqual([]);
    // A live list holding them hears them without it.
    await waitFor(
      () =>
        [one, two].every((id) =>
          removedList.sets
            .slice(1)
            .some((set) =>
              set.changes.some(
                ({ type, customer }) => type === 'MODIFIED' && customer.id === id && !customer.mergedInto,
              ),
            ),
        ),
      'the merged customers without mergedInto in a live list',
      10_000,
    );
    expect(await customers.setStatus(one, true, dana)).toEqual({
      id: one,
      ...fields({ fname: `Twin ${one}` }),
      status: true,
      version: 3,
    });
    expect(await customers.bulkSetStatus(`restore-${two}`, [two], true)).toBe(1);
    expect(await customers.get(two)).toMatchObject({ status: true, version: 3 });
    // No longer merged, it may be kept in a merge again.
    expect(await customers.merge(one, [two], null)).toMatchObject({ kept: { id: one } });
  });

  it('writes nothing when an id is missing, or a customer was merged already', async () => {
    const { store, customers } = fresh;
    const [keep, twin, other] = [nextId(), nextId(), nextId()];
    await customers.create(keep, fields());
    await customers.create(twin, fields({ fname: 'Augusta' }));
    await addWebhook(store.webhooks);
    await customers.create(other, fields({ fname: 'Grace' }));
    const eventsBefore = (await store.webhooks.eventsAfter('', 100)).length;
    expect(await customers.merge(keep, [twin, 'no-such-customer'], fields({ fname: 'Changed' }))).toEqual({
      missing: 'no-such-customer',
    });
    expect(await customers.merge('no-such-customer', [twin], null)).toEqual({ missing: 'no-such-customer' });
    expect(await customers.get(keep)).toEqual({ id: keep, ...fields(), status: true, version: 1 });
    expect(await customers.get(twin)).toMatchObject({ status: true, version: 1 });
    expect((await customers.history(twin, 5, null)).nodes.map(({ type }) => type)).toEqual(['CREATED']);
    expect(await store.webhooks.eventsAfter('', 100)).toHaveLength(eventsBefore);

    await customers.merge(keep, [twin], null);
    expect(await customers.merge(twin, [other], null)).toEqual({ invalid: { keepId: expect.any(String) } });
    expect(await customers.merge(other, [twin], null)).toEqual({
      invalid: { mergeIds: expect.stringContaining('already merged') },
    });
    expect(await customers.get(other)).toMatchObject({ status: true, version: 1 });
    expect(await customers.get(twin)).toMatchObject({ mergedInto: keep, version: 2 });
  });

  it('keeps "not duplicates" marks, oldest first, as another process reads them too', async () => {
    const { store, customers } = fresh;
    expect(await customers.notDuplicateMarks()).toEqual([]);
    const [one, two, three] = [nextId(), nextId(), nextId()];
    await customers.markNotDuplicates({ customerIds: [one, two], byUid: dana.uid, at: 1_000 });
    await customers.markNotDuplicates({ customerIds: [one, two, three], byUid: null, at: 2_000 });
    const marks = [
      { customerIds: [one, two], byUid: dana.uid, at: 1_000 },
      { customerIds: [one, two, three], byUid: null, at: 2_000 },
    ];
    expect(await customers.notDuplicateMarks()).toEqual(marks);
    const other = await store.another();
    expect(await other.customers.notDuplicateMarks()).toEqual(marks);
    await other.close();
  });
}
