// Firestore only: npm run backfill-keys on documents saved before the newer keys (the further phones' and emails'
// contactKeys, every sort column's key, the company on each timeline entry, the custom field values' keys), in a
// collection marked as keyed at an older version: after it, the indexed queries find those customers (a tag filter's
// page, a company's people, a duplicate check on a second email or phone, a company's timeline, a custom field's
// order); the keys are the ones a save writes; running it again writes nothing.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { CompanyTimelineService } from '../../server/domain/companies/companyTimelineService.ts';
import type { Customer } from '../../server/domain/customers/customer.ts';
import type { FieldPageQuery } from '../../server/domain/customers/customerStore.ts';
import { keysMarkerPath, storedKeys } from '../../server/stores/firestore/customers/customerDocument.ts';
import { createFirestoreStores } from '../../server/stores/firestore/firestoreStores.ts';
import { backfillCustomerKeys } from '../../server/stores/firestore/normalizeStoredPhones.ts';
import { firestoreEachTest } from './firestoreEachTest.ts';

const firestore = firestoreEachTest();

const raw = async (id: string) => (await firestore.db.collection('customers').doc(id).get()).data()!;
const person = { lname: 'Older', phone: '202 555 0100', address: '1 Old Road', notes: '', status: true, version: 3 };

/** Documents as this product saved them before the newer keys: the customer's fields, none of the keys. */
const olderDocuments: Record<string, Record<string, unknown>> = {
  tagged: {
    ...person,
    fname: 'Tess',
    email: 'tess@example.com',
    phoneNormalized: '+12025550100',
    tagIds: ['tag-vip'],
    fields: { deal_value: '12', story: 'b' },
  },
  employed: {
    ...person,
    fname: 'Emma',
    email: 'emma@example.com',
    companyId: 'co-acme',
    ownerUid: 'u-ann',
    fields: { deal_value: '-3', story: 'a' },
  },
  twoEmails: {
    ...person,
    fname: 'Tom',
    email: 'tom@example.com',
    emails: [
      { label: 'work', value: 'tom@example.com' },
      { label: 'home', value: 'Tom.Home@Example.com' },
    ],
    phones: [
      { label: 'work', value: '202 555 0100', normalized: null },
      { label: 'mobile', value: '(202) 555-0133', normalized: null },
    ],
  },
};

