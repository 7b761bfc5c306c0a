// Several phones and emails a customer on every store: the lists kept with their labels, an edit without them keeping
// them, a customer from before reading as one work phone and email, search, duplicate lookups by a further email or
// phone, history, and a merge keeping every phone and email of both customers.
import { expect, it } from '@jest/globals';
import { contactDuplicates } from '../../../server/domain/customers/customerDuplicates.ts';
import { customerEmails, customerPhones } from '../../../server/domain/contactPoints/contactPoints.ts';
import { dana, fields, ids, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const phone = (label: 'work' | 'mobile' | 'home' | 'other', value: string, normalized: string | null) => ({
  label,
  value,
  normalized,
});
const email = (label: 'work' | 'mobile' | 'home' | 'other', value: string) => ({ label, value });

const ada = () =>
  fields({
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    phoneNormalized: '+442079460000',
    phones: [phone('mobile', '+44 20 7946 0000', '+442079460000'), phone('home', '+44 20 7946 0999', '+442079460999')],
    emails: [email('work', 'ada@example.com'), email('home', 'Ada.Home@Example.org')],
  });

const shown = (points: ReadonlyArray<{ label: string; value: string }>) =>
  points.map(({ label, value }) => `${label}: ${value}`);

export function contactPointsContract(fresh: FreshStore): void {
  it('keeps every phone and email with its label; an edit without them keeps them, the first following the fields', async () => {
    const { customers } = fresh;
    const [a, old] = [nextId(), nextId()];
    const created = await customers.create(a, ada());
    expect(shown(customerPhones(created))).toEqual(['mobile: +44 20 7946 0000', 'home: +44 20 7946 0999']);
    expect(shown(customerEmails((await customers.get(a))!))).toEqual([
      'work: ada@example.com',
      'home: Ada.Home@Example.org',
    ]);
    // A save without lists (an older client, an import without the columns) keeps them; the first is the new phone.
    const { phones: _p, emails: _e, ...plain } = ada();
    await customers.update(a, { ...plain, phone: '+44 20 7946 1111', phoneNormalized: '+442079461111' }, dana);
    const kept = (await customers.get(a))!;
    expect(shown(customerPhones(kept))).toEqual(['mobile: +44 20 7946 1111', 'home: +44 20 7946 0999']);
    expect(shown(customerEmails(kept))).toEqual(['work: ada@example.com', 'home: Ada.Home@Example.org']);
    // A new list replaces the old; the history names the further ones as the exports write them.
    await customers.update(a, { ...plain, emails: [email('other', 'ada@example.com')] }, dana);
    const edited = (await customers.get(a))!;
    expect(shown(customerEmails(edited))).toEqual(['other: ada@example.com']);
    const [latest] = (await customers.history(a, 1, null)).nodes;
    expect(latest?.changes).toContainEqual({ field: 'emails', from: 'home: Ada.Home@Example.org', to: '' });
    // A customer saved without lists reads as one work phone and one work email.
    const before = await customers.create(old, fields());
    expect(shown(customerPhones(before))).toEqual(['work: 555 0100']);
    expect(shown(customerEmails(before))).toEqual(['work: ada@example.com']);
  }, 60_000);

  it('finds a customer by a further phone or email, in search and in duplicate checks', async () => {
    const { customers } = fresh;
    const [a, b] = [nextId(), nextId()];
    await customers.create(a, ada());
    await customers.create(b, fields({ fname: 'Bea', email: 'bea@example.com', phone: '555 0199' }));
    expect(ids(await customers.list('ACTIVE', 'ada.home@'))).toEqual([a]);
    expect(ids(await customers.list('ACTIVE', '7946 0999'))).toEqual([a]);
    expect(ids(await customers.findByContact(['ada.home@example.org'], []))).toEqual([a]);
    expect(ids(await customers.findByContact([], ['+442079460999']))).toEqual([a]);
    const duplicates = await contactDuplicates(
      customers,
      [{ email: 'ADA.HOME@example.org' }, { phone: '020 7946 0999' }],
      'GB',
    );
    expect(duplicates.map(({ index, match, customer }) => [index, match, customer.id])).toEqual([
      [0, 'EMAIL', a],
      [1, 'PHONE', a],
    ]);
    // Dropped from the list, no longer found.
    const { phones: _p, emails: _e, ...plain } = ada();
    await customers.update(a, { ...plain, phones: [], emails: [] });
    expect(ids(await customers.findByContact(['ada.home@example.org'], ['+442079460999']))).toEqual([]);
    expect(ids(await customers.list('ACTIVE', 'ada.home@'))).toEqual([]);
  }, 60_000);

  it('a merge keeps every phone and email of both customers, each once, the chosen first', async () => {
    const { customers } = fresh;
    const [keep, twin] = [nextId(), nextId()];
    await customers.create(keep, ada());
    await customers.create(
      twin,
      fields({
        fname: 'Ada',
        email: 'ada@lovelace.dev',
        phone: '+44 20 7946 0999',
        phoneNormalized: '+442079460999',
        phones: [phone('work', '+44 20 7946 0999', '+442079460999'), phone('mobile', '07700 900123', '+447700900123')],
        emails: [email('work', 'ada@lovelace.dev'), email('other', 'ada@example.com')],
      }),
    );
    const outcome = await customers.merge(keep, [twin], null, dana);
    expect(outcome).toMatchObject({ kept: { id: keep } });
    const kept = (await customers.get(keep))!;
    expect(shown(customerPhones(kept))).toEqual([
      'mobile: +44 20 7946 0000',
      'home: +44 20 7946 0999',
      'mobile: 07700 900123',
    ]);
    expect(shown(customerEmails(kept))).toEqual([
      'work: ada@example.com',
      'home: Ada.Home@Example.org',
      'work: ada@lovelace.dev',
    ]);
    // All of them are the kept customer's now: nothing to carry into its notes.
    expect(kept.notes).toBe('');
    expect(ids(await customers.findByContact(['ada@lovelace.dev'], []))).toEqual([keep, twin].sort());
  }, 60_000);
}
