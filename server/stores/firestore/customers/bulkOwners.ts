// Bulk assignments of an owner in Firestore, written as bulkChanges.ts writes statuses: transactions of
// bulkCustomersPerTransaction customers, and per customer the owner it had and the version it left, for undo.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { User } from '../../../domain/accounts/account.ts';
import { ownerUndoOf, type BulkChangeUndo } from '../../../domain/bulk/customerBulk.ts';
import { withOwner, type Customer } from '../../../domain/customers/customer.ts';
import { queryReads } from '../firestoreMeter.ts';
import { customerFromDocument, storedKeys } from './customerDocument.ts';
import type { FirestoreCustomerWrites } from './customerWrites.ts';

const perTransaction = 50;

const ownerWrite = (after: Customer, now: number) => ({
  ownerUid: after.ownerUid ?? null,
  version: after.version,
  ...storedKeys(after, now),
});

export class FirestoreBulkOwners {
  constructor(private readonly writer: FirestoreCustomerWrites) {}

  async bulkSetOwner(bulkId: string, ids: readonly string[], ownerUid: string, by: User | null): Promise<number> {
    const started = Date.now();
    const bulkRef = this.writer.bulkCollection.doc(bulkId);
    await this.writer.write(
      bulkRef.set({ kind: 'owner', ownerUid, status: true, createdAt: Date.now(), undoneAt: null, count: 0 }),
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
          const changed: Array<{ before: Customer; after: Customer }> = [];
          for (const doc of docs) {
            if (!doc.exists) continue;
            const before = customerFromDocument(doc.id, doc.data());
            if (before.ownerUid === ownerUid) continue;
            const after = withOwner(before, ownerUid);
            transaction.set(doc.ref, ownerWrite(after, now), { merge: true });
            this.writer.record(transaction, before, after, by, now);
            transaction.set(bulkRef.collection('records').doc(doc.id), {
              version: after.version,
              ownerBefore: before.ownerUid ?? null,
            });
            changed.push({ before, after });
          }
          this.writer.expect(changed);
          return changed.length;
        }),
      );
    }
    await this.writer.write(bulkRef.update({ count }));
    this.writer.meter.record('bulkSetOwner', reads, 2 + count * 3, started);
    return count;
  }

  /** Gives each customer of the assignment its owner back, unless written since (ownerUndoOf). */
  async undo(bulkRef: DocumentReference, ownerUid: string, by: User | null): Promise<BulkChangeUndo | 'undone'> {
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
          const changed: Array<{ before: Customer; after: Customer }> = [];
          docs.forEach((doc, index) => {
            const current = doc.exists ? customerFromDocument(doc.id, doc.data()) : null;
            const record = chunk[index]!;
            const ownerBefore = (record.get('ownerBefore') as string | null) ?? null;
            const action = ownerUndoOf(
              current,
              { customerId: doc.id, ownerBefore, version: record.get('version') as number },
              ownerUid,
            );
            if (action === 'kept') kept.push(current!);
            if (action !== 'revert') return;
            const after = withOwner(current!, ownerBefore);
            transaction.set(doc.ref, ownerWrite(after, now), { merge: true });
            this.writer.record(transaction, current, after, by, now, { undo: true });
            changed.push({ before: current!, after });
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
