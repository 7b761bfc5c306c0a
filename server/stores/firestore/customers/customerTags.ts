// Tags on customers in Firestore: each document's tagIds array, found by array-contains (with the status:
// server/stores/firestore/firestore.indexes.json); bulk taggings written as bulkOwners.ts writes owners (transactions of
// perTransaction customers, and per customer the tags it had and the version it left, for undo).
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { User } from '../../../domain/accounts/account.ts';
import type { BulkChangeUndo } from '../../../domain/bulk/customerBulk.ts';
import { withTags, type Customer, type CustomerFilter } from '../../../domain/customers/customer.ts';
import { retagged } from '../../../domain/tags/customerTags.ts';
import { queryReads } from '../firestoreMeter.ts';
import { customerFromDocument, filterQuery, storedKeys } from './customerDocument.ts';
import type { FirestoreCustomerWrites } from './customerWrites.ts';

const perTransaction = 50;

const tagsWrite = (after: Customer, now: number) => ({
  tagIds: after.tagIds ?? [],
  version: after.version,
  ...storedKeys(after, now),
});

type Changed = Array<{ before: Customer; after: Customer }>;

export class FirestoreCustomerTags {
  constructor(private readonly writer: FirestoreCustomerWrites) {}

  /** Along the first tag (array-contains); the others are checked here. From a listener's memory when there is one. */
  async tagged(filter: CustomerFilter, tagIds: readonly string[]): Promise<Customer[]> {
    const [first, ...rest] = tagIds;
    if (first === undefined) return [];
    const started = Date.now();
    const carries = (customer: Customer) => tagIds.every((id) => customer.tagIds?.includes(id));
    const remembered = this.writer.listeners.remembered(filter);
    if (remembered) {
      this.writer.meter.record('tagged', 0, 0, started);
      return remembered.filter(carries);
    }
    const query = filterQuery(this.writer.collection, filter).where('tagIds', 'array-contains', first);
    const snapshot = await query.get();
    this.writer.meter.record('tagged', queryReads(snapshot.size), 0, started);
    const customers = snapshot.docs.map((doc) => customerFromDocument(doc.id, doc.data()));
    return rest.length ? customers.filter(carries) : customers;
  }

  /** One count query per tag (a read per 1,000 customers counted), or a live list's memory. */
  async tagCounts(tagIds: readonly string[]): Promise<Map<string, number>> {
    const remembered = this.writer.listeners.remembered('ACTIVE');
    const counts = new Map<string, number>();
    if (remembered) {
      for (const customer of remembered)
        for (const id of customer.tagIds ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    }
    const active = filterQuery(this.writer.collection, 'ACTIVE');
    await Promise.all(
      tagIds.map(async (id) => {
        const counted = await active.where('tagIds', 'array-contains', id).count().get();
        counts.set(id, counted.data().count);
      }),
    );
    return counts;
  }

  async bulkSetTags(
    bulkId: string,
    ids: readonly string[],
    add: readonly string[],
    remove: readonly string[],
    by: User | null,
  ): Promise<number> {
    const started = Date.now();
    const bulkRef = this.writer.bulkCollection.doc(bulkId);
    await this.writer.write(
      bulkRef.set({ kind: 'tags', add, remove, status: true, createdAt: Date.now(), undoneAt: null, count: 0 }),
    );
    let count = 0;
    let reads = 0;
    for (let start = 0; start < ids.length; start += perTransaction) {
      const refs = ids.slice(start, start + perTransaction).map((id) => this.writer.collection.doc(id));
      count += await this.writer.write(
        this.writer.db.runTransaction(async (transaction) => {
          const docs = await transaction.getAll(...refs);
          reads += docs.length;
          const now = Date.now();
          const changed: Changed = [];
          for (const doc of docs) {
            if (!doc.exists) continue;
            const before = customerFromDocument(doc.id, doc.data());
            const tags = retagged(before, add, remove);
            if (tags.join(',') === (before.tagIds ?? []).join(',')) continue;
            const after = withTags(before, tags);
            transaction.set(doc.ref, tagsWrite(after, now), { merge: true });
            this.writer.record(transaction, before, after, by, now);
            transaction.set(bulkRef.collection('records').doc(doc.id), {
              version: after.version,
              tagsBefore: before.tagIds ?? [],
            });
            changed.push({ before, after });
          }
          this.writer.expect(changed);
          return changed.length;
        }),
      );
    }
    await this.writer.write(bulkRef.update({ count }));
    this.writer.meter.record('bulkSetTags', reads, 2 + count * 3, started);
    return count;
  }

  /** Gives each customer of the tagging its tags back, unless written since. */
  async undo(bulkRef: DocumentReference, by: User | null): Promise<BulkChangeUndo | 'undone'> {
    const started = Date.now();
    const records = (await bulkRef.collection('records').get()).docs;
    let reads = 1 + queryReads(records.length);
    let written = 0;
    const undo: BulkChangeUndo = { reverted: 0, keptChangedSince: [] };
    for (let start = 0; start === 0 || start < records.length; start += perTransaction) {
      const chunk: DocumentSnapshot[] = records.slice(start, start + perTransaction);
      const last = start + perTransaction >= records.length;
      const outcome = await this.writer.write(
        this.writer.db.runTransaction(async (transaction) => {
          const [state, ...docs] = await transaction.getAll(
            bulkRef,
            ...chunk.map((record) => this.writer.collection.doc(record.id)),
          );
          reads += 1 + docs.length;
          if (state!.get('undoneAt')) return null;
          const now = Date.now();
          const kept: Customer[] = [];
          const changed: Changed = [];
          docs.forEach((doc, index) => {
            if (!doc.exists) return;
            const current = customerFromDocument(doc.id, doc.data());
            const record = chunk[index]!;
            if (current.version !== record.get('version')) {
              kept.push(current);
              return;
            }
            const after = withTags(current, (record.get('tagsBefore') as string[] | undefined) ?? []);
            transaction.set(doc.ref, tagsWrite(after, now), { merge: true });
            this.writer.record(transaction, current, after, by, now, { undo: true });
            changed.push({ before: current, after });
          });
          if (last) transaction.update(bulkRef, { undoneAt: now });
          this.writer.expect(changed);
          return { kept, changed: changed.length };
        }),
      );
      if (!outcome) return 'undone';
      undo.reverted += outcome.changed;
      undo.keptChangedSince.push(...outcome.kept);
      written += outcome.changed * 3 + (last ? 1 : 0);
    }
    this.writer.meter.record('undoBulk', reads, written, started);
    return undo;
  }
}
