// Spreadsheet imports in Firestore (docs/product.md#phones-imports-and-duplicates): each batch in transactions of
// importCustomersPerTransaction customers, with its counts and per customer a record that keeps the import undoable.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { User } from '../../../domain/accounts/account.ts';
import type { Customer } from '../../../domain/customers/customer.ts';
import {
  undoOf,
  type CustomerImportSummary,
  type CustomerImportUndo,
  type ImportRecord,
  type ImportWrite,
} from '../../../domain/customers/customerImport.ts';
import type { ImportCounts } from '../../../domain/customers/customerStore.ts';
import { customerEvent, importCompletedEvent, importUndoneEvent } from '../../../domain/webhooks/webhook.ts';
import { queryReads } from '../firestoreMeter.ts';
import { customerDocument, customerFromDocument, savedFields, storedKeys } from './customerDocument.ts';
import { statusWrite, type FirestoreCustomerWrites } from './customerWrites.ts';
import { getAllBatch, inValuesMax, writesPerCommit } from './firestoreQuotas.ts';

/**
 * An imported customer costs four writes (itself, its import record, its history entry, its webhook event); the
 * import's counts and its own event two more.
 */
export const importCustomersPerTransaction = Math.floor((writesPerCommit - 2) / 4);
/**
 * Records per transaction of an undo: a deleted customer costs its record, itself, its event, its erasure and its
 * history (an entry, or a few); a reverted one its record, itself, its entry and its event.
 */