describe('npm run backfill-keys on documents saved before the newer keys', () => {
  beforeEach(async () => {
    firestore.open();
    const { db } = firestore;
    const batch = db.batch();
    for (const [id, data] of Object.entries(olderDocuments)) batch.set(db.collection('customers').doc(id), data);
    // Keyed once, at the version before contactKeys and the timeline entries' company.
    batch.set(db.doc(keysMarkerPath), { version: 2, at: 1 });
    // An activity and a task about Emma, written before they carried her company.
    batch.set(db.collection('activities').doc('act-old'), {
      customerId: 'employed',
      kind: 'CALL',
      body: 'Called Emma',
      at: Date.UTC(2024, 0, 2),
      authorUid: null,
      authorEmail: null,
      createdAt: Date.UTC(2024, 0, 2),
      editedAt: null,
      mentions: [],
      position: `${String(Date.UTC(2024, 0, 2) + 1e14).padStart(16, '0')}:act-old`,
    });
    batch.set(db.collection('tasks').doc('task-old'), {
      title: 'Send Emma the offer',
      notes: null,
      dueAt: null,
      assigneeUid: 'u-ann',
      customerId: 'employed',
      done: false,
      doneAt: null,
      createdBy: 'u-ann',
      createdAt: Date.UTC(2024, 0, 3),
      updatedAt: Date.UTC(2024, 0, 3),
    });
    await batch.commit();
  });

  /** The first page of a custom field's order: deal_value (NUMBER) going `direction`. */
  const byValue = (direction: 'ASC' | 'DESC'): FieldPageQuery => ({
    filter: 'ACTIVE',
    first: 10,
    afterKey: null,
    total: false,
    order: { field: { key: 'deal_value', type: 'NUMBER' }, direction },
  });

  it('writes every key a save writes, so the indexed queries find them; a second run writes nothing', async () => {
    const { db, projectId } = firestore;
    // Before it, a custom field's order cannot be paged by keys some documents lack: the filter is read whole.
    const unkeyed = createFirestoreStores({ appName: `${projectId}-unkeyed`, projectId });
    try {
      expect(await unkeyed.customers.fieldPage!(byValue('ASC'))).toBeNull();
    } finally {
      await unkeyed.close();
    }
    expect(await backfillCustomerKeys(db, 'US', 2)).toEqual({ written: 3, phones: 2, entries: 2 });

    // The keys a save derives from the same fields (storedKeys, phones normalised in the region), none missing.
    const tom = await raw('twoEmails');
    expect(tom.phones).toEqual([
      { label: 'work', value: '202 555 0100', normalized: '+12025550100' },
      { label: 'mobile', value: '(202) 555-0133', normalized: '+12025550133' },
    ]);
    expect(tom.contactKeys).toEqual(['tom.home@example.com', '+12025550133']);
    for (const id of Object.keys(olderDocuments)) {
      const document = await raw(id);
      const saved = { id, ...(document as unknown as Omit<Customer, 'id'>) };
      expect(document).toMatchObject({
        ...storedKeys(saved, document.changedAt as number),
        phoneNormalized: '+12025550100',
      });
    }

    // A store opened after it reads by the keys: a page, a query or two each, not the whole collection.
    const keyed = createFirestoreStores({ appName: `${projectId}-keyed`, projectId });
    const reads = (operation: string) => keyed.customers.meter.snapshot()[operation]?.reads;
    try {
      const page = await keyed.customers.page({
        filter: 'ACTIVE',
        search: null,
        first: 10,
        afterKey: null,
        scope: { tagIds: ['tag-vip'] },
        total: false,
      });
      expect(page.customers.map(({ id }) => id)).toEqual(['tagged']);
      expect(reads('page')).toBe(1);
      expect((await keyed.customers.inCompany('ACTIVE', 'co-acme')).map(({ id }) => id)).toEqual(['employed']);
      expect((await keyed.customers.findByContact(['tom.home@example.com'], [])).map(({ id }) => id)).toEqual([
        'twoEmails',
      ]);
      expect((await keyed.customers.findByContact([], ['+12025550133'])).map(({ id }) => id)).toEqual(['twoEmails']);
      // Each: one query by the first email and phone, one by the further ones' keys.
      expect(reads('findByContact')).toBe(4);
      const byFirstName = await keyed.customers.page({
        filter: 'ACTIVE',
        search: null,
        first: 10,
        afterKey: null,
        order: { field: 'FNAME', direction: 'ASC' },
        total: false,
      });
      expect(byFirstName.customers.map(({ fname }) => fname)).toEqual(['Emma', 'Tess', 'Tom']);
      // A custom field's order by the values' keys: -3 before 12, the customer without a value last either way.
      const pageReads = reads('page')!;
      const ascending = await keyed.customers.fieldPage!(byValue('ASC'));
      expect(ascending?.customers.map(({ fname }) => fname)).toEqual(['Emma', 'Tess', 'Tom']);
      expect((await keyed.customers.fieldPage!(byValue('DESC')))?.customers.map(({ fname }) => fname)).toEqual([
        'Tess',
        'Emma',
        'Tom',
      ]);
      // Each: the two values, a count of those holding one beside the filter's, and the name order for the rest.
      expect(reads('page')! - pageReads).toBeLessThanOrEqual(2 * (2 + 1 + 1 + 3));
      const timeline = new CompanyTimelineService(keyed.companyTimeline, { exists: async () => true });
      expect(
        (await timeline.page('co-acme', 10, null)).nodes.map(({ activity, task }) => activity?.body ?? task?.title),
      ).toEqual(['Send Emma the offer', 'Called Emma']);
    } finally {
      await keyed.close();
    }

    expect(await backfillCustomerKeys(db, 'US', 2)).toEqual({ written: 0, phones: 0, entries: 0 });
  });
});
