// Spreadsheet imports in Firestore (docs/product.md#phones-imports-and-duplicates): each batch in transactions of
// importCustomersPerTransaction customers, with its counts and per customer a record that keeps the import undoable
// (importUndo.ts undoes it).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { User } from '../../../domain/accounts/account.ts';
import type { Customer } from '../../../domain/customers/customer.ts';
import type {
  CustomerImportSummary,
  CustomerImportUndo,
  ImportWrite,
} from '../../../domain/customers/customerImport.ts';
import type { ImportCounts } from '../../../domain/customers/customerStore.ts';
import { importCompletedEvent } from '../../../domain/webhooks/webhook.ts';
import { queryReads } from '../firestoreMeter.ts';
import {
  customerDocument,
  customerFromDocument,
  mergeOptions,
  savedFields,
  storedKeys,
  valuesAfter,
} from './customerDocument.ts';
import { keptContactPoints } from '../../../domain/contactPoints/contactPoints.ts';
import { statusWrite, type FirestoreCustomerWrites } from './customerWrites.ts';
import { getAllBatch, writesPerCommit } from './firestoreQuotas.ts';
import { undoImport } from './importUndo.ts';

/**
 * An imported customer costs four writes (itself, its import record, its history entry, its webhook event); the
 * import's counts and its own event two more.
 */
export const importCustomersPerTransaction = Math.floor((writesPerCommit - 2) / 4);

export class FirestoreCustomerImports {
  constructor(private readonly writer: FirestoreCustomerWrites) {}

  async imports(limit: number): Promise<CustomerImportSummary[]> {
    const started = Date.now();
    const snapshot = await this.writer.importsCollection.orderBy('createdAt', 'desc').limit(limit).get();
    this.writer.meter.record('imports', queryReads(snapshot.size), 0, started);
    return snapshot.docs.map((doc) => {
      const count = (field: string) => (typeof doc.get(field) === 'number' ? (doc.get(field) as number) : 0);
      return {
        id: doc.id,
        at: count('createdAt'),
        created: count('created'),
        updated: count('updated'),
        skipped: count('skipped'),
        failed: count('failed'),
        undone: Boolean(doc.get('undoneAt')),
      };
    });
  }

  async importState(importId: string): Promise<'open' | 'undone' | null> {
    const started = Date.now();
    const doc = await this.writer.importsCollection.doc(importId).get();
    this.writer.meter.record('importState', 1, 0, started);
    return doc.exists ? (doc.get('undoneAt') ? 'undone' : 'open') : null;
  }

  /** Its records' ids among `customerIds`: each read by id (one read a customer). */
  async customersImportedBy(importId: string, customerIds: readonly string[]): Promise<string[]> {
    const started = Date.now();
    const records = this.writer.importsCollection.doc(importId).collection('records');
    const found: string[] = [];
    for (let start = 0; start < customerIds.length; start += getAllBatch) {
      const docs = await this.writer.db.getAll(
        ...customerIds.slice(start, start + getAllBatch).map((id) => records.doc(id)),
      );
      found.push(...docs.filter((doc) => doc.exists).map((doc) => doc.id));
    }
    this.writer.meter.record('customersImportedBy', customerIds.length, 0, started);
    return found;
  }

  /**
   * One transaction when the batch fits one (importCustomersPerTransaction customers): Firestore delivers its writes to
   * the listeners as one snapshot, so watchers get one change set. A bigger batch is written in transactions of that
   * size, each one change set, the first with the batch's counts; its records keep the import undoable as one.
   * A new customer's id is a fresh auto id: only updates read the customer and its record first.
   */
  async importBatch(
    importId: string,
    writes: readonly ImportWrite[],
    counts: ImportCounts,
    by: User | null = null,
  ): Promise<void> {
    await this.writer.write(this.writer.keys.indexed());
    for (let start = 0; start === 0 || start < writes.length; start += importCustomersPerTransaction) {
      const last = start + importCustomersPerTransaction >= writes.length;
      await this.importChunk(
        importId,
        writes.slice(start, start + importCustomersPerTransaction),
        start === 0 ? counts : null,
        by,
        last ? counts : null,
      );
    }
  }

