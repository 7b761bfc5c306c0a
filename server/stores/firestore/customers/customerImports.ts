// Spreadsheet imports in Firestore (docs/product.md#phones-imports-and-duplicates): each batch in transactions of
// importCustomersPerTransaction customers, with its counts and per customer a record that keeps the import undoable.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { User } from '../../../domain/accounts/account.ts';
import { withStatus, type Customer } from '../../../domain/customers/customer.ts';
import { undoOf, type CustomerImportSummary, type CustomerImportUndo, type ImportRecord, type ImportWrite } from '../../../domain/customers/customerImport.ts';
import type { ImportCounts } from '../../../domain/customers/customerStore.ts';
import { importCompletedEvent, importUndoneEvent } from '../../../domain/webhooks/webhook.ts';
import { countReads, queryReads } from '../firestoreMeter.ts';
import { customerDocument, customerFromDocument, savedFields, storedKeys } from './customerDocument.ts';
import { statusWrite, type FirestoreCustomerWrites } from './customerWrites.ts';
import { writesPerCommit } from './firestoreQuotas.ts';

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

  /**
   * One transaction when the batch fits one (importCustomersPerTransaction customers): Firestore delivers its writes to
   * the listeners as one snapshot, so watchers get one change set. A bigger batch is written in transactions of that
   * size, each one change set, the first with the batch's counts; its records keep the import undoable as one.
   * A new customer's id is a fresh auto id: only updates read the customer and its record first.
   */
  async importBatch(importId: string, writes: readonly ImportWrite[], counts: ImportCounts, by: User | null = null): Promise<void> {
    await this.writer.write(this.writer.keys.indexed());
    for (let start = 0; start === 0 || start < writes.length; start += importCustomersPerTransaction) {
      const last = start + importCustomersPerTransaction >= writes.length;
      await this.importChunk(importId, writes.slice(start, start + importCustomersPerTransaction), start === 0 ? counts : null, by, last ? counts : null);
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
          const read = await transaction.getAll(importRef, ...updates.flatMap((index) => [customerRefs[index]!, recordRefs[index]!]));
          reads = read.length;
          written = 0;
          const importDoc = read[0]!;
          const readOf = new Map<number, [DocumentSnapshot, DocumentSnapshot]>(updates.map((index, at) => [index, [read[1 + 2 * at]!, read[2 + 2 * at]!]]));
          const now = Date.now();
          const previous = importDoc.exists ? importDoc.data()! : { createdAt: now, undoneAt: null, created: 0, updated: 0, skipped: 0, failed: 0 };
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
            const saved = savedFields(id, fields);
            const status = restore || (before?.status ?? true);
            const after: Customer = {
              ...saved,
              status,
              version: (before?.version ?? 0) + 1,
              ...(!status && before?.mergedInto && { mergedInto: before.mergedInto }),
            };
            if (kind === 'create') transaction.set(customerRefs[index]!, customerDocument(after, now));
            else
              transaction.set(
                customerRefs[index]!,
                { ...saved, ...(before ? statusWrite(before, after, now) : { status, version: after.version, ...storedKeys(after, now) }) },
                { merge: true },
              );
            // A customer touched again by the same import keeps its first before and kind, and takes the latest after.
            if (record?.exists) transaction.update(recordRefs[index]!, { after });
            else transaction.set(recordRefs[index]!, { kind: kind === 'create' ? 'created' : 'updated', before, after });
            this.writer.record(transaction, before, after, by, now, 'IMPORTED');
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

  /**
   * One transaction when the import's records fit one; a bigger import is undone in transactions of that size, each
   * marking its records undone (so a retry after a failure skips them), and marked undone by the last.
   */
  async undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    const started = Date.now();
    const importRef = this.writer.importsCollection.doc(importId);
    const recordsRef = importRef.collection('records');
    const size = (await recordsRef.count().get()).data().count;
    let reads = countReads(size);
    let written = 0;
    const undo: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
    const undoChunk = (records: DocumentSnapshot[] | null, last: boolean) =>
      this.writer
        .write(
          this.writer.db.runTransaction(async (transaction) => {
            const importDoc = await transaction.get(importRef);
            if (!importDoc.exists) return 'unknown' as const;
            if (importDoc.get('undoneAt')) return 'undone' as const;
            const chunk = records ?? (await transaction.get(recordsRef)).docs;
            const refs = chunk.map((record) => this.writer.collection.doc(record.id));
            const docs = refs.length ? await transaction.getAll(...refs) : [];
            reads += 1 + (records ? 0 : chunk.length) + docs.length;
            const done: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
            const changed: Array<{ before: Customer; after: Customer }> = [];
            const now = Date.now();
            chunk.forEach((recordDoc, index) => {
              const doc = docs[index]!;
              if (records) transaction.update(recordDoc.ref, { undone: true });
              if (!doc.exists) return;
              const current = customerFromDocument(doc.id, doc.data());
              const data = recordDoc.data()!;
              // The records hold customers in the document shape, read as tolerantly.
              const record: ImportRecord = {
                kind: data.kind,
                before: data.before && customerFromDocument(doc.id, data.before),
                after: customerFromDocument(doc.id, data.after),
              };
              const { action } = undoOf(current, record);
              if (action === 'kept') done.keptChangedSince.push(current);
              else if (action === 'remove') {
                done.removed++;
                if (!current.status) return;
                const after = withStatus(current, false);
                transaction.set(refs[index]!, statusWrite(current, after, now), { merge: true });
                this.writer.record(transaction, current, after, by, now);
                changed.push({ before: current, after });
              } else {
                done.reverted++;
                // The status too: a customer the import restored goes back to removed.
                const after = { ...record.before!, version: current.version + 1 };
                transaction.set(
                  refs[index]!,
                  { ...savedFields(doc.id, record.before!), status: after.status, version: after.version, ...storedKeys(after, now) },
                  { merge: true },
                );
                this.writer.record(transaction, current, after, by, now);
                changed.push({ before: current, after });
              }
            });
            if (last) {
              transaction.update(importRef, { undoneAt: now });
              const total = {
                removed: undo.removed + done.removed,
                reverted: undo.reverted + done.reverted,
                keptChangedSince: [...undo.keptChangedSince, ...done.keptChangedSince],
              };
              this.writer.announce(transaction, importUndoneEvent(importId, total, now));
            }
            this.writer.expect(changed);
            written = changed.length * 3 + (records ? chunk.length : 0) + (last ? 2 : 0);
            return done;
          }),
        )
        .then((done) => {
          this.writer.meter.record('undoImport', reads, written, started);
          if (typeof done === 'string') return done;
          undo.removed += done.removed;
          undo.reverted += done.reverted;
          undo.keptChangedSince.push(...done.keptChangedSince);
          return undo;
        });
    if (size <= importCustomersPerTransaction) return undoChunk(null, true);
    const records = (await recordsRef.get()).docs.filter((record) => !record.get('undone'));
    reads += queryReads(records.length);
    for (let start = 0; start < records.length; start += importCustomersPerTransaction) {
      const outcome = await undoChunk(records.slice(start, start + importCustomersPerTransaction), start + importCustomersPerTransaction >= records.length);
      if (typeof outcome === 'string') return outcome;
    }
    if (!records.length) return undoChunk([], true);
    return undo;
  }
}
