// Bulk changes of status in Firestore: transactions of bulkCustomersPerTransaction customers, each one snapshot to
// the listeners, with per customer the version it left, for undo (domain/bulk/customerBulk.ts).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { undoneChange, type FieldChange } from '../../../domain/history/customerHistory.ts';
import type { User } from '../../../domain/accounts/account.ts';
import { bulkUndoOf, type BulkChangeUndo } from '../../../domain/bulk/customerBulk.ts';
import { withStatus, type Customer } from '../../../domain/customers/customer.ts';
import { queryReads } from '../firestoreMeter.ts';
import { customerFromDocument } from './customerDocument.ts';
import { statusWrite, type FirestoreCustomerWrites } from './customerWrites.ts';
import { FirestoreBulkOwners } from './bulkOwners.ts';
import type { FirestoreCustomerTags } from './customerTags.ts';

/**
 * Customers per transaction of a bulk change (four writes each: itself, its history entry, its record, its webhook
 * event; its undo's the same, the entry it takes back in place of the record). Fewer than
 * the 500-write limit allows: on the emulator, commits of 300 or more writes to documents that live lists watch took
 * longer than the write deadline, 150 took well under a second.
 */
export const bulkCustomersPerTransaction = 50;

export class FirestoreBulkChanges {
  private readonly owners: FirestoreBulkOwners;

  constructor(
    private readonly writer: FirestoreCustomerWrites,
    /** Bulk taggings, whose undo this class starts as it starts an assignment's */
    private readonly tags: FirestoreCustomerTags,
  ) {
    this.owners = new FirestoreBulkOwners(writer);
  }

  /** A bulk assignment of an owner (bulkOwners.ts). */
  bulkSetOwner(bulkId: string, ids: readonly string[], ownerUid: string, by: User | null = null): Promise<number> {
    return this.owners.bulkSetOwner(bulkId, ids, ownerUid, by);
  }

  /**
   * Transactions of bulkCustomersPerTransaction customers, one after another: Firestore delivers each to the listeners
   * as one snapshot, so watchers get one change set per transaction.
   */
  async bulkSetStatus(
    bulkId: string,
    ids: readonly string[],
    status: boolean,
    by: User | null = null,
  ): Promise<number> {
    const started = Date.now();
    const bulkRef = this.writer.bulkCollection.doc(bulkId);
    await this.writer.write(bulkRef.set({ status, createdAt: Date.now(), undoneAt: null, count: 0 }));
    let count = 0;
    let reads = 0;
    for (let start = 0; start < ids.length; start += bulkCustomersPerTransaction) {
      const refs = ids.slice(start, start + bulkCustomersPerTransaction).map((id) => this.writer.collection.doc(id));
      count += await this.writer.write(
        this.writer.db.runTransaction(async (transaction) => {
          const docs = await transaction.getAll(...refs);
          reads += docs.length;
          const now = Date.now();
          const changed = docs.flatMap((doc) => this.bulkStatusOne(transaction, bulkRef, doc, status, by, now) ?? []);
          this.writer.expect(changed);
          return changed.length;
        }),
      );
    }
    await this.writer.write(bulkRef.update({ count }));
    this.writer.meter.record('bulkSetStatus', reads, 2 + count * 3, started);
    return count;
  }

  /**
   * One customer of a bulk change, inside its transaction: the status, its history entry and its record; null when it
   * has that status already or does not exist.
   */
  private bulkStatusOne(
    transaction: Transaction,
    bulkRef: DocumentReference,
    doc: DocumentSnapshot,
    status: boolean,
    by: User | null,
    now: number,
  ): { before: Customer; after: Customer } | null {
    if (!doc.exists) return null;
    const before = customerFromDocument(doc.id, doc.data());
    if (before.status === status) return null;
    const after = withStatus(before, status);
    transaction.set(doc.ref, statusWrite(before, after, now), { merge: true });
    this.writer.record(transaction, before, after, by, now);
    transaction.set(bulkRef.collection('records').doc(doc.id), { version: after.version });
    return { before, after };
  }

  async undoBulk(bulkId: string, by: User | null = null): Promise<BulkChangeUndo | 'unknown' | 'undone'> {
    const started = Date.now();
    const bulkRef = this.writer.bulkCollection.doc(bulkId);
    const bulkDoc = await bulkRef.get();
    if (!bulkDoc.exists) return 'unknown';
    if (bulkDoc.get('undoneAt')) return 'undone';
    if (bulkDoc.get('kind') === 'owner') return this.owners.undo(bulkRef, bulkDoc.get('ownerUid') as string, by);
    if (bulkDoc.get('kind') === 'tags') return this.tags.undo(bulkRef, by);
    const status = bulkDoc.get('status') === true;
    const records = (await bulkRef.collection('records').get()).docs;
    let reads = 1 + queryReads(records.length);
    let written = 0;
    const undo: BulkChangeUndo = { reverted: 0, keptChangedSince: [] };
    for (let start = 0; start === 0 || start < records.length; start += bulkCustomersPerTransaction) {
      const chunk = records.slice(start, start + bulkCustomersPerTransaction);
      const last = start + bulkCustomersPerTransaction >= records.length;
      const outcome = await this.writer.write(
        this.writer.db.runTransaction(async (transaction) => {
          const [state, ...docs] = await transaction.getAll(
            bulkRef,
            ...chunk.map((record) => this.writer.collection.doc(record.id)),
          );
          reads += 1 + docs.length;
          // Asked again inside the transaction: another undo of the same change may have run meanwhile.
          if (state!.get('undoneAt')) return null;
          const now = Date.now();
          const kept: Customer[] = [];
          const reverts: Customer[] = [];
          docs.forEach((doc, index) => {
            const current = doc.exists ? customerFromDocument(doc.id, doc.data()) : null;
            const action = bulkUndoOf(current, {
              customerId: doc.id,
              status,
              version: chunk[index]!.get('version') as number,
            });
            if (action === 'kept') kept.push(current!);
            if (action === 'revert') reverts.push(current!);
          });
          // The bulk change's own entries (the version it left), read before any write as a transaction must.
          const undone: DocumentSnapshot[] = [];
          for (const current of reverts) {
            const entries = await transaction.get(
              this.writer.collection.doc(current.id).collection('history').where('version', '==', current.version),
            );
            reads += queryReads(entries.size);
            undone.push(...entries.docs);
          }
          const changed = reverts.map((current) => {
            const after = withStatus(current, !status);
            transaction.set(this.writer.collection.doc(current.id), statusWrite(current, after, now), { merge: true });
            this.writer.record(transaction, current, after, by, now, { undo: true });
            return { before: current, after };
          });
          // The change and its undo count neither way on the dashboard.
          for (const entry of undone)
            transaction.update(entry.ref, { changes: (entry.get('changes') as FieldChange[]).map(undoneChange) });
          if (last) transaction.update(bulkRef, { undoneAt: now });
          this.writer.expect(changed);
          return { kept, changed: changed.length };
        }),
      );
      if (!outcome) return 'undone';
      undo.reverted += outcome.changed;
      undo.keptChangedSince.push(...outcome.kept);
      written += outcome.changed * 4 + (last ? 1 : 0);
    }
    this.writer.meter.record('undoBulk', reads, written, started);
    return undo;
  }
}