  /** `completed`: the batch's counts, on its last chunk, which announces the import batch as done. */
  private importChunk(
    importId: string,
    writes: readonly ImportWrite[],
    counts: ImportCounts | null,
    by: User | null,
    completed: ImportCounts | null,
  ): Promise<void> {
    const started = Date.now();
    const importRef = this.writer.importsCollection.doc(importId);
    const customerRefs = writes.map(({ id }) => this.writer.collection.doc(id));
    const recordRefs = writes.map(({ id }) => importRef.collection('records').doc(id));
    const updates = writes.flatMap((write, index) => (write.kind === 'update' ? [index] : []));
    let reads = 0;
    let written = 0;
    return this.writer
      .write(
        this.writer.db.runTransaction(async (transaction) => {
          const read = await transaction.getAll(
            importRef,
            ...updates.flatMap((index) => [customerRefs[index]!, recordRefs[index]!]),
          );
          reads = read.length;
          written = 0;
          const importDoc = read[0]!;
          const readOf = new Map<number, [DocumentSnapshot, DocumentSnapshot]>(
            updates.map((index, at) => [index, [read[1 + 2 * at]!, read[2 + 2 * at]!]]),
          );
          const now = Date.now();
          const previous = importDoc.exists
            ? importDoc.data()!
            : { createdAt: now, undoneAt: null, created: 0, updated: 0, skipped: 0, failed: 0 };
          if (counts || !importDoc.exists) {
            written++;
            transaction.set(importRef, {
              ...previous,
              created: previous.created + (counts?.created ?? 0),
              updated: previous.updated + (counts?.updated ?? 0),
              skipped: previous.skipped + (counts?.skipped ?? 0),
              failed: previous.failed + (counts?.failed ?? 0),
            });
          }
          const changed: Array<{ before: Customer | null; after: Customer }> = [];
          writes.forEach(({ kind, id, fields, restore }, index) => {
            const [doc, record] = readOf.get(index) ?? [null, null];
            const before = doc?.exists ? customerFromDocument(id, doc.data()) : null;
            if (kind === 'update' && !before) return;
            const saved = savedFields(id, keptContactPoints(fields, before));
            const status = restore || (before?.status ?? true);
            const after: Customer = {
              ...saved,
              // An update without an owner keeps the document's (savedFields leaves it out of the write).
              ownerUid: saved.ownerUid !== undefined ? saved.ownerUid : (before?.ownerUid ?? null),
              ...valuesAfter(fields, before),
              ...((saved.companyId ?? before?.companyId) && { companyId: saved.companyId ?? before?.companyId }),
              status,
              version: (before?.version ?? 0) + 1,
              ...(!status && before?.mergedInto && { mergedInto: before.mergedInto }),
            };
            if (kind === 'create') transaction.set(customerRefs[index]!, customerDocument(after, now));
            else {
              const write = {
                ...saved,
                ...(before
                  ? statusWrite(before, after, now)
                  : { status, version: after.version, ...storedKeys(after, now) }),
              };
              transaction.set(customerRefs[index]!, write, mergeOptions(write));
            }
            const entry = this.writer.record(transaction, before, after, by, now, { type: 'IMPORTED' });
            // A customer touched again by the same import keeps its first before and kind, and takes the latest after.
            // `entry`: its history entry, which an undo deletes by id with a customer nobody wrote since.
            if (record?.exists) transaction.update(recordRefs[index]!, { after });
            else
              transaction.set(recordRefs[index]!, {
                kind: kind === 'create' ? 'created' : 'updated',
                before,
                after,
                entry: entry?.id ?? null,
              });
            written += 4;
            changed.push({ before, after });
          });
          if (completed) {
            this.writer.announce(transaction, importCompletedEvent(importId, completed, now));
            written++;
          }
          this.writer.expect(changed);
        }),
      )
      .then(() => this.writer.meter.record('importBatch', reads, written, started));
  }

  /** Undoes the import (importUndo.ts). */
  undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    return undoImport(this.writer, importId, by);
  }
}
