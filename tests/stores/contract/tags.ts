// Tags on every store: the team's tags (unique names, a bound on their number), the tags kept with each customer, the
// customers carrying some tags, their counts, bulk tagging and its undo, and a saved view's tag filter.
import { expect, it } from '@jest/globals';
import { TagService } from '../../../server/domain/tags/tagService.ts';
import { SavedViewService } from '../../../server/domain/views/savedViewService.ts';
import { customerOrderKey } from '../../../server/domain/ordering.ts';
import type { CustomerScope } from '../../../server/domain/customers/customerScope.ts';
import { waitFor } from '../../support/waitFor.ts';
import { addWebhook, dana, fields, ids, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const tag = (id: string, name: string) => ({ id, name, color: 'blue' as const, createdAt: 1 });

export function tagsContract(fresh: FreshStore): void {
  it('keeps tags with unique names (case and accents aside) and at most the bound; renames; removes', async () => {
    const { tags } = fresh.store;
    expect(await tags.create(tag('t-vip', 'VIP'), 3)).toEqual(tag('t-vip', 'VIP'));
    expect(await tags.create(tag('t-vip2', ' vip '), 3)).toBe('sameName');
    expect(await tags.create(tag('t-cafe', 'Café'), 3)).toEqual(tag('t-cafe', 'Café'));
    expect(await tags.create(tag('t-cafe2', 'CAFE'), 3)).toBe('sameName');
    expect(await tags.create(tag('t-lead', 'Lead'), 3)).toEqual(tag('t-lead', 'Lead'));
    expect(await tags.create(tag('t-more', 'More'), 3)).toBe('tooMany');
    expect((await tags.list()).map(({ id }) => id).sort()).toEqual(['t-cafe', 't-lead', 't-vip']);
    expect(await tags.update({ ...tag('t-lead', 'vip'), color: 'red' })).toBe('sameName');
    expect(await tags.update({ ...tag('t-lead', 'Hot lead'), color: 'red' })).toEqual({
      ...tag('t-lead', 'Hot lead'),
      color: 'red',
    });
    expect(await tags.get('t-lead')).toEqual({ ...tag('t-lead', 'Hot lead'), color: 'red' });
    expect(await tags.update(tag('t-none', 'Nobody'))).toBeNull();
    expect(await tags.remove('t-cafe')).toBe(true);
    expect(await tags.remove('t-cafe')).toBe(false);
    expect(await tags.get('t-cafe')).toBeNull();
  }, 60_000);

  it('keeps the tags a create or update gives, sorted; an update without tags keeps them; finds and counts carriers', async () => {
    const { customers } = fresh;
    const [a, b, c] = [nextId(), nextId(), nextId()];
    expect((await customers.create(a, fields({ tagIds: ['t-vip', 't-lead'] }))).tagIds).toEqual(['t-lead', 't-vip']);
    expect((await customers.create(b, fields({ tagIds: ['t-vip'] }))).tagIds).toEqual(['t-vip']);
    expect((await customers.create(c, fields())).tagIds).toBeUndefined();
    expect((await customers.update(a, fields({ fname: 'Augusta' })))?.tagIds).toEqual(['t-lead', 't-vip']);
    expect((await customers.get(a))?.tagIds).toEqual(['t-lead', 't-vip']);
    expect(ids(await customers.tagged('ACTIVE', ['t-vip']))).toEqual([a, b].sort());
    expect(ids(await customers.tagged('ACTIVE', ['t-vip', 't-lead']))).toEqual([a]);
    expect(ids(await customers.tagged('ACTIVE', ['t-nothing']))).toEqual([]);
    await customers.setStatus(b, false);
    expect(ids(await customers.tagged('REMOVED', ['t-vip']))).toEqual([b]);
    expect(ids(await customers.tagged('ALL', ['t-vip']))).toEqual([a, b].sort());
    // Active customers only.
    const counts = await customers.tagCounts(['t-vip', 't-lead', 't-nothing']);
    expect([counts.get('t-vip'), counts.get('t-lead'), counts.get('t-nothing') ?? 0]).toEqual([1, 1, 0]);
    // An empty list takes every tag off.
    expect((await customers.update(a, fields({ fname: 'Augusta', tagIds: [] }), dana))?.tagIds).toBeUndefined();
    const [latest] = (await customers.history(a, 1, null)).nodes;
    expect(latest?.changes).toEqual([{ field: 'tagIds', from: 't-lead,t-vip', to: '' }]);
  }, 60_000);

  it('tags many as one bulk change: history, an event and a change each; undo puts tags back but to customers written since', async () => {
    const { store, customers, watch } = fresh;
    await addWebhook(store.webhooks);
    const [a, b, c] = [nextId(), nextId(), nextId()];
    await customers.create(a, fields({ fname: 'Ann one', tagIds: ['t-old'] }));
    await customers.create(b, fields({ fname: 'Bo one' }));
    await customers.create(c, fields({ fname: 'Cy one', tagIds: ['t-new'] }));
    const active = watch('ACTIVE');
    await active.until(1);
    // c already carries t-new and not t-old: not counted, no entry.
    expect(await customers.bulkSetTags('tag-1', [a, b, c, 'no-such-customer'], ['t-new'], ['t-old'], dana)).toBe(2);
    expect((await customers.get(a))?.tagIds).toEqual(['t-new']);
    expect((await customers.get(b))?.tagIds).toEqual(['t-new']);
    await waitFor(
      () => active.sets.slice(1).flatMap(({ changes }) => changes).length >= 2,
      'the live list to hear of the tagging',
      20_000,
    );
    const heard = active.sets.slice(1).flatMap(({ changes }) => changes);
    expect(heard.map(({ type, customer }) => [type, customer.tagIds])).toEqual([
      ['MODIFIED', ['t-new']],
      ['MODIFIED', ['t-new']],
    ]);
    const [entry] = (await customers.history(a, 1, null)).nodes;
    expect(entry).toMatchObject({
      type: 'EDITED',
      by: dana,
      changes: [{ field: 'tagIds', from: 't-old', to: 't-new' }],
    });
    const events = await store.webhooks.eventsAfter('', 100);
    const updated = events.filter(({ type }) => type === 'customer.updated').map(({ customerId }) => customerId);
    expect(updated.sort()).toEqual([a, b].sort());

    // b is written since: its undo leaves it tagged and lists it.
    await customers.update(b, fields({ fname: 'Bo two' }));
    const undo = await customers.undoBulk('tag-1', dana);
    if (typeof undo === 'string') throw new Error(`undo answered ${undo}`);
    expect(undo.reverted).toBe(1);
    expect(undo.keptChangedSince.map(({ id }) => id)).toEqual([b]);
    expect((await customers.get(a))?.tagIds).toEqual(['t-old']);
    expect((await customers.get(b))?.tagIds).toEqual(['t-new']);
    expect((await customers.get(c))?.tagIds).toEqual(['t-new']);
    expect(await customers.undoBulk('tag-1', dana)).toBe('undone');
  }, 120_000);

  it('deletes a tag off every customer; a saved view keeps a tag filter of tags that exist', async () => {
    const { store, customers } = fresh;
    const service = new TagService(store.tags, customers);
    const vip = await service.create('VIP', 'gold');
    const lead = await service.create('Lead', null);
    expect(lead.color).toBe('blue');
    const [a, b] = [nextId(), nextId()];
    await customers.create(a, fields({ tagIds: [vip.id, lead.id] }));
    await customers.create(b, fields({ tagIds: [vip.id] }));
    expect((await service.list()).map(({ name, count }) => [name, count])).toEqual([
      ['Lead', 1],
      ['VIP', 2],
    ]);
    await service.remove(vip.id, dana);
    expect((await customers.get(a))?.tagIds).toEqual([lead.id]);
    expect((await customers.get(b))?.tagIds).toBeUndefined();
    expect(await customers.tagged('ALL', [vip.id])).toEqual([]);

    const views = new SavedViewService(store.savedViews, Date.now, service);
    const editor = { uid: 'u-ann', email: 'ann@example.com', mayShare: true, mayManageShared: true };
    const input = { name: 'Leads', filter: 'ACTIVE' as const, columns: ['fname', 'tags'] };
    const saved = await views.save(editor, { ...input, tagIds: [lead.id] });
    expect((await store.savedViews.get(saved.id))?.tagIds).toEqual([lead.id]);
    await expect(views.save(editor, { ...input, tagIds: [vip.id] })).rejects.toMatchObject({
      fields: { tagIds: 'No such tag' },
    });
  }, 60_000);

  it('pages the customers carrying some tags, or an owner’s carrying one, in an order, with the count', async () => {
    const { customers } = fresh;
    const made: Array<[string, string]> = [];
    for (const [lname, tagIds, ownerUid] of [
      ['Abel', ['t-pg'], 'u-ann'],
      ['Baker', [], 'u-ann'],
      ['Cole', ['t-pg', 't-two'], null],
      ['Dean', ['t-pg'], 'u-ann'],
      ['Eve', ['t-two'], null],
      ['Ford', ['t-pg', 't-two'], 'u-ann'],
      ['Gray', ['t-pg'], null],
    ] as const) {
      const id = nextId();
      await customers.create(id, fields({ lname, tagIds: [...tagIds], ownerUid }));
      made.push([id, lname]);
    }
    const named = (...lnames: string[]) => lnames.map((lname) => made.find(([, name]) => name === lname)![0]);
    const pages = async (scope: CustomerScope, direction: 'ASC' | 'DESC' = 'ASC') => {
      const order = { field: 'LNAME' as const, direction };
      const seen: string[][] = [];
      const counts: Array<number | null> = [];
      let afterKey: string | null = null;
      for (;;) {
        const page = await customers.page({ filter: 'ACTIVE', search: null, first: 2, afterKey, order, scope });
        seen.push(page.customers.map(({ id }) => id));
        counts.push(page.totalCount);
        if (!page.hasNextPage) return { seen, counts };
        afterKey = customerOrderKey(page.customers.at(-1)!, 'LNAME');
      }
    };
    expect(await pages({ tagIds: ['t-pg'] })).toEqual({
      seen: [named('Abel', 'Cole'), named('Dean', 'Ford'), named('Gray')],
      counts: [5, 5, 5],
    });
    expect((await pages({ tagIds: ['t-pg'] }, 'DESC')).seen).toEqual([
      named('Gray', 'Ford'),
      named('Dean', 'Cole'),
      named('Abel'),
    ]);
    expect(await pages({ tagIds: ['t-two', 't-pg'] })).toEqual({ seen: [named('Cole', 'Ford')], counts: [2] });
    expect(await pages({ owner: 'u-ann', tagIds: ['t-pg'] })).toEqual({
      seen: [named('Abel', 'Dean'), named('Ford')],
      counts: [3, 3],
    });
    expect(await pages({ owner: 'u-ann' })).toEqual({
      seen: [named('Abel', 'Baker'), named('Dean', 'Ford')],
      counts: [4, 4],
    });
  }, 60_000);
}
