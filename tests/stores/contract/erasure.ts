// Erasing a customer for good on every store: nothing of it left in any table or collection, its audit entry in the
// same transaction.
import { expect, it } from '@jest/globals';
import { waitFor } from '../../support/waitFor.ts';
import { normalizePhone } from '../../../server/domain/phones.ts';
import type { AuditInput } from '../../../server/domain/team/team.ts';
import { fields, nextId, dana } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

/** A customer whose email and phone appear nowhere else, so a scan for them finds only what is left of it. */
export const traceable = (tag: string) => {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  const phone = `+1 (212) 555-${digits}`;
  return {
    email: `Erase.Me.${tag}@Example.com`,
    phone,
    digits: `1212555${digits}`,
    fields: fields({
      fname: 'Erin',
      lname: `Rase ${tag}`,
      email: `Erase.Me.${tag}@Example.com`,
      phone,
      phoneNormalized: normalizePhone(phone, 'US'),
      notes: `Secret note ${tag}`,
    }),
  };
};

export function erasureContract(fresh: FreshStore): void {
  it('erases a customer and every trace of it, history, import and bulk records, presence and events included: nothing of it is left in any table or collection', async () => {
    const { store, customers, watch, subscriptions } = fresh;
    const target = nextId();
    const bystander = nextId();
    const person = traceable(target);
    // A webhook, so that the outbox keeps events (it need keep none while there is none).
    await store.webhooks.add(
      {
        id: `hook-${bystander}`,
        url: 'https://receiver.example/hook',
        events: ['customer.erased'],
        description: null,
        enabled: true,
        createdAt: Date.now(),
        disabledReason: null,
      },
      'whsec_test',
    );
    await customers.create(target, { ...person.fields, notes: 'first note' }, dana);
    await customers.update(target, person.fields, dana);
    await customers.create(bystander, fields({ lname: 'Stays' }), dana);
    // An import that updated it, changed again since, so that the import's undo names it as kept.
    const importId = `import-${bystander}`;
    await customers.importBatch(
      importId,
      [{ kind: 'update', id: target, fields: { ...person.fields, address: '9 Imported Way' } }],
      { created: 0, updated: 1, skipped: 0, failed: 0 },
      dana,
    );
    await customers.update(target, { ...person.fields, address: '10 Later Street' }, dana);
    await customers.undoImport(importId, dana);
    await customers.bulkSetStatus(`bulk-${bystander}`, [target, bystander], false, dana);
    await store.presence.put({
      key: `page-${bystander}`,
      customerId: target,
      user: dana,
      editing: true,
      expiresAt: Date.now() + 60_000,
    });
    const traces = await customers.traces(target);
    expect([traces.imports.length, traces.bulkChanges.length, traces.webhookEvents.length > 3]).toEqual([1, 1, true]);
    const all = watch('ALL');
    const removedList = watch('REMOVED');
    await all.until(1);
    await removedList.until(1);
    const page: Array<string | null> = [];
    subscriptions.push(customers.watchCustomer(target, (customer) => page.push(customer && customer.id)));
    await waitFor(() => page.length === 1, 'the customer page');

    expect(await customers.erase(target)).toBe(true);

    expect(await customers.get(target)).toBeNull();
    expect((await customers.history(target, 100, null)).nodes).toEqual([]);
    expect(await customers.traces(target)).toEqual({
      imports: [],
      bulkChanges: [],
      webhookEvents: [expect.objectContaining({ type: 'customer.erased', data: { customer: { id: target } } })],
    });
    expect((await customers.list('ALL')).map(({ id }) => id)).toEqual([bystander]);
    expect(
      (await customers.findByContact([person.email.toLowerCase()], [person.fields.phoneNormalized!])).map(
        ({ id }) => id,
      ),
    ).toEqual([]);
    // Live lists and the open page hear it go, with no personal data.
    for (const list of [all, removedList]) {
      await waitFor(
        () =>
          list.sets.some((set) =>
            set.changes.some((change) => change.customer.id === target && change.type === 'REMOVED'),
          ),
        'the erasure in a live list',
      );
      const change = list.sets
        .flatMap((set) => set.changes)
        .filter((c) => c.customer.id === target)
        .at(-1)!;
      expect(change).toEqual({
        type: 'REMOVED',
        customer: expect.objectContaining({ id: target, fname: '', lname: '', email: '', phone: '', notes: '' }),
      });
    }
    await waitFor(() => page.at(-1) === null, 'the open page to hear the customer is gone');
    // The outbox keeps one event about it: customer.erased, with its id only.
    const events = await store.webhooks.eventsAfter('', 1000);
    expect(events.filter((event) => event.customerId === target).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'customer.erased', data: { customer: { id: target } } },
    ]);
    expect(events.find((event) => event.type === 'import.undone')!.data).toMatchObject({ keptChangedSince: [] });

    // Every row or document: no email, phone, note or name of it; its id only in its customer.erased event.
    if (store.stored) {
      const stored = await store.stored();
      expect(stored.length).toBeGreaterThan(5);
      const needles = [
        person.email.toLowerCase(),
        person.phone,
        person.digits,
        `Secret note ${target}`,
        `Rase ${target}`,
        'first note',
        '9 Imported Way',
        '10 Later Street',
      ];
      const leftovers = stored.filter(({ text }) =>
        needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase())),
      );
      expect(leftovers).toEqual([]);
      // Nor in the file's free pages or its write-ahead log.
      const file = store.fileText?.().toLowerCase() ?? '';
      expect(needles.filter((needle) => file.includes(needle.toLowerCase()))).toEqual([]);
      const withId = stored.filter(({ text }) => text.includes(target));
      // Its id is kept a day beside (live lists resuming from before hear it is gone),
      // and in its customer.erased event.
      const kept = (place: string, text: string) =>
        text.includes('customer.erased')
          ? 'erased event'
          : /customer_?erasures/i.test(place)
            ? 'erasure'
            : `${place}: ${text.slice(0, 300)}`;
      expect(withId.map(({ place, text }) => kept(place, text)).sort()).toEqual(['erased event', 'erasure']);
    }
    // The bystander of the same import, bulk change and lists keeps everything.
    expect(await customers.get(bystander)).toMatchObject({ lname: 'Stays', status: false });
    expect((await customers.history(bystander, 10, null)).nodes.map(({ type }) => type)).toEqual([
      'REMOVED',
      'CREATED',
    ]);
    expect((await customers.traces(bystander)).bulkChanges).toHaveLength(1);
    expect(await customers.erase(target)).toBe(false);
    expect(await customers.erase('no-such-customer')).toBe(false);
  });

  it('writes the audit entry it is given in the erasing transaction: when the entry cannot be written, nothing is erased', async () => {
    const { store, customers } = fresh;
    const [erased, refused] = [nextId(), nextId()];
    for (const id of [erased, refused]) await customers.create(id, fields({ lname: `Audited ${id}` }), dana);
    const entry = (target: string): AuditInput => ({
      actor: dana,
      action: 'customer.erased',
      target,
      address: '203.0.113.7',
    });
    const entriesAbout = async (target: string) =>
      (await store.auditLog()).filter((logged) => logged.target === target);

    expect(await customers.erase(erased, null, entry(erased))).toBe(true);
    expect(await entriesAbout(erased)).toEqual([expect.objectContaining({ ...entry(erased), details: null })]);

    // An entry no table or document takes (as a crash between the two would): the erasure fails with it.
    class Unwritable {}
    await expect(
      customers.erase(refused, null, { ...entry(refused), details: new Unwritable() as unknown as string }),
    ).rejects.toThrow();
    expect(await customers.get(refused)).toMatchObject({ lname: `Audited ${refused}`, version: 1 });
    expect((await customers.history(refused, 5, null)).nodes.map(({ type }) => type)).toEqual(['CREATED']);
    expect(await entriesAbout(refused)).toEqual([]);
    // Nothing to erase: no entry either.
    expect(await customers.erase('no-such-customer', null, entry('no-such-customer'))).toBe(false);
    expect(await entriesAbout('no-such-customer')).toEqual([]);
    // And the customer it kept can still be erased, with its entry.
    expect(await customers.erase(refused, null, entry(refused))).toBe(true);
    expect(await entriesAbout(refused)).toHaveLength(1);
  });
}
