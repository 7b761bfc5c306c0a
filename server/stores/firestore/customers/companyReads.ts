// A company's people in Firestore: each customer document's companyId, found by an equality beside the status
// (firestore.indexes.json), or from a live list's memory when this process has one for the filter.
import type { CollectionReference } from 'firebase-admin/firestore';
import type { Customer, CustomerFilter } from '../../../domain/customers/customer.ts';
import { countReads, queryReads, type FirestoreMeter } from '../firestoreMeter.ts';
import { customerFromDocument, filterQuery } from './customerDocument.ts';
import type { FilterListeners } from './filterListener.ts';

export class FirestoreCompanyReads {
  constructor(
    private readonly collection: CollectionReference,
    private readonly meter: FirestoreMeter,
    private readonly listeners: FilterListeners,
  ) {}

  async inCompany(filter: CustomerFilter, companyId: string): Promise<Customer[]> {
    const started = Date.now();
    const remembered = this.listeners.remembered(filter);
    if (remembered) {
      this.meter.record('inCompany', 0, 0, started);
      return remembered.filter((customer) => customer.companyId === companyId);
    }
    const snapshot = await filterQuery(this.collection, filter).where('companyId', '==', companyId).get();
    this.meter.record('inCompany', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data()));
  }

  /** One count query per company (a read per 1,000 customers counted), or a live list's memory. */
  async companyCounts(companyIds: readonly string[]): Promise<Map<string, number>> {
    const started = Date.now();
    const counts = new Map<string, number>();
    const remembered = this.listeners.remembered('ACTIVE');
    if (remembered) {
      const wanted = new Set(companyIds);
      for (const { companyId } of remembered)
        if (companyId && wanted.has(companyId)) counts.set(companyId, (counts.get(companyId) ?? 0) + 1);
      return counts;
    }
    const active = filterQuery(this.collection, 'ACTIVE');
    let reads = 0;
    await Promise.all(
      companyIds.map(async (id) => {
        const count = (await active.where('companyId', '==', id).count().get()).data().count;
        counts.set(id, count);
        reads += countReads(count);
      }),
    );
    this.meter.record('companyCounts', reads, 0, started);
    return counts;
  }
}
