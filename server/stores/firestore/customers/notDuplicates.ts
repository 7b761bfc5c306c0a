// "Not duplicates" marks in Firestore (domain/merge/notDuplicates.ts): one document a mark in customerNotDuplicates.
import type { CollectionReference } from 'firebase-admin/firestore';
import type { NotDuplicatesMark } from '../../../domain/merge/notDuplicates.ts';
import type { FirestoreCustomerWrites } from './customerWrites.ts';

export class FirestoreNotDuplicates {
  private readonly collection: CollectionReference;

  constructor(private readonly writer: FirestoreCustomerWrites) {
    this.collection = writer.db.collection('customerNotDuplicates');
  }

  async mark({ customerIds, byUid, at }: NotDuplicatesMark): Promise<void> {
    const started = Date.now();
    await this.writer.write(this.collection.doc().set({ customerIds, byUid, at }));
    this.writer.meter.record('markNotDuplicates', 0, 1, started);
  }

  async marks(): Promise<NotDuplicatesMark[]> {
    const started = Date.now();
    const snapshot = await this.collection.orderBy('at').get();
    this.writer.meter.record('notDuplicateMarks', snapshot.size, 0, started);
    return snapshot.docs.map((doc) => ({
      customerIds: (doc.get('customerIds') as string[] | undefined) ?? [],
      byUid: (doc.get('byUid') as string | null | undefined) ?? null,
      at: Number(doc.get('at')) || 0,
    }));
  }
}