export const undoCustomersPerTransaction = 80;

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
                {
                  ...saved,
                  ...(before
                    ? statusWrite(before, after, now)
                    : { status, version: after.version, ...storedKeys(after, now) }),
                },
                { merge: true },
              );
            const entry = this.writer.record(transaction, before, after, by, now, 'IMPORTED');
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

  /**
   * Transactions of undoCustomersPerTransaction records, each marking its records undone (so a retry after a failure
   * skips them), the last marking the import undone. A customer it deletes goes with its history (read in the
   * transaction; entries past the commit's limit right after it), as an erasure takes them (erasure.ts).
   */
  async undoImport(importId: string, by: User | null = null): Promise<CustomerImportUndo | 'unknown' | 'undone'> {
    const started = Date.now();
    const importRef = this.writer.importsCollection.doc(importId);
    const importDoc = await importRef.get();
    if (!importDoc.exists) return 'unknown';
    if (importDoc.get('undoneAt')) return 'undone';
    const records = (await importRef.collection('records').get()).docs.filter((record) => !record.get('undone'));
    const progress = { reads: 1 + queryReads(records.length), written: 0 };
    const undo: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
    for (let start = 0; start === 0 || start < records.length; start += undoCustomersPerTransaction) {
      const last = start + undoCustomersPerTransaction >= records.length;
      const outcome = await this.undoChunk(
        importId,
        records.slice(start, start + undoCustomersPerTransaction),
        last,
        undo,
        by,
        progress,
      );
      if (outcome) return outcome;
    }
    this.writer.meter.record('undoImport', progress.reads, progress.written, started);
    return undo;
  }

  /** One transaction of an undo; adds what it did to `undo`. 'undone' when another undo of the import ran meanwhile. */
  private async undoChunk(
    importId: string,
    records: readonly DocumentSnapshot[],
    last: boolean,
    undo: CustomerImportUndo,
    by: User | null,
    progress: { reads: number; written: number },
  ): Promise<'undone' | null> {
    const importRef = this.writer.importsCollection.doc(importId);
    const refs = records.map((record) => this.writer.collection.doc(record.id));
    const outcome = await this.writer.write(
      this.writer.db.runTransaction(async (transaction) => {
        const [importDoc, ...docs] = await transaction.getAll(importRef, ...refs);
        if (importDoc!.get('undoneAt')) return 'undone' as const;
        const done: CustomerImportUndo = { removed: 0, reverted: 0, keptChangedSince: [] };
        const deleted: Array<Customer & { entry: string | null }> = [];
        const reverted: Array<{ current: Customer; before: Customer }> = [];
        docs.forEach((doc, index) => {
          if (!doc.exists) return;
          const current = customerFromDocument(doc.id, doc.data());
          const data = records[index]!.data()!;
          // The records hold customers in the document shape, read as tolerantly.
          const record: ImportRecord = {
            kind: data.kind,
            before: data.before && customerFromDocument(doc.id, data.before),
            after: customerFromDocument(doc.id, data.after),
          };
          const { action } = undoOf(current, record);
          if (action === 'kept') done.keptChangedSince.push(current);
          // Nobody wrote it since: the import's entry is its only one.
          else if (action === 'delete')
            deleted.push({ ...current, entry: current.version === record.after.version ? (data.entry ?? null) : null });
          else reverted.push({ current, before: record.before! });
        });
        // Reads before any write, as a transaction must; one at a time: the emulator the tests use serves them in turn.
        const histories: DocumentReference[] = [];
        let historyReads = 0;
        for (const { id, entry } of deleted) {
          const history = this.writer.collection.doc(id).collection('history');
          if (entry) {
            histories.push(history.doc(entry));
            continue;
          }
          const found = await transaction.get(history.select());
          historyReads += queryReads(found.size);
          histories.push(...found.docs.map((doc) => doc.ref));
        }
        const pointing: DocumentSnapshot[] = [];
        for (let start = 0; start < deleted.length; start += inValuesMax) {
          const ids = deleted.slice(start, start + inValuesMax).map(({ id }) => id);
          pointing.push(...(await transaction.get(this.writer.collection.where('mergedInto', 'in', ids))).docs);
        }
        progress.reads += 1 + docs.length + historyReads + queryReads(pointing.length);
        const now = Date.now();
        const changed: Array<{ before: Customer; after: Customer }> = [];
        const gone = new Set(deleted.map(({ id }) => id));
        // A deleted customer's record goes with it; the others are marked, so a retry after a failure skips them.
        for (const record of records) {
          if (gone.has(record.id)) transaction.delete(record.ref);
          else transaction.update(record.ref, { undone: true });
        }
        for (const { entry: _entry, ...customer } of deleted) {
          transaction.delete(this.writer.collection.doc(customer.id));
          this.writer.announce(transaction, customerEvent(customer, null, now, 'customer.erased'));
          // Its id alone, kept a day: other processes' clients that resume from before it hear it is gone.
          transaction.set(this.writer.erasuresCollection.doc(), { customerId: customer.id, at: now });
          this.writer.listeners.erasing(customer);
        }
        for (const merged of pointing) transaction.set(merged.ref, { mergedInto: null }, { merge: true });
        for (const { current, before } of reverted) {
          // The status too: a customer the import restored goes back to removed.
          const after = { ...before, version: current.version + 1 };
          transaction.set(
            this.writer.collection.doc(current.id),
            {
              ...savedFields(current.id, before),
              status: after.status,
              version: after.version,
              ...storedKeys(after, now),
            },
            { merge: true },
          );
          this.writer.record(transaction, current, after, by, now, undefined, undefined, undefined, true);
          changed.push({ before: current, after });
        }
        const budget =
          writesPerCommit - (records.length + deleted.length * 3 + pointing.length + reverted.length * 3 + 2);
        for (const entry of histories.slice(0, budget)) transaction.delete(entry);
        done.removed = deleted.length;
        done.reverted = reverted.length;
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
        progress.written +=
          records.length +
          deleted.length * 3 +
          Math.min(budget, histories.length) +
          pointing.length +
          changed.length * 3 +
          (last ? 2 : 0);
        return { done, leftOver: histories.slice(budget) };
      }),
    );
    if (outcome === 'undone') return outcome;
    // A deleted customer's entries past the commit's limit: its history is only ever read with it, which is gone.
    for (let start = 0; start < outcome.leftOver.length; start += writesPerCommit) {
      const batch = this.writer.db.batch();
      for (const entry of outcome.leftOver.slice(start, start + writesPerCommit)) batch.delete(entry);
      await this.writer.write(batch.commit());
    }
    undo.removed += outcome.done.removed;
    undo.reverted += outcome.done.reverted;
    undo.keptChangedSince.push(...outcome.done.keptChangedSince);
    return null;
  }
}
