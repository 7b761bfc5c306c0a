// The search rule every store keeps (docs/product.md#calls): accents and case aside, the same in every language, in
// lists, pages, batches and the ids a bulk change takes.
import { expect, it } from '@jest/globals';
import { fields, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

export function customerSearchContract(fresh: FreshStore): void {
  // Of the id's digits only: its letters come from the clock, and a pair such as "ss" would match the short searches.
  const emailOf = (id: string) => `${id.replace(/\D/g, '')}@example.com`;
  const named = async (fname: string, lname: string, address = '1 Engine Row') => {
    const id = nextId();
    await fresh.customers.create(id, fields({ fname, lname, address, email: emailOf(id) }));
    return id;
  };
  const found = async (search: string) => (await fresh.customers.list('ALL', search)).map(({ id }) => id).sort();

  it('finds customers whatever the accents and case of the search or of their fields', async () => {
    const { customers } = fresh;
    const diaz = await named('Carla', 'Díaz');
    const zoe = await named('Zoë', 'Martin');
    const strasse = await named('Jürgen', 'Weiß', 'Hauptstraße 5');
    const lukasz = await named('Łukasz', 'Øster');
    const oeuvre = await named('Æsa', 'Cœur');
    await named('Ada', 'Lovelace');

    for (const search of ['DIAZ', 'díaz', 'DÍAZ', 'diaz']) expect(await found(search)).toEqual([diaz]);
    for (const search of ['zoe', 'ZOË', 'zoë']) expect(await found(search)).toEqual([zoe]);
    for (const search of ['strasse', 'STRASSE', 'straße', 'weiss', 'jurgen'])
      expect(await found(search)).toEqual([strasse]);
    for (const search of ['lukasz', 'ŁUKASZ', 'oster', 'ØSTER']) expect(await found(search)).toEqual([lukasz]);
    for (const search of ['aesa', 'coeur', 'CŒUR']) expect(await found(search)).toEqual([oeuvre]);
    // The short searches the trigram index leaves to the filter's rows fold the same way.
    expect(await found('ß')).toEqual([strasse]);

    const page = await customers.page({ filter: 'ACTIVE', search: 'DIAZ', first: 10, afterKey: null });
    expect({ ids: page.customers.map(({ id }) => id), totalCount: page.totalCount }).toEqual({
      ids: [diaz],
      totalCount: 1,
    });
    expect(await customers.listIds('ACTIVE', 'ZOE')).toEqual([zoe]);
    const batched: string[] = [];
    for await (const batch of customers.batches('ALL', 'STRASSE', 10)) batched.push(...batch.map(({ id }) => id));
    expect(batched).toEqual([strasse]);
  });

  it('finds a customer by the folded form of its fields after an edit', async () => {
    const { customers } = fresh;
    const id = await named('Ada', 'Lovelace');
    expect(await found('diaz')).toEqual([]);
    await customers.update(id, fields({ fname: 'Carla', lname: 'Díaz', email: emailOf(id) }));
    expect(await found('DIAZ')).toEqual([id]);
    expect(await found('lovelace')).toEqual([]);
  });
}
