// Firestore only: what a page in a custom field's order reads by the values' keys (customers/fieldOrderReads.ts):
// about a page among the values; the customers without one along the name order, nothing more when every customer
// holds one; a count per 1,000 for the total; none with a live list of the filter open (its memory answers).
import { beforeEach, describe, expect, it } from '@jest/globals';
import { CustomFieldService } from '../../server/domain/customFields/customFieldService.ts';
import { CustomerService } from '../../server/domain/customers/customerService.ts';
import type { FieldPageQuery } from '../../server/domain/customers/customerStore.ts';
import type { CustomerListOrder, SortDirection } from '../../server/domain/ordering.ts';
import { keysMarkerPath } from '../../server/stores/firestore/customers/customerDocument.ts';
import { createFirestoreStores } from '../../server/stores/firestore/firestoreStores.ts';
import { backfillCustomerKeys } from '../../server/stores/firestore/normalizeStoredPhones.ts';
import { waitFor } from '../support/waitFor.ts';
import { fields, idsInOrder } from './contract/fixtures.ts';
import { firestoreEachTest } from './firestoreEachTest.ts';

const firestore = firestoreEachTest();

const byValue = (direction: SortDirection): CustomerListOrder => ({
  field: 'CUSTOM',
  fieldKey: 'deal_value',
  direction,
});

describe('a custom field order on Firestore', () => {
  beforeEach(() => firestore.open());

  /** 30 customers, those numbered 0 to `holding` - 1 holding a value (negative for odd numbers). */
  async function team(holding: number) {
    const { stores } = firestore;
    const definitions = new CustomFieldService(stores.customFields);
    await definitions.create({ label: 'Deal value', type: 'NUMBER' });
    const service = new CustomerService(stores.customers, { customFields: definitions });
    for (let n = 0; n < 30; n++) {
      const value = n < holding ? { fields: { deal_value: String(n % 2 ? -n : n * 1.5) } } : {};
      await stores.customers.create(`c${String(n).padStart(2, '0')}`, fields({ lname: `Name${n}`, ...value }));
    }
    const reads = () => {
      const total = Object.values(stores.customers.meter.snapshot()).reduce((sum, { reads }) => sum + reads, 0);
      stores.customers.meter.reset();
      return total;
    };
    reads();
    return { service, reads };
  }

  it('reads about a page among the values, then the name order past those holding one, and a count', async () => {
    const { service, reads } = await team(20);
    const whole = idsInOrder(await service.list('ACTIVE', null, byValue('ASC')));
    const wholeDescending = idsInOrder(await service.list('ACTIVE', null, byValue('DESC')));
    reads();
    const first = await service.page('ACTIVE', null, 5, null, byValue('ASC'));
    // Six values (the page and the one after it) and the count.
    expect([first.totalCount, reads()]).toEqual([30, 6 + 1]);
    const next = await service.page('ACTIVE', null, 5, first.pageInfo.endCursor, byValue('ASC'), { total: false });
    expect(reads()).toBe(6);
    expect(idsInOrder([...first.nodes, ...next.nodes])).toEqual(whole.slice(0, 10));
    const descending = await service.page('ACTIVE', null, 5, null, byValue('DESC'), { total: false });
    expect(reads()).toBe(6);
    expect(idsInOrder(descending.nodes)).toEqual(wholeDescending.slice(0, 5));

    const values = await service.page('ACTIVE', null, 20, null, byValue('ASC'), { total: false });
    expect([idsInOrder(values.nodes), values.pageInfo.hasNextPage]).toEqual([whole.slice(0, 20), true]);
    // The 20 values, two counts (the filter's, the values': ten lack one), then the name order from its start to the
    // first customer without one, in growing steps past the 20 holding one (named first here): 1 + 2 + 4 + 8 + 15.
    expect(reads()).toBe(20 + 1 + 1 + 30);
    const rest = await service.page('ACTIVE', null, 10, values.pageInfo.endCursor, byValue('ASC'), { total: false });
    expect([idsInOrder(rest.nodes), rest.pageInfo.hasNextPage]).toEqual([whole.slice(20), false]);
    // No value after the cursor (a query: one read), the counts, then the name order until all ten are found: 11 + 19.
    expect(reads()).toBe(1 + 1 + 1 + 30);
  }, 60_000);

  it('reads no further than the values when every customer holds one', async () => {
    const { service, reads } = await team(30);
    const last = await service.page('ACTIVE', null, 40, null, byValue('DESC'), { total: false });
    expect([last.nodes.length, last.pageInfo.hasNextPage]).toEqual([30, false]);
    // The 30 values, then two counts saying no customer lacks one.
    expect(reads()).toBe(30 + 1 + 1);
  }, 60_000);

  it('reads nothing with a live list of the filter open: its memory answers', async () => {
    const { service, reads } = await team(10);
    let loaded = false;
    const stop = service.watch('ACTIVE', { next: (set) => void (set.complete && (loaded = true)), error: () => {} });
    try {
      await waitFor(() => loaded, 'the live list', 20_000);
      reads();
      const page = await service.page('ACTIVE', null, 5, null, byValue('ASC'));
      expect([page.nodes.length, page.totalCount, reads()]).toEqual([5, 30, 0]);
    } finally {
      stop();
      service.close();
    }
  }, 60_000);

  it('a collection keyed before the values had keys pages the other orders by theirs, a custom field by reading whole', async () => {
    const { db, projectId } = firestore;
    await team(10);
    await db.doc(keysMarkerPath).set({ version: 3, at: 1 });
    const query: FieldPageQuery = {
      filter: 'ACTIVE',
      first: 5,
      afterKey: null,
      order: { field: { key: 'deal_value', type: 'NUMBER' }, direction: 'ASC' },
    };
    const opened = (name: string) => createFirestoreStores({ appName: `${projectId}-${name}`, projectId });
    const older = opened('older');
    try {
      expect(await older.customers.fieldPage!(query)).toBeNull();
      const byName = await older.customers.page({ filter: 'ACTIVE', search: null, first: 5, afterKey: null });
      expect([byName.customers.length, older.customers.meter.snapshot().page?.reads]).toEqual([5, 6 + 1]);
    } finally {
      await older.close();
    }
    // The documents carry the values' keys already (this product wrote them): the pass only marks the collection.
    await backfillCustomerKeys(db, 'US');
    const keyed = opened('keyed');
    try {
      expect((await keyed.customers.fieldPage!(query))?.customers.length).toBe(5);
    } finally {
      await keyed.close();
    }
  }, 60_000);
});
